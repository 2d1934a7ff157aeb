"""The LangGraph server (`langgraph dev` from langgraph.json) on PostgreSQL survives a PostgreSQL restart: its
saver and store run on pools that check each connection before lending it, so the first call after the restart
works, with no restart of the server, and a question paused before it is answered after it."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.conftest import TODAY
from tests.support.postgres import PostgresServer, pg_bin, start_postgres

TOKEN = "survival-token-0123456789abcdef"
ASSISTANT = "sqlclarify"


@pytest.fixture
def own_postgres() -> Iterator[PostgresServer]:
    """A PostgreSQL of this test alone: it is restarted under the server."""
    if pg_bin() is None:
        pytest.skip("PostgreSQL server binaries (initdb, pg_ctl) are not installed")
    server = start_postgres()
    yield server
    server.stop()


def run(http: httpx.Client, thread_id: str, **payload: object) -> dict:
    done = http.post(f"/threads/{thread_id}/runs/wait", json={"assistant_id": ASSISTANT, **payload})
    assert done.status_code == 200, done.text[:500]
    return done.json()


def new_thread(http: httpx.Client) -> str:
    made = http.post("/threads", json={})
    assert made.status_code == 200, made.text[:500]
    return made.json()["thread_id"]


def test_the_langgraph_server_answers_again_after_a_postgres_restart(
    own_postgres: PostgresServer, demo_db: Path, tmp_path: Path
) -> None:
    from tests.support.langgraph_server import langgraph_dev

    url = own_postgres.create_database("threads")
    env = {
        k: v for k, v in os.environ.items() if not k.startswith(("SQLCLARIFY_", "OPENAI_", "LANGGRAPH_", "LANGSMITH"))
    }
    env |= {
        "SQLCLARIFY_DB": str(demo_db),
        "SQLCLARIFY_CHECKPOINT": url,
        "SQLCLARIFY_TODAY": TODAY,
        "SQLCLARIFY_TOKENS": f"alice={TOKEN}",
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    headers = {"Authorization": f"Bearer {TOKEN}"}
    with (
        langgraph_dev(env, tmp_path / "server.log") as server,
        httpx.Client(base_url=server, headers=headers, timeout=60) as http,
    ):
        paused_id = new_thread(http)
        paused = run(http, paused_id, input={"question": "rev for ID last month"})
        assert paused["status"] == "needs_clarification", paused
        before = run(http, new_thread(http), input={"question": "DAU for TH in Nov 2025"})
        assert before["status"] == "answered", before

        own_postgres.restart(1.0)  # every connection of the server's pools is cut

        # the very next calls work: a broken connection is never lent
        answered = run(http, paused_id, command={"resume": {"metric": "Ads net revenue"}})
        assert answered["status"] == "answered" and answered["rows"], answered
        again = run(http, new_thread(http), input={"question": "DAU for TH in Nov 2025"})
        assert again["status"] == "answered" and again["rows"] == before["rows"]
        state = http.get(f"/threads/{paused_id}/state").json()
        assert state["values"]["status"] == "answered"
