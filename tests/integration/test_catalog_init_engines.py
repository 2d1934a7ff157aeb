"""`catalog init` on every engine: the same shop data in SQLite, DuckDB, PostgreSQL, MariaDB, chdb (ClickHouse) and
Spark (local, over Parquet files) gives the same semantic models and metrics, the draft fits each database, and
`sqlclarify query` answers a metric by a joined dimension with the same rows everywhere."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from sqlclarify.metric_queries import run_metric_query
from sqlclarify.semantic.drafting import draft_catalog
from sqlclarify.semantic.drafting.writing import files_of, write_files
from sqlclarify.semantic.readers import check_catalog
from sqlclarify.semantic.validate import fit_to_schema
from sqlclarify.warehouse import open_warehouse
from tests.support.tables import (
    from_duckdb,
    write_chdb,
    write_duckdb,
    write_mysql,
    write_parquet,
    write_postgres,
    write_sqlite,
)
from tests.support.unseen_databases import build_shop

ENGINES = ["sqlite", "duckdb", "postgres", "mysql", "clickhouse", "spark"]


@pytest.fixture(scope="module")
def shop_tables(tmp_path_factory: pytest.TempPathFactory):
    return from_duckdb(build_shop(tmp_path_factory.mktemp("shop") / "source.duckdb"))


def _target(engine: str, tables, folder: Path, request: pytest.FixtureRequest) -> str:
    if engine == "sqlite":
        write_sqlite(folder / "shop.sqlite", tables)
        return str(folder / "shop.sqlite")
    if engine == "duckdb":
        write_duckdb(folder / "shop.duckdb", tables)
        return str(folder / "shop.duckdb")
    if engine == "postgres":
        url = request.getfixturevalue("postgres_server").create_database("catalog_init_shop")
        write_postgres(url, tables)
        return url
    if engine == "mysql":
        url = request.getfixturevalue("mariadb_server").create_database("catalog_init_shop")
        write_mysql(url, tables)
        return url
    if engine == "clickhouse":
        target = f"chdb://{request.getfixturevalue('chdb_folder')}?database=catalog_init_shop"
        write_chdb(target, tables)
        return target
    request.getfixturevalue("local_spark")  # the process's one local JVM, ended with the session
    write_parquet(folder / "parquet", tables)
    return f"spark://{folder / 'parquet'}"


@pytest.mark.parametrize("engine", ENGINES)
def test_the_same_draft_and_answers_on_every_engine(
    engine: str, shop_tables, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    target = _target(engine, shop_tables, tmp_path, request)
    warehouse = open_warehouse(target)
    draft = draft_catalog(warehouse)
    assert sorted(m.table for m in draft.models) == ["customers", "order_items", "orders", "stores"]
    assert set(draft.metrics) >= {"order_count", "total_amount", "average_amount", "distinct_customers"}
    out = tmp_path / "catalog"
    write_files(out, files_of(draft, "shop", None), force=False)
    layer = check_catalog(out)
    assert not layer.excluded, [e.line() for e in layer.excluded]
    fitted = fit_to_schema(layer, warehouse.schema(), warehouse.dialect)
    assert not fitted.excluded, [e.line() for e in fitted.excluded]
    # a local Spark session on a busy machine takes its time over a first join
    answer = run_metric_query(fitted, warehouse, ["order_count", "total_amount"], ["store__region"], [], timeout_s=300)
    got = Counter((r[0], int(r[1]), round(float(r[2]), 2)) for r in answer.rows)
    by_store = {r[0]: r[3] for r in next(t for t in shop_tables if t.name == "stores").rows}
    orders = next(t for t in shop_tables if t.name == "orders")
    totals: dict[str, list[float]] = {}
    for row in orders.rows:
        totals.setdefault(by_store[row[2]], []).append(float(row[6]))
    expected = Counter((region, len(v), round(sum(v), 2)) for region, v in totals.items())
    assert got == expected
