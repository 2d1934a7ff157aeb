"""Spark SQL on a real engine: a local session over the demo's Parquet files (spark:///FOLDER) and a real Spark
Connect server on a free loopback port (sc://127.0.0.1:PORT), both from the PySpark wheel on Debian's Java.

The demo evaluation suite answers with the same rows as SQLite; the hostile corpus (common and Spark's own) is
refused by the validator in the spark dialect AND by the engine's own guard alone (validator bypassed), changing
no file; DoS statements end in a clean time or size limit error. The local JVM and the Connect server are the
test process's own (conftest's local_spark and spark_connect_server: a JVM takes tens of seconds to start), shared
with every other file that needs one.
"""

from __future__ import annotations

import glob
import hashlib
import os
import time
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from sqlclarify.evaluation.cases import load_suite
from sqlclarify.evaluation.runner import run_suite
from sqlclarify.warehouse import forget_warehouse, open_warehouse, validate_sql
from sqlclarify.warehouse.base import QueryError
from sqlclarify.warehouse.spark import SCHEMA_RECHECK_S
from tests.conftest import ROOT
from tests.integration.test_hostile_engines import COMMON, PWNED, corpus
from tests.support.cli import run_cli

OWN = corpus("hostile_spark.sql")
DEMO_SUITE = ROOT / "evals" / "demo_warehouse.yaml"
# what Spark's own layers let through, changing nothing: the current user and the data file a row came from
NO_OPS = {"SELECT current_user(), input_file_name() FROM markets"}
# on Spark Connect the demo tables are tables of the server's catalog: a qualified name reads the same table
CONNECT_NO_OPS = NO_OPS | {"SELECT * FROM spark_catalog.default.markets"}
# a runaway the engine alone must stop at the time limit (the Spark screen refuses it before: a generator)
RUNAWAY = "SELECT * FROM range(1000000000000) ORDER BY rand()"
DOS = [
    # implicit cartesian products: refused by Spark's planner (its tasks inside a nested-loop join would not stop)
    "SELECT COUNT(*) FROM ad_revenue a, ad_revenue b, ad_revenue c",
    "SELECT concat_ws(',', collect_list(a.market || b.market)) FROM daily_users a, daily_users b",
    "SELECT repeat('x', 1000000) FROM daily_users LIMIT 100",  # 100 MB of result: past the byte cap
    "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT COUNT(*) FROM c",
]
# generators over literals: rows made by the statement, not read from the data (their tasks ignore a cancel)
GENERATED = [
    RUNAWAY,
    "SELECT repeat('x', 1000000) FROM range(100)",
    "SELECT explode(sequence(1, 10000000000))",
    "SELECT * FROM markets LATERAL VIEW explode(sequence(1, 1000000000)) g AS n",
    "SELECT posexplode(array(1, 2, 3))",
    "SELECT stack(2, 1, 2)",
    "SELECT inline(array(struct(1, 2)))",
]
LIMIT_WORDS = ("timeout", "larger than", "RECURSION", "recursion", "cartesian product")


@pytest.fixture(scope="module")
def spark_folder(tmp_path_factory: pytest.TempPathFactory, spark_connect_server) -> Path:
    """The demo warehouse as Parquet files, one per table (the Connect server starts meanwhile)."""
    from sqlclarify.demo.engines import load_demo

    folder = tmp_path_factory.mktemp("spark") / "demo"
    load_demo(f"spark://{folder}", today=date.fromisoformat(str(load_suite(DEMO_SUITE).today)))
    return folder


@pytest.fixture(scope="module")
def spark_local(spark_folder: Path, local_spark) -> Iterator[str]:
    target = f"spark://{spark_folder}"
    open_warehouse(target)  # the module's session of the process's one local JVM (conftest's local_spark)
    yield target
    forget_warehouse(target)


@pytest.fixture(scope="module")
def spark_connect(spark_connect_server) -> str:
    from sqlclarify.demo.engines import load_demo

    url = spark_connect_server.wait()
    return load_demo(url, today=date.fromisoformat(str(load_suite(DEMO_SUITE).today)))


@pytest.fixture(scope="module")
def sqlite_gold(tmp_path_factory: pytest.TempPathFactory) -> str:
    from sqlclarify.demo.engines import load_demo

    path = tmp_path_factory.mktemp("spark-gold") / "demo.sqlite"
    return load_demo(str(path), today=date.fromisoformat(str(load_suite(DEMO_SUITE).today)))


def files_checksum(folder: Path) -> str:
    digest = hashlib.sha256()
    for path in sorted(folder.rglob("*")):
        digest.update(str(path).encode())
        if path.is_file():
            digest.update(path.read_bytes())
    return digest.hexdigest()


def clear_pwned() -> None:
    import shutil

    for leftover in glob.glob(PWNED):
        shutil.rmtree(leftover, ignore_errors=True) if Path(leftover).is_dir() else Path(leftover).unlink()


def test_the_demo_suite_answers_as_on_sqlite(spark_local: str, sqlite_gold: str) -> None:
    """The demo suite's cases: the same answers as SQLite, compiled and run by Spark SQL. A local Spark query
    takes 0.5-1 s, so `make test` runs every third case (38 of 113);
    SQLCLARIFY_SPARK_ALL_CASES=1 runs all of them (they pass: `sqlclarify eval --db spark:///…` does the same)."""
    suite = load_suite(DEMO_SUITE)
    if not os.environ.get("SQLCLARIFY_SPARK_ALL_CASES"):
        suite.cases = suite.cases[::3]
    report = run_suite(suite, DEMO_SUITE, database=spark_local, gold_database=sqlite_gold)
    failed = {r.id: r.failures for r in report.results if not r.passed}
    assert failed == {}
    assert report.totals.execution_accuracy == 1.0


def test_the_validator_refuses_every_hostile_statement(spark_local: str) -> None:
    warehouse = open_warehouse(spark_local)
    accepted = [sql for sql in COMMON + OWN if validate_sql(sql, warehouse).ok]
    assert accepted == []


def test_the_local_engine_alone_refuses_or_does_nothing(spark_local: str, spark_folder: Path) -> None:
    """The validator and the screen bypassed: Spark's parser (a query only), the plan check and the session
    (temporary views only, no path tables, no reflection) stop every statement; no file changes or appears."""
    clear_pwned()
    before = files_checksum(spark_folder)
    warehouse = open_warehouse(spark_local)
    passed = []
    for sql in COMMON + OWN:
        started = time.monotonic()
        try:
            result = warehouse._execute(sql, max_rows=10, timeout_s=2, max_bytes=100_000)  # no screen
        except QueryError as exc:
            assert "\n" not in str(exc).strip(), (sql, str(exc))
        else:
            passed.append(sql)
            assert "root:" not in repr(result.rows) and "/root" not in repr(result.rows), sql
        assert time.monotonic() - started < 5, sql
    assert set(passed) <= NO_OPS, passed
    assert glob.glob(PWNED) == []
    assert sorted(warehouse.schema().tables) == sorted(
        ["ad_revenue", "daily_users", "iap_revenue", "markets", "monthly_active_users"]
    )
    assert warehouse.run("SELECT COUNT(*) FROM markets").rows == [[8]]
    assert files_checksum(spark_folder) == before


def test_each_local_layer_alone(spark_local: str) -> None:
    """The session's own settings hold without the wrapper and the plan check: no path table, no reflection."""
    session = open_warehouse(spark_local)._backend.session
    for sql in ("SELECT * FROM text.`/etc/passwd`", "SELECT reflect('java.lang.System', 'getenv', 'HOME')"):
        with pytest.raises(Exception, match=r"TABLE_OR_VIEW_NOT_FOUND|UNRESOLVED_ROUTINE"):
            session.sql(sql).collect()
    assert session.conf.get("spark.sql.ansi.enabled") == "true"
    with pytest.raises(QueryError, match="PARSE_SYNTAX_ERROR"):  # the wrapper alone: only a query parses
        open_warehouse(spark_local)._analyze("SELECT * FROM (\nCREATE TEMPORARY VIEW v AS SELECT 1\n) AS q")


def test_the_extra_settings_reach_the_local_jvm(spark_local: str) -> None:
    """SQLCLARIFY_SPARK_CONF (here the tests' settings, tests/support/spark.py): Spark's settings and the JVM's
    options are the local JVM's, beside the engine's own."""
    from sqlclarify.warehouse.spark import extra_settings

    settings = extra_settings()
    java_options = settings.pop("spark.driver.extraJavaOptions", "").split()
    session = open_warehouse(spark_local)._backend.session
    assert settings and {key: session.sparkContext.getConf().get(key) for key in settings} == settings
    arguments = list(session._jvm.java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments())
    assert java_options and set(java_options) <= set(arguments), arguments
    assert any(a.startswith("-Dlog4j2.configurationFile=") for a in arguments)
    assert session.conf.get("spark.sql.ansi.enabled") == "true"


def test_generators_over_literals_are_refused_and_over_columns_run(spark_local: str) -> None:
    warehouse = open_warehouse(spark_local)
    for sql in GENERATED:
        with pytest.raises(QueryError, match=r"refused by the Spark screen: .* over literals"):
            warehouse.run(sql, timeout_s=60)
        assert warehouse.explain(sql) and "over literals" in warehouse.explain(sql)
    rows = warehouse.run("SELECT explode(array(code, region)) FROM markets WHERE code = 'ID'", timeout_s=60).rows
    assert sorted(r[0] for r in rows) == ["ID", "SEA"]


def test_a_runaway_the_cancel_does_not_stop_ends_with_its_jvm(spark_local: str) -> None:
    """The engine alone (no screen) on a sort over a generator: the time limit cancels it; a task still running
    after the cancel ends with a restart of the local JVM, and the warehouse answers again on the new one."""
    from pyspark import SparkContext

    from sqlclarify.warehouse import spark

    warehouse = open_warehouse(spark_local)
    warehouse.run("SELECT COUNT(*) FROM markets", timeout_s=120)  # on a JVM started, whichever test came first
    jvm, generation = SparkContext._gateway.proc, spark._BASE["generation"]
    started = time.monotonic()
    with pytest.raises(QueryError, match="timeout"):
        warehouse._execute(RUNAWAY, max_rows=10, timeout_s=1, max_bytes=100_000)  # no screen
    assert time.monotonic() - started < 15 + spark.DRAIN_S
    ended = "session" not in spark._BASE
    if ended:  # a task went on after the cancel: its JVM was ended, and nothing of it runs
        assert jvm.poll() is not None
    else:  # the cancel stopped every task: the JVM is idle
        assert jvm.poll() is None and not spark._jvm_burns_cpu()
    assert warehouse.run("SELECT COUNT(*) FROM markets", timeout_s=120).rows == [[8]]
    assert spark._BASE["generation"] == generation + ended  # the warehouse answers on a new JVM if it was ended


def test_dos_statements_end_in_a_clean_limit_error(spark_local: str) -> None:
    warehouse = open_warehouse(spark_local)
    for sql in DOS:
        started = time.monotonic()
        with pytest.raises(QueryError) as caught:
            warehouse.run(sql, timeout_s=1, max_bytes=16 * 1024 * 1024)
            pytest.fail(f"{sql} ran to the end")
        elapsed = time.monotonic() - started
        assert elapsed < 15, (sql, elapsed)  # the time limit, then the cancel (2 shared cores: generous)
        assert any(word in str(caught.value) for word in LIMIT_WORDS), (sql, caught.value)
        assert "\n" not in str(caught.value)
        assert warehouse.run("SELECT COUNT(*) FROM markets", timeout_s=60).rows == [[8]], sql  # nothing left running


def test_the_row_cap_and_the_open_errors(spark_local: str, tmp_path: Path) -> None:
    from sqlclarify.errors import DatabaseError

    result = open_warehouse(spark_local).run("SELECT * FROM daily_users", max_rows=7, timeout_s=60)
    assert len(result.rows) == 7 and result.truncated
    with pytest.raises(DatabaseError, match="no Parquet or CSV"):
        open_warehouse(f"spark://{tmp_path}")


def test_through_the_graph_spark_refuses_its_own_dangers(spark_local: str, spark_folder: Path, openai_server) -> None:
    from sqlclarify import Agent

    before = files_checksum(spark_folder)
    with Agent(database=spark_local, max_sql_retries=0, timeout_seconds=1) as agent:
        for sql in OWN[1:2] + OWN[9:10] + OWN[13:14]:  # a path table, reflection, a program
            openai_server.push(
                {"tool": "proceed_to_sql", "args": {"question": "show me the data"}},
                {"tool": "submit_sql", "args": {"sql": sql, "explanation": "as asked"}},
            )
            assert agent.ask("show me the data").status == "error", sql
    assert glob.glob(PWNED) == []
    assert files_checksum(spark_folder) == before


def test_spark_connect_answers_and_refuses(spark_connect: str, sqlite_gold: str) -> None:
    """A real Spark Connect server: the same answers as SQLite for the demo suite's first cases, and every hostile
    statement refused by the engine's own guard alone."""
    warehouse = open_warehouse(spark_connect)
    assert sorted(warehouse.schema().tables) == sorted(
        ["ad_revenue", "daily_users", "iap_revenue", "markets", "monthly_active_users"]
    )
    suite = load_suite(DEMO_SUITE)
    suite.cases = suite.cases[:12]
    report = run_suite(suite, DEMO_SUITE, database=spark_connect, gold_database=sqlite_gold)
    assert {r.id: r.failures for r in report.results if not r.passed} == {}

    clear_pwned()
    passed = []
    for sql in COMMON + OWN:
        try:
            warehouse._execute(sql, max_rows=10, timeout_s=2, max_bytes=100_000)  # no screen
        except QueryError as exc:
            assert "\n" not in str(exc).strip(), (sql, str(exc))
        else:
            passed.append(sql)
    assert set(passed) <= CONNECT_NO_OPS, passed
    assert glob.glob(PWNED) == []
    assert [v for v in (validate_sql(sql, warehouse).ok for sql in OWN) if v] == []
    with pytest.raises(QueryError, match="over literals"):
        warehouse.run(RUNAWAY, timeout_s=1)
    assert warehouse.run("SELECT COUNT(*) FROM markets", timeout_s=60).rows == [[8]]
    forget_warehouse(spark_connect)


def test_spark_connect_sees_a_table_replaced_with_a_new_column(spark_connect: str) -> None:
    """The schema of a Connect server is read again when a table changes shape, not only when one is added."""
    from pyspark.sql.connect.session import SparkSession

    writer = SparkSession.Builder().remote(spark_connect).create()  # a session of its own, as a loader's
    try:
        writer.sql("SELECT 1 AS a").write.mode("overwrite").format("parquet").saveAsTable("fp_probe")
        warehouse = open_warehouse(spark_connect)
        before = warehouse.fingerprint()
        assert set(warehouse.schema().tables["fp_probe"]) == {"a"}
        writer.sql("SELECT 1 AS a, 'x' AS b").write.mode("overwrite").format("parquet").saveAsTable("fp_probe")
        time.sleep(SCHEMA_RECHECK_S + 0.2)  # past the time a fingerprint is trusted
        assert warehouse.fingerprint() != before
        assert set(warehouse.schema().tables["fp_probe"]) == {"a", "b"}
    finally:
        writer.sql("DROP TABLE IF EXISTS fp_probe")
        writer.stop()
        forget_warehouse(spark_connect)


def test_spark_connect_interrupts_a_runaway_at_the_time_limit(spark_connect: str, spark_connect_server) -> None:
    """The engine alone (no screen) on a Connect server: the time limit interrupts the statement and the session
    answers again. The server's task goes on sorting (only its JVM's end stops it, and sqlclarify cannot end a
    server's JVM), so this is the last use of the test process's server: it is stopped here, not left burning a
    core under the tests that follow on this worker."""
    try:
        warehouse = open_warehouse(spark_connect)
        started = time.monotonic()
        with pytest.raises(QueryError, match="timeout"):
            warehouse._execute(RUNAWAY, max_rows=10, timeout_s=1, max_bytes=100_000)  # no screen: the engine alone
        assert time.monotonic() - started < 15
        assert warehouse.run("SELECT COUNT(*) FROM markets", timeout_s=60).rows == [[8]]
    finally:
        forget_warehouse(spark_connect)
        spark_connect_server.stop()
    with pytest.raises(RuntimeError, match="stopped"):  # a later use fails, saying so
        spark_connect_server.wait()


def test_a_spark_connect_server_that_is_down_is_one_line_within_seconds(tmp_path: Path) -> None:
    """The client retries a closed port for minutes; sqlclarify says so at once (as for MySQL and PostgreSQL)."""
    import socket

    from sqlclarify.errors import DatabaseError

    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    started = time.monotonic()
    with pytest.raises(DatabaseError, match=f"cannot connect to sc://127.0.0.1:{port}: .*refused"):
        open_warehouse(f"sc://127.0.0.1:{port}")
    done = run_cli("ask", "rev for ID in Nov 2025", "--db", f"sc://127.0.0.1:{port}/;token=secret")
    assert time.monotonic() - started < 20
    assert done.returncode != 0 and done.stderr.count("\n") == 1 and "refused" in done.stderr, done.stderr
    assert "secret" not in done.stderr and "Traceback" not in done.stderr


def test_spark_url_forms_and_the_masked_token() -> None:
    from sqlclarify.warehouse import engine_of
    from sqlclarify.warehouse.guard import screen
    from sqlclarify.warehouse.spark import mask_token

    assert engine_of("spark:///data/lake") == engine_of("sc://127.0.0.1:15002") == "spark"
    url = "sc://ws.cloud.databricks.com:443/;token=dapi-secret;x-databricks-cluster-id=0123"
    assert mask_token(url) == "sc://ws.cloud.databricks.com:443/;token=***;x-databricks-cluster-id=0123"
    assert "files may not be read by path" in screen("SELECT * FROM lake.`/mnt/x`", "databricks")
    assert "schema is not allowed" in screen("SELECT * FROM delta.`/mnt/x`", "databricks")
