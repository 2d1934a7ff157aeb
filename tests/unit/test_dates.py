from datetime import date

import pytest

from sqlclarify.understanding.dates import find_date_range, resolve_date_range

TODAY = date(2026, 11, 21)  # a Saturday

CASES = [
    ("Nov 2025", "2025-11-01", "2025-11-30"),
    ("November 2025", "2025-11-01", "2025-11-30"),
    ("rev for ID in nov. 2025", "2025-11-01", "2025-11-30"),
    ("2025-11", "2025-11-01", "2025-11-30"),
    ("last week", "2026-11-09", "2026-11-15"),
    ("last 7 days", "2026-11-14", "2026-11-20"),
    ("past 30 days", "2026-10-22", "2026-11-20"),
    ("past two weeks", "2026-11-07", "2026-11-20"),
    ("Q3 2025", "2025-07-01", "2025-09-30"),
    ("2025 Q4", "2025-10-01", "2025-12-31"),
    ("q1", "2026-01-01", "2026-03-31"),
    ("2025-01-01 to 2025-03-31", "2025-01-01", "2025-03-31"),
    ("from Jan 2025 to Mar 2025", "2025-01-01", "2025-03-31"),
    ("between 2025-02-03 and 2025-02-09", "2025-02-03", "2025-02-09"),
    ("yesterday", "2026-11-20", "2026-11-20"),
    ("today", "2026-11-21", "2026-11-21"),
    ("this year", "2026-01-01", "2026-11-21"),
    ("YTD", "2026-01-01", "2026-11-21"),
    ("year to date", "2026-01-01", "2026-11-21"),
    ("MTD", "2026-11-01", "2026-11-21"),
    ("this week", "2026-11-16", "2026-11-21"),
    ("last month", "2026-10-01", "2026-10-31"),
    ("last 3 months", "2026-08-01", "2026-10-31"),
    ("last quarter", "2026-07-01", "2026-09-30"),
    ("last year", "2025-01-01", "2025-12-31"),
    ("in 2025", "2025-01-01", "2025-12-31"),
    ("H2 2025", "2025-07-01", "2025-12-31"),
    ("on 3 Nov 2025", "2025-11-03", "2025-11-03"),
    ("Nov 3, 2025", "2025-11-03", "2025-11-03"),
    ("since 2025-06-01", "2025-06-01", "2026-11-21"),
    ("in December", "2025-12-01", "2025-12-31"),
]


@pytest.mark.parametrize(("text", "start", "end"), CASES)
def test_resolves_natural_ranges(text: str, start: str, end: str) -> None:
    resolved = resolve_date_range(text, TODAY)
    assert resolved is not None, text
    assert (resolved.start.isoformat(), resolved.end.isoformat()) == (start, end)


@pytest.mark.parametrize("text", ["DAU for ID", "may I see the revenue", "thread 20251 please", "ads by network"])
def test_finds_no_range_where_there_is_none(text: str) -> None:
    assert find_date_range(text, TODAY) is None


def test_span_points_at_the_phrase() -> None:
    text = "dau for TH last 7 days please"
    found = find_date_range(text, TODAY)
    assert found is not None
    assert text[found.span[0] : found.span[1]].strip() == "last 7 days"


def test_reversed_range_is_not_taken_as_a_range() -> None:
    resolved = resolve_date_range("2025-03-01 to 2025-01-01", TODAY)
    assert resolved is not None
    assert (resolved.start, resolved.end) == (date(2025, 3, 1), date(2025, 3, 1))
