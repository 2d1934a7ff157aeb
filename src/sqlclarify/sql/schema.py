"""The live schema of a SQLite database: tables, views and their columns."""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import cached_property, lru_cache

from sqlclarify.sql.readonly import connect_readonly


@dataclass(frozen=True)
class DatabaseSchema:
    """Table (and view) name -> {column name: declared type}, names as the database spells them."""

    tables: dict[str, dict[str, str]]

    def find_table(self, name: str) -> str | None:
        """The database's spelling of a table name (SQLite names are case-insensitive)."""
        lowered = name.lower()
        return next((t for t in self.tables if t.lower() == lowered), None)

    @cached_property
    def sqlglot_schema(self) -> dict[str, dict[str, str]]:
        """The schema as sqlglot's optimizer takes it (built once per schema)."""
        return {table: {col: (kind or "TEXT") for col, kind in cols.items()} for table, cols in self.tables.items()}

    @cached_property
    def words(self) -> frozenset[str]:
        """Every table and column name, lowercased (built once per schema)."""
        return frozenset(
            [name.lower() for name in self.tables] + [col.lower() for cols in self.tables.values() for col in cols]
        )


def read_schema(path: str) -> DatabaseSchema:
    """The schema of the database at `path`, cached until the file changes."""
    stat = os.stat(path)
    return _read_schema_cached(os.path.abspath(path), stat.st_mtime_ns, stat.st_size)


@lru_cache(maxsize=32)
def _read_schema_cached(path: str, mtime_ns: int, size: int) -> DatabaseSchema:
    conn = connect_readonly(path, authorize=False)
    try:
        names = [
            row[0]
            for row in conn.execute(
                "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') "
                "AND name NOT LIKE 'sqlite_%' ORDER BY name"
            )
        ]
        tables = {}
        for name in names:
            quoted = '"' + name.replace('"', '""') + '"'
            tables[name] = {row[1]: row[2] for row in conn.execute(f"PRAGMA table_info({quoted})")}
        return DatabaseSchema(tables=tables)
    finally:
        conn.close()
