"""Tables as plain data (name, typed columns, rows), read from a SQLite file or a MetricFlow table snapshot
YAML, and written into SQLite, DuckDB or PostgreSQL with the same values: the differential tests run one
catalog's SQL on every engine over identical data.

Column types are few: int, float, text, bool, date, timestamp. SQLite stores dates as ISO text (as the
catalogs' own SQLite files do) and booleans as 0/1.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

import yaml

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
}  # fmt: skip


@dataclass
class Table:
    name: str
    columns: list[tuple[str, ColumnType]]
    rows: list[tuple[Any, ...]]


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
            tables.append(Table(name, columns, [_typed(r, columns) for r in rows]))
    return tables


def _sqlite_type(declared: str, values: list[Any]) -> ColumnType:
    present = [v for v in values if v is not None]
    declared = declared.upper()
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


def from_snapshot(path: Path) -> Table:
    """A MetricFlow table snapshot (tests_metricflow/fixtures/source_table_snapshots/*.yaml)."""
    snapshot = yaml.safe_load(path.read_text(encoding="utf-8"))["table_snapshot"]
    columns = [(c["name"], _SNAPSHOT_TYPES[c["type"]]) for c in snapshot["column_definitions"]]
    return Table(snapshot["table_name"], columns, [_typed(r, columns) for r in snapshot.get("rows") or []])


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


def _create(table: Table, dialect: str) -> str:
    # PostgreSQL folds the unquoted column names of a catalog's SQL expressions to lower case: the columns are
    # created so (table names are quoted by the compilers, as dbt quotes its relations)
    names = [n.lower() if dialect == "postgres" else n for n, _ in table.columns]
    columns = ", ".join(f'"{n}" {_SQL_TYPES[dialect][t]}' for n, (_, t) in zip(names, table.columns, strict=True))
    return f'CREATE TABLE "{table.name}" ({columns})'


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
    import duckdb

    with duckdb.connect(str(path)) as conn:
        for table in tables:
            conn.execute(_create(table, "duckdb"))
            if table.rows:
                marks = ", ".join("?" for _ in table.columns)
                conn.executemany(f'INSERT INTO "{table.name}" VALUES ({marks})', [list(r) for r in table.rows])


def write_postgres(url: str, tables: list[Table]) -> None:
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        for table in tables:
            conn.execute(_create(table, "postgres"))
            if table.rows:
                names = ", ".join(f'"{n.lower()}"' for n, _ in table.columns)
                with conn.cursor().copy(f'COPY "{table.name}" ({names}) FROM STDIN') as copy:
                    for row in table.rows:
                        copy.write_row(row)
