"""A tiny shop for compiler tests: orders (timestamps) → customers → countries (two entity hops), ad revenue
in a monthly table, daily active users; NULL dimensions, and sources missing rows for some groups.
The same rows are loaded into SQLite (ISO text dates), DuckDB and PostgreSQL (DATE / TIMESTAMP)."""

from __future__ import annotations

import sqlite3
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

from sqlclarify.semantic.model import (
    Dimension,
    Entity,
    Measure,
    MeasureInput,
    Metric,
    MetricInput,
    SemanticLayer,
    SemanticModel,
    TimeRollup,
)

COUNTRIES = [("ID", "SEA"), ("SG", "SEA"), ("US", "NA"), ("XX", None)]
CUSTOMERS = [(1, "ID", "retail"), (2, "ID", "corporate"), (3, "US", "retail"), (4, None, "retail"), (5, "SG", "corp")]
ORDERS = [  # order_id, customer_id, ordered_at, amount, status, is_first
    (1, 1, "2025-01-05 10:00:00", 100, "paid", True),
    (2, 1, "2025-01-20 12:00:00", 50, "refunded", False),
    (8, 2, "2025-01-31 23:30:00", 5, "paid", False),
    (3, 2, "2025-02-03 09:00:00", 200, "paid", True),
    (4, 3, "2025-02-10 18:00:00", 80, "paid", True),
    (5, 4, "2025-02-28 08:00:00", 30, "paid", True),
    (6, 3, "2025-03-01 00:00:00", 70, "paid", False),
    (7, None, "2025-03-15 14:00:00", 10, "paid", False),
]
AD_REVENUE = [  # month (first day), country_code, revenue
    ("2025-01-01", "ID", 1000),
    ("2025-01-01", "SG", 300),
    ("2025-02-01", "ID", 1100),
    ("2025-02-01", "SG", 400),
    ("2025-03-01", "US", 50),
    ("2025-03-01", "XX", 20),
]
DAILY_USERS = [  # day, country_code, active_users
    ("2025-01-01", "ID", 10),
    ("2025-01-01", "SG", 5),
    ("2025-01-02", "ID", 20),
    ("2025-02-01", "ID", 40),
    ("2025-02-02", "ID", 60),
]

TABLES = {
    "countries": ("code TEXT PRIMARY KEY, region TEXT", COUNTRIES),
    "customers": ("customer_id INTEGER PRIMARY KEY, country_code TEXT, segment TEXT", CUSTOMERS),
    "orders": (
        "order_id INTEGER PRIMARY KEY, customer_id INTEGER, ordered_at {ts}, amount INTEGER, status TEXT, "
        "is_first BOOLEAN",
        ORDERS,
    ),
    "ad_revenue_monthly": ("month {date}, country_code TEXT, revenue INTEGER", AD_REVENUE),
    "daily_users": ("day {date}, country_code TEXT, active_users INTEGER", DAILY_USERS),
    # names that need quoting: a reserved word, mixed case (PostgreSQL folds bare names to lower case)
    '"Order"': (
        '"group" TEXT, "Total" INTEGER, "Day" {date}',
        [("a", 1, "2025-01-01"), ("b", 2, "2025-01-02"), (None, 4, "2025-02-01")],
    ),
}


def _typed(row: tuple, engine: str) -> tuple:
    if engine == "sqlite":
        return row
    out: list[Any] = []
    for value in row:
        if isinstance(value, str) and len(value) == 19 and value[4] == "-" and value[10] == " ":
            value = datetime.fromisoformat(value)
        elif isinstance(value, str) and len(value) == 10 and value[4] == "-":
            value = date.fromisoformat(value)
        out.append(value)
    return tuple(out)


def _ddl(engine: str) -> list[tuple[str, str, list[tuple]]]:
    types = {"ts": "TEXT", "date": "TEXT"} if engine == "sqlite" else {"ts": "TIMESTAMP", "date": "DATE"}
    return [(name, cols.format(**types), [_typed(r, engine) for r in rows]) for name, (cols, rows) in TABLES.items()]


def build_sqlite(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        for name, cols, rows in _ddl("sqlite"):
            conn.execute(f"CREATE TABLE {name} ({cols})")
            conn.executemany(f"INSERT INTO {name} VALUES ({', '.join('?' * len(rows[0]))})", rows)
    conn.close()


def build_duckdb(path: Path) -> None:
    import duckdb

    conn = duckdb.connect(str(path))
    for name, cols, rows in _ddl("duckdb"):
        conn.execute(f"CREATE TABLE {name} ({cols})")
        conn.executemany(f"INSERT INTO {name} VALUES ({', '.join('?' * len(rows[0]))})", rows)
    conn.close()


def build_postgres(url: str) -> None:
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        for name, cols, rows in _ddl("postgres"):
            conn.execute(f"CREATE TABLE {name} ({cols})")
            with conn.cursor() as cur:
                cur.executemany(f"INSERT INTO {name} VALUES ({', '.join(['%s'] * len(rows[0]))})", rows)


def normalize(value: Any) -> Any:
    """Engine values made comparable: dates as ISO text, numbers rounded to 4 places."""
    if isinstance(value, datetime):
        return value.date().isoformat() if value.time() == datetime.min.time() else value.isoformat(sep=" ")
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, Decimal | float):
        number = round(float(value), 4)
        return int(number) if number.is_integer() else number
    return value


def run(engine: str, target: str, sql: str) -> list[tuple]:
    """Run SQL on a shop database: a SQLite or DuckDB file path, or a PostgreSQL URL."""
    if engine == "sqlite":
        conn = sqlite3.connect(target)
        try:
            rows = conn.execute(sql).fetchall()
        finally:
            conn.close()
    elif engine == "duckdb":
        import duckdb

        conn = duckdb.connect(target, read_only=True)
        try:
            rows = conn.execute(sql).fetchall()
        finally:
            conn.close()
    else:
        import psycopg

        with psycopg.connect(target) as conn:
            rows = conn.execute(sql).fetchall()
    return [tuple(normalize(v) for v in row) for row in rows]


def _simple(
    name: str, measure: str, fill: float | None = None, measure_filter: list[str] | None = None, **kw: Any
) -> Metric:
    measure_input = MeasureInput(name=measure, fill_nulls_with=fill, filter=measure_filter or [])
    return Metric(name=name, type="simple", label=name.replace("_", " "), measure=measure_input, **kw)


def shop_layer() -> SemanticLayer:
    orders = SemanticModel(
        name="orders",
        table="orders",
        entities=[
            Entity(name="order", type="primary", expr="order_id"),
            Entity(name="customer", type="foreign", expr="customer_id"),
        ],
        dimensions=[
            Dimension(name="ordered_at", type="time", expr="ordered_at", granularity="day"),
            Dimension(name="status", type="categorical", expr="status"),
        ],
        measures=[
            Measure(name="revenue", agg="sum", expr="amount"),
            Measure(name="order_count", agg="count", expr="order_id"),
            Measure(name="buyer_count", agg="count_distinct", expr="customer_id"),
            Measure(name="avg_amount", agg="average", expr="amount"),
            Measure(name="max_amount", agg="max", expr="amount"),
            Measure(name="min_amount", agg="min", expr="amount"),
            Measure(name="first_order_count", agg="sum_boolean", expr="is_first"),
            Measure(name="median_amount", agg="median", expr="amount"),
        ],
        default_agg_time_dimension="ordered_at",
    )
    customers = SemanticModel(
        name="customers",
        table="customers",
        entities=[
            Entity(name="customer", type="primary", expr="customer_id"),
            Entity(name="country", type="foreign", expr="country_code"),
        ],
        dimensions=[Dimension(name="segment", type="categorical", expr="segment")],
    )
    countries = SemanticModel(
        name="countries",
        table="countries",
        entities=[Entity(name="country", type="primary", expr="code")],
        dimensions=[
            Dimension(name="country_code", type="categorical", expr="code"),
            Dimension(name="region", type="categorical", expr="region"),
        ],
    )
    ads = SemanticModel(
        name="ad_revenue",
        table="ad_revenue_monthly",
        entities=[Entity(name="country", type="foreign", expr="country_code")],
        dimensions=[Dimension(name="month", type="time", expr="month", granularity="month")],
        measures=[Measure(name="ad_revenue", agg="sum", expr="revenue", agg_time_dimension="month")],
    )
    users = SemanticModel(
        name="daily_users",
        table="daily_users",
        entities=[Entity(name="country", type="foreign", expr="country_code")],
        dimensions=[Dimension(name="day", type="time", expr="day", granularity="day")],
        measures=[Measure(name="active_users", agg="sum", expr="active_users")],
        default_agg_time_dimension="day",
    )
    paid = "{{ Dimension('order__status') }} = 'paid'"
    metrics = [
        _simple("revenue", "revenue"),
        _simple("paid_revenue", "revenue", filter=[paid]),
        _simple("orders", "order_count"),
        _simple("buyers", "buyer_count"),
        _simple("avg_order", "avg_amount"),
        _simple("max_order", "max_amount"),
        _simple("min_order", "min_amount"),
        _simple("first_orders", "first_order_count"),
        _simple("median_order", "median_amount"),
        _simple("ad_revenue", "ad_revenue"),
        _simple("revenue_or_zero", "revenue", fill=0),
        _simple("ad_revenue_or_zero", "ad_revenue", fill=0),
        _simple("refunded_revenue", "revenue", measure_filter=["{{ Dimension('order__status') }} = 'refunded'"]),
        _simple("known_customer_revenue", "revenue", filter=["{{ Entity('customer') }} IS NOT NULL"]),
        _simple("january_revenue", "revenue", filter=["{{ TimeDimension('metric_time', 'month') }} = '2025-01-01'"]),
        _simple("dau", "active_users", time_rollup=TimeRollup(grain="day", agg="average")),
        _simple("peak_dau", "active_users", time_rollup=TimeRollup(grain="day", agg="max")),
        _simple("last_dau", "active_users", time_rollup=TimeRollup(grain="day", agg="last")),
        Metric(
            name="revenue_per_order",
            type="ratio",
            label="revenue per order",
            numerator=MetricInput(name="revenue"),
            denominator=MetricInput(name="orders"),
        ),
        Metric(
            name="revenue_per_first_order",
            type="ratio",
            label="revenue per first order",
            numerator=MetricInput(name="revenue"),
            denominator=MetricInput(name="first_orders"),
        ),
        Metric(
            name="paid_share",
            type="ratio",
            label="paid share",
            numerator=MetricInput(name="revenue", filter=[paid]),
            denominator=MetricInput(name="revenue"),
        ),
        Metric(
            name="total_revenue",
            type="derived",
            label="total revenue",
            expr="shop + ads",
            metrics=[
                MetricInput(name="revenue_or_zero", alias="shop"),
                MetricInput(name="ad_revenue_or_zero", alias="ads"),
            ],
        ),
        Metric(
            name="total_revenue_strict",
            type="derived",
            label="total revenue strict",
            expr="revenue + ad_revenue",
            metrics=[MetricInput(name="revenue"), MetricInput(name="ad_revenue")],
        ),
        Metric(
            name="revenue_growth",
            type="derived",
            label="revenue growth",
            expr="(revenue - previous) / previous",
            metrics=[
                MetricInput(name="revenue"),
                MetricInput(name="revenue", offset_window="1 month", alias="previous"),
            ],
        ),
        Metric(
            name="revenue_month_ago",
            type="derived",
            label="revenue a month ago",
            expr="previous",
            metrics=[MetricInput(name="revenue", offset_window="1 month", alias="previous")],
        ),
        Metric(
            name="revenue_to_date", type="cumulative", label="revenue to date", measure=MeasureInput(name="revenue")
        ),
        Metric(
            name="revenue_7d",
            type="cumulative",
            label="revenue 7 days",
            measure=MeasureInput(name="revenue"),
            window="7 days",
        ),
        Metric(
            name="revenue_mtd",
            type="cumulative",
            label="revenue month to date",
            measure=MeasureInput(name="revenue"),
            grain_to_date="month",
        ),
    ]
    return SemanticLayer(
        semantic_models=[orders, customers, countries, ads, users], metrics={m.name: m for m in metrics}
    )


def quoted_layer() -> SemanticLayer:
    """A catalog whose table, model, dimension and metric names all need quoting somewhere."""
    model = SemanticModel(
        name="order",
        table="Order",
        entities=[Entity(name="group", type="primary", expr='"group"')],
        dimensions=[
            Dimension(name="group", type="categorical", expr='"group"'),
            Dimension(name="Day", type="time", expr='"Day"', granularity="day"),
        ],
        measures=[Measure(name="total", agg="sum", expr='"Total"')],
        default_agg_time_dimension="Day",
    )
    metric = Metric(name="select", type="simple", label="select", measure=MeasureInput(name="total"))
    return SemanticLayer(semantic_models=[model], metrics={"select": metric})
