"""The everyday interfaces: chat (a real terminal and piped stdin), modes, export/import, time travel,
JSON-lines events, the Mermaid graph, and `langgraph dev` driven by the official SDK."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pexpect

from sqlclarify import Agent
from tests.conftest import query, rows_close
from tests.integration.conftest import AUTH
from tests.support.cli import run_cli

CLI = [sys.executable, "-m", "sqlclarify"]


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return run_cli(*args, stdin=stdin)


def test_chat_with_piped_stdin(tmp_path: Path) -> None:
    with Agent() as agent:
        other = agent.ask("DAU for TH in Nov 2025").thread_id
    export = tmp_path / "chat.json"
    script = (
        "\n".join(
            [
                "rev for ID in Nov 2025",  # asks which revenue
                "3",  # answered by number
                "same for VN",  # follow-up in the same thread
                "/threads",
                f"/export {export}",
                f"/resume {other}",
                "/history",
                "/bogus",
                "/quit",
            ]
        )
        + "\n"
    )
    result = run("chat", stdin=script)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "Which revenue do you mean?" in out and "558,216.53" in out
    assert out.count("ads_net_revenue") >= 2  # the follow-up kept the metric
    assert other in out and "unknown command /bogus" in out
    data = json.loads(export.read_text())
    assert [t["question"] for t in data["turns"]] == ["rev for ID in Nov 2025", "same for VN"]
    assert data["turns"][0]["clarifications"] == {"metric": "Ads net revenue"}


def test_chat_in_a_terminal() -> None:
    env = {**os.environ, "PROMPT_TOOLKIT_NO_CPR": "1", "TERM": "xterm", "COLUMNS": "120", "LINES": "40"}
    child = pexpect.spawn(
        sys.executable, ["-m", "sqlclarify", "chat"], env=env, encoding="utf-8", timeout=60, dimensions=(40, 120)
    )
    try:
        child.expect("sqlclarify>")
        child.sendline("rev for ID in Nov 2025")
        child.expect(r"\(Total net revenue\)>")
        child.sendline("ads net")  # answered in words
        child.expect("558,216.53")
        child.expect(r"Remember 'rev' = Ads net revenue for next time\? \[y/N\]")  # the one offer
        child.sendline("")  # no: nothing is remembered without a yes
        child.expect("sqlclarify>")
        child.sendintr()  # Ctrl-C at the prompt: the session goes on
        child.expect("sqlclarify>")
        child.sendline("/threads")
        child.expect("answered")
        child.expect("sqlclarify>")
        child.sendline("/quit")
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    with Agent() as agent:
        (thread,) = agent.threads()
        assert thread.status == "answered"  # persisted as it happened
        assert agent.memory() == []


def test_auto_and_strict_modes() -> None:
    with Agent(mode="auto") as agent:
        turn = agent.ask("rev for ID in Nov 2025")
    assert turn.status == "answered"
    assert turn.interpretation["metric"] == "total_net_revenue"  # the question's default
    assert turn.interpretation["defaults_used"] == ["metric"]
    strict = run("ask", "rev for ID in Nov 2025", "--mode", "strict", "--json")
    result = json.loads(strict.stdout)
    assert strict.returncode == 1 and result["status"] == "error"
    assert "[metric] Which revenue do you mean?" in result["message"]
    bad = run("ask", "DAU", "--mode", "lazy")
    assert bad.returncode == 2 and "mode must be interactive, auto or strict" in bad.stderr


def test_export_import_continue(checkpoint: str, tmp_path: Path) -> None:
    with Agent() as agent:
        first = agent.ask("rev for ID in Nov 2025")
        agent.answer(first.thread_id, {"metric": "2"})
        agent.ask("DAU for TH in Nov 2025", thread_id=first.thread_id)
        agent.ask("rev for ID in Oct 2025", thread_id=first.thread_id)  # left waiting for an answer
    export = tmp_path / "thread.json"
    assert run("export", first.thread_id, str(export)).returncode == 0
    imported = run("import", str(export))
    assert imported.returncode == 0, imported.stderr
    new_id = imported.stdout.strip()
    with Agent() as agent:
        assert [t.question for t in agent.history(new_id)] == [
            "rev for ID in Nov 2025",
            "DAU for TH in Nov 2025",
            "rev for ID in Oct 2025",
        ]
        assert agent.current(new_id).status == "needs_clarification"  # the pending question came along
        assert agent.answer(new_id, {"metric": "1"}).status == "answered"
        follow = agent.ask("same for VN", thread_id=new_id)
    assert (
        follow.interpretation["filters"]["market"] == ["VN"] and follow.interpretation["metric"] == "total_net_revenue"
    )
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "something else"}')
    result = run("import", str(broken))
    assert result.returncode == 2 and "not a sqlclarify thread export" in result.stderr


def test_time_travel_reanswers_and_replays(checkpoint: str) -> None:
    with Agent() as agent:
        turn = agent.ask("rev for ID in Nov 2025")
        agent.answer(turn.thread_id, {"metric": "3"})  # "ads net"
        agent.ask("same for TH", thread_id=turn.thread_id)
    listing = json.loads(run("show", turn.thread_id, "--history", "--json").stdout)
    waiting = next(p for p in listing if p["state"].startswith("waiting for: metric"))
    redo = run("answer", turn.thread_id, "--at", waiting["checkpoint_id"], "--set", "metric=2", "--json")
    assert redo.returncode == 0, redo.stderr
    result = json.loads(redo.stdout)
    # "I meant gross, not net": the later follow-up was replayed with the new answer
    assert result["question"] == "same for TH" and result["interpretation"]["metric"] == "ads_gross_revenue"
    with Agent() as agent:
        assert [t.interpretation["metric"] for t in agent.history(turn.thread_id)] == ["ads_gross_revenue"] * 2


def test_json_lines_events(tmp_path: Path) -> None:
    log = tmp_path / "events.jsonl"
    turn = json.loads(run("--log-json", str(log), "ask", "rev for ID in Nov 2025", "--json").stdout)
    run("--log-json", str(log), "answer", turn["thread_id"], "2")
    bad = json.loads(run("--log-json", str(log), "ask", "DAU for ID in Nov 2025", "--mode", "auto", "--json").stdout)
    events = [json.loads(line) for line in log.read_text().splitlines()]
    names = [e["event"] for e in events]
    assert names[:4] == ["clarification_requested", "sql_generated", "executed", "clarification_answered"]
    assert all(e["thread_id"] for e in events)
    answered = next(e for e in events if e["event"] == "clarification_answered")
    assert answered["source"] == "user" and answered["ms"] > 0
    assert bad["status"] == "answered"


def test_graph_command_prints_mermaid() -> None:
    out = run("graph").stdout
    assert out.startswith("---") or "graph TD" in out
    for node in ("classify", "disambiguate", "clarify", "generate_sql", "validate", "execute", "respond"):
        assert node in out


def test_langgraph_dev_with_the_sdk(langgraph_server: str, demo_db: Path) -> None:
    from langgraph_sdk import get_sync_client

    client = get_sync_client(url=langgraph_server, headers=AUTH)
    thread = client.threads.create()
    context = {"today": "2026-01-10"}
    client.runs.wait(thread["thread_id"], "sqlclarify", input={"question": "rev for ID last month"}, context=context)
    state = client.threads.get_state(thread["thread_id"])
    (interrupt,) = [i for task in state["tasks"] for i in task["interrupts"]]
    questions = interrupt["value"]["questions"]
    assert [q["id"] for q in questions] == ["metric"] and questions[0]["kind"] == "single_choice"
    done = client.runs.wait(thread["thread_id"], "sqlclarify", command={"resume": {"metric": "3"}}, context=context)
    assert done["status"] == "answered"
    assert "net_revenue_usd" in done["sql"]
    reference = query(
        demo_db, "SELECT ROUND(SUM(net_revenue_usd), 2) FROM ad_revenue WHERE market = 'ID' AND date LIKE '2025-12-%'"
    )  # last month of 2026-01-10
    assert rows_close(done["rows"], reference)


def test_langgraph_dev_shares_threads_with_the_cli(checkpoint: str, langgraph_server: str) -> None:
    from langgraph_sdk import get_sync_client

    client = get_sync_client(url=langgraph_server, headers=AUTH)
    context = {"today": "2026-01-10"}
    with Agent() as agent:
        paused = agent.ask("rev for ID in Nov 2025")  # started in the CLI / Python API
    client.threads.create(thread_id=paused.thread_id, if_exists="do_nothing")
    done = client.runs.wait(paused.thread_id, "sqlclarify", command={"resume": {"metric": "3"}}, context=context)
    assert done["status"] == "answered"  # the server resumed the CLI's pending question
    served = client.threads.create()
    client.runs.wait(served["thread_id"], "sqlclarify", input={"question": "DAU for TH in Nov 2025"})
    with Agent() as agent:
        assert agent.current(paused.thread_id).interpretation["metric"] == "ads_net_revenue"
        assert served["thread_id"] in {t.thread_id for t in agent.threads()}  # and the server's thread is here
    # the other way round: a question paused through the server is answered by the CLI
    asked = client.threads.create()
    client.runs.wait(asked["thread_id"], "sqlclarify", input={"question": "rev for TH in Nov 2025"}, context=context)
    answered = run("answer", asked["thread_id"], "--set", "metric=2", "--json")
    assert answered.returncode == 0, answered.stderr
    assert json.loads(answered.stdout)["interpretation"]["metric"] == "ads_gross_revenue"
    state = client.threads.get_state(asked["thread_id"])  # the server sees the CLI's answer
    assert state["values"]["status"] == "answered" and "gross_revenue_usd" in state["values"]["sql"]


def test_time_travel_keeps_the_other_answers_and_every_turn() -> None:
    with Agent() as agent:
        turn = agent.ask("What was our rev in Nov 2025?")  # asks which revenue and which market
        assert [q.id for q in turn.questions] == ["metric", "market"]
        agent.answer(turn.thread_id, {"metric": "3", "market": "ID"})
        agent.ask("same for TH, only iOS", thread_id=turn.thread_id)
        first_pause = agent.checkpoints(turn.thread_id)[-1]
        assert first_pause["state"] == "waiting for: metric, market"
        redo = agent.reanswer(turn.thread_id, first_pause["checkpoint_id"], {"metric": "2"})
        assert redo.status == "answered" and redo.question == "same for TH, only iOS"
        turns = agent.history(turn.thread_id)
    assert [t.interpretation["metric"] for t in turns] == ["ads_gross_revenue"] * 2
    assert [t.interpretation["filters"]["market"] for t in turns] == [["ID"], ["TH"]]
    assert turns[1].interpretation["filters"]["platform"] == ["ios"]


OUTPUT_KEYS = {"turn", "question", "status", "message", "sql", "columns", "rows", "row_count", "truncated"} | {
    "interpretation",
    "chart",
    "messages",
    "__interrupt__",
}


def test_langgraph_dev_takes_empty_and_chat_input(langgraph_server: str, demo_db: Path) -> None:
    from langgraph_sdk import get_sync_client

    client = get_sync_client(url=langgraph_server, headers=AUTH)
    context = {"today": "2026-01-10"}
    thread_id = client.threads.create()["thread_id"]
    empty = client.runs.wait(thread_id, "sqlclarify", input={}, context=context)  # Studio's empty submit
    assert empty["status"] == "answered" and "I answer questions about" in empty["message"]
    for command in (("show", thread_id, "--history"), ("export", thread_id), ("show", thread_id)):
        result = run(*command)
        assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr

    chat = {"messages": [{"role": "user", "content": "rev for ID in Nov 2025"}]}  # Studio's chat view
    waiting = client.runs.wait(thread_id, "sqlclarify", input=chat, context=context)
    assert set(waiting) <= OUTPUT_KEYS and waiting["status"] == "needs_clarification"
    assert client.threads.get_state(thread_id)["values"]["status"] == "needs_clarification"
    answered = run("answer", thread_id, "--set", "metric=3", "--json")  # answered from the CLI
    assert answered.returncode == 0 and json.loads(answered.stdout)["status"] == "answered", answered.stderr

    for question in ("same for TH", "same for VN", "same for PH"):
        done = client.runs.wait(
            thread_id, "sqlclarify", input={"messages": [{"role": "user", "content": question}]}, context=context
        )
    assert done["status"] == "answered" and done["interpretation"]["filters"]["market"] == ["PH"]
    reply = done["messages"][-1]
    assert reply["type"] == "ai" and "```sql" in reply["content"] and "ads_net_revenue" in reply["content"]
    assert [m["type"] for m in done["messages"]][-2:] == ["human", "ai"]
    assert len(done["messages"]) <= 6  # the channel does not grow with the turns
    reference = query(
        demo_db, "SELECT ROUND(SUM(net_revenue_usd), 2) FROM ad_revenue WHERE market = 'PH' AND date LIKE '2025-11-%'"
    )
    assert rows_close(done["rows"], reference)
    followed = run("ask", "same for ID", "--thread", thread_id, "--json")
    assert followed.returncode == 0 and json.loads(followed.stdout)["interpretation"]["filters"]["market"] == ["ID"]


def test_a_chat_message_left_unanswered_does_not_replace_the_next_question() -> None:
    with Agent() as agent:
        thread = agent.ask("DAU for ID in Nov 2025").thread_id
        stale = {"messages": [{"role": "user", "content": "DAU for TH in Nov 2025"}]}  # a chat run that failed
        agent.graph.update_state(agent.thread_config(thread), stale, as_node="respond")
        turn = agent.ask("DAU for VN in Nov 2025", thread_id=thread)
    assert turn.question == "DAU for VN in Nov 2025" and turn.interpretation["filters"]["market"] == ["VN"]
