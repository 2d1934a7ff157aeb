"""`sqlclarify mcp --http` against hostile clients, over real HTTP: no token, a wrong or forged token, another
user's threads (by id and by prefix), Host/Origin attacks, huge and odd thread ids, and settings that would
open the server to the network."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import pytest

from sqlclarify.faces.mcp.auth import HttpAuth, transport_security
from tests.conftest import TODAY
from tests.support.mcp_http import INITIALIZE, call, client, free_port, mcp_process, raw
from tests.support.oauth_issuer import Issuer

QUESTION = "rev for ID last month"
CHOICE = "Ads net revenue"
ALICE, BOB = "alice-token-0123456789abcdef", "bob-token-0123456789abcdef"


@pytest.fixture(scope="module")
def issuer() -> Iterator[Issuer]:
    found = Issuer().start()
    yield found
    found.stop()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, demo_db: Path, issuer: Issuer) -> Iterator[str]:
    """One server for the module: static tokens for alice and bob (a user name with a dot), JWTs from `issuer`."""
    root = tmp_path_factory.mktemp("mcp-hostile")
    tokens = root / "tokens.json"
    tokens.write_text(json.dumps({ALICE: "alice", BOB: {"user": "bob.smith", "permissions": ["verify"]}}))
    env = {
        "SQLCLARIFY_DB": str(demo_db),
        "SQLCLARIFY_CHECKPOINT": str(root / "threads.sqlite"),
        "SQLCLARIFY_TODAY": TODAY,
        "XDG_DATA_HOME": str(root / "data"),
        "XDG_CACHE_HOME": str(root / "cache"),
    }
    with mcp_process("--tokens", str(tokens), "--issuer", issuer.url, env=env) as url:
        yield url


def run(fn: Any) -> Any:
    return anyio.run(fn)


# -- who may come in ---------------------------------------------------------------------------------------


def test_no_token_is_refused_with_the_resource_metadata_to_find_the_issuer(server: str, issuer: Issuer) -> None:
    status, headers, _ = raw(server, body=INITIALIZE)
    assert status == 401
    challenge = headers["www-authenticate"]
    assert challenge.startswith("Bearer") and "resource_metadata=" in challenge
    metadata_url = challenge.split('resource_metadata="', 1)[1].split('"', 1)[0]
    status, _, body = raw(metadata_url)
    metadata = json.loads(body)
    assert status == 200 and metadata["resource"] == server
    assert [s.rstrip("/") for s in metadata["authorization_servers"]] == [issuer.url]
    status, _, body = raw(server.removesuffix("/mcp") + "/.well-known/oauth-protected-resource")
    assert status == 200 and json.loads(body) == metadata  # at the root too, for clients that look there


@pytest.mark.parametrize("token", ["not-a-token", "alice-token-0123456789abcdeX", ALICE + " "])
def test_a_wrong_static_token_is_refused(server: str, token: str) -> None:
    status, headers, _ = raw(server, {"Authorization": f"Bearer {token}"}, INITIALIZE)
    assert status == 401 and "resource_metadata=" in headers["www-authenticate"]


@pytest.mark.parametrize("forgery", ["expired", "other issuer", "other audience", "unpublished key", "no sub"])
def test_a_forged_or_foreign_jwt_is_refused(server: str, issuer: Issuer, forgery: str) -> None:
    options: dict[str, Any] = {
        "expired": {"expires_in": -120},
        "other issuer": {"issuer": "https://evil.example"},
        "other audience": {"audience": "http://127.0.0.1:1/mcp"},
        "unpublished key": {"foreign_key": True},
        "no sub": {"sub": ""},
    }[forgery]
    token = issuer.token(**{"sub": "carol", "audience": server, **options})
    status, _, _ = raw(server, {"Authorization": f"Bearer {token}"}, INITIALIZE)
    assert status == 401


def test_a_jwt_of_the_issuer_for_this_server_acts_as_its_subject(server: str, issuer: Issuer) -> None:
    token = issuer.token("carol", server)

    async def main() -> tuple[Any, Any]:
        async with client(server, token) as carol:
            asked = await call(carol, "ask", question=QUESTION)
            answered = await call(carol, "answer", thread_id=asked[2]["thread_id"], answers={"metric": CHOICE})
            return answered, (await call(carol, "threads"))[2]["threads"]

    answered, threads = run(main)
    assert answered[2]["status"] == "answered" and answered[2]["rows"]
    assert [t["thread_id"] for t in threads] == [answered[2]["thread_id"]]  # carol's own, none of the others


# -- owners ----------------------------------------------------------------------------------------------------


def test_another_users_thread_cannot_be_listed_read_answered_continued_or_verified(server: str) -> None:
    async def main() -> dict[str, Any]:
        seen: dict[str, Any] = {}
        async with client(server, ALICE) as alice, client(server, BOB) as bob:
            paused = (await call(alice, "ask", question=QUESTION))[2]
            thread = paused["thread_id"]
            seen["bob threads"] = (await call(bob, "threads"))[2]["threads"]
            for label, given in (("id", thread), ("prefix", thread[:6])):
                seen[f"history by {label}"] = await call(bob, "history", thread_id=given)
                seen[f"answer by {label}"] = await call(bob, "answer", thread_id=given, answers={"metric": CHOICE})
                seen[f"ask by {label}"] = await call(bob, "ask", question="and in VN", thread_id=given)
                seen[f"verify by {label}"] = await call(bob, "verify", thread_id=given)
            seen["alice history"] = (await call(alice, "history", thread_id=thread))[2]
            seen["alice answer"] = (await call(alice, "answer", thread_id=thread[:6], answers={"metric": CHOICE}))[2]
            seen["alice threads"] = (await call(alice, "threads"))[2]["threads"]
            seen["thread"] = thread
        return seen

    seen = run(main)
    thread = seen["thread"]
    assert thread not in [t["thread_id"] for t in seen["bob threads"]]
    for label in ("id", "prefix"):
        for tool in ("history", "answer", "ask", "verify"):
            is_error, text, _ = seen[f"{tool} by {label}"]
            assert is_error and "no thread with id" in text and "\n" not in text, (tool, label, text)
            assert thread not in text or label == "id"  # a prefix never reveals the whole id
    # Bob's attempts changed nothing: Alice's thread was still paused, and she answers it
    assert seen["alice history"]["turns"][-1]["status"] == "needs_clarification"
    assert seen["alice answer"]["status"] == "answered"
    assert [t["thread_id"] for t in seen["alice threads"]] == [thread]


def test_permissions_and_only_the_verifier_removes_a_verified_answer_and_a_dotted_user_name_works(server: str) -> None:
    question = "rev for VN last month"  # verified below: a later ask of it by anyone is answered from it

    async def main() -> tuple[Any, ...]:
        async with client(server, ALICE) as alice, client(server, BOB) as bob:
            thread = (await call(bob, "ask", question=question))[2]["thread_id"]
            # remember=true writes bob.smith's memory: a name with a dot must work (Store labels hold no dots)
            answered = await call(bob, "answer", thread_id=thread, answers={"metric": CHOICE}, remember=True)
            again = await call(bob, "ask", question="rev for TH last month")  # the remembered choice answers it
            # ... for bob only: his memory is his, never written for everyone
            not_alices = await call(alice, "ask", question="rev for TH last month")
            saved = (await call(bob, "verify", thread_id=thread))[2]
            by_alice = await call(alice, "unverify", answer_id=saved["id"])
            by_bob = await call(bob, "unverify", answer_id=saved["id"])
            # alice holds no permission: she verifies nothing, and adds no word for everyone
            hers = (await call(alice, "ask", question=question))[2]["thread_id"]
            alice_verifies = await call(alice, "verify", thread_id=hers)
            paused = (await call(alice, "ask", question="rev for ID last month"))[2]["thread_id"]
            alice_teaches = await call(
                alice, "answer", thread_id=paused, answers={"metric": CHOICE}, add_vocabulary=True
            )
            still = await call(alice, "history", thread_id=paused)
            return answered, again, not_alices, saved, by_alice, by_bob, alice_verifies, alice_teaches, still

    answered, again, not_alices, saved, by_alice, by_bob, alice_verifies, alice_teaches, still = run(main)
    assert alice_verifies[0] and "'verify' permission" in alice_verifies[1]
    assert alice_teaches[0] and "'vocabulary' permission" in alice_teaches[1]
    assert still[2]["turns"][-1]["status"] == "needs_clarification"  # the refused answer changed nothing
    assert not answered[0] and answered[2]["status"] == "answered"
    assert again[2]["status"] == "answered"
    assert not_alices[2]["status"] == "needs_clarification"
    assert saved["by"] == "bob.smith"
    assert by_alice[0] and "only they or a holder of the 'verify' permission may" in by_alice[1]
    assert not by_bob[0]


# -- Host and Origin -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("headers", "status"),
    [
        ({"Host": "evil.example"}, 421),
        ({"Host": "evil.example:80"}, 421),
        ({"Origin": "http://evil.example"}, 403),
        ({"Origin": "null"}, 403),
        ({}, 200),
    ],
)
def test_host_and_origin_checks_hold_with_a_valid_token(server: str, headers: dict[str, str], status: int) -> None:
    got, _, _ = raw(server, {"Authorization": f"Bearer {ALICE}", **headers}, INITIALIZE)
    assert got == status


def test_every_bind_address_gets_host_and_origin_checks() -> None:
    """A wildcard bind answers only the public URL's host and the operator's names, never any Host."""
    auth = HttpAuth(resource_url="https://mcp.example.com/mcp", static_tokens={"x": "y"})
    settings = transport_security("0.0.0.0", 8000, auth, ["analytics.internal"])
    assert settings.enable_dns_rebinding_protection
    assert "mcp.example.com" in settings.allowed_hosts and "analytics.internal:8000" in settings.allowed_hosts
    assert "https://mcp.example.com" in settings.allowed_origins
    assert not any(h.startswith(("0.0.0.0", "*")) for h in settings.allowed_hosts)


# -- huge and odd ids ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "thread_id", ["x" * 1_000_000, "x" * 129, "abc\x00def", "abc\u202edef", "abc\ue000def", "abc\u0378def"]
)
def test_huge_and_odd_thread_ids_are_one_line_bad_input_and_never_stored(server: str, thread_id: str) -> None:
    async def main() -> tuple[Any, ...]:
        async with client(server, ALICE) as alice:
            before = (await call(alice, "threads", limit=100))[2]["threads"]
            results = [
                await call(alice, "ask", question=QUESTION, thread_id=thread_id),
                await call(alice, "history", thread_id=thread_id),
                await call(alice, "answer", thread_id=thread_id, answers={"metric": "1"}),
            ]
            after = (await call(alice, "threads", limit=100))[2]["threads"]
            return before, results, after

    before, results, after = run(main)
    for is_error, text, _ in results:
        assert is_error and "thread id" in text and "\n" not in text and "internal error" not in text, text
    assert after == before


def test_a_lone_surrogate_in_a_thread_id_is_one_line_bad_input(server: str) -> None:
    """JSON may carry "\\ud800" (the SDK's client cannot send it): refused in one line, nothing runs."""
    auth = {"Authorization": f"Bearer {ALICE}"}
    status, headers, _ = raw(server, auth, INITIALIZE)
    session = {**auth, "mcp-session-id": headers["mcp-session-id"], "mcp-protocol-version": "2025-11-25"}
    raw(server, session, {"jsonrpc": "2.0", "method": "notifications/initialized"})
    request = {
        "jsonrpc": "2.0",
        "id": 2,
        "method": "tools/call",
        "params": {"name": "history", "arguments": {"thread_id": "abc\ud800def"}},
    }
    status, _, body = raw(server, session, request)
    data = body.split("data: ", 1)[1] if "data: " in body else body
    reply = json.loads(data)
    if "error" in reply:  # the SDK's JSON parser refuses a lone surrogate before any tool runs
        assert reply["error"]["code"] == -32700 and "\n" not in reply["error"]["message"]
    else:
        text = reply["result"]["content"][0]["text"]
        assert reply["result"]["isError"] and "thread id" in text and "internal error" not in text
    assert status in (200, 400)


def test_list_limits_are_capped(server: str) -> None:
    async def main() -> tuple[Any, ...]:
        async with client(server, ALICE) as alice:
            return await call(alice, "threads", limit=10**9), await call(alice, "threads", limit=-5)

    big, negative = run(main)
    assert not big[0] and len(big[2]["threads"]) <= 100
    assert not negative[0] and negative[2]["threads"] == []


# -- settings that would open the server -----------------------------------------------------------------------


def _start(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "sqlclarify", "mcp", *args], capture_output=True, text=True, timeout=60
    )


def test_refuses_a_non_loopback_bind_without_auth_and_a_self_declared_user_with_it(tmp_path: Path) -> None:
    tokens = tmp_path / "tokens.json"
    tokens.write_text(json.dumps({ALICE: "alice"}))
    port = str(free_port())
    cases = [
        ["--http", f"0.0.0.0:{port}"],
        ["--http", f"192.0.2.10:{port}"],
        ["--http", f"0.0.0.0:{port}", "--tokens", str(tokens)],  # every address: the public URL is needed
        ["--http", f"127.0.0.1:{port}", "--tokens", str(tokens), "--user", "mallory"],
        ["--http", f"127.0.0.1:{port}", "--tokens", str(tmp_path / "missing.json")],
        ["--http", f"127.0.0.1:{port}", "--issuer", "http://evil.example"],  # an issuer's keys only over https
    ]
    for args in cases:
        done = _start(*args)
        assert done.returncode == 2, (args, done.stderr)
        assert done.stderr.startswith("error:") and done.stderr.strip().count("\n") == 0, (args, done.stderr)


def test_short_tokens_are_refused(tmp_path: Path) -> None:
    tokens = tmp_path / "tokens.json"
    tokens.write_text(json.dumps({"1234": "alice"}))
    done = _start("--http", f"127.0.0.1:{free_port()}", "--tokens", str(tokens))
    assert done.returncode == 2 and "shorter than" in done.stderr


# -- one record of owners ------------------------------------------------------------------------------------


def test_owners_have_one_record_that_the_cli_and_the_mcp_server_share(isolated_env: Path, tmp_path: Path) -> None:
    """The thread index's owner column is the only record: an MCP user's thread is theirs in the CLI too (and
    nobody else's), a CLI user's thread is theirs over MCP, and an owner the older MCP-only table named is adopted."""
    import sqlite3

    from sqlclarify import Agent

    with Agent(user_id="alice") as cli_alice:
        by_cli = cli_alice.ask(QUESTION).thread_id
    with Agent(user_id="someone") as other:
        legacy = other.ask(QUESTION).thread_id
    with sqlite3.connect(isolated_env) as conn:  # as an older server left it: the owner only in its own table
        conn.execute("UPDATE sqlclarify_threads SET owner = NULL WHERE thread_id = ?", (legacy,))
        conn.execute("CREATE TABLE sqlclarify_thread_owners (thread_id TEXT PRIMARY KEY, owner TEXT NOT NULL)")
        conn.execute("INSERT INTO sqlclarify_thread_owners VALUES (?, 'alice')", (legacy,))
    tokens = tmp_path / "tokens.json"
    tokens.write_text(json.dumps({ALICE: "alice", BOB: {"user": "bob.smith", "permissions": ["verify"]}}))

    async def main(server: str) -> tuple[str, list[str], list[str]]:
        async with client(server, ALICE) as alice, client(server, BOB) as bob:
            by_mcp = (await call(alice, "ask", question=QUESTION))[2]["thread_id"]
            listed = [t["thread_id"] for t in (await call(alice, "threads"))[2]["threads"]]
            seen_by_bob = [t["thread_id"] for t in (await call(bob, "threads"))[2]["threads"]]
            return by_mcp, listed, seen_by_bob

    with mcp_process("--tokens", str(tokens)) as server:
        by_mcp, listed, seen_by_bob = run(lambda: main(server))
    assert sorted(listed) == sorted([by_mcp, by_cli, legacy])
    assert seen_by_bob == []
    with sqlite3.connect(isolated_env) as conn:
        owners = dict(conn.execute("SELECT thread_id, owner FROM sqlclarify_threads").fetchall())
    assert owners == {by_mcp: "alice", by_cli: "alice", legacy: "alice"}
    with Agent(user_id="alice") as cli_alice, Agent(user_id="bob.smith") as cli_bob:
        assert {t.thread_id for t in cli_alice.threads()} == {by_mcp, by_cli, legacy}
        assert cli_bob.threads() == []
