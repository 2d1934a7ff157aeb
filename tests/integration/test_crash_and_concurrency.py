"""Threads survive kill -9 at random moments, and concurrent processes share one thread store (a SQLite file
or PostgreSQL)."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time

from sqlclarify import Agent

CLI = [sys.executable, "-m", "sqlclarify.cli"]
TRIALS = {"sqlite": 30, "postgres": 10}


def start(*args: str) -> subprocess.Popen:
    return subprocess.Popen(
        [*CLI, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=dict(os.environ)
    )


def integrity(target: str) -> str:
    """PRAGMA integrity_check of a SQLite checkpoint file; PostgreSQL keeps its own (its tables are WAL-logged)."""
    if target.startswith("postgresql://"):
        return "ok"
    conn = sqlite3.connect(target)
    try:
        return conn.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        conn.close()


def test_kill_9_at_random_moments_loses_nothing(checkpoint: str) -> None:
    rng = random.Random(20261121)
    outcomes = {"finished": 0, "killed": 0}
    trials = TRIALS["postgres" if checkpoint.startswith("postgresql://") else "sqlite"]
    for trial in range(trials):
        with Agent() as agent:
            paused = agent.ask("rev for ID in Nov 2025")
            if trial % 2:  # a follow-up killed mid-turn must not lose the clarification answered before it
                agent.answer(paused.thread_id, {"metric": "3"})
                proc = start("ask", "same for TH", "--thread", paused.thread_id)
            else:
                proc = start("answer", paused.thread_id, "--set", "metric=3")
        time.sleep(rng.uniform(0.2, 2.0))
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)
            outcomes["killed"] += 1
        else:
            outcomes["finished"] += 1
        proc.communicate()

        assert integrity(checkpoint) == "ok"
        with Agent() as agent:
            turns = agent.history(paused.thread_id)
            current = agent.current(paused.thread_id)
            if current.status == "needs_clarification":  # killed before the answer landed: answer again
                current = agent.answer(paused.thread_id, {"metric": "3"})
            assert current.status == "answered", current
            answered = [t for t in agent.history(paused.thread_id) if t.status == "answered"]
            assert answered[0].interpretation["from_clarification"]["metric"] == "Ads net revenue"
            assert len(turns) >= 1
    assert outcomes["killed"] >= trials // 6  # the trials did hit running turns


def test_many_processes_write_different_threads_at_once(checkpoint: str) -> None:
    procs = [start("ask", f"DAU for {m} in Nov 2025", "--json") for m in ("ID", "TH", "VN", "PH", "MY", "SG")]
    results = [(*p.communicate(timeout=120), p.returncode) for p in procs]
    assert [code for _, _, code in results] == [0] * 6, [err for _, err, _ in results]
    assert not any("locked" in err for _, err, _ in results)
    with Agent() as agent:
        assert len(agent.threads()) == 6
    assert integrity(checkpoint) == "ok"


def test_two_processes_answer_the_same_question_exactly_once(checkpoint: str) -> None:
    for _ in range(3):
        with Agent() as agent:
            paused = agent.ask("rev for ID in Nov 2025")
        procs = [start("answer", paused.thread_id, "--set", f"metric={n}", "--json") for n in (2, 3)]
        results = [(*p.communicate(timeout=120), p.returncode) for p in procs]
        codes = sorted(code for _, _, code in results)
        assert codes == [0, 2], results
        loser = next(err for _, err, code in results if code == 2)
        assert "already answered" in loser or "another process is answering" in loser
        assert "locked" not in loser and "Traceback" not in loser
        with Agent() as agent:
            state = agent.graph.get_state({"configurable": {"thread_id": paused.thread_id}}).values
            assert state["status"] == "answered" and state["clarification_rounds"] == 1
            assert len([t for t in agent.history(paused.thread_id) if t.status == "answered"]) == 1


def test_a_run_cut_off_between_steps_continues_from_its_checkpoint(checkpoint: str) -> None:
    with Agent() as agent:
        paused = agent.ask("rev for ID in Nov 2025")
        config = {"configurable": {"thread_id": paused.thread_id}}
        # stop right after the answer was read, as a crash between two steps would
        from langgraph.types import Command

        agent.graph.invoke(
            Command(resume={"metric": "3"}), config, context=agent.context, interrupt_before=["generate_sql"]
        )
        cut = agent.graph.get_state(config)
        assert cut.next == ("generate_sql",) and not cut.interrupts
        assert [t.status for t in agent.threads()] == ["error"]  # listing says so, and changes nothing
    with Agent() as agent:
        turn = agent.current(paused.thread_id)
    assert turn.status == "answered" and turn.interpretation["from_clarification"]["metric"] == "Ads net revenue"
