"""reader26 (issue 32): a half of a year named by its relation to today ("the first half of this year", "the
second half of last year") and two periods listed back to back after a word that says one span ("across September
and October 2025", "throughout Q1 and Q2") are one span of dates. Two periods listed with a gap, or with no such
word, or after "compare", stay what they were: asked about, or compared."""

from __future__ import annotations

from datetime import date

import pytest

from sqlclarify.understanding.dates import find_time_request, leftover_date_words

TODAY = date(2025, 10, 10)


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("refunds in the first half of this year", "2025-01-01", "2025-06-30"),
        ("refunds in the second half of last year", "2024-07-01", "2024-12-31"),
        ("refunds in the first half of next year", "2026-01-01", "2026-06-30"),
        ("visitors across September and October 2024", "2024-09-01", "2024-10-31"),
        ("visitors throughout Q1 and Q2 2024", "2024-01-01", "2024-06-30"),
        ("visitors across 2022 and 2023", "2022-01-01", "2023-12-31"),
    ],
)
def test_one_span_of_dates(text: str, start: str, end: str) -> None:
    request = find_time_request(text, TODAY)
    assert request is not None
    assert (request.range.start.isoformat(), request.range.end.isoformat()) == (start, end)
    assert request.compare_to is None
    assert leftover_date_words(text, request.spans) == []


def test_periods_listed_with_a_gap_or_no_spanning_word_are_not_one_span() -> None:
    for text in ("visitors across June and August 2024", "visitors in June and July 2024"):
        request = find_time_request(text, TODAY)
        assert request is not None
        assert leftover_date_words(text, request.spans) != []  # the second one is asked about, not bridged


def test_periods_listed_after_compare_are_compared() -> None:
    request = find_time_request("compare visitors in June and July 2024", TODAY)
    assert request is not None and request.compare_to is not None
    assert {request.range.start, request.compare_to.start} == {date(2024, 6, 1), date(2024, 7, 1)}
