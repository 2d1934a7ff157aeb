"""A warehouse seen through the data boundary: the schema without what may not be read, and every statement
checked on its parsed form (tables, columns, `*`) and rewritten for row-level policies before it runs.

This is a layer of its own: the validator already refuses what the restricted schema lacks (as unknown), and
this wrapper refuses it again at `run`/`explain`, so neither relies on the other.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import sqlglot
from sqlglot import exp
from sqlglot.errors import SqlglotError

from sqlclarify.warehouse.base import (
    DEFAULT_MAX_RESULT_BYTES,
    DEFAULT_MAX_ROWS,
    DEFAULT_TIMEOUT_S,
    QueryError,
    QueryResult,
    Warehouse,
    WarehouseSchema,
)
from sqlclarify.warehouse.boundary import Boundary
from sqlclarify.warehouse.guard import HOME_SCHEMAS
from sqlclarify.warehouse.row_policy import RowPolicies, apply_policies

_PREPARED_CACHE = 256


class BoundedWarehouse:
    """`inner` as one user may see it under `boundary`; other attributes are the inner warehouse's."""

    def __init__(
        self,
        inner: Warehouse,
        boundary: Boundary,
        *,
        catalog_tables: Callable[[], frozenset[str]] = frozenset,
        policies: Callable[[], RowPolicies] = lambda: RowPolicies({}),
    ) -> None:
        self.inner = inner
        self.boundary = boundary
        self._catalog_tables = catalog_tables
        self._policies = policies
        self._lock = threading.Lock()
        self._schema: tuple[int, WarehouseSchema] | None = None
        self._prepared: OrderedDict[str, str] = OrderedDict()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    @property
    def url(self) -> str:
        return self.inner.url

    @property
    def dialect(self) -> str:
        return self.inner.dialect

    def schema(self) -> WarehouseSchema:
        """The inner schema less what the boundary denies; the same object while the inner one is unchanged."""
        full = self.inner.schema()
        with self._lock:
            if self._schema is None or self._schema[0] != id(full):
                self._prepared.clear()
                self._schema = (id(full), self.boundary.restrict(full, self._catalog_tables()))
                self._full = full  # kept so its id is not reused while cached
            return self._schema[1]

    def row_policies(self) -> RowPolicies:
        """The row conditions this warehouse's user reads each guarded table under."""
        return self._policies()

    def fingerprint(self) -> str:
        return f"{self.inner.fingerprint()}|{self.boundary.fingerprint}"

    def sample_values(self, table: str, column: str, limit: int = 3) -> list[Any]:
        schema = self.schema()
        found = schema.find_table(table)
        if found is None or schema.find_column(found, column) is None:
            return []
        if self._policies():  # sample values of a guarded table must come through its policy too
            sql = f"SELECT DISTINCT {_quote(column, self.dialect)} FROM {_quote(found, self.dialect)}"
            sql += f" WHERE {_quote(column, self.dialect)} IS NOT NULL LIMIT {int(limit)}"
            try:
                return [row[0] for row in self.run(sql, max_rows=limit).rows]
            except QueryError:
                return []
        return self.inner.sample_values(table, column, limit)

    def explain(self, sql: str, *, timeout_s: float = DEFAULT_TIMEOUT_S) -> str | None:
        try:
            prepared = self.prepare(sql)
        except QueryError as exc:
            return str(exc)
        return self.inner.explain(prepared, timeout_s=timeout_s)

    def run(
        self,
        sql: str,
        *,
        max_rows: int = DEFAULT_MAX_ROWS,
        timeout_s: float = DEFAULT_TIMEOUT_S,
        max_bytes: int = DEFAULT_MAX_RESULT_BYTES,
    ) -> QueryResult:
        return self.inner.run(self.prepare(sql), max_rows=max_rows, timeout_s=timeout_s, max_bytes=max_bytes)

    def prepare(self, sql: str) -> str:
        """The statement to send: checked against the boundary and rewritten for row policies; QueryError when
        it reads what the boundary denies. Verdicts are kept per statement until the schema changes."""
        self.schema()
        with self._lock:
            hit = self._prepared.get(sql)
            if hit is not None:
                self._prepared.move_to_end(sql)
                return hit
        prepared = self._prepare(sql)
        with self._lock:
            self._prepared[sql] = prepared
            while len(self._prepared) > _PREPARED_CACHE:
                self._prepared.popitem(last=False)
        return prepared

    def _prepare(self, sql: str) -> str:
        dialect = self.dialect
        try:
            statements = [s for s in sqlglot.parse(sql, read=dialect) if s is not None]
        except SqlglotError:
            raise QueryError("the data boundary cannot read this statement") from None
        if len(statements) != 1:
            raise QueryError("the data boundary allows one statement at a time")
        tree = statements[0]
        problem = self._check(tree)
        if problem:
            raise QueryError(problem)
        policies = self._policies()
        if not policies:
            return sql  # nothing to rewrite: the statement runs exactly as written
        return apply_policies(tree, policies, dialect).sql(dialect=dialect)

    def _check(self, tree: exp.Expression) -> str | None:
        """Why `tree` reads outside the boundary, or None. Names only what the user may know exists."""
        full = self.inner.schema()
        visible = self.schema()
        ctes = {cte.alias_or_name.lower() for cte in tree.find_all(exp.CTE)}
        aliases: dict[str, str] = {}  # alias or name → table (database spelling)
        used: list[str] = []
        for table in tree.find_all(exp.Table):
            if not isinstance(table.this, exp.Identifier) or table.name.lower() in ctes:
                continue
            home = HOME_SCHEMAS.get(self.dialect, ())
            found = visible.find_table(table.name)
            if table.catalog or (table.db and table.db.lower() not in home) or found is None:
                # another database or schema, a system view, a denied table: none is inside the boundary
                return f"table {table.sql(dialect=self.dialect)} is outside the data boundary"
            used.append(found)
            aliases[(table.alias or table.name).lower()] = found
            aliases[table.name.lower()] = found
        guarded = [t for t in used if len(visible.tables[t]) < len(full.tables[t])]
        if not guarded:
            return None
        for star in tree.find_all(exp.Star):
            if isinstance(star.parent, exp.Count):
                continue
            return "SELECT * is not allowed on a table with columns outside the data boundary; name the columns"
        for column in tree.find_all(exp.Column):
            if isinstance(column.this, exp.Star):
                return "SELECT * is not allowed on a table with columns outside the data boundary; name the columns"
            name = column.name
            owners = [aliases[column.table.lower()]] if column.table and column.table.lower() in aliases else guarded
            for owner in owners:
                real = full.find_column(owner, name)
                if real is not None and real not in visible.tables[owner]:
                    return f"column {name} is outside the data boundary"
        return None


def _quote(name: str, dialect: str) -> str:
    return exp.to_identifier(name, quoted=True).sql(dialect=dialect)
