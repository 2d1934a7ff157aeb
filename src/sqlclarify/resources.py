"""Per-database facts the nodes share, cached: whether the catalog applies, and what dates hold data."""

from __future__ import annotations

import os
from datetime import date
from functools import lru_cache

from sqlclarify.catalog.model import Catalog
from sqlclarify.context import Context
from sqlclarify.sql.readonly import connect_readonly
from sqlclarify.sql.schema import read_schema


def catalog_for(ctx: Context) -> Catalog | None:
    """The metric catalog when the database holds every table it uses; None otherwise."""
    catalog = ctx.load_catalog()
    schema = read_schema(str(ctx.database_path()))
    if all(schema.find_table(table) for table in catalog.tables):
        return catalog
    return None


def data_coverage(ctx: Context, catalog: Catalog) -> tuple[date, date] | None:
    """First and last day with data, from the catalog's coverage table."""
    path = str(ctx.database_path())
    stat = os.stat(path)
    return _coverage(path, stat.st_mtime_ns, catalog.data_coverage.table, catalog.data_coverage.column)


@lru_cache(maxsize=16)
def _coverage(path: str, mtime_ns: int, table: str, column: str) -> tuple[date, date] | None:
    conn = connect_readonly(path, authorize=False)
    try:
        first, last = conn.execute(f'SELECT MIN("{column}"), MAX("{column}") FROM "{table}"').fetchone()
    finally:
        conn.close()
    if not first:
        return None
    return date.fromisoformat(first[:10]), date.fromisoformat(last[:10])
