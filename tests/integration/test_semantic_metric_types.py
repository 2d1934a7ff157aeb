"""MetricFlow's metric types and query features, compiled and run on real SQLite, DuckDB and PostgreSQL, each
checked against rows worked out by hand: percentiles, metric filters, period over period per period,
offset_to_grain, conversion metrics, non-additive dimensions (balances), SCD type II dimensions."""

from __future__ import annotations

import sqlite3
from datetime import date, timedelta
from pathlib import Path

import pytest

from sqlclarify.semantic.compile import compile_query
from sqlclarify.semantic.model import (
    ConversionParams,
    Dimension,
    Entity,
    Measure,
    MeasureInput,
    Metric,
    MetricInput,
    NonAdditive,
    SemanticLayer,
    SemanticModel,
    TimeSpine,
)
from sqlclarify.semantic.query import DimensionFilter, GroupBy, OrderBy, SemanticQuery, Share, TimeRange, TopN
from tests.support.shop import build_duckdb, build_postgres, build_sqlite, run, shop_layer

ENGINES = ["sqlite", "duckdb", "postgres"]

BALANCES = [  # account_id, day, balance
    (1, "2025-01-01", 100),
    (1, "2025-01-15", 120),
    (1, "2025-02-03", 90),
    (2, "2025-01-01", 50),
    (2, "2025-01-31", 60),
    (3, "2025-02-10", 10),
]
VISITS = [  # user_id, day, channel
    (1, "2025-01-01", "web"),
    (1, "2025-01-05", "app"),
    (2, "2025-01-02", "web"),
    (3, "2025-01-03", "app"),
    (4, "2025-01-20", "web"),
]
SIGNUPS = [  # user_id, day, channel
    (1, "2025-01-06", "app"),
    (2, "2025-01-20", "web"),
    (3, "2025-01-03", "web"),
    (5, "2025-01-04", "web"),
]
PLANS = [  # user_id, plan, valid_from, valid_to (SCD type II)
    (1, "free", "2025-01-01", "2025-01-05"),
    (1, "pro", "2025-01-05", None),
    (2, "free", "2025-01-01", None),
    (3, "pro", "2025-01-01", None),
]
SPINE = [  # a fiscal year starting in February
    ((date(2025, 1, 1) + timedelta(days=i)).isoformat(), "FY25-Q4" if i < 31 else "FY26-Q1") for i in range(90)
]
TABLES = {
    "accounts_daily": (
        "account_id INTEGER, ds {date}, tier TEXT",
        [
            (1, "2025-01-01", "gold"),
            (1, "2025-01-02", "silver"),
            (2, "2025-01-01", "silver"),
            (2, "2025-01-02", "silver"),
        ],
    ),
    "txns": (
        "account_id INTEGER, ds {date}, amount INTEGER",
        [(1, "2025-01-01", 10), (1, "2025-01-02", 20), (2, "2025-01-02", 5)],
    ),
    "time_spine": ("ds {date}, fiscal_quarter TEXT", SPINE),
    "balances": ("account_id INTEGER, day {date}, balance INTEGER", BALANCES),
    "visits": ("user_id INTEGER, day {date}, channel TEXT", VISITS),
    "signups": ("user_id INTEGER, day {date}, channel TEXT", SIGNUPS),
    "plans": ("user_id INTEGER, plan TEXT, valid_from {date}, valid_to {date}", PLANS),
}


def _rows(engine: str, rows: list[tuple]) -> list[tuple]:
    if engine == "sqlite":
        return rows
    return [tuple(date.fromisoformat(v) if isinstance(v, str) and v[:2] == "20" else v for v in r) for r in rows]


def _load(engine: str, target: str) -> None:
    """The feature tables, next to the shop's."""
    statements = [
        (f"CREATE TABLE {name} ({cols.format(date='TEXT' if engine == 'sqlite' else 'DATE')})", name, rows)
        for name, (cols, rows) in TABLES.items()
    ]
    if engine == "sqlite":
        with sqlite3.connect(target) as conn:
            for ddl, name, rows in statements:
                conn.execute(ddl)
                conn.executemany(f"INSERT INTO {name} VALUES ({', '.join('?' * len(rows[0]))})", rows)
        conn.close()
    elif engine == "duckdb":
        import duckdb

        conn = duckdb.connect(target)
        for ddl, name, rows in statements:
            conn.execute(ddl)
            conn.executemany(f"INSERT INTO {name} VALUES ({', '.join('?' * len(rows[0]))})", _rows(engine, rows))
        conn.close()
    else:
        import psycopg

        with psycopg.connect(target, autocommit=True) as conn:
            for ddl, name, rows in statements:
                conn.execute(ddl)
                with conn.cursor() as cur:
                    cur.executemany(
                        f"INSERT INTO {name} VALUES ({', '.join(['%s'] * len(rows[0]))})", _rows(engine, rows)
                    )


@pytest.fixture(scope="module", params=ENGINES)
def db(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[str, str]:
    engine = request.param
    if engine == "postgres":
        target = request.getfixturevalue("postgres_server").create_database("metric_types")
        build_postgres(target)
    else:
        path: Path = tmp_path_factory.mktemp(f"types_{engine}") / f"db.{engine}"
        (build_sqlite if engine == "sqlite" else build_duckdb)(path)
        target = str(path)
    _load(engine, target)
    return engine, target


def _simple(name: str, measure: str, **kw) -> Metric:
    return Metric(name=name, type="simple", label=name, measure=MeasureInput(name=measure), **kw)


def layer() -> SemanticLayer:
    base = shop_layer()
    orders = base.model("orders")
    orders.dimensions += [
        Dimension(name="value", type="categorical", expr="status"),  # the name of an internal column elsewhere
        Dimension(name="channel_kind", type="categorical", expr="'shop'"),  # a constant
    ]
    for name, p, discrete, approx in [
        ("p90_cont", 0.9, False, False),
        ("p90_disc", 0.9, True, False),
        ("p25_cont", 0.25, False, False),
        ("p25_disc", 0.25, True, False),
        ("p50_approx", 0.5, False, True),
    ]:
        orders.measures.append(
            Measure(
                name=name,
                agg="percentile",
                expr="amount",
                percentile=p,
                percentile_discrete=discrete,
                percentile_approximate=approx,
            )
        )
        base.metrics[name] = _simple(name, name)
    day = Dimension(name="day", type="time", expr="day", granularity="day")
    user = Entity(name="user", type="foreign", expr="user_id")
    channel = Dimension(name="channel", type="categorical", expr="channel")
    base.semantic_models += [
        SemanticModel(
            name="balances",
            table="balances",
            entities=[Entity(name="account", type="foreign", expr="account_id")],
            dimensions=[day],
            measures=[
                Measure(
                    name="balance",
                    agg="sum",
                    expr="balance",
                    non_additive=NonAdditive(dimension="day", window_choice="max", window_groupings=["account"]),
                ),
                Measure(
                    name="latest_day_balance",
                    agg="sum",
                    expr="balance",
                    non_additive=NonAdditive(dimension="day", window_choice="max"),
                ),
                Measure(
                    name="first_day_balance",
                    agg="sum",
                    expr="balance",
                    non_additive=NonAdditive(dimension="day", window_choice="min"),
                ),
            ],
            default_agg_time_dimension="day",
        ),
        SemanticModel(
            name="visits",
            table="visits",
            entities=[user],
            dimensions=[day, channel],
            measures=[Measure(name="visit_count", agg="count", expr="1")],
            default_agg_time_dimension="day",
        ),
        SemanticModel(
            name="signups",
            table="signups",
            entities=[user],
            dimensions=[day, Dimension(name="signup_channel", type="categorical", expr="channel")],
            measures=[Measure(name="signup_count", agg="count", expr="1")],
            default_agg_time_dimension="day",
        ),
        SemanticModel(
            name="plans",
            table="plans",
            entities=[Entity(name="user", type="natural", expr="user_id")],
            dimensions=[
                Dimension(name="plan", type="categorical", expr="plan"),
                Dimension(name="valid_from", type="time", expr="valid_from", granularity="day", validity="start"),
                Dimension(name="valid_to", type="time", expr="valid_to", granularity="day", validity="end"),
            ],
        ),
    ]
    partition = Dimension(name="ds", type="time", expr="ds", granularity="day", is_partition=True)
    base.semantic_models += [
        SemanticModel(
            name="txns",
            table="txns",
            entities=[Entity(name="account", type="foreign", expr="account_id")],
            dimensions=[partition],
            measures=[Measure(name="txn_amount", agg="sum", expr="amount")],
            default_agg_time_dimension="ds",
        ),
        SemanticModel(
            name="accounts_daily",
            table="accounts_daily",
            entities=[Entity(name="account", type="primary", expr="account_id")],
            dimensions=[partition, Dimension(name="tier", type="categorical", expr="tier")],
        ),
    ]
    base.metrics["txn_amount"] = _simple("txn_amount", "txn_amount")
    for name in ("balance", "latest_day_balance", "first_day_balance", "visit_count", "signup_count"):
        base.metrics[name] = _simple(name, name)

    def conversion(name: str, **kw) -> Metric:
        params = ConversionParams(
            base_measure=MeasureInput(name="visit_count"),
            conversion_measure=MeasureInput(name="signup_count"),
            entity="user",
            **kw,
        )
        return Metric(name=name, type="conversion", label=name, conversion=params)

    base.metrics["signup_rate_7d"] = conversion("signup_rate_7d", window="7 days")
    base.metrics["signups_7d"] = conversion("signups_7d", window="7 days", calculation="conversions")
    base.metrics["signup_rate"] = conversion("signup_rate")
    base.metrics["same_channel_rate"] = conversion(
        "same_channel_rate", constant_properties=[("channel", "signup_channel")]
    )
    base.metrics["repeat_buyer_revenue"] = _simple(
        "repeat_buyer_revenue", "revenue", filter=["{{ Metric('orders', group_by=['customer']) }} > 1"]
    )
    base.metrics["month_start_revenue"] = Metric(
        name="month_start_revenue",
        type="derived",
        label="revenue on the first day of the month",
        expr="r",
        metrics=[MetricInput(name="revenue", alias="r", offset_to_grain="month")],
    )
    base.metrics["revenue_every_day"] = Metric(
        name="revenue_every_day",
        type="simple",
        label="revenue",
        measure=MeasureInput(name="revenue", join_to_timespine=True, fill_nulls_with=0),
    )
    base.metrics["revenue_spine"] = Metric(
        name="revenue_spine",
        type="simple",
        label="revenue",
        measure=MeasureInput(name="revenue", join_to_timespine=True),
    )
    base.metrics["revenue_to_date_month_before"] = Metric(
        name="revenue_to_date_month_before",
        type="derived",
        label="revenue to date a month before",
        expr="r",
        metrics=[MetricInput(name="revenue_to_date", alias="r", offset_window="1 month")],
    )
    base.metrics["revenue_week_before"] = Metric(
        name="revenue_week_before",
        type="derived",
        label="revenue a week before",
        expr="r",
        metrics=[MetricInput(name="revenue", alias="r", offset_window="7 days")],
    )
    for how in ("last", "average"):
        base.metrics[f"revenue_to_date_{how}"] = Metric(
            name=f"revenue_to_date_{how}",
            type="cumulative",
            label="revenue to date",
            measure=MeasureInput(name="revenue"),
            period_agg=how,
        )
    base.metrics["fiscal_q4_revenue"] = _simple(
        "fiscal_q4_revenue", "revenue", filter=["{{ TimeDimension('metric_time', 'fiscal_quarter') }} = 'FY25-Q4'"]
    )
    spine = TimeSpine(table="time_spine", column="ds", custom_granularities={"fiscal_quarter": "fiscal_quarter"})
    return SemanticLayer(semantic_models=base.semantic_models, metrics=base.metrics, time_spines=[spine])


LAYER = layer()


def rows(db: tuple[str, str], **query) -> list[tuple]:
    dialect, target = db
    return run(dialect, target, compile_query(LAYER, SemanticQuery(**query), dialect).sql)


def days(start: str, end: str) -> TimeRange:
    return TimeRange(start=start, end=end, label=f"{start}..{end}")


def test_percentiles_continuous_and_discrete_on_every_engine(db):
    # amounts 5 10 30 50 70 80 100 200: continuous interpolates at 1 + p(n-1), discrete takes rank ceil(p·n)
    assert rows(db, metrics=["p90_cont", "p90_disc", "p25_cont", "p25_disc", "median_order"]) == [
        (130, 200, 25, 10, 60)
    ]
    # per group: paid 5 10 30 70 80 100 200, refunded 50
    assert rows(db, metrics=["p90_cont", "p90_disc"], group_by=[GroupBy(dimension="status")]) == [
        ("paid", 140, 200),
        ("refunded", 50, 50),
    ]
    (approx,) = rows(db, metrics=["p50_approx"])[0]
    assert approx == 60 if db[0] != "duckdb" else 50 <= approx <= 70  # DuckDB's APPROX_QUANTILE is approximate


def test_metric_filter_per_entity(db):
    # customers with more than one order: 1 (100 + 50), 2 (5 + 200), 3 (80 + 70)
    assert rows(db, metrics=["repeat_buyer_revenue"]) == [(505,)]


def test_period_over_period_for_each_month(db):
    got = rows(
        db,
        metrics=["revenue"],
        group_by=[GroupBy(dimension="metric_time", grain="month")],
        time_range=days("2025-02-01", "2025-03-31"),
        compare_to=days("2025-01-01", "2025-02-28"),
    )
    assert got == [("2025-02-01", 310, 155, 155, 100), ("2025-03-01", 80, 310, -230, -74.1935)]


def test_offset_to_grain_shows_the_value_at_the_start_of_the_month(db):
    got = rows(
        db,
        metrics=["revenue", "month_start_revenue"],
        group_by=[GroupBy(dimension="metric_time", grain="day")],
        time_range=days("2025-03-01", "2025-03-03"),
    )
    assert got == [("2025-03-01", 70, 70), ("2025-03-02", None, 70), ("2025-03-03", None, 70)]


def test_conversion_metrics(db):
    # u1 signs up Jan 6: credited to the Jan 5 app visit; u3 on Jan 3 to the same day's app visit; u2's Jan 20
    # signup is 18 days after the Jan 2 web visit: outside 7 days, inside "any time"; u5 never visited
    assert rows(db, metrics=["signup_rate_7d", "signups_7d", "signup_rate"]) == [(0.4, 2, 0.6)]
    assert rows(db, metrics=["signups_7d", "signup_rate"], group_by=[GroupBy(dimension="channel")]) == [
        ("app", 2, 1),
        ("web", None, 0.3333),
    ]
    # the same channel on both: u1 (app, app), u2 (web, web); not u3 (app visit, web signup)
    assert rows(db, metrics=["same_channel_rate"]) == [(0.4,)]
    assert rows(
        db,
        metrics=["signups_7d"],
        group_by=[GroupBy(dimension="metric_time", grain="day")],
        time_range=days("2025-01-01", "2025-01-05"),
    ) == [("2025-01-01", None), ("2025-01-02", None), ("2025-01-03", 1), ("2025-01-05", 1)]  # visits, no signup: NULL


def test_non_additive_balances(db):
    # per account, the last day's balance: 90 + 60 + 10; without groupings only the last day overall counts
    assert rows(db, metrics=["balance", "latest_day_balance", "first_day_balance"]) == [(160, 10, 150)]
    assert rows(
        db, metrics=["balance", "latest_day_balance"], group_by=[GroupBy(dimension="metric_time", grain="month")]
    ) == [
        ("2025-01-01", 180, 60),
        ("2025-02-01", 100, 10),
    ]


def test_scd_type_ii_dimension_is_the_one_valid_at_the_event(db):
    # u1 was on pro from Jan 5 (signup Jan 6), u2 free, u3 pro, u5 has no plan
    assert rows(db, metrics=["signup_count"], group_by=[GroupBy(dimension="plan")]) == [
        ("free", 1),
        ("pro", 2),
        (None, 1),
    ]


def test_cumulative_period_agg(db):
    # by month: the total to date on the last day of each month (March's last day with data is the 15th), and
    # the average over January's days from the 5th: 15 days of 100, 11 of 150, 1 of 155
    got = rows(
        db,
        metrics=["revenue_to_date", "revenue_to_date_last", "revenue_to_date_average"],
        group_by=[GroupBy(dimension="metric_time", grain="month")],
    )
    assert [r[:3] for r in got] == [("2025-01-01", 100, 155), ("2025-02-01", 155, 465), ("2025-03-01", 535, 545)]
    assert got[0][3] == round(3305 / 27, 4)


def test_join_to_timespine_and_fill_nulls_with(db):
    daily = [GroupBy(dimension="metric_time", grain="day")]
    got = rows(
        db, metrics=["revenue_every_day", "revenue_spine"], group_by=daily, time_range=days("2025-03-01", "2025-03-03")
    )
    assert got == [("2025-03-01", 70, 70), ("2025-03-02", 0, None), ("2025-03-03", 0, None)]
    # with no time range, every day of the catalog's time spine table (Jan 1 to Mar 31), as MetricFlow lists them
    every = rows(db, metrics=["revenue_every_day"], group_by=daily)
    assert (len(every), every[0][0], every[-1][0], sum(r[1] for r in every)) == (90, "2025-01-01", "2025-03-31", 545)


def test_custom_granularity_group_by_and_filter(db):
    by_quarter = [GroupBy(dimension="metric_time", grain="fiscal_quarter")]
    assert rows(db, metrics=["revenue"], group_by=by_quarter) == [("FY25-Q4", 155), ("FY26-Q1", 390)]
    q1 = [DimensionFilter(dimension="metric_time__fiscal_quarter", values=["FY26-Q1"])]
    assert rows(db, metrics=["revenue"], filters=q1) == [(390,)]
    assert rows(db, metrics=["fiscal_q4_revenue"]) == [(155,)]


def test_share_of_total_and_top_n_per_group(db):
    by_country = [GroupBy(dimension="country_code")]
    assert rows(db, metrics=["revenue"], group_by=by_country, shares=[Share(metric="revenue")]) == [
        ("ID", 355, 0.6514),
        ("US", 150, 0.2752),
        (None, 40, 0.0734),
    ]
    # revenue by segment and status: corporate/paid 205, retail/paid 280, retail/refunded 50, unknown/paid 10
    by_segment_status = [GroupBy(dimension="segment"), GroupBy(dimension="status")]
    within = rows(
        db, metrics=["revenue"], group_by=by_segment_status, shares=[Share(metric="revenue", within=["status"])]
    )
    assert within == [
        ("corporate", "paid", 205, 0.4141),
        ("retail", "paid", 280, 0.5657),
        ("retail", "refunded", 50, 1),
        (None, "paid", 10, 0.0202),
    ]
    top = rows(db, metrics=["revenue"], group_by=by_segment_status, top=TopN(n=1, by="revenue", per=["status"]))
    assert top == [("retail", "paid", 280), ("retail", "refunded", 50)]
    # order by a metric, then a limit: the two largest groups overall
    largest = rows(
        db, metrics=["revenue"], group_by=by_segment_status, order_by=[OrderBy(key="revenue", descending=True)], limit=2
    )
    assert largest == [("retail", "paid", 280), ("corporate", "paid", 205)]


def test_offsets_of_cumulative_and_of_offset_metrics(db):
    month = [GroupBy(dimension="metric_time", grain="month")]
    feb_mar = days("2025-02-01", "2025-03-31")
    # the total to date a month before each day, then the first day of each month that has one (Feb 5 ← Jan 5)
    assert rows(db, metrics=["revenue_to_date_month_before"], group_by=month, time_range=feb_mar) == [
        ("2025-02-01", 100),
        ("2025-03-01", 155),
    ]
    # month over month of a month-over-month metric: revenue_growth's inputs move back one more month
    got = rows(
        db,
        metrics=["revenue_growth"],
        group_by=month,
        time_range=days("2025-03-01", "2025-03-31"),
        compare_to=days("2025-02-01", "2025-02-28"),
    )
    assert [r[:3] for r in got] == [("2025-03-01", -0.7419, 1)]  # (80 - 310) / 310 and (310 - 155) / 155


def test_dimension_named_value_and_constant_dimension(db):
    assert rows(db, metrics=["revenue", "orders"], group_by=[GroupBy(dimension="value")]) == [
        ("paid", 495, 7),
        ("refunded", 50, 1),
    ]
    assert rows(db, metrics=["revenue"], group_by=[GroupBy(dimension="channel_kind")]) == [("shop", 545)]


def test_offset_finer_than_the_period_moves_each_day(db):
    # MetricFlow joins the spine before aggregating: each day of February takes the orders of 7 days before
    # (Jan 25 .. Feb 21: 5 + 200 + 80), each day of March those of Feb 22 .. Mar 24 (30 + 70 + 10)
    month = [GroupBy(dimension="metric_time", grain="month")]
    got = rows(db, metrics=["revenue_week_before"], group_by=month, time_range=days("2025-02-01", "2025-03-31"))
    assert got == [("2025-02-01", 285), ("2025-03-01", 110)]
    # with no range, every order's day moves 7 days, then falls in its month
    assert rows(db, metrics=["revenue_week_before"], group_by=month) == [
        ("2025-01-01", 150),
        ("2025-02-01", 285),
        ("2025-03-01", 110),
    ]


def test_time_range_widened_to_whole_periods_of_the_grain(db):
    # as MetricFlow adjusts a time constraint: Jan 15 – Feb 10 by month covers January and February whole
    month = [GroupBy(dimension="metric_time", grain="month")]
    window = days("2025-01-15", "2025-02-10")
    got = rows(db, metrics=["revenue"], group_by=month, time_range=window, whole_periods=True)
    assert got == [("2025-01-01", 155), ("2025-02-01", 310)]
    assert rows(db, metrics=["revenue"], time_range=window, whole_periods=True) == [(335,)]  # by day
    # the agent's answers keep the range as asked: the days from Jan 15 to Feb 10 only
    clipped = rows(db, metrics=["revenue"], group_by=month, time_range=window)
    assert clipped != got and sum(v for _, v in clipped) == 335


def test_cumulative_by_its_own_time_dimension(db):
    # order__ordered_at is revenue's aggregation time: grouped by it, a cumulative metric is by metric_time
    got = rows(db, metrics=["revenue_to_date"], group_by=[GroupBy(dimension="order__ordered_at", grain="month")])
    assert got == [("2025-01-01", 100), ("2025-02-01", 155), ("2025-03-01", 535)]


def test_partition_dimensions_are_joined_on(db):
    # accounts_daily has a row per account and day: the tier of the transaction's own day
    assert rows(db, metrics=["txn_amount"], group_by=[GroupBy(dimension="tier")]) == [("gold", 10), ("silver", 25)]


def test_trailing_window_runs_past_the_last_order(db):
    # with no range, a 7-day window still counts the last order (Mar 15) for six more days, and month to date
    # counts March's orders to the month's end, as MetricFlow's time spine does
    daily = [GroupBy(dimension="metric_time", grain="day")]
    assert rows(db, metrics=["revenue_7d"], group_by=daily)[-1] == ("2025-03-21", 10)
    assert rows(db, metrics=["revenue_mtd"], group_by=daily)[-1] == ("2025-03-31", 80)


def test_offset_over_a_long_range_of_days(db):
    # 700 days listed in the SQL (SQLite allows 500 terms in one compound SELECT)
    got = rows(
        db,
        metrics=["revenue_week_before"],
        group_by=[GroupBy(dimension="metric_time", grain="month")],
        time_range=days("2024-01-01", "2025-11-30"),
    )
    assert [r for r in got if r[1] is not None] == [("2025-01-01", 150), ("2025-02-01", 285), ("2025-03-01", 110)]
