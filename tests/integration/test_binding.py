"""A thread is bound to the database, catalog and model it was started with."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from sqlclarify import Agent
from tests.conftest import CHINOOK, query
from tests.integration.test_model_path import ASK_YEAR, PROCEED, SUBMIT, TOP_ARTIST_2012
from tests.support.cli import run_cli

CLI = [sys.executable, "-m", "sqlclarify"]


def run(*args: str) -> subprocess.CompletedProcess:
    return run_cli(*args)


def test_later_commands_use_the_threads_database_and_model(openai_server, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SQLCLARIFY_MODEL")  # the model is given once, on the first ask only
    openai_server.push(ASK_YEAR)
    with Agent(database=str(CHINOOK), model="openai:scripted-model") as agent:
        asked = agent.ask("which artist sold the most tracks?")
    assert asked.status == "needs_clarification"
    openai_server.push(PROCEED, SUBMIT)
    with Agent() as agent:  # default database (the demo) and no model: the thread's own are used
        done = agent.answer(asked.thread_id[:8], {"year": "1"})
        exported = agent.export(asked.thread_id)
    assert done.status == "answered", done.message
    assert done.rows == [list(r) for r in query(CHINOOK, TOP_ARTIST_2012)]
    assert exported["database"] == str(CHINOOK.resolve()) and exported["model"] == "openai:scripted-model"


def test_an_override_the_thread_cannot_run_on_is_refused_before_it_is_touched() -> None:
    with Agent() as agent:
        asked = agent.ask("rev for ID in Nov 2025")  # the demo warehouse and its catalog
    refused = run("answer", asked.thread_id, "--db", str(CHINOOK), "--set", "metric=1")
    assert refused.returncode == 2 and "Traceback" not in refused.stderr
    assert len(refused.stderr.strip().splitlines()) == 1 and "lacks its tables" in refused.stderr
    assert run("ask", "DAU for TH", "--thread", asked.thread_id, "--db", str(CHINOOK)).returncode == 2
    done = run("answer", asked.thread_id, "--set", "metric=1", "--json")  # the question was still waiting
    assert done.returncode == 0 and json.loads(done.stdout)["status"] == "answered"
