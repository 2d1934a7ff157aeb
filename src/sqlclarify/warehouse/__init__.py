"""Warehouses: one read-only interface (`base.Warehouse`) over SQLite, DuckDB and PostgreSQL.

`open_warehouse` picks the engine from what the user gave: a path is SQLite, or DuckDB for `.duckdb`,
`.parquet`, `.csv` files and folders of Parquet/CSV files; a URL is `duckdb:///path`, `sqlite:///path`,
`postgresql://…` or `postgres://…`, `mysql://…`, `chdb:///PATH` or `clickhouse://…`, `spark:///FOLDER` (a local Spark
session over Parquet/CSV files) or `sc://host:port` (Spark Connect), or another SQLAlchemy URL.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from sqlclarify.errors import DatabaseError
from sqlclarify.warehouse.base import QueryError, QueryResult, Warehouse, WarehouseSchema
from sqlclarify.warehouse.paths import url_path, url_scheme

if TYPE_CHECKING:
    from sqlclarify.warehouse.guard import ValidationReport

__all__ = [
    "QueryError",
    "QueryResult",
    "Warehouse",
    "WarehouseSchema",
    "engine_name",
    "engine_of",
    "open_warehouse",
    "url_path",
    "validate_sql",
]

ENGINE_NAMES = {
    "sqlite": "SQLite",
    "duckdb": "DuckDB",
    "postgres": "PostgreSQL",
    "mysql": "MySQL",
    "clickhouse": "ClickHouse",
    "spark": "Spark SQL",
}
# engines whose URL names a server, not a local file (spark:///FOLDER and chdb:///PATH are keyed by their path)
SERVER_ENGINES = ("postgres", "mysql", "clickhouse", "sqlalchemy", "spark")

_CACHE: dict[str, Warehouse] = {}
_LOCK = threading.Lock()


def engine_name(dialect: str) -> str:
    """How people write the engine's name ("PostgreSQL" for the sqlglot dialect "postgres")."""
    return ENGINE_NAMES.get(dialect, dialect)


def engine_of(target: str) -> str:
    """'sqlite', 'duckdb', 'postgres', 'mysql', 'clickhouse', 'spark' or 'sqlalchemy' for a path or URL; DatabaseError
    for an unsupported URL scheme."""
    scheme = url_scheme(target)
    if scheme in ("postgresql", "postgres"):
        return "postgres"
    if scheme in ("mysql", "mariadb", "mysql+pymysql", "mariadb+pymysql"):
        return "mysql"
    if scheme in ("chdb", "clickhouse", "clickhouses", "clickhouse+http", "clickhouse+https"):
        return "clickhouse"
    if scheme in ("spark", "sc"):  # spark:///FOLDER (a local session over files), sc://host:port (Spark Connect)
        return "spark"
    if scheme == "duckdb":
        return "duckdb"
    if scheme == "sqlite":
        return "sqlite"
    if scheme:
        from sqlclarify.warehouse.generic import dialect_of

        if dialect_of(target) is not None:
            return "sqlalchemy"
        raise DatabaseError(
            f"unsupported database URL '{scheme}://…': use a SQLite path, duckdb:///PATH, postgresql://…, "
            "mysql://…, chdb:///PATH, clickhouse://…, spark:///FOLDER, sc://HOST:PORT or a SQLAlchemy URL "
            "(snowflake://, bigquery://, trino://, …)"
        )
    from sqlclarify.warehouse.files import is_duckdb_target

    return "duckdb" if is_duckdb_target(Path(target).expanduser()) else "sqlite"


def open_warehouse(target: str) -> Warehouse:
    """The warehouse at `target` (a path or URL), opened read-only once and cached for the process.

    DatabaseError (one line) for a bad URL, a missing file, a server that is down or a missing database."""
    target = str(target).strip()
    if not target:
        raise DatabaseError("no database given")
    key = _cache_key(target)
    with _LOCK:
        cached = _CACHE.get(key)
        if cached is not None:
            return cached
        warehouse = _open(target)
        _CACHE[key] = warehouse
        return warehouse


def _cache_key(target: str) -> str:
    """One key per database: `x.duckdb` and `duckdb:///abs/x.duckdb` share one read-only handle."""
    engine = engine_of(target)
    if engine == "clickhouse" and url_scheme(target) == "chdb":
        query = urlsplit(target).query
        return f"chdb:{url_path(target).resolve()}" + (f"?{query}" if query else "")
    if engine == "spark" and url_scheme(target) == "spark":
        return f"spark:{url_path(target).resolve()}"
    if engine in SERVER_ENGINES:
        return target
    return f"{engine}:{url_path(target).resolve()}"


def is_open(warehouse: Warehouse) -> bool:
    """Whether `warehouse` is still the cached handle of its database (not forgotten since it was opened)."""
    inner = getattr(warehouse, "inner", warehouse)  # a BoundedWarehouse is open while its engine is
    return any(cached is inner for cached in list(_CACHE.values()))


def forget_warehouse(target: str) -> None:
    """Drop a cached warehouse (and close it), e.g. before its data is rewritten."""
    with _LOCK:
        warehouse = _CACHE.pop(_cache_key(str(target).strip()), None)
    close = getattr(warehouse, "close", None)
    if close is not None:
        close()


def _open(target: str) -> Warehouse:
    engine = engine_of(target)
    if engine == "postgres":
        from sqlclarify.warehouse.postgres import PostgresWarehouse

        return PostgresWarehouse(target)
    if engine == "mysql":
        from sqlclarify.warehouse.mysql import MySQLWarehouse

        return MySQLWarehouse(target)
    if engine == "clickhouse":
        from sqlclarify.warehouse.clickhouse import ClickHouseWarehouse

        return ClickHouseWarehouse(target)
    if engine == "spark":
        from sqlclarify.warehouse.spark import SparkWarehouse

        return SparkWarehouse(target)
    if engine == "sqlalchemy":
        from sqlclarify.warehouse.generic import SqlAlchemyWarehouse

        return SqlAlchemyWarehouse(target)
    path = url_path(target)
    if engine == "duckdb":
        from sqlclarify.warehouse.duckdb import DuckDBWarehouse

        return DuckDBWarehouse(path, url=target)
    from sqlclarify.warehouse.sqlite import SqliteWarehouse

    if path.is_dir():
        raise DatabaseError(f"{path} is a folder without Parquet or CSV files, not a database file")
    return SqliteWarehouse(path)


def validate_sql(
    sql: str, warehouse: Warehouse | str | Path, *, row_limit: int | None = 1000, dry_run: bool = True
) -> ValidationReport:
    """`guard.validate_sql` on a warehouse or on a path or URL, opened with `open_warehouse` (the validator
    itself takes an open warehouse: it sits below the engines, which use it)."""
    from sqlclarify.warehouse.guard import validate_sql as validate_on  # sqlglot's parser: loaded when used

    if isinstance(warehouse, (str, Path)):
        warehouse = open_warehouse(str(warehouse))
    return validate_on(sql, warehouse, row_limit=row_limit, dry_run=dry_run)
