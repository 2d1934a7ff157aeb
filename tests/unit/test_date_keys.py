"""Time dimensions storing a date as a YYYYMMDD integer key: found from the data, then filtered and grouped as the
dates they stand for, on real SQLite and DuckDB, against hand-written SQL over the integer keys."""

from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path

import duckdb
import pytest

from sqlclarify.semantic.compile import compile_query
from sqlclarify.semantic.date_keys import all_date_keys, is_date_key, mark_date_keys
from sqlclarify.semantic.model import SemanticLayer
from sqlclarify.semantic.query import GroupBy, SemanticQuery, TimeRange
from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.warehouse import open_warehouse
from sqlclarify.warehouse.base import QueryError, Warehouse

# a beekeeper's harvests (harvest_id, harvested_key, hive, kilos): days across quarters and a year's turn
ROWS = [
    (1, 20240930, "north", 3.0),
    (2, 20241001, "north", 5.0),
    (3, 20241231, "south", 2.5),
    (4, 20250101, "south", 4.0),
    (5, 20250131, "north", 1.5),
    (6, 20250201, "south", 6.0),
    (7, 20250315, "north", 2.0),
    (8, 20250401, "south", 7.0),
]

MODEL = """\
semantic_models:
  - name: harvests
    model: ref('harvests')
    defaults:
      agg_time_dimension: harvested_on
    entities:
      - name: harvest
        type: primary
        expr: harvest_id
    dimensions:
      - name: harvested_on
        type: time
        expr: {expr}
        type_params:
          time_granularity: day
      - name: hive
        type: categorical
    measures:
      - name: honey_kilos
        agg: sum
        expr: kilos
      - name: last_day_kilos
        agg: sum
        expr: kilos
        non_additive_dimension:
          name: harvested_on
          window_choice: max
metrics:
  - name: honey
    label: Honey harvested
    type: simple
    type_params:
      measure: honey_kilos
  - name: last_day_honey
    label: Honey on the last day
    type: simple
    type_params:
      measure: last_day_kilos
"""
# the key as stored, and the key cast to a date through text (as one project's layer writes it)
EXPRS = ["harvested_key", "CAST(CAST(harvested_key AS VARCHAR) AS DATE)"]


def _warehouse(tmp_path: Path, engine: str) -> Warehouse:
    if engine == "sqlite":
        path = tmp_path / "hives.sqlite"
        with sqlite3.connect(path) as conn:
            conn.execute("CREATE TABLE harvests (harvest_id INT, harvested_key INTEGER, hive TEXT, kilos REAL)")
            conn.executemany("INSERT INTO harvests VALUES (?, ?, ?, ?)", ROWS)
    else:
        path = tmp_path / "hives.duckdb"
        conn = duckdb.connect(str(path))
        conn.execute("CREATE TABLE harvests (harvest_id INT, harvested_key INTEGER, hive TEXT, kilos DOUBLE)")
        conn.executemany("INSERT INTO harvests VALUES (?, ?, ?, ?)", ROWS)
        conn.close()
    return open_warehouse(str(path))


def _layer(tmp_path: Path, expr: str, warehouse: Warehouse) -> SemanticLayer:
    models = tmp_path / "models"
    models.mkdir(exist_ok=True)
    (models / "harvests.yml").write_text(MODEL.format(expr=expr), encoding="utf-8")

    def read(sql: str) -> list[object] | None:
        try:
            return [row[0] for row in warehouse.run(sql).rows]
        except QueryError:
            return None

    return mark_date_keys(load_semantic_layer(models), read, warehouse.dialect)


def _rows(warehouse: Warehouse, sql: str) -> list[tuple[str, float]]:
    return sorted((str(day)[:10], float(value)) for day, value in warehouse.run(sql).rows)


# hand-written over the integer keys: the period's first day from the key's parts, ranges as key ranges
def _by_month(engine: str, where: str) -> str:
    div = "/" if engine == "sqlite" else "//"
    return (
        f"SELECT printf('%04d-%02d-01', harvested_key {div} 10000, harvested_key {div} 100 % 100), SUM(kilos) "
        f"FROM harvests WHERE {where} GROUP BY 1"
    )


def _by_quarter(engine: str) -> str:
    div = "/" if engine == "sqlite" else "//"
    month = f"((harvested_key {div} 100 % 100 - 1) {div} 3 * 3 + 1)"
    return f"SELECT printf('%04d-%02d-01', harvested_key {div} 10000, {month}), SUM(kilos) FROM harvests GROUP BY 1"


@pytest.mark.parametrize("engine", ["sqlite", "duckdb"])
@pytest.mark.parametrize("expr", EXPRS)
def test_a_date_key_is_found_from_its_values(tmp_path: Path, engine: str, expr: str) -> None:
    warehouse = _warehouse(tmp_path, engine)
    dim = _layer(tmp_path, expr, warehouse).model("harvests").dimension("harvested_on")
    assert dim is not None and dim.date_key and dim.expr == "harvested_key"


@pytest.mark.parametrize("engine", ["sqlite", "duckdb"])
@pytest.mark.parametrize("expr", EXPRS)
def test_a_period_filters_and_groups_by_the_keys_days(tmp_path: Path, engine: str, expr: str) -> None:
    warehouse = _warehouse(tmp_path, engine)
    layer = _layer(tmp_path, expr, warehouse)
    query = SemanticQuery(
        metrics=["honey"],
        group_by=[GroupBy(dimension="metric_time", grain="month")],
        time_range=TimeRange(start="2024-12-01", end="2025-02-28", label="Dec 2024 to Feb 2025"),
    )
    sql = compile_query(layer, query, warehouse.dialect).sql
    assert ">= 20241201" in sql and "< 20250301" in sql  # a range of keys, as the stored keys compare
    got = _rows(warehouse, sql)
    expected = _rows(warehouse, _by_month(engine, "harvested_key >= 20241201 AND harvested_key < 20250301"))
    assert got == expected == [("2024-12-01", 2.5), ("2025-01-01", 5.5), ("2025-02-01", 6.0)]


@pytest.mark.parametrize("engine", ["sqlite", "duckdb"])
def test_quarters_come_from_the_keys_months(tmp_path: Path, engine: str) -> None:
    warehouse = _warehouse(tmp_path, engine)
    layer = _layer(tmp_path, "harvested_key", warehouse)
    query = SemanticQuery(metrics=["honey"], group_by=[GroupBy(dimension="metric_time", grain="quarter")])
    got = _rows(warehouse, compile_query(layer, query, warehouse.dialect).sql)
    assert got == _rows(warehouse, _by_quarter(engine))
    assert got == [("2024-07-01", 3.0), ("2024-10-01", 7.5), ("2025-01-01", 13.5), ("2025-04-01", 7.0)]


def test_only_eight_digit_numbers_of_real_days_are_keys() -> None:
    assert is_date_key(20250601) and is_date_key("20250601")
    for value in (2025, 202506, 20251301, 20250230, "2025-06-01", date(2025, 6, 1), 20250601.0, True, 123456789):
        assert not is_date_key(value), value
    assert not all_date_keys([]) and not all_date_keys([None])  # unsure: today's reading
    assert not all_date_keys([20250601, 42])  # one value that is no day: no key column


@pytest.mark.parametrize("engine", ["sqlite", "duckdb"])
def test_a_column_of_other_integers_keeps_todays_reading(tmp_path: Path, engine: str) -> None:
    warehouse = _warehouse(tmp_path, engine)
    dim = _layer(tmp_path, "harvest_id", warehouse).model("harvests").dimension("harvested_on")
    assert dim is not None and not dim.date_key and dim.expr == "harvest_id"


@pytest.mark.parametrize("engine", ["sqlite", "duckdb"])
def test_a_balance_keeps_each_months_last_key_day(tmp_path: Path, engine: str) -> None:
    warehouse = _warehouse(tmp_path, engine)
    layer = _layer(tmp_path, "harvested_key", warehouse)
    query = SemanticQuery(metrics=["last_day_honey"], group_by=[GroupBy(dimension="metric_time", grain="month")])
    got = _rows(warehouse, compile_query(layer, query, warehouse.dialect).sql)
    div = "/" if engine == "sqlite" else "//"
    last = f"harvested_key IN (SELECT MAX(harvested_key) FROM harvests GROUP BY harvested_key {div} 100)"
    assert got == _rows(warehouse, _by_month(engine, last))
    assert ("2025-01-01", 1.5) in got and ("2024-12-01", 2.5) in got
