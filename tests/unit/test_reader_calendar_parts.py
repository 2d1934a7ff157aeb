"""Calendar parts of the dates on catalogs written after the reader (tests/data/catalogs/ferry: no calendar columns;
ferry_calendar: a weekend flag and weekday names of its own): "by weekday", "by month of the year", "on weekends",
"on Mondays", "every December", the busiest weekday, and a time of day the catalog's days cannot hold."""

from __future__ import annotations

import pytest

from sqlclarify.nodes.classify import merge_follow_up
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.fit import fit_to_metrics
from tests.support.synthetic_catalogs import read, vocabulary

DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


@pytest.fixture(scope="module")
def ferry() -> Vocabulary:
    return vocabulary("ferry", {"route": ["Harbour", "Island"]})


@pytest.fixture(scope="module")
def ferry_calendar() -> Vocabulary:
    return vocabulary("ferry_calendar", {"route": ["Harbour", "Island"], "is_weekend": ["0", "1"], "day_name": DAYS})


def groups(found) -> list[tuple[str, str | None]]:
    return [(g.dimension, g.grain) for g in found.reading.query.group_by]


def filters(found) -> list[tuple[str, list[str], bool]]:
    return [(f.dimension, f.values, f.exclude) for f in found.reading.query.filters]


@pytest.mark.parametrize(
    ("question", "part"),
    [
        ("passengers by weekday in 2025", "dow"),
        ("crossings by day of the week", "dow"),
        ("passengers per month of the year", "month"),
        ("crossings by quarter of the year", "quarter"),
        ("passengers by day of the month in 2025", "day"),
    ],
)
def test_a_breakdown_by_a_calendar_part(ferry: Vocabulary, question: str, part: str) -> None:
    found = read(ferry, question)
    assert groups(found) == [(f"metric_time__extract_{part}", None)]
    assert found.reading.unplaced == []


def test_the_busiest_weekday_is_the_first_row_by_the_metric(ferry: Vocabulary) -> None:
    for question, descending in [
        ("which weekday had the most passengers in 2025?", True),
        ("which day of the week had the fewest crossings", False),
        ("the quietest weekday for passengers", False),
    ]:
        found = read(ferry, question)
        query = found.reading.query
        assert groups(found) == [("metric_time__extract_dow", None)], question
        assert [o.descending for o in query.order_by] == [descending] and query.limit == 1, question
        assert found.reading.unplaced == [], question


def test_weekends_weekdays_and_named_days_filter_the_iso_weekday(ferry: Vocabulary) -> None:
    assert filters(read(ferry, "passengers on weekends last month")) == [
        ("metric_time__extract_dow", ["6", "7"], False)
    ]
    weekdays = read(ferry, "weekday crossings on the Island route")
    assert ("metric_time__extract_dow", ["1", "2", "3", "4", "5"], False) in filters(weekdays)
    assert filters(read(ferry, "passengers on Mondays and Fridays in 2025")) == [
        ("metric_time__extract_dow", ["1", "5"], False)
    ]


def test_every_december_is_december_of_each_year_and_december_alone_the_last(ferry: Vocabulary) -> None:
    for question in ["passengers every December", "passengers in December of each year", "passengers in Decembers"]:
        found = read(ferry, question)
        assert filters(found) == [("metric_time__extract_month", ["12"], False)], question
        assert found.reading.query.time_range is None, question
    last = read(ferry, "passengers in December")
    assert filters(last) == [] and last.reading.query.time_range is not None
    assert last.reading.query.time_range.start == "2025-12-01"  # the last December (today is in it)


def test_a_time_of_day_is_asked_about_with_the_reason(ferry: Vocabulary) -> None:
    for question, said in [
        ("passengers by hour in 2025", "by hour"),
        ("crossings in the mornings last month", "in the mornings"),
        ("passengers between 8 and 10 am", "between 8 and 10 am"),
    ]:
        found = read(ferry, question)
        assert found.reading.unplaced == [said], question
        assert "no hour" in found.reading.unplaced_why[said], question
        assert found.reading.query.group_by == [] and found.reading.query.filters == [], question


def test_a_monthly_metric_has_no_weekday(ferry: Vocabulary) -> None:
    found = read(ferry, "planned passengers by weekday in 2025")
    assert groups(found) == [("metric_time__extract_dow", None)]
    fitted = fit_to_metrics(found.reading, ferry)
    assert fitted.query.group_by == []
    assert any("cannot be split by day of the week" in n for n in fitted.ignored)
    by_month = fit_to_metrics(read(ferry, "planned passengers by month of the year").reading, ferry)
    assert [g.dimension for g in by_month.query.group_by] == ["metric_time__extract_month"]


def test_a_running_total_has_no_weekday(ferry: Vocabulary) -> None:
    found = read(ferry, "nautical miles to date by weekday")
    assert found.reading.query.metrics == ["miles_to_date"]
    fitted = fit_to_metrics(found.reading, ferry)
    assert fitted.query.group_by == []
    assert any("cannot be split by day of the week" in n for n in fitted.ignored)


def test_the_catalogs_own_calendar_columns_come_first(ferry_calendar: Vocabulary) -> None:
    weekdays = read(ferry_calendar, "how many weekday crossings last month?")
    assert filters(weekdays) == [("is_weekend", ["0"], False)]  # not the weekend, by the catalog's flag
    weekend = read(ferry_calendar, "passengers on weekends last month")
    assert filters(weekend) == [("is_weekend", ["1"], False)]
    assert groups(read(ferry_calendar, "passengers by weekday")) == [("day_name", None)]
    mondays = read(ferry_calendar, "passengers on Mondays")
    assert filters(mondays) == [("day_name", ["Monday"], False)]


@pytest.mark.parametrize(
    ("catalog", "expected"),
    [("ferry", ("metric_time__extract_dow", ["1", "2", "3", "4", "5"])), ("ferry_calendar", ("is_weekend", ["0"]))],
)
def test_what_about_weekdays_replaces_the_weekend(request, catalog: str, expected) -> None:
    vocab = request.getfixturevalue(catalog)
    weekend = read(vocab, "passengers on weekends last month").reading
    merged = merge_follow_up(weekend, read(vocab, "what about weekdays?"), vocab)
    assert [(f.dimension, f.values) for f in merged.query.filters] == [expected]
    assert merged.query.group_by == [] and merged.query.time_range == weekend.query.time_range


def test_a_weekday_is_shown_by_its_name_and_kept_as_its_number(ferry: Vocabulary) -> None:
    from types import SimpleNamespace

    from sqlclarify.presentation import column_formats, formatted_rows

    catalog = SimpleNamespace(vocab=ferry, layer=ferry.layer)
    columns, rows = ["metric_time__extract_dow", "passengers"], [[1, 10], [6, 30], [7, 25]]
    formats = column_formats(catalog, None, columns, rows)
    headers, shown = formatted_rows(columns, rows, formats)
    assert headers == ["Day of the week", "Passengers"]
    assert [r[0] for r in shown] == ["Monday", "Saturday", "Sunday"]
    assert rows[1][0] == 6  # the rows themselves (--json) keep ISO numbers
    month = column_formats(catalog, None, ["metric_time__extract_month"], [[12]])
    assert formatted_rows(["metric_time__extract_month"], [[12]], month)[1] == [["December"]]


@pytest.mark.parametrize(
    ("question", "start", "end"),
    [
        ("passengers in the first week of March 2025", "2025-03-01", "2025-03-07"),
        ("passengers in the second week of March 2025", "2025-03-08", "2025-03-14"),
        ("crossings, last week of February 2024", "2024-02-23", "2024-02-29"),
    ],
)
def test_a_week_of_a_month_is_its_seven_days(ferry: Vocabulary, question: str, start: str, end: str) -> None:
    found = read(ferry, question)
    window = found.reading.query.time_range
    assert window is not None and (window.start, window.end) == (start, end)
    assert found.reading.unplaced == []


def test_day_over_day_is_each_day_beside_the_day_before(ferry: Vocabulary) -> None:
    for question in [
        "day over day passengers change in the first week of March 2025",
        "dod passenger growth last week",
    ]:
        found = read(ferry, question)
        query = found.reading.query
        assert groups(found) == [("metric_time", "day")], question
        assert query.compare_to is not None and query.compare_to.label == "the day before each day", question
        assert found.reading.unplaced == [], question
