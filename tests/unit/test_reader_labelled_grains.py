"""A metric whose label names its period, asked for over several of those periods, is answered one value per
period: averaging four monthly levels into one, or summing six month-end balances, is a wrong number shown as sure
(issue 32). On a catalog written after the rule (tests/data/catalogs/reservoirs)."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary


@pytest.fixture(scope="module")
def reservoirs() -> Vocabulary:
    return vocabulary("reservoirs", {"basin": ["Upper Vale", "Lowmoor"]})


def _grains(vocab: Vocabulary, question: str) -> list[str | None]:
    query = read(vocab, question).reading.query
    return [g.grain for g in query.group_by if g.dimension == "metric_time"]


@pytest.mark.parametrize(
    ("question", "metric"),
    [
        ("monthly fill level from March to June 2025", "monthly_fill_level"),  # an average per month
        ("monthly fill level for Upper Vale in 2025", "monthly_fill_level"),
        ("stored water at month end, January through April 2025", "stored_water_month_end"),  # a balance
    ],
)
def test_a_label_that_names_its_period_breaks_the_range_down_by_it(
    reservoirs: Vocabulary, question: str, metric: str
) -> None:
    found = read(reservoirs, question)
    assert found.reading.query.metrics == [metric]
    assert _grains(reservoirs, question) == ["month"]


@pytest.mark.parametrize(
    "question",
    [
        "average monthly fill level in 2025",  # one number asked for
        "monthly fill level in June 2025",  # one period
        "daily inflow in Q3 2025",  # a sum per day adds up over the range
        "stored water in March 2025",  # one month
    ],
)
def test_one_number_stays_one_number(reservoirs: Vocabulary, question: str) -> None:
    assert _grains(reservoirs, question) == []
