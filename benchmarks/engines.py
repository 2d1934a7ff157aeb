"""A catalog turn on each engine the tests run for real, against the same turn on SQLite.

The demo warehouse is loaded into a throwaway MariaDB (Debian's mariadb-server), a chdb folder and Parquet files
answered by a local Spark (PySpark on Java 17); the same
catalog question is asked on each (a fresh thread every time), interleaved with SQLite so that all see the same
machine noise. A turn reads the schema and fingerprint, validates (EXPLAIN) and runs the compiled SQL, so the
ratio is the engine's round trips and its planner, not the agent. Run alone: `python benchmarks/engines.py`.
"""

from __future__ import annotations

import sys
import time
from datetime import date
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]

from support import TODAY, figure, interleaved_ms, scratch  # noqa: E402

QUESTION = "DAU by platform for ID and TH in Dec 2025"
GOAL = 3.0  # a local server may cost a few round trips more than a file
# Spark plans and schedules jobs for every statement (hundreds of ms each, even on tiny data): it is for data that
# outgrew one machine, and its goal says so; its first question also starts a JVM
GOALS = {"spark": 25.0}
FIRST_QUESTION_GOAL_S = 60.0


def measure(repeat: int = 7) -> list[dict[str, Any]]:
    from tests.support.mariadb import mariadb_bin, start_mariadb

    from sqlclarify import Agent
    from sqlclarify.demo.engines import load_demo

    today = date.fromisoformat(TODAY)
    targets = {"SQLite": load_demo(str(scratch() / "engines.sqlite"), today=today)}
    targets["ClickHouse (chdb)"] = load_demo(f"chdb://{scratch() / 'chdb'}?database=demo", today=today)
    targets["Spark (local)"] = load_demo(f"spark://{scratch() / 'spark'}", today=today)
    first_question: dict[str, float] = {}
    server = start_mariadb() if mariadb_bin() else None
    try:
        if server is not None:
            targets["MariaDB"] = load_demo(server.create_database("bench"), today=today)
        agents = {name: Agent(database=t, checkpoint=str(scratch() / f"{i}.threads.sqlite"), today=today)
                  for i, (name, t) in enumerate(targets.items())}  # fmt: skip
        for name, agent in agents.items():  # warm: first connection, schema, catalog
            started = time.perf_counter()
            assert agent.ask(QUESTION).status == "answered", name
            first_question[name] = time.perf_counter() - started
        times = interleaved_ms({n: (lambda a=a: a.ask(QUESTION)) for n, a in agents.items()}, repeat)
        for agent in agents.values():
            agent.close()
    finally:
        if server is not None:
            server.stop()
    base = times.pop("SQLite")
    rows = []
    for name, ms in times.items():
        ratio = round(ms / base, 2)
        key = name.split()[0].lower()
        goal = GOALS.get(key, GOAL)
        rows.append(
            figure(
                f"engine-turn-{key}",
                f"a catalog turn on {name} vs SQLite",
                f"{ms:.0f} ms",
                f"{base:.0f} ms",
                ratio,
                f"≤ {goal:g}×",
                ratio <= goal,
                f"median of {repeat}, a fresh thread each, interleaved",
            )
        )
    spark_first = first_question["Spark (local)"]
    rows.append(
        figure(
            "spark-first-question",
            "Spark's first question in a process (starts the JVM, reads the files, answers)",
            f"{spark_first:.1f} s",
            f"{first_question['SQLite']:.2f} s",
            round(spark_first / FIRST_QUESTION_GOAL_S, 2),
            f"≤ {FIRST_QUESTION_GOAL_S:g} s",
            spark_first <= FIRST_QUESTION_GOAL_S,
            "one run: a process starts Spark once",
        )
    )
    if server is None:
        rows.append(figure("engine-turn-mariadb", "a catalog turn on MariaDB", "-", "-", 0, "-", False,
                           "mariadb-server is not installed"))  # fmt: skip
    return rows


if __name__ == "__main__":
    for found in measure():
        print(found)
