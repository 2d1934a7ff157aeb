"""'shop sales by product category': a dimension's name after "by", with a word before it that names only things
on the dimension's own table (here a product line, whose values begin with "product"), is the breakdown by that
dimension — not a question about the words (tests/data/catalogs/kennels, written after the rule)."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary
from tests.unit.test_reader_narrowing import VALUES


@pytest.fixture(scope="module")
def kennels() -> Vocabulary:
    return vocabulary("kennels", VALUES)


@pytest.mark.parametrize("text", ["shop sales by product category last month", "shop sales by category last month"])
def test_a_dimension_name_after_by_is_the_breakdown(kennels: Vocabulary, text: str) -> None:
    found = read(kennels, text)
    query = found.reading.query
    assert query.metrics == ["shop_sales_total"]
    assert [g.dimension for g in query.group_by] == ["category"]
    assert query.filters == []
    assert not found.reading.unplaced


def test_a_word_of_another_table_is_not_taken_as_the_dimension_s_own(kennels: Vocabulary) -> None:
    # "room" names the stays' room type, not the shop's category: the question keeps the word to ask about
    found = read(kennels, "shop sales by room category last month")
    assert "category" not in [g.dimension for g in found.reading.query.group_by]
    assert found.reading.unplaced
