"""How `make test` hands its tests to the pytest-xdist workers: in work units ("scopes") that keep a process's
costly shared things made once, and in an order that starts the longest units first.

- Every test that starts a local Spark JVM is one unit (`spark`): the JVM (13 CPU-s to start, and slow until its
  JIT has warmed up) is made by one worker only, and the Spark Connect server beside it.
- The evaluation suites on engines (`test_suites_on_engines.py`, a few minutes in all) are one unit per engine,
  so that two workers share them.
- Every other file is one unit, as `--dist loadfile` makes them (its module fixtures — servers, loaded engines,
  eval reports — made once).

Units are handed out in collection order (`--no-loadscope-reorder`), which `order_items` sets: the Spark unit,
then the long files (measured, docs/development.md), then the rest in their own order.
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

SPARK_SCOPE = "spark"
# files all of whose tests use Spark
SPARK_FILES = frozenset({"test_spark.py"})
# files with one test per engine (the engine is the test's parameter, or its second part in the suites' file)
ENGINE_FILES = frozenset({"test_date_parts_engines.py", "test_catalog_init_engines.py"})
SUITES_ON_ENGINES = "test_suites_on_engines.py"

# the longest units after Spark's, longest first (wall seconds in a full run; docs/development.md)
LONG_FILES_FIRST = (
    SUITES_ON_ENGINES,
    "test_metricflow_diff.py",
    "test_eval.py",
    "test_crash_and_concurrency.py",
    "test_engines.py",
    "test_mcp.py",
    "test_bench_smoke.py",  # one test of about 30 s: never the last unit of a worker
    "test_hostile_engines.py",
    "test_mcp_survival.py",
    "test_spider_graph.py",
    "test_hostile_langgraph.py",
    "test_threads.py",
    "test_infrastructure_faults.py",
    "test_unannotated_examples.py",
    "test_cli.py",
)


def _parameter(nodeid: str) -> str:
    return nodeid[nodeid.index("[") + 1 : -1] if nodeid.endswith("]") and "[" in nodeid else ""


def engine_of(nodeid: str) -> str | None:
    """The engine a test runs on, for the files that run one test per engine; else None."""
    name = nodeid.split("::", 1)[0].rsplit("/", 1)[-1]
    parameter = _parameter(nodeid)
    if name in ENGINE_FILES:
        return parameter or None
    if name == SUITES_ON_ENGINES:  # suite-engine-case
        parts = parameter.split("-", 2)
        return parts[1] if len(parts) > 1 else None
    return None


def scope_of(nodeid: str) -> str:
    """The work unit of a test (see the module's docstring)."""
    path = nodeid.split("::", 1)[0]
    name = path.rsplit("/", 1)[-1]
    engine = engine_of(nodeid)
    if name in SPARK_FILES or engine == "spark":
        return SPARK_SCOPE
    if name == SUITES_ON_ENGINES and engine:
        return f"{path}::{engine}"
    return path


def order_items(items: list[pytest.Item]) -> None:
    """Collection order = the order units are handed out: Spark's unit first, then the long files."""
    rank = {name: position for position, name in enumerate(LONG_FILES_FIRST)}

    def key(item: pytest.Item) -> tuple[int, int]:
        if scope_of(item.nodeid) == SPARK_SCOPE:
            return (0, 0)
        return (1, rank.get(item.path.name, len(rank)))

    items.sort(key=key)


def make_scheduler(config: pytest.Config, log: object) -> object | None:
    """xdist's file scheduling with `scope_of` as its unit, when the run is distributed by file."""
    if config.getoption("dist", None) != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class UnitScheduling(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return scope_of(nodeid)

    return UnitScheduling(config, log)


def scopes(nodeids: Iterable[str]) -> dict[str, int]:
    """How many tests each unit holds (for the unit tests and for looking)."""
    counts: dict[str, int] = {}
    for nodeid in nodeids:
        counts[scope_of(nodeid)] = counts.get(scope_of(nodeid), 0) + 1
    return counts
