"""The terminal: user text is never markup, ids are shown whole and taken by prefix, SQL may start with a
comment, chat survives Ctrl-C at a question, and --version."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pexpect

from sqlclarify import Agent, __version__
from tests.conftest import CHINOOK
from tests.support.cli import run_cli


def run(*args: str, columns: int = 80) -> subprocess.CompletedProcess:
    """The command in this process (what it prints is the test, not the process; the Ctrl-C test below starts a
    real one on a terminal)."""
    return run_cli(*args, env={"COLUMNS": str(columns)})


def one_clean_line(result: subprocess.CompletedProcess) -> str:
    assert "Traceback" not in result.stderr and len(result.stderr.strip().splitlines()) == 1, result.stderr
    return result.stderr


def test_user_text_is_never_markup() -> None:
    with Agent() as agent:
        thread = agent.ask("rev for ID in Nov 2025").thread_id
    bad = run("answer", thread, "--set", "[/bold]=1")
    assert bad.returncode == 2 and "[/bold]" in one_clean_line(bad)
    rejected = run("validate", 'SELECT * FROM "[/x]"', "--db", str(CHINOOK))
    assert rejected.returncode == 1 and "MarkupError" not in rejected.stderr
    assert "rejected [unknown_table]" in rejected.stdout and "[/x]" in rejected.stdout
    asked = run("ask", "[bold]DAU[/bold] for TH in Nov 2025")
    assert asked.returncode == 0 and "[bold]DAU[/bold]" in run("threads", columns=200).stdout


def test_ids_are_shown_whole_and_taken_by_unique_prefix() -> None:
    with Agent() as agent:
        thread = agent.ask("rev for ID in Nov 2025").thread_id
        agent.ask("DAU for TH in Nov 2025", thread_id="cafe0001-aaaa")
        agent.ask("DAU for VN in Nov 2025", thread_id="cafe0002-bbbb")
    assert thread in run("threads").stdout  # at 80 columns
    history = run("show", thread[:8], "--history")
    assert history.returncode == 0, history.stderr
    listing = json.loads(run("show", thread[:8], "--history", "--json").stdout)
    assert all(p["checkpoint_id"] in history.stdout for p in listing)
    answered = json.loads(run("answer", thread[:8], "--set", "metric=3", "--json").stdout)
    assert answered["status"] == "answered" and answered["thread_id"] == thread
    waiting = json.loads(run("show", thread, "--history", "--json").stdout)[-1]
    redo = run("answer", thread[:6], "--at", waiting["checkpoint_id"][:20], "--set", "metric=2", "--json")
    assert redo.returncode == 0 and json.loads(redo.stdout)["interpretation"]["metric"] == "ads_gross_revenue"
    ambiguous = run("show", "cafe")
    assert ambiguous.returncode == 2
    assert "ambiguous: cafe0001-aaaa, cafe0002-bbbb" in one_clean_line(ambiguous)
    assert json.loads(run("show", "cafe0002", "--json").stdout)[0]["question"] == "DAU for VN in Nov 2025"


def test_sql_starting_with_a_comment_is_sql() -> None:
    result = run("validate", "-- the artists\nSELECT Name FROM Artist", "--db", str(CHINOOK))
    assert result.returncode == 0, result.stderr
    assert "valid" in result.stdout


def test_version() -> None:
    result = run("--version")
    assert result.returncode == 0 and result.stdout.strip() == f"sqlclarify {__version__}"


def test_chat_goes_on_after_ctrl_c_at_a_question() -> None:
    env = {**os.environ, "PROMPT_TOOLKIT_NO_CPR": "1", "TERM": "xterm", "COLUMNS": "120", "LINES": "40"}
    child = pexpect.spawn(sys.executable, ["-m", "sqlclarify", "chat"], env=env, encoding="utf-8", timeout=60)
    try:
        child.expect("sqlclarify>")
        child.sendline("rev for ID in Nov 2025")
        child.expect(r"\(Total net revenue\)>")
        child.sendintr()  # Ctrl-C at the question
        child.expect("stays open")
        child.expect("sqlclarify>")
        child.sendline("DAU for TH in Nov 2025")
        child.expect("Daily active users")
        child.expect("sqlclarify>")
        child.sendline("/quit")
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    with Agent() as agent:
        assert sorted(t.status for t in agent.threads()) == ["answered", "needs_clarification"]
