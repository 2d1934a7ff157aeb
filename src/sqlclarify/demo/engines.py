"""Load the demo warehouse into any engine: a SQLite file, a DuckDB file, a PostgreSQL or MySQL/MariaDB database,
a chdb folder, a folder of Parquet files for Spark (`spark:///FOLDER`) or the tables of a Spark Connect server.

The other engines get proper DATE columns (and DOUBLE PRECISION money). Loading is idempotent: when
the tables already hold the data through the same end day, nothing is written.
"""

from __future__ import annotations

import csv
import tempfile
from datetime import date
from pathlib import Path

import sqlglot
from sqlglot import exp

from sqlclarify.demo.warehouse import SCHEMA, TABLES, demo_end_day, ensure_demo_warehouse, generate_rows
from sqlclarify.errors import DatabaseError
from sqlclarify.warehouse import engine_of, forget_warehouse, url_path

DATE_COLUMNS = ("date", "month")
LOCK_KEY = 7_102_514  # pg_advisory_xact_lock key: two loaders of one database take turns


def load_demo(target: str, today: date | None = None) -> str:
    """Put the demo warehouse (data through the day before `today`) at `target`, a path or URL; returns it."""
    end = demo_end_day(today)
    engine = engine_of(target)
    forget_warehouse(target)  # a cached read-only handle would hold the file open
    if engine == "sqlite":
        ensure_demo_warehouse(url_path(target), today=today)
        return target
    rows = generate_rows(end)
    if engine == "duckdb":
        _load_duckdb(url_path(target), rows, end)
    elif engine == "mysql":
        _load_mysql(target, rows, end)
    elif engine == "clickhouse":
        _load_chdb(target, rows, end)
    elif engine == "spark" and target.lower().startswith("sc://"):
        _load_spark_connect(target, rows, end)
    elif engine == "spark":
        _load_parquet(url_path(target), rows, end)
    else:
        _load_postgres(target, rows, end)
    return target


def demo_ddl(dialect: str) -> list[str]:
    """CREATE TABLE statements of the demo warehouse in `dialect`, with DATE columns."""
    statements = []
    for create in sqlglot.parse(SCHEMA, read="sqlite"):
        assert create is not None
        for column in create.find_all(exp.ColumnDef):
            if column.name in DATE_COLUMNS:
                column.set("kind", exp.DataType.build("DATE"))
            elif dialect == "mysql" and column.args["kind"].this == exp.DataType.Type.TEXT:
                column.set("kind", exp.DataType.build("VARCHAR(64)"))  # MySQL keys need a bounded length
            elif column.args.get("kind") is not None and column.args["kind"].this == exp.DataType.Type.FLOAT:
                column.set("kind", exp.DataType.build("DOUBLE"))
        statement = create.sql(dialect=dialect)
        if dialect == "mysql":  # text compares and sorts byte by byte, as in SQLite (not MySQL's default _ci)
            statement += " CHARACTER SET utf8mb4 COLLATE utf8mb4_bin"
        statements.append(statement)
    return statements


def _expected(rows: dict[str, list[tuple]], end: date) -> tuple[int, date]:
    return len(rows["daily_users"]), end


def _load_duckdb(path: Path, rows: dict[str, list[tuple]], end: date) -> None:
    import duckdb

    if path.suffix.lower() not in (".duckdb", ".ddb"):
        raise DatabaseError(f"the demo loads into a .duckdb file, not {path}")
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        with duckdb.connect(str(path)) as conn:
            if _present(conn, "duckdb", rows, end):
                return
            conn.execute("BEGIN")
            for table in reversed(TABLES):
                conn.execute(f"DROP TABLE IF EXISTS {table}")
            for statement in demo_ddl("duckdb"):
                conn.execute(statement)
            with tempfile.TemporaryDirectory() as tmp:
                for table in TABLES:
                    file = Path(tmp) / f"{table}.csv"
                    with file.open("w", newline="", encoding="utf-8") as out:
                        csv.writer(out).writerows(rows[table])
                    conn.execute(f"COPY {table} FROM '{file}' (HEADER false)")
            conn.execute("COMMIT")
    except duckdb.Error as exc:
        raise DatabaseError(f"cannot load the demo into {path}: {str(exc).splitlines()[0]}") from exc


def _load_postgres(url: str, rows: dict[str, list[tuple]], end: date) -> None:
    import psycopg

    dsn = url.replace("postgres://", "postgresql://", 1)
    try:
        with psycopg.connect(dsn, connect_timeout=5) as conn:
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (LOCK_KEY,))
            if _present(conn, "postgres", rows, end):
                return
            for table in reversed(TABLES):
                conn.execute(f"DROP TABLE IF EXISTS {table} CASCADE")
            for statement in demo_ddl("postgres"):
                conn.execute(statement)
            for table in TABLES:
                with conn.cursor().copy(f"COPY {table} FROM STDIN") as copy:
                    for row in rows[table]:
                        copy.write_row(row)
            conn.commit()
    except psycopg.Error as exc:
        from sqlclarify.warehouse.postgres import mask_password

        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise DatabaseError(f"cannot load the demo into {mask_password(url)}: {first}") from exc


def _load_mysql(url: str, rows: dict[str, list[tuple]], end: date) -> None:
    import pymysql

    from sqlclarify.warehouse.mysql import connect_args
    from sqlclarify.warehouse.postgres import mask_password

    try:
        conn = pymysql.connect(**connect_args(url), connect_timeout=5)
    except pymysql.Error as exc:
        raise DatabaseError(f"cannot load the demo into {mask_password(url)}: {exc.args[-1]}") from exc
    try:
        with conn.cursor() as cur:
            cur.execute("SELECT GET_LOCK(%s, 60)", (f"sqlclarify_demo_{LOCK_KEY}",))  # two loaders take turns
            if _present(cur, "mysql", rows, end):
                return
            for table in reversed(TABLES):
                cur.execute(f"DROP TABLE IF EXISTS {table}")
            for statement in demo_ddl("mysql"):
                cur.execute(statement)
            for table in TABLES:
                marks = ", ".join(["%s"] * len(rows[table][0]))
                cur.executemany(f"INSERT INTO {table} VALUES ({marks})", rows[table])
        conn.commit()
    except pymysql.Error as exc:
        raise DatabaseError(f"cannot load the demo into {mask_password(url)}: {exc.args[-1]}") from exc
    finally:
        conn.close()


CLICKHOUSE_TYPES = {"TEXT": "String", "INTEGER": "Int64", "REAL": "Float64"}


def clickhouse_ddl() -> list[str]:
    """CREATE TABLE statements of the demo warehouse for ClickHouse: MergeTree tables, Date days, no keys."""
    statements = []
    for create in sqlglot.parse(SCHEMA, read="sqlite"):
        assert create is not None
        columns = []
        for column in create.find_all(exp.ColumnDef):
            kind = "Date" if column.name in DATE_COLUMNS else CLICKHOUSE_TYPES[column.args["kind"].sql("sqlite")]
            columns.append(f"`{column.name}` {kind}")
        statements.append(
            f"CREATE TABLE {create.find(exp.Table).name} ({', '.join(columns)}) ENGINE = MergeTree ORDER BY tuple()"
        )
    return statements


def _load_chdb(target: str, rows: dict[str, list[tuple]], end: date) -> None:
    """The demo in a chdb database folder (`chdb:///PATH`), written by a session of its own."""
    if not target.lower().startswith("chdb://"):
        raise DatabaseError("the demo loads into a chdb folder (chdb:///PATH), not into a ClickHouse server")
    from urllib.parse import parse_qs, urlsplit

    from chdb.session import Session

    path = url_path(target)
    database = parse_qs(urlsplit(target).query).get("database", ["default"])[-1]
    path.mkdir(parents=True, exist_ok=True)
    session = Session(str(path))
    try:
        session.query(f"CREATE DATABASE IF NOT EXISTS `{database}`")
        session.query(f"USE `{database}`")
        found = {line.strip().strip('"') for line in str(session.query("SHOW TABLES", "CSV")).splitlines()}
        if set(TABLES) <= found:
            count, last = str(session.query("SELECT COUNT(*), MAX(date) FROM daily_users", "CSV")).strip().split(",")
            if (int(count), date.fromisoformat(last.strip('"'))) == _expected(rows, end):
                return
        for table in TABLES:
            session.query(f"DROP TABLE IF EXISTS {table}")
        for statement in clickhouse_ddl():
            session.query(statement)
        for table in TABLES:
            for start in range(0, len(rows[table]), 5000):
                values = ", ".join(_values(row) for row in rows[table][start : start + 5000])
                session.query(f"INSERT INTO {table} VALUES {values}")
    except Exception as exc:
        raise DatabaseError(f"cannot load the demo into {target}: {str(exc).strip().splitlines()[0]}") from exc
    finally:
        session.close()


def _load_parquet(folder: Path, rows: dict[str, list[tuple]], end: date) -> None:
    """The demo as one Parquet file per table in `folder` (spark:///FOLDER), written by DuckDB (no JVM needed)."""
    import duckdb

    folder.mkdir(parents=True, exist_ok=True)
    daily = folder / "daily_users.parquet"
    try:
        if all((folder / f"{t}.parquet").is_file() for t in TABLES):
            with duckdb.connect() as conn:
                found = conn.execute(f"SELECT COUNT(*), MAX(date) FROM read_parquet('{daily}')").fetchone()
            if tuple(found) == _expected(rows, end):
                return
        with tempfile.TemporaryDirectory() as tmp:
            staged = Path(tmp) / "demo.duckdb"
            _load_duckdb(staged, rows, end)
            with duckdb.connect(str(staged)) as conn:
                for table in TABLES:
                    conn.execute(f"COPY {table} TO '{folder / f'{table}.parquet'}' (FORMAT parquet)")
    except duckdb.Error as exc:
        raise DatabaseError(f"cannot write the demo's Parquet files into {folder}: {str(exc).splitlines()[0]}") from exc


def _load_spark_connect(url: str, rows: dict[str, list[tuple]], end: date) -> None:
    """The demo as tables of the Spark Connect server's current database, sent over Spark Connect (a session of
    its own, which may write: the agent's sessions only read)."""
    from pyspark.sql.connect.session import SparkSession

    from sqlclarify.warehouse.spark import mask_token

    spark_types = {"TEXT": "STRING", "INTEGER": "BIGINT", "REAL": "DOUBLE", "DATE": "DATE", "DOUBLE": "DOUBLE"}
    session = SparkSession.Builder().remote(url).create()
    try:
        present = {t.name for t in session.catalog.listTables()}
        if set(TABLES) <= present:
            count, last = session.sql("SELECT COUNT(*), MAX(date) FROM daily_users").collect()[0]
            if (count, last) == _expected(rows, end):
                return
        for create in sqlglot.parse(SCHEMA, read="sqlite"):
            assert create is not None
            table = create.find(exp.Table).name
            columns = []
            for column in create.find_all(exp.ColumnDef):
                kind = "DATE" if column.name in DATE_COLUMNS else spark_types[column.args["kind"].sql("sqlite")]
                columns.append((column.name, kind))
            dated = [i for i, (name, _) in enumerate(columns) if name in DATE_COLUMNS]
            values = [
                tuple(date.fromisoformat(v) if i in dated and isinstance(v, str) else v for i, v in enumerate(row))
                for row in rows[table]
            ]
            schema = ", ".join(f"{name} {kind}" for name, kind in columns)
            frame = session.createDataFrame(values, schema=schema)
            frame.write.mode("overwrite").format("parquet").saveAsTable(table)
    except Exception as exc:
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise DatabaseError(f"cannot load the demo into {mask_token(url)}: {first}") from exc
    finally:
        session.stop()


def _values(row: tuple) -> str:
    cells = ("'" + v.replace("\\", "\\\\").replace("'", "\\'") + "'" if isinstance(v, str) else repr(v) for v in row)
    return "(" + ", ".join(cells) + ")"


def _present(conn, dialect: str, rows: dict[str, list[tuple]], end: date) -> bool:
    """True when every demo table is there and the daily table holds the same days through `end`."""
    if dialect == "duckdb":
        found = {r[0] for r in conn.execute("SELECT table_name FROM information_schema.tables").fetchall()}
    elif dialect == "mysql":  # a cursor: execute() returns a count
        conn.execute("SELECT table_name FROM information_schema.tables WHERE table_schema = DATABASE()")
        found = {r[0] for r in conn.fetchall()}
        if not set(TABLES) <= found:
            return False
        conn.execute("SELECT COUNT(*), MAX(date) FROM daily_users")
        return tuple(conn.fetchone()) == _expected(rows, end)
    else:
        found = {
            r[0]
            for r in conn.execute(
                "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
            ).fetchall()
        }
    if not set(TABLES) <= found:
        return False
    count, last = conn.execute("SELECT COUNT(*), MAX(date) FROM daily_users").fetchone()
    return (count, last) == _expected(rows, end)
