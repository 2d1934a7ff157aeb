"""Ask calibration (issue 32, reader17): a question back only where its options lead to different answers and
nothing in the question prefers one. On a catalog written after the reader (tests/data/catalogs/quarry)."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {"pit": ["north", "south"], "shift": ["day", "night"]}


@pytest.fixture(scope="module")
def quarry() -> Vocabulary:
    return vocabulary("quarry", VALUES)


@pytest.mark.parametrize(
    "question",
    [
        "hauling spend by pit in 2025",
        "haul spend per quarter over 2024",  # "per quarter" is a breakdown by quarter, not a per-thing amount
        "which pit spent the least on hauling in 2025",
        "how did haul spend change between 2024 and 2025",
    ],
)
def test_a_total_is_meant_where_the_question_says_no_per_thing_amount(quarry: Vocabulary, question: str) -> None:
    # Total Haul Cost and Haul Cost per Truck both say "haul": only the total is what the question asks
    reading = read(quarry, question).reading
    assert (reading.query.metrics, reading.metric_candidates) == (["total_haul_cost"], [])


def test_a_per_thing_amount_said_is_read(quarry: Vocabulary) -> None:
    reading = read(quarry, "haul cost per truck in 2025").reading
    assert (reading.query.metrics, reading.metric_candidates) == (["haul_cost_per_truck"], [])


def test_a_rate_stays_an_option_beside_the_total(quarry: Vocabulary) -> None:
    # Idle Hours or Idle Rate: a rate is another measure, not the total divided out — still asked
    reading = read(quarry, "idle by pit in 2025").reading
    assert (reading.query.metrics, reading.metric_candidates) == ([], ["idle_time", "idle_rate"])


def test_a_period_and_only_words_that_ask_how_it_went_ask_which_metric(quarry: Vocabulary) -> None:
    # "do" is a function word: nothing is left to refuse, and the question is which of the catalog's metrics
    reading = read(quarry, "How did we do in May 2025?").reading
    assert reading.query.metrics == []
    assert {"total_haul_cost", "total_tonnes", "idle_rate"} <= set(reading.metric_candidates)
    assert reading.query.time_range is not None


@pytest.mark.parametrize("question", ["hauling by shift in 2025", "haul performance by pit in 2025"])
def test_a_thing_named_alone_still_asks_which_measure(quarry: Vocabulary, question: str) -> None:
    # nothing says which amount of the hauling: its total cost or the cost per truck — asked
    reading = read(quarry, question).reading
    assert (reading.query.metrics, reading.metric_candidates) == ([], ["total_haul_cost", "haul_cost_per_truck"])
