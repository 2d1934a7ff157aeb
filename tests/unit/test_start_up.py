"""A command starts with the cyclic garbage collector held off and ends its start-up with it on again: an `ask`
once its agent is built (what start-up made frozen), a command that builds no agent before it does anything, a
command that fails before its agent is built on its way out. The time this saves is a benchmark figure
(`cold_ask`); these tests hold the other half: no command is left running without a collector."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from sqlclarify.faces import start_up
from tests.support.cli import run_cli


@pytest.fixture
def first_command_of_a_process(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The next command starts as a process's first (the collector held off), and the collector's runs during it
    are recorded."""
    run_cli("catalog", "check")  # modules imported and caches filled: their collections are not the command's
    run_cli("ask", "DAU for ID in Nov 2025")
    monkeypatch.setattr(start_up, "_began", False)
    runs: list[str] = []

    def record(phase: str, info: dict) -> None:
        if phase == "start" and info["generation"] < 2:  # the collector's own runs (gc.collect() runs generation 2)
            runs.append(phase)

    gc.callbacks.append(record)
    try:
        yield runs
    finally:
        gc.callbacks.remove(record)
        gc.enable()  # whatever a failure left, the next test has a collector


def test_an_ask_collects_again_once_its_agent_is_built_and_freezes_its_start_up(
    first_command_of_a_process: list[str],
) -> None:
    frozen_before = gc.get_freeze_count()
    result = run_cli("ask", "DAU for ID in Nov 2025")
    assert result.returncode == 0, result.stderr
    assert "2,095,066" in result.stdout  # the answer itself, as without the collector held off
    assert gc.isenabled()
    assert first_command_of_a_process, "the turn ran with the collector off"
    assert gc.get_freeze_count() > frozen_before


def test_a_command_that_builds_no_agent_collects_from_its_start(first_command_of_a_process: list[str]) -> None:
    result = run_cli("catalog", "check")
    assert result.returncode == 0, result.stderr
    assert gc.isenabled()
    assert first_command_of_a_process, "the catalog was read with the collector off"


def test_a_command_that_fails_before_its_agent_leaves_the_collector_on(first_command_of_a_process: list[str]) -> None:
    result = run_cli("ask", "--json", "--csv", "DAU for ID in Nov 2025")  # refused before any agent is built
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert gc.isenabled()
