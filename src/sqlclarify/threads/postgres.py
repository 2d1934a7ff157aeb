"""Threads in PostgreSQL (langgraph-checkpoint-postgres): many processes and a LangGraph server share them.

The saver, the memory store and the claims run on a connection pool that checks each connection before lending
it and reconnects in the background: a PostgreSQL restart fails the calls made while it is down (one line each)
and the ones after it work again, in a long-running server too.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import time
from collections.abc import Callable
from typing import Any

import psycopg
from langgraph.checkpoint.postgres import PostgresSaver
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool, ConnectionPool, PoolTimeout

from sqlclarify.errors import CheckpointError
from sqlclarify.threads.target import redact

# The pool reports each failed reconnect as a warning: a CLI prints its own one line instead; an application
# that configures logging (a server) still gets them.
logging.getLogger("psycopg.pool").addHandler(logging.NullHandler())

CONNECT_TIMEOUT_S = 10
POOL_SIZE = 8  # connections one process keeps at most (a bounded MCP worker pool shares them)
POOL_WAIT_S = 10.0  # how long a call waits for a connection (PostgreSQL down: then one line, not a hang)
POOL_WAIT_VARIABLE = "SQLCLARIFY_PG_POOL_WAIT_S"  # the wait in seconds, where 10 is too long (a test) or too short
RECONNECT_S = 24 * 3600.0  # keep trying to reconnect in the background for this long after losing the server
# One key for pg_advisory_lock: processes starting at once run the schema migrations one after the other.
SETUP_LOCK_KEY = 0x5C1C_7A11
CLAIMS_TABLE = """
CREATE TABLE IF NOT EXISTS sqlclarify_claims (
    thread_id TEXT NOT NULL,
    subject TEXT NOT NULL,
    token TEXT,
    pid INTEGER,
    host TEXT,
    claimed_at DOUBLE PRECISION,
    PRIMARY KEY (thread_id, subject)
)
"""


def one_line(exc: BaseException) -> str:
    """A driver error as one line (libpq messages span several lines and repeat spaces)."""
    return re.sub(r"\s+", " ", str(exc)).strip() or type(exc).__name__


def connect(url: str, **options: Any) -> psycopg.Connection:
    """A psycopg connection, or a one-line CheckpointError (bad URL, server down, missing database)."""
    try:
        return psycopg.connect(url, connect_timeout=CONNECT_TIMEOUT_S, **options)
    except psycopg.Error as exc:
        raise CheckpointError(f"cannot open the checkpoint database {redact(url)}: {one_line(exc)}") from exc


SETUP_WAIT_S = 60.0


def _set_up(conn: psycopg.Connection, migrations: int) -> bool:
    """True when the checkpoint tables are at the saver's latest migration and the claims and index tables exist
    (the index with every column added since it was first made)."""
    from sqlclarify.threads.index import ADDED_COLUMNS

    row = conn.execute(
        "SELECT to_regclass('checkpoint_migrations') IS NOT NULL AND to_regclass('sqlclarify_claims') "
        "IS NOT NULL AND to_regclass('sqlclarify_threads') IS NOT NULL AND (SELECT count(*) FROM "
        "information_schema.columns WHERE table_schema = current_schema() AND table_name = 'sqlclarify_threads' "
        "AND column_name = ANY(%s)) = %s AS ready",
        (list(ADDED_COLUMNS), len(ADDED_COLUMNS)),
    ).fetchone()
    if not row["ready"]:
        return False
    latest = conn.execute("SELECT max(v) AS v FROM checkpoint_migrations").fetchone()["v"]
    return latest is not None and latest >= migrations - 1


def pool_wait_s() -> float:
    """How long a call waits for a connection: SQLCLARIFY_PG_POOL_WAIT_S seconds when set, else POOL_WAIT_S."""
    given = os.environ.get(POOL_WAIT_VARIABLE, "").strip()
    if not given:
        return POOL_WAIT_S
    try:
        wait = float(given)
    except ValueError:
        wait = -1.0
    if not 0 < wait < float("inf"):
        raise CheckpointError(f"{POOL_WAIT_VARIABLE} must be a number of seconds above 0, not {given!r}")
    return wait


def open_pool(url: str, size: int = POOL_SIZE) -> ConnectionPool:
    """A pool of autocommit, dict-row connections (as the saver and the store need), each checked before use;
    a one-line CheckpointError when the server cannot be reached now."""
    pool = ConnectionPool(
        url,
        min_size=1,
        max_size=size,
        kwargs={"autocommit": True, "row_factory": dict_row, "prepare_threshold": 0, "connect_timeout": 5},
        check=ConnectionPool.check_connection,
        timeout=pool_wait_s(),
        reconnect_timeout=RECONNECT_S,
        open=False,
        name="sqlclarify",
    )
    try:
        pool.open(wait=True, timeout=CONNECT_TIMEOUT_S)
    except PoolTimeout as exc:
        pool.close()
        with contextlib.suppress(CheckpointError):  # the driver's own reason, when it gives one
            connect(url).close()
        raise CheckpointError(f"cannot open the checkpoint database {redact(url)}: no connection in time") from exc
    return pool


async def open_async_pool(url: str, size: int = POOL_SIZE) -> AsyncConnectionPool:
    """The async twin of open_pool, for the LangGraph server's saver and store: each connection is checked
    before it is lent and a lost server is reconnected in the background, so the server answers again after
    a PostgreSQL restart without a restart of its own."""
    pool = AsyncConnectionPool(
        url,
        min_size=1,
        max_size=size,
        kwargs={"autocommit": True, "row_factory": dict_row, "prepare_threshold": 0, "connect_timeout": 5},
        check=AsyncConnectionPool.check_connection,
        timeout=pool_wait_s(),
        reconnect_timeout=RECONNECT_S,
        open=False,
        name="sqlclarify-async",
    )
    try:
        await pool.open(wait=True, timeout=CONNECT_TIMEOUT_S)
    except PoolTimeout as exc:
        await pool.close()
        with contextlib.suppress(CheckpointError):  # the driver's own reason, when it gives one
            connect(url).close()
        raise CheckpointError(f"cannot open the checkpoint database {redact(url)}: no connection in time") from exc
    return pool


def open_postgres_saver(url: str, set_up: bool = True) -> PostgresSaver:
    """A PostgresSaver on a connection pool, tables set up first (on a connection of their own) unless
    `set_up` is false (a reader that only lists threads)."""
    if set_up:
        conn = connect(url, autocommit=True, row_factory=dict_row, prepare_threshold=0)
        try:
            setup_saver = PostgresSaver(conn)

            def run_setup() -> None:
                setup_saver.setup()
                conn.execute(CLAIMS_TABLE)
                ensure_index(setup_saver)

            set_up_once(conn, url, lambda: _set_up(conn, len(setup_saver.MIGRATIONS)), run_setup)
        finally:
            conn.close()
    return PostgresSaver(open_pool(url))


def set_up_once(conn: psycopg.Connection, url: str, ready: Callable[[], bool], set_up: Callable[[], None]) -> None:
    """Run `set_up` unless `ready()`, one process at a time; closes `conn` and raises CheckpointError on failure."""
    try:
        if not ready():
            # Poll, never block: a session waiting inside pg_advisory_lock holds a snapshot, and the
            # migrations' CREATE INDEX CONCURRENTLY waits for every snapshot — a deadlock between starters.
            deadline = time.monotonic() + SETUP_WAIT_S
            while not conn.execute("SELECT pg_try_advisory_lock(%s) AS got", (SETUP_LOCK_KEY,)).fetchone()["got"]:
                if time.monotonic() > deadline:
                    raise CheckpointError(f"the checkpoint database {redact(url)} is busy setting up; try again")
                time.sleep(0.05)
            try:
                set_up()
            finally:
                conn.execute("SELECT pg_advisory_unlock(%s)", (SETUP_LOCK_KEY,))
    except psycopg.Error as exc:
        conn.close()
        raise CheckpointError(f"cannot use the checkpoint database {redact(url)}: {one_line(exc)}") from exc


def ensure_index(saver: PostgresSaver) -> None:
    """Create the thread index, filled from the threads already stored, unless it exists (then add the columns
    an older index lacks); the caller holds the setup lock, so this runs once per database."""
    from sqlclarify.threads.index import TABLE
    from sqlclarify.threads.indexed import create_index

    conn = saver.conn
    if conn.execute("SELECT to_regclass(%s) IS NOT NULL AS made", (TABLE,)).fetchone()["made"]:
        from sqlclarify.threads.index import ADDED_COLUMNS

        # a store from before owners, or before bindings were indexed (the caller holds the setup lock)
        for column, kind in ADDED_COLUMNS.items():
            conn.execute(f"ALTER TABLE {TABLE} ADD COLUMN IF NOT EXISTS {column} {kind}")
        return
    with conn.transaction():
        create_index(saver, "postgres", conn.execute)
