"""The long-term memory store lives beside the threads: what one process or the LangGraph server puts there,
another reads, on the SQLite file and on PostgreSQL."""

from __future__ import annotations

import asyncio

import pytest

from sqlclarify import Agent
from sqlclarify.context import Context
from sqlclarify.errors import InputError
from sqlclarify.threads import open_store
from sqlclarify.threads.server import store as server_store


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
