"""A catalog turn on each engine the tests run for real, against the same turn on SQLite.

The demo warehouse is loaded into a throwaway MariaDB (Debian's mariadb-server) and a chdb folder; the same
catalog question is asked on each (a fresh thread every time), interleaved with SQLite so that all see the same
machine noise. A turn reads the schema and fingerprint, validates (EXPLAIN) and runs the compiled SQL, so the
ratio is the engine's round trips and its planner, not the agent. Run alone: `python benchmarks/engines.py`.
"""

from __future__ import annotations

import sys
from datetime import date
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]

from support import TODAY, figure, interleaved_ms, scratch  # noqa: E402

QUESTION = "DAU by platform for ID and TH in Dec 2025"
GOAL = 3.0  # a local server may cost a few round trips more than a file


def measure(repeat: int = 7) -> list[dict[str, Any]]:
    from tests.support.mariadb import mariadb_bin, start_mariadb

    from sqlclarify import Agent
    from sqlclarify.demo.engines import load_demo

    today = date.fromisoformat(TODAY)
    targets = {"SQLite": load_demo(str(scratch() / "engines.sqlite"), today=today)}
    targets["ClickHouse (chdb)"] = load_demo(f"chdb://{scratch() / 'chdb'}?database=demo", today=today)
    server = start_mariadb() if mariadb_bin() else None
    try:
        if server is not None:
            targets["MariaDB"] = load_demo(server.create_database("bench"), today=today)
        agents = {name: Agent(database=t, checkpoint=str(scratch() / f"{i}.threads.sqlite"), today=today)
                  for i, (name, t) in enumerate(targets.items())}  # fmt: skip
        for name, agent in agents.items():  # warm: first connection, schema, catalog
            assert agent.ask(QUESTION).status == "answered", name
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
        rows.append(
            figure(
                f"engine-turn-{name.split()[0].lower()}",
                f"a catalog turn on {name} vs SQLite",
                f"{ms:.0f} ms",
                f"{base:.0f} ms",
                ratio,
                f"≤ {GOAL:g}×",
                ratio <= GOAL,
                f"median of {repeat}, a fresh thread each, interleaved",
            )
        )
    if server is None:
        rows.append(figure("engine-turn-mariadb", "a catalog turn on MariaDB", "-", "-", 0, "-", False,
                           "mariadb-server is not installed"))  # fmt: skip
    return rows


if __name__ == "__main__":
    for found in measure():
        print(found)
