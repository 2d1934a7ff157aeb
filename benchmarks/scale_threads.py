"""Threads at scale: listing and turns in a checkpoint file of 100,000 threads against one of 1,000.

How the big file is made: running the graph 100,000 times would take an hour, so a few real threads are made by
the Agent (an answered one, one paused on a question, a two-turn one) — their checkpoints, pending writes and
thread-index rows all written by the normal code path — and then copied under new thread ids with SQL
(`INSERT … SELECT` joined to a table of new ids), round robin — the answered and the paused one, one
checkpoint each, so the file stays near 0.6 GB — until the file holds the wanted number of threads.
The copies are byte-for-byte real checkpoints; the copied index rows are the ones the checkpointer wrote for the
originals. Both files are measured in one process, interleaved, so the machine's load hits both alike.

`python benchmarks/scale_threads.py [--quick]` prints the figures; the bench runner imports `measure()`.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sqlclarify import Agent
from support import median_ms

TODAY = "2026-01-10"
SIZES = (1_000, 100_000)
QUICK_SIZES = (200, 2_000)
PAGE_GOAL_MS = 50.0
TURN_GOAL = 1.2
COPIED_TABLES = ("checkpoints", "writes", "sqlclarify_threads")


def _seed(path: Path) -> list[str]:
    """A few real threads, written by the Agent; their ids."""
    with Agent(checkpoint=str(path), today=TODAY) as agent:
        answered = agent.ask("DAU for all markets in Nov 2025")
        paused = agent.ask("rev for ID in Nov 2025")
        two = agent.ask("rev for ID in Nov 2025")
        agent.answer(two.thread_id, {"metric": "2"})
        agent.ask("same for TH", thread_id=two.thread_id)
    return [answered.thread_id, paused.thread_id, two.thread_id]


def fill(path: Path, threads: int) -> None:
    """A checkpoint file with `threads` threads: a few real ones, the rest copies of them (see the docstring)."""
    sources = _seed(path)[:2]  # one-checkpoint threads (~6 KB): 100,000 of them make a 0.6 GB file
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("CREATE TEMP TABLE copies (thread_id TEXT, source TEXT)")
        conn.executemany(
            "INSERT INTO copies VALUES (?, ?)",
            ((str(uuid.uuid4()), sources[i % len(sources)]) for i in range(threads - 3)),
        )
        for table in COPIED_TABLES:
            columns = [row[1] for row in conn.execute(f"PRAGMA table_info({table})")]
            chosen = ", ".join("n.thread_id" if c == "thread_id" else f"t.{c}" for c in columns)
            conn.execute(
                f"INSERT INTO {table} ({', '.join(columns)}) SELECT {chosen} FROM copies n "
                f"JOIN {table} t ON t.thread_id = n.source"
            )
    conn.close()


def _cli_threads_ms(path: Path) -> float:
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "sqlclarify", "threads", "--checkpoint", str(path)],
        check=True,
        capture_output=True,
    )
    return (time.perf_counter() - started) * 1000


def _figure(id_: str, what: str, measured: float, baseline: float, goal: str, met: bool, note: str) -> dict:
    return {
        "id": id_,
        "what": what,
        "measured": round(measured, 2),
        "baseline": round(baseline, 2),
        "ratio": round(measured / baseline, 2) if baseline else None,
        "goal": goal,
        "met": met,
        "note": note,
    }


def measure(quick: bool = False) -> list[dict]:
    """The thread figures: first page, the CLI listing, a turn on a new and on an existing thread."""
    small_n, big_n = QUICK_SIZES if quick else SIZES
    with tempfile.TemporaryDirectory(prefix="sqlclarify-threads-bench-") as tmp:
        return _measure(Path(tmp), small_n, big_n, quick)


def _measure(work: Path, small_n: int, big_n: int, quick: bool) -> list[dict]:
    small, big = work / f"threads_{small_n}.sqlite", work / f"threads_{big_n}.sqlite"
    started = time.perf_counter()
    fill(small, small_n)
    fill(big, big_n)
    fill_s = time.perf_counter() - started
    repeat = 5 if quick else 25
    with Agent(checkpoint=str(small), today=TODAY) as a_small, Agent(checkpoint=str(big), today=TODAY) as a_big:

        def first_page(agent: Agent) -> Callable[[], Any]:
            return lambda: agent.threads(limit=20)

        def count(agent: Agent) -> Callable[[], Any]:
            return agent.count_threads

        def new_thread(agent: Agent) -> Callable[[], Any]:
            return lambda: agent.ask("DAU for all markets in Dec 2025")

        followed = {id(a): a.ask("DAU for all markets in Nov 2025").thread_id for a in (a_small, a_big)}

        def second_turn(agent: Agent) -> Callable[[], Any]:
            return lambda: agent.ask("same for Oct 2025", thread_id=followed[id(agent)])

        timings: dict[str, list[float]] = {}
        for name, make in (("page", first_page), ("count", count), ("new", new_thread), ("second", second_turn)):
            for agent in (a_small, a_big):
                make(agent)()  # warm: caches, connections
            rounds = [(median_ms(make(a_small), 1), median_ms(make(a_big), 1)) for _ in range(repeat)]
            timings[name] = [statistics.median(r[0] for r in rounds), statistics.median(r[1] for r in rounds)]
        listed = len(a_big.threads(limit=20))
        total = a_big.count_threads()
    runs = [[_cli_threads_ms(p) for p in (small, big)] for _ in range(1 if quick else 3)]  # interleaved
    cli = [min(run[0] for run in runs), min(run[1] for run in runs)]  # the least disturbed run of each
    size_mb = big.stat().st_size / 1e6
    note = f"{big_n:,}-thread file {size_mb:,.0f} MB, filled in {fill_s:.0f} s (both files); median of {repeat}"
    page_small, page_big = timings["page"]
    count_small, count_big = timings["count"]
    figures = [
        _figure(
            "threads_first_page",
            f"`Agent.threads()` first page (20 rows) at {big_n:,} threads vs {small_n:,} (ms)",
            page_big,
            page_small,
            f"≤ {PAGE_GOAL_MS:.0f} ms, ratio ≈ 1 (≤ {TURN_GOAL}×)",
            page_big <= PAGE_GOAL_MS and page_big <= page_small * TURN_GOAL and listed == 20,
            note,
        ),
        _figure(
            "threads_count",
            f"`Agent.count_threads()` (the 'of N' of a page) at {big_n:,} threads vs {small_n:,} (ms)",
            count_big,
            count_small,
            f"≤ {PAGE_GOAL_MS:.0f} ms",
            count_big <= PAGE_GOAL_MS and total >= big_n,
            "count(*) reads the table's smallest index, linear in threads but fast; O(1) would need a counter "
            "row kept by triggers",
        ),
        _figure(
            "threads_cli",
            f"`sqlclarify threads` (a process: start-up included) at {big_n:,} vs {small_n:,} threads (ms)",
            cli[1],
            cli[0],
            f"≤ {TURN_GOAL}×",
            cli[1] <= cli[0] * TURN_GOAL,
            "the best of 3 runs each; the start-up of the command dominates both",
        ),
    ]
    for key, what in (("new", "ask on a new thread"), ("second", "a second turn of an existing thread")):
        low, high = timings[key]
        figures.append(
            _figure(
                f"threads_turn_{key}",
                f"{what} in a file of {big_n:,} threads vs {small_n:,} (ms)",
                high,
                low,
                f"≤ {TURN_GOAL}×",
                high <= low * TURN_GOAL,
                note,
            )
        )
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help=f"{QUICK_SIZES[1]:,} threads against {QUICK_SIZES[0]}")
    print(json.dumps(measure(parser.parse_args().quick), indent=2))


if __name__ == "__main__":
    main()
