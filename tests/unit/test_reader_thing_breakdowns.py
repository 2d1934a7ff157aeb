"""A word said where a breakdown goes ("by hive", "top 3 hives") that another model holds as a value its metric
cannot take, and that names a thing's column the metric does take (`hive_id`), is that breakdown — not a filter
set aside with the word ignored (issue 32, reader29). On tests/data/catalogs/apiary."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {
    "keeper_name": ["Mira Holt"],
    "course_topic": ["queen"],
    "treatment_scope": ["hive", "site"],
    "stall_town": ["Ely"],
}


@pytest.fixture(scope="module")
def apiary() -> Vocabulary:
    return vocabulary("apiary", VALUES)


@pytest.mark.parametrize("question", ["honey harvested by hive in 2025", "honey harvested for each hive in 2025"])
def test_the_thing_said_as_a_breakdown_is_its_column(apiary: Vocabulary, question: str) -> None:
    reading = read(apiary, question).reading
    assert [g.dimension for g in reading.query.group_by] == ["hive_id"]
    assert reading.query.filters == [] and reading.unplaced == []


def test_a_top_n_of_the_things_orders_that_breakdown(apiary: Vocabulary) -> None:
    reading = read(apiary, "top 3 hives by honey harvested in 2025").reading
    assert [g.dimension for g in reading.query.group_by] == ["hive_id"]
    assert reading.query.limit == 3 and reading.unplaced == []


def test_the_value_stays_a_filter_where_the_metric_takes_it(apiary: Vocabulary) -> None:
    reading = read(apiary, "treatments given for hive in 2025").reading
    assert [(f.dimension, f.values) for f in reading.query.filters] == [("treatment_scope", ["hive"])]
