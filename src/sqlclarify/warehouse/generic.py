"""Any other database with a SQLAlchemy dialect (Snowflake, BigQuery, Trino, Databricks, Redshift, SQL Server,
Oracle, Athena, …): the URL is SQLAlchemy's, the SQL dialect is sqlglot's for the URL's scheme.

Read-only in layers, as far as a generic driver allows: the validator's screen in the engine's dialect refuses
anything but one query (and the dialect's denied functions); every statement runs in a transaction that is
rolled back, never committed; a time limit cancels the statement through the driver (`cancel()` where it has
one, else the connection is dropped). The layer that holds alone is the role: give the agent a role that can
only SELECT. These engines are compiled and validated in the tests (golden SQL for every eval query), not run
against a real server; install the engine's SQLAlchemy driver yourself (snowflake-sqlalchemy, sqlalchemy-bigquery,
trino, databricks-sqlalchemy, sqlalchemy-redshift, pyodbc, oracledb, pyathena).
"""

from __future__ import annotations

import contextlib
import hashlib
import threading
import time
from typing import Any

from sqlclarify.errors import DatabaseError
from sqlclarify.warehouse.base import (
    DEFAULT_MAX_RESULT_BYTES,
    ForeignKey,
    QueryError,
    QueryResult,
    WarehouseSchema,
)
from sqlclarify.warehouse.limits import collect, timeout_message
from sqlclarify.warehouse.postgres import mask_password
from sqlclarify.warehouse.screened import ScreenedEngine

# URL scheme (before any "+driver") → sqlglot dialect
SQLALCHEMY_DIALECTS = {
    "snowflake": "snowflake",
    "bigquery": "bigquery",
    "trino": "trino",
    "presto": "presto",
    "databricks": "databricks",
    "redshift": "redshift",
    "mssql": "tsql",
    "oracle": "oracle",
    "awsathena": "athena",
}
SCHEMA_RECHECK_S = 60.0  # a generic catalog has no cheap change token: the schema is trusted this long


def dialect_of(target: str) -> str | None:
    """The sqlglot dialect of a SQLAlchemy URL, or None for a scheme without one here."""
    scheme = target.split("://", 1)[0].lower() if "://" in target else ""
    return SQLALCHEMY_DIALECTS.get(scheme.split("+", 1)[0])


def _first_line(exc: Exception) -> str:
    text = str(getattr(exc, "orig", None) or exc).strip()
    return next((line.strip() for line in text.splitlines() if line.strip()), type(exc).__name__)


class SqlAlchemyWarehouse(ScreenedEngine):
    """A database reached through SQLAlchemy, queried in transactions that are always rolled back."""

    def __init__(self, url: str) -> None:
        dialect = dialect_of(url)
        if dialect is None:
            raise DatabaseError(f"no SQL dialect known for {mask_password(url)}")
        self.dialect = dialect
        self.url = mask_password(url)
        self.warning: str | None = (
            f"warning: {self.url}: only the validator and rolled-back transactions guard this engine; "
            "use a role that can only SELECT"
        )
        try:
            import sqlalchemy
        except ImportError as exc:
            raise DatabaseError(
                "this URL needs SQLAlchemy and its driver: pip install 'sqlclarify[sqlalchemy]'"
            ) from exc
        try:
            self._engine = sqlalchemy.create_engine(url, pool_pre_ping=True)
            with self._engine.connect():
                pass
        except Exception as exc:  # a missing driver, a bad URL, a server that is down: one line
            raise DatabaseError(f"cannot connect to {self.url}: {_first_line(exc)}") from exc
        self._lock = threading.Lock()
        self._schema: tuple[float, WarehouseSchema] | None = None

    def close(self) -> None:
        self._engine.dispose()

    def schema(self) -> WarehouseSchema:
        now = time.monotonic()
        if self._schema is None or now - self._schema[0] > SCHEMA_RECHECK_S:
            self._schema = (now, self._read_schema())
        return self._schema[1]

    def fingerprint(self) -> str:
        schema = self.schema()
        text = ";".join(f"{t}:{','.join(cols)}" for t, cols in sorted(schema.tables.items()))
        return hashlib.sha256(text.encode()).hexdigest()[:16]

    def _read_schema(self) -> WarehouseSchema:
        import sqlalchemy

        try:
            inspector = sqlalchemy.inspect(self._engine)
            tables: dict[str, dict[str, str]] = {}
            foreign_keys: dict[str, list[ForeignKey]] = {}
            for name in [*inspector.get_table_names(), *inspector.get_view_names()]:
                tables[name] = {c["name"]: str(c["type"]) for c in inspector.get_columns(name)}
            for name in inspector.get_table_names():
                for fk in inspector.get_foreign_keys(name):
                    for column, ref in zip(fk["constrained_columns"], fk["referred_columns"], strict=False):
                        foreign_keys.setdefault(name, []).append(ForeignKey(column, fk["referred_table"], ref))
        except Exception as exc:
            raise DatabaseError(f"cannot read {self.url}: {_first_line(exc)}") from exc
        return WarehouseSchema(tables=tables, foreign_keys=foreign_keys)

    def sample_values(self, table: str, column: str, limit: int = 3) -> list[Any]:
        from sqlglot import exp

        col = exp.column(column, quoted=True)
        sql = (
            exp.select(col)
            .distinct()
            .from_(exp.table_(table, quoted=True))
            .where(col.copy().is_(exp.null()).not_())
            .limit(int(limit))
        )
        return [row[0] for row in self.run(sql.sql(dialect=self.dialect), max_rows=limit).rows]

    def _explain(self, sql: str, timeout_s: float) -> None:
        self._execute(
            f"EXPLAIN {sql}", max_rows=10_000, timeout_s=timeout_s, max_bytes=DEFAULT_MAX_RESULT_BYTES, stream=False
        )

    def _execute(
        self, sql: str, *, max_rows: int, timeout_s: float, max_bytes: int, stream: bool = True
    ) -> QueryResult:
        """One statement in a transaction that is rolled back; rows streamed where the driver can (a server-side
        cursor cannot hold an EXPLAIN)."""
        import sqlalchemy

        started = time.perf_counter()
        fired = threading.Event()
        with self._lock, self._engine.connect() as conn:
            raw = conn.connection.dbapi_connection

            def cancel() -> None:
                fired.set()
                stop = getattr(raw, "cancel", None) or getattr(raw, "close", None)
                if stop is not None:
                    with contextlib.suppress(Exception):  # a failed cancel: the query's own error is kept
                        stop()

            timer = threading.Timer(timeout_s, cancel)
            timer.daemon = True
            transaction = conn.begin()
            timer.start()
            try:
                result = conn.execution_options(stream_results=stream).execute(sqlalchemy.text(sql))
                columns = list(result.keys())
                return collect(columns, result, max_rows=max_rows, max_bytes=max_bytes, started=started)
            except sqlalchemy.exc.SQLAlchemyError as exc:
                if fired.is_set():
                    raise QueryError(timeout_message(timeout_s)) from exc
                raise QueryError(_first_line(exc)) from exc
            finally:
                timer.cancel()
                try:
                    transaction.rollback()  # never a commit
                except Exception:
                    conn.invalidate()
