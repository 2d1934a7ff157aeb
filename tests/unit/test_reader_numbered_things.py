"""reader26 (issue 32): a thing named and then a number that is one of the values of the column the name is read
as ("goals for squad 12") is that one thing — a filter, not a breakdown beside a number left to ask about. A
number the column does not hold stays a question; the name alone still groups. On a catalog written after the
rule (tests/data/catalogs/five_a_side)."""

from __future__ import annotations

import pytest

from sqlclarify.semantic.query import DimensionFilter
from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {"position": ["Right Wing", "Goal"], "kick_off_slot": ["Morning", "Evening"], "squad_number": ["7", "12"]}


@pytest.fixture(scope="module")
def league() -> Vocabulary:
    return vocabulary("five_a_side", VALUES)


@pytest.mark.parametrize("text", ["goals by squad number 12 in 2025", "goals for squad 12 in 2025"])
def test_a_numbered_thing_is_a_filter(league: Vocabulary, text: str) -> None:
    reading = read(league, text).reading
    assert reading.query.filters == [DimensionFilter(dimension="squad_number", values=["12"])]
    assert all(g.dimension != "squad_number" for g in reading.query.group_by)
    assert reading.unplaced == []


def test_a_number_the_column_does_not_hold_is_not_taken(league: Vocabulary) -> None:
    reading = read(league, "goals by squad number 99 in 2025").reading
    assert reading.query.filters == []


def test_the_name_alone_still_groups(league: Vocabulary) -> None:
    reading = read(league, "goals by squad number in 2025").reading
    assert [g.dimension for g in reading.query.group_by] == ["squad_number"]
