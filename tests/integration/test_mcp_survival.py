"""A running `sqlclarify mcp --http` that survives: a PostgreSQL restart under 20 clients loses nothing and the
server answers again without a restart of its own; two servers on one PostgreSQL answer a paused thread exactly
once; a read does not wait behind another client's slow model call."""

from __future__ import annotations

import functools
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import pytest

from tests.conftest import CHINOOK
from tests.support.mcp_http import call, client, mcp_process
from tests.support.postgres import PostgresServer, pg_bin, start_postgres

QUESTION = "rev for ID last month"
CHOICE = "Ads net revenue"
CLIENTS = 20
ROUNDS = 3  # ask + answer per client; the restart falls in the middle of them
RETRY_S = 0.2


@pytest.fixture
def own_postgres() -> Iterator[PostgresServer]:
    """A PostgreSQL of this test alone: it is restarted under load."""
    if pg_bin() is None:
        pytest.skip("PostgreSQL server binaries (initdb, pg_ctl) are not installed")
    server = start_postgres()
    yield server
    server.stop()


async def _until_done(connected: Any, tool: str, deadline: float, **arguments: Any) -> tuple[bool, str, dict]:
    """Call until a result that is not the store being down; every failure on the way must be one line."""
    while True:
        is_error, text, data = await call(connected, tool, **arguments)
        assert "\n" not in text or not is_error, text
        assert "internal error" not in text, text
        down = is_error and any(s in text for s in ("database or disk fault", "thread store", "checkpoint database"))
        if not down or time.monotonic() > deadline:
            return is_error, text, data
        await anyio.sleep(RETRY_S)


def test_a_postgres_restart_under_20_clients_loses_nothing(own_postgres: PostgresServer) -> None:
    url = own_postgres.create_database("threads")
    answered: list[str] = []
    failures: list[str] = []

    async def one_client(server: str, deadline: float) -> None:
        async with client(server) as connected:
            for _ in range(ROUNDS):
                is_error, text, paused = await _until_done(connected, "ask", deadline, question=QUESTION)
                if is_error or paused.get("status") != "needs_clarification":
                    failures.append(f"ask: {text}")
                    continue
                thread = paused["thread_id"]
                is_error, text, done = await _until_done(
                    connected, "answer", deadline, thread_id=thread, answers={"metric": CHOICE}
                )
                if not is_error and done["status"] == "answered":
                    answered.append(thread)
                elif "no pending question" in text or "already answered" in text:
                    answered.append(thread)  # the answer was saved before the connection dropped: check below
                else:
                    failures.append(f"answer: {text}")

    with mcp_process("--checkpoint", url) as server:

        async def main() -> tuple[list[Any], list[Any]]:
            deadline = time.monotonic() + 240
            async with anyio.create_task_group() as group:
                for _ in range(CLIENTS):
                    group.start_soon(one_client, server, deadline)
                await anyio.sleep(1.0)  # the clients are mid-way
                await anyio.to_thread.run_sync(own_postgres.restart, 1.0)
            async with client(server) as reader:
                histories = [(await call(reader, "history", thread_id=t))[2] for t in answered]
                listed = (await call(reader, "threads", limit=100, status="answered"))[2]["threads"]
            return histories, listed

        histories, listed = anyio.run(main)

    assert not failures, failures[:3]
    assert len(answered) == CLIENTS * ROUNDS
    for history in histories:
        assert history["turns"][-1]["status"] == "answered" and history["turns"][-1]["rows"]
    assert {t["thread_id"] for t in listed} >= set(answered)


def test_two_servers_on_one_postgres_answer_a_paused_thread_exactly_once(postgres_checkpoint: str) -> None:
    trials = 10

    async def main(first: str, second: str) -> list[int]:
        wins: list[int] = []
        async with client(first) as a, client(second) as b:
            for _ in range(trials):
                thread = (await call(a, "ask", question=QUESTION))[2]["thread_id"]
                results: list[tuple[bool, str, dict]] = []

                async def answer(connected: Any, results: list = results, thread: str = thread) -> None:
                    results.append(await call(connected, "answer", thread_id=thread, answers={"metric": CHOICE}))

                async with anyio.create_task_group() as group:
                    group.start_soon(answer, a)
                    group.start_soon(answer, b)
                wins.append(sum(1 for is_error, _, data in results if not is_error and data["status"] == "answered"))
                history = (await call(b, "history", thread_id=thread))[2]
                assert len(history["turns"]) == 1 and history["turns"][0]["status"] == "answered"
        return wins

    with (
        mcp_process("--checkpoint", postgres_checkpoint) as first,
        mcp_process("--checkpoint", postgres_checkpoint) as second,
    ):
        wins = anyio.run(main, first, second)
    assert wins == [1] * trials


def test_a_read_does_not_wait_behind_a_slow_model_call(openai_server: Any, isolated_env: Path) -> None:
    openai_server.push({"content": "thinking", "delay": 4.0})

    async def main(server: str) -> tuple[float, float]:
        async with client(server) as slow, client(server) as reader:
            started = time.monotonic()
            async with anyio.create_task_group() as group:
                group.start_soon(functools.partial(call, slow, "ask", question="which artist sold the most tracks?"))
                await anyio.sleep(0.5)  # the slow call holds a worker now
                before = time.monotonic()
                is_error, _, _ = await call(reader, "threads")
                read_s = time.monotonic() - before
                assert not is_error
            return read_s, time.monotonic() - started

    with mcp_process("--db", str(CHINOOK)) as server:
        read_s, total_s = anyio.run(main, server)
    assert total_s >= 4.0  # the model really was slow
    assert read_s < 1.0, read_s  # one worker per call: the read is not queued behind it (it was 4 s)
