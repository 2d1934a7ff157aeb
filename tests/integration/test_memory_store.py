"""The long-term memory store lives beside the threads: what one process or the LangGraph server puts there,
another reads, on the SQLite file and on PostgreSQL."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from pathlib import Path

import pytest
from langgraph.store.sqlite import SqliteStore

from sqlclarify import Agent
from sqlclarify.context import Context
from sqlclarify.errors import InputError
from sqlclarify.faces.langgraph_server.graph import store as server_store
from sqlclarify.threads import open_store
from sqlclarify.threads.memory_store import close_memory_store, open_memory_store


def test_an_item_put_by_one_store_is_read_by_another_and_by_the_server(checkpoint: str) -> None:
    first = open_store(checkpoint)
    first.memory.put(("tests", "alice"), "k", {"value": 1})
    first.close()

    second = open_store(checkpoint)
    assert second.memory.get(("tests", "alice"), "k").value == {"value": 1}
    assert second.memory.get(("tests", "bob"), "k") is None
    second.close()

    async def read_on_server() -> dict | None:
        async with server_store() as found:
            item = await found.aget(("tests", "alice"), "k")
            return item.value if item else None

    assert asyncio.run(read_on_server()) == {"value": 1}


def test_nodes_see_the_agents_store(checkpoint: str) -> None:
    with Agent(checkpoint=checkpoint) as agent:
        agent.store.memory.put(("tests",), "seen", {"ok": True})
        assert agent.graph.store is agent.store.memory
        assert agent.graph.store.get(("tests",), "seen").value == {"ok": True}


def test_the_user_comes_from_the_environment_and_may_not_be_blank(monkeypatch: pytest.MonkeyPatch) -> None:
    assert Context().user_id  # the OS user by default
    monkeypatch.setenv("SQLCLARIFY_USER", "alice")
    assert Context().user_id == "alice"
    with pytest.raises(InputError, match="user_id"):
        Context(user_id="  ")


def set_up(target: str, barrier: threading.Barrier, errors: list[str], name: str) -> None:
    """Open the store at `target` when all workers are ready, and put one item; an error is collected."""
    barrier.wait()
    try:
        store = open_memory_store(target)
        store.put(("tests",), name, {"ok": True})
        close_memory_store(store)
    except Exception as exc:
        errors.append(str(exc))


def test_connections_setting_up_a_new_store_at_once_all_succeed(tmp_path: Path) -> None:
    # Twelve connections per fresh file, released at one instant (sqlite3 drops the GIL, so their setups
    # interleave like processes'). LangGraph's own setup lost about one file in four here.
    for trial in range(20):
        target = str(tmp_path / f"fresh{trial}.sqlite")
        barrier = threading.Barrier(12)
        errors: list[str] = []

        workers = [threading.Thread(target=set_up, args=(target, barrier, errors, f"c{n}")) for n in range(12)]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join()
        assert errors == []
        conn = sqlite3.connect(target)
        versions = [v for (v,) in conn.execute("SELECT v FROM store_migrations ORDER BY v")]
        keys = conn.execute("SELECT count(*) FROM store").fetchone()[0]
        conn.close()
        assert versions == list(range(len(SqliteStore.MIGRATIONS)))
        assert keys == 12


def test_a_store_left_half_migrated_is_finished(tmp_path: Path) -> None:
    # A store an older process began: the first migrations ran, the later ones did not.
    target = tmp_path / "half.sqlite"
    conn = sqlite3.connect(target)
    conn.execute("CREATE TABLE store_migrations (v INTEGER PRIMARY KEY)")
    for version, script in enumerate(SqliteStore.MIGRATIONS[:2]):
        conn.executescript(script)
        conn.execute("INSERT INTO store_migrations (v) VALUES (?)", (version,))
    conn.commit()
    conn.close()

    store = open_memory_store(str(target))
    store.put(("tests",), "k", {"value": 1}, ttl=None)
    assert store.get(("tests",), "k").value == {"value": 1}
    close_memory_store(store)
    columns = {row[1] for row in sqlite3.connect(target).execute("PRAGMA table_info(store)")}
    assert {"expires_at", "ttl_minutes"} <= columns


def test_listing_threads_does_not_set_up_the_memory_store(tmp_path: Path) -> None:
    # commands that never run a turn (threads, show) spare the store's setup queries
    target = tmp_path / "threads.sqlite"
    with Agent(checkpoint=str(target)) as agent:
        assert agent.threads() == []
        tables = {name for (name,) in sqlite3.connect(target).execute("SELECT name FROM sqlite_master")}
        assert "store_migrations" not in tables
        agent.ask("DAU for ID in Nov 2025")
        tables = {name for (name,) in sqlite3.connect(target).execute("SELECT name FROM sqlite_master")}
        assert "store_migrations" in tables
