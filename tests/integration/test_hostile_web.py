"""A hostile browser against `sqlclarify web` (a real server on a free loopback port, one for the module): a site
that rebinds its name to 127.0.0.1, cross-site form posts, framing; and what the page's errors and its config
show (no password, no file path)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from starlette.testclient import TestClient

from tests.conftest import TODAY
from tests.support.cli import run_cli

QUESTION = {"question": "DAU for TH in Nov 2025"}
FRAMING = {
    "x-frame-options": "DENY",
    "content-security-policy": "frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
}


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory, demo_db: Path) -> Iterator[dict[str, str]]:
    """`sqlclarify web --port 0` over the demo warehouse; its URL, port and checkpoint."""
    home = tmp_path_factory.mktemp("hostile_web")
    env = {k: v for k, v in os.environ.items() if not k.startswith("SQLCLARIFY_")}
    env |= {
        "SQLCLARIFY_DB": str(demo_db),
        "SQLCLARIFY_CHECKPOINT": str(home / "threads.sqlite"),
        "SQLCLARIFY_TODAY": TODAY,
        "SQLCLARIFY_USER": "ana",
        "XDG_CACHE_HOME": str(home / "cache"),
        "XDG_DATA_HOME": str(home / "data"),
    }
    process = subprocess.Popen(
        [sys.executable, "-m", "sqlclarify", "web", "--port", "0"],
        stderr=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    line = process.stderr.readline()
    found = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    assert found, f"no address in {line!r}"
    try:
        yield {"url": f"http://127.0.0.1:{found.group(1)}", "port": found.group(1), **env}
    finally:
        process.terminate()
        process.wait(timeout=10)


def client(page: dict[str, str], **headers: str) -> httpx.Client:
    return httpx.Client(base_url=page["url"], headers=headers, timeout=120)


def turn_of(stream: httpx.Response) -> dict:
    assert "event: turn" in stream.text, stream.text[:500]
    return json.loads(stream.text.split("event: turn\ndata: ", 1)[1].split("\n", 1)[0])


def verified_count(page: dict[str, str]) -> int:
    env = {k: v for k, v in page.items() if k not in ("url", "port")}
    listed = run_cli("verified", "list", "--json", env=env)  # in this process: the page's store, not its process
    assert listed.returncode == 0, listed.stderr
    return len(json.loads(listed.stdout))


def test_a_name_rebound_to_loopback_reads_and_asks_nothing(page: dict[str, str]) -> None:
    for host in ("attacker.example", f"attacker.example:{page['port']}", "127.0.0.2", "localhost.attacker.example"):
        with client(page, Host=host) as http:
            assert http.get("/api/threads").status_code == 400
            assert http.get("/api/config").status_code == 400
            asked = http.post("/api/ask", json=QUESTION)
            assert asked.status_code == 400 and "event:" not in asked.text
    for host in (f"127.0.0.1:{page['port']}", f"localhost:{page['port']}"):
        with client(page, Host=host) as http:
            assert http.get("/api/threads").status_code == 200


CROSS_SITE = [
    ({"Content-Type": "text/plain"}, 415),  # what an HTML form (or a no-cors fetch) can send cross-site
    ({"Content-Type": "application/x-www-form-urlencoded"}, 415),
    ({"Content-Type": "multipart/form-data; boundary=x"}, 415),
    ({"Content-Type": "application/json", "Origin": "https://attacker.example"}, 403),
    ({"Content-Type": "application/json", "Origin": "null"}, 403),  # a sandboxed frame
    ({"Content-Type": "application/json", "Sec-Fetch-Site": "cross-site"}, 403),
    ({"Content-Type": "application/json", "Sec-Fetch-Site": "same-site"}, 403),
    ({"Content-Type": "text/plain", "Origin": "https://attacker.example", "Sec-Fetch-Site": "cross-site"}, 403),
]


def test_a_cross_site_write_changes_nothing(page: dict[str, str]) -> None:
    with client(page) as http:
        mine = turn_of(http.post("/api/ask", json=QUESTION))
        before = http.get("/api/threads", params={"limit": 100}).json()["total"]
        verified = verified_count(page)
        for headers, status in CROSS_SITE:
            body = json.dumps(QUESTION)
            assert http.post("/api/ask", content=body, headers=headers).status_code == status, headers
            answer = json.dumps({"thread_id": mine["thread_id"], "text": "1", "remember": True})
            assert http.post("/api/answer", content=answer, headers=headers).status_code == status
            verify = http.post(f"/api/threads/{mine['thread_id']}/verify", content="{}", headers=headers)
            assert verify.status_code == status
        assert http.get("/api/threads", params={"limit": 100}).json()["total"] == before
        assert http.get("/api/memory").json()["memory"] == []
    assert verified_count(page) == verified


def test_the_page_itself_still_writes(page: dict[str, str]) -> None:
    same_origin = {"Origin": page["url"], "Sec-Fetch-Site": "same-origin"}
    with client(page, **same_origin) as http:
        mine = turn_of(http.post("/api/ask", json=QUESTION))
        assert mine["status"] == "answered"
        verified = http.post(f"/api/threads/{mine['thread_id']}/verify", json={})
        assert verified.status_code == 200, verified.text
    with client(page, **{"Sec-Fetch-Site": "none"}) as http:  # typed into the address bar, or a script's client
        assert turn_of(http.post("/api/ask", json=QUESTION))["status"] == "answered"


def test_no_page_may_frame_it_nor_sniff_its_types(page: dict[str, str]) -> None:
    with client(page) as http:
        for answer in (
            http.get("/"),
            http.get("/api/config"),
            http.get("/static/app.js"),
            http.get("/api/threads/nope"),
            http.post("/api/ask", content="x", headers={"Content-Type": "text/plain"}),
        ):
            for name, value in FRAMING.items():
                assert answer.headers.get(name) == value, (answer.request.url, name)


def test_the_page_shows_no_password_at_its_start(page: dict[str, str], tmp_path: Path) -> None:
    env = {**os.environ, **{k: v for k, v in page.items() if k not in ("url", "port")}}
    env["SQLCLARIFY_DB"] = "postgresql://ana@127.0.0.1:1/shop?password=hunter2-secret&sslmode=disable"
    failed = subprocess.run(
        [sys.executable, "-m", "sqlclarify", "web", "--port", "0"], capture_output=True, text=True, env=env, timeout=60
    )
    assert failed.returncode != 0 and "hunter2" not in failed.stderr and "password=***" in failed.stderr, failed.stderr


def test_page_errors_name_no_file(tmp_path: Path) -> None:
    from sqlclarify.agent import Agent
    from sqlclarify.faces.web.app import create_app

    store = tmp_path / "private-checkpoints"
    store.mkdir()  # a directory where the thread store should be: the Agent cannot open it

    def broken_agent(_request: object) -> Agent:
        return Agent(checkpoint=str(store))

    with TestClient(create_app(broken_agent), raise_server_exceptions=False) as http:
        answer = http.get("/api/threads")
    assert answer.status_code >= 400 and "private-checkpoints" not in answer.text and str(tmp_path) not in answer.text
    assert "[path]" in answer.json()["error"]
