"""A checkpointer that keeps the thread index: it saves through the real saver (SQLite or PostgreSQL, sync or
async), then upserts the thread's index row from the checkpoint it saved. Every writer — the Agent, a LangGraph
server run, update_state, import — goes through `put`/`aput`, so the index never depends on who wrote.

The row is written right after the checkpoint, not in its transaction: a crash between the two leaves the row
one checkpoint behind until the thread's next checkpoint.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator, Sequence
from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import (
    BaseCheckpointSaver,
    ChannelVersions,
    Checkpoint,
    CheckpointMetadata,
    CheckpointTuple,
    get_checkpoint_metadata,
)

from sqlclarify.threads import index

# threads whose index row names a checkpoint that is gone (a server rolled back a run)
STALE = (
    f"SELECT thread_id FROM {index.TABLE} t WHERE NOT EXISTS (SELECT 1 FROM checkpoints c "
    "WHERE c.thread_id = t.thread_id AND c.checkpoint_ns = '' AND c.checkpoint_id = t.checkpoint_id)"
)


def dialect_of(saver: BaseCheckpointSaver) -> str:
    """ "sqlite" for the SQLite savers, "postgres" for the PostgreSQL ones."""
    return "sqlite" if type(saver).__module__.startswith("langgraph.checkpoint.sqlite") else "postgres"


def _root(config: RunnableConfig) -> tuple[str, str] | None:
    """(thread id, checkpoint id) of a config on the root namespace; None for a subgraph's checkpoint."""
    configurable = config.get("configurable", {})
    if configurable.get("checkpoint_ns", ""):
        return None
    return str(configurable["thread_id"]), str(configurable.get("checkpoint_id") or "")


def _pauses(writes: Sequence[tuple[str, Any]]) -> bool:
    return any(channel == index.INTERRUPT_CHANNEL for channel, _ in writes)


def rebuild_params(thread_id: str, history: list[CheckpointTuple]) -> tuple[Any, ...] | None:
    """The index row of a thread from its checkpoints, newest first (None when it has none)."""
    if not history:
        return None
    latest = history[0]
    paused = any(write[1] == index.INTERRUPT_CHANNEL for write in latest.pending_writes or [])
    row = list(index.row_values(thread_id, latest.checkpoint, paused))
    oldest_first = list(reversed(history))
    first = next((t for t in oldest_first if index.row_values(thread_id, t.checkpoint)[2]), None)
    if first is not None:
        row[2], row[4] = index.row_values(thread_id, first.checkpoint)[2:5:2]
    row[6] = oldest_first[0].checkpoint["ts"]
    owner = next((found for t in oldest_first if (found := index.owner_in(t.metadata))), None)
    bound = next((key for t in history if (key := index.checkpoint_binding_key(t.checkpoint))), None)
    return (*row[:8], thread_id, latest.checkpoint["id"], *row[8:], owner, bound)


class IndexedSaver(BaseCheckpointSaver):
    """`inner` (a LangGraph checkpointer) plus the thread index in the same database."""

    def __init__(self, inner: BaseCheckpointSaver, dialect: str | None = None) -> None:
        super().__init__(serde=inner.serde)
        self.inner = inner
        self.dialect = dialect or dialect_of(inner)

    def __getattr__(self, name: str) -> Any:
        if name == "inner":  # not set yet (copy.copy): never recurse
            raise AttributeError(name)
        return getattr(self.inner, name)  # conn, lock, setup, cursor of the real saver

    @property
    def config_specs(self) -> list:
        return self.inner.config_specs

    def with_allowlist(self, extra_allowlist: Any) -> BaseCheckpointSaver:
        inner = self.inner.with_allowlist(extra_allowlist)
        return self if inner is self.inner else IndexedSaver(inner, self.dialect)

    def get_next_version(self, current: Any, channel: None) -> Any:
        return self.inner.get_next_version(current, channel)

    # -- index SQL on the saver's own connection ---------------------------------------------------

    def write(self, sql: str, params: Sequence[Any]) -> None:
        if self.dialect == "sqlite":
            with self.inner.cursor() as cur:  # type: ignore[attr-defined]  # the saver's lock; commits
                cur.execute(sql, params)
        else:
            with self.inner._cursor() as cur:  # type: ignore[attr-defined]
                cur.execute(index.adapt(sql, self.dialect), params)

    def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        if self.dialect == "sqlite":
            with self.inner.cursor(transaction=False) as cur:  # type: ignore[attr-defined]
                return [tuple(row) for row in cur.execute(sql, params).fetchall()]
        with self.inner._cursor() as cur:  # type: ignore[attr-defined]
            cur.execute(index.adapt(sql, self.dialect), params)
            return [tuple(row.values()) for row in cur.fetchall()]

    async def awrite(self, sql: str, params: Sequence[Any]) -> None:
        if self.dialect == "sqlite":
            async with self.inner.lock:  # type: ignore[attr-defined]
                await self.inner.conn.execute(sql, params)  # type: ignore[attr-defined]
                await self.inner.conn.commit()  # type: ignore[attr-defined]
        else:
            async with self.inner._cursor() as cur:  # type: ignore[attr-defined]
                await cur.execute(index.adapt(sql, self.dialect), params)

    async def afetch(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        if self.dialect == "sqlite":
            async with self.inner.lock, self.inner.conn.execute(sql, params) as cur:  # type: ignore[attr-defined]
                return [tuple(row) for row in await cur.fetchall()]
        async with self.inner._cursor() as cur:  # type: ignore[attr-defined]
            await cur.execute(index.adapt(sql, self.dialect), params)
            return [tuple(row.values()) for row in await cur.fetchall()]

    def forget(self, thread_id: str) -> None:
        for statement in index.DELETE:
            self.write(statement, (thread_id,))

    async def aforget(self, thread_id: str) -> None:
        for statement in index.DELETE:
            await self.awrite(statement, (thread_id,))

    def owner_of(self, thread_id: str) -> tuple[bool, str | None]:
        """(whether the index has the thread, its owner or None)."""
        rows = self.fetch(index.OWNER_OF, (thread_id,))
        return (True, rows[0][0]) if rows else (False, None)

    def index_thread(self, thread_id: str) -> None:
        """Rebuild one thread's row from its checkpoints (removed when it has none)."""
        history = list(self.inner.list({"configurable": {"thread_id": thread_id, "checkpoint_ns": ""}}))
        self.forget(thread_id)
        if (params := rebuild_params(thread_id, history)) is not None:
            self.write(index.UPSERT, params)

    async def aindex_thread(self, thread_id: str) -> None:
        config: RunnableConfig = {"configurable": {"thread_id": thread_id, "checkpoint_ns": ""}}
        history = [t async for t in self.inner.alist(config)]
        await self.aforget(thread_id)
        if (params := rebuild_params(thread_id, history)) is not None:
            await self.awrite(index.UPSERT, params)

    # -- the checkpointer, sync -------------------------------------------------------------------

    def get_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        return self.inner.get_tuple(config)

    def list(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> Iterator[CheckpointTuple]:
        return self.inner.list(config, filter=filter, before=before, limit=limit)

    def put(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        saved = self.inner.put(config, checkpoint, metadata, new_versions)
        if (root := _root(config)) is not None:
            self.write(
                index.UPSERT,
                index.upsert_params(
                    root[0], checkpoint, owner=index.owner_in(get_checkpoint_metadata(config, metadata))
                ),
            )
        return saved

    def put_writes(
        self, config: RunnableConfig, writes: Sequence[tuple[str, Any]], task_id: str, task_path: str = ""
    ) -> None:
        self.inner.put_writes(config, writes, task_id, task_path)
        if _pauses(writes) and (root := _root(config)) is not None:
            for statement in index.MARK_PAUSED:
                self.write(statement, root)

    def delete_thread(self, thread_id: str) -> None:
        self.inner.delete_thread(thread_id)
        self.forget(str(thread_id))

    def delete_for_runs(self, run_ids: Sequence[str]) -> None:
        self.inner.delete_for_runs(run_ids)
        for (thread_id,) in self.fetch(STALE):
            self.index_thread(thread_id)

    def copy_thread(self, source_thread_id: str, target_thread_id: str) -> None:
        self.inner.copy_thread(source_thread_id, target_thread_id)
        self.index_thread(str(target_thread_id))

    def prune(self, thread_ids: Sequence[str], *, strategy: str = "keep_latest") -> None:
        self.inner.prune(thread_ids, strategy=strategy)
        for thread_id in thread_ids:
            self.index_thread(str(thread_id))

    def get_delta_channel_history(self, *args: Any, **kwargs: Any) -> Any:
        return self.inner.get_delta_channel_history(*args, **kwargs)

    # -- the checkpointer, async (the LangGraph server) -------------------------------------------

    async def aget_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        return await self.inner.aget_tuple(config)

    async def alist(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> AsyncIterator[CheckpointTuple]:
        async for item in self.inner.alist(config, filter=filter, before=before, limit=limit):
            yield item

    async def aput(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        saved = await self.inner.aput(config, checkpoint, metadata, new_versions)
        if (root := _root(config)) is not None:
            await self.awrite(
                index.UPSERT,
                index.upsert_params(
                    root[0], checkpoint, owner=index.owner_in(get_checkpoint_metadata(config, metadata))
                ),
            )
        return saved

    async def aput_writes(
        self, config: RunnableConfig, writes: Sequence[tuple[str, Any]], task_id: str, task_path: str = ""
    ) -> None:
        await self.inner.aput_writes(config, writes, task_id, task_path)
        if _pauses(writes) and (root := _root(config)) is not None:
            for statement in index.MARK_PAUSED:
                await self.awrite(statement, root)

    async def adelete_thread(self, thread_id: str) -> None:
        await self.inner.adelete_thread(thread_id)
        await self.aforget(str(thread_id))

    async def adelete_for_runs(self, run_ids: Sequence[str]) -> None:
        await self.inner.adelete_for_runs(run_ids)
        for (thread_id,) in await self.afetch(STALE):
            await self.aindex_thread(thread_id)

    async def acopy_thread(self, source_thread_id: str, target_thread_id: str) -> None:
        await self.inner.acopy_thread(source_thread_id, target_thread_id)
        await self.aindex_thread(str(target_thread_id))

    async def aprune(self, thread_ids: Sequence[str], *, strategy: str = "keep_latest") -> None:
        await self.inner.aprune(thread_ids, strategy=strategy)
        for thread_id in thread_ids:
            await self.aindex_thread(str(thread_id))

    async def aget_delta_channel_history(self, *args: Any, **kwargs: Any) -> Any:
        return await self.inner.aget_delta_channel_history(*args, **kwargs)


def create_index(inner: BaseCheckpointSaver, dialect: str, execute: Any) -> None:
    """Create the index table and fill it from the checkpoints already stored (a store from before the index).

    The caller holds the setup lock and a transaction, and has seen that the table did not exist: this runs
    once per store. `execute(sql, params)` runs one statement in that transaction."""
    statements = [*index.CREATE_TABLES, *index.CREATE_INDEXES]
    if dialect == "postgres":
        statements.append(index.CREATE_PREFIX_INDEX_POSTGRES)
    for statement in statements:
        execute(statement, ())
    rows = execute("SELECT DISTINCT thread_id FROM checkpoints WHERE checkpoint_ns = ''", ()).fetchall()
    for row in rows:
        thread_id = row["thread_id"] if isinstance(row, dict) else row[0]
        history = list(inner.list({"configurable": {"thread_id": thread_id, "checkpoint_ns": ""}}))
        if (params := rebuild_params(thread_id, history)) is not None:
            execute(index.adapt(index.UPSERT, dialect), params)
