import re
from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sqlclarify.understanding.dates import (
    find_date_range,
    find_time_request,
    leftover_date_words,
    resolve_date_range,
)

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
    # a year written once serves both ends
    ("between March and May 2025", "2025-03-01", "2025-05-31"),
    ("from Oct 1 to Oct 15 2025", "2025-10-01", "2025-10-15"),
    ("Oct 1-15 2025", "2025-10-01", "2025-10-15"),
    ("Oct 1–15, 2025", "2025-10-01", "2025-10-15"),
    ("1-15 Oct 2025", "2025-10-01", "2025-10-15"),
    ("Jan to Mar 2025", "2025-01-01", "2025-03-31"),
    ("Q2-Q3 2025", "2025-04-01", "2025-09-30"),
    ("Q2 to Q3 2025", "2025-04-01", "2025-09-30"),
    ("from Nov to Feb 2026", "2025-11-01", "2026-02-28"),
    ("from Oct 2025 to Jan", "2025-10-01", "2026-01-31"),
    ("2024-2025", "2024-01-01", "2025-12-31"),
    ("from Mar 3 through Mar 9, 2025", "2025-03-03", "2025-03-09"),
    # no year at all: the most recent such span
    ("from March to May", "2026-03-01", "2026-05-31"),
    ("between Oct 1 and Oct 15", "2026-10-01", "2026-10-15"),
    ("Nov 1 - 15", "2026-11-01", "2026-11-15"),
    ("dau TH Dec", "2025-12-01", "2025-12-31"),
    ("last November", "2025-11-01", "2025-11-30"),
    ("last October", "2026-10-01", "2026-10-31"),
    ("in May", "2026-05-01", "2026-05-31"),
    ("Q2", "2026-04-01", "2026-06-30"),
    ("H2", "2026-07-01", "2026-12-31"),
    # open ends
    ("since October", "2026-10-01", "2026-11-21"),
    ("since Nov 2025", "2025-11-01", "2026-11-21"),
    ("since 2025-03-01", "2025-03-01", "2026-11-21"),
    ("from 2025-03-01", "2025-03-01", "2026-11-21"),
    ("after Q2 2026", "2026-07-01", "2026-11-21"),
    ("until Nov 2025", "0001-01-01", "2025-11-30"),
    ("through Q3 2025", "0001-01-01", "2025-09-30"),
    ("before 2025", "0001-01-01", "2024-12-31"),
    # full periods and the future
    ("the last 3 full months", "2026-08-01", "2026-10-31"),
    ("last 2 full weeks", "2026-11-02", "2026-11-15"),
    ("previous 2 quarters", "2026-04-01", "2026-09-30"),
    ("next month", "2026-12-01", "2026-12-31"),
    ("next week", "2026-11-23", "2026-11-29"),
    ("next quarter", "2027-01-01", "2027-03-31"),
    ("next year", "2027-01-01", "2027-12-31"),
    ("next 7 days", "2026-11-22", "2026-11-28"),
    ("tomorrow", "2026-11-22", "2026-11-22"),
    ("day before yesterday", "2026-11-19", "2026-11-19"),
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


FUTURE = ["next month", "next week", "next quarter", "tomorrow", "next 3 months", "Dec 2027", "next year"]
NOT_FUTURE = ["today", "this month", "Nov 2026", "last month", "since October", "Q4 2026", "until next month"]


@pytest.mark.parametrize("text", FUTURE)
def test_ranges_after_today_are_future(text: str) -> None:
    request = find_time_request(text, TODAY)
    assert request is not None and request.future and request.range.future, text


@pytest.mark.parametrize("text", NOT_FUTURE)
def test_ranges_that_have_started_are_not_future(text: str) -> None:
    request = find_time_request(text, TODAY)
    assert request is not None and not request.future, text


# text, range start and end, compare_to start and end
COMPARISONS = [
    ("ads net revenue in ID Nov vs Oct 2025", "2025-11-01", "2025-11-30", "2025-10-01", "2025-10-31"),
    ("Nov 2025 vs Oct 2025", "2025-11-01", "2025-11-30", "2025-10-01", "2025-10-31"),
    ("Nov 2025 vs. Oct 2025", "2025-11-01", "2025-11-30", "2025-10-01", "2025-10-31"),
    ("Nov 2025 versus Oct 2025", "2025-11-01", "2025-11-30", "2025-10-01", "2025-10-31"),
    ("Nov 2025 compared to Oct 2025", "2025-11-01", "2025-11-30", "2025-10-01", "2025-10-31"),
    ("Nov 2025 compared with Oct", "2025-11-01", "2025-11-30", "2025-10-01", "2025-10-31"),
    ("compare DAU in TH between Q2 and Q3 2025", "2025-07-01", "2025-09-30", "2025-04-01", "2025-06-30"),
    ("compare Q2 to Q3 2025", "2025-07-01", "2025-09-30", "2025-04-01", "2025-06-30"),
    ("compare Q3 2025 with Q2", "2025-07-01", "2025-09-30", "2025-04-01", "2025-06-30"),
    ("Q3 vs Q2", "2026-07-01", "2026-09-30", "2026-04-01", "2026-06-30"),
    ("Q3 2025 vs Q3 2024", "2025-07-01", "2025-09-30", "2024-07-01", "2024-09-30"),
    ("Oct 2025 vs Nov 2025", "2025-10-01", "2025-10-31", "2025-11-01", "2025-11-30"),  # the order asked
    ("December vs November", "2025-12-01", "2025-12-31", "2025-11-01", "2025-11-30"),
    ("November vs December", "2026-11-01", "2026-11-30", "2025-12-01", "2025-12-31"),
    ("summer vs winter", "2026-06-01", "2026-08-31", "2025-12-01", "2026-02-28"),
    ("spring 2025 vs autumn 2024", "2025-03-01", "2025-05-31", "2024-09-01", "2024-11-30"),
    ("Jan 2026 vs Dec", "2026-01-01", "2026-01-31", "2025-12-01", "2025-12-31"),
    ("Jan vs Dec", "2026-01-01", "2026-01-31", "2025-12-01", "2025-12-31"),
    ("this month vs last month", "2026-11-01", "2026-11-21", "2026-10-01", "2026-10-31"),
    ("Nov 2025 vs last year", "2025-11-01", "2025-11-30", "2024-11-01", "2024-11-30"),
    ("Nov 2025 vs the same period last year", "2025-11-01", "2025-11-30", "2024-11-01", "2024-11-30"),
    ("dau in TH Q3 2025 year over year", "2025-07-01", "2025-09-30", "2024-07-01", "2024-09-30"),
    ("revenue this year yoy", "2026-01-01", "2026-11-21", "2025-01-01", "2025-11-21"),
    ("YoY revenue for Feb 2024", "2024-02-01", "2024-02-29", "2023-02-01", "2023-02-28"),
    ("Oct 2025 vs the previous period", "2025-10-01", "2025-10-31", "2025-09-01", "2025-09-30"),
    ("last 7 days vs prior period", "2026-11-14", "2026-11-20", "2026-11-07", "2026-11-13"),
    ("Q3 2025 vs previous period", "2025-07-01", "2025-09-30", "2025-04-01", "2025-06-30"),
    ("rev Oct 2025 mom", "2025-10-01", "2025-10-31", "2025-09-01", "2025-09-30"),
    ("rev Mar 2025 month over month", "2025-03-01", "2025-03-31", "2025-02-01", "2025-02-28"),
    ("MTD mom", "2026-11-01", "2026-11-21", "2026-10-01", "2026-10-21"),
    ("Q3 2025 qoq", "2025-07-01", "2025-09-30", "2025-04-01", "2025-06-30"),
    ("last week wow", "2026-11-09", "2026-11-15", "2026-11-02", "2026-11-08"),
    (
        "compare revenue from Jan to Mar 2025 with Jan to Mar 2024",
        "2025-01-01",
        "2025-03-31",
        "2024-01-01",
        "2024-03-31",
    ),
]


@pytest.mark.parametrize(("text", "start", "end", "cstart", "cend"), COMPARISONS)
def test_reads_comparisons(text: str, start: str, end: str, cstart: str, cend: str) -> None:
    request = find_time_request(text, TODAY)
    assert request is not None and request.compare_to is not None, text
    assert (request.range.start.isoformat(), request.range.end.isoformat()) == (start, end)
    assert (request.compare_to.start.isoformat(), request.compare_to.end.isoformat()) == (cstart, cend)
    assert leftover_date_words(text, request.spans) == []


@pytest.mark.parametrize(
    "text", ["Nov 2025", "between March and May 2025", "Nov 2025 and Dec", "revenue in ID last month", "since Oct"]
)
def test_a_single_range_has_nothing_to_compare(text: str) -> None:
    request = find_time_request(text, TODAY)
    assert request is not None and request.compare_to is None


# text, the words the time phrases use (joined), leftover date words
SPANS = [
    ("ads net revenue in ID Nov vs Oct 2025", "Nov vs Oct 2025", []),
    ("compare DAU in TH between Q2 and Q3 2025", "between Q2 and Q3 2025", []),
    ("dau in TH Q3 2025 year over year please", "Q3 2025 year over year", []),
    ("sales Nov 2025 and Dec", "Nov 2025", ["Dec"]),
    ("sales Nov 2025 and Dec 2025", "Nov 2025", ["Dec 2025"]),
    ("dau q5 2025", "", ["q5 2025"]),
    ("dau for TH on the 31st", "", ["the 31st"]),
    ("dau last monday", "", ["monday"]),
    ("sales Feb 30 2025", "", ["Feb 30 2025"]),
    ("sales 2025-13", "", ["2025-13"]),
    ("rev in Oct 2025 for TH, and Nov", "in Oct 2025", ["Nov"]),
    ("revenue in the last 3 full months by market", "in the last 3 full months", []),
    ("revenue yoy", "", ["yoy"]),
    ("may I see the revenue", "", []),
    ("revenue for SG since October", "since October", []),
]


@pytest.mark.parametrize(("text", "used", "leftover"), SPANS)
def test_spans_and_leftover_words(text: str, used: str, leftover: list[str]) -> None:
    request = find_time_request(text, TODAY)
    spans = request.spans if request else []
    assert " ".join(" ".join(text[a:b].split()) for a, b in spans) == used
    assert leftover_date_words(text, spans) == leftover


def test_find_date_range_covers_a_written_comparison() -> None:
    text = "ads net revenue in ID Nov vs Oct 2025"
    found = find_date_range(text, TODAY)
    assert found is not None
    assert text[found.span[0] : found.span[1]] == "Nov vs Oct 2025"
    assert found.range.label == "Nov 2025"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("between March and May 2025", "Mar to May 2025"),
        ("Q2-Q3 2025", "Apr to Sep 2025"),
        ("H2 2025", "H2 2025"),
        ("Nov 2025", "Nov 2025"),
        ("since 2025-03-01", "since 2025-03-01 (2025-03-01 to 2026-11-21)"),
        ("until Nov 2025", "until 2025-11-30 (all data up to then)"),
    ],
)
def test_labels_read_as_written(text: str, label: str) -> None:
    resolved = resolve_date_range(text, TODAY)
    assert resolved is not None and resolved.label == label


_WORDS = [
    "Nov", "nov.", "October", "may", "May", "2025", "2026", "Q2", "q3", "q5", "H2", "1", "15", "31st", "the",
    "to", "-", "–", "and", "between", "from", "since", "until", "before", "after", "vs", "compare", "compared to",
    "yoy", "mom", "last", "next", "this", "3", "full", "months", "week", "days", "quarter", "year", "previous",
    "period", "today", "tomorrow", "2025-03-01", "2025-02-29", "30/02/2025", "Feb 29", "revenue", "TH", ",",
]  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(
    words=st.lists(st.sampled_from(_WORDS), max_size=10),
    today=st.dates(min_value=date(1995, 1, 1), max_value=date(2035, 12, 31)),
)
def test_any_text_reads_to_ordered_ranges_inside_the_text(words: list[str], today: date) -> None:
    text = " ".join(words)
    request = find_time_request(text, today)
    leftover = leftover_date_words(text, request.spans if request else [])
    assert all(word in text for word in leftover)
    if request is None:
        assert find_date_range(text, today) is None
        return
    for found in (request.range, request.compare_to):
        if found is not None:
            assert found.start <= found.end, text
    if request.compare_to is not None and request.compare_to.start > request.range.start:
        # only "A vs B" keeps a later B as the one compared with (the order asked); shifts look back
        assert re.search(r"vs|compare", text), text
    assert request.future == (request.range.start > today)
    for start, end in request.spans:
        assert 0 <= start < end <= len(text), text
    date_match = find_date_range(text, today)
    assert date_match is not None and 0 <= date_match.span[0] < date_match.span[1] <= len(text)


@pytest.mark.parametrize(
    ("text", "start", "end", "floating"),
    [
        ("flights in summer", "2026-06-01", "2026-08-31", True),
        ("summer 2013", "2013-06-01", "2013-08-31", False),
        ("revenue in winter 2025", "2024-12-01", "2025-02-28", False),
        ("orders in fall", "2026-09-01", "2026-11-30", True),
        ("December", "2025-12-01", "2025-12-31", True),
        ("Q4", "2026-10-01", "2026-12-31", True),
        ("Dec 2025", "2025-12-01", "2025-12-31", False),
        ("last month", "2026-10-01", "2026-10-31", False),
        ("since March", "2026-03-01", "2026-11-21", False),
    ],
)
def test_seasons_and_periods_named_without_a_year(text: str, start: str, end: str, floating: bool) -> None:
    request = find_time_request(text, TODAY)
    assert request is not None, text
    assert (request.range.start.isoformat(), request.range.end.isoformat()) == (start, end), text
    assert request.range.floating is floating, text


def test_fall_the_verb_is_not_a_season() -> None:
    request = find_time_request("did revenue fall in 2025", TODAY)
    assert request is not None and request.range.label == "2025"
