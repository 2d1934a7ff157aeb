"""Query shapes and metric features that cannot be compiled give one line naming the culprit."""

from __future__ import annotations

import pytest

from sqlclarify.semantic.compile import CompileError, compile_query
from sqlclarify.semantic.model import SemanticLayer, TimeSpine
from sqlclarify.semantic.query import GroupBy, SemanticQuery, Share, TimeRange, TopN
from tests.support.shop import shop_layer

JAN = TimeRange(start="2025-01-01", end="2025-01-31", label="January")


def layer() -> SemanticLayer:
    base = shop_layer()
    spine = TimeSpine(table="spine", column="ds", custom_granularities={"fiscal_quarter": "fq"})
    return SemanticLayer(semantic_models=base.semantic_models, metrics=base.metrics, time_spines=[spine])


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ({"metrics": ["revenue"], "shares": [Share(metric="orders")]}, "a share of 'orders': it is not a metric"),
        (
            {"metrics": ["revenue"], "shares": [Share(metric="revenue", within=["segment"])]},
            "'segment' is not a group-by of the query",
        ),
        ({"metrics": ["revenue"], "top": TopN(n=3, by="orders")}, "the top 3 by 'orders': it is not a metric"),
        (
            {"metrics": ["revenue_to_date"], "group_by": [GroupBy(dimension="metric_time", grain="fiscal_quarter")]},
            "cannot be grouped by the custom grain 'fiscal_quarter'",
        ),
        ({"metrics": ["revenue"], "group_by": [GroupBy(dimension="metric_time__fortnight")]}, "unknown grain"),
    ],
)
def test_errors_name_the_culprit(query, message):
    with pytest.raises(CompileError) as err:
        compile_query(layer(), SemanticQuery(**query), "duckdb")
    assert message in str(err.value)
    assert "\n" not in str(err.value)


def test_period_over_period_per_month_compiles_on_every_dialect():
    query = SemanticQuery(
        metrics=["revenue"],
        group_by=[GroupBy(dimension="metric_time", grain="month")],
        time_range=TimeRange(start="2025-02-01", end="2025-03-31", label="Feb-Mar"),
        compare_to=TimeRange(start="2025-01-01", end="2025-02-28", label="Jan-Feb"),
    )
    for dialect in ("sqlite", "duckdb", "postgres"):
        columns = [c.name for c in compile_query(layer(), query, dialect).columns]
        assert columns == [
            "metric_time__month",
            "revenue",
            "revenue__compare",
            "revenue__change",
            "revenue__change_pct",
        ]
