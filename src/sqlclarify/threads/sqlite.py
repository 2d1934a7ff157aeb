"""Threads in a SQLite checkpoint file (langgraph-checkpoint-sqlite), one per user by default."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from langgraph.checkpoint.sqlite import SqliteSaver

from sqlclarify.errors import CheckpointError

BUSY_TIMEOUT_S = 30.0
SQLITE_HEADER = b"SQLite format 3\x00"


def check_file(target: Path) -> None:
    """Refuse a directory, a file that is not SQLite, or a folder that cannot be created or written."""
    if target.exists():
        if target.is_dir():
            raise CheckpointError(f"checkpoint path is a directory: {target}")
        with open(target, "rb") as handle:
            header = handle.read(16)
        if header and header != SQLITE_HEADER:
            raise CheckpointError(f"checkpoint file is not a SQLite database: {target}")
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
    return conn


def open_sqlite_saver(path: str | Path) -> SqliteSaver:
    """A SqliteSaver on `path`, created if needed; a one-line CheckpointError when the file is unusable."""
    target = Path(path).expanduser()
    check_file(target)
    try:
        conn = sqlite3.connect(target, check_same_thread=False, timeout=BUSY_TIMEOUT_S)
        conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
        saver = SqliteSaver(conn)
        saver.setup()
    except sqlite3.DatabaseError as exc:
        raise CheckpointError(f"cannot use the checkpoint file {target}: {exc}") from exc
    return saver
