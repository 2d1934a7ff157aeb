"""Thread owners have one record: the thread index's `owner` column, filled from each checkpoint's metadata (the
Agent's user, or the LangGraph server's authenticated user). The CLI, the MCP server and the LangGraph server
all keep to it, so a user sees the same threads through each.

An earlier MCP server kept owners in a table of its own, `sqlclarify_thread_owners`; `adopt_legacy_owners` moves
what it says into the index once (only where the index names no owner), so no thread changes hands.
"""

from __future__ import annotations

from sqlclarify.threads import index
from sqlclarify.threads.indexed import IndexedSaver

LEGACY_TABLE = "sqlclarify_thread_owners"


def adopt_legacy_owners(saver: IndexedSaver) -> int:
    """Copy the legacy table's owners into the index where it has none; how many rows were in the legacy table
    (0 when it does not exist). Idempotent, and safe from several servers at once (a plain UPDATE)."""
    if saver.dialect == "postgres":
        exists = saver.fetch("SELECT to_regclass(?) IS NOT NULL", (LEGACY_TABLE,))[0][0]
    else:
        exists = bool(saver.fetch("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (LEGACY_TABLE,)))
    if not exists:
        return 0
    saver.write(
        f"UPDATE {index.TABLE} SET owner = (SELECT o.owner FROM {LEGACY_TABLE} o WHERE o.thread_id = "
        f"{index.TABLE}.thread_id) WHERE owner IS NULL AND thread_id IN (SELECT thread_id FROM {LEGACY_TABLE})",
        (),
    )
    return int(saver.fetch(f"SELECT count(*) FROM {LEGACY_TABLE}")[0][0])
