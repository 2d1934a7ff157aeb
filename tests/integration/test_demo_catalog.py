"""The demo catalog (dbt format) compiled by the semantic compiler and run on the demo warehouse."""

import itertools
from pathlib import Path

import pytest

from sqlclarify.semantic.compile import compile_query
from sqlclarify.semantic.model import GRAINS
from sqlclarify.semantic.query import DimensionFilter, GroupBy, SemanticQuery, TimeRange
from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.understanding.candidates import build_vocabulary
from sqlclarify.warehouse import open_warehouse
from tests.conftest import query

NOV_2025 = TimeRange(start="2025-11-01", end="2025-11-30", label="Nov 2025")
ID_TH = DimensionFilter(dimension="market", values=["ID", "TH"])


@pytest.fixture(scope="module")
def layer():
    return load_semantic_layer(None)


def test_every_metric_with_every_breakdown_compiles_and_runs(layer, demo_db: Path) -> None:
    warehouse = open_warehouse(str(demo_db))
    stored = build_vocabulary(layer).time_grains
    for name in layer.metrics:
        grains = [None, *GRAINS[GRAINS.index(stored[name]) :]]  # no finer than the data is stored
        for grain, dims in itertools.product(grains, [[], ["platform"], ["market"]]):
            group_by = [GroupBy(dimension="metric_time", grain=grain)] if grain else []
            group_by += [GroupBy(dimension=d) for d in dims]
            q = SemanticQuery(metrics=[name], filters=[ID_TH], time_range=NOV_2025, group_by=group_by)
            sql = compile_query(layer, q, "sqlite").sql
            assert warehouse.run(sql).rows, (name, grain, dims, sql)


def test_same_query_same_sql(layer) -> None:
    q = SemanticQuery(metrics=["ctr"], filters=[ID_TH], time_range=NOV_2025)
    assert compile_query(layer, q, "sqlite").sql == compile_query(layer, q.model_copy(deep=True), "sqlite").sql


@pytest.mark.parametrize(
    ("metric", "reference"),
    [
        (
            "ads_net_revenue",
            "SELECT SUM(net_revenue_usd) FROM ad_revenue WHERE market = 'ID' AND date >= '2025-11-01' "
            "AND date <= '2025-11-30'",
        ),
        (
            "total_net_revenue",
            "SELECT (SELECT SUM(net_revenue_usd) FROM ad_revenue WHERE market = 'ID' AND date LIKE '2025-11-%') "
            "+ (SELECT SUM(net_revenue_usd) FROM iap_revenue WHERE market = 'ID' AND date LIKE '2025-11-%')",
        ),
        (
            "dau",
            "SELECT SUM(dau) * 1.0 / COUNT(DISTINCT date) FROM daily_users "
            "WHERE market = 'ID' AND date LIKE '2025-11-%'",
        ),
        (
            "ctr",
            "SELECT 100.0 * SUM(clicks) / SUM(impressions) FROM ad_revenue "
            "WHERE market = 'ID' AND date LIKE '2025-11-%'",
        ),
        ("mau", "SELECT SUM(mau) FROM monthly_active_users WHERE market = 'ID' AND month = '2025-11-01'"),
    ],
)
def test_catalog_sql_matches_hand_written_reference(layer, demo_db: Path, metric: str, reference: str) -> None:
    q = SemanticQuery(
        metrics=[metric], filters=[DimensionFilter(dimension="market", values=["ID"])], time_range=NOV_2025
    )
    got = open_warehouse(str(demo_db)).run(compile_query(layer, q, "sqlite").sql).rows
    expected = query(demo_db, reference)
    assert len(got) == len(expected) == 1
    assert got[0][0] == pytest.approx(expected[0][0], rel=1e-9)


def test_a_market_with_ads_but_no_purchases_keeps_its_total(layer, demo_db: Path) -> None:
    """Multi-source metrics never lose rows: a group missing from one source still has its total."""
    q = SemanticQuery(metrics=["total_net_revenue"], time_range=NOV_2025, group_by=[GroupBy(dimension="market")])
    rows = open_warehouse(str(demo_db)).run(compile_query(layer, q, "sqlite").sql).rows
    ads = dict(
        query(
            demo_db, "SELECT market, SUM(net_revenue_usd) FROM ad_revenue WHERE date LIKE '2025-11-%' GROUP BY market"
        )
    )
    assert {r[0] for r in rows} >= set(ads)
    assert all(value is not None for _, value in rows)
