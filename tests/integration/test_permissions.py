"""One permission model, checked by the Agent on every face (issue 30, hole 8): `verify` to verify and import
answers, `vocabulary` to change how everyone's questions read; a team entry removed only by its author or an
approver; who did it always the acting user, and the event log says so."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from sqlclarify import Agent
from sqlclarify.events import log_json_to, logger
from sqlclarify.permissions import PermissionDenied
from tests.integration.test_verified import QUESTION, answered


def agent_as(user: str, *permissions: str) -> Agent:
    agent = Agent(user_id=user)
    agent.permissions = frozenset(permissions)  # as a shared face sets it from the token
    return agent


@pytest.fixture
def events(tmp_path: Path):
    path = tmp_path / "events.jsonl"
    handler = log_json_to(path)
    yield lambda: [json.loads(line) for line in path.read_text().splitlines()]
    logger.removeHandler(handler)
    handler.close()
    logger.setLevel(logging.NOTSET)


def test_verifying_needs_the_verify_permission_and_names_the_verifier(events) -> None:
    with agent_as("alice") as alice:
        thread = answered(alice).thread_id
        with pytest.raises(PermissionDenied, match="'verify' permission"):
            alice.verify(thread)
        with pytest.raises(PermissionDenied):
            alice.import_verified([])
        assert alice.verified() == []
    with agent_as("carol", "verify") as carol:
        saved = carol.verify(answered(carol).thread_id)
    assert saved.by == "carol"
    with agent_as("alice") as alice, pytest.raises(PermissionDenied, match="carol verified it"):
        alice.unverify(saved.id)
    with agent_as("carol", "verify") as carol:
        carol.unverify(saved.id)
    log = events()
    assert {"event": "verified", "by": "carol"}.items() <= next(e for e in log if e["event"] == "verified").items()
    assert next(e for e in log if e["event"] == "unverified")["by"] == "carol"


def test_a_word_for_everyone_needs_the_vocabulary_permission_and_only_its_author_or_an_approver_removes_it(
    events,
) -> None:
    with agent_as("alice") as alice:
        with pytest.raises(PermissionDenied, match="'vocabulary' permission"):
            alice.add_vocabulary("punters", "metric", "dau")
        paused = alice.ask(QUESTION)
        with pytest.raises(PermissionDenied):
            alice.answer(paused.thread_id, {"metric": "Ads net revenue"}, add_vocabulary=True)
        assert alice.current(paused.thread_id).status == "needs_clarification"  # the refusal changed nothing
        assert alice.vocabulary() == []
    with agent_as("bob", "vocabulary") as bob:
        word = bob.add_vocabulary("punters", "metric", "dau")
        assert word.by == "bob"
    with agent_as("alice") as alice:
        with pytest.raises(PermissionDenied, match="bob added it"):
            alice.remove_vocabulary("punters")
        assert [w.phrase for w in alice.vocabulary()] == ["punters"]
    with agent_as("dave", "vocabulary") as dave:  # an approver
        assert [w.phrase for w in dave.remove_vocabulary("punters")] == ["punters"]
    log = events()
    assert next(e for e in log if e["event"] == "vocabulary_added")["by"] == "bob"
    assert next(e for e in log if e["event"] == "vocabulary_removed")["by"] == "dave"


def test_an_imported_word_names_its_importer() -> None:
    with agent_as("bob", "vocabulary") as bob:
        exported = [w.model_dump() for w in [bob.add_vocabulary("punters", "metric", "dau")]]
        bob.remove_vocabulary("punters")
    exported[0]["by"] = "alice (CFO)"
    with agent_as("mallory", "vocabulary") as mallory:
        assert mallory.import_vocabulary(exported) == 1
        [kept] = mallory.vocabulary()
    assert kept.by == "mallory"


def test_a_local_store_checks_nothing() -> None:
    with Agent(user_id="ana") as ana:  # permissions None: the CLI and `sqlclarify web` on the user's own store
        saved = ana.verify(answered(ana).thread_id)
        ana.add_vocabulary("punters", "metric", "dau")
        ana.remove_vocabulary("punters")
        ana.unverify(saved.id)


def test_the_cli_on_a_shared_store_keeps_to_the_operators_permissions_file(tmp_path: Path) -> None:
    import subprocess

    from tests.support.cli import run_cli

    permissions = tmp_path / "permissions"
    permissions.write_text("# user permission,...\ncarol verify\n")
    with Agent(user_id="alice") as alice:
        thread = answered(alice).thread_id
    with Agent(user_id="carol") as carol:
        theirs = answered(carol).thread_id

    def cli(*args: str) -> subprocess.CompletedProcess:  # in this process: the permission is the test
        return run_cli(*args, env={"SQLCLARIFY_PERMISSIONS_FILE": str(permissions)})

    refused = cli("verify", thread, "--user", "alice")
    assert refused.returncode == 2 and refused.stderr.count("\n") == 1 and "'verify' permission" in refused.stderr
    done = cli("verify", theirs, "--user", "carol", "--json")
    assert done.returncode == 0 and json.loads(done.stdout)["by"] == "carol", done.stderr
