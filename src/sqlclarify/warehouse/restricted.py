"""The engine that enforces one user's exposure in the database itself, for each engine that can: SQLite and
DuckDB on a private copy of what the user may read, PostgreSQL as the exposure's role (when the operator created it)."""

from __future__ import annotations

from sqlclarify.warehouse.base import Warehouse
from sqlclarify.warehouse.exposure import Exposure


def restricted_warehouse(inner: Warehouse, exposure: Exposure) -> Warehouse | None:
    """A warehouse where the database enforces `exposure`, or None where this engine cannot."""
    kind = type(inner).__name__
    if kind == "SqliteWarehouse":
        from sqlclarify.warehouse.sqlite_copy import SqliteCopy

        return SqliteCopy(inner, exposure)  # type: ignore[arg-type]
    if kind == "DuckDBWarehouse":
        from sqlclarify.warehouse.duckdb_copy import DuckDBCopy

        return DuckDBCopy(inner, exposure)  # type: ignore[arg-type]
    if kind == "PostgresWarehouse":
        from sqlclarify.warehouse.postgres_roles import role_warehouse

        return role_warehouse(inner, exposure)  # type: ignore[arg-type]
    return None
