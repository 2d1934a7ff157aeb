"""Long-term memory beside the threads: a LangGraph Store in the same place as the checkpoints (the SQLite
file or the PostgreSQL database), so a user's remembered choices and a team's verified answers reach every
thread, every process and the LangGraph server alike."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

from langgraph.store.base import BaseStore
from langgraph.store.sqlite import SqliteStore

from sqlclarify.errors import CheckpointError
from sqlclarify.threads.target import default_target, is_postgres_url

SETUP_WAIT_S = 30.0


def open_memory_store(target: str | Path | None = None) -> BaseStore:
    """The LangGraph Store at `target` (a SQLite file path or a postgresql:// URL; default: default_target()),
    its tables created if needed. Raises a one-line CheckpointError when it cannot be used."""
    chosen = str(target).strip() if target else default_target()
    if is_postgres_url(chosen):
        return _postgres_store(chosen)
    return _sqlite_store(Path(chosen).expanduser())


def _sqlite_store(path: Path) -> BaseStore:
    from sqlclarify.threads.sqlite import BUSY_TIMEOUT_S, check_file

    check_file(path)
    try:
        conn = sqlite3.connect(path, check_same_thread=False, timeout=BUSY_TIMEOUT_S, isolation_level=None)
        conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
        store = SqliteStore(conn)
        _set_up_sqlite(store, conn)
    except sqlite3.Error as exc:
        raise CheckpointError(f"cannot use the memory store in {path}: {exc}") from exc
    return store


def _set_up_sqlite(store: SqliteStore, conn: sqlite3.Connection) -> None:
    """Run the store's migrations unless they ran. Processes starting at once may race them (each migration
    commits on its own, so no transaction can hold them together): the loser retries from where the winner got."""
    deadline = time.monotonic() + SETUP_WAIT_S
    while not _migrated(conn, len(store.MIGRATIONS)):
        try:
            store.setup()
            return
        except sqlite3.OperationalError:
            if time.monotonic() > deadline:
                raise
            store.is_setup = False
            time.sleep(0.05)
    store.is_setup = True


def _migrated(conn: sqlite3.Connection, migrations: int) -> bool:
    if not conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'store_migrations'").fetchone():
        return False
    latest = conn.execute("SELECT max(v) FROM store_migrations").fetchone()[0]
    return latest is not None and latest >= migrations - 1


def _postgres_store(url: str) -> BaseStore:
    from langgraph.store.postgres import PostgresStore
    from psycopg.rows import dict_row

    from sqlclarify.threads.postgres import connect, set_up_once

    conn = connect(url, autocommit=True, row_factory=dict_row, prepare_threshold=0)
    store = PostgresStore(conn)

    def ready() -> bool:
        row = conn.execute("SELECT to_regclass('store_migrations') IS NOT NULL AS ready").fetchone()
        if not row["ready"]:
            return False
        latest = conn.execute("SELECT max(v) AS v FROM store_migrations").fetchone()["v"]
        return latest is not None and latest >= len(store.MIGRATIONS) - 1

    set_up_once(conn, url, ready, store.setup)
    return store


def close_memory_store(store: BaseStore) -> None:
    """Close the store's connection (stores opened by open_memory_store own theirs)."""
    conn = getattr(store, "conn", None)
    if conn is not None:
        conn.close()
