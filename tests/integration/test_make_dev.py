"""`make dev` on a laptop (issue 29): `langgraph dev` on loopback with no tokens configured serves the person who
started it, as the MCP server does; a proxied request, a foreign web page or a wrong Host still gets nothing.
(With tokens set, the shared server's rules stand: test_hostile_langgraph.py.)"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.conftest import TODAY


@pytest.fixture(scope="module")
def personal_server(tmp_path_factory: pytest.TempPathFactory, demo_db: Path) -> Iterator[str]:
    from tests.support.langgraph_server import langgraph_dev

    home = tmp_path_factory.mktemp("make_dev")
    env = {
        k: v for k, v in os.environ.items() if not k.startswith(("SQLCLARIFY_", "OPENAI_", "LANGGRAPH_", "LANGSMITH"))
    }
    env |= {
        "SQLCLARIFY_DB": str(demo_db),
        "SQLCLARIFY_CHECKPOINT": str(home / "threads.sqlite"),
        "SQLCLARIFY_TODAY": TODAY,
        "XDG_CACHE_HOME": str(home / "cache"),
        "XDG_DATA_HOME": str(home / "data"),
    }
    with langgraph_dev(env, home / "server.log") as url:
        yield url


def test_the_person_who_started_it_needs_no_token(personal_server: str) -> None:
    from sqlclarify.context import _os_user

    me = _os_user()
    with httpx.Client(base_url=personal_server, timeout=60) as http:
        made = http.post("/threads", json={})
        assert made.status_code == 200, made.text
        assert made.json()["metadata"]["owner"] == me
        assert http.post("/threads/search", json={}).status_code == 200
        config = http.get("/api/config")  # the web page mounted on the server
        assert config.status_code == 200 and config.json()["user"] == me
        studio = {"Origin": "https://smith.langchain.com", "x-auth-scheme": "langsmith"}  # Studio's link
        assert http.post("/threads/search", json={}, headers=studio).status_code == 200


@pytest.mark.parametrize(
    "headers",
    [
        {"X-Forwarded-For": "203.0.113.7"},  # a proxy in front: the peer is not the person
        {"Forwarded": "for=203.0.113.7"},
        {"Origin": "http://attacker.example"},  # a page of another site in the person's browser
        {"Host": "attacker.example"},  # DNS rebinding
    ],
)
def test_anyone_else_still_needs_a_token(personal_server: str, headers: dict[str, str]) -> None:
    with httpx.Client(base_url=personal_server, timeout=60, headers=headers) as http:
        assert http.post("/threads/search", json={}).status_code in (400, 401, 403)
        assert http.post("/threads", json={}).status_code in (400, 401, 403)
        assert http.get("/api/config").status_code in (400, 401, 403)
