"""Where threads live: a SQLite checkpoint file (langgraph-checkpoint-sqlite), one per user by default."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from langgraph.checkpoint.sqlite import SqliteSaver

from sqlclarify.errors import CheckpointError

BUSY_TIMEOUT_S = 30.0
SQLITE_HEADER = b"SQLite format 3\x00"


def default_checkpoint_path() -> Path:
    """SQLCLARIFY_CHECKPOINT, else threads.sqlite in the user data dir (platformdirs)."""
    configured = os.environ.get("SQLCLARIFY_CHECKPOINT")
    if configured:
        return Path(configured).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir("sqlclarify")) / "threads.sqlite"


def open_checkpointer(path: str | Path | None = None) -> SqliteSaver:
    """A SqliteSaver on `path`, created if needed; a clear CheckpointError when the file is unusable."""
    target = Path(path).expanduser() if path else default_checkpoint_path()
    if target.exists():
        if target.is_dir():
            raise CheckpointError(f"checkpoint path is a directory: {target}")
        with open(target, "rb") as handle:
            header = handle.read(16)
        if header and header != SQLITE_HEADER:
            raise CheckpointError(f"checkpoint file is not a SQLite database: {target}")
    else:
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise CheckpointError(f"cannot create the checkpoint directory {target.parent}: {exc.strerror}") from exc
        if not os.access(target.parent, os.W_OK):
            raise CheckpointError(f"checkpoint directory is not writable: {target.parent}")
    try:
        conn = sqlite3.connect(target, check_same_thread=False, timeout=BUSY_TIMEOUT_S)
        conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
        saver = SqliteSaver(conn)
        saver.setup()
    except sqlite3.DatabaseError as exc:
        raise CheckpointError(f"cannot use the checkpoint file {target}: {exc}") from exc
    return saver


def list_thread_ids(saver: SqliteSaver) -> list[str]:
    """Thread ids, the most recently updated first (checkpoint ids are time-ordered)."""
    rows = saver.conn.execute(
        "SELECT thread_id, MAX(checkpoint_id) AS last FROM checkpoints WHERE checkpoint_ns = '' "
        "GROUP BY thread_id ORDER BY last DESC"
    ).fetchall()
    return [row[0] for row in rows]


CLAIMS_TABLE = """
CREATE TABLE IF NOT EXISTS sqlclarify_answer_claims (
    thread_id TEXT NOT NULL,
    interrupt_id TEXT NOT NULL,
    pid INTEGER NOT NULL,
    PRIMARY KEY (thread_id, interrupt_id)
)
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def claim_answer(path: str | Path, thread_id: str, interrupt_id: str) -> bool:
    """Take the right to answer one pending question, across processes; False if another live process has it.

    A claim left by a process that died (kill -9 mid-answer) is taken over, so no question is stuck.
    """
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
    try:
        conn.execute(CLAIMS_TABLE)
        conn.execute("BEGIN IMMEDIATE")
        row = conn.execute(
            "SELECT pid FROM sqlclarify_answer_claims WHERE thread_id = ? AND interrupt_id = ?",
            (thread_id, interrupt_id),
        ).fetchone()
        if row and row[0] != os.getpid() and _alive(row[0]):
            conn.execute("ROLLBACK")
            return False
        conn.execute(
            "INSERT OR REPLACE INTO sqlclarify_answer_claims VALUES (?, ?, ?)", (thread_id, interrupt_id, os.getpid())
        )
        conn.execute("COMMIT")
        return True
    finally:
        conn.close()


def release_claim(path: str | Path, thread_id: str, interrupt_id: str) -> None:
    """Give a claim back after a failed answer, so the question can be answered again."""
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_S)
    try:
        conn.execute(
            "DELETE FROM sqlclarify_answer_claims WHERE thread_id = ? AND interrupt_id = ? AND pid = ?",
            (thread_id, interrupt_id, os.getpid()),
        )
        conn.commit()
    finally:
        conn.close()
