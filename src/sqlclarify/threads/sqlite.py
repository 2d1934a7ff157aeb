"""Threads in a SQLite checkpoint file (langgraph-checkpoint-sqlite), one per user by default."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from langgraph.checkpoint.sqlite import SqliteSaver

from sqlclarify.errors import CheckpointError, CheckpointFault

BUSY_TIMEOUT_S = 30.0


def check_file(target: Path) -> None:
    """Refuse a directory, a file that is not SQLite, or a folder that cannot be created or written."""
    # The file is not opened here to read its header: closing a second descriptor of a SQLite file drops the
    # POSIX locks of every connection of this process to it, and that corrupts the file under concurrency.
    if target.exists():
        if target.is_dir():
            raise CheckpointError(f"checkpoint path is a directory: {target}")
        return
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise CheckpointError(f"cannot create the checkpoint directory {target.parent}: {exc.strerror}") from exc
    if not os.access(target.parent, os.W_OK):
        raise CheckpointError(f"checkpoint directory is not writable: {target.parent}")


def connect(path: Path) -> sqlite3.Connection:
    """A connection that waits for other writers instead of failing with 'database is locked'."""
    conn = sqlite3.connect(path, check_same_thread=False, timeout=BUSY_TIMEOUT_S, isolation_level=None)
    conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
    sync_at_checkpoints(conn)
    return conn


def sync_at_checkpoints(conn: sqlite3.Connection) -> None:
    """In WAL mode, fsync at WAL checkpoints instead of at every commit (`synchronous = NORMAL`).

    Safe from corruption, and nothing committed is lost when a process dies (kill -9 included: the WAL is in the
    OS's cache); only a power loss or an OS crash may undo the last commits. It takes the fsync (ms on a busy
    disk) out of each commit, and commits are serialized by the saver's lock: with FULL, 20 MCP clients queued
    behind each other's fsyncs. Outside WAL mode (a file not set up yet) the safe default stays."""
    if conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal":
        conn.execute("PRAGMA synchronous = NORMAL")


def open_sqlite_saver(path: str | Path) -> SqliteSaver:
    """A SqliteSaver on `path`, created if needed; a one-line CheckpointError when the file is unusable."""
    target = Path(path).expanduser()
    check_file(target)
    try:
        conn = sqlite3.connect(target, check_same_thread=False, timeout=BUSY_TIMEOUT_S)
    except sqlite3.Error as exc:
        raise CheckpointError(f"cannot open the checkpoint file {target}: {exc}") from exc
    try:
        conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
        conn.execute("PRAGMA schema_version").fetchone()  # 'file is not a database' shows here
        saver = SqliteSaver(conn)
        if _set_up(conn):
            saver.is_setup = True  # a file made before: opening it writes nothing (a read works on a full disk)
        else:
            saver.setup()
        ensure_index(saver)
        sync_at_checkpoints(conn)
    except sqlite3.DatabaseError as exc:
        conn.close()
        if "not a database" in str(exc):
            raise CheckpointError(f"checkpoint file is not a SQLite database: {target}") from exc
        raise CheckpointFault(f"cannot use the checkpoint file {target}: {exc}") from exc
    return saver


SET_UP_TABLES = ("checkpoints", "writes", "sqlclarify_threads", "sqlclarify_paused")


def _set_up(conn: sqlite3.Connection) -> bool:
    """Whether the file already holds every table this package and the saver make (and is in WAL mode)."""
    marks = ",".join("?" * len(SET_UP_TABLES))
    found = conn.execute(
        f"SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN ({marks})", SET_UP_TABLES
    ).fetchone()[0]
    return found == len(SET_UP_TABLES) and conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def ensure_index(saver: SqliteSaver) -> None:
    """Create the thread index once, filled from the threads already in the file, or add the columns an older
    file's index lacks; processes starting at once take turns (BEGIN IMMEDIATE), and the later ones find it
    made."""
    from sqlclarify.threads.index import TABLE
    from sqlclarify.threads.indexed import create_index

    conn = saver.conn
    made = conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (TABLE,)).fetchone()
    if made and not _missing_columns(conn):
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        if not conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (TABLE,)).fetchone():
            create_index(saver, "sqlite", conn.execute)
        else:  # a store from before owners, or before bindings were indexed
            from sqlclarify.threads.index import ADD_COLUMN, ADDED_COLUMNS

            for column in _missing_columns(conn):
                conn.execute(ADD_COLUMN.format(table=TABLE, column=column, type=ADDED_COLUMNS[column]))
        conn.commit()
    except BaseException:
        conn.rollback()
        raise


def _missing_columns(conn: sqlite3.Connection) -> list[str]:
    from sqlclarify.threads.index import ADDED_COLUMNS, TABLE

    present = {row[1] for row in conn.execute(f"PRAGMA table_info({TABLE})").fetchall()}
    return [column for column in ADDED_COLUMNS if column not in present]
