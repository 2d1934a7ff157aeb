"""Costs that grow with a thread's length: reading its history, and the bytes each turn adds.

`show`, `export` and `checkpoints` read the whole checkpoint history (`get_state_history`), so they cannot
be flat; the goal is that they stay linear: at turn 400 at most 400/10 = 40× their cost at turn 10. Both
threads live in one checkpoint file and are read in turns, so both see the same machine noise. The long
thread is built by asking offline catalog questions in a loop (no model: ~15 ms a turn).
"""

from __future__ import annotations

import sqlite3
import statistics
from pathlib import Path
from typing import Any

from sqlclarify import Agent
from support import TODAY, demo_warehouse, figure, interleaved_ms, scratch

FIRST = "DAU for ID in Nov 2025"
FOLLOW_UPS = ["same for TH", "same for VN", "same for ID"]


def stored_bytes(path: Path) -> int:
    """Checkpoint and pending-write bytes in a SQLite checkpoint file."""
    conn = sqlite3.connect(path)
    try:
        checkpoints = conn.execute("SELECT COALESCE(SUM(LENGTH(checkpoint) + LENGTH(metadata)), 0) FROM checkpoints")
        writes = conn.execute("SELECT COALESCE(SUM(LENGTH(value)), 0) FROM writes")
        return checkpoints.fetchone()[0] + writes.fetchone()[0]
    finally:
        conn.close()


def build_thread(agent: Agent, turns: int, path: Path | None = None) -> tuple[str, list[int]]:
    """A thread of `turns` answered turns; with `path`, the bytes each turn added to that file."""
    added = []
    before = stored_bytes(path) if path else 0
    thread = None
    for turn in range(1, turns + 1):
        question = FIRST if thread is None else FOLLOW_UPS[turn % len(FOLLOW_UPS)]
        result = agent.ask(question, thread_id=thread)
        assert result.status == "answered", result
        thread = result.thread_id
        if path:
            now = stored_bytes(path)
            added.append(now - before)
            before = now
    return str(thread), added


def history_figures(short: int, long: int, repeat: int) -> list[dict[str, Any]]:
    path = scratch() / "growth-history.sqlite"
    with Agent(database=str(demo_warehouse()), checkpoint=str(path), today=TODAY) as agent:
        short_thread, _ = build_thread(agent, short)
        long_thread, _ = build_thread(agent, long)
        readers = {
            "show": ("Agent.history — `sqlclarify show`", agent.history),
            "export": ("Agent.export — `sqlclarify export`", agent.export),
            "checkpoints": ("Agent.checkpoints — `sqlclarify show --history`", agent.checkpoints),
        }
        rows = []
        bound = long / short
        for name, (what, read) in readers.items():
            ms = interleaved_ms(
                {"short": lambda r=read: r(short_thread), "long": lambda r=read: r(long_thread)}, repeat
            )
            ratio = ms["long"] / ms["short"]
            rows.append(
                figure(
                    f"growth.{name}",
                    f"{what} at turn {long} vs turn {short}",
                    f"{ms['long']:.1f} ms ({ms['long'] / long:.3f} ms/turn)",
                    f"turn {short}: {ms['short']:.1f} ms ({ms['short'] / short:.3f} ms/turn)",
                    ratio,
                    f"≤ {bound:.0f}× (linear)",
                    ratio <= bound,
                    "reads every checkpoint of the thread (get_state_history; mostly deserializing each checkpoint's "
                    "stored memory messages), so it grows with the thread; "
                    f"per-turn cost {ms['long'] / long / (ms['short'] / short):.2f}× of a short thread's",
                )
            )
    return rows


def bytes_figure(turns: int) -> dict[str, Any]:
    path = scratch() / "growth-bytes.sqlite"
    with Agent(database=str(demo_warehouse()), checkpoint=str(path), today=TODAY) as agent:
        _, added = build_thread(agent, turns, path)
    window = max(3, turns // 20)
    early = statistics.median(added[1 : 1 + window])  # turn 1 asks a different question: compare follow-ups
    late = statistics.median(added[-window:])
    ratio = late / early
    return figure(
        "growth.bytes",
        f"checkpoint bytes added per turn, turns {turns - window + 1}–{turns} vs 2–{window + 1}",
        f"{late:,.0f} B/turn",
        f"{early:,.0f} B/turn",
        ratio,
        "≤ 1.2× (flat)",
        ratio <= 1.2,
        f"one checkpoint per turn (durability 'exit'); the state keeps no per-turn list; {sum(added):,} B in all",
    )


def measure(quick: bool = False) -> list[dict[str, Any]]:
    short, long, repeat, turns = (3, 30, 3, 12) if quick else (10, 400, 7, 200)
    return [*history_figures(short, long, repeat), bytes_figure(turns)]
