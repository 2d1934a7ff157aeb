"""Hostile and DoS SQL on DuckDB, PostgreSQL, MySQL (MariaDB) and ClickHouse (chdb): the common corpus plus each
engine's own dangers, through the validator in the engine's dialect AND through the engine's own guard alone
(validator bypassed). Nothing is written, no file is read or created outside the data, and each ends in a clean
QueryError."""

from __future__ import annotations

import glob
import hashlib
import shutil
import time
from pathlib import Path

import psycopg
import pytest

from sqlclarify.warehouse import forget_warehouse, open_warehouse, validate_sql
from sqlclarify.warehouse.base import QueryError, Warehouse
from tests.conftest import ROOT


def corpus(name: str) -> list[str]:
    text = (ROOT / "tests" / "data" / name).read_text(encoding="utf-8")
    return [line.replace("\\n", "\n") for line in text.splitlines() if line.strip() and not line.startswith("--")]


COMMON = corpus("hostile.sql")
OWN = {
    "duckdb": corpus("hostile_duckdb.sql"),
    "postgres": corpus("hostile_postgres.sql"),
    "mysql": corpus("hostile_mysql.sql"),
    "clickhouse": corpus("hostile_clickhouse.sql"),
}
# harmless where they run: reads of empty or absent things in a read-only database, session-only switches
ENGINE_NO_OPS = {
    "duckdb": {
        "SELECT * FROM sqlite_temp_master",
        "SELECT * FROM query_table('markets')",  # a read of a data table
        "ROLLBACK",
        "DETACH evil",
        # no-ops on a read-only file (the file's checksum is asserted unchanged)
        "DROP VIEW IF EXISTS v",
        "DROP INDEX IF EXISTS i",
        "VACUUM",
        "ANALYZE",
        "CHECKPOINT",
    },
    "postgres": set(),
    "mysql": set(),
    "clickhouse": set(),
}
# What MySQL's own layers let through without changing anything: reads the SELECT-only role may make, LOAD_FILE
# (NULL without the FILE privilege), SLEEP and BENCHMARK (cut at the time limit), a named lock or a session
# variable that lives until the connection closes, no-op transaction statements.
MYSQL_READER_NO_OPS = {
    "SELECT LOAD_FILE('/etc/passwd')",
    "SELECT load_file('/etc/hostname') AS x FROM markets",
    "DO SLEEP(30)",
    "SELECT BENCHMARK(100000000000, SHA2('x', 512))",
    "ROLLBACK",
    "SAVEPOINT s",
    "START TRANSACTION READ WRITE",  # alone in its call: rolled back before the next statement
    "SELECT code INTO @stolen FROM markets LIMIT 1",
    "SELECT * FROM markets LOCK IN SHARE MODE",
    "SELECT * FROM information_schema.processlist",
    "SELECT @@global.secure_file_priv",
    "SELECT GET_LOCK('sqlclarify', 10)",
    "SELECT RELEASE_ALL_LOCKS()",
    "DO RELEASE_ALL_LOCKS()",
    "SELECT MASTER_POS_WAIT('log', 4, 30)",
    "HANDLER markets OPEN",
    "UNLOCK TABLES",
    "CHECK TABLE markets",
    "CHECKSUM TABLE markets",
    "SHOW GRANTS",
    "SHOW PROCESSLIST",
    "SHOW VARIABLES",
    "PREPARE s FROM 'DELETE FROM markets'",
    "SET SESSION TRANSACTION READ WRITE",
    "SET SESSION sql_log_bin = 0",
    "SET @@session.max_statement_time = 0",
    "SELECT 1 /*!50000 , (SELECT LOAD_FILE('/etc/passwd')) */",
    "SELECT 1 /*M! , SLEEP(30) */",
}
DOS = {
    "duckdb": [
        "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT COUNT(*) FROM c",
        "SELECT COUNT(*) FROM ad_revenue a, ad_revenue b, ad_revenue c",
        # 100 MB: DuckDB checks the interrupt between vectors, not inside one repeat() (1 GB takes ~30 s here)
        "SELECT repeat('x', 100000000)",
        "SELECT string_agg(a.market || b.market, ',') FROM daily_users a, daily_users b",
        "SELECT * FROM range(1000000000000) a ORDER BY random()",
    ],
    "postgres": [
        "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT COUNT(*) FROM c",
        "SELECT COUNT(*) FROM ad_revenue a, ad_revenue b, ad_revenue c",
        "SELECT repeat('x', 100000000)",
        "SELECT string_agg(a.market || b.market, ',') FROM daily_users a, daily_users b",
        "SELECT * FROM generate_series(1, 1000000000000) g ORDER BY random()",
    ],
    "mysql": [
        "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT COUNT(*) FROM c",
        "SELECT COUNT(*) FROM ad_revenue a, ad_revenue b, ad_revenue c",
        "SELECT REPEAT('x', 10000000) FROM daily_users",  # one value is capped at max_allowed_packet (NULL)
        "SELECT GROUP_CONCAT(a.market, b.market) FROM daily_users a, daily_users b",
        "SELECT * FROM daily_users a, daily_users b ORDER BY RAND()",
    ],
    "clickhouse": [
        "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT COUNT(*) FROM c",
        "SELECT COUNT(*) FROM ad_revenue a, ad_revenue b, ad_revenue c",
        "SELECT repeat('x', 1000000) FROM numbers(20)",
        "SELECT groupArray(concat(a.market, b.market)) FROM daily_users a, daily_users b",
        "SELECT * FROM daily_users a, daily_users b ORDER BY rand()",
    ],
}
PWNED = "/tmp/sqlclarify_pwned*"


@pytest.fixture(params=["duckdb", "postgres", "mysql", "clickhouse"])
def victim(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[str, str]:
    """(engine, target): a private copy of the demo warehouse on that engine."""
    engine = request.param
    if engine == "duckdb":
        source = request.getfixturevalue("demo_duckdb").removeprefix("duckdb://")
        copy = tmp_path / "victim.duckdb"
        shutil.copy(source, copy)
        target = f"duckdb://{copy}"
    elif engine == "mysql":
        target = request.getfixturevalue("demo_mysql")
    elif engine == "clickhouse":
        target = request.getfixturevalue("demo_clickhouse")
    else:
        target = request.getfixturevalue("demo_postgres")
    yield engine, target
    forget_warehouse(target)


def fingerprint(engine: str, target: str) -> str:
    """What must not change: the data file's bytes, or every table's rows and the roles of the server."""
    if engine == "duckdb":
        return hashlib.sha256(Path(target.removeprefix("duckdb://")).read_bytes()).hexdigest()
    if engine == "mysql":
        return mysql_fingerprint(target)
    if engine == "clickhouse":
        return clickhouse_fingerprint(target)
    with psycopg.connect(target) as conn:
        tables = [r[0] for r in conn.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")]
        parts = sorted(tables) + [r[0] for r in conn.execute("SELECT string_agg(rolname, ',') FROM pg_roles")]
        for table in sorted(tables):
            parts.append(
                conn.execute(f"SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) FROM {table} t").fetchone()[0]
            )
    return hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest()


def test_validator_refuses_every_statement_in_each_dialect(victim: tuple[str, str]) -> None:
    engine, target = victim
    warehouse = open_warehouse(target)
    accepted = [sql for sql in COMMON + OWN[engine] if validate_sql(sql, warehouse).ok]
    assert accepted == []


def test_engine_alone_refuses_or_does_nothing(victim: tuple[str, str]) -> None:
    engine, target = victim
    for leftover in glob.glob(PWNED):
        shutil.rmtree(leftover, ignore_errors=True) if Path(leftover).is_dir() else Path(leftover).unlink()
    before = fingerprint(engine, target)
    warehouse: Warehouse = open_warehouse(target)
    passed = []
    for sql in COMMON + OWN[engine]:
        started = time.monotonic()
        try:
            warehouse.run(sql, timeout_s=1)
        except QueryError as exc:
            assert "\n" not in str(exc).strip(), (sql, str(exc))
        else:
            passed.append(sql)
        assert time.monotonic() - started < 5, sql
    assert set(passed) <= ENGINE_NO_OPS[engine]
    assert glob.glob(PWNED) == []
    assert warehouse.run("SELECT COUNT(*) FROM markets").rows == [[8]]
    forget_warehouse(target)
    assert fingerprint(engine, target) == before


def test_dos_queries_end_in_a_clean_limit_error(victim: tuple[str, str]) -> None:
    engine, target = victim
    warehouse = open_warehouse(target)
    for sql in DOS[engine]:
        started = time.monotonic()
        with pytest.raises(QueryError) as caught:
            warehouse.run(sql, timeout_s=1, max_bytes=16 * 1024 * 1024)
            pytest.fail(f"{sql} ran to the end")
        elapsed = time.monotonic() - started
        assert elapsed < 6, (sql, elapsed)
        assert any(word in str(caught.value) for word in ("timeout", "larger than", "Out of Memory", "memory limit")), (
            sql,
            caught.value,
        )
    assert warehouse.run("SELECT COUNT(*) FROM markets").rows == [[8]]


def test_postgres_read_only_transaction_alone_stops_writes(demo_postgres: str) -> None:
    """Below the function screen: one statement per cursor in a READ ONLY transaction changes nothing."""
    before = fingerprint("postgres", demo_postgres)
    warehouse = open_warehouse(demo_postgres)
    writes = [sql for sql in COMMON if not sql.upper().startswith(("SELECT", "WITH"))] + [
        "SELECT 1; COMMIT; SET default_transaction_read_only = off; DELETE FROM markets",
        "WITH d AS (DELETE FROM markets RETURNING *) SELECT * FROM d",
        "SELECT set_config('default_transaction_read_only', 'off', false)",
    ]
    for sql in writes:
        try:
            warehouse._execute(sql, max_rows=10, timeout_s=1, max_bytes=10_000, server_side=False)  # no screen
        except QueryError:
            continue
    forget_warehouse(demo_postgres)
    assert fingerprint("postgres", demo_postgres) == before


def _duckdb_layer(path: Path, layer: str):
    """A DuckDB connection guarded by one layer only: the read-only file, or external access off (locked)."""
    import duckdb

    if layer == "read_only":
        return duckdb.connect(str(path), read_only=True)
    conn = duckdb.connect(str(path))  # read-write
    conn.execute("SET enable_external_access = false")
    conn.execute("SET lock_configuration = true")
    return conn


@pytest.mark.parametrize("layer", ["read_only", "no_external_access"])
def test_duckdb_each_layer_alone_stops_its_dangers(demo_duckdb: str, tmp_path: Path, layer: str) -> None:
    """read_only keeps the database as it is; external access off keeps every other file unread and unwritten.
    Each is tested with the other off, on a private copy; files the corpus would write go to tmp_path."""
    victim = tmp_path / "victim.duckdb"
    shutil.copy(demo_duckdb.removeprefix("duckdb://"), victim)
    before = fingerprint("duckdb", f"duckdb://{victim}")
    outside = tmp_path / "outside"
    outside.mkdir()
    passed = []
    for sql in COMMON + OWN["duckdb"]:
        sql = sql.replace("/tmp/sqlclarify_pwned", str(outside / "pwned")).replace("'/tmp", f"'{outside}")
        conn = _duckdb_layer(victim, layer)
        try:
            conn.execute(sql).fetchall()
            passed.append(sql)
        except Exception:
            pass
        finally:
            conn.close()
    if layer == "read_only":
        assert fingerprint("duckdb", f"duckdb://{victim}") == before
    else:
        assert list(outside.iterdir()) == []
        assert [sql for sql in passed if "/etc/" in sql or "getenv" in sql] == []


def test_the_duckdb_warehouse_has_both_layers(demo_duckdb: str, tmp_path: Path) -> None:
    victim = tmp_path / "victim.duckdb"
    shutil.copy(demo_duckdb.removeprefix("duckdb://"), victim)
    warehouse = open_warehouse(f"duckdb://{victim}")
    conn = warehouse._conn
    assert conn.execute("SELECT current_setting('enable_external_access')").fetchone() == (False,)
    assert conn.execute("SELECT current_setting('lock_configuration')").fetchone() == (True,)
    with pytest.raises(Exception, match="read-only"):
        conn.execute("CREATE TABLE t (i INTEGER)")
    forget_warehouse(f"duckdb://{victim}")


def test_through_the_graph_each_engine_refuses_its_own_dangers(victim: tuple[str, str], openai_server) -> None:
    from sqlclarify import Agent

    engine, target = victim
    before = fingerprint(engine, target)
    with Agent(database=target, max_sql_retries=0, timeout_seconds=1) as agent:
        for sql in OWN[engine]:
            openai_server.push(
                {"tool": "proceed_to_sql", "args": {"question": "show me the data"}},
                {"tool": "submit_sql", "args": {"sql": sql, "explanation": "as asked"}},
            )
            assert agent.ask("show me the data").status == "error", sql
    assert glob.glob(PWNED) == []
    forget_warehouse(target)
    assert fingerprint(engine, target) == before


def mysql_fingerprint(url: str) -> str:
    """Every table's checksum and the server's users, tables, functions, servers and plugins."""
    import pymysql

    from sqlclarify.warehouse.mysql import connect_args

    args = connect_args(url) | {"user": "root", "password": ""}
    with pymysql.connect(**args) as conn, conn.cursor() as cur:
        cur.execute(
            "SELECT GROUP_CONCAT(CONCAT(table_schema, '.', table_name) ORDER BY 1) FROM information_schema.tables "
            "WHERE table_schema NOT IN ('information_schema', 'performance_schema')"
        )
        parts: list = [cur.fetchone()]
        for catalog in (
            "SELECT user, host FROM mysql.user",
            "SELECT name FROM mysql.func",
            "SELECT * FROM mysql.servers",
            "SELECT name FROM mysql.plugin",
        ):
            cur.execute(catalog)
            parts.append(sorted(map(str, cur.fetchall())))
        cur.execute("SHOW TABLES")
        tables = sorted(r[0] for r in cur.fetchall())
        cur.execute(f"CHECKSUM TABLE {', '.join(tables)} EXTENDED")
        parts.append(cur.fetchall())
    return hashlib.sha256(repr(parts).encode()).hexdigest()


@pytest.mark.parametrize("role", ["reader", "root"])
def test_mysql_engine_layers_alone(mariadb_server, demo_mysql: str, role: str) -> None:
    """The validator and the function screen bypassed: a SELECT-only role in READ ONLY transactions lets
    nothing change and reads no server file; root in READ ONLY transactions still writes no table (root can
    read and write server files: that is what the screen and the warning are for)."""
    for leftover in glob.glob(PWNED):
        Path(leftover).unlink()
    before = mysql_fingerprint(demo_mysql)
    url = mariadb_server.url("demo", user="reader") if role == "reader" else demo_mysql + "?layers=alone"
    warehouse = open_warehouse(url)
    statements = COMMON + OWN["mysql"]
    if role == "root":  # writes only: root could also shut the server down or read its files
        statements = [sql for sql in COMMON if not sql.upper().startswith(("SELECT", "WITH"))]
    passed = []
    for sql in statements:
        started = time.monotonic()
        try:
            result = warehouse._execute(sql, max_rows=10, timeout_s=1, max_bytes=100_000)  # no screen
        except QueryError as exc:
            assert "\n" not in str(exc).strip(), (sql, str(exc))
        else:
            passed.append(sql)
            assert "root:" not in repr(result.rows), sql  # no line of /etc/passwd
        assert time.monotonic() - started < 5, sql
    if role == "reader":
        assert sorted(set(passed) - MYSQL_READER_NO_OPS) == [], sorted(set(passed) - MYSQL_READER_NO_OPS)
        assert glob.glob(PWNED) == []
    assert warehouse.run("SELECT COUNT(*) FROM markets").rows == [[8]]
    forget_warehouse(url)
    assert mysql_fingerprint(demo_mysql) == before


# what ClickHouse's readonly=1 lets through, changing nothing: reads of the session's own catalog, no-op drops
# of absent objects, a sleep cut at 3 s, a KILL of nothing, and the full-width DELETE, read as no statement
CLICKHOUSE_READONLY_NO_OPS = {
    "ＤＥＬＥＴＥ ＦＲＯＭ markets",
    "DROP VIEW IF EXISTS v",
    "DROP INDEX IF EXISTS i",
    "KILL QUERY WHERE 1",
    "SELECT * FROM system.numbers",
    "SELECT getSetting('readonly')",
    "SELECT sleep(3)",
    "SELECT * FROM system.settings",
    "SELECT * FROM system.processes",
    "SELECT * FROM INFORMATION_SCHEMA.TABLES",
    "SELECT * FROM merge(currentDatabase(), '.*')",
}


def clickhouse_fingerprint(target: str) -> str:
    """Every database and table of the chdb folder, and a hash of every row of the demo tables."""
    from urllib.parse import urlsplit

    from chdb.session import Session

    parts = urlsplit(target)
    session = Session(parts.path)  # a second, writable session on the same folder: it only reads
    try:
        catalog = str(session.query("SELECT database, name, total_rows FROM system.tables ORDER BY ALL", "CSV"))
        database = parts.query.removeprefix("database=")
        for table in ("markets", "daily_users", "monthly_active_users", "ad_revenue", "iap_revenue"):
            catalog += str(session.query(f"SELECT groupBitXor(cityHash64(*)) FROM {database}.{table}", "CSV"))
    finally:
        session.close()
    return hashlib.sha256(catalog.encode()).hexdigest()


def test_clickhouse_readonly_session_alone(demo_clickhouse: str) -> None:
    """The screen bypassed: ClickHouse's readonly=1 alone refuses every write, setting change and table
    function (so no file is read or written), and the database is unchanged."""
    target = demo_clickhouse
    before = fingerprint("clickhouse", target)
    warehouse = open_warehouse(target)
    passed = []
    for sql in COMMON + OWN["clickhouse"]:
        try:
            result = warehouse._execute(sql, max_rows=10, timeout_s=1, max_bytes=100_000)  # no screen
        except QueryError as exc:
            assert "\n" not in str(exc).strip(), (sql, str(exc))
        else:
            passed.append(sql)
            assert "root:" not in repr(result.rows), sql
    assert set(passed) <= CLICKHOUSE_READONLY_NO_OPS, passed
    assert glob.glob(PWNED) == []
    forget_warehouse(target)
    assert fingerprint("clickhouse", target) == before
