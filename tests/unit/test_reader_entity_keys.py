"""A thing the catalog knows only by its key (an owner: no name column) said where a breakdown goes is grouped by
that key, as MetricFlow groups by an entity; said beside a filter on its own columns it is the filtered things
(tests/data/catalogs/kennels, written after the rule)."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary
from tests.unit.test_reader_narrowing import VALUES


@pytest.fixture(scope="module")
def kennels() -> Vocabulary:
    return vocabulary("kennels", VALUES)


@pytest.mark.parametrize(
    ("text", "metric", "limit"),
    [
        ("fees by owner in 2024", "total_fees", None),
        ("fees per owner", "total_fees", None),
        ("top 5 owners by fees in 2024", "total_fees", 5),
        ("shop sales by owner last month", "shop_sales_total", None),
    ],
)
def test_a_thing_known_by_its_key_is_grouped_by_it(
    kennels: Vocabulary, text: str, metric: str, limit: int | None
) -> None:
    found = read(kennels, text)
    query = found.reading.query
    assert query.metrics == [metric]
    assert [g.dimension for g in query.group_by] == ["owner"]
    assert query.limit == limit
    assert not found.reading.unplaced


def test_a_thing_beside_a_filter_on_its_columns_is_the_filtered_things(kennels: Vocabulary) -> None:
    found = read(kennels, "fees from owners in Leeds")
    query = found.reading.query
    assert (query.metrics, query.group_by) == (["total_fees"], [])
    assert [(f.dimension, f.values) for f in query.filters] == [("home_town", ["Leeds"])]
    assert not found.reading.unplaced
