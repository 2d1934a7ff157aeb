"""A present-tense verb that ties the counted thing to a value the question filters on ("members live in
Utrecht", "stays moor at the North pier") is part of that filter, not a word to ask about. On a catalog written
after the reader (tests/data/catalogs/marina)."""

from __future__ import annotations

from datetime import date

from sqlclarify.semantic.query import DimensionFilter
from sqlclarify.understanding.interpret import read_question
from tests.support.synthetic_catalogs import vocabulary

VALUES = {"pier": ["North", "South"]}


def test_a_verb_before_a_filtered_value_is_part_of_the_filter() -> None:
    vocab = vocabulary("marina", VALUES)
    reading = read_question("how many stays moor at the North pier in 2025?", vocab, date(2025, 12, 15)).reading
    assert reading.query.metrics == ["stays"]
    assert reading.query.filters == [DimensionFilter(dimension="pier", values=["North"])]
    assert reading.unplaced == []
