"""reader26 (issue 32): a two-word value said as the one who fills it — "right wingers" for 'Right Wing', "left
fielders" for 'Left Field' — is that value, not a word to ask about. A value's own words still read it, and a
word that is no value's doer stays unplaced. On a catalog written after the rule (tests/data/catalogs/five_a_side)."""

from __future__ import annotations

import pytest

from sqlclarify.semantic.query import DimensionFilter
from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {"position": ["Right Wing", "Left Wing", "Centre Back", "Goal"]}


@pytest.fixture(scope="module")
def league() -> Vocabulary:
    return vocabulary("five_a_side", VALUES)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("goals by right wingers in 2025", "Right Wing"),
        ("minutes played by the left winger in 2025", "Left Wing"),
        ("goals from the right wing in 2025", "Right Wing"),
    ],
)
def test_the_one_who_fills_a_value_is_that_value(league: Vocabulary, text: str, value: str) -> None:
    reading = read(league, text).reading
    assert reading.query.filters == [DimensionFilter(dimension="position", values=[value])]
    assert reading.unplaced == []


def test_half_a_doer_that_two_values_share_is_no_filter(league: Vocabulary) -> None:
    reading = read(league, "minutes played by wingers in 2025").reading  # 'Right Wing' and 'Left Wing': which?
    assert reading.query.filters == []
