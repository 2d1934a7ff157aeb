"""ClickHouse: a chdb database folder in process (`chdb:///PATH`), or a server (`clickhouse://…`) through
clickhouse-connect.

Read-only in layers: the session runs with ClickHouse's `readonly=1` (no writes, no DDL, no setting changes,
and no table functions, so no file(), url(), s3() or remote() either), and the validator's screen refuses the
table functions and `system` tables by name first. Limits are settings of the session: `max_execution_time`
(a statement past it fails with TIMEOUT_EXCEEDED), `max_result_rows` and `max_memory_usage`. Standard SQL
semantics where ClickHouse's defaults differ: outer joins fill NULL, not 0 or '' (`join_use_nulls`), and an
aggregate over no rows is NULL (`aggregate_functions_null_for_empty`).

readonly=1 also forbids changing a limit per query, so chdb opens one read-only session per time limit used
(in practice the configured one, plus the tests' short ones); a server gets the settings with each query,
with readonly=2 (settings sent with a query must apply): give the agent a user whose profile has readonly=1.
Only chdb is tested here (against real ClickHouse in process); `clickhouse://` servers are not.
"""

from __future__ import annotations

import hashlib
import re
import threading
import time
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

from sqlclarify.errors import DatabaseError
from sqlclarify.warehouse.base import (
    DEFAULT_TIMEOUT_S,
    QueryError,
    QueryResult,
    WarehouseSchema,
)
from sqlclarify.warehouse.limits import collect, timeout_message
from sqlclarify.warehouse.postgres import mask_password
from sqlclarify.warehouse.screened import ScreenedEngine

SERVER_SCHEMES = ("clickhouse", "clickhouses", "clickhouse+http", "clickhouse+https")
MAX_RESULT_ROWS = 2_000_000  # a result past this fails cleanly instead of filling this process's memory
MAX_MEMORY = 1_000_000_000  # bytes one query may use in the engine
MAX_SESSIONS = 4  # chdb sessions kept open, one per time limit
SCHEMA_RECHECK_S = 2.0  # how long a fingerprint is trusted before system.tables is read again

# Settings of every session: read-only, bounded, and standard NULL semantics.
SETTINGS: dict[str, Any] = {
    "readonly": 1,
    "max_result_rows": MAX_RESULT_ROWS,
    "result_overflow_mode": "throw",
    "max_memory_usage": MAX_MEMORY,
    "join_use_nulls": 1,
    "aggregate_functions_null_for_empty": 1,
    "timeout_overflow_mode": "throw",
    "max_recursive_cte_evaluation_depth": 4_000_000_000,  # a runaway recursion ends at the time limit instead
}
# INTO OUTFILE with any comments or spaces between the words
INTO_OUTFILE = re.compile(r"\bINTO(?:\s|/\*.*?\*/|--[^\n]*\n|#[^\n]*\n)+OUTFILE\b", re.IGNORECASE | re.DOTALL)
TIMEOUT_CODES = ("Code: 159.", "TIMEOUT_EXCEEDED")

COLUMNS_SQL = "SELECT table, name, type FROM system.columns WHERE database = currentDatabase() ORDER BY table, position"
FINGERPRINT_SQL = (
    "SELECT arrayStringConcat(groupArray(concat(name, ':', toString(metadata_modification_time), ':', "
    "toString(ifNull(total_rows, 0)), ':', toString(ifNull(total_bytes, 0)))), ',') "
    "FROM (SELECT * FROM system.tables WHERE database = currentDatabase() ORDER BY name)"
)


def _first_line(exc: Exception) -> str:
    text = str(exc).strip()
    line = next((x.strip() for x in text.splitlines() if x.strip()), type(exc).__name__)
    line = re.sub(r"\s*\(version [^)]*\)", "", line)
    return re.sub(r"^(Code: \d+\. )?DB::Exception: ", "", line)


def _quote(name: str) -> str:
    return "`" + name.replace("\\", "\\\\").replace("`", "\\`") + "`"


class ClickHouseWarehouse(ScreenedEngine):
    """A ClickHouse database: a chdb folder in this process, or a server."""

    dialect = "clickhouse"

    def __init__(self, target: str) -> None:
        self.url = mask_password(target)
        self.warning: str | None = None
        self._lock = threading.Lock()
        self._schema: tuple[str, WarehouseSchema] | None = None
        self._fingerprint: tuple[float, str] | None = None
        scheme = target.split("://", 1)[0].lower()
        self._backend: _Chdb | _Server = _Server(target) if scheme in SERVER_SCHEMES else _Chdb(target)
        self._query_internal("SELECT 1")  # fail at open, in one line, when the database cannot be read

    def close(self) -> None:
        with self._lock:
            self._backend.close()

    def _query_internal(self, sql: str) -> list[tuple]:
        with self._lock:
            try:
                return self._backend.query(sql, DEFAULT_TIMEOUT_S)[1]
            except Exception as exc:
                raise DatabaseError(f"cannot read {self.url}: {_first_line(exc)}") from exc

    def fingerprint(self) -> str:
        """Trusted for SCHEMA_RECHECK_S: a turn asks for it several times, and each read is a query."""
        now = time.monotonic()
        if self._fingerprint is not None and now - self._fingerprint[0] < SCHEMA_RECHECK_S:
            return self._fingerprint[1]
        text = str(self._query_internal(FINGERPRINT_SQL)[0][0] or "")
        token = hashlib.sha256(text.encode()).hexdigest()[:16]
        self._fingerprint = (now, token)
        return token

    def schema(self) -> WarehouseSchema:
        token = self.fingerprint()
        if self._schema is None or self._schema[0] != token:
            tables: dict[str, dict[str, str]] = {}
            for table, column, kind in self._query_internal(COLUMNS_SQL):
                tables.setdefault(table, {})[column] = kind
            self._schema = (token, WarehouseSchema(tables=tables))
        return self._schema[1]

    def sample_values(self, table: str, column: str, limit: int = 3) -> list[Any]:
        col = _quote(column)
        sql = f"SELECT DISTINCT {col} FROM {_quote(table)} WHERE {col} IS NOT NULL LIMIT {int(limit)}"
        return [row[0] for row in self.run(sql, max_rows=limit).rows]

    def _execute(self, sql: str, *, max_rows: int, timeout_s: float, max_bytes: int) -> QueryResult:
        """The statement as given (no screen), under the session's read-only settings and limits."""
        started = time.perf_counter()
        with self._lock:
            try:
                columns, rows = self._backend.query(sql, timeout_s)
            except Exception as exc:
                message = str(exc)
                if any(code in message for code in TIMEOUT_CODES):
                    raise QueryError(timeout_message(timeout_s)) from exc
                raise QueryError(_first_line(exc)) from exc
        return collect(columns, rows, max_rows=max_rows, max_bytes=max_bytes, started=started)


class _Chdb:
    """A chdb database folder, opened in read-only sessions (one per time limit)."""

    def __init__(self, target: str) -> None:
        parts = urlsplit(target)
        path = Path(unquote(parts.path)).expanduser()
        if not path.is_dir():
            raise DatabaseError(f"chdb database folder not found: {path}")
        self.path = path.resolve()
        self.database = parse_qs(parts.query).get("database", [None])[-1]
        if self.database is not None and not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", self.database):
            raise DatabaseError(f"invalid chdb database name {self.database!r}")
        self._sessions: dict[float, Any] = {}

    def _session(self, timeout_s: float):
        from chdb.state.sqlitelike import Connection

        key = round(float(timeout_s), 3)
        if key not in self._sessions:
            if len(self._sessions) >= MAX_SESSIONS:
                self._sessions.pop(next(iter(self._sessions))).close()
            # chdb runs one embedded ClickHouse per process, on one folder: a second folder is refused in one line
            settings = SETTINGS | {"max_execution_time": key} | ({"database": self.database} if self.database else {})
            options = "&".join(f"{k}={v}" for k, v in settings.items())
            self._sessions[key] = Connection(f"{self.path}?{options}")
        return self._sessions[key]

    def query(self, sql: str, timeout_s: float) -> tuple[list[str], list[tuple]]:
        if INTO_OUTFILE.search(sql):
            # chdb writes INTO OUTFILE itself, as clickhouse-client does, whatever readonly says
            raise QueryError("INTO OUTFILE is not allowed")
        cursor = self._session(timeout_s).cursor()  # a fresh cursor: one that failed keeps stale rows
        try:
            cursor.execute(sql)
            columns = [d[0] for d in cursor.description or []]
            return columns, list(cursor.fetchall())
        finally:
            cursor.close()

    def close(self) -> None:
        while self._sessions:
            self._sessions.popitem()[1].close()


class _Server:
    """A ClickHouse server over HTTP(S) (clickhouse-connect); the settings travel with every query."""

    def __init__(self, url: str) -> None:
        try:
            import clickhouse_connect
        except ImportError as exc:  # an extra: pip install 'sqlclarify[clickhouse]'
            raise DatabaseError("clickhouse:// needs clickhouse-connect: pip install 'sqlclarify[clickhouse]'") from exc
        parts = urlsplit(url)
        query = {k: v[-1] for k, v in parse_qs(parts.query).items()}
        secure = parts.scheme.lower() in ("clickhouses", "clickhouse+https") or query.get("secure") == "true"
        try:
            self._client = clickhouse_connect.get_client(
                host=parts.hostname or "localhost",
                port=parts.port or (8443 if secure else 8123),
                username=unquote(parts.username or "default"),
                password=unquote(parts.password or ""),
                database=unquote(parts.path.lstrip("/")) or "default",
                secure=secure,
                connect_timeout=5,
            )
        except Exception as exc:
            raise DatabaseError(f"cannot connect to {mask_password(url)}: {_first_line(exc)}") from exc

    def query(self, sql: str, timeout_s: float) -> tuple[list[str], list[tuple]]:
        # readonly=2 (not 1): settings sent with a query must still apply. It still forbids writes and DDL but
        # allows table functions, which the screen refuses; a user whose profile has readonly=1 is the layer
        # that holds alone.
        settings = SETTINGS | {"readonly": 2, "max_execution_time": max(1, int(timeout_s + 0.999))}
        result = self._client.query(sql, settings=settings)
        return list(result.column_names), [tuple(row) for row in result.result_rows]

    def close(self) -> None:
        self._client.close()
