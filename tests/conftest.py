"""Shared fixtures: one demo warehouse per session, a fresh checkpoint file and a fixed 'today' per test."""

from __future__ import annotations

import gc
import os
import sqlite3
from datetime import date
from pathlib import Path

import pytest
from hypothesis import settings

from sqlclarify.demo.warehouse import build_warehouse
from tests.support.scheduling import make_scheduler, order_items
from tests.support.spark import use_test_settings
from tests.support.timeline import record as record_timeline

# Property tests draw the same examples on every run so that CI cannot fail by chance; set
# HYPOTHESIS_PROFILE=explore to draw new ones while developing
settings.register_profile("ci", derandomize=True)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
# a local Spark JVM started by any test gets the tests' settings (tests/support/spark.py)
use_test_settings()

ROOT = Path(__file__).resolve().parents[1]
SPIDER = ROOT / "tests" / "data" / "spider_dev"  # shipped in the repository (CC BY-SA 4.0)
CHINOOK = ROOT / "examples" / "chinook" / "Chinook_Sqlite.sqlite"
TODAY = "2026-01-10"  # "last month" is Dec 2025, the last full month of demo data
DEMO_END = date(2026, 1, 9)  # the demo warehouse runs through the day before TODAY


@pytest.fixture(scope="session")
def demo_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("warehouse") / "demo.sqlite"
    build_warehouse(path, end=DEMO_END)
    return path


@pytest.fixture(autouse=True)
def isolated_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, demo_db: Path) -> Path:
    """Every test gets its own checkpoint file; nothing touches the user's real directories."""
    checkpoint = tmp_path / "threads.sqlite"
    monkeypatch.setenv("SQLCLARIFY_DB", str(demo_db))
    monkeypatch.setenv("SQLCLARIFY_CHECKPOINT", str(checkpoint))
    monkeypatch.setenv("SQLCLARIFY_TODAY", TODAY)
    monkeypatch.delenv("SQLCLARIFY_MODEL", raising=False)
    monkeypatch.delenv("SQLCLARIFY_CATALOG", raising=False)
    monkeypatch.delenv("SQLCLARIFY_USER", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return checkpoint


def query(db: Path, sql: str, *params: object) -> list[tuple]:
    """Run hand-written reference SQL on a database."""
    conn = sqlite3.connect(db)
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


@pytest.fixture
def openai_server(monkeypatch: pytest.MonkeyPatch):
    """A scripted OpenAI-compatible server on 127.0.0.1, wired in through the environment."""
    from tests.fake_openai import ScriptedOpenAI

    server = ScriptedOpenAI().start()
    monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
    monkeypatch.setenv("OPENAI_API_KEY", "test-key")
    monkeypatch.setenv("SQLCLARIFY_MODEL", "openai:scripted-model")
    yield server
    server.stop()


@pytest.fixture(scope="session")
def demo_duckdb(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The demo warehouse loaded into a DuckDB file, as a duckdb:/// URL."""
    from sqlclarify.demo.engines import load_demo

    path = tmp_path_factory.mktemp("duckdb") / "demo.duckdb"
    return load_demo(f"duckdb://{path}", today=date.fromisoformat(TODAY))


@pytest.fixture(scope="session")
def demo_postgres(postgres_server) -> str:
    """The demo warehouse loaded into a database of the throwaway PostgreSQL, as its URL."""
    from sqlclarify.demo.engines import load_demo

    return load_demo(postgres_server.create_database("demo"), today=date.fromisoformat(TODAY))


DEMO_FIXTURES = {
    "sqlite": "demo_db",
    "duckdb": "demo_duckdb",
    "postgres": "demo_postgres",
    "mysql": "demo_mysql",
    "clickhouse": "demo_clickhouse",
}


@pytest.fixture(params=list(DEMO_FIXTURES))
def demo_target(request: pytest.FixtureRequest) -> str:
    """The demo warehouse on each engine in turn: a path or URL."""
    return str(request.getfixturevalue(DEMO_FIXTURES[request.param]))


@pytest.fixture(scope="session")
def chdb_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The one chdb folder of the test process (chdb runs one embedded ClickHouse per process, on one folder):
    each use gets a database of its own in it (chdb:///FOLDER?database=NAME)."""
    return tmp_path_factory.mktemp("chdb") / "data"


@pytest.fixture(scope="session")
def demo_clickhouse(chdb_folder: Path) -> str:
    """The demo warehouse in a chdb (ClickHouse in process) database, as a chdb:/// URL."""
    from sqlclarify.demo.engines import load_demo

    return load_demo(f"chdb://{chdb_folder}?database=demo", today=date.fromisoformat(TODAY))


@pytest.fixture(scope="session")
def mariadb_server():
    """One throwaway MariaDB server per test session, with a SELECT-only `reader` user. Fails (never skips)
    where Debian's mariadb-server is not installed: `make test` installs it when run as root."""
    from tests.support.mariadb import mariadb_bin, start_mariadb

    if mariadb_bin() is None:
        pytest.fail("MariaDB's server is not installed: apt-get install -y mariadb-server (make test does, as root)")
    server = start_mariadb()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def demo_mysql(mariadb_server) -> str:
    """The demo warehouse loaded into a MariaDB database, as its mysql:// URL (the root user)."""
    from sqlclarify.demo.engines import load_demo

    return load_demo(mariadb_server.create_database("demo"), today=date.fromisoformat(TODAY))


@pytest.fixture(scope="session")
def postgres_server():
    """One throwaway PostgreSQL cluster per test session (skipped where the binaries are absent)."""
    from tests.support.postgres import pg_bin, start_postgres

    if pg_bin() is None:
        pytest.skip("PostgreSQL server binaries (initdb, pg_ctl) are not installed")
    server = start_postgres()
    yield server
    server.stop()


def rows_close(got: list[list], reference: list[tuple]) -> bool:
    """Rows equal to a hand-written reference that rounds for display (ROUND(x, 2), or to a whole number):
    numbers agree within that rounding, everything else exactly."""

    def close(a: object, b: object) -> bool:
        if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool):
            tolerance = 0.5 if isinstance(b, int) and isinstance(a, float) else 0.0051
            return abs(a - b) <= tolerance
        return a == b

    return len(got) == len(reference) and all(
        len(g) == len(r) and all(close(a, b) for a, b in zip(g, r, strict=True))
        for g, r in zip(got, reference, strict=True)
    )


@pytest.fixture(scope="session")
def local_spark():
    """The test process's one local Spark JVM, shared by every file: started by the first spark:// warehouse
    opened (with the tests' settings), ended with the session, whatever it still runs."""
    from sqlclarify.warehouse.spark import stop_local_spark

    yield
    stop_local_spark()


@pytest.fixture(scope="session")
def spark_connect_server():
    """The test process's one Spark Connect server, started in the background on first use (wait() before
    talking to it) and stopped with the session. Fails (never skips) where Java is missing."""
    from tests.support.spark_connect import java_missing, start_spark_connect

    if java_missing():
        pytest.fail(java_missing())
    server = start_spark_connect()
    yield server
    server.stop()


# Work units and their order for the xdist workers: tests/support/scheduling.py
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    order_items(items)


# The collector over a worker's long-lived heap: what collection imported and built (every module, the tests'
# parameters) lives until the worker ends, yet each full collection walked it again, and the default young
# generation (700 objects) filled a few thousand times a minute. Frozen out of the collector's sight after
# collection, with a larger young generation: the collector's CPU in tests/unit 9.2 -> 5.0 s of 85 (gc.callbacks)
YOUNG_GENERATION = 10_000


def pytest_collection_finish(session: pytest.Session) -> None:
    gc.collect()
    gc.freeze()
    gc.set_threshold(YOUNG_GENERATION, *gc.get_threshold()[1:])


def pytest_xdist_make_scheduler(config: pytest.Config, log):
    return make_scheduler(config, log)


# SQLCLARIFY_TEST_TIMELINE=<file>: when each test ran on which worker (tests/support/timeline.py)
def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    record_timeline(report)
