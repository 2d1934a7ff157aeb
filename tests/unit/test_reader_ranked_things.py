"""Things ranked and named (reader14), on a catalog written after the rules (tests/data/catalogs/climbing): a thing
said where a breakdown goes by a word the lexicon says stands for its entity's name ("top 5 customers" of the client
entity, "which 3 buyers paid the most") is a breakdown by the entity, ranked by the order said around it, never a
question about the entity's columns; "who <verb> the most <metric>" is the one named thing the metric reaches,
ranked, and stays a question where the metric reaches two things (a client or a coach) or its rows are split by a
column the question does not fix (a coach's hours per shift kind, one kind the total)."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {
    "wall_type": ["Boulder", "Lead"],
    "client_tier": ["gold", "basic"],
    "home_town": ["Leeds", "York"],
    "coach_name": ["Ana", "Ben"],
    "coach_grade": ["senior", "junior"],
    "gear_kind": ["shoes", "harness"],
    "shift_kind": ["all", "evening", "morning"],
}


@pytest.fixture(scope="module")
def gym() -> Vocabulary:
    return vocabulary("climbing", VALUES)


def _ranked(vocab: Vocabulary, text: str) -> tuple[list[str], list[str], bool | None, int | None]:
    found = read(vocab, text)
    assert found.reading.unplaced == [], found.reading.unplaced
    query = found.reading.query
    descending = query.order_by[0].descending if query.order_by else None
    return query.metrics, [g.dimension for g in query.group_by], descending, query.limit


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("top 5 customers by session fees in 2025", (["total_fees"], ["client"], True, 5)),
        ("which 3 buyers paid the most session fees in 2025", (["total_fees"], ["client"], True, 3)),
        ("session fees by customer in 2025", (["total_fees"], ["client"], None, None)),
        ("top 5 clients by session fees in 2025", (["total_fees"], ["client"], True, 5)),
    ],
)
def test_a_thing_said_by_a_lexicon_word_for_its_name_is_the_breakdown(
    gym: Vocabulary, text: str, expected: tuple
) -> None:
    assert _ranked(gym, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("who had the most class attendees in 2025", (["class_attendees"], ["coach_name"], True, 1)),
        ("who drew the fewest class attendees last year", (["class_attendees"], ["coach_name"], False, 1)),
    ],
)
def test_who_is_the_one_named_thing_the_metric_reaches(gym: Vocabulary, text: str, expected: tuple) -> None:
    assert _ranked(gym, text) == expected


def test_who_stays_a_question_when_the_metric_reaches_two_things(gym: Vocabulary) -> None:
    found = read(gym, "who topped the most routes in 2025")
    assert found.reading.query.group_by == []
    assert found.reading.unplaced  # a client or a coach: asked, never guessed


def test_who_stays_a_question_when_the_rows_are_split_by_an_unsaid_column(gym: Vocabulary) -> None:
    found = read(gym, "who logged the most coaching hours in 2025")
    assert found.reading.query.group_by == []
    assert found.reading.unplaced
    found = read(gym, "who logged the most coaching hours on evening shifts in 2025")
    assert [g.dimension for g in found.reading.query.group_by] == ["coach_name"]
    assert found.reading.unplaced == []
