"""The MCP server through the SDK's own client: in memory (legacy and current protocol) and over stdio."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client, StdioServerParameters
from mcp.types import ElicitRequestFormParams, ElicitResult, InputRequiredResult

from sqlclarify import Agent
from sqlclarify.faces.mcp.server import build_server
from tests.support.cli import run_cli
from tests.support.forked_cli import run_forked

QUESTION = "rev for ID last month"
CHOICE = "Ads net revenue"  # option 3 of the metric question
MODES = ["legacy", "auto"]  # elicitation/create mid-call (2025-11-25), InputRequiredResult (2026-07-28)


class Forms:
    """An elicitation handler that answers every form the same way and keeps what it was asked."""

    def __init__(self, action: str = "accept", content: dict[str, Any] | None = None) -> None:
        self.action, self.content = action, content
        self.asked: list[ElicitRequestFormParams] = []

    async def __call__(self, context: Any, params: Any) -> ElicitResult:
        self.asked.append(params)
        return ElicitResult(action=self.action, content=self.content if self.action == "accept" else None)


def python_rows() -> list[list[Any]]:
    """The rows the Python API gives for the same question and choice."""
    with Agent() as agent:
        turn = agent.ask(QUESTION)
        return agent.answer(turn.thread_id, {"metric": CHOICE}).rows


async def call(client: Client, tool: str, **arguments: Any) -> tuple[bool, str, dict[str, Any]]:
    result = await client.call_tool(tool, arguments)
    return result.is_error, result.content[0].text, result.structured_content or {}


@pytest.mark.parametrize("mode", MODES)
def test_elicitation_answers_the_question(mode: str) -> None:
    forms = Forms(content={"metric": CHOICE})

    async def main() -> dict[str, Any]:
        with Agent() as agent:
            async with Client(build_server(agent), mode=mode, elicitation_callback=forms) as client:
                return (await call(client, "ask", question=QUESTION))[2]

    result = anyio.run(main)
    assert result["status"] == "answered"
    assert result["rows"] == python_rows() and result["rows"]
    assert result["sql"] and result["interpretation"]
    [form] = forms.asked
    metric = form.requested_schema["properties"]["metric"]
    assert metric["type"] == "string" and CHOICE in metric["enum"] and metric["default"] == metric["enum"][0]


@pytest.mark.parametrize("mode", MODES)
def test_declined_form_leaves_a_paused_thread_that_answer_completes(mode: str) -> None:
    async def main() -> tuple[dict[str, Any], str, dict[str, Any]]:
        with Agent() as agent:
            server = build_server(agent)
            async with Client(server, mode=mode, elicitation_callback=Forms("decline")) as client:
                _, text, paused = await call(client, "ask", question=QUESTION)
                done = (await call(client, "answer", thread_id=paused["thread_id"], answers={"metric": "3"}))[2]
        return paused, text, done

    paused, text, done = anyio.run(main)
    assert paused["status"] == "needs_clarification" and [q["id"] for q in paused["questions"]] == ["metric"]
    assert "declined" in text and paused["thread_id"] in text
    assert done["status"] == "answered" and done["rows"] == python_rows()


@pytest.mark.parametrize("mode", MODES)
def test_client_without_elicitation_gets_the_questions(mode: str) -> None:
    async def main() -> tuple[str, dict[str, Any]]:
        with Agent() as agent:
            async with Client(build_server(agent), mode=mode) as client:
                _, text, result = await call(client, "ask", question=QUESTION)
        return text, result

    text, result = anyio.run(main)
    assert result["status"] == "needs_clarification" and not result["rows"]
    [question] = result["questions"]
    assert question["id"] == "metric" and question["kind"] == "single_choice"
    assert CHOICE in question["options"] and question["default"] == question["options"][0]
    assert result["thread_id"] in text and "answer" in text


def test_current_protocol_asks_with_input_required_and_request_state() -> None:
    async def main() -> Any:
        with Agent() as agent:
            async with Client(build_server(agent), elicitation_callback=Forms()) as client:
                return await client.session.call_tool("ask", {"question": QUESTION}, allow_input_required=True)

    first = anyio.run(main)
    assert isinstance(first, InputRequiredResult)
    [request] = first.input_requests.values()
    assert request.method == "elicitation/create" and "metric" in request.params.requested_schema["properties"]
    assert first.request_state  # sealed by the SDK; the thread id is inside


def test_several_questions_in_one_form_and_several_rounds() -> None:
    """Multiple choice is a multi-select enum; each round is one form."""
    forms = Forms(content={"metric": CHOICE, "market": ["ID — Indonesia", "TH — Thailand"]})

    async def main() -> dict[str, Any]:
        with Agent() as agent:
            async with Client(build_server(agent), mode="legacy", elicitation_callback=forms) as client:
                return (await call(client, "ask", question="rev last month"))[2]

    result = anyio.run(main)
    assert result["status"] == "answered"
    with Agent() as agent:
        turn = agent.ask("rev last month")
        expected = agent.answer(turn.thread_id, {"metric": "3", "market": "2,3"}).rows
    assert result["rows"] == expected and len(expected) == 2
    market = forms.asked[0].requested_schema["properties"]["market"]
    assert market["type"] == "array" and market["default"] == ["All markets"]


def test_errors_are_one_line_tool_errors_and_a_bad_answer_changes_nothing() -> None:
    async def main() -> list[tuple[bool, str, dict[str, Any]]]:
        with Agent() as agent:
            async with Client(build_server(agent), mode="legacy") as client:
                paused = (await call(client, "ask", question=QUESTION))[2]
                tid = paused["thread_id"]
                return [
                    await call(client, "answer", thread_id="no-such-thread", answers={"metric": "1"}),
                    await call(client, "answer", thread_id=tid, answers={"metric": "99"}),
                    await call(client, "ask", question="   "),
                    await call(client, "answer", thread_id=tid, answers={"metric": CHOICE}),
                ]

    unknown, bad, empty, good = anyio.run(main)
    for is_error, text, _ in (unknown, bad, empty):
        assert is_error and "\n" not in text and "Traceback" not in text
    assert "no-such-thread" in unknown[1]
    assert good[2]["status"] == "answered" and good[2]["rows"] == python_rows()


def test_threads_history_metrics_and_hostile_sql() -> None:
    hostile = [
        "DROP TABLE ad_revenue",
        "SELECT 1; DELETE FROM ad_revenue",
        "ATTACH DATABASE '/tmp/x.sqlite' AS x",
        "PRAGMA writable_schema = ON",
        "SELECT load_extension('/tmp/evil')",
    ]

    async def main() -> tuple[Any, ...]:
        with Agent() as agent:
            async with Client(build_server(agent), mode="legacy", elicitation_callback=Forms("cancel")) as client:
                paused = (await call(client, "ask", question=QUESTION))[2]
                listed = (await call(client, "threads", status="needs_clarification"))[2]
                history = (await call(client, "history", thread_id=paused["thread_id"]))[2]
                metrics = (await call(client, "metrics"))[2]
                valid = (await call(client, "validate_sql", sql="SELECT COUNT(*) FROM ad_revenue"))[2]
                refused = [(await call(client, "validate_sql", sql=sql))[2] for sql in hostile]
        return paused, listed, history, metrics, valid, refused

    paused, listed, history, metrics, valid, refused = anyio.run(main)
    assert paused["status"] == "needs_clarification"
    assert [t["thread_id"] for t in listed["threads"]] == [paused["thread_id"]]
    assert [t["status"] for t in history["turns"]] == ["needs_clarification"]
    assert CHOICE in [m["label"] for m in metrics["metrics"]] and metrics["dimensions"]
    assert valid["ok"] and valid["tables"] == ["ad_revenue"]
    assert all(not r["ok"] and r["errors"] for r in refused)


def test_verify_then_the_same_question_is_answered_from_it_and_unverify_removes_it() -> None:
    """verify/verified/unverify as tools: the user is the server's; the reuse is said in the answer."""

    async def main() -> tuple[Any, ...]:
        with Agent(user_id="alice") as agent:
            async with Client(build_server(agent), mode="legacy") as client:
                paused = (await call(client, "ask", question=QUESTION))[2]
                tid = paused["thread_id"]
                done = (await call(client, "answer", thread_id=tid, answers={"metric": CHOICE}))[2]
                saved = await call(client, "verify", thread_id=tid)
                again = await call(client, "ask", question=QUESTION)
                listed = await call(client, "verified")
                removed = await call(client, "unverify", answer_id=saved[2]["id"][:6])
                after = await call(client, "verified")
                asked_back = (await call(client, "ask", question=QUESTION))[2]
        return done, saved, again, listed, removed, after, asked_back

    done, saved, again, listed, removed, after, asked_back = anyio.run(main)
    is_error, text, answer = saved
    assert not is_error and (answer["question"], answer["by"]) == (QUESTION, "alice")
    assert answer["id"] in text and answer["on"] in text
    _, text, reused = again
    assert reused["status"] == "answered" and reused["rows"] == done["rows"]
    stamp = {"id": answer["id"], "by": "alice", "on": answer["on"], "question": QUESTION}
    assert reused["interpretation"]["verified"] == stamp
    assert f"verified by alice on {answer['on']}" in reused["message"] and "verified by alice" in text
    assert listed[2]["verified"] == [{**answer, "broken": None}] and answer["id"] in listed[1]
    assert removed[2]["id"] == answer["id"] and not removed[0]
    assert after[2]["verified"] == [] and after[1] == "no verified answers yet"
    assert asked_back["status"] == "needs_clarification"


def test_verify_errors_are_one_line_tool_errors() -> None:
    """Agent.verify's refusals, as tool errors: a paused thread, an unknown one, a turn not from the catalog."""

    async def main() -> list[tuple[bool, str, dict[str, Any]]]:
        with Agent() as agent:
            async with Client(build_server(agent), mode="legacy") as client:
                paused = (await call(client, "ask", question=QUESTION))[2]
                helped = (await call(client, "ask", question="help"))[2]
                return [
                    await call(client, "verify", thread_id=paused["thread_id"]),
                    await call(client, "verify", thread_id="no-such-thread"),
                    await call(client, "verify", thread_id=helped["thread_id"]),
                    await call(client, "unverify", answer_id="abc123"),
                    await call(client, "verified"),
                ]

    *refused, listed = anyio.run(main)
    for is_error, text, _ in refused:
        assert is_error and "\n" not in text and "Traceback" not in text, text
    waiting, unknown, helped, unverify = (text for _, text, _ in refused)
    assert "waiting for an answer" in waiting and "no-such-thread" in unknown and "no semantic query" in helped
    assert "no verified answer with id abc123" in unverify
    assert listed[2] == {"verified": []}


def test_a_series_carries_its_chart_and_a_single_number_none() -> None:
    async def main() -> tuple[tuple[bool, str, dict[str, Any]], ...]:
        with Agent() as agent:
            async with Client(build_server(agent), mode="legacy") as client:
                series = await call(client, "ask", question="DAU by day in Nov 2025 for ID")
                number = await call(client, "ask", question="DAU for ID last month")
                history = await call(client, "history", thread_id=series[2]["thread_id"])
        return series, number, history

    (_, series_text, series), (_, number_text, number), (_, _, history) = anyio.run(main)
    spec = series["chart"]
    assert series["status"] == "answered" and spec["mark"]["type"] == "line"
    x, y = spec["encoding"]["x"]["field"], spec["encoding"]["y"]["field"]
    assert [[v[x], v[y]] for v in spec["data"]["values"]] == series["rows"] and len(series["rows"]) == 30
    assert "chart is attached" in series_text
    assert history["turns"][0]["chart"] == spec
    assert number["status"] == "answered" and number["chart"] is None and "chart" not in number_text


def test_a_thread_started_over_mcp_is_continued_by_the_cli() -> None:
    async def main() -> str:
        with Agent() as agent:
            async with Client(build_server(agent), mode="legacy") as client:
                return (await call(client, "ask", question=QUESTION))[2]["thread_id"]

    thread_id = anyio.run(main)
    done = run_forked("answer", thread_id, "--set", "metric=3", "--json")  # another process (forked)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["rows"] == python_rows()


def stdio_server(checkpoint: Path) -> StdioServerParameters:
    return StdioServerParameters(
        command=str(Path(sys.executable).with_name("sqlclarify")),
        args=["mcp", "--checkpoint", str(checkpoint)],
        env={**os.environ},
    )


def test_stdio_process_with_and_without_elicitation(isolated_env: Path) -> None:
    """A real `sqlclarify mcp` process: one client answers a form, one reaches the same rows through `answer`."""

    async def main() -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
        params = stdio_server(isolated_env)
        async with Client(params, elicitation_callback=Forms(content={"metric": CHOICE})) as client:
            elicited = (await call(client, "ask", question=QUESTION))[2]
        async with Client(params, mode="legacy") as client:
            paused = (await call(client, "ask", question=QUESTION))[2]
            answered = (await call(client, "answer", thread_id=paused["thread_id"], answers={"metric": CHOICE}))[2]
        return elicited, paused, answered

    elicited, paused, answered = anyio.run(main)
    assert paused["status"] == "needs_clarification"
    assert elicited["status"] == answered["status"] == "answered"
    assert elicited["rows"] == answered["rows"] == python_rows()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_streamable_http(isolated_env: Path) -> None:
    """`sqlclarify mcp --http HOST:PORT`: the same form and rows over streamable HTTP."""
    port = free_port()
    command = [sys.executable, "-m", "sqlclarify", "mcp", "--http", f"127.0.0.1:{port}"]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and process.poll() is None:
            with socket.socket() as sock:
                if sock.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.1)
        assert process.poll() is None, process.stderr.read() if process.stderr else ""

        async def main() -> dict[str, Any]:
            forms = Forms(content={"metric": CHOICE})
            async with Client(f"http://127.0.0.1:{port}/mcp", elicitation_callback=forms) as client:
                return (await call(client, "ask", question=QUESTION))[2]

        result = anyio.run(main)
    finally:
        process.terminate()
        process.wait(timeout=30)
    assert result["status"] == "answered" and result["rows"] == python_rows()


@pytest.mark.parametrize("args", [["--http", "localhost"], ["--db", "/nonexistent/warehouse.sqlite"]])
def test_bad_settings_fail_at_start_in_one_line(args: list[str]) -> None:
    done = run_cli("mcp", *args)  # refused before it serves: in this process
    assert done.returncode == 2 and done.stderr.startswith("error:") and done.stderr.strip().count("\n") == 0


def test_the_models_questions_are_a_form_too(openai_server) -> None:
    """On the model path the model's own questions (and why it asks) become the form."""
    from tests.conftest import CHINOOK, query
    from tests.integration.test_model_path import ASK_YEAR, PROCEED, SUBMIT, TOP_ARTIST_2012

    openai_server.push(ASK_YEAR, PROCEED, SUBMIT)
    forms = Forms(content={"year": "2012"})

    async def main() -> dict[str, Any]:
        with Agent(database=str(CHINOOK)) as agent:
            async with Client(build_server(agent), elicitation_callback=forms) as client:
                return (await call(client, "ask", question="which artist sold the most tracks?"))[2]

    result = anyio.run(main)
    assert result["status"] == "answered"
    assert result["rows"] == [list(r) for r in query(CHINOOK, TOP_ARTIST_2012)]
    [form] = forms.asked
    assert form.message.startswith("Sales differ a lot by year")
    assert form.requested_schema["properties"]["year"] == {
        "title": "Which year?",
        "type": "string",
        "enum": ["2012", "2013"],
        "default": "2013",
    }
