import itertools
from pathlib import Path

import pytest

from sqlclarify.catalog.model import load_catalog
from sqlclarify.catalog.sql_builder import render_metric_sql
from sqlclarify.errors import CatalogError
from sqlclarify.state import DateRange, Slots
from sqlclarify.warehouse import open_warehouse
from sqlclarify.warehouse.guard import validate_sql
from tests.conftest import query

NOV_2025 = DateRange(start="2025-11-01", end="2025-11-30", label="Nov 2025")


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def test_catalog_has_ambiguous_families_and_plain_metrics(catalog) -> None:
    assert len(catalog.families["revenue"].members) == 5
    assert set(catalog.families["users"].members) == {"dau", "new_users", "mau"}
    assert {"impressions", "clicks", "ctr", "ecpm", "arpdau"} <= set(catalog.metrics)
    assert catalog.metrics["dau"].aggregation == "average_of_daily"
    assert catalog.metrics["new_users"].aggregation == "sum"


def test_every_metric_with_every_breakdown_validates_and_runs(catalog, demo_db: Path) -> None:
    for name, metric in catalog.metrics.items():
        for grain, dims in itertools.product([None, *metric.grains], [[], ["platform"], ["market"]]):
            slots = Slots(metric=name, date_range=NOV_2025, markets=["ID", "TH"], grain=grain, group_by=dims)
            report = validate_sql(render_metric_sql(catalog, slots), demo_db)
            assert report.ok, (name, grain, dims, report.errors)
            assert open_warehouse(str(demo_db)).run(report.sql).rows, (name, grain, dims)


def test_same_slots_same_sql(catalog) -> None:
    slots = Slots(metric="ctr", date_range=NOV_2025, markets=["ID"], platform="ios")
    assert render_metric_sql(catalog, slots) == render_metric_sql(catalog, slots.model_copy(deep=True))


@pytest.mark.parametrize(
    ("metric", "reference"),
    [
        (
            "ads_net_revenue",
            "SELECT ROUND(SUM(net_revenue_usd), 2) FROM ad_revenue "
            "WHERE market = 'ID' AND date >= '2025-11-01' AND date <= '2025-11-30'",
        ),
        (
            "total_net_revenue",
            "SELECT ROUND((SELECT SUM(net_revenue_usd) FROM ad_revenue WHERE market = 'ID' "
            "AND date LIKE '2025-11-%') + (SELECT SUM(net_revenue_usd) FROM iap_revenue "
            "WHERE market = 'ID' AND date LIKE '2025-11-%'), 2)",
        ),
        (
            "dau",
            "SELECT CAST(ROUND(SUM(dau) * 1.0 / COUNT(DISTINCT date)) AS INTEGER) FROM daily_users "
            "WHERE market = 'ID' AND date LIKE '2025-11-%'",
        ),
        (
            "ctr",
            "SELECT ROUND(100.0 * SUM(clicks) / SUM(impressions), 3) FROM ad_revenue "
            "WHERE market = 'ID' AND date LIKE '2025-11-%'",
        ),
        (
            "mau",
            "SELECT CAST(ROUND(AVG(m)) AS INTEGER) FROM (SELECT SUM(mau) AS m FROM monthly_active_users "
            "WHERE market = 'ID' AND month = '2025-11-01')",
        ),
    ],
)
def test_catalog_sql_matches_hand_written_reference(catalog, demo_db: Path, metric: str, reference: str) -> None:
    slots = Slots(metric=metric, date_range=NOV_2025, markets=["ID"])
    assert open_warehouse(str(demo_db)).run(render_metric_sql(catalog, slots)).rows == [
        list(r) for r in query(demo_db, reference)
    ]


def test_all_markets_means_no_market_filter(catalog) -> None:
    slots = Slots(metric="clicks", date_range=NOV_2025, markets=list(catalog.market_codes))
    assert "market IN" not in render_metric_sql(catalog, slots)


def test_invalid_catalog_is_a_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "metrics.yaml"
    bad.write_text("version: 1\nmetrics: {x: {label: X}}\n")
    with pytest.raises(CatalogError, match="invalid metric catalog"):
        load_catalog(bad)
    with pytest.raises(CatalogError, match="cannot read"):
        load_catalog(tmp_path / "missing.yaml")
