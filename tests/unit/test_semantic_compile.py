"""The semantic compiler without a database: errors that name the culprit, determinism, dimension lookup."""

from __future__ import annotations

import pytest

from sqlclarify.semantic.compile import (
    CompileError,
    compile_query,
    coverage_query,
    metric_dimensions,
    resolve_dimension,
    values_query,
)
from sqlclarify.semantic.model import (
    Dimension,
    Entity,
    Measure,
    MeasureInput,
    Metric,
    MetricInput,
    SemanticLayer,
    SemanticModel,
)
from sqlclarify.semantic.query import DimensionFilter, GroupBy, OrderBy, SemanticQuery, TimeRange
from tests.support.shop import shop_layer

LAYER = shop_layer()
JAN = TimeRange(start="2025-01-01", end="2025-01-31", label="January")


def compile_sql(dialect: str = "sqlite", **query) -> str:
    return compile_query(LAYER, SemanticQuery(**query), dialect).sql


@pytest.mark.parametrize(
    ("query", "dialect", "message"),
    [
        ({"metrics": ["nope"]}, "sqlite", "unknown metric 'nope'"),
        ({"metrics": []}, "sqlite", "names no metric"),
        ({"metrics": ["ad_revenue"], "group_by": [GroupBy(dimension="segment")]}, "sqlite", "'segment'"),
        ({"metrics": ["revenue"], "group_by": [GroupBy(dimension="planet")]}, "sqlite", "unknown dimension 'planet'"),
        (
            {"metrics": ["ad_revenue"], "group_by": [GroupBy(dimension="metric_time", grain="day")]},
            "duckdb",
            "stored by month",
        ),
        (
            {
                "metrics": ["revenue"],
                "group_by": [GroupBy(dimension="metric_time")],
                "time_range": JAN,
                "compare_to": JAN,
            },
            "sqlite",
            "starts when the time range does",
        ),
        ({"metrics": ["revenue_growth"]}, "sqlite", "give a time range"),
        ({"metrics": ["revenue_7d"]}, "sqlite", "give a time range"),
        ({"metrics": ["revenue"], "order_by": [OrderBy(key="segment")]}, "sqlite", "cannot order by 'segment'"),
        ({"metrics": ["revenue"], "filters": [DimensionFilter(dimension="status", values=[])]}, "sqlite", "no values"),
        ({"metrics": ["revenue"]}, "informix", "unsupported SQL dialect"),
        (
            {"metrics": ["revenue"], "time_range": TimeRange(start="2025-02-01", end="2025-01-01", label="x")},
            "sqlite",
            "ends before it starts",
        ),
    ],
)
def test_compile_errors_are_one_line_and_name_the_culprit(query, dialect, message):
    with pytest.raises(CompileError) as err:
        compile_query(LAYER, SemanticQuery(**query), dialect)
    assert message in str(err.value)
    assert "\n" not in str(err.value)


def test_bad_grain_and_self_reference():
    with pytest.raises(CompileError, match="unknown grain 'fortnight'"):
        compile_sql(metrics=["revenue"], group_by=[GroupBy(dimension="metric_time__fortnight")])
    loop = Metric(name="loop", type="derived", label="loop", expr="loop + 1", metrics=[MetricInput(name="loop")])
    layer = shop_layer()
    layer.metrics["loop"] = loop
    with pytest.raises(CompileError, match="'loop' is defined in terms of itself"):
        compile_query(layer, SemanticQuery(metrics=["revenue", "loop"]), "sqlite")


def test_unreachable_dimension_names_metric_and_dimension():
    with pytest.raises(CompileError, match=r"metric 'ad_revenue' cannot be grouped or filtered by 'segment'"):
        compile_sql(metrics=["ad_revenue"], group_by=[GroupBy(dimension="segment")])


def test_same_input_same_sql():
    query = {
        "metrics": ["total_revenue", "revenue_growth", "dau"],
        "group_by": [GroupBy(dimension="region"), GroupBy(dimension="metric_time", grain="month")],
        "filters": [DimensionFilter(dimension="country_code", values=["SG", "ID"])],
        "time_range": JAN,
    }
    for dialect in ("sqlite", "duckdb", "postgres"):
        first = compile_query(LAYER, SemanticQuery(**query), dialect).sql
        assert compile_query(shop_layer(), SemanticQuery(**query), dialect).sql == first


def test_output_columns_label_the_answer():
    compiled = compile_query(
        LAYER,
        SemanticQuery(
            metrics=["revenue"],
            group_by=[GroupBy(dimension="customer__segment")],
            time_range=JAN,
            compare_to=TimeRange(start="2024-12-01", end="2024-12-31", label="December"),
        ),
        "duckdb",
    )
    assert [(c.name, c.role, c.ref) for c in compiled.columns] == [
        ("segment", "dimension", "customer__segment"),
        ("revenue", "metric", "revenue"),
        ("revenue__compare", "compare", "revenue"),
        ("revenue__change", "change", "revenue"),
        ("revenue__change_pct", "change_pct", "revenue"),
    ]
    assert [s.alias_or_name for s in compiled.expression.selects] == [c.name for c in compiled.columns]
    timed = compile_query(
        LAYER, SemanticQuery(metrics=["revenue"], group_by=[GroupBy(dimension="metric_time")]), "sqlite"
    )
    assert (timed.columns[0].name, timed.columns[0].role, timed.columns[0].grain) == ("metric_time__day", "time", "day")


def test_metric_time_defaults_to_the_stored_grain():
    compiled = compile_query(
        LAYER, SemanticQuery(metrics=["ad_revenue"], group_by=[GroupBy(dimension="metric_time")]), "sqlite"
    )
    assert compiled.columns[0].name == "metric_time__month"


def test_metric_dimensions():
    ads = metric_dimensions(LAYER, "ad_revenue")
    assert {"country_code", "region", "country__region", "metric_time"} <= set(ads)
    assert "segment" not in ads and "status" not in ads
    orders = metric_dimensions(LAYER, "revenue")
    assert {"segment", "customer__segment", "status", "order__status", "customer__country__region"} <= set(orders)
    # a metric over two models is grouped only by what both reach
    total = metric_dimensions(LAYER, "total_revenue")
    assert "region" in total and "segment" not in total and "metric_time" in total


def test_resolve_dimension_gives_the_join_path():
    location = resolve_dimension(LAYER, "region", "revenue")
    assert location.model.name == "countries"
    assert [s.entity for s in location.path] == ["customer", "country"]
    assert location.ref == "customer__country__region"
    assert resolve_dimension(LAYER, "status", "revenue").path == ()
    with pytest.raises(CompileError, match="'segment'"):
        resolve_dimension(LAYER, "segment", "total_revenue")


def test_ambiguous_bare_dimension_asks_for_the_entity():
    def model(name: str, key: str, dims: list[str], foreign: list[str] = ()) -> SemanticModel:
        return SemanticModel(
            name=name,
            table=name,
            entities=[Entity(name=key, type="primary", expr=f"{key}_id")]
            + [Entity(name=f, type="foreign", expr=f"{f}_id") for f in foreign],
            dimensions=[Dimension(name=d, type="categorical", expr=d) for d in dims],
            measures=[Measure(name=f"{name}_count", agg="count", expr="1")] if foreign else [],
        )

    layer = SemanticLayer(
        semantic_models=[
            model("sales", "sale", ["channel"], ["buyer", "seller"]),
            model("buyers", "buyer", ["name"]),
            model("sellers", "seller", ["name"]),
        ],
        metrics={"sales": Metric(name="sales", type="simple", label="sales", measure=MeasureInput(name="sales_count"))},
    )
    with pytest.raises(CompileError, match=r"ambiguous.*buyer__name, seller__name"):
        compile_query(layer, SemanticQuery(metrics=["sales"], group_by=[GroupBy(dimension="name")]), "sqlite")
    compiled = compile_query(
        layer,
        SemanticQuery(
            metrics=["sales"], group_by=[GroupBy(dimension="buyer__name"), GroupBy(dimension="seller__name")]
        ),
        "sqlite",
    )
    assert [c.name for c in compiled.columns] == ["buyer__name", "seller__name", "sales"]


def test_values_and_coverage_queries():
    assert values_query(LAYER, "segment", "postgres", limit=10) == (
        "SELECT DISTINCT customers.segment AS segment FROM customers WHERE NOT customers.segment IS NULL "
        "ORDER BY 1 ASC LIMIT 10"
    )
    with pytest.raises(CompileError, match="time dimension"):
        values_query(LAYER, "ordered_at", "sqlite")
    with pytest.raises(CompileError, match="no time dimension"):
        coverage_query(
            SemanticLayer(
                semantic_models=[
                    SemanticModel(name="t", table="t", measures=[Measure(name="n", agg="count", expr="1")])
                ],
                metrics={"n": Metric(name="n", type="simple", label="n", measure=MeasureInput(name="n"))},
            ),
            "n",
            "sqlite",
        )


def test_broken_catalog_sql_is_one_line_naming_the_element():
    layer = shop_layer()
    model = layer.model("orders")
    model.measures.append(Measure(name="broken", agg="sum", expr="amount +"))
    layer.metrics["broken"] = Metric(name="broken", type="simple", label="broken", measure=MeasureInput(name="broken"))
    layer.metrics["jinja"] = Metric(
        name="jinja",
        type="simple",
        label="jinja",
        measure=MeasureInput(name="revenue"),
        filter=["{% if true %}1{% endif %}"],
    )
    layer.metrics["on_metric"] = Metric(
        name="on_metric",
        type="simple",
        label="on metric",
        measure=MeasureInput(name="revenue"),
        filter=["{{ Metric('ordres', group_by=['customer']) }} > 1"],
    )
    layer.__dict__.pop("measures", None)  # the cached lookup predates the new measure
    for name, message in [
        ("broken", "metric 'broken': measure 'broken': cannot parse 'amount +'"),
        ("jinja", "unsupported Jinja"),
        ("on_metric", "a filter names an unknown metric 'ordres'"),
    ]:
        with pytest.raises(CompileError) as err:
            compile_query(layer, SemanticQuery(metrics=[name]), "duckdb")
        assert message in str(err.value)
        assert "\n" not in str(err.value)
