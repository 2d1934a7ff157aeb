"""Every evaluation suite answers on every engine as on SQLite: Chinook, SaaS, flights and Northwind (the demo
suite's own test is in test_eval.py), each suite's SQLite data copied with real types (dates as DATE or
TIMESTAMP, money as DOUBLE) into DuckDB, PostgreSQL, MariaDB, ClickHouse (chdb) and Spark (a local session over
Parquet files). The agent asks and answers on the engine; the gold SQL runs on the suite's SQLite file.

To keep `make test` near its time budget it runs every second case of each suite on each engine, and every
third on Spark (a turn there takes about a second); SQLCLARIFY_ENGINE_ALL_CASES=1 runs every case everywhere
(all 205 cases pass on each engine: the README's figures).
"""

from __future__ import annotations

import functools
import os
from pathlib import Path

import pytest

from sqlclarify.evaluation.cases import load_suite
from sqlclarify.evaluation.runner import EvalReport, run_suite
from tests.conftest import ROOT
from tests.support.on_engines import load_on_engine
from tests.support.tables import Table, from_sqlite

SUITES = {name: ROOT / "evals" / f"{name}.yaml" for name in ("chinook", "saas", "flights", "northwind")}
ENGINES = ("duckdb", "postgres", "mysql", "clickhouse", "spark")
ALL_CASES = os.environ.get("SQLCLARIFY_ENGINE_ALL_CASES") == "1" or os.environ.get("SQLCLARIFY_SPARK_ALL_CASES") == "1"
STRIDE = {"spark": 3}  # every n-th case of a suite (2 elsewhere), unless ALL_CASES
_REPORTS: dict[tuple[str, str], EvalReport] = {}


def _sqlite_of(suite: Path) -> Path:
    return (suite.parent / str(load_suite(suite).database)).resolve()


@functools.cache
def _tables(suite: str) -> list[Table]:
    """A suite's SQLite tables, read once per process (flights' 168,388 rows take 2.6 CPU-s to read)."""
    return from_sqlite(_sqlite_of(SUITES[suite]))


def _runs(engine: str, position: int) -> bool:
    return ALL_CASES or position % STRIDE.get(engine, 2) == 0


def _cases() -> list:
    params = []
    for name, suite in SUITES.items():
        for position, case in enumerate(load_suite(suite).cases):
            for engine in ENGINES:
                if not _runs(engine, position):
                    continue
                params.append(pytest.param(name, engine, case.id, id=f"{name}-{engine}-{case.id}"))
    return params


@pytest.fixture(scope="module")
def loaded(tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest):
    """(suite, engine) -> the suite's data on that engine, copied on first use."""
    targets: dict[tuple[str, str], str] = {}

    def target(suite: str, engine: str) -> str:
        if (suite, engine) not in targets:
            folder = tmp_path_factory.mktemp(f"{suite}-{engine}")
            # keep_case: "InvoiceDate" on PostgreSQL, as stored by Chinook's script
            where = load_on_engine(engine, _tables(suite), f"suite_{suite}", request, folder, keep_case=True)
            targets[suite, engine] = where
        return targets[suite, engine]

    return target


@pytest.mark.parametrize(("suite", "engine", "case_id"), _cases())
def test_suite_case_on_engine(suite: str, engine: str, case_id: str, loaded) -> None:
    """The case passes on the engine: the same questions asked, the same rows as the gold SQL on SQLite."""
    if (suite, engine) not in _REPORTS:  # one run of the suite per engine and worker
        path = SUITES[suite]
        whole = load_suite(path)
        cases = [c for position, c in enumerate(whole.cases) if _runs(engine, position)]
        _REPORTS[suite, engine] = run_suite(
            whole.model_copy(update={"cases": cases}),
            path,
            database=loaded(suite, engine),
            gold_database=str(_sqlite_of(path)),
        )
    result = next(r for r in _REPORTS[suite, engine].results if r.id == case_id)
    assert result.passed, result.failures
