"""What one user may read, in the form a database enforces: each readable table with its readable columns and
the condition its rows must meet. Built by `BoundedWarehouse` from the boundary and the row policies; each engine
that can enforce it (SQLite and DuckDB on a private copy, PostgreSQL as a role) takes it from here."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import cached_property


@dataclass(frozen=True)
class ExposedTable:
    """A readable table: its name and readable columns as the database spells them, and the SQL condition (in
    the engine's dialect) its rows must meet, None for every row."""

    name: str
    columns: tuple[str, ...]
    rows: str | None = None


@dataclass(frozen=True)
class Exposure:
    """Every table one user may read; `restricts` is False when that is the whole database, every row."""

    dialect: str
    tables: tuple[ExposedTable, ...]
    restricts: bool

    @cached_property
    def key(self) -> str:
        """A short stable name for this exposure (a PostgreSQL role's suffix, a cache key)."""
        return hashlib.sha256(repr((self.dialect, self.tables)).encode()).hexdigest()[:16]

    def table(self, name: str) -> ExposedTable | None:
        lowered = name.lower()
        return next((t for t in self.tables if t.name.lower() == lowered), None)
