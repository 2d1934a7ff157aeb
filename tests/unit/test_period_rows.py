"""Which periods an answer lists (reader10, issue 32): a stored period belongs to the range its first day is in (a
weekly table's week of Monday Jul 28 is July's, not August's), and growth per period lists the periods up to the
last one with a value of its own. Compiled and run on SQLite, results asserted."""

from __future__ import annotations

import sqlite3
from datetime import date, timedelta
from pathlib import Path

import pytest

from sqlclarify.semantic.compile import compile_query
from sqlclarify.semantic.model import SemanticLayer
from sqlclarify.semantic.query import GroupBy, SemanticQuery, TimeRange
from sqlclarify.semantic.readers import load_semantic_layer

MODELS = """
version: 2
semantic_models:
  - name: tickets
    model: ref('weekly_tickets')
    defaults: {agg_time_dimension: ticket_week}
    entities:
      - {name: ticket_row, type: primary, expr: row_id}
    dimensions:
      - {name: ticket_week, type: time, type_params: {time_granularity: week}}
    measures:
      - {name: tickets, agg: sum, expr: tickets}
  - name: orders
    model: ref('orders')
    defaults: {agg_time_dimension: ordered_on}
    entities:
      - {name: order, type: primary, expr: order_id}
    dimensions:
      - {name: ordered_on, type: time, type_params: {time_granularity: day}}
    measures:
      - {name: order_count, agg: count, expr: order_id}
metrics:
  - {name: total_tickets, label: Tickets, type: simple, type_params: {measure: tickets}}
  - {name: orders, label: Orders, type: simple, type_params: {measure: order_count}}
"""


@pytest.fixture(scope="module")
def setup(tmp_path_factory: pytest.TempPathFactory) -> tuple[SemanticLayer, sqlite3.Connection]:
    folder: Path = tmp_path_factory.mktemp("periods")
    (folder / "models.yml").write_text(MODELS)
    con = sqlite3.connect(":memory:")
    con.execute("CREATE TABLE weekly_tickets (row_id INTEGER, ticket_week TEXT, tickets INTEGER)")
    monday = date(2025, 6, 30)
    for i in range(10):  # ten Mondays, 2025-06-30 to 2025-09-01, ten tickets more each week
        con.execute(
            "INSERT INTO weekly_tickets VALUES (?, ?, ?)", (i, (monday + timedelta(weeks=i)).isoformat(), 10 * i)
        )
    con.execute("CREATE TABLE orders (order_id INTEGER, ordered_on TEXT)")
    days = [date(2025, 1, 15), date(2025, 2, 3), date(2025, 2, 20), date(2025, 3, 9)]  # orders through March only
    con.executemany("INSERT INTO orders VALUES (?, ?)", [(i, d.isoformat()) for i, d in enumerate(days)])
    return load_semantic_layer(str(folder / "models.yml")), con


def rows(setup: tuple[SemanticLayer, sqlite3.Connection], query: SemanticQuery) -> list[tuple]:
    layer, con = setup
    return con.execute(compile_query(layer, query, "sqlite").sql).fetchall()


def test_a_stored_week_belongs_to_the_month_its_monday_is_in(setup) -> None:
    august = TimeRange(start="2025-08-01", end="2025-08-31", label="Aug 2025")
    weekly = SemanticQuery(metrics=["total_tickets"], time_range=august)
    assert rows(setup, weekly) == [(50 + 60 + 70 + 80,)]  # the weeks of Aug 4, 11, 18 and 25; Jul 28 is July's
    by_week = SemanticQuery(
        metrics=["total_tickets"], time_range=august, group_by=[GroupBy(dimension="metric_time", grain="week")]
    )
    assert [r[0] for r in rows(setup, by_week)] == ["2025-08-04", "2025-08-11", "2025-08-18", "2025-08-25"]


def test_a_range_inside_one_stored_week_is_that_week(setup) -> None:
    one_day = TimeRange(start="2025-08-06", end="2025-08-06", label="2025-08-06")
    assert rows(setup, SemanticQuery(metrics=["total_tickets"], time_range=one_day)) == [(50,)]


def test_growth_per_period_stops_at_the_last_period_with_data(setup) -> None:
    query = SemanticQuery(
        metrics=["orders"],
        group_by=[GroupBy(dimension="metric_time", grain="month")],
        time_range=TimeRange(start="2025-01-01", end="2025-12-31", label="2025"),
        compare_to=TimeRange(start="2024-12-01", end="2025-11-30", label="the month before each month"),
    )
    months = [r[0] for r in rows(setup, query)]
    assert months == ["2025-01-01", "2025-02-01", "2025-03-01"]  # no April row made of March's orders alone


def test_a_range_of_days_keeps_every_stored_week_it_touches(setup) -> None:
    days = TimeRange(start="2025-08-06", end="2025-08-20", label="2025-08-06 to 2025-08-20")
    assert rows(setup, SemanticQuery(metrics=["total_tickets"], time_range=days)) == [(50 + 60 + 70,)]
