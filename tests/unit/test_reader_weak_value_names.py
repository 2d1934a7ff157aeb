"""reader28 (issue 32): a dimension's weak name (the last word of `player_name_home`: "home") that is a whole value
of another dimension (side 'home') is left to the value: "legs won, home and away" is split by the side, not by the
home player's name. On a catalog written after the rule (tests/data/catalogs/darts_league)."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {
    "side": ["home", "away"],
    "player_name_home": ["Ann Lowe", "Ben Pike"],
    "player_name_away": ["Ann Lowe", "Ben Pike"],
}


@pytest.fixture(scope="module")
def league() -> Vocabulary:
    return vocabulary("darts_league", VALUES)


def test_the_value_keeps_its_word(league: Vocabulary) -> None:
    phrases = dict(league.dimension_phrases)
    assert phrases.get("home") is None
    assert phrases.get("fixture side home") is None


@pytest.mark.parametrize("text", ["legs won per fixture side, home and away", "average checkout by home and away"])
def test_home_and_away_split_by_the_side(league: Vocabulary, text: str) -> None:
    reading = read(league, text).reading
    assert [g.dimension for g in reading.query.group_by] == ["side"]
    assert all("player_name" not in f.dimension for f in reading.query.filters)


def test_the_qualifier_before_the_thing_still_names_the_column(league: Vocabulary) -> None:
    """ "by home player" is still the home player's name: the last word said before the thing its column names."""
    reading = read(league, "legs won by home player in 2024").reading
    assert [g.dimension for g in reading.query.group_by] == ["player_name_home"]
    assert all(f.dimension != "side" for f in reading.query.filters)
