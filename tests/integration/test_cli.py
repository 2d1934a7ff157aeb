"""The CLI: a thread paused in one process is answered from another (real processes); the commands' output and
exit codes (in process: tests/support/cli.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import CHINOOK, query, rows_close
from tests.support.cli import run_cli
from tests.support.forked_cli import run_forked


def run(*args: str, env_extra: dict[str, str] | None = None, stdin: str | None = None) -> subprocess.CompletedProcess:
    return run_cli(*args, env=env_extra, stdin=stdin)


def test_pause_in_one_process_answer_in_another(demo_db: Path) -> None:
    run = run_forked  # each command its own process: the thread lives only in the checkpoint between them
    asked = run("ask", "What was our rev in Nov 2025?", "--json")
    assert asked.returncode == 0, asked.stderr
    turn = json.loads(asked.stdout)
    assert turn["status"] == "needs_clarification"
    assert {q["id"] for q in turn["questions"]} == {"metric", "market"}

    answered = run("answer", turn["thread_id"], "--set", "metric=IAP net revenue", "--set", "market=2,3", "--json")
    assert answered.returncode == 0, answered.stderr
    result = json.loads(answered.stdout)
    assert result["status"] == "answered"
    reference = query(
        demo_db,
        "SELECT market, ROUND(SUM(net_revenue_usd), 2) FROM iap_revenue WHERE market IN "
        "('ID', 'TH') AND date LIKE '2025-11-%' GROUP BY market ORDER BY market",
    )
    assert rows_close(result["rows"], reference)

    follow = run("ask", "same for VN", "--thread", turn["thread_id"], "--json")
    assert json.loads(follow.stdout)["interpretation"]["filters"]["market"] == ["VN"]

    shown = run("show", turn["thread_id"], "--json")
    assert [t["question"] for t in json.loads(shown.stdout)] == ["What was our rev in Nov 2025?", "same for VN"]
    listed = run("threads", "--json")
    assert [t["thread_id"] for t in json.loads(listed.stdout)] == [turn["thread_id"]]


def test_human_output_shows_questions_sql_and_rows() -> None:
    asked = run("ask", "rev for ID in Nov 2025")
    assert "Which revenue do you mean?" in asked.stdout and "sqlclarify answer" in asked.stdout
    thread = asked.stdout.split("thread ")[1].split()[0]
    answered = run("answer", thread, "ads", "net")
    assert answered.returncode == 0, answered.stderr
    assert "SELECT" in answered.stdout and "558,216.53" in answered.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("ask", "   "), "the question is empty"),
        (("answer", "nope", "1"), "no thread with id nope"),
        (("ask", "DAU ID Nov 2025", "--db", "/nonexistent/db.sqlite"), "database file not found"),
        (("ask", "DAU ID Nov 2025", "--today", "someday"), "'today' must be YYYY-MM-DD"),
        (("answer", "t1", "--set", "novalue"), "--set needs QUESTION_ID=VALUE"),
    ],
)
def test_bad_input_is_one_line_and_non_zero(args: tuple[str, ...], message: str) -> None:
    result = run(*args)
    assert result.returncode == 2
    assert message in result.stderr
    assert "Traceback" not in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_bad_answer_keeps_the_thread(isolated_env: Path) -> None:
    turn = json.loads(run("ask", "rev for ID in Nov 2025", "--json").stdout)
    bad = run("answer", turn["thread_id"], "--set", "metric=9")
    assert bad.returncode == 2 and "out of range" in bad.stderr
    good = run("answer", turn["thread_id"], "--set", "metric=1", "--json")
    assert json.loads(good.stdout)["status"] == "answered"


def test_validate_command(demo_db: Path) -> None:
    ok = run("validate", "SELECT Name FROM Artist", "--db", str(CHINOOK), "--json")
    assert ok.returncode == 0
    assert json.loads(ok.stdout) == {
        "ok": True,
        "errors": [],
        "sql": "SELECT Name FROM Artist\nLIMIT 1000",
        "tables": ["Artist"],
    }
    rejected = run("validate", "SELECT 1; DROP TABLE Artist", "--db", str(CHINOOK), "--json")
    assert rejected.returncode == 1
    assert json.loads(rejected.stdout)["errors"][0]["kind"] == "statement_count"
    human = run("validate", "SELECT nope FROM markets")
    assert human.returncode == 1 and "unknown column" in human.stdout
    missing = run("validate", "SELECT 1", "--db", "/nonexistent.sqlite")
    assert missing.returncode == 2 and "not found" in missing.stderr


def test_demo_walkthrough_runs_end_to_end() -> None:
    result = run("demo")
    assert result.returncode == 0, result.stderr
    for expected in (
        "Which revenue do you mean?",
        "For which markets?",
        "For which dates?",
        "ads_net_revenue",
        "validated: read-only",
        "AdMob",
        "sqlclarify show",
    ):
        assert expected in result.stdout


def test_help_lists_commands() -> None:
    result = run("--help")
    assert result.returncode == 0
    for command in ("ask", "answer", "threads", "show", "validate", "demo"):
        assert command in result.stdout


def test_a_command_line_builds_only_the_command_it_names() -> None:
    # typer reads the signature of every command it is given: a command line that names one gets just that one
    from sqlclarify.faces.cli import _app_for, app

    def names(args: list[str]) -> list[str | None]:
        chosen = _app_for(args)
        return [c.name or c.callback.__name__ for c in chosen.registered_commands] + [
            g.name for g in chosen.registered_groups
        ]

    assert names(["ask", "DAU for ID in Nov 2025"]) == ["ask"]
    assert names(["--user", "bob", "memory", "list"]) == ["memory"]
    assert names(["--log-json=events.jsonl", "verified", "list"]) == ["verified"]
    assert names(["export", "abc"]) == ["export"]  # a command whose function is named otherwise (export_)
    assert _app_for(["--user", "bob", "memory"]).registered_callback is app.registered_callback  # --user applies
    for whole in ([], ["--help"], ["--version"], ["asq", "x"], ["--bogus", "ask"], ["--user"]):
        assert _app_for(whole) is app  # help lists every command; a mistyped name is answered as before
    helped = run("ask", "--help")
    assert helped.returncode == 0 and "ask [OPTIONS]" in helped.stdout and "--schema-budget" in helped.stdout
    remembered = run("--user", "bob", "memory", "list")
    assert remembered.returncode == 0, remembered.stderr


def test_user_text_is_printed_as_written(capsys: pytest.CaptureFixture[str]) -> None:
    from sqlclarify.faces.cli import console

    console.forget()  # made now, over pytest's captured stdout
    console.print("sales :smile: by [bold]market[/bold]")
    assert capsys.readouterr().out == "sales :smile: by [bold]market[/bold]\n"
    console.forget()


def test_help_starts_without_rich() -> None:
    # Rich is a fifth of `--help`'s start: the console is made when a command first prints through it
    code = "import sys; sys.argv = ['sqlclarify', '--help']\nfrom sqlclarify.faces.cli import main\ntry:\n    main()\n"
    code += "except SystemExit:\n    pass\nprint('rich imported:', any(m.startswith('rich') for m in sys.modules))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "rich imported: False" in done.stdout and "ask" in done.stdout


IMPORTS_AFTER_ASK = """
import atexit, sys
atexit.register(lambda: print("duckdb imported:", "duckdb" in sys.modules, file=sys.stderr))
atexit.register(lambda: print("rapidfuzz imported:", "rapidfuzz" in sys.modules, file=sys.stderr))
sys.argv = ["sqlclarify", *sys.argv[1:]]
from sqlclarify.faces.cli import main
main()
"""


def test_asking_of_a_sqlite_warehouse_does_not_import_duckdb(demo_db: Path) -> None:
    # ~130 ms of every SQLite cold start went to importing duckdb just to tell the engines apart
    done = subprocess.run(
        [sys.executable, "-c", IMPORTS_AFTER_ASK, "ask", "DAU for ID in Nov 2025", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ),
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["rows"]
    assert "duckdb imported: False" in done.stderr
    assert "rapidfuzz imported: False" in done.stderr  # no word of this question can be a typo: no scoring
