"""reader28 (issue 32): "solos sung in sold out concerts": a second metric phrase no "and" joins to the first, whose
metric counts the rows a true/false column marks (Sold Out Concerts), restricts the first metric by that flag
rather than being dropped. On a catalog written after the rule (tests/data/catalogs/choir_tours)."""

from __future__ import annotations

import pytest

from sqlclarify.semantic.query import DimensionFilter
from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {
    "season": ["2020", "2021", "2022", "2023"],
    "venue_city": ["Leeds", "York", "Hull"],
    "voice_part": ["Soprano", "Alto", "Tenor", "Bass"],
    "sold_out": ["1", "0"],
}


@pytest.fixture(scope="module")
def choir() -> Vocabulary:
    return vocabulary("choir_tours", VALUES)


@pytest.mark.parametrize(
    ("text", "metric"),
    [("solos sung in sold out concerts", "solos"), ("tickets sold in sold out concerts by venue city", "tickets")],
)
def test_a_flag_count_after_a_metric_restricts_it(choir: Vocabulary, text: str, metric: str) -> None:
    reading = read(choir, text).reading
    assert reading.query.metrics == [metric]
    assert DimensionFilter(dimension="sold_out", values=["1"]) in reading.query.filters
    assert reading.unplaced == []


def test_a_flag_count_joined_by_and_stays_a_second_metric(choir: Vocabulary) -> None:
    reading = read(choir, "solos sung and sold out concerts").reading
    assert reading.query.metrics == ["solos", "sold_out_count"]
    assert all(f.dimension != "sold_out" for f in reading.query.filters)


def test_a_distinct_count_of_the_tables_key_after_a_value_names_its_rows(choir: Vocabulary) -> None:
    """Singer Appearances counts distinct appearance ids, the table's own key: "Soprano appearances" after another
    metric are the rows that value picks, not a second metric (row_counts.py)."""
    reading = read(choir, "solos sung by voice part for the Soprano appearances").reading
    assert reading.query.metrics == ["solos"]
    assert DimensionFilter(dimension="voice_part", values=["Soprano"]) in reading.query.filters
