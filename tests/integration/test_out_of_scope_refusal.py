"""A question about something the catalog does not hold is refused with a line naming the words (issue 32), on a
real project's catalog and database: not answered with the shipment count, not asked about."""

from __future__ import annotations

import pytest

from sqlclarify.agent import Agent
from tests.conftest import ROOT

PROJECT = ROOT / "examples" / "freight_emissions"


@pytest.fixture(scope="module")
def agent(tmp_path_factory: pytest.TempPathFactory) -> Agent:
    checkpoint = tmp_path_factory.mktemp("threads") / "threads.sqlite"
    with Agent(
        database=str(PROJECT / "freight_emissions.sqlite"),
        catalog=str(PROJECT / "models"),
        checkpoint=str(checkpoint),
        today="2026-06-10",
    ) as opened:
        yield opened


def test_the_refusal_names_what_the_data_does_not_cover(agent: Agent) -> None:
    turn = agent.ask("how many shipments were delivered late in Q4 2025?")
    assert turn.status == "refused"
    assert turn.message.startswith("Nothing in this data covers 'late'.")


def test_the_question_without_that_word_is_answered(agent: Agent) -> None:
    turn = agent.ask("how many shipments were delivered in Q4 2025?")
    assert turn.status == "answered", turn.message
