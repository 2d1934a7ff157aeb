"""reader28 (issue 32): "in season 2022" where two models each hold the season column of bare years is that
column's value on the metric's own model, never the calendar year 2022 with a breakdown by season. On a catalog
written after the rule (tests/data/catalogs/choir_tours)."""

from __future__ import annotations

import pytest

from sqlclarify.semantic.query import DimensionFilter
from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {
    "season": ["2020", "2021", "2022", "2023"],
    "venue_city": ["Leeds", "York", "Hull"],
    "voice_part": ["Soprano", "Alto", "Tenor", "Bass"],
}


@pytest.fixture(scope="module")
def choir() -> Vocabulary:
    return vocabulary("choir_tours", VALUES)


@pytest.mark.parametrize(
    ("text", "dimension", "year"),
    [
        ("tickets sold by venue city in season 2022", "concert__season", "2022"),
        ("concerts given in the 2021 season", "concert__season", "2021"),
        ("solos sung by voice part in season 2023", "appearance__season", "2023"),
    ],
)
def test_a_year_beside_a_shared_season_name_is_the_metrics_own_season(
    choir: Vocabulary, text: str, dimension: str, year: str
) -> None:
    reading = read(choir, text).reading
    assert DimensionFilter(dimension=dimension, values=[year]) in reading.query.filters
    assert reading.query.time_range is None
    assert all(g.dimension.rpartition("__")[2] != "season" for g in reading.query.group_by)
    assert reading.unplaced == []


def test_a_year_the_season_column_does_not_hold_stays_a_calendar_year(choir: Vocabulary) -> None:
    reading = read(choir, "concerts given in season 2019").reading
    assert all(f.dimension.rpartition("__")[2] != "season" for f in reading.query.filters)
