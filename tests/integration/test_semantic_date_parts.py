"""Grouping and filtering by a calendar part of the date (metric_time__extract_dow, …), compiled and run on SQLite,
DuckDB and PostgreSQL over the tiny shop, checked against the same metric by day added up in Python."""

from __future__ import annotations

from collections import defaultdict
from datetime import date

import pytest

from sqlclarify.semantic.compile import compile_query
from sqlclarify.semantic.errors import CompileError
from sqlclarify.semantic.query import DimensionFilter, GroupBy, SemanticQuery
from tests.integration import test_semantic_compile as compile_tests
from tests.integration.test_semantic_compile import LAYER, by, rows

shop = compile_tests.shop  # the shop on SQLite, DuckDB and PostgreSQL


def by_day(shop) -> dict[date, float]:
    return {
        date.fromisoformat(d): v for d, v in rows(shop, metrics=["revenue"], group_by=by("metric_time", grain="day"))
    }


def test_group_by_day_of_week_sums_the_days_of_each_weekday(shop):
    expected: dict[int, float] = defaultdict(float)
    for day, value in by_day(shop).items():
        expected[day.isoweekday()] += value
    got = rows(shop, metrics=["revenue"], group_by=[GroupBy(dimension="metric_time__extract_dow")])
    assert got == sorted(expected.items())  # sorted by the weekday number, Monday first


def test_group_by_month_of_year_with_the_grain_spelled_apart(shop):
    expected: dict[int, float] = defaultdict(float)
    for day, value in by_day(shop).items():
        expected[day.month] += value
    got = rows(shop, metrics=["revenue"], group_by=[GroupBy(dimension="metric_time", grain="extract_month")])
    assert got == sorted(expected.items())


def test_filter_on_weekend_days(shop):
    weekend = sum(v for d, v in by_day(shop).items() if d.isoweekday() >= 6)
    assert weekend  # the shop has weekend sales: the filter is seen to keep them and drop the rest
    got = rows(
        shop, metrics=["revenue"], filters=[DimensionFilter(dimension="metric_time__extract_dow", values=["6", "7"])]
    )
    assert got == [(weekend,)]
    weekdays = rows(
        shop,
        metrics=["revenue"],
        filters=[DimensionFilter(dimension="metric_time__extract_dow", values=["6", "7"], exclude=True)],
    )
    assert weekdays == [(sum(by_day(shop).values()) - weekend,)]


def test_a_part_finer_than_the_stored_grain_is_refused():
    query = SemanticQuery(metrics=["ad_revenue"], group_by=[GroupBy(dimension="metric_time__extract_dow")])
    with pytest.raises(CompileError, match="stored by month; it has no day of the week"):
        compile_query(LAYER, query, "sqlite")
    by_month = SemanticQuery(metrics=["ad_revenue"], group_by=[GroupBy(dimension="metric_time__extract_month")])
    assert "metric_time__extract_month" in compile_query(LAYER, by_month, "sqlite").sql


def test_a_part_filter_takes_numbers_only():
    query = SemanticQuery(
        metrics=["revenue"], filters=[DimensionFilter(dimension="metric_time__extract_dow", values=["Saturday"])]
    )
    with pytest.raises(CompileError, match="whole numbers"):
        compile_query(LAYER, query, "sqlite")
