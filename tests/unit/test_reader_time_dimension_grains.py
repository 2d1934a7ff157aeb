"""'invoices by issued month': the word that tells a time dimension of the metric's rows from the others, and a
grain, is a breakdown by that date at that grain — the metric's own date as its time series — never a look-alike
dimension or value ("month" as a 'monthly' plan). On a catalog the rule was not written for (vetclinic: invoices
counted on the date they were paid, holding the date they were issued)."""

from __future__ import annotations

from sqlclarify.semantic.query import GroupBy
from tests.support.synthetic_catalogs import read, vocabulary

VOCAB = vocabulary(
    "vetclinic",
    {"billing_currency": ["EUR", "GBP"], "booked_via": ["phone", "monthly", "weekly"]},
)


def _groups(text: str) -> tuple[list[GroupBy], list[str], list[str]]:
    reading = read(VOCAB, text).reading
    return reading.query.group_by, [f.dimension for f in reading.query.filters], reading.unplaced


def test_another_date_of_the_rows_at_a_grain_is_a_breakdown_by_it() -> None:
    groups, filters, unplaced = _groups("invoice count by billing currency and issued month in 2025")
    assert groups == [GroupBy(dimension="billing_currency"), GroupBy(dimension="issued_date", grain="month")]
    assert filters == [] and unplaced == []


def test_the_metrics_own_date_at_a_grain_is_its_time_series() -> None:
    groups, filters, unplaced = _groups("invoice count by paid week")
    assert groups == [GroupBy(dimension="metric_time", grain="week")]
    assert filters == [] and unplaced == []


def test_a_word_no_date_holds_is_left_alone() -> None:
    groups, filters, _ = _groups("invoice count by billing currency and month")
    assert GroupBy(dimension="metric_time", grain="month") in groups and filters == []
