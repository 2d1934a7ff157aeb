"""The base of the server engines (PostgreSQL, MySQL, ClickHouse, Spark, SQLAlchemy): every statement screened
by the validator's static guard in the engine's dialect before the engine sees it.

Its own module so that the protocol (`base.py`) imports no validator: base ← guard ← screened ← engines.
"""

from __future__ import annotations

from sqlclarify.warehouse.base import (
    DEFAULT_MAX_RESULT_BYTES,
    DEFAULT_MAX_ROWS,
    DEFAULT_TIMEOUT_S,
    QueryError,
    QueryResult,
)
from sqlclarify.warehouse.guard import screen


class ScreenedEngine:
    """What the server engines (PostgreSQL, MySQL, ClickHouse, Spark, SQLAlchemy) share: every statement is
    screened by the validator's read-only guard in the engine's dialect before the engine sees it, then run by
    the engine's own `_execute` (its own read-only layers, limits and timeout), or dry-run by `_explain`."""

    dialect: str

    def explain(self, sql: str, *, timeout_s: float = DEFAULT_TIMEOUT_S) -> str | None:
        try:
            self._explain(self._screened(sql), timeout_s)
        except QueryError as exc:
            return str(exc)
        return None

    def run(
        self,
        sql: str,
        *,
        max_rows: int = DEFAULT_MAX_ROWS,
        timeout_s: float = DEFAULT_TIMEOUT_S,
        max_bytes: int = DEFAULT_MAX_RESULT_BYTES,
    ) -> QueryResult:
        return self._execute(self._screened(sql), max_rows=max_rows, timeout_s=timeout_s, max_bytes=max_bytes)

    def _screened(self, sql: str) -> str:
        """The statement to send, or QueryError when the guard refuses it."""
        refusal = screen(sql, self.dialect)
        if refusal:
            raise QueryError(f"refused by the read-only guard: {refusal}")
        return sql

    def _explain(self, sql: str, timeout_s: float) -> None:
        """The engine's EXPLAIN of an already screened statement; QueryError when it rejects it."""
        self._execute(f"EXPLAIN {sql}", max_rows=10_000, timeout_s=timeout_s, max_bytes=DEFAULT_MAX_RESULT_BYTES)

    def _execute(self, sql: str, *, max_rows: int, timeout_s: float, max_bytes: int) -> QueryResult:
        raise NotImplementedError
