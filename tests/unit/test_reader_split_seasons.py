"""reader26 (issue 32): a season written as the two years it spans ("the 2021-22 season", "season 2021/2022") is
the season column's value its description names ("2021 means 2021/22"), never a month of the first year nor a
question; with no description that says the convention, it is left to be asked about. On a catalog written after
the rule (tests/data/catalogs/chess_league), which stores a season by its first year."""

from __future__ import annotations

import pytest

from sqlclarify.semantic.query import DimensionFilter
from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.understanding.candidates import Vocabulary, build_vocabulary
from tests.support.synthetic_catalogs import CATALOGS, read, vocabulary

VALUES = {"season": ["2020", "2021", "2022", "2023"], "board_colour": ["white", "black"]}


@pytest.fixture(scope="module")
def league() -> Vocabulary:
    return vocabulary("chess_league", VALUES)


@pytest.mark.parametrize(
    "text",
    [
        "games played in the 2021-22 season",
        "moves played by board colour for the 2021/22 season",
        "games played in season 2021-2022",
    ],
)
def test_a_split_season_is_the_value_the_description_names(league: Vocabulary, text: str) -> None:
    reading = read(league, text).reading
    assert DimensionFilter(dimension="season", values=["2021"]) in reading.query.filters
    assert reading.query.time_range is None
    assert reading.unplaced == []
    assert reading.date_note == ""


def test_years_that_are_no_season_are_not_read_as_one(league: Vocabulary) -> None:
    reading = read(league, "games played in the 2021-23 season").reading
    assert all(f.dimension != "season" for f in reading.query.filters)


def test_with_no_convention_said_the_season_is_left_to_ask() -> None:
    layer = load_semantic_layer(str(CATALOGS / "chess_league" / "models.yml"))
    for model in layer.semantic_models:
        for dim in model.dimensions:
            dim.description = ""
    vocab = build_vocabulary(layer, lambda dim: list(VALUES.get(dim.rpartition("__")[2], [])))
    reading = read(vocab, "games played in the 2021-22 season").reading
    assert all(f.dimension != "season" for f in reading.query.filters)
    assert reading.unplaced or reading.date_note
