"""Read-only access to the user's SQLite database, enforced by SQLite itself.

Three layers, each enough on its own (the sqlglot allow-list in `validation` is a fourth, earlier one):
the file is opened with `mode=ro`, `PRAGMA query_only` is on, and an authorizer allows reads and a
vetted list of functions only. A progress handler ends statements that run past the timeout, and
results are capped in rows and bytes.
"""

from __future__ import annotations

import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote

from sqlclarify.errors import DatabaseError

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

DEFAULT_TIMEOUT_S = 10.0
DEFAULT_MAX_ROWS = 1000
DEFAULT_MAX_RESULT_BYTES = 16 * 1024 * 1024
MAX_VALUE_BYTES = 8 * 1024 * 1024
PROGRESS_STEPS = 10_000  # SQLite VM instructions between two timeout checks


class QueryError(Exception):
    """The database refused or aborted a statement; the message is fit for the user."""


@dataclass
class QueryResult:
    columns: list[str]
    rows: list[list[Any]] = field(default_factory=list)
    truncated: bool = False
    elapsed_ms: float = 0.0


def _authorizer(action: int, arg1: str | None, arg2: str | None, db_name: str | None, source: str | None) -> int:
    if action in (sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ, sqlite3.SQLITE_RECURSIVE):
        return sqlite3.SQLITE_OK
    if action == sqlite3.SQLITE_FUNCTION and arg2 and arg2.lower() in ALLOWED_FUNCTIONS:
        return sqlite3.SQLITE_OK
    return sqlite3.SQLITE_DENY


def connect_readonly(path: str | Path, *, authorize: bool = True) -> sqlite3.Connection:
    """Open an existing SQLite file read-only; with `authorize`, only reads are allowed at all."""
    db_path = Path(path)
    if not db_path.is_file():
        raise DatabaseError(f"database file not found: {db_path}")
    uri = f"file:{quote(str(db_path.resolve()))}?mode=ro"
    try:
        conn = sqlite3.connect(uri, uri=True, check_same_thread=False)
        conn.execute("PRAGMA query_only = ON")
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.DatabaseError as exc:
        raise DatabaseError(f"cannot open database {db_path}: {exc}") from exc
    if authorize:
        conn.set_authorizer(_authorizer)
        # no single value may exceed this: randomblob(1e9) and friends fail at once
        conn.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, MAX_VALUE_BYTES)
    return conn


def _with_deadline(conn: sqlite3.Connection, timeout_s: float) -> None:
    deadline = time.monotonic() + timeout_s
    conn.set_progress_handler(lambda: 1 if time.monotonic() > deadline else 0, PROGRESS_STEPS)


def _describe(exc: sqlite3.Error, timeout_s: float) -> str:
    text = str(exc)
    if "interrupted" in text:
        return f"the query ran longer than the {timeout_s:g} s timeout and was stopped"
    if "not authorized" in text or "prohibited" in text:
        return f"refused by the read-only guard: {text}"
    return text


def explain(path: str | Path, sql: str, timeout_s: float = DEFAULT_TIMEOUT_S) -> str | None:
    """Dry-run `sql` with EXPLAIN on the database; the error text, or None when SQLite accepts it."""
    conn = connect_readonly(path)
    try:
        _with_deadline(conn, timeout_s)
        conn.execute(f"EXPLAIN {sql}").fetchmany(1)
        return None
    except sqlite3.Error as exc:
        return _describe(exc, timeout_s)
    finally:
        conn.close()


def run_query(
    path: str | Path,
    sql: str,
    *,
    max_rows: int = DEFAULT_MAX_ROWS,
    timeout_s: float = DEFAULT_TIMEOUT_S,
    max_bytes: int = DEFAULT_MAX_RESULT_BYTES,
) -> QueryResult:
    """Run one read-only query; at most `max_rows` rows and `max_bytes` of values come back."""
    conn = connect_readonly(path)
    started = time.perf_counter()
    try:
        _with_deadline(conn, timeout_s)
        cursor = conn.execute(sql)
        columns = [d[0] for d in cursor.description or []]
        rows: list[list[Any]] = []
        size = 0
        truncated = False
        for row in cursor:
            if len(rows) >= max_rows:
                truncated = True
                break
            size += sum(len(v) if isinstance(v, (str, bytes)) else 8 for v in row)
            if size > max_bytes:
                raise QueryError(f"the result is larger than {max_bytes // (1024 * 1024)} MB; narrow the question")
            rows.append(list(row))
        return QueryResult(columns, rows, truncated, (time.perf_counter() - started) * 1000)
    except sqlite3.Error as exc:
        raise QueryError(_describe(exc, timeout_s)) from exc
    finally:
        conn.close()
