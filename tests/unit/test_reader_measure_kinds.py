"""Vague questions that name a kind of measure ("the average", "the ratio", "the total", "how big") and a value or
a period: asked which metric, with the catalog's metrics of that kind as the options, on a catalog written after
the reader (tests/data/catalogs/marina)."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.measure_kinds import metric_kinds
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {
    "pier": ["North", "South"],
    "berth_size": ["small", "large"],
    "paid_by": ["card", "cash"],
    "is_resident_boat": ["0", "1"],
}


@pytest.fixture(scope="module")
def marina() -> Vocabulary:
    return vocabulary("marina", VALUES)


def test_each_metric_has_the_kinds_of_its_structure(marina: Vocabulary) -> None:
    kinds = {name: metric_kinds(marina.layer, name) for name in marina.layer.metrics}
    assert kinds == {
        "stays": {"total"},
        "mooring_fees": {"total"},
        "resident_fees": {"total"},
        "fee_target": {"total"},
        "avg_nights": {"average"},
        "fee_per_stay": {"ratio", "average"},  # an amount over a count: an amount per thing
        "target_reached": {"ratio"},
        "litres_sold": {"total"},
        "arrivals_yoy_change": set(),  # derived: no kind of its own
    }


@pytest.mark.parametrize(
    ("text", "options"),
    [
        ("what's the ratio for the North pier in 2025?", ["fee_per_stay", "target_reached"]),
        ("show me the average for the South pier last month", ["avg_nights", "fee_per_stay"]),
        (
            "what was the total for the North pier last quarter?",
            ["stays", "mooring_fees", "resident_fees", "fee_target"],
        ),
        # a period alone and a word that asks how it went: every metric is an option
        (
            "how big was March 2025?",
            [
                *("stays", "mooring_fees", "resident_fees", "fee_target", "avg_nights"),
                *("fee_per_stay", "target_reached", "litres_sold", "arrivals_yoy_change"),
            ],
        ),
    ],
)
def test_a_kind_of_measure_is_asked_about_with_the_metrics_of_that_kind(
    marina: Vocabulary, text: str, options: list[str]
) -> None:
    reading = read(marina, text).reading
    assert reading.query.metrics == []
    assert reading.metric_candidates == options
    assert reading.unplaced == []


def test_a_word_the_catalog_does_not_hold_is_not_turned_into_a_choice(marina: Vocabulary) -> None:
    reading = read(marina, "what was the average fuel price for the North pier in 2025?").reading
    assert "fee_per_stay" not in reading.query.metrics
    assert not (reading.metric_candidates and not reading.unplaced)


def test_the_catalogs_things_named_in_a_vague_question_ask_no_less(marina: Vocabulary) -> None:
    reading = read(marina, "how did the berths do on the North pier last month?").reading
    no_pier = {"litres_sold"}
    assert reading.metric_candidates == [n for n in marina.layer.metrics if n not in no_pier]
    assert reading.unplaced == []
