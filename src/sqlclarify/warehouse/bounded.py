"""A warehouse seen through the data boundary, in two layers that each hold alone:

- the database layer: for a user who may not read everything, statements run where the database itself
  enforces the boundary — SQLite and DuckDB on a private in-memory copy that holds only the allowed tables,
  columns and rows; PostgreSQL as the boundary's role (column grants and row-level security) when the operator
  has created it (`sqlclarify boundary --create-role`). `enforced` says whether it is in force;
- the SQL check: every statement parsed and resolved scope by scope (`reads.boundary_problem`) and, where the
  database does not filter rows itself, rewritten for the row-level policies.

The validator in front of both refuses what the restricted schema lacks (as unknown), so no layer relies on
another. `sql_check` and `database_layer` turn one off, for tests that prove the other alone.
"""

from __future__ import annotations

import threading
import time
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
from sqlclarify.warehouse.exposure import ExposedTable, Exposure
from sqlclarify.warehouse.reads import HOME_SCHEMAS, boundary_problem
from sqlclarify.warehouse.restricted import restricted_warehouse
from sqlclarify.warehouse.row_policy import RowPolicies, apply_policies

_PREPARED_CACHE = 256
_MISSING_RECHECK_S = 5.0  # how long "this database cannot enforce it" is believed before asking again


class BoundedWarehouse:
    """`inner` as one user may see it under `boundary`; other attributes are the inner warehouse's."""

    def __init__(
        self,
        inner: Warehouse,
        boundary: Boundary,
        *,
        catalog_tables: Callable[[], frozenset[str]] = frozenset,
        policies: Callable[[], RowPolicies] | None = None,
        sql_check: bool = True,
        database_layer: bool = True,
    ) -> None:
        self.inner = inner
        self.boundary = boundary
        self._catalog_tables = catalog_tables
        self._policies = policies or (lambda: RowPolicies({}))
        self.sql_check = sql_check
        self.database_layer = database_layer
        self._lock = threading.Lock()
        self._schema: tuple[int, WarehouseSchema] | None = None
        self._prepared: OrderedDict[tuple[str, bool], str] = OrderedDict()
        # (schema id, exposure key) → the engine that enforces that exposure, or None where none can
        self._enforcer: tuple[tuple[int, str], Warehouse | None] | None = None
        self._exposure: tuple[WarehouseSchema, RowPolicies, Exposure] | None = None
        self._missing: tuple[tuple[int, str], float] | None = None  # (key, until when "no engine" is believed)

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
                self._schema = (
                    id(full),
                    _without_unguarded_views(self.boundary.restrict(full, self._catalog_tables()), self._policies()),
                )
                self._full = full  # kept so its id is not reused while cached
            return self._schema[1]

    def exposure(self) -> Exposure:
        """What this user may read, as a database would enforce it: the visible tables and columns, each
        guarded table's row condition in the engine's dialect."""
        full, visible, policies = self.inner.schema(), self.schema(), self._policies()
        with self._lock:
            found = self._exposure
            if found is not None and found[0] is full and found[1] is policies:
                return found[2]
        conditions = policies.conditions
        tables = tuple(
            ExposedTable(
                name=table,
                columns=tuple(columns),
                rows=conditions[table.lower()].sql(dialect=self.dialect) if table.lower() in conditions else None,
            )
            for table, columns in visible.tables.items()
        )
        restricts = bool(conditions) or visible.tables.keys() != full.tables.keys()
        restricts = restricts or any(len(cols) < len(full.tables[t]) for t, cols in visible.tables.items())
        exposure = Exposure(dialect=self.dialect, tables=tables, restricts=restricts)
        with self._lock:
            self._exposure = (full, policies, exposure)  # held, so neither id is reused while cached
        return exposure

    def enforcement(self) -> str:
        """Where this user's boundary is enforced, in a few words (for `sqlclarify boundary` and server starts)."""
        exposure = self.exposure()
        if not exposure.restricts:
            return "nothing withheld from this user"
        engine = self._engine(exposure)
        if engine is None and self.requires_enforcement:
            return "by the SQL check; the database cannot enforce it itself, so only the catalog's SQL runs"
        if engine is None:
            return "by the SQL check (the database cannot enforce it itself)"
        role = getattr(engine, "role", None)
        if role:
            return f"by the database (as role {role}) and the SQL check"
        return "by the database (a private copy of what may be read) and the SQL check"

    @property
    def enforced(self) -> bool:
        """Whether the database itself enforces this user's boundary: True where nothing is withheld, or where
        statements run on a private copy or as the boundary's role."""
        exposure = self.exposure()
        return not exposure.restricts or self._engine(exposure) is not None

    @property
    def requires_enforcement(self) -> bool:
        """Whether only the catalog's SQL may run for this user where the database cannot enforce the boundary:
        the operator set a boundary file, or a row policy applies to the user."""
        return bool(self.boundary.source) or bool(self._policies())

    def _engine(self, exposure: Exposure) -> Warehouse | None:
        """The engine that enforces `exposure` (built once per schema version), None where none can."""
        if not self.database_layer:
            return None
        key = (id(self.inner.schema()), exposure.key)
        with self._lock:
            if self._enforcer is not None and self._enforcer[0] == key:
                return self._enforcer[1]
            if self._missing is not None and self._missing[0] == key and time.monotonic() < self._missing[1]:
                return None
            previous = self._enforcer[1] if self._enforcer is not None else None
            engine = restricted_warehouse(self.inner, exposure)
            self._enforcer = (key, engine) if engine is not None else None
            # none yet (a PostgreSQL role the operator has not created): asked again after a few seconds
            self._missing = (key, time.monotonic() + _MISSING_RECHECK_S) if engine is None else None
        if previous is not None and previous is not engine and hasattr(previous, "close"):
            previous.close()
        return engine

    def _target(self) -> tuple[Warehouse, bool]:
        """(the warehouse to send statements to, whether it filters rows itself)."""
        exposure = self.exposure()
        if not exposure.restricts:
            return self.inner, True
        engine = self._engine(exposure)
        return (engine, True) if engine is not None else (self.inner, False)

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
            target, filters_rows = self._target()
            prepared = self.prepare(sql, rewrite_rows=not filters_rows)
        except QueryError as exc:
            return str(exc)
        return target.explain(prepared, timeout_s=timeout_s)

    def run(
        self,
        sql: str,
        *,
        max_rows: int = DEFAULT_MAX_ROWS,
        timeout_s: float = DEFAULT_TIMEOUT_S,
        max_bytes: int = DEFAULT_MAX_RESULT_BYTES,
    ) -> QueryResult:
        target, filters_rows = self._target()
        prepared = self.prepare(sql, rewrite_rows=not filters_rows)
        return target.run(prepared, max_rows=max_rows, timeout_s=timeout_s, max_bytes=max_bytes)

    def prepare(self, sql: str, *, rewrite_rows: bool = True) -> str:
        """The statement to send: checked against the boundary and (with `rewrite_rows`, where the database
        does not filter rows itself) rewritten for row policies; QueryError when it reads what the boundary
        denies. Verdicts are kept per statement until the schema changes."""
        self.schema()
        key = (sql, rewrite_rows)
        with self._lock:
            hit = self._prepared.get(key)
            if hit is not None:
                self._prepared.move_to_end(key)
                return hit
        prepared = self._prepare(sql, rewrite_rows)
        with self._lock:
            self._prepared[key] = prepared
            while len(self._prepared) > _PREPARED_CACHE:
                self._prepared.popitem(last=False)
        return prepared

    def _prepare(self, sql: str, rewrite_rows: bool) -> str:
        if not self.sql_check:
            return sql  # the database layer alone (tests prove it so)
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
        if not policies or not rewrite_rows:
            return sql  # nothing to rewrite: the statement runs exactly as written
        return apply_policies(tree, policies, dialect).sql(dialect=dialect)

    def _check(self, tree: exp.Expression) -> str | None:
        """Why `tree` reads outside the boundary, or None (scope-resolved: see `reads.boundary_problem`)."""
        home = HOME_SCHEMAS.get(self.dialect, ())
        return boundary_problem(tree, self.inner.schema(), self.schema(), self.dialect, home)


def _without_unguarded_views(schema: WarehouseSchema, policies: RowPolicies) -> WarehouseSchema:
    """For a user under row policies, `schema` less the views no policy guards: a view reads its tables as its
    owner, so one over a guarded table would show every row of it. A view the catalog guards stays."""
    if not policies or not schema.views:
        return schema
    dropped = {v for v in schema.views if v.lower() not in policies.conditions}
    if not dropped:
        return schema
    tables = {t: cols for t, cols in schema.tables.items() if t not in dropped}
    keys = {
        t: [k for k in keys if schema.find_table(k.ref_table) not in dropped]
        for t, keys in schema.foreign_keys.items()
        if t not in dropped
    }
    return WarehouseSchema(
        tables=tables, foreign_keys={t: k for t, k in keys.items() if k}, views=schema.views - dropped
    )


def _quote(name: str, dialect: str) -> str:
    return exp.to_identifier(name, quoted=True).sql(dialect=dialect)
