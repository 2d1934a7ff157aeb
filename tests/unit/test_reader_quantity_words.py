"""'volume' with no metric named: the catalog's count of the thing and the amounts added up on the same rows, asked
about when several fit — never one of them answered for the user (tests/data/catalogs/kennels: stays counted,
nights and fees summed on the stays; shop sales on another table with no count)."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary
from tests.unit.test_reader_narrowing import VALUES


@pytest.fixture(scope="module")
def kennels() -> Vocabulary:
    return vocabulary("kennels", VALUES)


@pytest.mark.parametrize(
    "text", ["volume in Suite rooms last month", "volume by month in 2024", "business volume by month in 2024"]
)
def test_a_quantity_word_asks_among_the_count_and_the_amounts(kennels: Vocabulary, text: str) -> None:
    found = read(kennels, text)
    reading = found.reading
    assert reading.query.metrics == []
    assert reading.metric_candidates == ["total_stays", "total_nights", "total_fees"]
    assert not reading.unplaced


def test_a_named_metric_is_not_a_quantity_question(kennels: Vocabulary) -> None:
    found = read(kennels, "fee volume last month")
    assert found.reading.query.metrics == ["total_fees"]
