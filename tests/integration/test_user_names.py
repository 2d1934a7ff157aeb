"""User names of any printable form: a dot, a percent sign, an e-mail address, non-ASCII letters. Each keeps its
own remembered choices (the Store's namespace labels may hold no dot: they are encoded), nobody else's."""

from __future__ import annotations

import json
import subprocess

import pytest

from sqlclarify import Agent
from tests.support.cli import run_cli


def sqlclarify(*args: str) -> subprocess.CompletedProcess[str]:
    return run_cli(*args)


@pytest.mark.parametrize("user", ["first.last", "ana@example.com", "50%.off", "Zoë Ng"])
def test_a_user_name_of_any_printable_form_remembers_and_lists(user: str) -> None:
    paused = sqlclarify("--user", user, "ask", "rev for ID last month", "--json")
    assert paused.returncode == 0, paused.stderr
    thread = json.loads(paused.stdout)["thread_id"]
    answered = sqlclarify("--user", user, "answer", thread, "--set", "metric=3", "--remember", "--json")
    assert answered.returncode == 0, answered.stderr
    again = sqlclarify("--user", user, "ask", "rev for TH last month", "--json")
    assert json.loads(again.stdout)["status"] == "answered", again.stdout  # the remembered choice applies
    listed = sqlclarify("--user", user, "memory", "list")
    assert listed.returncode == 0 and "Ads net revenue" in listed.stdout, listed.stderr
    other = sqlclarify("--user", user.replace(".", "%2E") + "x", "memory", "list")
    assert other.returncode == 0 and "Ads net revenue" not in other.stdout  # another name sees none of it


@pytest.mark.parametrize("thread_id", ["x" * 100_000, "abc\x01def", "abc\u200bdef"])
def test_the_cli_refuses_a_thread_id_that_cannot_be_one_and_stores_nothing(thread_id: str) -> None:
    done = sqlclarify("ask", "DAU for ID in Nov 2025", "--thread", thread_id)
    assert done.returncode == 2 and "thread id" in done.stderr and done.stderr.strip().count("\n") == 0
    with Agent() as agent:
        assert agent.count_threads() == 0
