"""Bad input: one line on stderr, a non-zero exit, no traceback, and the paused thread left as it was."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from sqlclarify import Agent
from tests.support.cli import run_cli

CLI = [sys.executable, "-m", "sqlclarify"]


def run(args: list, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    """The command in this process (tests/support/cli.py), or in a real one where the bytes themselves are the
    point (argv or stdin that is not UTF-8); stdout and stderr as bytes either way."""
    try:
        text = None if stdin is None else stdin.decode("utf-8")
    except UnicodeDecodeError:
        text = None
    if any(isinstance(arg, bytes) for arg in args) or (stdin is not None and text is None):
        return subprocess.run([*CLI, *args], capture_output=True, input=stdin, env=dict(os.environ), timeout=120)
    done = run_cli(*args, stdin=text)
    return subprocess.CompletedProcess(done.args, done.returncode, done.stdout.encode(), done.stderr.encode())


@pytest.fixture
def paused() -> str:
    with Agent() as agent:
        return agent.ask("rev for ID in Nov 2025").thread_id


def snapshot(thread_id: str):
    with Agent() as agent:
        return agent.current(thread_id)


def cases(thread: str, tmp: Path) -> list[tuple[str, list, bytes | None, str]]:
    junk = tmp / "junk.sqlite"
    junk.write_bytes(b"definitely not a database" * 100)
    a_file = tmp / "a_file"
    a_file.write_text("x")
    return [
        ("empty question", ["ask", ""], None, "the question is empty"),
        ("whitespace question", ["ask", "   \t "], None, "the question is empty"),
        ("1 MB question", ["ask", "-"], b"DAU " * 262_144, "longer than 10000 characters"),
        ("not UTF-8 (argv)", [b"ask", b"DAU for ID \xff\xfe"], None, "not valid UTF-8"),
        ("not UTF-8 (stdin)", ["ask", "-"], b"DAU \xff\xfe for ID", "not valid UTF-8"),
        ("answer: no '='", ["answer", thread, "--set", "metric"], None, "--set needs QUESTION_ID=VALUE"),
        ("answer: two shapes", ["answer", thread, "--set", "metric=1", "words"], None, "not both"),
        ("answer: unknown id", ["answer", thread, "--set", "bogus=1"], None, "unknown question id 'bogus'"),
        ("answer: out of range", ["answer", thread, "--set", "metric=42"], None, "out of range"),
        ("answer: not an option", ["answer", thread, "--set", "metric=weather"], None, "not one of the options"),
        ("answer: empty", ["answer", thread, " "], None, "the answer is empty"),
        ("new question while paused", ["ask", "DAU for TH", "--thread", thread], None, "waiting for an answer"),
        ("unknown thread (answer)", ["answer", "nope", "1"], None, "no thread with id nope"),
        ("unknown thread (show)", ["show", "nope"], None, "no thread with id nope"),
        ("corrupt checkpoint", ["ask", "DAU ID Nov 2025", "--checkpoint", str(junk)], None, "not a SQLite database"),
        (
            "checkpoint under a file",
            ["threads", "--checkpoint", str(a_file / "t.sqlite")],
            None,
            "cannot create the checkpoint directory",
        ),
        (
            "checkpoint dir not creatable",
            ["threads", "--checkpoint", "/proc/sqlclarify/t.sqlite"],
            None,
            "cannot create the checkpoint directory",
        ),
        (
            "missing database",
            ["ask", "DAU ID Nov 2025", "--db", str(tmp / "nope.sqlite")],
            None,
            "database file not found",
        ),
    ]


def test_bad_input_table(paused: str, tmp_path: Path) -> None:
    before = snapshot(paused)
    failures = []
    for name, args, stdin, message in cases(paused, tmp_path):
        result = run(args, stdin)
        err = result.stderr.decode("utf-8", "replace")
        lines = err.strip().splitlines()
        if result.returncode == 0 or message not in err or "Traceback" in err or len(lines) != 1:
            failures.append((name, result.returncode, err[-300:]))
    assert failures == []
    assert snapshot(paused) == before  # nothing was lost or changed
    with Agent() as agent:
        assert agent.answer(paused, {"metric": "1"}).status == "answered"


def test_answer_to_a_thread_with_no_pending_question(paused: str) -> None:
    with Agent() as agent:
        agent.answer(paused, "1")
    result = run(["answer", paused, "1"])
    assert result.returncode == 2 and b"already answered" in result.stderr
