"""reader26 (issue 32): a dimension whose values are parts of the day (morning, afternoon, evening) is said "by
time of day", whatever its column is called (`kick_off_slot`); a dimension of other values is not. The kinds are
world knowledge kept as data (value_kinds.yaml). On a catalog written after the rule
(tests/data/catalogs/five_a_side)."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.value_kinds import value_kind_nouns
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {"position": ["Right Wing", "Left Wing", "Centre Back", "Goal"], "kick_off_slot": ["Morning", "Evening"]}


@pytest.fixture(scope="module")
def league() -> Vocabulary:
    return vocabulary("five_a_side", VALUES)


@pytest.mark.parametrize("text", ["goals by time of day in 2025", "minutes played per part of the day"])
def test_parts_of_the_day_name_their_dimension(league: Vocabulary, text: str) -> None:
    reading = read(league, text).reading
    assert [g.dimension for g in reading.query.group_by] == ["kick_off_slot"]
    assert reading.unplaced == []


def test_only_a_dimension_of_that_kind_of_values_takes_the_nouns() -> None:
    assert value_kind_nouns(["morning", "AFTERNOON", "late_night"])[0] == "time of day"
    assert value_kind_nouns(["Right Wing", "Morning", "Goal"]) == []  # one of three: not of that kind
    assert value_kind_nouns(["Morning"]) == []  # two at least
