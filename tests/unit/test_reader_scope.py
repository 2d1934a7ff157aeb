"""Out of scope (issue 32): a question about something the catalog does not hold is refused with a line naming the
words — never answered with a metric that shares a word with it, nor asked about — and a question the catalog can
answer is never refused. On a catalog written after the reader (tests/data/catalogs/depots)."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.scope import scope_line
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {
    "site_state": ["OH", "TX", "NY", "CA"],
    "crew_code": ["EMEA-ENT", "EMEA-MM", "APAC-ENT", "NAMER-SMB"],
    "visit_kind": ["routineCheck", "emergency_callout", "install"],
    "customer_country": ["United States", "Canada", "Germany", "Sweden"],
    "service_plan": ["Basic", "Pro", "Premium"],
}


@pytest.fixture(scope="module")
def depots() -> Vocabulary:
    return vocabulary("depots", VALUES)


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("what is our customer churn rate?", ["churn"]),  # an amount of a thing no text of the catalog says
        ("what was the observed fix rate in 2025?", ["observed"]),  # a kind of the amount the catalog lacks
        ("how many complaints did customers file in 2025?", ["complaints"]),  # the things counted
        ("how many visits were late in 2025?", ["late"]),  # judged against a due date the catalog lacks
        ("why did visits drop in March?", ["why"]),  # a cause, not an amount
    ],
)
def test_a_question_about_what_the_catalog_lacks_is_refused(
    depots: Vocabulary, question: str, words: list[str]
) -> None:
    found = read(depots, question)
    assert not found.reading.knows_metric  # refused: no metric to answer or to offer
    assert found.out_of_scope == words


def test_the_refusal_names_the_words() -> None:
    assert scope_line(["churn"]) == "Nothing in this data covers 'churn'."


@pytest.mark.parametrize(
    "question",
    [
        "first-time fix rate by state in 2025",
        "how many visits did we make in 2025?",
        "first-time fix rate for visits invoiced in 2025",  # an event verb, not a kind of the rate
        "how many visits for Swedish customers in 2025",
    ],
)
def test_a_question_the_catalog_answers_is_not_refused(depots: Vocabulary, question: str) -> None:
    found = read(depots, question)
    assert found.out_of_scope == []
    assert found.reading.query.metrics


def test_a_thing_the_catalog_does_not_name_is_asked_about_not_refused(depots: Vocabulary) -> None:
    # "technicians" names the things to rank (the catalog may call them otherwise): placed or asked, never refused
    found = read(depots, "top 5 technicians by visits in 2025")
    assert found.out_of_scope == []
    assert found.reading.query.metrics == ["visits"]
    assert "technicians" in found.reading.unplaced
