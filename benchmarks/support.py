"""What the figure modules share: a figure row, a median timer, the demo warehouse and a scratch directory."""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import date
from functools import cache
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SPIDER = ROOT / "tests" / "data" / "spider_dev"
TODAY = "2026-01-10"  # the benchmarks' pinned today
DEMO_END = date(2026, 1, 9)  # the demo data runs through the day before it


def figure(
    id: str, what: str, measured: str, baseline: str, ratio: float, goal: str, met: bool, note: str = ""
) -> dict[str, Any]:
    """One row of RESULTS.md, in the shape every figure module returns."""
    return {
        "id": id,
        "what": what,
        "measured": measured,
        "baseline": baseline,
        "ratio": ratio,
        "goal": goal,
        "met": bool(met),
        "note": note,
    }


def median_ms(fn: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        fn()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def interleaved_ms(fns: dict[str, Callable[[], object]], repeat: int) -> dict[str, float]:
    """Median ms of each function, run in turns so that all of them see the same machine noise."""
    times: dict[str, list[float]] = {name: [] for name in fns}
    for _ in range(repeat):
        for name, fn in fns.items():
            started = time.perf_counter()
            fn()
            times[name].append((time.perf_counter() - started) * 1000)
    return {name: statistics.median(values) for name, values in times.items()}


def with_bytecode(env: dict[str, str]) -> dict[str, str]:
    """`env` without PYTHONDONTWRITEBYTECODE: a process's start is timed as an installed package starts, its
    modules' bytecode written once (pip writes it at install), not compiled from source on every run."""
    return {k: v for k, v in env.items() if k != "PYTHONDONTWRITEBYTECODE"}


@cache
def scratch() -> Path:
    return Path(tempfile.mkdtemp(prefix="sqlclarify-bench-"))


@cache
def demo_warehouse() -> Path:
    """The demo warehouse, built once per bench run."""
    from sqlclarify.demo.warehouse import build_warehouse

    path = scratch() / "demo.sqlite"
    build_warehouse(path, end=DEMO_END)
    return path
