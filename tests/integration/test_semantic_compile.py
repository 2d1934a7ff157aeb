"""The semantic compiler's SQL, run on real SQLite, DuckDB and PostgreSQL, against hand-computed rows of the
tiny shop in tests/support/shop.py."""

from __future__ import annotations

from datetime import date

import pytest

from sqlclarify.semantic.compile import compile_query, coverage_query, values_query
from sqlclarify.semantic.model import GRAINS
from sqlclarify.semantic.periods import truncate_day
from sqlclarify.semantic.query import DimensionFilter, GroupBy, OrderBy, SemanticQuery, TimeRange
from sqlclarify.semantic.sqlbuild import date_literal, truncate
from tests.support.shop import build_duckdb, build_postgres, build_sqlite, quoted_layer, run, shop_layer

ENGINES = ["sqlite", "duckdb", "postgres"]
LAYER = shop_layer()


@pytest.fixture(scope="module", params=ENGINES)
def shop(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[str, str]:
    """(dialect, target) of a shop database on each engine."""
    engine = request.param
    if engine == "postgres":
        server = request.getfixturevalue("postgres_server")
        # one database per module using this fixture (the date-parts tests share it): the server is the worker's
        url = server.create_database(f"shop_{request.module.__name__.rsplit('.', 1)[-1]}")
        build_postgres(url)
        return engine, url
    path = tmp_path_factory.mktemp(f"shop_{engine}") / f"shop.{engine}"
    (build_sqlite if engine == "sqlite" else build_duckdb)(path)
    return engine, str(path)


def days(start: str, end: str) -> TimeRange:
    return TimeRange(start=start, end=end, label=f"{start}..{end}")


def rows(shop: tuple[str, str], **query) -> list[tuple]:
    dialect, target = shop
    return run(dialect, target, compile_query(LAYER, SemanticQuery(**query), dialect).sql)


def by(*refs: str, grain: str | None = None) -> list[GroupBy]:
    return [GroupBy(dimension=r, grain=grain if r == "metric_time" else None) for r in refs]


JAN, FEB = days("2025-01-01", "2025-01-31"), days("2025-02-01", "2025-02-28")


def test_every_aggregation(shop):
    metrics = ["revenue", "orders", "buyers", "avg_order", "max_order", "min_order", "first_orders"]
    assert rows(shop, metrics=metrics) == [(545, 8, 4, 68.125, 200, 5, 4)]
    if shop[0] != "sqlite":
        assert rows(shop, metrics=["median_order"]) == [(60,)]


def test_time_range_includes_the_whole_last_day(shop):
    # order 8 is at 2025-01-31 23:30: `t < end + 1 day` keeps it on text, DATE and TIMESTAMP columns alike
    assert rows(shop, metrics=["revenue"], time_range=JAN) == [(155,)]


def test_group_by_one_hop_keeps_null_groups(shop):
    assert rows(shop, metrics=["revenue"], group_by=by("segment")) == [
        ("corporate", 205),
        ("retail", 330),
        (None, 10),
    ]


def test_group_by_two_hops_and_month(shop):
    got = rows(
        shop,
        metrics=["revenue"],
        group_by=by("region", "metric_time", grain="month"),
        time_range=days("2025-01-01", "2025-02-28"),
    )
    assert got == [
        ("NA", "2025-02-01", 80),
        ("SEA", "2025-01-01", 155),
        ("SEA", "2025-02-01", 200),
        (None, "2025-02-01", 30),
    ]


def test_filters_in_and_not_in(shop):
    only = [DimensionFilter(dimension="country_code", values=["ID", "SG"])]
    assert rows(shop, metrics=["revenue"], filters=only) == [(355,)]
    # "all but ID" keeps the orders whose country is unknown
    others = [DimensionFilter(dimension="customer__country__country_code", values=["ID"], exclude=True)]
    assert rows(shop, metrics=["revenue"], filters=others) == [(190,)]


def test_sources_combined_without_losing_groups(shop):
    got = rows(
        shop,
        metrics=["revenue", "ad_revenue", "total_revenue", "total_revenue_strict"],
        group_by=by("country_code"),
    )
    assert got == [
        ("ID", 355, 2100, 2455, 2455),
        ("SG", None, 700, 700, None),  # no orders in SG: the strict sum is NULL, fill_nulls_with: 0 is not
        ("US", 150, 50, 200, 200),
        ("XX", None, 20, 20, None),
        (None, 40, None, 40, None),
    ]


def test_null_groups_of_two_sources_merge_into_one_row(shop):
    got = rows(shop, metrics=["revenue", "ad_revenue"], group_by=by("region"))
    assert got == [("NA", 150, 50), ("SEA", 355, 2800), (None, 40, 20)]


def test_total_for_a_group_one_source_lacks(shop):
    sg = [DimensionFilter(dimension="country_code", values=["SG"])]
    assert rows(shop, metrics=["total_revenue", "total_revenue_strict", "revenue"], filters=sg) == [(700, None, None)]


def test_several_metrics_without_groups(shop):
    assert rows(shop, metrics=["revenue", "ad_revenue"]) == [(545, 2870)]


def test_ratio_is_floating_point_and_null_on_zero(shop):
    assert rows(shop, metrics=["revenue_per_order"]) == [(68.125,)]
    assert rows(shop, metrics=["revenue_per_order"], group_by=by("country_code")) == [
        ("ID", 88.75),
        ("US", 75),
        (None, 20),
    ]
    assert rows(shop, metrics=["revenue_per_first_order"], group_by=by("status")) == [
        ("paid", 123.75),
        ("refunded", None),
    ]
    assert rows(shop, metrics=["paid_share"]) == [(0.9083,)]


def test_metric_and_measure_filters(shop):
    assert rows(shop, metrics=["paid_revenue", "refunded_revenue", "known_customer_revenue", "january_revenue"]) == [
        (495, 50, 535, 155)
    ]


def test_monthly_table_keeps_overlapping_periods(shop):
    assert rows(shop, metrics=["ad_revenue"], time_range=days("2025-01-15", "2025-02-10")) == [(2800,)]
    assert rows(shop, metrics=["ad_revenue"], time_range=days("2025-02-15", "2025-03-10")) == [(1570,)]
    got = rows(shop, metrics=["revenue", "ad_revenue"], group_by=by("metric_time", grain="month"))
    assert got == [("2025-01-01", 155, 1300), ("2025-02-01", 310, 1500), ("2025-03-01", 80, 70)]


def test_weeks_start_on_monday(shop):
    assert rows(shop, metrics=["revenue"], group_by=by("metric_time", grain="week")) == [
        ("2024-12-30", 100),
        ("2025-01-20", 50),
        ("2025-01-27", 5),
        ("2025-02-03", 200),
        ("2025-02-10", 80),
        ("2025-02-24", 100),
        ("2025-03-10", 10),
    ]


def test_days_and_years(shop):
    assert rows(shop, metrics=["revenue"], group_by=by("metric_time", grain="day"), time_range=JAN) == [
        ("2025-01-05", 100),
        ("2025-01-20", 50),
        ("2025-01-31", 5),
    ]
    assert rows(shop, metrics=["revenue"], group_by=by("metric_time", grain="year")) == [("2025-01-01", 545)]


@pytest.mark.parametrize("grain", GRAINS)
def test_truncate_matches_python(shop, grain):
    dialect, target = shop
    samples = ["2025-01-05", "2025-05-31", "2025-08-15", "2025-12-31", "2024-02-29", "2023-01-01"]
    from sqlglot import exp

    select = exp.select(*[truncate(_as_date(d, dialect), grain, dialect) for d in samples])
    expected = tuple(truncate_day(date.fromisoformat(d), grain).isoformat() for d in samples)
    assert run(dialect, target, select.sql(dialect=dialect)) == [expected]


def _as_date(day: str, dialect: str):
    from sqlglot import exp

    literal = date_literal(day)
    return literal if dialect == "sqlite" else exp.cast(literal, exp.DataType.build("date"))


def test_compare_two_periods(shop):
    got = rows(shop, metrics=["revenue"], group_by=by("country_code"), time_range=FEB, compare_to=JAN)
    assert got == [("ID", 200, 155, 45, 29.0323), ("US", 80, None, None, None), (None, 30, None, None, None)]
    assert rows(shop, metrics=["revenue"], time_range=FEB, compare_to=JAN) == [(310, 155, 155, 100)]


def test_order_by_metric_with_nulls_last_and_limit(shop):
    order = [OrderBy(key="revenue", descending=True)]
    got = rows(shop, metrics=["revenue", "ad_revenue"], group_by=by("country_code"), order_by=order)
    assert got == [("ID", 355, 2100), ("US", 150, 50), (None, 40, None), ("SG", None, 700), ("XX", None, 20)]
    top = rows(
        shop,
        metrics=["ad_revenue"],
        group_by=by("country_code"),
        order_by=[OrderBy(key="ad_revenue", descending=True)],
        limit=2,
    )
    assert top == [("ID", 2100), ("SG", 700)]


def test_offset_window(shop):
    assert rows(shop, metrics=["revenue_growth"], time_range=FEB) == [(1,)]
    assert rows(shop, metrics=["revenue_growth"], time_range=days("2025-03-01", "2025-03-31")) == [(-0.7419,)]
    got = rows(
        shop,
        metrics=["revenue_growth"],
        group_by=by("metric_time", grain="month"),
        time_range=days("2025-02-01", "2025-03-31"),
    )
    assert got == [("2025-02-01", 1), ("2025-03-01", -0.7419)]


def test_offset_by_months_at_day_grain_is_the_same_on_every_engine(shop):
    got = rows(
        shop,
        metrics=["revenue_month_ago"],
        group_by=by("metric_time", grain="day"),
        time_range=days("2025-02-01", "2025-03-31"),
    )
    # a month before Mar 28..31 is Feb 28 (30); nothing is a month after Jan 31, as in MetricFlow
    assert got == [
        ("2025-02-05", 100),
        ("2025-02-20", 50),
        ("2025-03-03", 200),
        ("2025-03-10", 80),
        ("2025-03-28", 30),
        ("2025-03-29", 30),
        ("2025-03-30", 30),
        ("2025-03-31", 30),
    ]


def test_cumulative(shop):
    assert rows(shop, metrics=["revenue_to_date"], time_range=FEB) == [(465,)]
    month = by("metric_time", grain="month")
    # by month, MetricFlow's period_agg (first by default): the total to date on the first day of each month
    # that has one (January's first is the 5th, the day of the first order)
    assert rows(shop, metrics=["revenue_to_date"], group_by=month) == [
        ("2025-01-01", 100),
        ("2025-02-01", 155),
        ("2025-03-01", 535),
    ]
    assert rows(shop, metrics=["revenue_7d"], time_range=days("2025-02-01", "2025-02-10")) == [(80,)]
    assert rows(
        shop,
        metrics=["revenue_7d"],
        group_by=by("metric_time", grain="day"),
        time_range=days("2025-02-01", "2025-02-10"),
    ) == [
        # a trailing 7-day window on each day of the range (order 8 is on Jan 31, 3 on Feb 3, 4 on Feb 10)
        ("2025-02-01", 5),
        ("2025-02-02", 5),
        ("2025-02-03", 205),
        ("2025-02-04", 205),
        ("2025-02-05", 205),
        ("2025-02-06", 205),
        ("2025-02-07", 200),
        ("2025-02-08", 200),
        ("2025-02-09", 200),
        ("2025-02-10", 80),
    ]
    assert rows(shop, metrics=["revenue_mtd"], time_range=days("2025-02-01", "2025-02-15")) == [(280,)]
    # the first day of February with a month-to-date total is the 3rd
    assert rows(shop, metrics=["revenue_mtd"], group_by=month) == [
        ("2025-01-01", 100),
        ("2025-02-01", 200),
        ("2025-03-01", 70),
    ]


def test_time_rollup(shop):
    assert rows(shop, metrics=["dau", "peak_dau", "last_dau"]) == [(33.75, 60, 60)]
    month = by("metric_time", grain="month")
    assert rows(shop, metrics=["dau", "peak_dau", "last_dau"], group_by=month) == [
        ("2025-01-01", 17.5, 20, 20),
        ("2025-02-01", 50, 60, 60),
    ]
    assert rows(shop, metrics=["dau"], group_by=by("metric_time", grain="day"), time_range=JAN) == [
        ("2025-01-01", 15),
        ("2025-01-02", 20),
    ]
    assert rows(shop, metrics=["dau", "last_dau"], group_by=by("country_code")) == [("ID", 32.5, 60), ("SG", 5, 5)]


def test_values_and_coverage(shop):
    dialect, target = shop
    assert run(dialect, target, values_query(LAYER, "region", dialect)) == [("NA",), ("SEA",)]
    assert run(dialect, target, values_query(LAYER, "country__country_code", dialect, limit=3)) == [
        ("ID",),
        ("SG",),
        ("US",),
    ]
    assert run(dialect, target, coverage_query(LAYER, "revenue", dialect)) == [("2025-01-05", "2025-03-15")]
    assert run(dialect, target, coverage_query(LAYER, "total_revenue", dialect)) == [("2025-01-01", "2025-03-15")]


def test_cumulative_by_group_and_month(shop):
    got = rows(shop, metrics=["revenue_to_date"], group_by=by("region", "metric_time", grain="month"))
    # each group's total to date on its first day of the month (period_agg first, as MetricFlow)
    assert got == [
        ("NA", "2025-02-01", 80),
        ("NA", "2025-03-01", 150),
        ("SEA", "2025-01-01", 100),
        ("SEA", "2025-02-01", 155),
        ("SEA", "2025-03-01", 355),
        (None, "2025-02-01", 30),
        (None, "2025-03-01", 30),
    ]


def test_cumulative_reports_every_period_of_the_range(shop):
    # April has no orders: its total to date is still everything before it (MetricFlow's time spine)
    got = rows(
        shop,
        metrics=["revenue_to_date"],
        group_by=by("metric_time", grain="month"),
        time_range=days("2024-12-01", "2025-04-30"),
    )
    assert got == [("2025-01-01", 100), ("2025-02-01", 155), ("2025-03-01", 535), ("2025-04-01", 545)]


def test_group_by_a_time_dimension_by_name(shop):
    got = rows(shop, metrics=["revenue"], group_by=[GroupBy(dimension="order__ordered_at", grain="month")])
    assert got == [("2025-01-01", 155), ("2025-02-01", 310), ("2025-03-01", 80)]


def test_identifiers_that_need_quoting(shop):
    dialect, target = shop
    query = SemanticQuery(
        metrics=["select"],
        group_by=[GroupBy(dimension="group"), GroupBy(dimension="metric_time", grain="month")],
        order_by=[OrderBy(key="select", descending=True)],
        time_range=days("2025-01-01", "2025-12-31"),
    )
    compiled = compile_query(quoted_layer(), query, dialect)
    assert run(dialect, target, compiled.sql) == [
        (None, "2025-02-01", 4),
        ("b", "2025-01-01", 2),
        ("a", "2025-01-01", 1),
    ]
    assert run(dialect, target, values_query(quoted_layer(), "group", dialect)) == [("a",), ("b",)]
    assert run(dialect, target, coverage_query(quoted_layer(), "select", dialect)) == [("2025-01-01", "2025-02-01")]
