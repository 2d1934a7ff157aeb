"""Dates and periods in whole questions (reader10, issue 32), on a catalog the reader was not written for
(tests/data/catalogs/orchard): "calendar 2024" is the dates, never the season of that number; a cumulative
metric said by its own label is that metric whatever the period; spoken dates are read whole, nothing left over;
the metric's own date named by its word ("the 2024 harvest", "by harvest month") is that date."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.fit import fit_to_metrics
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {"variety": ["Gala", "Fuji"], "season": ["2023", "2024", "2025"], "block": ["North", "South"]}


@pytest.fixture(scope="module")
def orchard() -> Vocabulary:
    return vocabulary("orchard", VALUES)


def test_a_year_is_the_season_of_a_metric_without_dates(orchard: Vocabulary) -> None:
    fitted = fit_to_metrics(read(orchard, "kilos in 2024").reading, orchard)
    assert fitted.query.metrics == ["total_kilos"]
    assert [(f.dimension, f.values) for f in fitted.query.filters] == [("season", ["2024"])]


def test_calendar_year_is_the_dates_not_the_season(orchard: Vocabulary) -> None:
    fitted = fit_to_metrics(read(orchard, "kilos during calendar 2024").reading, orchard)
    assert fitted.query.metrics == ["kilos_over_time"]  # the dated one: the season total has no date
    period = fitted.query.time_range
    assert period is not None and (period.start, period.end) == ("2024-01-01", "2024-12-31")
    assert not fitted.query.filters and not fitted.unplaced


def test_a_cumulative_metric_said_by_its_label_is_that_metric_in_any_period(orchard: Vocabulary) -> None:
    reading = read(orchard, "cumulative kilos by day in March 2025").reading
    assert reading.query.metrics == ["cumulative_kilos"]
    assert not reading.query.running_total  # counted from the catalog's start, not from March 1
    period = reading.query.time_range
    assert period is not None and (period.start, period.end) == ("2025-03-01", "2025-03-31")


def test_a_running_total_in_a_period_still_starts_with_the_period(orchard: Vocabulary) -> None:
    reading = read(orchard, "running total of kilos over time by day in March 2025").reading
    assert reading.query.metrics == ["kilos_over_time"]
    assert reading.query.running_total


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("kilos over time the week of March 5, 2025", "2025-03-03", "2025-03-09"),
        ("kilos over time from 1 to 7 March 2025", "2025-03-01", "2025-03-07"),
        ("kilos over time in the first quarter of 2025", "2025-01-01", "2025-03-31"),
        ("kilos over time by day in the first week of March 2025 (March 1 to 7)", "2025-03-01", "2025-03-07"),
    ],
)
def test_spoken_dates_are_read_whole(orchard: Vocabulary, text: str, start: str, end: str) -> None:
    reading = read(orchard, text).reading
    period = reading.query.time_range
    assert period is not None and (period.start, period.end) == (start, end)
    assert not reading.unplaced and not reading.date_note


@pytest.mark.parametrize(
    ("text", "start", "end", "grain"),
    [
        ("crates from the 2024 harvest", "2024-01-01", "2024-12-31", None),
        ("crates of the harvests of 2023", "2023-01-01", "2023-12-31", None),
        ("crates for last month's harvest", "2025-11-01", "2025-11-30", None),
        ("crates by block for the June 2025 harvest", "2025-06-01", "2025-06-30", None),
        ("crates by harvest month for 2024", "2024-01-01", "2024-12-31", "month"),
    ],
)
def test_the_metrics_own_date_named_by_its_word(
    orchard: Vocabulary, text: str, start: str, end: str, grain: str | None
) -> None:
    reading = read(orchard, text).reading
    assert reading.query.metrics == ["crates"]  # read on harvest_month
    period = reading.query.time_range
    assert period is not None and (period.start, period.end) == (start, end)
    assert [g.grain for g in reading.query.group_by if g.dimension == "metric_time"] == ([grain] if grain else [])
    assert not reading.unplaced


def test_a_word_of_another_date_is_not_passed_over(orchard: Vocabulary) -> None:
    reading = read(orchard, "kilos over time in the 2024 harvest").reading  # kilos are read on the day picked
    assert "harvest" in reading.unplaced


@pytest.mark.parametrize(
    "text", ["month-to-date kilos over time for each day of March 2025", "MTD kilos over time by day, March 2025"]
)
def test_to_date_beside_one_whole_period_is_its_running_total(orchard: Vocabulary, text: str) -> None:
    reading = read(orchard, text).reading
    period = reading.query.time_range
    assert period is not None and (period.start, period.end) == ("2025-03-01", "2025-03-31")
    assert reading.query.running_total  # each day's total so far in March
    assert not reading.unplaced


def test_to_date_beside_a_longer_range_is_asked_about(orchard: Vocabulary) -> None:
    reading = read(orchard, "month to date crates in 2024").reading  # a to-date value restarts every month
    assert not reading.query.running_total
    assert reading.unplaced


def test_a_season_the_catalog_holds_as_a_value_is_that_value(orchard: Vocabulary) -> None:
    seasons = vocabulary("orchard", {**VALUES, "pick_season": ["Summer", "Autumn"]})
    reading = read(seasons, "kilos over time in summer vs autumn, 2024").reading
    assert [(f.dimension, sorted(f.values)) for f in reading.query.filters] == [("pick_season", ["Autumn", "Summer"])]
    period = reading.query.time_range
    assert period is not None and (period.start, period.end) == ("2024-01-01", "2024-12-31")
    with_year = read(seasons, "kilos over time in summer 2024").reading  # said with its year: the months
    assert with_year.query.time_range is not None and with_year.query.time_range.start == "2024-06-01"
    plain = read(orchard, "kilos over time in summer 2024").reading  # no such value: the calendar's summer
    assert plain.query.time_range is not None and plain.query.time_range.start == "2024-06-01"
    plain_bare = read(orchard, "kilos over time in summer").reading
    assert plain_bare.query.time_range is not None and not plain_bare.query.filters


def test_a_change_word_of_a_metrics_label_is_that_metric(orchard: Vocabulary) -> None:
    reading = read(orchard, "crate growth by month for 2024").reading
    assert reading.query.metrics == ["crate_growth"]
    assert reading.query.compare_to is None  # the metric itself, not crates compared with the month before
    growth = read(orchard, "growth in crates by month for 2024").reading
    assert growth.query.compare_to is not None
