"""An all-time cumulative metric (MetricFlow's `type: cumulative` with no window) on the SQL engines the tests
start: the per-day partials read in time order beside the periods' ends (compile.py, `running_from_days`),
grouped by day and by month, by a dimension and with none — the totals a hand count gives, on each engine.

Not on local Spark: there the same rows take 40–70 s per query on the tests' two shared cores (Spark plans each
CTE where it is used, the days' partials several times over), in this form and in the join it replaced alike,
past the agent's 10 s limit; Spark's SQL for the other metric types is tested in test_spark.py and the suites."""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

import pytest

from sqlclarify.semantic.compile import compile_query
from sqlclarify.semantic.query import GroupBy, SemanticQuery, TimeRange
from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.warehouse import open_warehouse
from tests.support.on_engines import ENGINES, load_on_engine
from tests.support.tables import Table

SQL_ENGINES = [engine for engine in ENGINES if engine != "spark"]

CATALOG = """
semantic_models:
  - name: orders
    model: ref('orders')
    defaults: {agg_time_dimension: ordered_on}
    entities: [{name: order, type: primary, expr: order_id}]
    dimensions:
      - {name: ordered_on, type: time, type_params: {time_granularity: day}}
      - {name: region, type: categorical}
    measures:
      - {name: amount, agg: sum}
      - {name: biggest, agg: max, expr: amount}
      - {name: orders, agg: count, expr: order_id}
metrics:
  - {name: amount_to_date, type: cumulative, label: Amount to date, type_params: {measure: amount}}
  - {name: biggest_to_date, type: cumulative, label: Biggest order to date, type_params: {measure: biggest}}
  - {name: orders_to_date, type: cumulative, label: Orders to date, type_params: {measure: orders}}
"""
ORDERS = [  # order_id, ordered_on, region, amount: two orders on one day, a region that starts late, a quiet day
    (1, date(2025, 1, 3), "north", 10),
    (2, date(2025, 1, 3), "south", 5),
    (3, date(2025, 1, 3), "north", 2),
    (4, date(2025, 1, 6), "north", 7),
    (5, date(2025, 2, 2), "south", 20),
    (6, date(2025, 2, 15), "north", 1),
    (7, date(2025, 3, 1), "west", 4),
]
TABLE = Table(
    "orders", [("order_id", "int"), ("ordered_on", "date"), ("region", "text"), ("amount", "int")], ORDERS, ["order_id"]
)
METRICS = ["amount_to_date", "biggest_to_date", "orders_to_date"]
FIRST_WEEK = TimeRange(start="2025-01-01", end="2025-01-07", label="the first week of January")


@pytest.fixture(scope="module", params=SQL_ENGINES)
def target(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[str, str]:
    engine = request.param
    return engine, load_on_engine(engine, [TABLE], "cumulative", request, tmp_path_factory.mktemp(f"cum-{engine}"))


@pytest.fixture(scope="module")
def layer(tmp_path_factory: pytest.TempPathFactory):
    folder: Path = tmp_path_factory.mktemp("cumulative-catalog")
    (folder / "models.yml").write_text(CATALOG, encoding="utf-8")
    return load_semantic_layer(folder)


def _rows(layer, target: tuple[str, str], **query) -> list[tuple]:
    dialect, where = target
    sql = compile_query(layer, SemanticQuery(metrics=METRICS, **query), dialect).sql
    result = open_warehouse(where).run(sql)
    return sorted(
        tuple(str(v)[:10] if i == 0 else v if isinstance(v, str) else int(v) for i, v in enumerate(row))
        for row in result.rows
    )


def _by_hand(day: date, region: str | None) -> tuple[int, int, int] | None:
    """(amount, biggest, orders) to the end of `day`, for one region or all; None before its first order."""
    amounts = [a for _, d, r, a in ORDERS if d <= day and region in (None, r)]
    return (sum(amounts), max(amounts), len(amounts)) if amounts else None


def test_by_day_over_a_range_as_counted_by_hand(layer, target) -> None:
    days = [date(2025, 1, 1) + timedelta(days=i) for i in range(7)]
    total = _rows(layer, target, group_by=[GroupBy(dimension="metric_time", grain="day")], time_range=FIRST_WEEK)
    assert total == [(d.isoformat(), *_by_hand(d, None)) for d in days if _by_hand(d, None)]
    by_region = _rows(
        layer,
        target,
        group_by=[GroupBy(dimension="metric_time", grain="day"), GroupBy(dimension="region")],
        time_range=FIRST_WEEK,
    )
    expected = [
        (d.isoformat(), region, *_by_hand(d, region))
        for d in days
        for region in ("north", "south", "west")
        if _by_hand(d, region)
    ]
    assert by_region == sorted(expected)


def test_by_month_with_no_range_as_counted_by_hand(layer, target) -> None:
    # each month's value is the total to its first day with a value (MetricFlow's period_agg: first)
    got = _rows(layer, target, group_by=[GroupBy(dimension="metric_time", grain="month")])
    firsts = [date(2025, 1, 3), date(2025, 2, 1), date(2025, 3, 1)]
    assert got == [(d.replace(day=1).isoformat(), *_by_hand(d, None)) for d in firsts]
