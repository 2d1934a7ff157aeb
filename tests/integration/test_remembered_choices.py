"""Remembered choices: a metric chosen for an ambiguous word, or the values chosen for a filter a metric
requires, remembered only when asked, is used in the user's other threads and announced; another user,
"which rev?" / "which market?", a forgotten or stale choice all ask again."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from sqlclarify import Agent
from sqlclarify.errors import InputError
from sqlclarify.knowledge import choices
from sqlclarify.knowledge.verified import BUILT_IN_CATALOG
from tests.integration.test_cli import run

QUESTION = "rev for ID in Nov 2025"


def _answer_rev(agent: Agent, remember: bool) -> None:
    asked = agent.ask(QUESTION)
    assert [q.id for q in asked.questions] == ["metric"]
    answered = agent.answer(asked.thread_id, {"metric": "Ads net revenue"}, remember=remember)
    assert answered.status == "answered"
    assert answered.choices == [
        {
            "kind": "metric",
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


FILTER_QUESTION = "ads net revenue in Nov 2025"  # the metric requires a market; the question names none


def _answer_market(agent: Agent, values: list[str], remember: bool) -> None:
    asked = agent.ask(FILTER_QUESTION)
    assert [q.id for q in asked.questions] == ["market"]
    answered = agent.answer(asked.thread_id, {"market": values}, remember=remember)
    assert answered.status == "answered"
    [chosen] = answered.choices
    assert (chosen["kind"], chosen["phrase"], chosen["label"], chosen["remembered"]) == (
        "filter",
        "market",
        ", ".join(values),
        remember,
    )


def test_a_remembered_filter_is_used_in_another_thread_and_announced(checkpoint: str) -> None:
    with Agent(checkpoint=checkpoint, user_id="alice") as agent:
        _answer_market(agent, ["ID"], remember=True)
        later = agent.ask("Ads net revenue in Dec 2025")  # a new thread, another month
        assert later.status == "answered"
        assert later.interpretation["filters"] == {"market": ["ID"]}
        [used] = later.interpretation["remembered"]
        assert (used["kind"], used["phrase"], used["chosen"]) == ("filter", "market", "ID")
        assert f"market = ID, as you chose on {used['on']} — say 'which market?' to choose again." in later.message

        # with an ambiguous word: only the word is asked; the answer announces the market it took
        asked = agent.ask("rev in Dec 2025")
        assert [q.id for q in asked.questions] == ["metric"]
        answered = agent.answer(asked.thread_id, {"metric": "IAP net revenue"})
        assert answered.interpretation["filters"] == {"market": ["ID"]}
        assert "market = ID, as you chose on" in answered.message

        named = agent.ask("ads net revenue for TH in Nov 2025")  # the question says which: the memory stays out
        assert named.interpretation["filters"] == {"market": ["TH"]}
        assert "remembered" not in named.interpretation and "as you chose" not in named.message

        again = agent.ask("which market had ads net revenue in Nov 2025?")  # asks again, for this turn
        assert [q.id for q in again.questions] == ["market"]

    with Agent(checkpoint=checkpoint, user_id="bob") as other:  # another user is unaffected
        assert [q.id for q in other.ask(FILTER_QUESTION).questions] == ["market"]

    with Agent(checkpoint=checkpoint, user_id="alice") as agent:
        assert [(c.kind, c.phrase, c.label) for c in agent.memory()] == [("filter", "market", "ID")]
        assert agent.forget("market") == 1
        assert agent.memory() == []
        assert [q.id for q in agent.ask(FILTER_QUESTION).questions] == ["market"]


def test_all_values_are_remembered_and_a_choice_applies_in_its_catalog_only() -> None:
    with Agent(user_id="alice") as agent:
        _answer_market(agent, ["All markets"], remember=False)
        assert agent.memory() == []  # nothing without being asked
        asked = agent.ask(FILTER_QUESTION)
        agent.answer(asked.thread_id, {"market": ["All markets"]}, remember=True)
        [saved] = agent.memory()
        assert (saved.values, saved.label) == ([], "All markets")
        everything = agent.ask(FILTER_QUESTION)
        assert everything.status == "answered" and "market = All markets, as you chose on" in everything.message

        agent.forget()
        other_catalog = "/elsewhere/catalog.yml"  # the same dimension name in another catalog
        choices.remember_filter(agent.store.memory, "alice", other_catalog, "market", "market", ["ID"], "ID")
        assert [q.id for q in agent.ask(FILTER_QUESTION).questions] == ["market"]


def test_a_stale_filter_value_is_not_used() -> None:
    with Agent(user_id="alice") as agent:
        with pytest.raises(InputError, match="market has no value XX"):
            agent.remember_filter("market", ["XX"])
        with pytest.raises(InputError, match="requires a dimension 'nope'"):
            agent.remember_filter("nope", ["ID"])
        store = agent.store.memory
        # a value the data no longer has (the catalog and the data changed since it was chosen)
        choices.remember_filter(store, "alice", BUILT_IN_CATALOG, "market", "market", ["ID", "XX"], "ID, XX")
        assert [q.id for q in agent.ask(FILTER_QUESTION).questions] == ["market"]
        agent.remember_filter("market", ["ID", "TH"])  # several values: one row each, as when answered
        both = agent.ask(FILTER_QUESTION)
        assert both.interpretation["filters"] == {"market": ["ID", "TH"]} and both.row_count == 2


def test_metric_words_stored_before_filters_still_load() -> None:
    with Agent(user_id="alice") as agent:
        old = {"phrase": "rev", "metric": "ads_net_revenue", "label": "Ads net revenue", "chosen_at": "2025-12-01"}
        agent.store.memory.put(("sqlclarify", "choices", "alice"), "rev", old)  # no "kind": the older layout
        agent.remember_filter("market", ["VN"])
        assert [(c.kind, c.phrase) for c in agent.memory()] == [("filter", "market"), ("metric", "rev")]
        answered = agent.ask("rev in Nov 2025")
        assert answered.interpretation["metric"] == "ads_net_revenue"
        assert [u["phrase"] for u in answered.interpretation["remembered"]] == ["rev", "market"]


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
    asked = json.loads(run("--user", "carol", "ask", QUESTION, "--json").stdout)  # Carol's thread
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

    from sqlclarify.faces.chat import ChatSession

    lines = iter(
        # after "rev" is chosen, "y" remembers it for this user (the one offer: not the team vocabulary too)
        [
            *(QUESTION, "3", "y", FILTER_QUESTION, "2", "y"),
            *("/memory", "/forget rev", "/forget market", "/memory", "/quit"),
        ]
    )
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
        assert not any("team vocabulary" in p for p in prompts)  # one offer after an answer
        assert agent.vocabulary() == []
        assert "Remember market = ID for next time? [y/N] " in prompts
        assert "remembered: market = ID" in out.getvalue()
        assert out.getvalue().count("forgot 1 choice") == 2
        assert agent.memory() == []
