"""PostgreSQL through psycopg 3: every statement in a READ ONLY transaction with a `statement_timeout`.

Read-only in depth: the session starts with `default_transaction_read_only=on`, each statement runs alone
(a prepared statement: no second statement can ride along) inside `BEGIN READ ONLY … ROLLBACK`, and the
functions that read files or settings, sleep, or reach other servers are refused before they are sent
(a superuser's READ ONLY transaction can still read server files). A role that can write is reported at
open with a one-line warning: give the agent a role with SELECT only.
"""

from __future__ import annotations

import hashlib
import logging
import threading
import time
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import psycopg
import psycopg.sql

from sqlclarify.errors import DatabaseError
from sqlclarify.redact import redact
from sqlclarify.warehouse.base import (
    DEFAULT_MAX_RESULT_BYTES,
    ForeignKey,
    QueryError,
    QueryResult,
    WarehouseSchema,
)
from sqlclarify.warehouse.limits import collect, timeout_message
from sqlclarify.warehouse.screened import ScreenedEngine
from sqlclarify.warehouse.spelling import respelled

log = logging.getLogger("sqlclarify.warehouse")

CONNECT_TIMEOUT_S = 5
SCHEMA_RECHECK_S = 2.0  # how long a schema is trusted before the fingerprint is read again

COLUMNS_SQL = """
SELECT n.nspname, c.relname, a.attname, format_type(a.atttypid, a.atttypmod), c.relkind
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
WHERE c.relkind IN ('r', 'v', 'm', 'p', 'f') AND n.nspname = ANY (current_schemas(false))
ORDER BY array_position(current_schemas(false), n.nspname::text), c.relname, a.attnum
"""

FOREIGN_KEYS_SQL = """
SELECT c.relname, a.attname, rc.relname, ra.attname
FROM pg_constraint k
JOIN pg_class c ON c.oid = k.conrelid
JOIN pg_class rc ON rc.oid = k.confrelid
JOIN pg_namespace n ON n.oid = c.relnamespace
CROSS JOIN LATERAL unnest(k.conkey, k.confkey) AS u(col, refcol)
JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.col
JOIN pg_attribute ra ON ra.attrelid = k.confrelid AND ra.attnum = u.refcol
WHERE k.contype = 'f' AND n.nspname = ANY (current_schemas(false))
ORDER BY c.relname, k.conname
"""

FINGERPRINT_SQL = """
SELECT coalesce(string_agg(c.relname || ':' || c.relnatts || ':' || coalesce(s.n_tup_ins + s.n_tup_upd
       + s.n_tup_del, 0), ',' ORDER BY c.oid), '')
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
WHERE c.relkind IN ('r', 'v', 'm', 'p', 'f') AND n.nspname = ANY (current_schemas(false))
"""

CAN_WRITE_SQL = """
SELECT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user),
       EXISTS (SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
               WHERE c.relkind IN ('r', 'p') AND n.nspname = ANY (current_schemas(false))
               AND has_table_privilege(c.oid, 'INSERT, UPDATE, DELETE, TRUNCATE')),
       EXISTS (SELECT 1 FROM unnest(current_schemas(false)) s WHERE has_schema_privilege(s, 'CREATE'))
"""


def mask_password(url: str) -> str:
    """The URL with its password replaced by ***: `user:PASSWORD@` and `?password=` alike."""
    try:
        parts = urlsplit(url)
        password = parts.password
    except ValueError as exc:
        raise DatabaseError(f"invalid database URL: {exc}") from exc
    if password is not None:
        url = urlunsplit(parts._replace(netloc=parts.netloc.replace(f":{password}@", ":***@", 1)))
    return redact(url)


def _first_line(exc: Exception) -> str:
    lines = [line.strip() for line in str(exc).strip().splitlines() if line.strip()]
    return lines[0] if lines else type(exc).__name__


class PostgresWarehouse(ScreenedEngine):
    """A PostgreSQL database, queried in READ ONLY transactions."""

    dialect = "postgres"

    def __init__(self, url: str) -> None:
        self._dsn = url.replace("postgres://", "postgresql://", 1) if url.startswith("postgres://") else url
        self.url = mask_password(url)
        self._lock = threading.Lock()
        self._conn: psycopg.Connection | None = None
        self._schema: tuple[str, WarehouseSchema] | None = None
        self._checked_at = 0.0
        with self._lock:
            conn = self._connection()
            self.warning = self._write_warning(conn)
        if self.warning:
            log.warning(self.warning)

    def _connection(self) -> psycopg.Connection:
        if self._conn is None or self._conn.closed or self._conn.broken:
            try:
                self._conn = psycopg.connect(
                    self._dsn,
                    autocommit=True,
                    connect_timeout=CONNECT_TIMEOUT_S,
                    options="-c default_transaction_read_only=on",
                    application_name="sqlclarify",
                )
            except (psycopg.Error, ValueError) as exc:
                raise DatabaseError(f"cannot connect to {self.url}: {_first_line(exc)}") from exc
        return self._conn

    def _write_warning(self, conn: psycopg.Connection) -> str | None:
        superuser, can_write, can_create = conn.execute(CAN_WRITE_SQL).fetchone()
        if superuser:
            return (
                f"warning: {self.url}: the role is a superuser; sqlclarify stays read-only, but use a SELECT-only role"
            )
        if can_write or can_create:
            return f"warning: {self.url}: the role can write; sqlclarify stays read-only, but use a SELECT-only role"
        return None

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()

    def fingerprint(self) -> str:
        text = self._query_internal(FINGERPRINT_SQL)[0][0]
        return hashlib.sha256(text.encode()).hexdigest()[:16]

    def schema(self) -> WarehouseSchema:
        now = time.monotonic()
        if self._schema is not None and now - self._checked_at < SCHEMA_RECHECK_S:
            return self._schema[1]
        token = self.fingerprint()
        self._checked_at = now
        if self._schema is None or self._schema[0] != token:
            self._schema = (token, self._read_schema())
        return self._schema[1]

    def _read_schema(self) -> WarehouseSchema:
        tables: dict[str, dict[str, str]] = {}
        home: dict[str, str] = {}
        views: set[str] = set()
        for namespace, table, column, kind, relkind in self._query_internal(COLUMNS_SQL):
            if home.setdefault(table, namespace) != namespace:
                continue  # the same name in a later schema of the search_path is hidden by the first
            tables.setdefault(table, {})[column] = kind
            if relkind in ("v", "m"):
                views.add(table)
        foreign_keys: dict[str, list[ForeignKey]] = {}
        for table, column, ref_table, ref_column in self._query_internal(FOREIGN_KEYS_SQL):
            foreign_keys.setdefault(table, []).append(ForeignKey(column, ref_table, ref_column))
        return WarehouseSchema(tables=tables, foreign_keys=foreign_keys, views=frozenset(views))

    def _query_internal(self, sql: str) -> list[tuple]:
        """The agent's own catalog queries (trusted SQL), read-only like the rest."""
        with self._lock:
            conn = self._connection()
            try:
                with conn.transaction():
                    conn.execute("SET TRANSACTION READ ONLY")
                    return conn.execute(sql).fetchall()
            except psycopg.Error as exc:
                raise DatabaseError(f"cannot read {self.url}: {_first_line(exc)}") from exc

    def sample_values(self, table: str, column: str, limit: int = 3) -> list[Any]:
        col = '"' + column.replace('"', '""') + '"'
        name = '"' + table.replace('"', '""') + '"'
        sql = f"SELECT DISTINCT {col} FROM {name} WHERE {col} IS NOT NULL LIMIT {int(limit)}"
        return [row[0] for row in self.run(sql, max_rows=limit).rows]

    def _screened(self, sql: str) -> str:
        # `Invoice` where the table is "Invoice": spelled as stored first, then screened as it will be sent
        return super()._screened(respelled(sql, self.schema(), self.dialect))

    def _explain(self, sql: str, timeout_s: float, role: str | None = None) -> None:
        self._execute(
            f"EXPLAIN {sql}",
            max_rows=1,
            timeout_s=timeout_s,
            max_bytes=DEFAULT_MAX_RESULT_BYTES,
            server_side=False,
            role=role,
        )

    def _execute(
        self,
        sql: str,
        *,
        max_rows: int,
        timeout_s: float,
        max_bytes: int,
        server_side: bool = True,
        role: str | None = None,
    ) -> QueryResult:
        started = time.perf_counter()
        with self._lock:
            conn = self._connection()
            try:
                conn.execute("BEGIN READ ONLY")
                conn.execute(f"SET LOCAL statement_timeout = {max(1, int(timeout_s * 1000))}")
                if role is not None:  # a data boundary's role: its grants and row-level security for this statement
                    conn.execute(psycopg.sql.SQL("SET LOCAL ROLE {}").format(psycopg.sql.Identifier(role)))
                # Both forms take one statement only: a second one riding along ("SELECT 1; COMMIT; …") is
                # refused by the server. A server-side cursor fetches rows in batches, so the caps hold
                # before a huge result reaches this process; EXPLAIN cannot be declared as a cursor.
                if server_side:
                    cursor: psycopg.Cursor = conn.cursor(name="sqlclarify_query")
                    cursor.execute(sql)
                else:
                    cursor = conn.execute(sql, prepare=True)
                columns = [d.name for d in cursor.description or []]
                result = collect(columns, _batches(cursor), max_rows=max_rows, max_bytes=max_bytes, started=started)
                cursor.close()
                return result
            except psycopg.errors.QueryCanceled as exc:
                raise QueryError(timeout_message(timeout_s)) from exc
            except psycopg.Error as exc:
                raise QueryError(_first_line(exc)) from exc
            finally:
                self._end_transaction(conn)

    def _end_transaction(self, conn: psycopg.Connection) -> None:
        """Roll back; a connection that cannot (a timeout's cancel landing on the ROLLBACK) is dropped, and the
        next query opens a fresh one — the caller keeps the error of its own query."""
        if conn.broken or conn.closed:
            return
        try:
            conn.execute("ROLLBACK")
        except psycopg.Error:
            conn.close()
            self._conn = None


def _batches(cursor: psycopg.Cursor, size: int = 1000):
    while batch := cursor.fetchmany(size):
        yield from batch
