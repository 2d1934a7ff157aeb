"""The warehouse protocol: what the agent needs of a database, whatever the engine.

A warehouse knows no metric, no graph and no context: it takes SQL and limits and returns rows or a
typed error. Engines: `sqlite.py`, `duckdb.py`, `postgres.py`; `open_warehouse` picks one from a path or URL.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Protocol

DEFAULT_TIMEOUT_S = 10.0
DEFAULT_MAX_ROWS = 1000
DEFAULT_MAX_RESULT_BYTES = 16 * 1024 * 1024


class QueryError(Exception):
    """The database refused or aborted a statement; the message is fit for the user."""


@dataclass(frozen=True)
class ForeignKey:
    column: str
    ref_table: str
    ref_column: str


@dataclass(frozen=True)
class WarehouseSchema:
    """Table (and view) name → {column name: declared type}, names as the database spells them."""

    tables: dict[str, dict[str, str]]
    foreign_keys: dict[str, list[ForeignKey]] = field(default_factory=dict)
    # which of `tables` are views (SQLite, DuckDB and PostgreSQL say so): a view reads its tables as its owner,
    # around any row policy on them
    views: frozenset[str] = frozenset()

    def find_table(self, name: str) -> str | None:
        """The database's spelling of a table name (matched case-insensitively)."""
        lowered = name.lower()
        return next((t for t in self.tables if t.lower() == lowered), None)

    def find_column(self, table: str, column: str) -> str | None:
        found = self.find_table(table)
        if found is None:
            return None
        lowered = column.lower()
        return next((c for c in self.tables[found] if c.lower() == lowered), None)

    @cached_property
    def sqlglot_schema(self) -> dict[str, dict[str, str]]:
        """The schema as sqlglot's optimizer takes it (built once per schema)."""
        return {table: {col: (kind or "TEXT") for col, kind in cols.items()} for table, cols in self.tables.items()}

    @cached_property
    def has_upper_case(self) -> bool:
        """Whether any table or column is stored with an upper-case letter (built once per schema)."""
        names = list(self.tables) + [col for cols in self.tables.values() for col in cols]
        return any(name != name.lower() for name in names)

    @cached_property
    def words(self) -> frozenset[str]:
        """Every table and column name, lowercased (built once per schema)."""
        return frozenset(
            [name.lower() for name in self.tables] + [col.lower() for cols in self.tables.values() for col in cols]
        )


@dataclass
class QueryResult:
    columns: list[str]
    rows: list[list[Any]] = field(default_factory=list)
    truncated: bool = False
    elapsed_ms: float = 0.0


class Warehouse(Protocol):
    """One database, opened read-only."""

    url: str  # what the user gave (a path or a URL), with any password masked
    dialect: str  # the sqlglot dialect: "sqlite", "duckdb", "postgres", …

    def schema(self) -> WarehouseSchema:
        """Tables, columns, types and foreign keys (cached until the database changes)."""
        ...

    def sample_values(self, table: str, column: str, limit: int = 3) -> list[Any]:
        """A few distinct non-null values of a column, for prompts."""
        ...

    def explain(self, sql: str, *, timeout_s: float = DEFAULT_TIMEOUT_S) -> str | None:
        """Dry-run `sql`; the engine's error text, or None when it accepts it."""
        ...

    def run(
        self,
        sql: str,
        *,
        max_rows: int = DEFAULT_MAX_ROWS,
        timeout_s: float = DEFAULT_TIMEOUT_S,
        max_bytes: int = DEFAULT_MAX_RESULT_BYTES,
    ) -> QueryResult:
        """Run one read-only query within the limits; QueryError when refused, failed or timed out."""
        ...

    def fingerprint(self) -> str:
        """A token that changes when the data or schema changes (a cache key)."""
        ...
