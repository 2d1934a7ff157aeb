"""What `langgraph dev` serves (langgraph.json): the graph, run on the operator's settings, and the checkpointer
and store of the same target as the CLI and the Python API (SQLCLARIFY_CHECKPOINT: a SQLite file or a
postgresql:// URL), so a thread started in one opens in the other, and one PostgreSQL can serve a LangGraph
server and many CLI users at once."""

from __future__ import annotations

import asyncio
import contextlib
import sys
from collections.abc import AsyncIterator
from pathlib import Path

from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.store.base import BaseStore

from sqlclarify.context import use_default_database
from sqlclarify.demo.warehouse import ensure_demo_warehouse
from sqlclarify.errors import CheckpointError
from sqlclarify.faces.langgraph_server.context import ServerContext, on_operator_settings
from sqlclarify.graph import make_builder
from sqlclarify.threads.indexed import IndexedSaver
from sqlclarify.threads.target import default_target, is_postgres_url, looks_like_url, redact

# the server's graph (langgraph.json "graphs"): a client's context chooses only what ServerContext offers; every
# node runs on the operator's Context (database, catalog, model, key and user never come from the client)

# No database set by the operator: the demo warehouse, as the CLI and the API give it
use_default_database(lambda today: ensure_demo_warehouse(today=today))

graph = make_builder(ServerContext, on_operator_settings).compile(name="sqlclarify")


@contextlib.asynccontextmanager
async def checkpointer() -> AsyncIterator[BaseCheckpointSaver]:
    """The async saver of SQLCLARIFY_CHECKPOINT, keeping the same thread index as the Agent's saver."""
    target = default_target()
    if looks_like_url(target) and not is_postgres_url(target):
        raise CheckpointError(f"unsupported checkpoint URL {redact(target)}: use a SQLite file or a postgresql:// URL")
    _check_tokens()
    await asyncio.to_thread(_prepare, target)  # tables and index made (and filled once) as the Agent makes them
    _say_boundary()
    if is_postgres_url(target):
        async with _postgres(target) as saver:
            yield IndexedSaver(saver, "postgres")
    else:
        async with _sqlite(Path(target).expanduser()) as saver:
            yield IndexedSaver(saver, "sqlite")


def _check_tokens() -> None:
    """A wrong token setup (a JWT issuer without an audience, its keys over plain http) stops the server at its
    start, in one line, before any client reaches it."""
    from sqlclarify.errors import InputError
    from sqlclarify.faces.langgraph_server.tokens import server_verifier

    try:
        server_verifier()
    except InputError as exc:
        print(f"sqlclarify: the server's token setup is wrong: {exc}", file=sys.stderr, flush=True)
        raise


def _say_boundary() -> None:
    """One line at the server's start: what anyone may read (as `sqlclarify mcp` says it); a bad boundary file
    stops the server here, before any client reaches it."""
    from sqlclarify.warehouse.boundary import current_boundary

    print(current_boundary().describe(), file=sys.stderr, flush=True)


def _prepare(target: str) -> None:
    from sqlclarify.threads.store import open_store

    open_store(target).close()


def _prepare_memory(target: str) -> None:
    from sqlclarify.threads.memory_store import close_memory_store, open_memory_store

    close_memory_store(open_memory_store(target))


@contextlib.asynccontextmanager
async def _sqlite(path: Path) -> AsyncIterator[BaseCheckpointSaver]:
    import aiosqlite
    from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

    from sqlclarify.threads.sqlite import BUSY_TIMEOUT_S, check_file

    check_file(path)
    async with aiosqlite.connect(str(path), timeout=BUSY_TIMEOUT_S) as conn:
        # the server writes while CLI processes write: wait for the lock instead of failing
        await conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
        saver = AsyncSqliteSaver(conn)
        await saver.setup()
        yield saver


@contextlib.asynccontextmanager
async def _postgres(url: str) -> AsyncIterator[BaseCheckpointSaver]:
    """An AsyncPostgresSaver on a checked, reconnecting pool (tables made by _prepare, under the setup lock)."""
    from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver

    from sqlclarify.threads.postgres import open_async_pool

    pool = await open_async_pool(url)
    try:
        yield AsyncPostgresSaver(pool)
    finally:
        await pool.close()


@contextlib.asynccontextmanager
async def store() -> AsyncIterator[BaseStore]:
    """The long-term memory store `langgraph dev` uses (langgraph.json "store"): the same one as the CLI's. Its
    tables are made first the way the CLI makes them (one transaction on SQLite, under the setup lock on
    PostgreSQL), so a server and CLI processes starting on a fresh target at once do not race the migrations;
    the async store's own setup() then finds nothing left to do."""
    target = default_target()
    if looks_like_url(target) and not is_postgres_url(target):
        raise CheckpointError(f"unsupported checkpoint URL {redact(target)}: use a SQLite file or a postgresql:// URL")
    await asyncio.to_thread(_prepare_memory, target)
    if is_postgres_url(target):
        from langgraph.store.postgres.aio import AsyncPostgresStore

        from sqlclarify.threads.postgres import open_async_pool

        pool = await open_async_pool(target)  # checked and reconnecting, as the saver's
        try:
            yield AsyncPostgresStore(pool)  # its tables made by _prepare_memory
        finally:
            await pool.close()
    else:
        from langgraph.store.sqlite.aio import AsyncSqliteStore

        from sqlclarify.threads.sqlite import check_file

        path = Path(target).expanduser()
        check_file(path)
        async with AsyncSqliteStore.from_conn_string(str(path)) as found:
            await found.setup()
            yield found
