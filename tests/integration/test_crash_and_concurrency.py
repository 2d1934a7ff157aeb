"""Threads survive kill -9 at random moments, and concurrent processes share one thread store (a SQLite file
or PostgreSQL)."""

from __future__ import annotations

import random
import signal
import sqlite3
import time
from pathlib import Path

from sqlclarify import Agent
from tests.support.forked_cli import start_cli

TRIALS = {"sqlite": 7, "postgres": 5}  # the first of each is a calibration run, not killed


def start(*args: str):
    """A real `sqlclarify` process (forked from one that has imported the CLI: tests/support/forked_cli.py)."""
    return start_cli(*args)


def integrity(target: str) -> str:
    """PRAGMA integrity_check of a SQLite checkpoint file; PostgreSQL keeps its own (its tables are WAL-logged)."""
    if target.startswith("postgresql://"):
        return "ok"
    conn = sqlite3.connect(target)
    try:
        return conn.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        conn.close()


def marks(path: Path) -> dict[str, float]:
    text = path.read_text() if path.exists() else ""
    return {word: float(at) for word, at in (line.split() for line in text.splitlines())}


def start_marked(path: Path, *args: str):
    """The CLI, with the graph run of each turn (Agent._run) marked in a file: "start <time>" and "end <time>", so
    that a test can kill the process inside the run rather than before it."""
    path.unlink(missing_ok=True)
    return start_cli(*args, marks=path)


def test_kill_9_inside_the_graph_run_loses_nothing(checkpoint: str, tmp_path: Path) -> None:
    rng = random.Random(20261121)
    marks_file = tmp_path / "marks"
    run_s = None  # how long a turn's graph run takes in a fresh process, from the first (calibration) trial
    inside = 0
    trials = TRIALS["postgres" if checkpoint.startswith("postgresql://") else "sqlite"]
    for trial in range(trials):
        with Agent() as agent:
            paused = agent.ask("rev for ID in Nov 2025")
            if trial % 2:  # a follow-up killed mid-turn must not lose the clarification answered before it
                agent.answer(paused.thread_id, {"metric": "3"})
                proc = start_marked(marks_file, "ask", "same for TH", "--thread", paused.thread_id)
            else:
                proc = start_marked(marks_file, "answer", paused.thread_id, "--set", "metric=3")
        deadline = time.monotonic() + 60
        while "start" not in marks(marks_file) and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.0005)
        if run_s is None:
            assert proc.wait(timeout=60) == 0, proc.communicate()
            seen = marks(marks_file)
            run_s = seen["end"] - seen["start"]
        else:
            time.sleep(rng.uniform(0, run_s))
            proc.send_signal(signal.SIGKILL)
            proc.wait()
            seen = marks(marks_file)
            inside += "start" in seen and "end" not in seen  # killed after the run began, before it was over
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
    assert inside >= (trials - 1) // 2, f"only {inside} of {trials - 1} kills landed inside a graph run"


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
