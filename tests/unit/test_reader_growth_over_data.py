"""reader26 (issue 32): "year over year growth in X" with no period named is every period of the data beside the
one before it — grouped by that step, the range the data's own (filled once the data's first and last days are
known) — never a question about which dates. On a catalog written after the rule (tests/data/catalogs/marina)."""

from __future__ import annotations

from datetime import date

import pytest

from sqlclarify.semantic.query import GroupBy, TimeRange
from sqlclarify.state import Reading
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.growth_over_data import growth_over_coverage
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {"pier": ["North", "South"], "is_resident_boat": ["0", "1"]}


@pytest.fixture(scope="module")
def marina() -> Vocabulary:
    return vocabulary("marina", VALUES)


@pytest.mark.parametrize(
    ("text", "step"),
    [
        ("year over year growth in mooring fees", "year"),
        ("month-over-month change in mooring fees by pier", "month"),
        ("mooring fees yoy", "year"),
        ("quarter on quarter growth of litres sold", "quarter"),
    ],
)
def test_growth_with_no_period_is_over_all_the_data(marina: Vocabulary, text: str, step: str) -> None:
    reading = read(marina, text).reading
    assert reading.growth_step == step
    assert reading.query.group_by[0] == GroupBy(dimension="metric_time", grain=step)
    assert reading.query.time_range is None
    assert reading.unplaced == []
    assert reading.date_note == ""


def test_growth_with_a_period_keeps_that_period(marina: Vocabulary) -> None:
    reading = read(marina, "year over year growth in mooring fees from 2022 to 2024").reading
    assert reading.growth_step is None
    assert reading.query.time_range is not None and reading.query.time_range.start == "2022-01-01"


def test_growth_over_a_catalogs_own_period_column_is_not_read_as_calendar_steps() -> None:
    # "since FY2024" filters the clinic's fiscal_year column: its periods are no calendar step, so still asked
    clinic = vocabulary("clinic_visits", {"fiscal_year": ["FY2024", "FY2025"], "species": ["cat", "dog"]})
    reading = read(clinic, "year over year change in fees since FY2024").reading
    assert reading.growth_step is None


def test_another_date_word_left_unread_is_still_asked(marina: Vocabulary) -> None:
    reading = read(marina, "year over year growth in mooring fees in q7").reading
    assert reading.growth_step is None


def test_the_data_span_gives_whole_periods_each_beside_the_one_before() -> None:
    reading = Reading(growth_step="year")
    reading.query.metrics = ["mooring_fees"]
    filled = growth_over_coverage(reading, (date(2023, 3, 5), date(2025, 6, 30)))
    assert filled.query.time_range == TimeRange(start="2023-01-01", end="2025-12-31", label="2023-01-01 to 2025-12-31")
    assert filled.query.compare_to is not None
    assert (filled.query.compare_to.start, filled.query.compare_to.end) == ("2022-01-01", "2024-12-31")
    assert growth_over_coverage(reading, None) is reading  # no span known: left as it is
    monthly = growth_over_coverage(Reading(growth_step="month"), (date(2024, 2, 10), date(2024, 5, 3)))
    assert monthly.query.time_range is not None and monthly.query.compare_to is not None
    assert (monthly.query.time_range.start, monthly.query.time_range.end) == ("2024-02-01", "2024-05-31")
    assert (monthly.query.compare_to.start, monthly.query.compare_to.end) == ("2024-01-01", "2024-04-30")
