"""Claims: the right to change one thread in one way (answer its pending question, recover a failed run),
held by one caller at a time across threads, processes and hosts.

A claim row records a token (one per claim), the pid and the host. A holder counts as alive when it is this
process and still holds the token, or another live process on this host; a claim of another host counts until
it is STALE_AFTER_S old. A dead holder's claim (kill -9 mid-answer) is taken over, so nothing is stuck.
Claims are deleted when their holder is done.
"""

from __future__ import annotations

import contextlib
import os
import socket
import sqlite3
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from sqlclarify.errors import CheckpointError, InfrastructureError

STALE_AFTER_S = 3600.0
HOST = socket.gethostname()
_held: set[str] = set()  # tokens this process holds right now
_held_lock = threading.Lock()

SQLITE_CLAIMS_TABLE = """
CREATE TABLE IF NOT EXISTS sqlclarify_claims (
    thread_id TEXT NOT NULL,
    subject TEXT NOT NULL,
    token TEXT,
    pid INTEGER,
    host TEXT,
    claimed_at REAL,
    PRIMARY KEY (thread_id, subject)
)
"""


@dataclass(frozen=True)
class Claim:
    thread_id: str
    subject: str
    token: str


class Claims(Protocol):
    def take(self, thread_id: str, subject: str) -> Claim | None:
        """The claim, or None when a live holder has it."""

    def release(self, claim: Claim) -> None:
        """Delete the claim (only if it is still this one)."""


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def holder_alive(token: str | None, pid: int | None, host: str | None, claimed_at: float | None) -> bool:
    """Whether the holder of a claim row may still be working on it."""
    if not token or pid is None:
        return False
    if host != HOST:
        return (claimed_at or 0) > time.time() - STALE_AFTER_S
    if pid == os.getpid():
        with _held_lock:
            return token in _held
    return _pid_alive(pid)


def _new_claim(thread_id: str, subject: str) -> Claim:
    claim = Claim(thread_id, subject, uuid.uuid4().hex)
    with _held_lock:
        _held.add(claim.token)
    return claim


def _forget(claim: Claim) -> None:
    with _held_lock:
        _held.discard(claim.token)


class SqliteClaims:
    """Claims in the checkpoint file itself (BEGIN IMMEDIATE serialises the claimers)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path).expanduser()

    def _connect(self) -> sqlite3.Connection:
        from sqlclarify.threads.sqlite import connect

        conn = connect(self.path)
        conn.execute(SQLITE_CLAIMS_TABLE)
        return conn

    def take(self, thread_id: str, subject: str) -> Claim | None:
        with _infrastructure("take a claim"):
            return self._take(thread_id, subject)

    def _take(self, thread_id: str, subject: str) -> Claim | None:
        conn = self._connect()
        try:
            conn.execute("BEGIN IMMEDIATE")
            row = conn.execute(
                "SELECT token, pid, host, claimed_at FROM sqlclarify_claims WHERE thread_id = ? AND subject = ?",
                (thread_id, subject),
            ).fetchone()
            if row and holder_alive(*row):
                conn.execute("ROLLBACK")
                return None
            claim = _new_claim(thread_id, subject)
            conn.execute(
                "INSERT OR REPLACE INTO sqlclarify_claims VALUES (?, ?, ?, ?, ?, ?)",
                (thread_id, subject, claim.token, os.getpid(), HOST, time.time()),
            )
            conn.execute("COMMIT")
            return claim
        finally:
            conn.close()

    def release(self, claim: Claim) -> None:
        # a row left behind (disk full, I/O error) is harmless: once forgotten, its holder counts as dead
        try:
            conn = self._connect()
            try:
                conn.execute("DELETE FROM sqlclarify_claims WHERE token = ?", (claim.token,))
            finally:
                conn.close()
        except sqlite3.Error:
            pass
        finally:
            _forget(claim)


class PostgresClaims:
    """Claims in a table of the checkpoint database: the row is locked (FOR UPDATE) while it is decided. Run on
    the saver's connection pool when given one (checked connections, reconnects), else a connection per call."""

    def __init__(self, url: str, pool: Any = None) -> None:
        self.url = url
        self.pool = pool

    @contextlib.contextmanager
    def _connection(self) -> Iterator[Any]:
        from psycopg.rows import tuple_row

        from sqlclarify.threads.postgres import connect

        if self.pool is None:
            with connect(self.url, autocommit=True) as conn:
                yield conn
            return
        with self.pool.connection() as conn:
            conn.row_factory = tuple_row  # the pool lends dict-row connections; restored below
            try:
                yield conn
            finally:
                from psycopg.rows import dict_row

                conn.row_factory = dict_row

    def take(self, thread_id: str, subject: str) -> Claim | None:
        with _infrastructure("take a claim"), self._connection() as conn:
            conn.execute(
                "INSERT INTO sqlclarify_claims (thread_id, subject) VALUES (%s, %s) ON CONFLICT DO NOTHING",
                (thread_id, subject),
            )
            with conn.transaction():
                row = conn.execute(
                    "SELECT token, pid, host, claimed_at FROM sqlclarify_claims "
                    "WHERE thread_id = %s AND subject = %s FOR UPDATE",
                    (thread_id, subject),
                ).fetchone()
                if row and holder_alive(*row):
                    return None
                claim = _new_claim(thread_id, subject)
                conn.execute(
                    "INSERT INTO sqlclarify_claims VALUES (%s, %s, %s, %s, %s, %s) ON CONFLICT (thread_id, subject) "
                    "DO UPDATE SET token = EXCLUDED.token, pid = EXCLUDED.pid, host = EXCLUDED.host, "
                    "claimed_at = EXCLUDED.claimed_at",
                    (thread_id, subject, claim.token, os.getpid(), HOST, time.time()),
                )
                return claim

    def release(self, claim: Claim) -> None:
        import psycopg

        try:  # a row left behind (the server gone) is harmless: once forgotten, its holder counts as dead
            with self._connection() as conn:
                conn.execute("DELETE FROM sqlclarify_claims WHERE token = %s", (claim.token,))
        except (psycopg.Error, CheckpointError):
            pass
        finally:
            _forget(claim)


@contextlib.contextmanager
def _infrastructure(doing: str) -> Iterator[None]:
    """A database fault (disk full, I/O error, server gone) as one line: InfrastructureError."""
    import psycopg

    try:
        yield
    except CheckpointError as exc:
        raise InfrastructureError(str(exc)) from exc
    except (sqlite3.Error, psycopg.Error, OSError) as exc:
        raise InfrastructureError(f"cannot {doing} on the thread store: {' '.join(str(exc).split())}") from exc
