"""One warehouse interface on SQLite, DuckDB, PostgreSQL and MySQL (MariaDB): schema, explain, run, limits,
timeouts, read-only, URL parsing and one-line errors, on real files and throwaway PostgreSQL and MariaDB servers."""

from __future__ import annotations

import contextlib
import json
import logging
import time
from pathlib import Path

import duckdb
import psycopg
import pytest
from typer.testing import CliRunner

from sqlclarify.errors import DatabaseError
from sqlclarify.faces.cli import app
from sqlclarify.warehouse import engine_of, open_warehouse, validate_sql
from sqlclarify.warehouse.base import QueryError
from tests.support.cli import run_cli
from tests.support.forked_cli import run_forked

TABLES = {"markets", "daily_users", "monthly_active_users", "ad_revenue", "iap_revenue"}


def test_schema_with_foreign_keys(demo_target: str) -> None:
    schema = open_warehouse(demo_target).schema()
    assert set(schema.tables) == TABLES
    assert set(schema.tables["daily_users"]) == {"date", "market", "platform", "dau", "new_users"}
    if demo_target.startswith("chdb://"):  # ClickHouse has no foreign keys
        assert schema.foreign_keys == {}
        return
    assert [(fk.column, fk.ref_table, fk.ref_column) for fk in schema.foreign_keys["ad_revenue"]] == [
        ("market", "markets", "code")
    ]


def test_run_explain_and_limits(demo_target: str) -> None:
    warehouse = open_warehouse(demo_target)
    assert warehouse.run("SELECT COUNT(*) FROM markets").rows == [[8]]
    result = warehouse.run("SELECT * FROM daily_users", max_rows=10)
    assert len(result.rows) == 10 and result.truncated
    with pytest.raises(QueryError, match="larger than"):
        warehouse.run("SELECT * FROM daily_users", max_bytes=1000)
    assert warehouse.explain("SELECT dau FROM daily_users") is None
    assert "nope" in (warehouse.explain("SELECT nope FROM daily_users") or "")
    assert sorted(warehouse.sample_values("markets", "region", limit=5)) == ["East Asia", "LATAM", "SEA"]


def test_same_answers_on_every_engine(demo_target: str, demo_db: Path) -> None:
    sql = (
        "SELECT market, SUM(dau) FROM daily_users WHERE date BETWEEN '2025-11-01' AND '2025-11-30' "
        "GROUP BY market ORDER BY market"
    )
    assert open_warehouse(demo_target).run(sql).rows == open_warehouse(str(demo_db)).run(sql).rows


def test_validator_speaks_the_engine_dialect(demo_target: str) -> None:
    warehouse = open_warehouse(demo_target)
    assert validate_sql("SELECT market FROM daily_users", warehouse).sql.endswith("LIMIT 1000")
    assert validate_sql("SELECT nope FROM daily_users", warehouse).errors[0].kind == "unknown_column"
    assert validate_sql("SELECT * FROM nowhere", warehouse).errors[0].kind == "unknown_table"
    assert validate_sql("DELETE FROM markets", warehouse).errors[0].kind == "not_read_only"


def test_recursive_query_times_out_cleanly(demo_target: str) -> None:
    warehouse = open_warehouse(demo_target)
    started = time.monotonic()
    with pytest.raises(QueryError, match="timeout"):
        warehouse.run(
            "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT COUNT(*) FROM c", timeout_s=1
        )
    assert time.monotonic() - started < 4
    assert warehouse.run("SELECT 1").rows == [[1]]  # the connection is still good


@pytest.mark.parametrize(
    ("target", "engine"),
    [
        ("data.sqlite", "sqlite"),
        ("data.db", "sqlite"),
        ("sqlite:///data.db", "sqlite"),
        ("x.duckdb", "duckdb"),
        ("duckdb:///tmp/x.duckdb", "duckdb"),
        ("events.parquet", "duckdb"),
        ("events.csv", "duckdb"),
        ("postgresql://u@h/db", "postgres"),
        ("postgres://u:pw@h:5433/db", "postgres"),
        ("mysql://u:pw@h:3306/db", "mysql"),
        ("mariadb://u@h/db", "mysql"),
        ("mysql+pymysql://u@h/db", "mysql"),
    ],
)
def test_engine_from_path_or_url(target: str, engine: str) -> None:
    assert engine_of(target) == engine


@pytest.mark.parametrize(
    ("target", "message"),
    [
        ("gopher://u@h/db", "unsupported database URL"),
        ("mysql://u@h", "names no database"),
        ("duckdb://host/x.duckdb", "names a local file"),
        ("duckdb:///nowhere/x.duckdb", "not found"),
        ("/nowhere/x.sqlite", "not found"),
        ("postgresql://[bad", "invalid database URL"),
    ],
)
def test_bad_targets_are_one_line_errors(target: str, message: str) -> None:
    with pytest.raises(DatabaseError, match=message) as caught:
        open_warehouse(target)
    assert "\n" not in str(caught.value)


def test_postgres_down_or_missing_database_is_one_line(postgres_server) -> None:
    with pytest.raises(DatabaseError, match="does not exist") as caught:
        open_warehouse(postgres_server.url("no_such_db"))
    assert "\n" not in str(caught.value)
    with pytest.raises(DatabaseError, match="cannot connect"):
        open_warehouse("postgresql://postgres@127.0.0.1:1/demo")
    result = run_cli("validate", "SELECT 1", "--db", postgres_server.url("no_such_db"))
    assert result.returncode == 2 and "does not exist" in result.stderr and len(result.stderr.splitlines()) == 1


def test_postgres_password_is_masked(postgres_server) -> None:
    url = f"postgresql://postgres:s3cret@127.0.0.1:{postgres_server.port}/postgres"
    assert "s3cret" not in open_warehouse(url).url


def test_postgres_warns_once_when_the_role_can_write(postgres_server, demo_postgres, caplog) -> None:
    with psycopg.connect(demo_postgres, autocommit=True) as conn:
        conn.execute("DROP ROLE IF EXISTS reader")
        conn.execute("CREATE ROLE reader LOGIN")
        conn.execute("GRANT SELECT ON ALL TABLES IN SCHEMA public TO reader")
        conn.execute("REVOKE CREATE ON SCHEMA public FROM PUBLIC")
    reader_url = demo_postgres.replace("postgres@", "reader@", 1)
    with caplog.at_level(logging.WARNING, logger="sqlclarify.warehouse"):
        assert open_warehouse(reader_url).warning is None
        assert open_warehouse(reader_url + "?application_name=x").run("SELECT COUNT(*) FROM markets").rows == [[8]]
        writer = open_warehouse(demo_postgres + "?application_name=writer")
    assert "superuser" in (writer.warning or "")
    assert [r.getMessage() for r in caplog.records].count(writer.warning) == 1


def test_duckdb_folder_of_parquet_and_csv(tmp_path: Path) -> None:
    data = tmp_path / "lake"
    data.mkdir()
    with duckdb.connect() as conn:
        conn.execute(f"COPY (SELECT range AS id, 'n' || range AS name FROM range(5)) TO '{data}/items.parquet'")
        conn.execute(f"COPY (SELECT range AS item_id, range * 2 AS qty FROM range(3)) TO '{data}/orders.csv'")
    (tmp_path / "secret.txt").write_text("do not read")
    for target in (str(data), f"duckdb://{data}"):
        warehouse = open_warehouse(target)
        assert set(warehouse.schema().tables) == {"items", "orders"}
        assert warehouse.run("SELECT SUM(qty) FROM orders JOIN items ON items.id = orders.item_id").rows == [[6]]
        with pytest.raises(QueryError, match=r"disabled|Permission"):
            warehouse.run(f"SELECT * FROM read_text('{tmp_path}/secret.txt')")
    single = open_warehouse(str(data / "items.parquet"))
    assert single.run("SELECT COUNT(*) FROM items").rows == [[5]]
    assert validate_sql("SELECT name FROM items", single).ok


def test_duckdb_configuration_is_locked(demo_duckdb: str) -> None:
    warehouse = open_warehouse(demo_duckdb)
    for sql in ("SET enable_external_access = true", "SET lock_configuration = false", "INSTALL httpfs"):
        with pytest.raises(QueryError):
            warehouse.run(sql)


def test_cli_validate_and_ask_on_duckdb_and_postgres(demo_duckdb: str, demo_postgres: str) -> None:
    runner = CliRunner()
    for target in (demo_duckdb, demo_postgres):
        ok = runner.invoke(app, ["validate", "SELECT code FROM markets", "--db", target])
        assert ok.exit_code == 0, ok.output
        answered = runner.invoke(app, ["ask", "DAU for ID and TH in Dec 2025", "--db", target, "--json"])
        assert answered.exit_code == 0 and '"status": "answered"' in answered.output, answered.output


def test_demo_command_loads_each_engine_once(tmp_path: Path, postgres_server) -> None:
    duck = tmp_path / "demo.duckdb"
    targets = [f"duckdb://{duck}", postgres_server.create_database("demo_cli")]
    for target in targets:
        for attempt in range(2):  # the second load finds the data there and writes nothing
            result = run_forked("demo", "--db", target)  # a new process: nothing remembered in memory
            assert result.returncode == 0, result.stderr
            assert "DAU by platform for ID and TH" in result.stdout and "4 rows" in result.stdout
            if target.startswith("duckdb") and attempt == 0:
                stamp = duck.stat().st_mtime_ns
        assert "Traceback" not in result.stderr
    assert duck.stat().st_mtime_ns == stamp
    with psycopg.connect(targets[1]) as conn:
        assert conn.execute("SELECT COUNT(DISTINCT date), MAX(date) FROM daily_users").fetchone()[0] == 740


def test_one_handle_per_database_whatever_its_spelling(demo_duckdb: str, demo_db: Path) -> None:
    path = demo_duckdb.removeprefix("duckdb://")
    assert open_warehouse(path) is open_warehouse(demo_duckdb)
    assert open_warehouse(f"sqlite://{demo_db}") is open_warehouse(str(demo_db))


def test_mysql_down_or_missing_database_is_one_line(mariadb_server) -> None:
    for url, message in [
        (mariadb_server.url("no_such_db"), "Unknown database"),
        ("mysql://root@127.0.0.1:1/demo", "cannot connect"),
        (mariadb_server.url("demo").replace("root@", "root:wrong@"), "Access denied"),
    ]:
        with pytest.raises(DatabaseError, match=message) as caught:
            open_warehouse(url)
        assert "\n" not in str(caught.value) and "wrong" not in str(caught.value)


def test_mysql_warns_once_when_the_role_can_write(mariadb_server, demo_mysql, caplog) -> None:
    reader_url = mariadb_server.url("demo", user="reader")
    with caplog.at_level(logging.WARNING, logger="sqlclarify.warehouse"):
        reader = open_warehouse(reader_url)
        assert reader.warning is None
        assert reader.run("SELECT COUNT(*) FROM markets").rows == [[8]]
        writer = open_warehouse(demo_mysql + "?charset=utf8mb4")
    assert "can write (ALL PRIVILEGES)" in (writer.warning or "")
    assert [r.getMessage() for r in caplog.records].count(writer.warning) == 1
    assert "reader-pw" not in reader.url


def test_mysql_full_outer_join_is_emulated(demo_mysql: str, demo_db: Path) -> None:
    """Two sources combined by group (FULL OUTER JOIN elsewhere): same rows as SQLite, groups missing from one
    source kept, on an engine without FULL OUTER JOIN."""
    runner = CliRunner()
    question = "ads net revenue and IAP net revenue by market in Nov 2025"
    answers = [runner.invoke(app, ["ask", question, "--db", t, "--json"]) for t in (demo_mysql, str(demo_db))]
    assert all(a.exit_code == 0 for a in answers), [a.output for a in answers]
    assert '"status": "answered"' in answers[0].output
    mysql_rows, sqlite_rows = (json.loads(a.output)["rows"] for a in answers)
    assert len(mysql_rows) == 8 and mysql_rows == sqlite_rows


def test_mysql_demo_loads_once(demo_mysql: str, mariadb_server) -> None:
    from datetime import date

    from sqlclarify.demo.engines import load_demo
    from tests.conftest import TODAY

    def created() -> list:
        with mariadb_server.connect("demo") as conn, conn.cursor() as cur:
            cur.execute("SELECT table_name, create_time FROM information_schema.tables WHERE table_schema = 'demo'")
            return sorted(cur.fetchall())

    before = created()
    load_demo(demo_mysql, today=date.fromisoformat(TODAY))
    assert created() == before


def test_sqlalchemy_engine_on_a_real_server(demo_postgres: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The generic SQLAlchemy engine's own code on a real server (PostgreSQL through SQLAlchemy's psycopg
    driver, as if it were one of the compiled-only engines): schema, caps, a cancelled statement, and a write
    that the screen refuses and the rolled-back transaction undoes."""
    from sqlclarify.warehouse import generic

    monkeypatch.setitem(generic.SQLALCHEMY_DIALECTS, "postgresql", "postgres")
    warehouse = generic.SqlAlchemyWarehouse(demo_postgres.replace("postgresql://", "postgresql+psycopg://", 1))
    try:
        assert set(warehouse.schema().tables) == TABLES
        assert warehouse.schema().foreign_keys["ad_revenue"][0].ref_table == "markets"
        assert warehouse.run("SELECT COUNT(*) FROM markets").rows == [[8]]
        assert warehouse.run("SELECT * FROM daily_users", max_rows=5).truncated
        assert sorted(warehouse.sample_values("markets", "region", limit=5)) == ["East Asia", "LATAM", "SEA"]
        assert "nope" in (warehouse.explain("SELECT nope FROM markets") or "")
        started = time.monotonic()
        with pytest.raises(QueryError, match="timeout"):
            warehouse.run("SELECT COUNT(*) FROM generate_series(1, 10000000000)", timeout_s=1)
        assert time.monotonic() - started < 5
        with pytest.raises(QueryError, match="read-only guard"):
            warehouse.run("DELETE FROM markets")
        with contextlib.suppress(QueryError):  # no screen, no server-side cursor: the UPDATE runs, then rolls back
            warehouse._execute(
                "UPDATE markets SET name = 'pwned'", max_rows=1, timeout_s=5, max_bytes=1000, stream=False
            )
        assert warehouse.run("SELECT COUNT(*) FROM markets WHERE name = 'pwned'").rows == [[0]]
    finally:
        warehouse.close()
