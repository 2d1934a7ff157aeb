"""A hostile client against the real LangGraph server (`langgraph dev` from langgraph.json), over HTTP: no token,
a wrong token, Studio's header, another user's thread, a spoofed run context, a client's model endpoint, a
rewritten binding, Host and Origin attacks, odd thread ids, the store's namespaces, and JWTs from an issuer.

One server for the module (it takes seconds to start); each test makes its own threads."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import threading
import time
import uuid
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.conftest import TODAY
from tests.support.cli import run_cli

TOKENS = {
    "alice": "alice-token-0123456789abcdef",
    "bob": "bob-token-0123456789abcdef00",
    "carol": "carol-token-0123456789abcdef",  # may write the team's verified answers
}
SERVER_KEY = "sk-server-secret-never-leaves"
QUESTION = {"question": "DAU for TH in Nov 2025"}
ASSISTANT = "sqlclarify"


class Recorder:
    """A loopback HTTP server that records every request's path and Authorization header (and answers 500)."""

    def __init__(self, body: bytes = b"{}", status: int = 500) -> None:
        self.seen: list[tuple[str, str | None]] = []
        recorder = self

        class Handler(BaseHTTPRequestHandler):
            def _answer(self) -> None:
                recorder.seen.append((self.path, self.headers.get("Authorization")))
                length = int(self.headers.get("Content-Length") or 0)
                self.rfile.read(length)
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            do_GET = do_POST = _answer

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def _rsa_key() -> Any:
    from cryptography.hazmat.primitives.asymmetric import rsa

    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


@pytest.fixture(scope="module")
def jwt_issuer() -> Iterator[dict[str, Any]]:
    """An identity provider's JWKS on loopback, with the key that signs the test's tokens."""
    import jwt

    key = _rsa_key()
    jwk = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(key.public_key()))
    jwk |= {"kid": "test-key", "use": "sig", "alg": "RS256"}
    server = Recorder(json.dumps({"keys": [jwk]}).encode(), status=200)
    yield {"key": key, "issuer": server.url + "/", "jwks": server.url + "/jwks.json"}
    server.stop()


def signed(issuer: dict[str, Any], key: Any = None, **claims: Any) -> str:
    import jwt

    body = {"iss": issuer["issuer"], "aud": "sqlclarify", "exp": int(time.time()) + 300, **claims}
    return jwt.encode(body, key or issuer["key"], algorithm="RS256", headers={"kid": "test-key"})


@pytest.fixture(scope="module")
def server(
    tmp_path_factory: pytest.TempPathFactory, demo_db: Path, jwt_issuer: dict[str, Any]
) -> Iterator[dict[str, Any]]:
    from tests.support.langgraph_server import langgraph_dev

    home = tmp_path_factory.mktemp("hostile_langgraph")
    tokens = home / "tokens"
    tokens.write_text(
        "# user token [permissions]\n"
        f"alice {TOKENS['alice']}\n"
        f"bob   sha256:{__import__('hashlib').sha256(TOKENS['bob'].encode()).hexdigest()}\n"
        f"carol {TOKENS['carol']} verify\n"
    )
    secret = home / "secret.sqlite"  # a file on the host the server was never set up for
    with sqlite3.connect(secret) as conn:
        conn.execute("CREATE TABLE users (name TEXT, password_hash TEXT)")
        conn.execute("INSERT INTO users VALUES ('root', 'hash-of-the-root-password')")
    env = {
        k: v for k, v in os.environ.items() if not k.startswith(("SQLCLARIFY_", "OPENAI_", "LANGGRAPH_", "LANGSMITH"))
    }
    env |= {
        "SQLCLARIFY_DB": str(demo_db),
        "SQLCLARIFY_CHECKPOINT": str(home / "threads.sqlite"),
        "SQLCLARIFY_TODAY": TODAY,
        "SQLCLARIFY_TOKENS_FILE": str(tokens),
        "SQLCLARIFY_JWT_ISSUER": jwt_issuer["issuer"],
        "SQLCLARIFY_JWT_JWKS_URL": jwt_issuer["jwks"],
        "SQLCLARIFY_JWT_AUDIENCE": "sqlclarify",
        "OPENAI_API_KEY": SERVER_KEY,
        "XDG_CACHE_HOME": str(home / "cache"),
        "XDG_DATA_HOME": str(home / "data"),
    }
    with langgraph_dev(env, home / "server.log") as url:
        yield {"url": url, "env": env, "secret": secret, "home": home}


def client(server: dict[str, Any], user: str | None = None, **headers: str) -> httpx.Client:
    if user is not None:
        headers["Authorization"] = f"Bearer {TOKENS[user]}"
    return httpx.Client(base_url=server["url"], headers=headers, timeout=60)


def new_thread(http: httpx.Client) -> str:
    made = http.post("/threads", json={})
    assert made.status_code == 200, made.text
    return made.json()["thread_id"]


def ask(http: httpx.Client, thread_id: str, **payload: Any) -> httpx.Response:
    return http.post(f"/threads/{thread_id}/runs/wait", json={"assistant_id": ASSISTANT, **payload})


def cli(server: dict[str, Any], user: str, *args: str) -> subprocess.CompletedProcess:
    """The command in this process (tests/support/cli.py) with the server's environment alone, as `user`."""
    env: dict[str, str | None] = {key: None for key in os.environ if key not in server["env"]}
    return run_cli(*args, env=env | server["env"] | {"SQLCLARIFY_USER": user})


# -- who you are ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "headers",
    [
        {},
        {"Authorization": "Bearer not-a-token-of-this-server"},
        {"Authorization": f"Basic {TOKENS['alice']}"},
        {"Authorization": "Bearer " + "x" * 20000},
        {"x-auth-scheme": "langsmith"},  # Studio's own scheme: no way around the token
        {"x-auth-scheme": "langsmith", "Authorization": "Bearer nope"},
    ],
)
def test_no_valid_token_gets_nothing(server: dict[str, Any], headers: dict[str, str]) -> None:
    with client(server, **headers) as http:
        for method, path, body in (
            ("POST", "/threads/search", {}),
            ("POST", "/threads", {}),
            ("POST", "/assistants/search", {}),
            ("POST", "/store/items/search", {"namespace_prefix": ["sqlclarify"]}),
            ("POST", "/runs/wait", {"assistant_id": ASSISTANT, "input": QUESTION}),
            ("GET", "/api/threads", None),  # the web page's API, mounted on the same server
            ("POST", "/api/ask", {"question": "DAU for TH in Nov 2025"}),
        ):
            answer = http.request(method, path, json=body)
            assert answer.status_code in (401, 403), (path, answer.status_code, answer.text[:200])


def test_a_valid_token_names_its_user(server: dict[str, Any]) -> None:
    with client(server, "alice") as http:
        assert http.post("/assistants/search", json={}).status_code == 200
        thread = http.post("/threads", json={"metadata": {"owner": "bob"}}).json()  # a forged owner is replaced
        assert thread["metadata"]["owner"] == "alice"


# -- whose threads ----------------------------------------------------------------------------------------


def test_another_users_thread_is_out_of_reach(server: dict[str, Any]) -> None:
    with client(server, "alice") as alice, client(server, "bob") as bob:
        thread_id = new_thread(alice)
        assert ask(alice, thread_id, input=QUESTION).status_code == 200
        before = alice.get(f"/threads/{thread_id}/state").json()
        assert before["values"]["status"] == "answered"

        assert bob.get(f"/threads/{thread_id}").status_code == 404
        assert bob.get(f"/threads/{thread_id}/state").status_code in (403, 404)
        assert bob.post(f"/threads/{thread_id}/history", json={}).status_code in (403, 404)
        assert bob.get(f"/threads/{thread_id}/runs").status_code in (403, 404)
        assert thread_id not in {t["thread_id"] for t in bob.post("/threads/search", json={"limit": 100}).json()}
        bob_search = bob.post("/threads/search", json={"metadata": {"owner": "alice"}}).json()
        assert bob_search == []  # asking for Alice's threads by name finds none
        stolen = bob.post(f"/threads/{thread_id}/state", json={"values": {"question": "mine now"}})
        assert stolen.status_code in (403, 404)
        run = ask(bob, thread_id, input={"question": "DAU for VN in Nov 2025"})
        assert run.status_code in (403, 404) or run.json() in ({}, None, [])
        assert bob.patch(f"/threads/{thread_id}", json={"metadata": {"owner": "bob"}}).status_code in (403, 404)
        assert bob.delete(f"/threads/{thread_id}").status_code in (403, 404)
        # a thread made with Alice's id is refused: the shared thread index says it is hers
        assert bob.post("/threads", json={"thread_id": thread_id, "if_exists": "do_nothing"}).status_code in (
            403,
            409,
        )
        after = alice.get(f"/threads/{thread_id}/state").json()
        assert [t["thread_id"] for t in alice.post("/threads/search", json={"limit": 100}).json()].count(thread_id) == 1
    assert after["values"] == before["values"]


@pytest.mark.parametrize("key", ["owner", "langgraph_auth_user_id"])
def test_an_owner_cannot_give_their_thread_away(server: dict[str, Any], key: str) -> None:
    """PATCH /threads/{id} with another owner is refused; other metadata of one's own thread can still change."""
    with client(server, "alice") as alice, client(server, "bob") as bob:
        thread_id = new_thread(alice)
        given = alice.patch(f"/threads/{thread_id}", json={"metadata": {key: "bob"}})
        assert given.status_code == 403, given.text
        assert alice.patch(f"/threads/{thread_id}", json={"metadata": {"title": "mine"}}).status_code == 200
        assert alice.get(f"/threads/{thread_id}").json()["metadata"]["owner"] == "alice"
        assert bob.get(f"/threads/{thread_id}").status_code == 404


def test_the_thread_index_names_the_owner_and_the_cli_keeps_to_it(server: dict[str, Any]) -> None:
    with client(server, "alice") as alice:
        thread_id = new_thread(alice)
        assert ask(alice, thread_id, input=QUESTION).status_code == 200
    with sqlite3.connect(server["env"]["SQLCLARIFY_CHECKPOINT"]) as conn:
        (owner,) = conn.execute("SELECT owner FROM sqlclarify_threads WHERE thread_id = ?", (thread_id,)).fetchone()
    assert owner == "alice"
    assert cli(server, "alice", "show", thread_id, "--json").returncode == 0
    for args in (("show", thread_id), ("show", thread_id[:8]), ("answer", thread_id, "1"), ("export", thread_id)):
        taken = cli(server, "bob", *args)
        assert taken.returncode != 0 and "no thread" in taken.stderr, (args, taken.stderr)
    listed = cli(server, "bob", "threads", "--json")
    assert listed.returncode == 0 and thread_id not in listed.stdout
    # a CLI user cannot take over the id either
    assert cli(server, "bob", "ask", "DAU for VN in Nov 2025", "--thread", thread_id).returncode != 0


# -- what a client may choose -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "spoof",
    [
        {"database": "SECRET"},
        {"catalog": "/etc"},
        {"checkpoint": "/tmp/elsewhere.sqlite"},
        {"user_id": "alice"},
        {"model": "openai:gpt-4o-mini", "model_base_url": "RECORDER"},
        {"sample_values": "users.password_hash"},
        {"owner": "alice"},
    ],
)
def test_a_spoofed_context_is_refused_and_reaches_nothing(server: dict[str, Any], spoof: dict[str, str]) -> None:
    recorder = Recorder()
    wanted = {
        k: v.replace("SECRET", str(server["secret"])).replace("RECORDER", recorder.url + "/v1")
        for k, v in spoof.items()
    }
    try:
        with client(server, "bob") as bob:
            thread_id = new_thread(bob)
            question = {"question": "how many users are there?"}
            refused = ask(bob, thread_id, input=question, context={"today": TODAY, **wanted})
            assert refused.status_code == 403, refused.text
            assert "operator" in refused.json()["detail"] and sorted(wanted)[0] in refused.json()["detail"]
            # the same keys as `configurable` (the older way to pass them) are refused the same way
            legacy = ask(bob, thread_id, input=question, config={"configurable": wanted})
            assert legacy.status_code == 403, legacy.text
            assert bob.get(f"/threads/{thread_id}/state").json()["values"] in ({}, None)
    finally:
        recorder.stop()
    assert recorder.seen == []  # the server's key never went to the client's endpoint


def test_allowed_choices_work_and_the_run_uses_the_operators_database(server: dict[str, Any]) -> None:
    with client(server, "bob") as bob:
        thread_id = new_thread(bob)
        done = ask(bob, thread_id, input=QUESTION, context={"today": TODAY, "mode": "auto", "max_rows": 5})
        assert done.status_code == 200, done.text
        assert done.json()["status"] == "answered"
        state = bob.get(f"/threads/{thread_id}/state").json()["values"]
    assert state["binding"]["database"] == str(Path(server["env"]["SQLCLARIFY_DB"]).resolve())
    with client(server, "bob") as bob:
        too_many = ask(bob, thread_id, input=QUESTION, context={"max_rows": 10**9})
        assert too_many.json().get("status") != "answered" or too_many.status_code >= 400


def test_a_client_cannot_rewrite_a_threads_binding(server: dict[str, Any]) -> None:
    forged = {"database": str(server["secret"]), "catalog": None, "model": None}
    with client(server, "alice") as alice:
        thread_id = new_thread(alice)
        assert ask(alice, thread_id, input=QUESTION).status_code == 200
        for body in (
            {"values": {"binding": forged}, "as_node": "respond"},
            {"values": [{"binding": forged}]},
        ):
            rewritten = alice.post(f"/threads/{thread_id}/state", json=body)
            assert rewritten.status_code == 403, rewritten.text
        supersteps = {"supersteps": [{"updates": [{"values": {"binding": forged}, "as_node": "respond"}]}]}
        assert alice.post("/threads", json=supersteps).status_code == 403
        assert ask(alice, thread_id, input={**QUESTION, "binding": forged}).status_code == 403
        binding = alice.get(f"/threads/{thread_id}/state").json()["values"]["binding"]
    assert binding["database"] != str(server["secret"])
    # the next CLI turn on the thread runs on the operator's database, not the attacker's choice
    turn = cli(server, "alice", "ask", "same for VN", "--thread", thread_id, "--json")
    assert turn.returncode == 0, turn.stderr
    assert json.loads(turn.stdout)["status"] == "answered"


def test_the_web_page_shows_each_user_only_their_threads(server: dict[str, Any]) -> None:
    with client(server, "alice") as alice:
        asked = alice.post("/api/ask", json={"question": "DAU for TH in Nov 2025"})
        assert asked.status_code == 200, asked.text
        turn = json.loads(asked.text.split("event: turn\ndata: ", 1)[1].split("\n", 1)[0])
        mine = alice.get("/api/threads").json()["threads"]
        assert turn["thread_id"] in {t["thread_id"] for t in mine}
        assert alice.get("/api/config").json()["user"] == "alice"
    with client(server, "bob") as bob:
        listed = bob.get("/api/threads").json()
        assert "threads" in listed, listed
        assert turn["thread_id"] not in {t["thread_id"] for t in listed["threads"]}
        assert bob.get(f"/api/threads/{turn['thread_id']}").status_code == 404
        assert bob.get(f"/api/threads/{turn['thread_id'][:8]}").status_code == 404  # nor by prefix
        refused = bob.post("/api/answer", json={"thread_id": turn["thread_id"], "text": "3"})
        assert "event: error" in refused.text or refused.status_code == 404


# -- the web's attacks ------------------------------------------------------------------------------------


def test_a_foreign_host_header_is_refused(server: dict[str, Any]) -> None:
    with client(server, "alice", Host="attacker.example") as http:
        assert http.get("/ok").status_code == 400
        assert http.post("/threads/search", json={}).status_code == 400
    with client(server, "alice", Host="localhost:1234") as http:
        assert http.post("/threads/search", json={}).status_code == 200


def test_cors_allows_only_the_listed_origins(server: dict[str, Any]) -> None:
    preflight = {
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization,content-type",
        "Access-Control-Request-Private-Network": "true",
    }
    with client(server, Origin="https://attacker.example", **preflight) as http:
        answer = http.options("/threads/search")
        assert answer.headers.get("access-control-allow-origin") is None
        assert answer.headers.get("access-control-allow-private-network") is None
    with client(server, "alice", Origin="https://attacker.example") as http:
        answer = http.post("/threads/search", json={})
        assert answer.headers.get("access-control-allow-origin") is None  # the browser keeps the answer from it
    with client(server, Origin="https://smith.langchain.com", **preflight) as http:
        answer = http.options("/threads/search")
        assert answer.headers.get("access-control-allow-origin") == "https://smith.langchain.com"
        assert answer.headers.get("access-control-allow-credentials") is None


@pytest.mark.parametrize("thread_id", ["a" * 60_000, "%00", "x%00y", "%F0%9F%92%A3" * 50, "..%2F..%2Fetc", " "])
def test_odd_and_huge_thread_ids_are_refused_and_stored_nowhere(server: dict[str, Any], thread_id: str) -> None:
    with client(server, "alice") as http:
        for method, path, body in (
            ("GET", f"/threads/{thread_id}", None),
            ("GET", f"/threads/{thread_id}/state", None),
            ("POST", f"/threads/{thread_id}/runs/wait", {"assistant_id": ASSISTANT, "input": QUESTION}),
        ):
            answer = http.request(method, path, json=body)
            assert 400 <= answer.status_code < 500, (method, path[:40], answer.status_code)
        huge = http.post("/threads", json={"thread_id": "a" * 100_000})
        assert 400 <= huge.status_code < 500
        assert http.get("/ok").status_code == 200  # and the server is still up


# -- the store --------------------------------------------------------------------------------------------


def test_memory_is_per_user_and_verified_answers_are_the_teams(server: dict[str, Any]) -> None:
    mine = {"namespace": ["sqlclarify", "choices", "alice"], "key": "rev", "value": {"metric": "x"}}
    with client(server, "alice") as alice, client(server, "bob") as bob, client(server, "carol") as carol:
        assert alice.put("/store/items", json=mine).status_code in (200, 204)
        assert alice.get("/store/items", params={"namespace": "sqlclarify.choices.alice", "key": "rev"}).is_success
        assert (
            bob.get("/store/items", params={"namespace": "sqlclarify.choices.alice", "key": "rev"}).status_code == 403
        )
        assert bob.put("/store/items", json=mine).status_code == 403
        assert (
            bob.request("DELETE", "/store/items", json={"namespace": mine["namespace"], "key": "rev"}).status_code
            == 403
        )
        assert bob.post("/store/items/search", json={"namespace_prefix": ["sqlclarify", "choices"]}).status_code == 403
        assert bob.post("/store/namespaces", json={}).status_code == 403
        verified = {"namespace": ["sqlclarify", "verified"], "key": "v1", "value": {"question": "q"}}
        assert bob.put("/store/items", json=verified).status_code == 403  # no `verify` permission
        assert carol.put("/store/items", json=verified).status_code in (200, 204)
        found = bob.post("/store/items/search", json={"namespace_prefix": ["sqlclarify", "verified"]})
        assert found.status_code == 200 and [i["key"] for i in found.json()["items"]] == ["v1"]
        word = {"namespace": ["sqlclarify", "team_vocabulary"], "key": "w1", "value": {"word": "rev"}}
        assert carol.put("/store/items", json=word).status_code == 403  # `verify` is not `vocabulary`
        assert bob.post("/store/items/search", json={"namespace_prefix": ["sqlclarify", "team_vocabulary"]}).is_success


def test_a_run_reads_the_memory_of_the_authenticated_user_only(server: dict[str, Any]) -> None:
    choice = {
        "phrase": "rev",
        "metric": "ads_net_revenue",
        "label": "Net ad revenue",
        "chosen_at": "2026-01-01T00:00:00",
    }
    mine = {"namespace": ["sqlclarify", "choices", "alice"], "key": "rev", "value": choice}
    rev = {"question": "rev for ID in Nov 2025"}
    with client(server, "alice") as alice, client(server, "bob") as bob:
        assert alice.put("/store/items", json=mine).status_code in (200, 204)
        hers = ask(alice, new_thread(alice), input=rev, context={"today": TODAY})
        assert hers.status_code == 200 and hers.json()["status"] == "answered", hers.text
        assert hers.json()["interpretation"]["metric"] == "ads_net_revenue"
        his = ask(bob, new_thread(bob), input=rev, context={"today": TODAY})
        assert his.status_code == 200 and his.json()["status"] == "needs_clarification"  # Alice's word is hers


# -- tokens from an identity provider ---------------------------------------------------------------------


def test_jwts_from_the_configured_issuer(server: dict[str, Any], jwt_issuer: dict[str, Any]) -> None:
    good = signed(jwt_issuer, sub="dave")
    with client(server, Authorization=f"Bearer {good}") as dave:
        thread = dave.post("/threads", json={})
        assert thread.status_code == 200 and thread.json()["metadata"]["owner"] == "dave"
    bad = [
        signed(jwt_issuer, sub="dave", exp=int(time.time()) - 60),  # expired
        signed(jwt_issuer, sub="dave", iss="https://attacker.example/"),  # another issuer
        signed(jwt_issuer, sub="dave", aud="another-app"),  # for another audience
        signed(jwt_issuer, key=_rsa_key(), sub="dave"),  # signed by a key the issuer never published
        good.rsplit(".", 1)[0] + ".",  # signature stripped
    ]
    for token in bad:
        with client(server, Authorization=f"Bearer {token}") as http:
            assert http.post("/threads/search", json={}).status_code == 401


def test_a_run_id_of_another_user_reveals_nothing(server: dict[str, Any]) -> None:
    with client(server, "alice") as alice, client(server, "bob") as bob:
        thread_id = new_thread(alice)
        run = alice.post(f"/threads/{thread_id}/runs", json={"assistant_id": ASSISTANT, "input": QUESTION}).json()
        assert bob.get(f"/threads/{thread_id}/runs/{run['run_id']}").status_code in (403, 404)
        assert bob.get(f"/threads/{thread_id}/runs/{run['run_id']}/join").status_code in (403, 404)
        assert bob.post(f"/threads/{thread_id}/runs/{run['run_id']}/cancel").status_code in (403, 404)
        alice.get(f"/threads/{thread_id}/runs/{run['run_id']}/join")
        assert bob.get(f"/threads/{uuid.uuid4()}/state").status_code in (403, 404)


def test_a_run_cannot_name_another_owner_for_the_thread_index(server: dict[str, Any]) -> None:
    forged = {"langgraph_auth_user_id": "alice", "owner": "alice"}
    with client(server, "bob") as bob:
        thread_id = new_thread(bob)
        done = ask(bob, thread_id, input=QUESTION, config={"metadata": forged})
        assert done.status_code in (200, 403), done.text
        other = new_thread(bob)
        ask(bob, other, input=QUESTION, metadata=forged)
    with sqlite3.connect(server["env"]["SQLCLARIFY_CHECKPOINT"]) as conn:
        owners = dict(conn.execute("SELECT thread_id, owner FROM sqlclarify_threads").fetchall())
    assert owners.get(thread_id) in ("bob", None) and owners.get(other) == "bob"
    listed = cli(server, "alice", "threads", "--json")
    assert thread_id not in listed.stdout and other not in listed.stdout


def test_the_server_says_its_data_boundary_when_it_starts(server: dict[str, Any]) -> None:
    log = (server["home"] / "server.log").read_text()
    assert "data boundary: every table, minus columns of" in log, log[-2000:]


# -- what a run may carry ---------------------------------------------------------------------------------

PLANTED_SQL = "SELECT 4242 AS planted"  # had the server run it, the answer would carry 4242


@pytest.mark.parametrize(
    "command",
    [
        {"update": {"sql": PLANTED_SQL}, "goto": "execute"},
        {"goto": "execute"},
        {"update": {"sql": PLANTED_SQL, "status": "validated"}},
        {"resume": "1", "update": {"sql": PLANTED_SQL}},
        {"resume": "1", "goto": "execute"},
    ],
)
def test_a_command_only_resumes_and_never_writes_state_or_skips_the_validator(
    server: dict[str, Any], command: dict[str, Any]
) -> None:
    with client(server, "alice") as alice:
        thread_id = new_thread(alice)
        assert ask(alice, thread_id, input=QUESTION).status_code == 200
        before = alice.get(f"/threads/{thread_id}/state").json()["values"]
        refused = ask(alice, thread_id, command=command)
        assert refused.status_code == 403 and "resume" in refused.json()["detail"], refused.text
        stateless = alice.post("/runs/wait", json={"assistant_id": ASSISTANT, "command": command})
        assert stateless.status_code in (400, 403) and "4242" not in stateless.text, stateless.text
        written = alice.post(
            f"/threads/{thread_id}/state", json={"values": {"sql": PLANTED_SQL}, "as_node": "validate"}
        )
        assert written.status_code == 403, written.text
        after = alice.get(f"/threads/{thread_id}/state").json()["values"]
    assert after == before and "4242" not in json.dumps(after)


@pytest.mark.parametrize(
    "run",
    [
        {"input": {"question": "DAU for TH " * 1000}},
        {"input": {"messages": [{"role": "user", "content": "DAU for TH " * 1000}]}},
        {"input": {"messages": [{"role": "user", "content": [{"type": "text", "text": "x" * 10_001}]}]}},
        {"command": {"resume": "x" * 10_001}},
        {"command": {"resume": {"metric": "x" * 10_001}}},
    ],
    ids=["question", "message", "content-block", "answer", "answer-by-id"],
)
def test_a_question_or_message_over_the_clis_limit_is_refused_in_one_line(
    server: dict[str, Any], run: dict[str, Any]
) -> None:
    with client(server, "alice") as alice:
        thread_id = new_thread(alice)
        started = time.monotonic()
        refused = ask(alice, thread_id, **run)
        assert time.monotonic() - started < 10  # refused before the reader saw it
        assert refused.status_code == 422, refused.text
        detail = refused.json()["detail"]
        assert "longer than 10000 characters" in detail and "\n" not in detail
        assert alice.get(f"/threads/{thread_id}/state").json()["values"] in ({}, None)
        at_the_limit = ask(alice, thread_id, input={"question": "DAU for TH in Nov 2025 " + "x" * 9_000})
        assert at_the_limit.status_code == 200, at_the_limit.text


def test_a_jwt_issuer_without_an_audience_stops_the_server_at_its_start(server: dict[str, Any], tmp_path: Path) -> None:
    from tests.support.langgraph_server import langgraph_dev

    env = {k: v for k, v in server["env"].items() if k != "SQLCLARIFY_JWT_AUDIENCE"}
    env["SQLCLARIFY_CHECKPOINT"] = str(tmp_path / "threads.sqlite")
    with pytest.raises(RuntimeError, match="did not start"), langgraph_dev(env, tmp_path / "server.log", startup_s=60):
        pass
    log = (tmp_path / "server.log").read_text()
    assert "sqlclarify: the server's token setup is wrong: SQLCLARIFY_JWT_AUDIENCE is required" in log, log[-2000:]


# -- one permission model ---------------------------------------------------------------------------------


def page_turn(http: httpx.Client) -> dict[str, Any]:
    asked = http.post("/api/ask", json={"question": "DAU for TH in Nov 2025"})
    assert asked.status_code == 200, asked.text
    return json.loads(asked.text.split("event: turn\ndata: ", 1)[1].split("\n", 1)[0])


def test_the_mounted_page_verifies_only_with_the_verify_permission(server: dict[str, Any]) -> None:
    with client(server, "carol") as carol:  # an earlier test's bare store item is no verified answer
        carol.request("DELETE", "/store/items", json={"namespace": ["sqlclarify", "verified"], "key": "v1"})
    with client(server, "alice") as alice:  # no permissions
        turn = page_turn(alice)
        refused = alice.post(f"/api/threads/{turn['thread_id']}/verify", json={})
        assert refused.status_code == 403 and "'verify' permission" in refused.json()["error"], refused.text
        assert refused.headers.get("x-frame-options") == "DENY"
    with client(server, "carol") as carol:  # verify
        turn = page_turn(carol)
        done = carol.post(f"/api/threads/{turn['thread_id']}/verify", json={})
        assert done.status_code == 200 and done.json()["by"] == "carol", done.text
        cross_site = carol.post(
            f"/api/threads/{turn['thread_id']}/verify", content="{}", headers={"Content-Type": "text/plain"}
        )
        assert cross_site.status_code == 415


def test_the_store_api_names_the_authenticated_user_as_the_verifier(server: dict[str, Any]) -> None:
    forged = {"question": "q", "by": "alice (CFO)", "claimed_by": None}
    item = {"namespace": ["sqlclarify", "verified"], "key": "forged-by", "value": forged}
    with client(server, "carol") as carol:
        assert carol.put("/store/items", json=item).status_code in (200, 204)
        stored = carol.get("/store/items", params={"namespace": "sqlclarify.verified", "key": "forged-by"}).json()
        carol.request("DELETE", "/store/items", json={"namespace": item["namespace"], "key": "forged-by"})
    assert stored["value"]["by"] == "carol"
