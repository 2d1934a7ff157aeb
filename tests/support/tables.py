"""Tables as plain data (name, typed columns, rows), read from a SQLite file or a MetricFlow table snapshot
YAML, and written into SQLite, DuckDB, PostgreSQL, MySQL/MariaDB, ClickHouse (chdb) or Parquet files (Spark)
with the same values: the differential tests run one catalog's SQL on every engine over identical data, and the
evaluation suites run on every engine.

Column types are few: int, float, text, bool, date, timestamp. SQLite stores dates as ISO text (as the
catalogs' own SQLite files do) and booleans as 0/1.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

ColumnType = str  # int | float | text | bool | date | timestamp

_ISO_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_ISO_TIME = re.compile(r"^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$")
_SNAPSHOT_TYPES = {"TIME": "timestamp", "STRING": "text", "INT": "int", "FLOAT": "float", "BOOLEAN": "bool"}
_SQL_TYPES = {
    "duckdb": {"int": "BIGINT", "float": "DOUBLE", "text": "VARCHAR", "bool": "BOOLEAN", "date": "DATE",
               "timestamp": "TIMESTAMP"},
    "postgres": {"int": "BIGINT", "float": "DOUBLE PRECISION", "text": "TEXT", "bool": "BOOLEAN", "date": "DATE",
                 "timestamp": "TIMESTAMP"},
    "sqlite": {"int": "INTEGER", "float": "REAL", "text": "TEXT", "bool": "INTEGER", "date": "TEXT",
               "timestamp": "TEXT"},
    "mysql": {"int": "BIGINT", "float": "DOUBLE", "text": "TEXT", "bool": "BOOLEAN", "date": "DATE",
              "timestamp": "DATETIME"},
    "clickhouse": {"int": "Int64", "float": "Float64", "text": "String", "bool": "Bool", "date": "Date32",
                   "timestamp": "DateTime64(3)"},
}  # fmt: skip


@dataclass
class Table:
    name: str
    columns: list[tuple[str, ColumnType]]
    rows: list[tuple[Any, ...]]
    primary_key: list[str] = field(default_factory=list)  # written where a join needs it (MySQL has no hash join)


def from_sqlite(path: Path, max_rows: int | None = None) -> list[Table]:
    """Every table of a SQLite file (each cut to its first `max_rows` rows, by rowid, when given); a TEXT column
    whose values are all ISO days (or times) becomes a date (a timestamp), as a warehouse with real types
    would hold it."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:
        names = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")]
        tables = []
        for name in names:
            info = conn.execute(f'PRAGMA table_info("{name}")').fetchall()
            cap = f" ORDER BY rowid LIMIT {int(max_rows)}" if max_rows else ""
            rows = conn.execute(f'SELECT * FROM "{name}"{cap}').fetchall()
            columns = [(c[1], _sqlite_type(c[2], [r[i] for r in rows])) for i, c in enumerate(info)]
            key = [c[1] for c in sorted(info, key=lambda c: c[5]) if c[5]]
            tables.append(Table(name, columns, [_typed(r, columns) for r in rows], key))
    return tables


def _sqlite_type(declared: str, values: list[Any]) -> ColumnType:
    present = [v for v in values if v is not None]
    declared = declared.upper()
    if "BOOL" in declared and all(v in (0, 1) for v in present):  # SQLite keeps a declared BOOLEAN as 0/1
        return "bool"
    if "INT" in declared and not any(isinstance(v, float) for v in present):
        return "int"
    if any(t in declared for t in ("REAL", "FLOA", "DOUB", "NUMERIC", "DECIMAL")):
        return "float"
    if present and all(isinstance(v, str) for v in present):
        if all(_ISO_DAY.match(v) for v in present):
            return "date"
        if all(_ISO_DAY.match(v) or _ISO_TIME.match(v) for v in present):
            return "timestamp"
    if present and all(isinstance(v, int) for v in present):
        return "int"
    if present and all(isinstance(v, int | float) for v in present):
        return "float"
    return "text"


def from_duckdb(path: Path) -> list[Table]:
    """Every table of a DuckDB file (decimals as floats)."""
    import duckdb

    kinds = {"BOOLEAN": "bool", "DATE": "date", "VARCHAR": "text"}
    with duckdb.connect(str(path), read_only=True) as conn:
        names = [r[0] for r in conn.execute("SELECT table_name FROM information_schema.tables ORDER BY 1").fetchall()]
        tables = []
        for name in names:
            info = conn.execute(
                "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = ? "
                "ORDER BY ordinal_position",
                [name],
            ).fetchall()
            columns = [(c, _duckdb_type(t, kinds)) for c, t in info]
            rows = conn.execute(f'SELECT * FROM "{name}"').fetchall()
            tables.append(Table(name, columns, [_typed(r, columns) for r in rows]))
    return tables


def _duckdb_type(declared: str, kinds: dict[str, ColumnType]) -> ColumnType:
    if declared in kinds:
        return kinds[declared]
    if declared.startswith("TIMESTAMP"):
        return "timestamp"
    if "INT" in declared:
        return "int"
    return "float" if declared.startswith(("DECIMAL", "DOUBLE", "FLOAT", "REAL")) else "text"


def time_spine(name: str = "mf_time_spine", start: date = date(2000, 1, 1), end: date = date(2040, 12, 31)) -> Table:
    """A daily time spine (column ds), as MetricFlow's project configuration names it."""
    days = (end - start).days + 1
    return Table(name, [("ds", "date")], [(start + timedelta(days=i),) for i in range(days)])


def _typed(row: tuple[Any, ...] | list[Any], columns: list[tuple[str, ColumnType]]) -> tuple[Any, ...]:
    return tuple(_value(v, t) for v, (_, t) in zip(row, columns, strict=True))


def _value(value: Any, kind: ColumnType) -> Any:
    if value is None:
        return None
    if kind == "int":
        return int(value)
    if kind == "float":
        return float(value)
    if kind == "bool":
        return value.strip().lower() == "true" if isinstance(value, str) else bool(value)
    if kind == "date":
        return value if isinstance(value, date) else date.fromisoformat(str(value)[:10])
    if kind == "timestamp":
        return value if isinstance(value, datetime) else datetime.fromisoformat(str(value))
    return str(value)


def _sqlite_value(value: Any, kind: ColumnType) -> Any:
    if value is None:
        return None
    if kind == "bool":
        return int(value)
    if kind == "date":
        return value.isoformat()
    if kind == "timestamp":
        # midnight as a bare day, as the catalogs' SQLite files write days
        return value.date().isoformat() if value.time() == datetime.min.time() else value.isoformat(sep=" ")
    return value


def _create(table: Table, dialect: str, keep_case: bool = False) -> str:
    # PostgreSQL folds the unquoted column names of a catalog's SQL expressions to lower case: the columns are
    # created so (table names are quoted by the compilers, as dbt quotes its relations), unless `keep_case`
    names = [n.lower() if dialect == "postgres" and not keep_case else n for n, _ in table.columns]
    quote = "`" if dialect in ("mysql", "clickhouse") else '"'
    types = [_SQL_TYPES[dialect][t] for _, t in table.columns]
    if dialect == "clickhouse":  # a column holding NULLs must say so
        types = [f"Nullable({kind})" if any(r[i] is None for r in table.rows) else kind for i, kind in enumerate(types)]
    if dialect == "mysql":  # short text as VARCHAR, as MySQL schemas keep it (DISTINCT on TEXT spills to disk)
        types = [_mysql_text(table, i) if kind == "TEXT" else kind for i, kind in enumerate(types)]
    columns = ", ".join(f"{quote}{n}{quote} {kind}" for n, kind in zip(names, types, strict=True))
    if dialect == "mysql" and table.primary_key:  # MySQL keys need a bounded length
        kinds = dict(table.columns)
        types = [
            "VARCHAR(255)" if n in table.primary_key and kinds[n] == "text" else kind
            for n, kind in zip(names, types, strict=True)
        ]
        columns = ", ".join(f"`{n}` {kind}" for n, kind in zip(names, types, strict=True))
        columns += ", PRIMARY KEY (" + ", ".join(f"`{n}`" for n in table.primary_key) + ")"
    engine = " ENGINE = MergeTree ORDER BY tuple()" if dialect == "clickhouse" else ""
    return f"CREATE TABLE {quote}{table.name}{quote} ({columns}){engine}"


def _mysql_text(table: Table, position: int) -> str:
    longest = max((len(str(r[position])) for r in table.rows if r[position] is not None), default=0)
    return "VARCHAR(255)" if longest <= 255 else "TEXT"


def write_sqlite(path: Path, tables: list[Table]) -> None:
    with sqlite3.connect(path) as conn:
        for table in tables:
            conn.execute(_create(table, "sqlite"))
            marks = ", ".join("?" for _ in table.columns)
            conn.executemany(
                f'INSERT INTO "{table.name}" VALUES ({marks})',
                [tuple(_sqlite_value(v, t) for v, (_, t) in zip(r, table.columns, strict=True)) for r in table.rows],
            )


def write_duckdb(path: Path, tables: list[Table]) -> None:
    """Tables into a DuckDB file, through CSV (DuckDB inserts row by row slowly)."""
    import tempfile

    import duckdb

    with duckdb.connect(str(path)) as conn, tempfile.TemporaryDirectory() as tmp:
        for table in tables:
            conn.execute(_create(table, "duckdb"))
            if not table.rows:
                continue
            file = _csv_file(Path(tmp), table)
            conn.execute(f"COPY \"{table.name}\" FROM '{file}' (HEADER false, NULLSTR '\\N')")


def write_postgres(url: str, tables: list[Table], keep_case: bool = False) -> None:
    """Tables into a PostgreSQL database; column names in lower case, or as the tables spell them (`keep_case`:
    "InvoiceDate", as Chinook's own PostgreSQL script creates them)."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        for table in tables:
            conn.execute(_create(table, "postgres", keep_case))
            if table.rows:
                names = ", ".join(f'"{n if keep_case else n.lower()}"' for n, _ in table.columns)
                with conn.cursor().copy(f'COPY "{table.name}" ({names}) FROM STDIN') as copy:
                    for row in table.rows:
                        copy.write_row(row)


def write_mysql(url: str, tables: list[Table]) -> None:
    """Tables into a MySQL/MariaDB database (a mysql:// URL), in batches of multi-row INSERTs."""
    import pymysql

    from sqlclarify.warehouse.mysql import connect_args

    conn = pymysql.connect(**connect_args(url), autocommit=True)
    try:
        with conn.cursor() as cur:
            for table in tables:
                cur.execute(_create(table, "mysql"))
                marks = ", ".join(["%s"] * len(table.columns))
                for start in range(0, len(table.rows), 5000):
                    cur.executemany(f"INSERT INTO `{table.name}` VALUES ({marks})", table.rows[start : start + 5000])
                # InnoDB's row estimate (which sqlclarify's fingerprint of the database reads) settles now, not
                # while the test runs: a database that changed makes sqlclarify read its values again
                cur.execute(f"ANALYZE TABLE `{table.name}`")
                cur.fetchall()
    finally:
        conn.close()


def write_chdb(target: str, tables: list[Table]) -> None:
    """Tables into a database of a chdb folder (chdb:///FOLDER?database=NAME), through CSV files."""
    import tempfile
    from urllib.parse import parse_qs, urlsplit

    from chdb.session import Session

    from sqlclarify.warehouse import url_path

    database = parse_qs(urlsplit(target).query).get("database", ["default"])[-1]
    session = Session(str(url_path(target)))
    try:
        session.query(f"CREATE DATABASE IF NOT EXISTS `{database}`")
        session.query(f"USE `{database}`")
        with tempfile.TemporaryDirectory() as tmp:
            for table in tables:
                session.query(_create(table, "clickhouse"))
                if not table.rows:
                    continue
                file = _csv_file(Path(tmp), table)
                names = ", ".join(f"`{n}`" for n, _ in table.columns)
                session.query(
                    f"INSERT INTO `{table.name}` ({names}) SELECT * FROM file('{file}', 'CSV', "
                    f"'{_chdb_structure(table)}') SETTINGS format_csv_null_representation = '\\\\N'"
                )
    finally:
        session.close()


def _chdb_structure(table: Table) -> str:
    types = _SQL_TYPES["clickhouse"]
    return ", ".join(f"`{n}` Nullable({types[t]})" for n, t in table.columns)


def _csv_file(folder: Path, table: Table) -> Path:
    """The table's rows as a headerless CSV file in `folder`, NULL written as \\N."""
    import csv

    file = folder / f"{table.name}.csv"
    with file.open("w", newline="", encoding="utf-8") as out:
        csv.writer(out).writerows([[_csv_cell(v) for v in r] for r in table.rows])
    return file


def _csv_cell(value: Any) -> Any:
    if value is None:
        return "\\N"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, datetime):
        return value.isoformat(sep=" ")
    return value


def write_parquet(folder: Path, tables: list[Table]) -> None:
    """Tables as one Parquet file each in `folder` (what spark:///FOLDER reads), written by DuckDB."""
    import tempfile

    import duckdb

    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        staged = Path(tmp) / "staged.duckdb"
        write_duckdb(staged, tables)
        with duckdb.connect(str(staged)) as conn:
            for table in tables:
                conn.execute(f"COPY \"{table.name}\" TO '{folder / f'{table.name}.parquet'}' (FORMAT parquet)")
