"""reader26 (issue 32): a true/false column said as words ("appointments booked online") where no metric was read,
and exactly one metric's own where-filter is that column at that value, is that metric — not a filter with no
metric (refused before). Another metric, or a flag no metric is defined by, keeps the flag a filter; said with
the noun of the rows it is on ("emergency appointments"), the one plain count of those rows is the metric. On a
catalog written after the rule (tests/data/catalogs/clinic_visits)."""

from __future__ import annotations

import pytest

from sqlclarify.semantic.query import DimensionFilter
from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {"is_appointment_booked_online": ["0", "1"], "is_emergency": ["0", "1"], "species": ["cat", "dog"]}


@pytest.fixture(scope="module")
def clinic() -> Vocabulary:
    return vocabulary("clinic_visits", VALUES)


@pytest.mark.parametrize(
    "text",
    ["appointments booked online by species", "appointments booked online by species in 2025"],
)
def test_a_flag_that_one_metric_is_defined_by_is_that_metric(clinic: Vocabulary, text: str) -> None:
    reading = read(clinic, text).reading
    assert reading.query.metrics == ["appointments_booked_online_total"]
    assert reading.query.filters == []
    assert [g.dimension for g in reading.query.group_by] == ["species"]


def test_a_flag_with_another_metric_said_stays_a_filter(clinic: Vocabulary) -> None:
    reading = read(clinic, "fees of appointments booked online in 2025").reading
    assert reading.query.metrics == ["fees"]
    assert DimensionFilter(dimension="is_appointment_booked_online", values=["1"]) in reading.query.filters


def test_a_flag_said_with_its_rows_noun_is_the_count_of_those_rows_filtered(clinic: Vocabulary) -> None:
    # "emergency appointments": no metric is defined by is_emergency; the plain count of appointments, filtered
    reading = read(clinic, "emergency appointments by species").reading
    assert reading.query.metrics == ["appointment_count"]
    assert reading.query.filters == [DimensionFilter(dimension="is_emergency", values=["1"])]


def test_a_flag_with_a_noun_no_count_says_gives_no_metric(clinic: Vocabulary) -> None:
    reading = read(clinic, "emergency visits by species").reading
    assert reading.query.metrics == []
