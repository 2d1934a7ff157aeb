"""dbt YAML with every metric type and measure feature MetricFlow has, read into the typed model: any
percentile, non-additive dimensions, SCD type II validity, conversion metrics, cumulative period_agg."""

from __future__ import annotations

from pathlib import Path

from sqlclarify.semantic.errors import CatalogElementError
from sqlclarify.semantic.readers import load_semantic_layer

CATALOG = """
semantic_models:
  - name: events
    model: ref('events')
    defaults: {agg_time_dimension: ds}
    entities:
      - {name: event, type: primary, expr: event_id}
      - {name: user, type: foreign, expr: user_id}
    dimensions:
      - {name: ds, type: time, type_params: {time_granularity: day}}
      - {name: kind, type: categorical}
    measures:
      - {name: visits, agg: sum, expr: "CASE WHEN kind = 'visit' THEN 1 ELSE 0 END"}
      - {name: buys, agg: sum, expr: "CASE WHEN kind = 'buy' THEN 1 ELSE 0 END"}
      - name: p99_latency
        agg: percentile
        expr: latency
        agg_params: {percentile: 0.99, use_discrete_percentile: true}
      - name: balance
        agg: sum
        non_additive_dimension: {name: ds, window_choice: max, window_groupings: [user]}
  - name: plans
    model: ref('plans')
    primary_entity: user_plan
    entities:
      - {name: user, type: natural, expr: user_id}
    dimensions:
      - {name: plan, type: categorical}
      - {name: valid_from, type: time, type_params: {time_granularity: day, validity_params: {is_start: true}}}
      - {name: valid_to, type: time, type_params: {time_granularity: day, validity_params: {is_end: true}}}
metrics:
  - name: p99_latency
    label: p99 latency
    type: simple
    type_params: {measure: p99_latency}
  - name: visits
    label: visits
    type: simple
    type_params: {measure: visits}
  - name: buy_rate
    label: buy rate
    type: conversion
    type_params:
      conversion_type_params:
        base_measure: visits
        conversion_measure: buys
        entity: user
        window: 7 days
        constant_properties:
          - {base_property: kind, conversion_property: kind}
  - name: balance_mtd
    label: balance month to date
    type: cumulative
    type_params:
      measure: visits
      cumulative_type_params: {grain_to_date: month, period_agg: last}
"""


def test_every_metric_type_is_read(tmp_path: Path) -> None:
    (tmp_path / "catalog.yml").write_text(CATALOG)
    layer = load_semantic_layer(tmp_path / "catalog.yml")
    events = layer.model("events")
    p99 = events.measure("p99_latency")
    assert p99 is not None and (p99.agg, p99.percentile, p99.percentile_discrete) == ("percentile", 0.99, True)
    balance = events.measure("balance")
    assert balance is not None and balance.non_additive is not None
    assert (balance.non_additive.window_choice, balance.non_additive.window_groupings) == ("max", ["user"])
    plans = layer.model("plans")
    assert [(d.name, d.validity) for d in plans.dimensions] == [
        ("plan", None),
        ("valid_from", "start"),
        ("valid_to", "end"),
    ]
    conversion = layer.metrics["buy_rate"].conversion
    assert conversion is not None
    assert (conversion.base_measure.name, conversion.conversion_measure.name, conversion.window) == (
        "visits",
        "buys",
        "7 days",
    )
    assert conversion.constant_properties == [("kind", "kind")]
    assert layer.metrics["balance_mtd"].period_agg == "last"


def test_element_error_names_file_element_and_reason() -> None:
    err = CatalogElementError("models/x.yml", "metric", "m", "a\n reason")
    assert str(err) == "models/x.yml: metric 'm': a reason"
    assert (err.file, err.kind, err.name, err.reason) == ("models/x.yml", "metric", "m", "a reason")


def test_every_metric_read_compiles(tmp_path: Path) -> None:
    from sqlclarify.semantic.compile import compile_query
    from sqlclarify.semantic.query import GroupBy, SemanticQuery

    (tmp_path / "catalog.yml").write_text(CATALOG)
    layer = load_semantic_layer(tmp_path / "catalog.yml")
    for name in layer.metrics:
        for dialect in ("sqlite", "duckdb", "postgres"):
            query = SemanticQuery(metrics=[name], group_by=[GroupBy(dimension="metric_time", grain="month")])
            assert compile_query(layer, query, dialect).sql.startswith("WITH")
