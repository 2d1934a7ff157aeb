"""Suggested questions: built from each catalog, every one answered without a question back."""

from __future__ import annotations

from pathlib import Path

import pytest

from sqlclarify import Agent
from tests.conftest import CHINOOK, ROOT

CATALOGS = {
    "demo": {},
    "chinook": {"database": str(CHINOOK), "catalog": str(ROOT / "examples" / "chinook" / "models")},
    "saas": {
        "database": str(ROOT / "examples" / "saas" / "saas.sqlite"),
        "catalog": str(ROOT / "examples/saas/models"),
    },
}


@pytest.mark.parametrize("name", list(CATALOGS))
def test_every_suggestion_is_answered_without_a_question(name: str) -> None:
    with Agent(**CATALOGS[name]) as agent:
        suggestions = agent.suggest()
        assert 5 <= len(suggestions) <= 8 and len(set(suggestions)) == len(suggestions)
        for question in suggestions:
            turn = agent.ask(question)
            assert (turn.status, turn.questions) == ("answered", []), question
            assert turn.row_count > 0 and not turn.interpretation.get("ignored"), question


def test_extra_questions_come_first_and_help_lists_the_suggestions(isolated_env: Path) -> None:
    with Agent() as agent:
        suggestions = agent.suggest(extra=lambda: ["DAU for ID last month"])
        assert suggestions[0] == "DAU for ID last month" and len(suggestions) == 6
        help_turn = agent.ask("help")
    assert help_turn.status == "answered"
    assert all(q in help_turn.message for q in suggestions[1:])
