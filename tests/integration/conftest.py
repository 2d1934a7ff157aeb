"""Where threads live in a test: the per-test SQLite file, or a fresh database on the throwaway PostgreSQL."""

from __future__ import annotations

import uuid
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
