"""The orchard catalog of tests/unit/test_catalog_translation.py, written in Databricks, Snowflake and BigQuery SQL,
on the server engines the tests start (PostgreSQL, MariaDB, ClickHouse through chdb): a season made from its year and a
weekday numbered as the catalog's own engine numbers it, against the answers worked out by hand from the rows."""

from __future__ import annotations

from pathlib import Path

import pytest

from sqlclarify.semantic.compile import compile_query
from sqlclarify.semantic.query import DimensionFilter, GroupBy, SemanticQuery
from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.warehouse import open_warehouse, validate_sql
from tests.support.on_engines import load_on_engine
from tests.support.tables import Table
from tests.unit.test_catalog_translation import ROWS, SOURCES, SUNDAY, _catalog

TABLE = Table(
    "pickings",
    [("picking_id", "int"), ("harvest_year", "int"), ("picked_on", "date"), ("crop", "text"), ("kilos", "float")],
    ROWS,
)
# by hand from ROWS: 2023 holds 12.5 + 8 + 4, 2024 holds 20 + 3.5 + 7.25
SEASONS = [("2023-01-01", 24.5), ("2024-01-01", 30.75)]
# March and September by weekday, numbered from Sunday 0: Sunday 12.5 + 20, Monday 8, Wednesday 3.5, Saturday 4
WEEKDAYS_FROM_SUNDAY_0 = [(0, 32.5), (1, 8.0), (3, 3.5), (6, 4.0)]


@pytest.fixture(scope="module", params=["postgres", "mysql", "clickhouse"])
def target(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[str, str]:
    engine = request.param
    return engine, load_on_engine(engine, [TABLE], "orchard", request, tmp_path_factory.mktemp(f"orchard-{engine}"))


def _rows(where: str, dialect: str, query: SemanticQuery, tmp_path: Path, source: str) -> list[tuple[str, float]]:
    warehouse = open_warehouse(where)
    compiled = compile_query(load_semantic_layer(_catalog(tmp_path, source)), query, dialect)
    report = validate_sql(compiled.sql, warehouse)
    assert report.ok, report.summary()
    return sorted((str(key)[:10], round(float(value), 2)) for key, value in warehouse.run(compiled.sql).rows)


@pytest.mark.parametrize("source", sorted(SOURCES))
def test_seasons_and_weekdays_answer_as_the_catalogs_engine_would(
    target: tuple[str, str], source: str, tmp_path: Path
) -> None:
    dialect, where = target
    seasons = SemanticQuery(metrics=["kilos_picked"], group_by=[GroupBy(dimension="picking__harvest_season")])
    assert _rows(where, dialect, seasons, tmp_path, source) == SEASONS
    weekdays = SemanticQuery(
        metrics=["kilos_picked"],
        group_by=[GroupBy(dimension="picking__picked_weekday")],
        filters=[DimensionFilter(dimension="picking__picked_month", values=["3", "9"])],
    )
    expected = sorted((str(day + SUNDAY[source]), kilos) for day, kilos in WEEKDAYS_FROM_SUNDAY_0)
    assert _rows(where, dialect, weekdays, tmp_path, source) == expected
