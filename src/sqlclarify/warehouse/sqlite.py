"""SQLite, the embedded default: read-only enforced by SQLite itself.

Three layers, each enough alone (the sqlglot validator in `guard.py` is a fourth, earlier one): the file
is opened with `mode=ro`, `PRAGMA query_only` is on, and an authorizer allows reads and a vetted list of
functions only. A progress handler ends statements that run past the timeout; results are capped.
"""

from __future__ import annotations

import os
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import quote

from sqlclarify.errors import DatabaseError
from sqlclarify.warehouse.base import (
    DEFAULT_MAX_RESULT_BYTES,
    DEFAULT_MAX_ROWS,
    DEFAULT_TIMEOUT_S,
    ForeignKey,
    QueryError,
    QueryResult,
    WarehouseSchema,
)
from sqlclarify.warehouse.limits import collect, timeout_message

# SQLite's built-in scalar, aggregate, window, date, math and JSON functions; nothing that touches files
# or loads code (load_extension, readfile, writefile, fts3_tokenizer are absent on purpose).
ALLOWED_FUNCTIONS = frozenset(
    """
    abs changes char coalesce concat concat_ws format glob hex ifnull iif instr last_insert_rowid length
    like likelihood likely lower ltrim max min nullif octet_length printf quote random replace round rtrim
    sign soundex sqlite_version substr substring total_changes trim typeof unhex unicode unlikely upper
    avg count group_concat string_agg sum total
    row_number rank dense_rank percent_rank cume_dist ntile lag lead first_value last_value nth_value
    date time datetime julianday unixepoch strftime timediff
    acos acosh asin asinh atan atan2 atanh ceil ceiling cos cosh degrees exp floor ln log log10 log2 mod pi
    pow power radians sin sinh sqrt tan tanh trunc
    json json_array json_array_length json_extract json_insert json_object json_patch json_quote json_remove
    json_replace json_set json_type json_valid json_group_array json_group_object json_each json_tree
    jsonb jsonb_array jsonb_extract jsonb_object json_error_position json_pretty
    """.split()
)

MAX_VALUE_BYTES = 8 * 1024 * 1024
IDLE_CONNECTIONS = 4  # authorized connections kept open for reuse (one per concurrent statement)
PROGRESS_STEPS = 10_000  # SQLite VM instructions between two timeout checks


def _authorizer(action: int, arg1: str | None, arg2: str | None, db_name: str | None, source: str | None) -> int:
    if action in (sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ, sqlite3.SQLITE_RECURSIVE):
        return sqlite3.SQLITE_OK
    if action == sqlite3.SQLITE_FUNCTION and arg2 and arg2.lower() in ALLOWED_FUNCTIONS:
        return sqlite3.SQLITE_OK
    return sqlite3.SQLITE_DENY


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


class SqliteWarehouse:
    """A SQLite file, opened read-only for every statement."""

    dialect = "sqlite"

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path).expanduser()
        self.url = str(path)
        self._schema: tuple[str, WarehouseSchema] | None = None
        self._idle: list[tuple[str, sqlite3.Connection]] = []  # (fingerprint when opened, connection)
        self._idle_lock = threading.Lock()
        self.connect(authorize=False).close()  # a missing or broken file fails here, in one line

    def connect(self, *, authorize: bool = True) -> sqlite3.Connection:
        """A read-only connection; with `authorize`, only reads and vetted functions are allowed at all."""
        if not self.path.is_file():
            raise DatabaseError(f"database file not found: {self.path}")
        uri = f"file:{quote(str(self.path.resolve()))}?mode=ro"
        try:
            conn = sqlite3.connect(uri, uri=True, check_same_thread=False)
            conn.execute("PRAGMA query_only = ON")
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlite3.DatabaseError as exc:
            raise DatabaseError(f"cannot open database {self.path}: {exc}") from exc
        if authorize:
            conn.set_authorizer(_authorizer)
            # no single value may exceed this: randomblob(1e9) and friends fail at once
            conn.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, MAX_VALUE_BYTES)
        return conn

    @contextmanager
    def _authorized(self) -> Iterator[sqlite3.Connection]:
        """An authorized connection, reused across statements; one opened on an older version of the file (or
        a file replaced since) is closed, not reused."""
        token = self.fingerprint()
        with self._idle_lock:
            found = self._idle.pop() if self._idle else None
        if found is not None and found[0] != token:
            found[1].close()
            found = None
        conn = found[1] if found is not None else self.connect()
        try:
            yield conn
        finally:
            conn.set_progress_handler(None, 0)
            with self._idle_lock:
                keep = len(self._idle) < IDLE_CONNECTIONS and not conn.in_transaction
                if keep:
                    self._idle.append((token, conn))
            if not keep:
                conn.close()

    def close(self) -> None:
        """Close the idle connections (a statement running elsewhere closes its own when it ends)."""
        with self._idle_lock:
            idle, self._idle = self._idle, []
        for _, conn in idle:
            conn.close()

    def fingerprint(self) -> str:
        try:
            stat = os.stat(self.path)
        except OSError as exc:
            raise DatabaseError(f"database file not found: {self.path}") from exc
        return f"{stat.st_mtime_ns}:{stat.st_size}"

    def schema(self) -> WarehouseSchema:
        token = self.fingerprint()
        if self._schema is None or self._schema[0] != token:
            self._schema = (token, self._read_schema())
        return self._schema[1]

    def _read_schema(self) -> WarehouseSchema:
        conn = self.connect(authorize=False)
        try:
            found = conn.execute(
                "SELECT name, type FROM sqlite_master WHERE type IN ('table', 'view') "
                "AND name NOT LIKE 'sqlite_%' ORDER BY name"
            ).fetchall()
            names = [row[0] for row in found]
            views = frozenset(name for name, kind in found if kind == "view")
            tables: dict[str, dict[str, str]] = {}
            foreign_keys: dict[str, list[ForeignKey]] = {}
            for name in names:
                tables[name] = {row[1]: row[2] for row in conn.execute(f"PRAGMA table_info({_quote(name)})")}
                fks = [
                    ForeignKey(row[3], row[2], row[4] or "")
                    for row in conn.execute(f"PRAGMA foreign_key_list({_quote(name)})")
                ]
                if fks:
                    foreign_keys[name] = fks
            return WarehouseSchema(tables=tables, foreign_keys=foreign_keys, views=views)
        finally:
            conn.close()

    def sample_values(self, table: str, column: str, limit: int = 3) -> list[Any]:
        conn = self.connect(authorize=False)
        try:
            col = _quote(column)
            sql = f"SELECT DISTINCT {col} FROM {_quote(table)} WHERE {col} IS NOT NULL LIMIT {int(limit)}"
            return [row[0] for row in conn.execute(sql)]
        finally:
            conn.close()

    def explain(self, sql: str, *, timeout_s: float = DEFAULT_TIMEOUT_S) -> str | None:
        with self._authorized() as conn:
            try:
                self._deadline(conn, timeout_s)
                cursor = conn.execute(f"EXPLAIN {sql}")
                cursor.fetchmany(1)
                cursor.close()
                return None
            except sqlite3.Error as exc:
                return _describe(exc, timeout_s)

    def run(
        self,
        sql: str,
        *,
        max_rows: int = DEFAULT_MAX_ROWS,
        timeout_s: float = DEFAULT_TIMEOUT_S,
        max_bytes: int = DEFAULT_MAX_RESULT_BYTES,
    ) -> QueryResult:
        with self._authorized() as conn:
            started = time.perf_counter()
            cursor = None
            try:
                self._deadline(conn, timeout_s)
                cursor = conn.execute(sql)
                columns = [d[0] for d in cursor.description or []]
                return collect(columns, cursor, max_rows=max_rows, max_bytes=max_bytes, started=started)
            except sqlite3.Error as exc:
                raise QueryError(_describe(exc, timeout_s)) from exc
            finally:
                if cursor is not None:
                    cursor.close()  # a result cut short leaves no read transaction open on a reused connection

    @staticmethod
    def _deadline(conn: sqlite3.Connection, timeout_s: float) -> None:
        deadline = time.monotonic() + timeout_s
        conn.set_progress_handler(lambda: 1 if time.monotonic() > deadline else 0, PROGRESS_STEPS)


def _describe(exc: sqlite3.Error, timeout_s: float) -> str:
    text = str(exc)
    if "interrupted" in text:
        return timeout_message(timeout_s)
    if "not authorized" in text or "prohibited" in text:
        return f"refused by the read-only guard: {text}"
    return text
