"""A value two dimensions hold, said while the metric is still a choice (issue 32, reader29): the metrics that can
be filtered by one of the value's dimensions stay candidates, and the dimension all of them take is the value's —
never a question about the value. On a catalog written after the rule (tests/data/catalogs/apiary)."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

KEEPERS = ["Mira Holt", "Jon Pell"]
VALUES = {"keeper_name": KEEPERS, "attendee_name": KEEPERS, "hive_site": ["north", "moor"], "stall_town": ["Ely"]}


@pytest.fixture(scope="module")
def apiary() -> Vocabulary:
    return vocabulary("apiary", VALUES)


def test_a_value_of_two_dimensions_narrows_the_metric_choice_and_is_settled(apiary: Vocabulary) -> None:
    # "honey" is three metrics; only the inspections' two can be filtered by a keeper, and both take keeper_name
    reading = read(apiary, "honey for Mira Holt in 2025").reading
    assert reading.metric_candidates == ["honey_harvested", "avg_honey_per_frame"]
    assert [(f.dimension, f.values, f.exclude) for f in reading.query.filters] == [
        ("keeper_name", ["Mira Holt"], False)
    ]
    assert reading.unplaced == []


def test_an_excluded_value_is_settled_the_same_way(apiary: Vocabulary) -> None:
    reading = read(apiary, "honey excluding Jon Pell in 2025").reading
    assert [(f.dimension, f.values, f.exclude) for f in reading.query.filters] == [("keeper_name", ["Jon Pell"], True)]
    assert reading.unplaced == []


def test_the_choice_stays_open_without_a_value(apiary: Vocabulary) -> None:
    reading = read(apiary, "honey in 2025").reading
    assert reading.metric_candidates == ["honey_harvested", "avg_honey_per_frame", "honey_sold"]


def test_a_named_metric_keeps_its_own_dimension(apiary: Vocabulary) -> None:
    reading = read(apiary, "course seats for Mira Holt").reading
    assert reading.query.metrics == ["course_seats"]
    assert [f.dimension for f in reading.query.filters] == ["attendee_name"]


def test_a_breakdown_two_models_label_alike_is_settled_by_the_candidates(apiary: Vocabulary) -> None:
    # "keeper" is the inspections' keeper_name and the courses' attendee_name, both labelled Keeper
    reading = read(apiary, "honey by keeper in 2025").reading
    assert reading.metric_candidates == ["honey_harvested", "avg_honey_per_frame"]
    assert [g.dimension for g in reading.query.group_by] == ["keeper_name"]
    assert reading.unplaced == []


def test_a_word_right_before_the_metric_words_is_not_settled_as_a_breakdown(apiary: Vocabulary) -> None:
    # "by keeper honey" may be the keepers' honey, not a breakdown by keeper: still asked
    reading = read(apiary, "top 3 hive sites by keeper honey in 2025").reading
    assert "keeper" in reading.unplaced
    assert [g.dimension for g in reading.query.group_by] == ["hive_site"]


def test_one_candidate_left_is_no_quiet_choice() -> None:
    # 'Ely' is a stall's town and a course attendee: only Honey Sold takes either, but "honey" chose three
    vocab = vocabulary("apiary", {**VALUES, "stall_town": ["Ely"], "attendee_name": ["Ely", *KEEPERS]})
    reading = read(vocab, "honey for Ely in 2025").reading
    assert reading.query.metrics == []
    assert reading.metric_candidates == ["honey_harvested", "avg_honey_per_frame", "honey_sold"]
