"""Verified answers: a question marked right is reused, saying by whom and when, by later questions that mean the
same (any user, any thread); an answer nobody approved never is; one the catalog no longer fits is reported."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
import yaml

from sqlclarify import Agent
from sqlclarify.errors import InputError
from sqlclarify.semantic.readers import DEMO_CATALOG_DIR
from tests.integration.test_cli import run

QUESTION = "rev for ID last month"
STAMP = re.compile(r"verified by alice on \d{4}-\d{2}-\d{2}")


def answered(agent: Agent, question: str = QUESTION, metric: str = "Ads net revenue"):
    turn = agent.ask(question)
    assert turn.status == "needs_clarification"
    return agent.answer(turn.thread_id, {"metric": metric})


def test_a_verified_answer_is_reused_by_another_user_in_a_new_thread(checkpoint: str) -> None:
    with Agent(user_id="alice") as agent:
        first = answered(agent)
        verified = agent.verify(first.thread_id)
    assert (verified.question, verified.by) == (QUESTION, "alice")
    assert verified.semantic_query["metrics"] == ["ads_net_revenue"]

    with Agent(user_id="bob") as other:  # verified answers are the team's: shared by every user
        again = other.ask(QUESTION)
    assert again.status == "answered", again
    assert (again.sql, again.rows) == (first.sql, first.rows)
    assert STAMP.search(again.message)
    assert again.interpretation["verified"] == {
        "id": verified.id,
        "by": "alice",
        "on": verified.on,
        "question": QUESTION,
    }


def test_paraphrases_and_the_same_query_reuse_it_a_different_reading_does_not() -> None:
    with Agent(user_id="alice") as agent:
        agent.verify(answered(agent).thread_id)
        for paraphrase in ("What was rev for ID last month?", "revenue for ID last month"):
            turn = agent.ask(paraphrase)
            assert turn.status == "answered" and STAMP.search(turn.message), paraphrase
        same_query = agent.ask("ads net revenue in Indonesia last month")
        assert same_query.interpretation["verified"]["question"] == QUESTION
        for different in ("rev for TH last month", "rev for ID", "rev for ID last year"):
            turn = agent.ask(different)
            assert turn.status == "needs_clarification", different
            assert "verified" not in turn.message + json.dumps(turn.interpretation), different


def test_relative_dates_are_read_again_on_the_day_of_the_later_question() -> None:
    with Agent(user_id="alice") as agent:
        agent.verify(answered(agent).thread_id)
    with Agent(today="2025-12-15") as later:
        turn = later.ask(QUESTION)
    assert turn.interpretation["verified"]["question"] == QUESTION
    assert (turn.interpretation["date_range"]["start"], turn.interpretation["date_range"]["end"]) == (
        "2025-11-01",
        "2025-11-30",
    )


def test_an_answer_nobody_verified_is_never_reused_nor_one_removed() -> None:
    with Agent(user_id="alice") as agent:
        answered(agent)  # asked and answered, not verified
        for question in (QUESTION, "revenue for ID last month"):
            turn = agent.ask(question)
            assert turn.status == "needs_clarification" and not turn.reason, question
        verified = agent.verify(answered(agent).thread_id)
        assert agent.unverify(verified.id[:6]).id == verified.id
        assert agent.verified() == []
        assert agent.ask(QUESTION).status == "needs_clarification"
        with pytest.raises(InputError, match="no verified answer"):
            agent.unverify(verified.id)


def test_only_an_answered_catalog_turn_can_be_verified() -> None:
    with Agent() as agent:
        pending = agent.ask(QUESTION)
        with pytest.raises(InputError, match="waiting for an answer"):
            agent.verify(pending.thread_id)
        helped = agent.ask("help")
        with pytest.raises(InputError, match="no semantic query"):
            agent.verify(helped.thread_id)
        assert agent.verified() == []


def test_a_verified_answer_the_catalog_no_longer_fits_is_reported_and_not_used(tmp_path: Path) -> None:
    catalog = tmp_path / "catalog"
    shutil.copytree(DEMO_CATALOG_DIR, catalog)
    with Agent(catalog=str(catalog), user_id="alice") as agent:
        verified = agent.verify(answered(agent, metric="IAP gross revenue").thread_id)
        metrics = catalog / "metrics.yml"
        data = yaml.safe_load(metrics.read_text())
        data["metrics"] = [m for m in data["metrics"] if m["name"] != "iap_gross_revenue"]
        metrics.write_text(yaml.safe_dump(data))

    # the next process reads the changed catalog (a running agent notices a catalog edit within a second)
    with Agent(catalog=str(catalog), user_id="alice") as agent:
        turn = agent.ask(QUESTION)
        assert turn.status == "needs_clarification"  # asked as if nothing were verified, and says why
        assert (
            "no longer fits the catalog (metric iap_gross_revenue is not in the catalog); it was not used"
            in turn.reason
        )
        done = agent.answer(turn.thread_id, {"metric": "IAP net revenue"})
        assert "no longer fits the catalog" in done.message and "verified" not in done.interpretation
        [listed] = agent.verified()
        assert listed.id == verified.id and "iap_gross_revenue" in (listed.broken or "")


def test_verify_from_the_command_line() -> None:
    with Agent(user_id="alice") as agent:  # a user verifies their own threads
        pending = agent.ask(QUESTION).thread_id
        thread = answered(agent).thread_id
    assert run("verify", thread, "--user", "bob").returncode == 2  # not Bob's thread
    refused = run("verify", pending, "--user", "alice")
    assert refused.returncode == 2 and refused.stderr.count("\n") == 1 and "waiting for an answer" in refused.stderr
    verified = run("verify", thread, "--user", "alice", "--json")
    assert verified.returncode == 0, verified.stderr
    with Agent() as agent:
        [saved] = [a.model_dump() for a in agent.verified()]  # what `sqlclarify verified export` writes
    assert saved["id"] == json.loads(verified.stdout)["id"] and saved["by"] == "alice" and saved["broken"] is None
    with Agent(user_id="bob") as agent:  # removed, then imported from the export: reused again
        agent.unverify(saved["id"])
        assert agent.ask(QUESTION).status == "needs_clarification"
        assert agent.import_verified([saved]) == 1
        # the file's verifier is a claim; the one who imported it answers for it
        vouched = r"imported by bob on \d{4}-\d\d-\d\d, who vouches for it \(the export names alice as"
        assert re.search(vouched, agent.ask(QUESTION).message)


def test_a_running_agent_sees_answers_another_agent_verifies_imports_and_removes(checkpoint: str) -> None:
    # each Agent has its own store connection; the running one keeps its parsed answers until they change
    with Agent(user_id="alice") as running, Agent(user_id="bob") as other:
        assert running.ask(QUESTION).status == "needs_clarification"
        verified = other.verify(answered(other).thread_id)
        assert running.ask(QUESTION).interpretation["verified"]["by"] == "bob"

        exported = [a.model_dump() for a in other.verified()]
        other.unverify(verified.id)
        assert running.ask(QUESTION).status == "needs_clarification"

        other.import_verified(exported)
        assert running.ask(QUESTION).interpretation["verified"]["id"] == verified.id
