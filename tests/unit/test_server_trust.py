"""The LangGraph server's trust rules on their own: the run context a client may set, the operator's settings a
run gets, the token file, and the Host names the guard answers to."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from sqlclarify.errors import InputError
from sqlclarify.faces.langgraph_server.context import ServerContext, coerce
from sqlclarify.faces.langgraph_server.http import host_name, names_protected
from sqlclarify.faces.langgraph_server.tokens import Unauthorized, parse_tokens_file, verifier_from
from tests.conftest import TODAY


def test_a_context_that_sets_what_the_operator_fixes_is_refused() -> None:
    for spoof in ({"database": "/etc/passwd"}, {"model_base_url": "http://x"}, {"checkpoint": "x"}, {"owner": "a"}):
        with pytest.raises(InputError, match="operator fixes"):
            coerce({"today": TODAY, **spoof})


def test_the_operator_context_comes_from_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("SQLCLARIFY_DB", str(tmp_path / "operator.sqlite"))
    monkeypatch.setenv("SQLCLARIFY_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("SQLCLARIFY_USER", "operator")
    chosen = coerce({"today": "2025-01-02", "mode": "auto", "user_id": "alice"}).operator_context()
    assert chosen.database == str(tmp_path / "operator.sqlite") and chosen.model_base_url == "http://127.0.0.1:9/v1"
    assert (chosen.today, chosen.mode, chosen.user_id) == ("2025-01-02", "auto", "alice")
    with pytest.raises(InputError, match="max_rows"):
        ServerContext(max_rows=10**9).operator_context()
    with pytest.raises(InputError, match="YYYY-MM-DD"):
        ServerContext(today="yesterday").operator_context()


def test_the_served_graph_runs_on_the_operators_database_whatever_the_context(demo_db: Path) -> None:
    from sqlclarify.faces.langgraph_server.graph import graph

    served = graph.copy(update={"checkpointer": InMemorySaver()})
    config = {"configurable": {"thread_id": "t"}}
    with pytest.raises((InputError, TypeError)):
        served.invoke({"question": "DAU for TH in Nov 2025"}, config, context={"database": "/etc/passwd"})
    done = served.invoke({"question": "DAU for TH in Nov 2025"}, config, context={"today": TODAY})
    assert done["status"] == "answered"
    assert served.get_state(config).values["binding"]["database"] == str(demo_db.resolve())


def test_tokens_file_and_environment(tmp_path: Path) -> None:
    digest = hashlib.sha256(b"bob-token-0123456789abcdef").hexdigest()
    tokens = parse_tokens_file(f"# comment\nalice alice-token-0123456789 verify,admin\n\nbob sha256:{digest}\n")
    assert tokens.find("alice-token-0123456789").permissions == ("verify", "admin")
    assert tokens.find("bob-token-0123456789abcdef").user == "bob"
    assert tokens.find("alice-token-012345678") is None
    for bad in ("alice short\n", "alice\n", "al ice tok tok tok\n", "bob sha256:1234\n"):
        with pytest.raises(InputError):
            parse_tokens_file(bad)
    path = tmp_path / "tokens"
    path.write_text("alice alice-token-0123456789\n")
    verifier = verifier_from({"SQLCLARIFY_TOKENS_FILE": str(path), "SQLCLARIFY_TOKENS": "carol=carol-token-0123456789"})
    assert verifier.identify("Bearer alice-token-0123456789").user == "alice"
    assert verifier.identify("bearer carol-token-0123456789").user == "carol"
    for header in (None, "", "Bearer", "Basic alice-token-0123456789", "Bearer wrong-token-0123456789"):
        with pytest.raises(Unauthorized):
            verifier.identify(header)
    with pytest.raises(Unauthorized, match="accepts no one"):
        verifier_from({}).identify("Bearer alice-token-0123456789")
    with pytest.raises(InputError, match="cannot read"):
        verifier_from({"SQLCLARIFY_TOKENS_FILE": str(tmp_path / "missing")})


def test_host_names_and_protected_keys() -> None:
    assert [host_name(h) for h in ("localhost:2024", "[::1]:2024", "127.0.0.1", "Evil.Example:80")] == [
        "localhost",
        "::1",
        "127.0.0.1",
        "evil.example",
    ]
    assert names_protected({"values": [{"binding": {}}]}) == "binding"
    assert names_protected({"values": {"question": "binding"}}) is None


def test_a_jwt_issuer_needs_an_audience() -> None:
    with pytest.raises(InputError, match="SQLCLARIFY_JWT_AUDIENCE is required"):
        verifier_from({"SQLCLARIFY_JWT_ISSUER": "https://id.example.com/"})
    found = verifier_from({"SQLCLARIFY_JWT_ISSUER": "https://id.example.com/", "SQLCLARIFY_JWT_AUDIENCE": "sqlclarify"})
    assert found.jwt is not None and found.jwt.audience == "sqlclarify"


@pytest.mark.parametrize(
    ("jwks", "fine"),
    [
        ("https://id.example.com/jwks.json", True),
        ("http://127.0.0.1:8080/jwks.json", True),
        ("http://localhost:8080/jwks.json", True),
        ("http://[::1]:8080/jwks.json", True),
        ("http://id.example.com/jwks.json", False),
        ("http://10.0.0.5/jwks.json", False),
        ("ftp://id.example.com/jwks.json", False),
        ("file:///etc/jwks.json", False),
    ],
)
def test_the_jwks_comes_over_https_or_from_loopback(jwks: str, fine: bool) -> None:
    env = {
        "SQLCLARIFY_JWT_ISSUER": "https://id.example.com/",
        "SQLCLARIFY_JWT_AUDIENCE": "a",
        "SQLCLARIFY_JWT_JWKS_URL": jwks,
    }
    if fine:
        assert verifier_from(env).jwt is not None
    else:
        with pytest.raises(InputError, match="https"):
            verifier_from(env)
