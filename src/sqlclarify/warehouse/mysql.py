"""MySQL and MariaDB through PyMySQL: every statement alone, in a READ ONLY transaction, under a time limit.

Read-only in layers: the session is `SET SESSION TRANSACTION READ ONLY` and each statement runs inside
`START TRANSACTION READ ONLY … ROLLBACK` (the server refuses DML and DDL there); PyMySQL sends one statement
per call (multi-statements are off, so "SELECT 1; DELETE …" is a syntax error); and the validator's screen
refuses what a READ ONLY transaction still allows a powerful role (LOAD_FILE, SELECT … INTO OUTFILE, SLEEP,
locks, executable `/*! … */` comments). Time: the server's own statement limit (`max_statement_time` on
MariaDB, `max_execution_time` on MySQL), and a watchdog that kills the query from a second connection if
the server limit did not stop it. A role that can write is reported at open with a one-line warning: give
the agent a role with SELECT only.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import re
import threading
import time
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

import pymysql
import pymysql.cursors

from sqlclarify.errors import DatabaseError
from sqlclarify.warehouse.base import (
    ForeignKey,
    QueryError,
    QueryResult,
    WarehouseSchema,
)
from sqlclarify.warehouse.limits import collect, timeout_message
from sqlclarify.warehouse.postgres import mask_password
from sqlclarify.warehouse.screened import ScreenedEngine

log = logging.getLogger("sqlclarify.warehouse")

CONNECT_TIMEOUT_S = 5
SCHEMA_RECHECK_S = 2.0  # how long a schema is trusted before the fingerprint is read again
WATCHDOG_GRACE_S = 1.0  # the server's own limit gets this long before the query is killed from outside
SCHEMES = ("mysql", "mariadb", "mysql+pymysql", "mariadb+pymysql")

# privileges a SELECT-only role may hold
READ_PRIVILEGES = frozenset({"SELECT", "USAGE", "SHOW VIEW", "SHOW DATABASES"})
# server errors that mean the statement ran out of time (MariaDB 1969, MySQL 3024, KILL QUERY 1317)
TIMEOUT_ERRORS = frozenset({1969, 3024, 1317})

COLUMNS_SQL = """
SELECT table_name, column_name, column_type FROM information_schema.columns
WHERE table_schema = DATABASE() ORDER BY table_name, ordinal_position
"""

FOREIGN_KEYS_SQL = """
SELECT table_name, column_name, referenced_table_name, referenced_column_name
FROM information_schema.key_column_usage
WHERE table_schema = DATABASE() AND referenced_table_name IS NOT NULL
  AND referenced_table_schema = DATABASE()
ORDER BY table_name, constraint_name, ordinal_position
"""

# table names, creation and last change times, row estimates, and the column count (cheap: no table is opened
# beyond its metadata)
FINGERPRINT_SQL = (
    "SELECT COALESCE(GROUP_CONCAT(CONCAT_WS(':', table_name, create_time, update_time, table_rows)"
    " ORDER BY table_name SEPARATOR ','), '') FROM information_schema.tables WHERE table_schema = DATABASE()",
    "SELECT COUNT(*) FROM information_schema.columns WHERE table_schema = DATABASE()",
)


def _first_line(exc: Exception) -> str:
    args = getattr(exc, "args", ())
    text = str(args[1]) if len(args) >= 2 and isinstance(args[0], int) else str(exc)
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    return lines[0] if lines else type(exc).__name__


def connect_args(url: str) -> dict[str, Any]:
    """PyMySQL connect() arguments from `mysql://user:pw@host:port/db` (`?unix_socket=PATH` optional)."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as exc:
        raise DatabaseError(f"invalid database URL: {exc}") from exc
    database = unquote(parts.path.lstrip("/"))
    if not database:
        raise DatabaseError(f"the URL {mask_password(url)} names no database: mysql://USER:PASSWORD@HOST:PORT/DB")
    query = {k: v[-1] for k, v in parse_qs(parts.query).items()}
    args: dict[str, Any] = {
        "host": parts.hostname or "localhost",
        "port": port or 3306,
        "user": unquote(parts.username or ""),
        "password": unquote(parts.password or ""),
        "database": database,
        "charset": query.get("charset", "utf8mb4"),
    }
    if "unix_socket" in query:
        args["unix_socket"] = query["unix_socket"]
    return args


def write_privileges(grants: list[str]) -> list[str]:
    """The privileges beyond reading in the lines of SHOW GRANTS ("ALL PRIVILEGES", "INSERT", "FILE", …)."""
    found: list[str] = []
    for line in grants:
        match = re.match(r"\s*GRANT\s+(.+?)\s+ON\s", line, re.IGNORECASE)
        if not match or line.upper().lstrip().startswith("GRANT PROXY"):
            continue
        for privilege in match.group(1).split(","):
            name = re.sub(r"\s*\(.*\)$", "", privilege.strip()).upper()  # SELECT (col) → SELECT
            if name and name not in READ_PRIVILEGES and name not in found:
                found.append(name)
    return found


class MySQLWarehouse(ScreenedEngine):
    """A MySQL or MariaDB database, queried in READ ONLY transactions."""

    dialect = "mysql"

    def __init__(self, url: str) -> None:
        self.url = mask_password(url)
        self._args = connect_args(url)
        self._lock = threading.Lock()
        self._conn: pymysql.connections.Connection | None = None
        self._schema: tuple[str, WarehouseSchema] | None = None
        self._checked_at = 0.0
        self._fingerprint: tuple[float, str] | None = None
        with self._lock:
            conn = self._connection()
            self.mariadb = "mariadb" in str(conn.get_server_info()).lower()
            self.warning = self._write_warning(conn)
        if self.warning:
            log.warning(self.warning)

    def _connect(self) -> pymysql.connections.Connection:
        try:
            conn = pymysql.connect(
                **self._args,
                connect_timeout=CONNECT_TIMEOUT_S,
                autocommit=True,
                init_command="SET SESSION TRANSACTION READ ONLY",  # read-only from the first statement
                program_name="sqlclarify",
            )
            with conn.cursor() as cur:
                # averages and quotients of DECIMALs (a SUM of integers is one) keep every digit, not MySQL's
                # default of 4 more than the operand, so they agree with the other engines' floating point
                cur.execute("SET SESSION div_precision_increment = 30")
                if "mariadb" in str(conn.get_server_info()).lower():
                    # MariaDB ends a recursive CTE after 1000 rounds without an error (a wrong answer): let it
                    # run on until the time limit stops it with one
                    cur.execute("SET SESSION max_recursive_iterations = 4294967295")
            return conn
        except pymysql.Error as exc:
            raise DatabaseError(f"cannot connect to {self.url}: {_first_line(exc)}") from exc

    def _connection(self) -> pymysql.connections.Connection:
        if self._conn is None or not self._conn.open:
            self._conn = self._connect()
        return self._conn

    def _drop_connection(self) -> None:
        """Close the connection (a half-read result or a killed query leaves it unusable); the next opens anew."""
        if self._conn is not None:
            with contextlib.suppress(pymysql.Error):
                self._conn.close()
            self._conn = None

    def _write_warning(self, conn: pymysql.connections.Connection) -> str | None:
        with conn.cursor() as cur:
            cur.execute("SHOW GRANTS")
            privileges = write_privileges([row[0] for row in cur.fetchall()])
        if not privileges:
            return None
        shown = ", ".join(privileges[:4]) + (", …" if len(privileges) > 4 else "")
        return (
            f"warning: {self.url}: the role can write ({shown}); sqlclarify stays read-only, but use a SELECT-only role"
        )

    def close(self) -> None:
        with self._lock:
            self._drop_connection()

    def fingerprint(self) -> str:
        """Trusted for SCHEMA_RECHECK_S, like the schema: a turn asks for it several times."""
        now = time.monotonic()
        if self._fingerprint is not None and now - self._fingerprint[0] < SCHEMA_RECHECK_S:
            return self._fingerprint[1]
        text = "|".join(str(self._query_internal(sql)[0][0] or "") for sql in FINGERPRINT_SQL)
        token = hashlib.sha256(text.encode()).hexdigest()[:16]
        self._fingerprint = (now, token)
        return token

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
        for table, column, kind in self._query_internal(COLUMNS_SQL):
            tables.setdefault(table, {})[column] = str(kind).upper()
        foreign_keys: dict[str, list[ForeignKey]] = {}
        for table, column, ref_table, ref_column in self._query_internal(FOREIGN_KEYS_SQL):
            foreign_keys.setdefault(table, []).append(ForeignKey(column, ref_table, ref_column))
        return WarehouseSchema(tables=tables, foreign_keys=foreign_keys)

    def _query_internal(self, sql: str) -> list[tuple]:
        """The agent's own catalog queries (trusted SQL), read-only like the rest."""
        with self._lock:
            conn = self._connection()
            try:
                with conn.cursor() as cur:
                    cur.execute(sql)
                    return list(cur.fetchall())
            except pymysql.Error as exc:
                self._drop_connection()
                raise DatabaseError(f"cannot read {self.url}: {_first_line(exc)}") from exc

    def sample_values(self, table: str, column: str, limit: int = 3) -> list[Any]:
        col = "`" + column.replace("`", "``") + "`"
        name = "`" + table.replace("`", "``") + "`"
        sql = f"SELECT DISTINCT {col} FROM {name} WHERE {col} IS NOT NULL LIMIT {int(limit)}"
        return [row[0] for row in self.run(sql, max_rows=limit).rows]

    def _limit_statement(self, timeout_s: float) -> str:
        if self.mariadb:
            return f"SET SESSION max_statement_time = {max(0.001, timeout_s):.3f}"
        return f"SET SESSION max_execution_time = {max(1, int(timeout_s * 1000))}"

    def _execute(self, sql: str, *, max_rows: int, timeout_s: float, max_bytes: int) -> QueryResult:
        """One statement in a READ ONLY transaction, rows streamed (an unbuffered cursor) and capped."""
        started = time.perf_counter()
        with self._lock:
            conn = self._connection()
            killed = threading.Event()
            watchdog = threading.Timer(timeout_s + WATCHDOG_GRACE_S, self._kill, (conn.thread_id(), killed))
            watchdog.daemon = True
            clean = False
            cursor: pymysql.cursors.SSCursor | None = None
            try:
                with conn.cursor() as cur:
                    cur.execute(self._limit_statement(timeout_s))
                    cur.execute("START TRANSACTION READ ONLY")
                watchdog.start()
                cursor = conn.cursor(pymysql.cursors.SSCursor)
                cursor.execute(sql)
                columns = [d[0] for d in cursor.description or []]
                result = collect(columns, _rows(cursor), max_rows=max_rows, max_bytes=max_bytes, started=started)
                clean = not result.truncated  # a half-read result would have to be drained: drop it instead
                if clean:
                    cursor.close()
                return result
            except pymysql.Error as exc:
                code = exc.args[0] if exc.args and isinstance(exc.args[0], int) else None
                if code in TIMEOUT_ERRORS or killed.is_set():
                    raise QueryError(timeout_message(timeout_s)) from exc
                clean = code is not None and code < 2000  # a server's error leaves the connection usable
                raise QueryError(_first_line(exc)) from exc
            except QueryError:
                clean = False
                raise
            finally:
                watchdog.cancel()
                if cursor is not None and not clean:
                    _abandon(cursor)
                self._end_transaction(conn, clean and not killed.is_set())

    def _end_transaction(self, conn: pymysql.connections.Connection, clean: bool) -> None:
        if not clean:
            self._drop_connection()
            return
        try:
            with conn.cursor() as cur:
                cur.execute("ROLLBACK")
        except pymysql.Error:
            self._drop_connection()

    def _kill(self, thread_id: int, killed: threading.Event) -> None:
        """Stop a query the server's own limit let run on (KILL QUERY from a second connection)."""
        killed.set()
        try:
            conn = self._connect()
        except DatabaseError:
            return
        try:
            with conn.cursor() as cur:
                cur.execute(f"KILL QUERY {int(thread_id)}")
        except pymysql.Error:
            pass
        finally:
            conn.close()


def _abandon(cursor: pymysql.cursors.SSCursor) -> None:
    """Forget a half-read result, so that neither the cursor nor the result reads the rest when collected."""
    result = getattr(cursor, "_result", None)
    if result is not None:
        result.unbuffered_active = False
    cursor._result = None


def _rows(cursor: pymysql.cursors.SSCursor, size: int = 1000):
    while batch := cursor.fetchmany(size):
        yield from batch
