"""Long-term memory beside the threads: a LangGraph Store in the same place as the checkpoints (the SQLite
file or the PostgreSQL database), so a user's remembered choices and a team's verified answers reach every
thread, every process and the LangGraph server alike."""

from __future__ import annotations

import sqlite3
import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from langgraph.store.base import BaseStore

from sqlclarify.errors import CheckpointError
from sqlclarify.threads.target import default_target, is_postgres_url

if TYPE_CHECKING:
    from langgraph.store.sqlite.base import SqliteStore


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
        store = _sqlite_store_class()(conn)
        _set_up_sqlite(store, conn)
    except sqlite3.Error as exc:
        raise CheckpointError(f"cannot use the memory store in {path}: {exc}") from exc
    return store


def _sqlite_store_class() -> type[SqliteStore]:
    """LangGraph's SqliteStore. Its module imports sqlite_vec, and sqlite_vec imports numpy (a sixth of a second,
    a tenth of a command's start) only to offer a helper for numpy vectors that nothing here calls: no vector
    index is configured. So while numpy is not loaded and no other thread could be importing it, that one import
    runs with numpy hidden; numpy stays importable as before for everything else."""
    if "langgraph.store.sqlite.base" in sys.modules or "numpy" in sys.modules or threading.active_count() > 1:
        from langgraph.store.sqlite.base import SqliteStore

        return SqliteStore
    sys.modules["numpy"] = None  # type: ignore[assignment]  # sqlite_vec's `import numpy.typing` fails, as if absent
    try:
        from langgraph.store.sqlite.base import SqliteStore
    finally:
        del sys.modules["numpy"]
    return SqliteStore


def _set_up_sqlite(store: SqliteStore, conn: sqlite3.Connection) -> None:
    """Run the store's migrations unless they ran, all in one IMMEDIATE transaction. The store's own setup()
    commits each migration apart from its version row, so processes starting at once raced it (a duplicate
    version row, a column added twice) and a crash between the two left a file no setup could finish."""
    if store.index_config:  # vector migrations need an extension loaded first; we never configure an index
        store.setup()
        return
    conn.execute("CREATE TABLE IF NOT EXISTS store_migrations (v INTEGER PRIMARY KEY)")
    if not _migrated(conn, len(store.MIGRATIONS)):
        conn.execute("BEGIN IMMEDIATE")  # waits for a racing process's setup (busy_timeout), then sees it done
        try:
            latest = conn.execute("SELECT max(v) FROM store_migrations").fetchone()[0]
            start = -1 if latest is None else latest
            for version, script in enumerate(store.MIGRATIONS[start + 1 :], start=start + 1):
                for statement in _statements(script):
                    conn.execute(statement)
                conn.execute("INSERT INTO store_migrations (v) VALUES (?)", (version,))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
    store.is_setup = True


def _statements(script: str) -> list[str]:
    """The SQL statements of a migration script (executescript would commit between them)."""
    statements: list[str] = []
    pending = ""
    for line in script.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            statements.append(pending.strip())
            pending = ""
    if pending.strip() and not all(row.strip().startswith("--") for row in pending.strip().splitlines()):
        statements.append(pending.strip())
    return statements


def _migrated(conn: sqlite3.Connection, migrations: int) -> bool:
    latest = conn.execute("SELECT max(v) FROM store_migrations").fetchone()[0]
    return latest is not None and latest >= migrations - 1


def _postgres_store(url: str) -> BaseStore:
    from langgraph.store.postgres import PostgresStore
    from psycopg.rows import dict_row

    from sqlclarify.threads.postgres import connect, open_pool, set_up_once

    conn = connect(url, autocommit=True, row_factory=dict_row, prepare_threshold=0)
    try:
        setup_store = PostgresStore(conn)

        def ready() -> bool:
            row = conn.execute("SELECT to_regclass('store_migrations') IS NOT NULL AS ready").fetchone()
            if not row["ready"]:
                return False
            latest = conn.execute("SELECT max(v) AS v FROM store_migrations").fetchone()["v"]
            return latest is not None and latest >= len(setup_store.MIGRATIONS) - 1

        set_up_once(conn, url, ready, setup_store.setup)
    finally:
        conn.close()
    store = PostgresStore(open_pool(url))  # a pool: a PostgreSQL restart does not leave the store broken
    return store


def close_memory_store(store: BaseStore) -> None:
    """Close the store's connection or pool (stores opened by open_memory_store own theirs)."""
    conn = getattr(store, "conn", None)
    if conn is not None:
        conn.close()
