"""The thread index: one row per thread (title, last question, created, updated, status, turns, owner, binding),
so listing, filtering, counting and id-prefix lookups read a few rows instead of every checkpoint.

Rows are derived from checkpoints alone (see `entry_from_checkpoint`), which is why any writer keeps them up to
date: the checkpointer itself writes them (`IndexedSaver`). The SQL is written once with `?` placeholders and
`dialect` ("sqlite" or "postgres") adapts it.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from langgraph.checkpoint.base import Checkpoint

TABLE = "sqlclarify_threads"
PAUSED_TABLE = "sqlclarify_paused"  # per thread, the last checkpoint a question paused on
INTERRUPT_CHANNEL = "__interrupt__"  # the pending write that says a task paused on interrupt()
START_CHANNEL = "__start__"
MAX_TITLE_CHARS = 200
STATUS_MID_RUN = "error"  # a checkpoint mid-run reads as _turn_from reads it: cut off, or running on a server

CREATE_TABLES = (
    f"""
CREATE TABLE IF NOT EXISTS {TABLE} (
    thread_id TEXT PRIMARY KEY,
    checkpoint_id TEXT NOT NULL,
    title TEXT NOT NULL DEFAULT '',
    last_question TEXT NOT NULL DEFAULT '',
    title_key TEXT NOT NULL DEFAULT '',
    question_key TEXT NOT NULL DEFAULT '',
    created_at TEXT,
    updated_at TEXT,
    status TEXT NOT NULL,
    turns INTEGER NOT NULL DEFAULT 0,
    owner TEXT,
    binding_key TEXT
)
""",
    f"CREATE TABLE IF NOT EXISTS {PAUSED_TABLE} (thread_id TEXT PRIMARY KEY, checkpoint_id TEXT NOT NULL)",
)
# Columns added since the table was first made, each with the statement that adds it to an older store:
# - owner: a store made before threads had owners: its rows stay ownerless (the local CLI still shows them);
# - binding_key: the database and catalog the thread runs on (see `binding_key`); rows made before it stay
#   NULL ("not known") until the thread's next checkpoint, and a page that lists one database's threads shows
#   them, marked, rather than hide threads it cannot place.
ADDED_COLUMNS = {"owner": "TEXT", "binding_key": "TEXT"}
ADD_COLUMN = "ALTER TABLE {table} ADD COLUMN {column} {type}"
# Newest first is checkpoint id order (LangGraph's ids are time-ordered): the page query walks one of these.
CREATE_INDEXES = (
    f"CREATE INDEX IF NOT EXISTS {TABLE}_recent ON {TABLE} (checkpoint_id, thread_id)",
    f"CREATE INDEX IF NOT EXISTS {TABLE}_status ON {TABLE} (status, checkpoint_id, thread_id)",
)
# PostgreSQL compares text by collation; a pattern index lets `LIKE 'prefix%'` use it.
CREATE_PREFIX_INDEX_POSTGRES = f"CREATE INDEX IF NOT EXISTS {TABLE}_prefix ON {TABLE} (thread_id text_pattern_ops)"

# The interrupt may be written before or after its checkpoint (LangGraph saves in the background): both orders
# end with the thread marked as paused, and only when the paused checkpoint is the thread's latest.
UPSERT = f"""
INSERT INTO {TABLE} (thread_id, checkpoint_id, title, last_question, title_key, question_key, created_at,
                     updated_at, status, turns, owner, binding_key)
VALUES (?, ?, ?, ?, ?, ?, ?, ?,
        CASE WHEN EXISTS (SELECT 1 FROM {PAUSED_TABLE} p WHERE p.thread_id = ? AND p.checkpoint_id = ?)
             THEN 'needs_clarification' ELSE CAST(? AS TEXT) END,
        ?, ?, ?)
ON CONFLICT (thread_id) DO UPDATE SET
    checkpoint_id = excluded.checkpoint_id,
    title = CASE WHEN {TABLE}.title = '' THEN excluded.title ELSE {TABLE}.title END,
    title_key = CASE WHEN {TABLE}.title = '' THEN excluded.title_key ELSE {TABLE}.title_key END,
    last_question = excluded.last_question,
    question_key = excluded.question_key,
    created_at = COALESCE({TABLE}.created_at, excluded.created_at),
    updated_at = excluded.updated_at,
    status = excluded.status,
    turns = excluded.turns,
    owner = COALESCE({TABLE}.owner, excluded.owner),
    binding_key = COALESCE(excluded.binding_key, {TABLE}.binding_key)
WHERE excluded.checkpoint_id >= {TABLE}.checkpoint_id
"""
MARK_PAUSED = (
    f"INSERT INTO {PAUSED_TABLE} (thread_id, checkpoint_id) VALUES (?, ?) "
    "ON CONFLICT (thread_id) DO UPDATE SET checkpoint_id = excluded.checkpoint_id",
    f"UPDATE {TABLE} SET status = 'needs_clarification' WHERE thread_id = ? AND checkpoint_id = ?",
)
DELETE = (f"DELETE FROM {TABLE} WHERE thread_id = ?", f"DELETE FROM {PAUSED_TABLE} WHERE thread_id = ?")
COLUMNS = "thread_id, title, last_question, created_at, updated_at, status, turns, owner, binding_key"
OWNER_OF = f"SELECT owner FROM {TABLE} WHERE thread_id = ?"
# who owns a thread: the authenticated user of a LangGraph server run, else the user the CLI/API ran as
OWNER_KEYS = ("langgraph_auth_user_id", "owner")


@dataclass(frozen=True)
class IndexEntry:
    """What the index keeps of a thread."""

    thread_id: str
    title: str
    last_question: str
    created_at: str | None
    updated_at: str | None
    status: str
    turns: int
    owner: str | None = None  # None: a thread from before owners (visible to every local CLI user)
    binding_key: str | None = None  # None: a thread whose database and catalog the index does not know


def adapt(sql: str, dialect: str) -> str:
    """`sql` with the placeholders of `dialect` (the statements here hold no literal question marks)."""
    return sql.replace("?", "%s") if dialect == "postgres" else sql


def fold(text: str) -> str:
    """Text as the case-insensitive search compares it."""
    return text.casefold()


def is_running(checkpoint: Checkpoint) -> bool:
    """Whether a node is still to run from this checkpoint (mid-run, or paused on a question)."""
    return any(k == START_CHANNEL or k.startswith("branch:to:") for k in checkpoint["channel_values"])


def owner_in(metadata: dict[str, Any] | None) -> str | None:
    """The owner a checkpoint's metadata names (see OWNER_KEYS), or None."""
    for key in OWNER_KEYS:
        if isinstance(found := (metadata or {}).get(key), str) and found:
            return found
    return None


def binding_key(binding: dict[str, Any] | None) -> str | None:
    """What a thread's binding (Context.binding) keys in the index: its database and catalog, not its model (a
    thread on another model still runs on this database). A digest, so no database URL (with its password)
    is copied into the index; None for a checkpoint that records no binding."""
    if not isinstance(binding, dict):
        return None
    bound = {"database": binding.get("database"), "catalog": binding.get("catalog")}
    return hashlib.sha256(json.dumps(bound, sort_keys=True).encode()).hexdigest()[:32]


def checkpoint_binding_key(checkpoint: Checkpoint) -> str | None:
    """The binding key a checkpoint records (the `binding` channel), or None."""
    return binding_key(checkpoint["channel_values"].get("binding"))


def upsert_params(
    thread_id: str, checkpoint: Checkpoint, paused: bool = False, owner: str | None = None
) -> tuple[Any, ...]:
    """The UPSERT parameters for a checkpoint saved on the thread's root namespace (the first owner stays; a
    checkpoint without a binding keeps the row's)."""
    row = row_values(thread_id, checkpoint, paused)
    return (*row[:8], thread_id, checkpoint["id"], *row[8:], owner, checkpoint_binding_key(checkpoint))


def row_values(thread_id: str, checkpoint: Checkpoint, paused: bool = False) -> tuple[Any, ...]:
    """The index row a checkpoint makes: thread_id, checkpoint_id, title, last_question, title_key,
    question_key, created_at, updated_at, status, turns."""
    values = checkpoint["channel_values"]
    start = values.get(START_CHANNEL)
    question = values.get("question") or (start.get("question") if isinstance(start, dict) else None) or ""
    question = str(question).strip()
    if is_running(checkpoint):
        status = "needs_clarification" if paused else STATUS_MID_RUN
    else:
        status = values.get("status") or "error"
    title = " ".join(question.split())[:MAX_TITLE_CHARS]
    turns = values.get("turn") or 0
    ts = checkpoint["ts"]
    return (thread_id, checkpoint["id"], title, question, fold(title), fold(question), ts, ts, status, turns)


def page_query(
    dialect: str,
    status: str | None,
    text: str | None,
    owner: str | None = None,
    ownerless: bool = True,
    bound_to: str | None = None,
) -> tuple[str, str, list[Any]]:
    """The page query (with LIMIT ? OFFSET ? to bind), the count query, and their filter parameters. With
    `owner`, only that user's threads (and, with `ownerless`, those from before owners); with `bound_to` (a
    `binding_key`), only threads on that database and catalog, and those whose binding is not known."""
    where: list[str] = []
    params: list[Any] = []
    if owner is not None:
        where.append("(owner = ? OR owner IS NULL)" if ownerless else "owner = ?")
        params.append(owner)
    if bound_to is not None:
        where.append("(binding_key = ? OR binding_key IS NULL)")
        params.append(bound_to)
    if status:
        where.append("status = ?")
        params.append(status)
    if text:
        contains = "strpos({0}, ?) > 0" if dialect == "postgres" else "instr({0}, ?) > 0"
        where.append(f"({contains.format('title_key')} OR {contains.format('question_key')})")
        params += [fold(text), fold(text)]
    condition = f" WHERE {' AND '.join(where)}" if where else ""  # none: count(*) of a whole table is quick
    page = f"SELECT {COLUMNS} FROM {TABLE}{condition} ORDER BY checkpoint_id DESC, thread_id DESC LIMIT ? OFFSET ?"
    count = f"SELECT count(*) FROM {TABLE}{condition}"
    return adapt(page, dialect), adapt(count, dialect), params


def prefix_query(dialect: str, prefix: str) -> tuple[str, list[Any]]:
    """Ids starting with `prefix`, by an index range (never a scan of every thread)."""
    if dialect == "postgres":
        pattern = prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        return f"SELECT thread_id FROM {TABLE} WHERE thread_id LIKE %s ORDER BY thread_id LIMIT %s", [pattern]
    upper = prefix[:-1] + chr(ord(prefix[-1]) + 1)  # binary collation: the ids >= prefix and < upper
    return f"SELECT thread_id FROM {TABLE} WHERE thread_id >= ? AND thread_id < ? ORDER BY thread_id LIMIT ?", [
        prefix,
        upper,
    ]


def entry(row: Any) -> IndexEntry:
    """An IndexEntry from a row of the page query (a tuple, or a dict from psycopg's dict_row)."""
    values = list(row.values()) if isinstance(row, dict) else list(row)
    return IndexEntry(*values)
