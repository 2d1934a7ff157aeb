"""A thread store: the checkpointer for a target (SQLite file or PostgreSQL URL), its thread index and claims."""

from __future__ import annotations

import threading
from pathlib import Path

from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.store.base import BaseStore

from sqlclarify.errors import CheckpointError
from sqlclarify.threads import index
from sqlclarify.threads.claims import Claim, Claims, PostgresClaims, SqliteClaims
from sqlclarify.threads.indexed import IndexedSaver
from sqlclarify.threads.target import default_target, is_postgres_url, looks_like_url, redact

PREFIX_MATCHES = 100  # ids read for a prefix: enough to name the candidates of an ambiguous one


class ThreadStore:
    """Where threads live. `saver` is the LangGraph checkpointer; the store adds what LangGraph lacks."""

    def __init__(self, target: str, saver: IndexedSaver, claims: Claims) -> None:
        self.target = target
        self.saver = saver
        self.claims = claims
        self._memory: BaseStore | None = None
        self._memory_lock = threading.Lock()  # an Agent may be shared by threads: open the store once

    @property
    def display(self) -> str:
        """The target for messages (no password)."""
        return redact(self.target)

    @property
    def is_postgres(self) -> bool:
        return is_postgres_url(self.target)

    def threads(
        self,
        limit: int,
        offset: int = 0,
        status: str | None = None,
        text: str | None = None,
        owner: str | None = None,
        ownerless: bool = True,
        bound_to: str | None = None,
    ) -> list[index.IndexEntry]:
        """A page of the thread index, the most recently updated first; `text` is a case-insensitive substring
        of the thread's first or last question; with `owner`, only that user's threads (and, with `ownerless`,
        the threads from before owners); with `bound_to` (an `index.binding_key`), only the threads on that
        database and catalog, and those whose binding the index does not know."""
        page, _, params = index.page_query(self.saver.dialect, status, text, owner, ownerless, bound_to)
        return [index.entry(row) for row in self.saver.fetch(page, [*params, limit, offset])]

    def count(
        self,
        status: str | None = None,
        text: str | None = None,
        owner: str | None = None,
        ownerless: bool = True,
        bound_to: str | None = None,
    ) -> int:
        """How many threads `threads` would list with these filters and no limit."""
        _, count, params = index.page_query(self.saver.dialect, status, text, owner, ownerless, bound_to)
        return int(self.saver.fetch(count, params)[0][0])

    def owner_of(self, thread_id: str) -> tuple[bool, str | None]:
        """(whether the index has the thread, its owner: None for a thread from before owners)."""
        return self.saver.owner_of(thread_id)

    def visible(self, thread_id: str, user: str, ownerless: bool = True) -> bool:
        """Whether `user` may see `thread_id`: theirs, unknown to the index (a new thread), or ownerless when
        `ownerless` (the local CLI keeps stores from before owners usable)."""
        known, owner = self.owner_of(thread_id)
        return not known or owner == user or (owner is None and ownerless)

    def thread_ids(self, prefix: str, owner: str | None = None, ownerless: bool = True) -> list[str]:
        """Ids that start with `prefix` (at most PREFIX_MATCHES), read by an index range, not a scan; with
        `owner`, only those `visible` to that user."""
        if not prefix:
            return []
        sql, params = index.prefix_query(self.saver.dialect, prefix)
        found = [row[0] for row in self.saver.fetch(sql, [*params, PREFIX_MATCHES])]
        return found if owner is None else [t for t in found if self.visible(t, owner, ownerless)]

    @property
    def memory(self) -> BaseStore:
        """The long-term memory store beside the threads (opened on first use)."""
        with self._memory_lock:
            if self._memory is None:
                from sqlclarify.threads.memory_store import open_memory_store

                self._memory = open_memory_store(self.target)
            return self._memory

    def claim(self, thread_id: str, subject: str) -> Claim | None:
        """The right to change `thread_id` in the way `subject` names; None while a live holder has it."""
        return self.claims.take(thread_id, subject)

    def release(self, claim: Claim) -> None:
        self.claims.release(claim)

    def close(self) -> None:
        self.saver.conn.close()  # type: ignore[attr-defined]  # a connection, or the PostgreSQL pool
        if self._memory is not None:
            from sqlclarify.threads.memory_store import close_memory_store

            close_memory_store(self._memory)


def open_store(target: str | Path | None = None) -> ThreadStore:
    """The thread store at `target` (a SQLite file path or a postgresql:// URL; default: default_target()).

    Raises a one-line CheckpointError when it cannot be used; a URL is never taken for a file name.
    """
    chosen = str(target).strip() if target else default_target()
    if not chosen:
        raise CheckpointError("the checkpoint target is empty")
    if is_postgres_url(chosen):
        from sqlclarify.threads.postgres import open_postgres_saver

        saver = open_postgres_saver(chosen)
        return ThreadStore(chosen, IndexedSaver(saver, "postgres"), PostgresClaims(chosen, saver.conn))
    if looks_like_url(chosen):
        raise CheckpointError(
            f"unsupported checkpoint URL {redact(chosen)}: use a SQLite file path or a postgresql:// URL"
        )
    from sqlclarify.threads.sqlite import open_sqlite_saver

    path = Path(chosen).expanduser()
    return ThreadStore(str(path), IndexedSaver(open_sqlite_saver(path), "sqlite"), SqliteClaims(path))


def open_checkpointer(target: str | Path | None = None) -> BaseCheckpointSaver:
    """Just the LangGraph checkpointer of `target` (see open_store)."""
    return open_store(target).saver
