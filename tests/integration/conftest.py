"""Where threads live in a test: the per-test SQLite file, or a fresh database on the throwaway PostgreSQL; and
the one `langgraph dev` server of a test worker."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

BACKENDS = ["sqlite", "postgres"]


def fresh_postgres_checkpoint(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """A new database on the session's PostgreSQL server, made the checkpoint target of this test."""
    server = request.getfixturevalue("postgres_server")
    url = server.create_database(f"threads_{uuid.uuid4().hex[:12]}")
    monkeypatch.setenv("SQLCLARIFY_CHECKPOINT", url)
    return url


@pytest.fixture(params=BACKENDS)
def checkpoint(request: pytest.FixtureRequest, isolated_env: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """The test's checkpoint target (also in SQLCLARIFY_CHECKPOINT), once per backend."""
    if request.param == "sqlite":
        return str(isolated_env)
    return fresh_postgres_checkpoint(request, monkeypatch)


@pytest.fixture
def postgres_checkpoint(request: pytest.FixtureRequest, isolated_env: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """A PostgreSQL checkpoint target only (for the tests that are too slow to run twice)."""
    return fresh_postgres_checkpoint(request, monkeypatch)


# the server's token for the CLI's own user: threads started on either side are this user's
SERVER_TOKEN = "interfaces-test-token-0123456789"
AUTH = {"Authorization": f"Bearer {SERVER_TOKEN}"}


@dataclass(frozen=True)
class SharedServer:
    url: str
    checkpoint: Path


@pytest.fixture(scope="session")
def shared_langgraph_server(tmp_path_factory: pytest.TempPathFactory, demo_db: Path) -> Iterator[SharedServer]:
    """One `langgraph dev` for the worker's session (it takes seconds of CPU to start): the demo warehouse, its
    own thread store, the CLI user's token."""
    from sqlclarify.context import _os_user
    from tests.conftest import TODAY
    from tests.support.langgraph_server import langgraph_dev

    home = tmp_path_factory.mktemp("langgraph_server")
    checkpoint = home / "threads.sqlite"
    drop = {"SQLCLARIFY_MODEL", "SQLCLARIFY_CATALOG", "SQLCLARIFY_USER", "SQLCLARIFY_BOUNDARY"}
    env = {key: value for key, value in os.environ.items() if key not in drop}
    env |= {
        "SQLCLARIFY_DB": str(demo_db),
        "SQLCLARIFY_CHECKPOINT": str(checkpoint),
        "SQLCLARIFY_TODAY": TODAY,
        "SQLCLARIFY_TOKENS": f"{_os_user()}={SERVER_TOKEN}",
        "XDG_CACHE_HOME": str(home / "cache"),
        "XDG_DATA_HOME": str(home / "data"),
    }
    with langgraph_dev(env, home / "server.log") as url:
        yield SharedServer(url, checkpoint)


@pytest.fixture
def langgraph_server(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch, demo_db: Path, tmp_path: Path):
    """The URL of a `langgraph dev` whose threads this test's CLI and Agent share (SQLCLARIFY_CHECKPOINT): the
    worker's shared server, or, for a test on a checkpoint backend of its own (`checkpoint`), a server of its own."""
    if "checkpoint" not in request.fixturenames:
        shared = request.getfixturevalue("shared_langgraph_server")
        monkeypatch.setenv("SQLCLARIFY_CHECKPOINT", str(shared.checkpoint))
        yield shared.url
        return
    from sqlclarify.context import _os_user
    from tests.support.langgraph_server import langgraph_dev

    request.getfixturevalue("checkpoint")  # SQLCLARIFY_CHECKPOINT is set before the server starts
    env = {**os.environ, "SQLCLARIFY_DB": str(demo_db), "SQLCLARIFY_TOKENS": f"{_os_user()}={SERVER_TOKEN}"}
    with langgraph_dev(env, tmp_path / "server.log") as url:
        yield url
