"""Validation speed per engine: Spider dev gold queries through the validator, against EXPLAIN alone.

SQLite reads the Spider dev files as they are. DuckDB (one file per Spider database) and PostgreSQL (one
database per Spider database, on a throwaway server started from tests/support/postgres.py; skipped where
the binaries are absent) get the same tables and columns (lower-cased names, types by SQLite affinity) but
no rows: validation reads the schema and asks the engine for a plan, it runs nothing. Gold queries are
transpiled from SQLite to the engine's dialect with sqlglot; the figure is the median over the queries the
validator accepts on that engine, with the schema caches warm, as in a long-running agent.
"""

from __future__ import annotations

import json
import sqlite3
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

import sqlglot

from sqlclarify.warehouse import open_warehouse
from sqlclarify.warehouse.guard import validate_sql
from support import ROOT, SPIDER, figure, scratch

GOAL_MS = 5.0


def spider_schemas() -> dict[str, dict[str, list[tuple[str, str]]]]:
    """db id -> table -> [(column, engine type)], names lower-cased."""
    schemas = {}
    for path in sorted((SPIDER / "database").glob("*/*.sqlite")):
        conn = sqlite3.connect(path)
        tables = {}
        for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'"):
            columns = conn.execute(f"PRAGMA table_info({_quote(name)})").fetchall()
            tables[name.lower()] = [(c[1].lower(), _affinity(c[2])) for c in columns]
        schemas[path.parent.name] = tables
        conn.close()
    return schemas


def _affinity(declared: str) -> str:
    kind = declared.upper()
    if "INT" in kind:
        return "BIGINT"
    if any(word in kind for word in ("REAL", "FLOA", "DOUB", "NUM", "DEC")):
        return "DOUBLE PRECISION"
    return "TEXT"


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _ddl(tables: dict[str, list[tuple[str, str]]]) -> list[str]:
    return [
        f"CREATE TABLE {_quote(table)} ({', '.join(f'{_quote(c)} {t}' for c, t in columns)})"
        for table, columns in tables.items()
    ]


def duckdb_targets(schemas: dict[str, Any]) -> dict[str, str]:
    import duckdb

    targets = {}
    for db, tables in schemas.items():
        path = scratch() / "duckdb" / f"{db}.duckdb"
        path.parent.mkdir(exist_ok=True)
        with duckdb.connect(str(path)) as conn:
            for statement in _ddl(tables):
                conn.execute(statement)
        targets[db] = f"duckdb://{path}"
    return targets


def postgres_targets(schemas: dict[str, Any]) -> tuple[dict[str, str], Any] | None:
    sys.path.insert(0, str(ROOT))
    from tests.support.postgres import pg_bin, start_postgres

    if pg_bin() is None:
        return None
    import psycopg

    server = start_postgres()
    with psycopg.connect(server.url(), autocommit=True) as conn:
        conn.execute("CREATE ROLE reader LOGIN")
    targets = {}
    for db, tables in schemas.items():
        url = server.create_database(db.lower())
        with psycopg.connect(url, autocommit=True) as conn:
            for statement in _ddl(tables):
                conn.execute(statement)
            conn.execute("GRANT SELECT ON ALL TABLES IN SCHEMA public TO reader")
        targets[db] = server.url(db.lower(), user="reader")  # a SELECT-only role, as the README advises
    return targets, server


def engine_figure(engine: str, dialect: str, gold: list[dict], target: Callable[[str], str]) -> dict[str, Any]:
    queries = []
    for record in gold:
        sql = sqlglot.transpile(record["gold_sql"], read="sqlite", write=dialect)[0]
        warehouse = open_warehouse(target(record["db_id"]))
        if validate_sql(sql, warehouse).ok:  # also warms the schema cache
            queries.append((sql, warehouse))
    full, explain = [], []
    for sql, warehouse in queries:  # both timings of a query in a row: they see the same machine noise
        started = time.perf_counter()
        validate_sql(sql, warehouse)
        full.append((time.perf_counter() - started) * 1000)
        started = time.perf_counter()
        warehouse.explain(sql)
        explain.append((time.perf_counter() - started) * 1000)
    validate_ms, explain_ms = statistics.median(full), statistics.median(explain)
    return figure(
        f"validation.{engine}",
        f"validate one Spider dev gold query on {engine}, median of {len(queries)}",
        f"{validate_ms:.2f} ms",
        f"EXPLAIN alone: {explain_ms:.2f} ms",
        validate_ms / explain_ms,
        f"≤ {GOAL_MS:.0f} ms",
        validate_ms <= GOAL_MS,
        f"{len(queries)} of {len(gold)} gold queries accepted in the {dialect} dialect; the ratio to EXPLAIN "
        "is what sqlglot parsing and qualify add",
    )


def measure(quick: bool = False) -> list[dict[str, Any]]:
    gold = json.loads((SPIDER / "spider_dev_gold.json").read_text())
    if quick:
        gold = gold[::40]
    rows = [engine_figure("SQLite", "sqlite", gold, lambda db: str(SPIDER / "database" / db / f"{db}.sqlite"))]
    schemas = spider_schemas()
    duck = duckdb_targets(schemas)
    rows.append(engine_figure("DuckDB", "duckdb", gold, duck.__getitem__))
    if not quick:
        started = postgres_targets(schemas)
        if started is not None:
            targets, server = started
            try:
                rows.append(engine_figure("PostgreSQL", "postgres", gold, targets.__getitem__))
            finally:
                server.stop()
    return rows
