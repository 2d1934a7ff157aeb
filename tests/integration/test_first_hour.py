"""A newcomer's first hour, through the command line: settings in `.env`, formatted answers, CSV out (issue 29)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.support.cli import run_cli

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, cwd: Path | None = None, env_extra: dict[str, str] | None = None, drop: tuple[str, ...] = ()):
    """The command's `main()` in this process (tests/support/cli.py): what it reads and prints is the test."""
    env: dict[str, str | None] = {key: None for key in drop} | (env_extra or {})
    return run_cli(*args, cwd=cwd, env=env)


# .env ---------------------------------------------------------------------------------------------------------


def test_dotenv_in_the_working_folder_sets_what_the_environment_does_not(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere" / "warehouse.sqlite"
    (tmp_path / ".env").write_text(f"# my settings\nSQLCLARIFY_DB={missing}\n", encoding="utf-8")

    from_file = run("ask", "revenue in 2025", cwd=tmp_path, drop=("SQLCLARIFY_DB",))
    assert from_file.returncode == 2, from_file.stdout
    assert str(missing) in from_file.stderr  # the CLI used the file's database

    other = tmp_path / "elsewhere.sqlite"
    from_environment = run("ask", "revenue in 2025", cwd=tmp_path, env_extra={"SQLCLARIFY_DB": str(other)})
    assert str(other) in from_environment.stderr and str(missing) not in from_environment.stderr


def test_dotenv_is_never_committed_and_the_langgraph_server_reads_it() -> None:
    import json

    ignored = subprocess.run(["git", "check-ignore", "-q", ".env"], cwd=ROOT)
    if ignored.returncode == 128:
        pytest.skip("not a git checkout")
    assert ignored.returncode == 0
    assert subprocess.run(["git", "check-ignore", "-q", ".env.example"], cwd=ROOT).returncode == 1
    assert json.loads((ROOT / "langgraph.json").read_text())["env"] == ".env"


# wrong numbers ------------------------------------------------------------------------------------------------


def test_all_ticked_beside_two_markets_answers_for_the_two(demo_db: Path) -> None:
    """The form preselects 'All markets'; ticking two markets beside it means those two, never every market."""
    import json

    from tests.conftest import query, rows_close

    asked = run("ask", "What was our rev in Nov 2025?", "--json")
    thread = json.loads(asked.stdout)["thread_id"]
    answered = run("answer", thread, "--set", "metric=IAP net revenue", "--set", "market=1,2,3", "--json")
    assert answered.returncode == 0, answered.stderr
    result = json.loads(answered.stdout)
    assert result["interpretation"]["filters"]["market"] == ["ID", "TH"]
    reference = query(
        demo_db,
        "SELECT market, ROUND(SUM(net_revenue_usd), 2) FROM iap_revenue WHERE market IN ('ID', 'TH') "
        "AND date LIKE '2025-11-%' GROUP BY market ORDER BY market",
    )
    assert rows_close(result["rows"], reference)


def test_all_alone_still_means_every_market() -> None:
    from sqlclarify import Agent

    with Agent() as agent:
        asked = agent.ask("IAP net revenue in Nov 2025")
        assert asked.status == "needs_clarification"
        answered = agent.answer(asked.thread_id, {"market": ["All markets"]})
        assert answered.interpretation["filters"]["market"] == "all"
        both = agent.answer(agent.ask("IAP net revenue in Nov 2025").thread_id, {"market": ["All markets", "VN"]})
        assert both.interpretation["filters"]["market"] == ["VN"]


def test_a_year_cut_short_by_the_data_is_named_and_like_for_like_offered() -> None:
    """Demo data ends 2026-01-09: "2026 vs 2025" puts nine days against a year; the answer says so and offers the
    same nine days of each, whose numbers are those of the two periods asked directly."""
    from sqlclarify import Agent

    with Agent() as agent:
        whole = agent.ask("total net revenue in all markets in 2026 vs 2025")
        assert whole.status == "answered", whole.message
        assert "2026 has data only through 2026-01-09 (9 of 365 days)" in whole.message
        follow_up = whole.interpretation["like_for_like"]
        assert follow_up == "same from 2026-01-01 to 2026-01-09 vs 2025-01-01 to 2025-01-09"
        assert follow_up in whole.message

        same = agent.ask(follow_up, thread_id=whole.thread_id)
        assert same.status == "answered" and "like_for_like" not in same.interpretation
        assert "has data only" not in same.message
        values = dict(zip(same.columns, same.rows[0], strict=False))
        before = agent.ask("total net revenue in all markets from 2025-01-01 to 2025-01-09")
        assert values["total_net_revenue__compare"] == pytest.approx(before.rows[0][-1])
        asked = dict(zip(whole.columns, whole.rows[0], strict=True))
        assert values["total_net_revenue"] == pytest.approx(asked["total_net_revenue"])

        whole_months = agent.ask("total net revenue in all markets in Dec 2025 vs Nov 2025")
        assert "like_for_like" not in whole_months.interpretation and "has data only" not in whole_months.message


# answers that read like a report -------------------------------------------------------------------------------

MONTHLY = "total net revenue by month in all markets in 2025"


def test_cli_tables_read_by_the_catalog_while_json_and_csv_keep_raw_values(demo_db: Path) -> None:
    import csv
    import io
    import json

    from tests.conftest import query

    (january,) = query(
        demo_db,
        "SELECT SUM(v) FROM (SELECT SUM(net_revenue_usd) AS v FROM iap_revenue WHERE date LIKE '2025-01-%' "
        "UNION ALL SELECT SUM(net_revenue_usd) FROM ad_revenue WHERE date LIKE '2025-01-%')",
    )[0]
    shown = run("ask", MONTHLY)
    assert shown.returncode == 0, shown.stderr
    assert "Month" in shown.stdout and "Total net revenue" in shown.stdout  # labels, not metric_time__month
    assert "Jan 2025" in shown.stdout and f"${january:,.2f}" in shown.stdout  # the unit and the catalog's decimals
    assert "metric_time__month" not in shown.stdout.split("SQL")[-1].split("└")[-1]

    raw = json.loads(run("ask", MONTHLY, "--json").stdout)
    assert raw["columns"] == ["metric_time__month", "total_net_revenue"]
    assert raw["rows"][0][0] == "2025-01-01" and raw["rows"][0][1] == pytest.approx(january)
    assert {c["name"]: c["label"] for c in raw["interpretation"]["columns"]}["metric_time__month"] == "Month"

    as_csv = run("ask", MONTHLY, "--csv")
    assert as_csv.returncode == 0, as_csv.stderr
    table = list(csv.reader(io.StringIO(as_csv.stdout)))
    assert table[0] == ["Month", "Total net revenue"] and len(table) == 13
    assert table[1][0] == "2025-01-01" and float(table[1][1]) == pytest.approx(january)

    asks = run("ask", "What was our rev in Nov 2025?", "--csv")  # questions go to the person, not the file
    assert asks.returncode == 0 and asks.stdout == "" and "Which revenue" in asks.stderr
    both = run("ask", MONTHLY, "--csv", "--json")
    assert both.returncode == 2 and both.stderr.count("\n") == 1


def test_every_face_formats_a_copy_and_the_state_keeps_raw_values() -> None:
    from sqlclarify import Agent
    from sqlclarify.faces.mcp.server import _text

    with Agent() as agent:
        turn = agent.ask("total net revenue in all markets in Dec 2025 vs Nov 2025")
        assert turn.status == "answered"
        raw = dict(zip(turn.columns, turn.rows[0], strict=True))
        money = f"${raw['total_net_revenue']:,.2f}"
        change = f"+{raw['total_net_revenue__change_pct']:.1f}%"

        mcp_text = _text(turn)  # the MCP tool's text content
        assert "Total net revenue (Nov 2025)" in mcp_text and money in mcp_text and change in mcp_text

        state = agent.graph.get_state(agent.thread_config(turn.thread_id)).values
        assert state["rows"] == turn.rows and isinstance(state["rows"][0][0], float)  # raw in the graph state
        studio = state["messages"][-1].content  # the chat message Studio and agent-chat-ui show
        assert money in studio and "| Total net revenue |" in studio

        frame = turn.to_pandas()
        assert list(frame.columns) == turn.columns and frame.iloc[0, 0] == pytest.approx(raw["total_net_revenue"])
        assert list(turn.to_pandas(labels=True).columns)[1] == "Total net revenue (Nov 2025)"


# chat ---------------------------------------------------------------------------------------------------------


def test_chat_makes_one_offer_and_never_takes_a_command_or_a_question_as_its_answer() -> None:
    from io import StringIO

    from rich.console import Console

    from sqlclarify import Agent
    from sqlclarify.faces.chat import ChatSession

    # answered "rev" as Ads net revenue twice; at each offer the user types a command, then a question
    lines = iter(["rev for ID in Nov 2025", "3", "/memory", "rev for ID in Nov 2025", "3", "what about VN?", "/quit"])
    prompts: list[str] = []

    def read_line(prompt: str) -> str:
        prompts.append(prompt)
        return next(lines)

    out = StringIO()
    with Agent(user_id="fay") as agent:
        session = ChatSession(agent, Console(file=out, width=200), read_line)
        session.interactive = True  # as on a terminal: the offer is a y/N prompt
        session.run()
        offers = [p for p in prompts if p.endswith("[y/N] ")]
        assert offers == ["Remember 'rev' = Ads net revenue for next time? [y/N] "] * 2  # one line, one offer each
        assert agent.memory() == [] and agent.vocabulary() == []  # neither reply was a yes
        assert "nothing remembered yet" in out.getvalue()  # /memory ran as the command it is
        questions = [t.question for t in agent.history(session.thread_id)]
        assert questions[-1] == "what about VN?"  # the question was asked, not read as "no"
        assert "$190,733.94" in out.getvalue() or "Vietnam" in out.getvalue()


def test_a_typo_confirmed_is_not_offered_for_the_team_vocabulary() -> None:
    from sqlclarify import Agent

    with Agent() as agent:
        asked = agent.ask("ads net revenue by ad netwrok in all markets in Dec 2025")
        assert [q.id for q in asked.questions] == ["unplaced"]
        assert asked.questions[0].options[0].label == "Ad network"
        answered = agent.answer(asked.thread_id, {"unplaced": "1"})
        assert answered.status == "answered" and answered.vocabulary == []


# suggestions --------------------------------------------------------------------------------------------------

EU = ROOT / "examples" / "eu_economy"


def test_suggest_works_on_monthly_data_and_every_suggestion_answers() -> None:
    """eu_economy's monthly indicators have no daily grain and no small breakdown: suggest used to find nothing,
    so chat and the web page opened empty there."""
    from sqlclarify import Agent

    with Agent(database=str(EU / "eu_economy.sqlite"), catalog=str(EU / "models")) as agent:
        suggested = agent.suggest()
        assert any("by month in 2024" in q for q in suggested), suggested
        for question in suggested:
            turn = agent.ask(question)
            assert turn.status == "answered" and turn.row_count > 0, (question, turn.message)
            if "by month in 2024" in question:  # a monthly series: the year's twelve months
                assert turn.row_count == 12 and turn.columns[0] == "metric_time__month"
