"""The page mounted on the LangGraph server holds a bounded number of PostgreSQL connections however many users
sign in (issue 30, hole 10): a real PostgreSQL whose role may open 20 connections serves 60 page users, each
seeing only their own threads."""

from __future__ import annotations

import json
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import psycopg
import pytest
from starlette.authentication import AuthCredentials
from starlette.testclient import TestClient
from starlette.types import ASGIApp, Receive, Scope, Send

USERS = 60
ROLE_CONNECTIONS = 20  # what the operator's role may open: one Agent per user took two each
QUESTION = {"question": "DAU for TH in Nov 2025"}


class SignedIn:
    """What the LangGraph server's token check puts in the scope: the user (from a test header) and their
    permissions."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            name = dict(scope["headers"]).get(b"x-test-user", b"").decode()
            scope["user"] = SimpleNamespace(identity=name, is_authenticated=True)
            scope["auth"] = AuthCredentials([])
        await self.app(scope, receive, send)


@pytest.fixture(scope="module")
def capped_checkpoint(postgres_server: Any) -> Iterator[str]:
    """A database for threads, reached through a role PostgreSQL lets open at most ROLE_CONNECTIONS connections."""
    url = postgres_server.create_database("page_connections")
    with psycopg.connect(postgres_server.url(), autocommit=True) as conn:
        conn.execute(f"CREATE ROLE page_server LOGIN CONNECTION LIMIT {ROLE_CONNECTIONS}")
        conn.execute("GRANT ALL ON DATABASE page_connections TO page_server")
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("GRANT ALL ON SCHEMA public TO page_server")
    yield postgres_server.url("page_connections", user="page_server")


def connections(postgres_server: Any) -> int:
    with psycopg.connect(postgres_server.url(), autocommit=True) as conn:
        sql = "SELECT count(*) FROM pg_stat_activity WHERE usename = 'page_server'"
        return int(conn.execute(sql).fetchone()[0])


def test_sixty_page_users_share_a_few_connections(
    capped_checkpoint: str, postgres_server: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SQLCLARIFY_CHECKPOINT", capped_checkpoint)
    from sqlclarify.faces.web import server_app

    page = SignedIn(server_app.app)
    with TestClient(page) as http:
        first = http.post("/api/ask", json=QUESTION, headers={"x-test-user": "user0"})
        assert "event: turn\ndata: " in first.text, (first.status_code, first.text[:800])
        turn = json.loads(first.text.split("event: turn\ndata: ", 1)[1].split("\n", 1)[0])
        assert turn["status"] == "answered", first.text[:500]
        for number in range(USERS):
            listed = http.get("/api/threads", headers={"x-test-user": f"user{number}"})
            assert listed.status_code == 200, (number, listed.text)
            mine = {t["thread_id"] for t in listed.json()["threads"]}
            assert (turn["thread_id"] in mine) == (number == 0)
            assert http.get("/api/config", headers={"x-test-user": f"user{number}"}).json()["user"] == f"user{number}"
        held = connections(postgres_server)
    assert held <= 4, held
