"""A catalog written in one warehouse's SQL (Databricks, Snowflake, BigQuery) answers on another (SQLite, DuckDB):
each expression is translated, functions the target lacks are written from parts it has, a weekday keeps the
number the catalog's engine gives it, and what cannot be translated is one error line naming the dimension and
the function. Run on real engines against SQL written by hand, on a small orchard catalog written for this test."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import duckdb
import pytest

from sqlclarify.semantic.compile import compile_query
from sqlclarify.semantic.errors import CompileError
from sqlclarify.semantic.query import DimensionFilter, GroupBy, SemanticQuery
from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.warehouse import open_warehouse, validate_sql
from sqlclarify.warehouse.base import Warehouse

# (picking_id, harvest_year, picked_on, crop, kilos): days on several weekdays (2024-03-03 is a Sunday)
ROWS = [
    (1, 2023, "2023-09-10", "apple-gala", 12.5),  # Sunday
    (2, 2023, "2023-09-11", "pear-conference", 8.0),  # Monday
    (3, 2023, "2023-09-16", "apple-gala", 4.0),  # Saturday
    (4, 2024, "2024-03-03", "apple-fuji", 20.0),  # Sunday
    (5, 2024, "2024-03-06", "pear-conference", 3.5),  # Wednesday
    (6, 2024, "2024-06-15", "plum-victoria", 7.25),  # Saturday
]

# each source dialect's own way to write the season's first day, the weekday and the month
SOURCES = {
    "databricks": ("make_date(cast(harvest_year as int), 1, 1)", "extract(dayofweek from picked_on)", "month"),
    "snowflake": ("date_from_parts(harvest_year, 1, 1)", "extract(dayofweek from picked_on)", "month"),
    "bigquery": ("date(harvest_year, 1, 1)", "extract(dayofweek from cast(picked_on as date))", "month"),
}
# the number each source gives Sunday (Databricks and BigQuery count Sunday 1, Snowflake Sunday 0)
SUNDAY = {"databricks": 1, "snowflake": 0, "bigquery": 1}

MODEL = """\
semantic_models:
  - name: pickings
    model: ref('pickings')
    defaults:
      agg_time_dimension: picked_on
    entities:
      - name: picking
        type: primary
        expr: picking_id
    dimensions:
      - name: picked_on
        type: time
        type_params:
          time_granularity: day
      - name: harvest_season
        type: time
        type_params:
          time_granularity: year
        expr: {season}
      - name: picked_weekday
        type: categorical
        expr: {weekday}
      - name: picked_month
        type: categorical
        expr: {month}(picked_on)
      - name: crop_family
        type: categorical
        expr: {family}
    measures:
      - name: kilos
        agg: sum
        expr: kilos
metrics:
  - name: kilos_picked
    label: Kilos picked
    type: simple
    type_params:
      measure: kilos
"""


def _catalog(tmp_path: Path, dialect: str, family: str = "crop") -> Path:
    season, weekday, month = SOURCES[dialect]
    project = tmp_path / f"orchard_{dialect}"
    (project / "models").mkdir(parents=True, exist_ok=True)
    (project / "dbt_project.yml").write_text(
        f"name: orchard\nmodel-paths: [models]\nvars:\n  sqlclarify:\n    sql_dialect: {dialect}\n", encoding="utf-8"
    )
    text = MODEL.format(season=season, weekday=weekday, month=month, family=family)
    (project / "models" / "pickings.yml").write_text(text, encoding="utf-8")
    return project / "models"


def _sqlite(tmp_path: Path) -> Path:
    path = tmp_path / "orchard.sqlite"
    if path.exists():
        return path
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE pickings (picking_id INT, harvest_year INT, picked_on TEXT, crop TEXT, kilos REAL)")
        conn.executemany("INSERT INTO pickings VALUES (?, ?, ?, ?, ?)", ROWS)
    return path


def _duckdb(tmp_path: Path) -> Path:
    path = tmp_path / "orchard.duckdb"
    if path.exists():
        return path
    conn = duckdb.connect(str(path))
    conn.execute("CREATE TABLE pickings (picking_id INT, harvest_year INT, picked_on DATE, crop TEXT, kilos DOUBLE)")
    conn.executemany("INSERT INTO pickings VALUES (?, ?, ?, ?, ?)", ROWS)
    conn.close()
    return path


def _warehouse(tmp_path: Path, engine: str) -> Warehouse:
    return open_warehouse(str(_sqlite(tmp_path) if engine == "sqlite" else _duckdb(tmp_path)))


def _run(warehouse: Warehouse, sql: str) -> list[tuple]:
    return sorted(tuple(str(v) for v in row) for row in warehouse.run(sql).rows)


def _answer(warehouse: Warehouse, dialect: str, query: SemanticQuery, tmp_path: Path) -> list[tuple]:
    """The compiled query's rows on the engine, after the validator (with the engine's EXPLAIN) accepted it."""
    compiled = compile_query(load_semantic_layer(_catalog(tmp_path, dialect)), query, warehouse.dialect)
    report = validate_sql(compiled.sql, warehouse)
    assert report.ok, report.summary()
    return _run(warehouse, compiled.sql)


# hand-written answers in each engine's own SQL
SEASON_SQL = {
    "sqlite": "SELECT harvest_year || '-01-01', SUM(kilos) FROM pickings GROUP BY harvest_year",
    "duckdb": "SELECT make_date(harvest_year, 1, 1), SUM(kilos) FROM pickings GROUP BY harvest_year",
}
# the weekday numbered from Sunday 0 ({sunday} added) in March and September, as each engine counts
WEEKDAY_SQL = {
    "sqlite": "SELECT CAST(strftime('%w', picked_on) AS INTEGER) + {sunday}, SUM(kilos) FROM pickings "
    "WHERE CAST(strftime('%m', picked_on) AS INTEGER) IN (3, 9) GROUP BY 1",
    "duckdb": "SELECT dayofweek(picked_on) + {sunday}, SUM(kilos) FROM pickings WHERE month(picked_on) IN (3, 9) "
    "GROUP BY 1",
}


@pytest.mark.parametrize("engine", ["sqlite", "duckdb"])
@pytest.mark.parametrize("dialect", sorted(SOURCES))
def test_a_season_made_from_its_year_answers_on_another_engine(tmp_path: Path, dialect: str, engine: str) -> None:
    query = SemanticQuery(metrics=["kilos_picked"], group_by=[GroupBy(dimension="picking__harvest_season")])
    warehouse = _warehouse(tmp_path, engine)
    expected = _run(warehouse, SEASON_SQL[engine])
    assert _answer(warehouse, dialect, query, tmp_path) == expected
    assert [row[0][:10] for row in expected] == ["2023-01-01", "2024-01-01"]


@pytest.mark.parametrize("engine", ["sqlite", "duckdb"])
@pytest.mark.parametrize("dialect", sorted(SOURCES))
def test_a_weekday_keeps_the_number_its_engine_gives(tmp_path: Path, dialect: str, engine: str) -> None:
    # Sundays (12.5 + 20 kilos) are the catalog's engine's Sunday number: 1 on Databricks and BigQuery, 0 on Snowflake
    query = SemanticQuery(
        metrics=["kilos_picked"],
        group_by=[GroupBy(dimension="picking__picked_weekday")],
        filters=[DimensionFilter(dimension="picking__picked_month", values=["3", "9"])],
    )
    warehouse = _warehouse(tmp_path, engine)
    expected = _run(warehouse, WEEKDAY_SQL[engine].format(sunday=SUNDAY[dialect]))
    answer = _answer(warehouse, dialect, query, tmp_path)
    assert answer == expected
    assert (str(SUNDAY[dialect]), "32.5") in answer


def test_an_expression_with_no_translation_is_one_line_naming_it(tmp_path: Path) -> None:
    # Databricks' split_part has no SQLite function: refused at compile time, never run, named with its dimension
    layer = load_semantic_layer(_catalog(tmp_path, "databricks", family="split_part(crop, '-', 1)"))
    query = SemanticQuery(metrics=["kilos_picked"], group_by=[GroupBy(dimension="picking__crop_family")])
    with pytest.raises(CompileError, match=r"dimension 'picking__crop_family'.*split_part\(\)") as caught:
        compile_query(layer, query, "sqlite")
    assert "\n" not in str(caught.value)
    # DuckDB has it: the same catalog answers there
    rows = _run(_warehouse(tmp_path, "duckdb"), compile_query(layer, query, "duckdb").sql)
    assert rows == [("apple", "36.5"), ("pear", "11.5"), ("plum", "7.25")]


def test_a_catalog_in_the_engines_own_dialect_is_left_as_written(tmp_path: Path) -> None:
    # no translation: DuckDB's own extract(dow …) is DuckDB's number (Sunday 0) on DuckDB
    models = _catalog(tmp_path, "databricks")
    (models.parent / "dbt_project.yml").write_text(
        "name: orchard\nmodel-paths: [models]\nvars:\n  sqlclarify:\n    sql_dialect: duckdb\n", encoding="utf-8"
    )
    text = (models / "pickings.yml").read_text(encoding="utf-8")
    (models / "pickings.yml").write_text(
        text.replace("extract(dayofweek from picked_on)", "extract(dow from picked_on)"), encoding="utf-8"
    )
    query = SemanticQuery(metrics=["kilos_picked"], group_by=[GroupBy(dimension="picking__picked_weekday")])
    compiled = compile_query(load_semantic_layer(models), query, "duckdb")
    assert "ISODOW" not in compiled.sql.upper()
    assert ("0", "32.5") in _run(_warehouse(tmp_path, "duckdb"), compiled.sql)


def test_a_date_written_as_text_answers_in_sqlites_codes(tmp_path: Path) -> None:
    # Databricks' 'yyyy-MM' (which sqlglot marks as strictly parsed) is SQLite's '%Y-%m'
    layer = load_semantic_layer(_catalog(tmp_path, "databricks", family="date_format(picked_on, 'yyyy-MM')"))
    query = SemanticQuery(metrics=["kilos_picked"], group_by=[GroupBy(dimension="picking__crop_family")])
    warehouse = _warehouse(tmp_path, "sqlite")
    expected = _run(warehouse, "SELECT strftime('%Y-%m', picked_on), SUM(kilos) FROM pickings GROUP BY 1")
    assert _run(warehouse, compile_query(layer, query, "sqlite").sql) == expected
    assert expected[0] == ("2023-09", "24.5")


def test_a_format_code_sqlite_lacks_is_refused_not_answered_null(tmp_path: Path) -> None:
    # SQLite's strftime answers NULL for a month's name: one line naming the code, never a column of NULLs
    layer = load_semantic_layer(_catalog(tmp_path, "bigquery", family="format_date('%b %Y', picked_on)"))
    query = SemanticQuery(metrics=["kilos_picked"], group_by=[GroupBy(dimension="picking__crop_family")])
    with pytest.raises(CompileError, match=r"crop_family.*format code %b of bigquery SQL") as caught:
        compile_query(layer, query, "sqlite")
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize(
    ("family", "by_hand", "first"),
    [
        ("left(crop, 1)", "substr(crop, 1, 1)", ("a", "36.5")),
        ("right(crop, 4)", "substr(crop, length(crop) - 3)", ("ence", "11.5")),
    ],
)
def test_left_and_right_are_written_from_substr_on_sqlite(
    tmp_path: Path, family: str, by_hand: str, first: tuple[str, str]
) -> None:
    layer = load_semantic_layer(_catalog(tmp_path, "snowflake", family=family))
    query = SemanticQuery(metrics=["kilos_picked"], group_by=[GroupBy(dimension="picking__crop_family")])
    warehouse = _warehouse(tmp_path, "sqlite")
    expected = _run(warehouse, f"SELECT {by_hand}, SUM(kilos) FROM pickings GROUP BY 1")
    assert _run(warehouse, compile_query(layer, query, "sqlite").sql) == expected
    assert expected[0] == first
