"""Where threads live: targets read as a file or a URL, passwords kept out of messages, the server's saver."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from sqlclarify.errors import CheckpointError
from sqlclarify.threads.target import is_postgres_url, looks_like_url, redact


@pytest.mark.parametrize(
    ("target", "postgres", "url"),
    [
        ("postgresql://u@h/db", True, True),
        ("postgres://u:p@h:5432/db?sslmode=require", True, True),
        ("  POSTGRESQL://u@h/db", True, True),
        ("mysql://u@h/db", False, True),
        ("sqlite:///x.db", False, True),
        ("threads.sqlite", False, False),
        ("/tmp/postgresql:/threads.sqlite", False, False),
        ("~/data/threads.sqlite", False, False),
    ],
)
def test_targets(target: str, postgres: bool, url: bool) -> None:
    assert is_postgres_url(target) is postgres
    assert looks_like_url(target) is url


@pytest.mark.parametrize(
    ("target", "shown"),
    [
        ("postgresql://me:s3cret@db:5432/t", "postgresql://me:***@db:5432/t"),
        ("postgresql://me@db/t", "postgresql://me@db/t"),
        ("postgresql://db/t", "postgresql://db/t"),
        ("/home/me/threads.sqlite", "/home/me/threads.sqlite"),
    ],
)
def test_passwords_are_redacted(target: str, shown: str) -> None:
    assert redact(target) == shown


def test_the_servers_sqlite_saver_waits_for_other_writers(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from sqlclarify.faces.langgraph_server.graph import checkpointer

    monkeypatch.setenv("SQLCLARIFY_CHECKPOINT", str(tmp_path / "server.sqlite"))

    async def busy_timeout() -> int:
        async with checkpointer() as saver, saver.conn.execute("PRAGMA busy_timeout") as cursor:
            return (await cursor.fetchone())[0]

    assert asyncio.run(busy_timeout()) == 30_000


def test_the_server_refuses_an_unsupported_url(monkeypatch: pytest.MonkeyPatch) -> None:
    from sqlclarify.faces.langgraph_server.graph import checkpointer

    monkeypatch.setenv("SQLCLARIFY_CHECKPOINT", "mysql://me@localhost/threads")

    async def open_it() -> None:
        async with checkpointer():
            pass

    with pytest.raises(CheckpointError, match="unsupported checkpoint URL"):
        asyncio.run(open_it())
