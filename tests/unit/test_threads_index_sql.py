"""The thread index's SQL: the first page and an id prefix are read through an index, never by a full scan."""

from __future__ import annotations

import sqlite3

import pytest

from sqlclarify.threads import index


@pytest.fixture
def conn() -> sqlite3.Connection:
    conn = sqlite3.connect(":memory:")
    for statement in (*index.CREATE_TABLES, *index.CREATE_INDEXES):
        conn.execute(statement)
    rows = [(f"{i:08x}-thread", f"1f0{i:08x}", f"question {i}", "answered" if i % 3 else "error") for i in range(500)]
    conn.executemany(f"INSERT INTO {index.TABLE} (thread_id, checkpoint_id, title, status) VALUES (?, ?, ?, ?)", rows)
    conn.execute("ANALYZE")
    return conn


def plan(conn: sqlite3.Connection, sql: str, params: list) -> str:
    return " | ".join(row[-1] for row in conn.execute(f"EXPLAIN QUERY PLAN {sql}", params))


@pytest.mark.parametrize("status", [None, "answered"])
def test_the_first_page_walks_an_index_in_order(conn: sqlite3.Connection, status: str | None) -> None:
    page, _, params = index.page_query("sqlite", status, None)
    shown = plan(conn, page, [*params, 20, 0])
    assert "USING" in shown and "INDEX" in shown and "TEMP B-TREE" not in shown, shown  # no scan, no sort
    newest = [f"{i:08x}-thread" for i in range(499, 0, -1) if status is None or i % 3][:2]
    assert [row[0] for row in conn.execute(page, [*params, 2, 0])] == newest


def test_an_id_prefix_is_an_index_range(conn: sqlite3.Connection) -> None:
    sql, params = index.prefix_query("sqlite", "0000001")
    assert "SEARCH" in plan(conn, sql, [*params, 100])
    assert [row[0] for row in conn.execute(sql, [*params, 100])] == [f"{i:08x}-thread" for i in range(16, 32)]
