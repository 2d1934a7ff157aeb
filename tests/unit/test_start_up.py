"""A command starts with the cyclic garbage collector held off and ends its start-up with it on again: an `ask`
once its agent is built (what start-up made frozen), a command that builds no agent before it does anything, a
command that fails before its agent is built on its way out. The time this saves is a benchmark figure
(`cold_ask`); these tests hold the other half: no command is left running without a collector."""

from __future__ import annotations

import gc
import sys
from collections.abc import Iterator

import pytest

from sqlclarify.faces import start_up
from tests.support.cli import run_cli


def _printed() -> int:
    """How many bytes the command has printed so far (its stdout is a buffer while `run_cli` runs it)."""
    buffer = getattr(sys.stdout, "buffer", None)
    return len(buffer.getvalue()) if hasattr(buffer, "getvalue") else -1


@pytest.fixture
def collections_before_output(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """The next command starts as a process's first (the collector held off); each run of the collector during it
    is recorded with how much the command had printed by then: a run before any output ran while the command
    worked, not after it had ended."""
    run_cli("catalog", "check")  # modules imported and caches filled: their collections are not the command's
    run_cli("ask", "DAU for ID in Nov 2025")
    monkeypatch.setattr(start_up, "_began", False)
    printed_at: list[int] = []

    def record(phase: str, info: dict) -> None:
        # the collector's own runs (gc.collect() runs generation 2), once the command has begun (`main`)
        if phase == "start" and info["generation"] < 2 and start_up._began:
            printed_at.append(_printed())

    thresholds = gc.get_threshold()
    # a young collection after every 10 objects kept: with the collector on, any command's work runs one at once
    # (a warm turn may keep too few new objects to reach the default 700)
    gc.set_threshold(10, 1000, 1000)
    gc.callbacks.append(record)
    try:
        yield printed_at
    finally:
        gc.callbacks.remove(record)
        gc.set_threshold(*thresholds)
        gc.enable()  # whatever a failure left, the next test has a collector


def test_an_ask_collects_again_once_its_agent_is_built_and_freezes_its_start_up(
    collections_before_output: list[int],
) -> None:
    frozen_before = gc.get_freeze_count()
    result = run_cli("ask", "DAU for ID in Nov 2025")
    assert result.returncode == 0, result.stderr
    assert "2,095,066" in result.stdout  # the answer itself, as without the collector held off
    assert gc.isenabled()
    assert 0 in collections_before_output, "the turn ran with the collector off"
    assert gc.get_freeze_count() > frozen_before


def test_a_command_that_builds_no_agent_collects_from_its_start(collections_before_output: list[int]) -> None:
    result = run_cli("catalog", "check")
    assert result.returncode == 0, result.stderr
    assert gc.isenabled()
    assert 0 in collections_before_output, "the catalog was read with the collector off"


def test_a_command_that_fails_before_its_agent_leaves_the_collector_on(collections_before_output: list[int]) -> None:
    result = run_cli("ask", "--json", "--csv", "DAU for ID in Nov 2025")  # refused before any agent is built
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert gc.isenabled()
