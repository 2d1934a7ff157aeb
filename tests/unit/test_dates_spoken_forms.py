"""Dates said the way people say them (reader10, issue 32): a day range written day first with a word between
("from 1 to 7 September"), the quarter as an ordinal ("the first quarter"), "calendar 2024", "the week of March 3",
"since the start of the year", a period restated in parentheses, and a to-date word beside a named period."""

from __future__ import annotations

from datetime import date

import pytest

from sqlclarify.understanding.dates import find_time_request, leftover_date_words
from sqlclarify.understanding.shapes import CHANGE_WORDS

TODAY = date(2025, 10, 10)  # a Friday


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("daily revenue from 1 to 7 September 2025", "2025-09-01", "2025-09-07"),
        ("revenue the 1st to the 7th of September", "2025-09-01", "2025-09-07"),
        ("sales 1 through 7 March 2024", "2024-03-01", "2024-03-07"),
        ("whole first quarter please", "2025-01-01", "2025-03-31"),
        ("sales in the first quarter of 2024", "2024-01-01", "2024-03-31"),
        ("the 3rd quarter of 2023", "2023-07-01", "2023-09-30"),
        ("points during calendar 2024", "2024-01-01", "2024-12-31"),
        ("calendar year 2023 sales", "2023-01-01", "2023-12-31"),
        ("orders the week of March 3, 2025", "2025-03-03", "2025-03-09"),  # a Monday
        ("orders the week of March 5, 2025", "2025-03-03", "2025-03-09"),  # a Wednesday: its Monday to Sunday
        ("orders the week starting March 5, 2025", "2025-03-05", "2025-03-11"),
        ("orders in the week of the 3rd of March 2025", "2025-03-03", "2025-03-09"),
        ("sign-ups since the start of the year", "2025-01-01", "2025-10-10"),
        ("refunds since the beginning of this month", "2025-10-01", "2025-10-10"),
    ],
)
def test_spoken_periods_are_read_whole(text: str, start: str, end: str) -> None:
    request = find_time_request(text, TODAY)
    assert request is not None
    assert (request.range.start.isoformat(), request.range.end.isoformat()) == (start, end)
    assert request.compare_to is None
    assert leftover_date_words(text, request.spans) == []


def test_from_before_a_range_written_whole_does_not_reach_to_today() -> None:
    request = find_time_request("from Oct 1-5", TODAY)
    assert request is not None and request.range.end == date(2025, 10, 5)
    since = find_time_request("from March", TODAY)  # a single period after "from" still runs to today
    assert since is not None and since.range.end == TODAY


def test_a_period_restated_in_parentheses_is_one_period() -> None:
    text = "cumulative revenue for each day of the first week of March (March 1 to 7)"
    request = find_time_request(text, TODAY)
    assert request is not None
    assert (request.range.start, request.range.end) == (date(2025, 3, 1), date(2025, 3, 7))
    assert leftover_date_words(text, request.spans) == []


def test_other_dates_in_parentheses_are_still_left_over() -> None:
    text = "revenue in the first week of March (March 1 to 9)"
    request = find_time_request(text, TODAY)
    assert request is not None
    assert leftover_date_words(text, request.spans) == ["March 1"]  # asked about, never dropped


@pytest.mark.parametrize(
    ("text", "start", "end", "unread"),
    [
        ("QTD pipeline coverage for Q3 2024", "2024-07-01", "2024-09-30", "QTD"),
        ("month-to-date parent sign-ups for each day of March 2024", "2024-03-01", "2024-03-31", "month-to-date"),
        (
            "invoiced month to date on each day from March 1 to March 7, 2025",
            "2025-03-01",
            "2025-03-07",
            "month to date",
        ),
    ],
)
def test_a_to_date_word_beside_a_named_period_is_not_the_range(text: str, start: str, end: str, unread: str) -> None:
    request = find_time_request(text, TODAY)
    assert request is not None
    assert (request.range.start.isoformat(), request.range.end.isoformat()) == (start, end)
    where = text.index(unread)
    assert all(not (s <= where < e) for s, e in request.spans)  # left for the metric ("Coverage (QTD)") to read


def test_a_to_date_word_alone_is_this_period_so_far() -> None:
    request = find_time_request("QTD pipeline coverage", TODAY)
    assert request is not None
    assert (request.range.start, request.range.end) == (date(2025, 10, 1), TODAY)


@pytest.mark.parametrize("text", ["what share of 2024 visits fell on weekends?", "orders that fall on a Sunday"])
def test_falling_on_a_day_is_no_change(text: str) -> None:
    assert CHANGE_WORDS.search(text) is None


def test_falling_is_still_a_change() -> None:
    assert CHANGE_WORDS.search("did revenue fall in March?")
    assert CHANGE_WORDS.search("sales fell last month")


@pytest.mark.parametrize("text", ["points during calendar 2024", "calendar year 2024 sales"])
def test_calendar_is_part_of_the_year(text: str) -> None:
    request = find_time_request(text, TODAY)
    assert request is not None
    where = text.index("calendar")
    assert any(s <= where < e for s, e in request.spans)  # never left over as a word to place


@pytest.mark.parametrize(
    ("text", "end"),
    [
        ("open pipeline closing this quarter", "2025-12-31"),
        ("invoices due this month", "2025-10-31"),
        ("contracts expiring in this year", "2025-12-31"),
        ("revenue this quarter", "2025-10-10"),  # what has happened: so far
        ("sales during this quarter", "2025-10-10"),
    ],
)
def test_this_period_of_things_still_to_come_is_the_whole_period(text: str, end: str) -> None:
    request = find_time_request(text, TODAY)
    assert request is not None
    assert request.range.end.isoformat() == end
