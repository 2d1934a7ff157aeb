"""A question that names no metric, but nothing outside the catalog either, is asked which metric — not refused
(issue 32: ask recall). Out of scope stays refused. On a catalog written after the rule
(tests/data/catalogs/rowing_club)."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.questions import metric_questions
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {
    "boat_class": ["eight", "four", "pair", "single"],
    "crew_level": ["novice", "senior", "masters", "U23"],
    "squad": ["masters", "juniors", "U23"],  # "masters" and "U23" are values of two dimensions
}


@pytest.fixture(scope="module")
def rowing_club() -> Vocabulary:
    return vocabulary("rowing_club", VALUES)


@pytest.mark.parametrize(
    "question",
    [
        "racing form by boat class in 2025",  # words a dimension's description says, and a breakdown
        "how strong were the masters crews in 2025?",  # an adjective that judges: any metric may say it
        "how dominant were the senior crews in 2025?",  # a noun too, but an adjective first
        "how did the novice crews improve in 2025?",  # a verb that judges
    ],
)
def test_a_question_with_no_metric_but_nothing_outside_the_catalog_asks_which_metric(
    rowing_club: Vocabulary, question: str
) -> None:
    found = read(rowing_club, question)
    reading = found.reading
    assert found.out_of_scope == []
    assert not reading.query.metrics
    assert len(reading.metric_candidates) >= 2  # a choice, not a refusal
    assert [q.id for q in metric_questions(rowing_club, reading)] == ["metric"]


@pytest.mark.parametrize(
    ("question", "value"),
    [("how strong were the masters in 2025?", "masters"), ("the numbers for U23 last quarter", "U23")],
)
def test_a_value_of_several_dimensions_stays_to_be_placed(rowing_club: Vocabulary, question: str, value: str) -> None:
    # which dimension the value is of waits for the metric; the answer never drops it
    reading = read(rowing_club, question).reading
    assert len(reading.metric_candidates) >= 2
    assert value not in reading.candidate_phrase
    assert any(value in p for p in reading.unplaced)


def test_the_breakdown_named_stays_with_the_question(rowing_club: Vocabulary) -> None:
    reading = read(rowing_club, "racing form by boat class in 2025").reading
    assert [g.dimension for g in reading.query.group_by if g.dimension != "metric_time"]  # by boat class, kept
    assert reading.query.time_range is not None


@pytest.mark.parametrize(
    "question",
    [
        "boat repairs by boat class in 2025",  # a thing no text of the catalog says
        "how many coaches did we hire in 2025?",  # a count of things the catalog has no count of
        "rain by crew level in 2025",
        "zorbing by crew level in 2025",  # a word no word list knows: a name of something, not a judgement
        "who is the CEO of the club?",  # a short one too
        "squad",  # a dimension's name alone (an answer to "which do you mean?") measures nothing
    ],
)
def test_a_thing_the_catalog_does_not_hold_is_still_refused(rowing_club: Vocabulary, question: str) -> None:
    reading = read(rowing_club, question).reading
    assert not reading.knows_metric


def test_a_named_metric_is_not_asked_about(rowing_club: Vocabulary) -> None:
    reading = read(rowing_club, "distance rowed by boat class in 2025").reading
    assert reading.query.metrics == ["distance_rowed"]
    assert reading.metric_candidates == []
