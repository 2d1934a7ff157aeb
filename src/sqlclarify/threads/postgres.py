"""Threads in PostgreSQL (langgraph-checkpoint-postgres): many processes and a LangGraph server share them."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from typing import Any

import psycopg
from langgraph.checkpoint.postgres import PostgresSaver
from psycopg.rows import dict_row

from sqlclarify.errors import CheckpointError
from sqlclarify.threads.target import redact

CONNECT_TIMEOUT_S = 10
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
    (the index with its owner column)."""
    row = conn.execute(
        "SELECT to_regclass('checkpoint_migrations') IS NOT NULL AND to_regclass('sqlclarify_claims') "
        "IS NOT NULL AND to_regclass('sqlclarify_threads') IS NOT NULL AND EXISTS (SELECT 1 FROM "
        "information_schema.columns WHERE table_schema = current_schema() AND table_name = 'sqlclarify_threads' "
        "AND column_name = 'owner') AS ready"
    ).fetchone()
    if not row["ready"]:
        return False
    latest = conn.execute("SELECT max(v) AS v FROM checkpoint_migrations").fetchone()["v"]
    return latest is not None and latest >= migrations - 1


def open_postgres_saver(url: str) -> PostgresSaver:
    """A PostgresSaver on its own connection (autocommit, dict rows, as the saver needs), tables set up."""
    conn = connect(url, autocommit=True, row_factory=dict_row, prepare_threshold=0)
    saver = PostgresSaver(conn)

    def set_up() -> None:
        saver.setup()
        conn.execute(CLAIMS_TABLE)
        ensure_index(saver)

    set_up_once(conn, url, lambda: _set_up(conn, len(saver.MIGRATIONS)), set_up)
    return saver


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
    """Create the thread index, filled from the threads already stored, unless it exists; the caller holds
    the setup lock, so this runs once per database."""
    from sqlclarify.threads.index import TABLE
    from sqlclarify.threads.indexed import create_index

    conn = saver.conn
    if conn.execute("SELECT to_regclass(%s) IS NOT NULL AS made", (TABLE,)).fetchone()["made"]:
        has_owner = conn.execute(
            "SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = %s "
            "AND column_name = 'owner'",
            (TABLE,),
        ).fetchone()
        if not has_owner:  # a store from before owners (the caller holds the setup lock)
            conn.execute(f"ALTER TABLE {TABLE} ADD COLUMN IF NOT EXISTS owner TEXT")
        return
    with conn.transaction():
        create_index(saver, "postgres", conn.execute)
