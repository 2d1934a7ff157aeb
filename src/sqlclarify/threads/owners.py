"""Thread owners for the authenticated MCP server: who may read, answer and continue a thread.

One row per thread in `sqlclarify_thread_owners`, beside the thread index, in the same database. A thread is
stamped with its owner when an authenticated caller starts it; a thread without a row (made by the CLI, or
before owners existed) belongs to nobody there, so no token user sees it. Listing and id-prefix look-ups join
the index, so a user never sees, nor is told of, another user's ids.

(The LangGraph server side keeps an owner in the thread index itself; the two meet on merge.)
"""

from __future__ import annotations

from typing import Any

from sqlclarify.threads import index
from sqlclarify.threads.indexed import IndexedSaver

TABLE = "sqlclarify_thread_owners"
CREATE = f"CREATE TABLE IF NOT EXISTS {TABLE} (thread_id TEXT PRIMARY KEY, owner TEXT NOT NULL)"
PREFIX_MATCHES = 100


def ensure_owners_table(saver: IndexedSaver) -> None:
    """Create the owners table unless it exists (idempotent; safe from several servers at once)."""
    saver.write(CREATE, ())


def stamp_owner(saver: IndexedSaver, thread_id: str, owner: str) -> str:
    """Make `owner` the owner of `thread_id` unless it has one; the owner it has afterwards (first stamp wins)."""
    saver.write(
        f"INSERT INTO {TABLE} (thread_id, owner) VALUES (?, ?) ON CONFLICT (thread_id) DO NOTHING",
        (
            thread_id,
            owner,
        ),
    )
    return owner_of(saver, thread_id) or owner


def owner_of(saver: IndexedSaver, thread_id: str) -> str | None:
    """The owner of `thread_id`, or None when it has none."""
    rows = saver.fetch(f"SELECT owner FROM {TABLE} WHERE thread_id = ?", (thread_id,))
    return rows[0][0] if rows else None


def owned_ids(saver: IndexedSaver, owner: str, prefix: str) -> list[str]:
    """Ids of `owner`'s threads equal to or starting with `prefix` (at most PREFIX_MATCHES)."""
    pattern = prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
    rows = saver.fetch(
        f"SELECT thread_id FROM {TABLE} WHERE owner = ? AND thread_id LIKE ? ESCAPE '\\' ORDER BY thread_id LIMIT ?",
        (owner, pattern, PREFIX_MATCHES),
    )
    # LIKE folds ASCII case on SQLite: keep exact prefixes only
    return [row[0] for row in rows if row[0].startswith(prefix)]


def owned_page(saver: IndexedSaver, owner: str, limit: int, status: str | None = None) -> list[index.IndexEntry]:
    """`owner`'s threads from the index, the most recently updated first."""
    where, params = "o.owner = ?", [owner]
    if status:
        where += " AND t.status = ?"
        params.append(status)
    columns = ", ".join(f"t.{c.strip()}" for c in index.COLUMNS.split(","))
    sql = (
        f"SELECT {columns} FROM {index.TABLE} t JOIN {TABLE} o ON o.thread_id = t.thread_id WHERE {where} "
        "ORDER BY t.checkpoint_id DESC, t.thread_id DESC LIMIT ?"
    )
    rows: list[Any] = saver.fetch(sql, [*params, limit])
    return [index.entry(row) for row in rows]
