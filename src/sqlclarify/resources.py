"""Per-database facts the nodes share, cached: whether the catalog applies, and what dates hold data."""

from __future__ import annotations

from datetime import date
from functools import lru_cache

from sqlclarify.catalog.model import Catalog
from sqlclarify.context import Context
from sqlclarify.warehouse.base import Warehouse


def catalog_for(ctx: Context) -> Catalog | None:
    """The metric catalog when the database holds every table it uses; None otherwise."""
    catalog = ctx.load_catalog()
    schema = ctx.warehouse().schema()
    if all(schema.find_table(table) for table in catalog.tables):
        return catalog
    return None


def data_coverage(ctx: Context, catalog: Catalog) -> tuple[date, date] | None:
    """First and last day with data, from the catalog's coverage table."""
    warehouse = ctx.warehouse()
    coverage = catalog.data_coverage
    return _coverage(warehouse, warehouse.fingerprint(), coverage.table, coverage.column)


@lru_cache(maxsize=16)
def _coverage(warehouse: Warehouse, fingerprint: str, table: str, column: str) -> tuple[date, date] | None:
    schema = warehouse.schema()
    table = schema.find_table(table) or table
    column = schema.find_column(table, column) or column
    quoted_table = '"' + table.replace('"', '""') + '"'
    quoted = '"' + column.replace('"', '""') + '"'
    first, last = warehouse.run(f"SELECT MIN({quoted}), MAX({quoted}) FROM {quoted_table}", max_rows=1).rows[0]
    if not first:
        return None
    return date.fromisoformat(str(first)[:10]), date.fromisoformat(str(last)[:10])
