"""The checkpointer `langgraph dev` uses (langgraph.json "checkpointer"): the same SQLite checkpoint file
as the CLI and the Python API, so a thread started in one opens in the other."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator

from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

from sqlclarify.checkpoints import default_checkpoint_path


@contextlib.asynccontextmanager
async def checkpointer() -> AsyncIterator[AsyncSqliteSaver]:
    path = default_checkpoint_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    async with AsyncSqliteSaver.from_conn_string(str(path)) as saver:
        await saver.setup()
        yield saver
