"""A thing known only by its key on a table whose name says its rows are that thing's measures ("pump_sales":
a pump's sales per day) is grouped, ranked and filtered by that key, like any entity named by its key; a fact
table's own row key ("stays" of the stay) is not a thing to group by. On a catalog written after the reader
(tests/data/catalogs/marina)."""

from __future__ import annotations

from datetime import date

import pytest

from sqlclarify.semantic.query import DimensionFilter, GroupBy
from sqlclarify.state import Reading
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.interpret import read_question
from tests.support.synthetic_catalogs import vocabulary

VALUES = {"pump": ["P7", "P8"], "stay": ["S1", "S2"], "pier": ["North", "South"]}


@pytest.fixture(scope="module")
def marina() -> Vocabulary:
    return vocabulary("marina", VALUES)


def read(vocab: Vocabulary, text: str) -> Reading:
    return read_question(text, vocab, date(2025, 12, 15)).reading


def test_a_thing_whose_table_is_named_for_it_is_grouped_and_ranked_by_its_key(marina: Vocabulary) -> None:
    reading = read(marina, "litres sold per pump in 2025, top 3 pumps")
    assert reading.query.metrics == ["litres_sold"]
    assert reading.query.group_by == [GroupBy(dimension="pump")]
    assert reading.query.limit == 3
    assert reading.unplaced == []


def test_a_thing_whose_table_is_named_for_it_is_filtered_by_a_key_value(marina: Vocabulary) -> None:
    reading = read(marina, "litres sold at pump P7 in 2025")
    assert reading.query.filters == [DimensionFilter(dimension="pump", values=["P7"])]
    assert reading.unplaced == []


def test_a_fact_tables_own_row_key_is_not_a_thing_to_group_by(marina: Vocabulary) -> None:
    reading = read(marina, "mooring fees by stay in 2025")
    assert GroupBy(dimension="stay") not in reading.query.group_by
