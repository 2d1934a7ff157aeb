"""A follow-up that splits the last answer by one more breakdown, "as well" or "too" at its end ("split by hive
site as well", "break it down by hive site too"), adds that breakdown: the tail is no word to ask about (issue 32,
reader29). On tests/data/catalogs/apiary."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.interpret import read_question
from tests.support.synthetic_catalogs import TODAY, vocabulary


@pytest.fixture(scope="module")
def apiary() -> Vocabulary:
    return vocabulary("apiary", {"hive_site": ["north", "moor"], "keeper_name": ["Mira Holt"]})


@pytest.mark.parametrize(
    "question", ["split by hive site as well", "break it down by hive site too", "also split by hive site too"]
)
def test_the_tail_of_an_added_breakdown_is_no_question(apiary: Vocabulary, question: str) -> None:
    reading = read_question(question, apiary, TODAY, earlier_metrics=["honey_harvested"]).reading
    assert [g.dimension for g in reading.query.group_by] == ["hive_site"]
    assert reading.unplaced == [] and reading.metric_candidates == []
