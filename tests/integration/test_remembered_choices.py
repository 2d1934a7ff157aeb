"""Remembered choices: a metric chosen for an ambiguous word, remembered only when asked, is used in the user's
other threads and announced; another user, "which rev?", a forgotten or stale choice all ask again."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from sqlclarify import Agent
from sqlclarify.errors import InputError
from sqlclarify.knowledge import choices
from tests.integration.test_cli import run

QUESTION = "rev for ID in Nov 2025"


def _answer_rev(agent: Agent, remember: bool) -> None:
    asked = agent.ask(QUESTION)
    assert [q.id for q in asked.questions] == ["metric"]
    answered = agent.answer(asked.thread_id, {"metric": "Ads net revenue"}, remember=remember)
    assert answered.status == "answered"
    assert answered.choices == [
        {
            "phrase": "rev",
            "metric": "ads_net_revenue",
            "label": "Ads net revenue",
            "candidates": answered.choices[0]["candidates"],
            "remembered": remember,
        }
    ]


def test_a_remembered_choice_is_used_in_another_thread_and_announced(checkpoint: str) -> None:
    with Agent(checkpoint=checkpoint, user_id="alice") as agent:
        _answer_rev(agent, remember=True)
        later = agent.ask("Rev for TH in Dec 2025")  # a new thread, another market and month
        assert later.status == "answered"
        assert later.interpretation["metric"] == "ads_net_revenue"
        [used] = later.interpretation["remembered"]
        assert used["phrase"] == "rev" and used["chosen"] == "ads_net_revenue"
        assert f"'rev' = Ads net revenue, as you chose on {used['on']}" in later.message
        assert "say 'which rev?' to choose again" in later.message
        assert [(c.phrase, c.metric) for c in agent.memory()] == [("rev", "ads_net_revenue")]

        again = agent.ask("which rev for TH in Dec 2025?")  # asks again, ignoring the memory for this turn
        assert [q.id for q in again.questions] == ["metric"]
        changed = agent.answer(again.thread_id, {"metric": "IAP net revenue"}, remember=True)
        assert changed.choices[0]["remembered"] is True
        assert agent.ask("rev for TH in Dec 2025").interpretation["metric"] == "iap_net_revenue"  # replaced

    with Agent(checkpoint=checkpoint, user_id="bob") as other:  # another user is unaffected
        assert other.ask(QUESTION).status == "needs_clarification"
        assert other.memory() == []

    with Agent(checkpoint=checkpoint, user_id="alice") as agent:
        assert agent.forget("REV") == 1
        assert agent.ask(QUESTION).status == "needs_clarification"
        assert agent.memory() == []


def test_nothing_is_remembered_without_being_asked() -> None:
    with Agent(user_id="alice") as agent:
        _answer_rev(agent, remember=False)
        assert agent.memory() == []
        later = agent.ask(QUESTION)
        assert later.status == "needs_clarification"
        assert "remembered" not in later.interpretation


def test_a_stale_choice_is_not_used() -> None:
    with Agent(user_id="alice") as agent:
        store = agent.store.memory
        # a metric the catalog no longer has
        choices.remember(store, "alice", "rev", "retired_revenue", "Retired revenue", ["retired_revenue"])
        assert agent.ask(QUESTION).status == "needs_clarification"
        # a metric that is no longer among what the word can mean
        choices.remember(store, "alice", "rev", "dau", "Daily active users", ["dau"])
        stale = agent.ask(QUESTION)
        assert stale.status == "needs_clarification"
        assert "Daily active users" not in [o.label for o in stale.questions[0].options]


def test_remember_forget_and_user_errors() -> None:
    with Agent(user_id="alice") as agent:
        with pytest.raises(InputError, match="no metric"):
            agent.remember("rev", "retired_revenue")
        saved = agent.remember("Rev", "iap_net_revenue")
        assert (saved.phrase, saved.label) == ("rev", "IAP net revenue")
        agent.remember("imps", "impressions")
        assert agent.forget("nothing") == 0
        assert agent.forget() == 2
        agent.context = replace(agent.context, user_id="bob")
        assert agent.memory() == []


def test_cli_answer_remember_then_a_new_thread_then_memory_list_and_forget() -> None:
    asked = json.loads(run("ask", QUESTION, "--json").stdout)
    answered = run("--user", "carol", "answer", asked["thread_id"], "--set", "metric=3", "--remember")
    assert answered.returncode == 0, answered.stderr
    assert "remembered: 'rev' = Ads net revenue" in answered.stderr

    later = json.loads(run("--user", "carol", "ask", "rev for TH in Nov 2025", "--json").stdout)
    assert later["status"] == "answered" and later["interpretation"]["remembered"][0]["chosen"] == "ads_net_revenue"

    listed = run("--user", "carol", "memory", "list", "--json")
    assert [(c["phrase"], c["metric"]) for c in json.loads(listed.stdout)] == [("rev", "ads_net_revenue")]
    assert json.loads(run("memory", "list", "--json").stdout) == []  # the OS user remembers nothing

    assert run("--user", "carol", "memory", "forget", "rev").returncode == 0
    missing = run("--user", "carol", "memory", "forget", "rev")
    assert missing.returncode == 2 and "nothing is remembered for 'rev'" in missing.stderr
    assert "Traceback" not in missing.stderr


def test_chat_offers_to_remember_and_has_memory_commands() -> None:
    from io import StringIO

    from rich.console import Console

    from sqlclarify.repl import ChatSession

    lines = iter([QUESTION, "3", "y", "/memory", "/forget rev", "/memory", "/quit"])
    prompts: list[str] = []

    def read_line(prompt: str) -> str:
        prompts.append(prompt)
        return next(lines)

    out = StringIO()
    with Agent(user_id="dana") as agent:
        session = ChatSession(agent, Console(file=out, width=200), read_line)
        session.interactive = True  # as on a terminal: the offer is a y/N prompt
        session.run()
        assert "Remember 'rev' = Ads net revenue for next time? [y/N] " in prompts
        assert "remembered: 'rev' = Ads net revenue" in out.getvalue()
        assert "forgot 1 choice" in out.getvalue()
        assert agent.memory() == []
