"""No catalog is refused whole for one element: what cannot be used is left out with one line (file, element,
reason) and the rest loads. Time spines (with custom granularities) and saved queries are read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sqlclarify.errors import CatalogError
from sqlclarify.semantic.readers import check_catalog, load_semantic_layer
from sqlclarify.semantic.readers.dbt_yaml import parse_dbt_yaml

SALES = """
semantic_models:
  - name: sales
    model: ref('sales')
    defaults: {agg_time_dimension: sold_at}
    entities:
      - {name: sale, type: primary, expr: sale_id}
      - {name: shopper, type: foreign, expr: shopper_id}
    dimensions:
      - {name: sold_at, type: time, type_params: {time_granularity: day}}
      - {name: region, type: categorical}
    measures:
      - {name: amount, agg: sum}
      - {name: basket_p99, agg: percentile, expr: amount, agg_params: {percentile: 0.99}}
      - {name: visits, agg: count, expr: sale_id}
metrics:
  - {name: total, label: Total sales, type: simple, type_params: {measure: amount}}
  - {name: p99_basket, label: Basket p99, type: simple, type_params: {measure: basket_p99}}
  - {name: total_per_visit, type: ratio, type_params: {numerator: total, denominator: visits_metric}}
  - {name: visits_metric, type: simple, type_params: {measure: visits}}
"""

TIME_SPINE = """
models:
  - name: all_days
    time_spine:
      standard_granularity_column: date_day
      custom_granularities:
        - name: fiscal_quarter
          column_name: fiscal_quarter_label
        - name: retail_week
    columns:
      - name: date_day
        granularity: day
      - name: fiscal_quarter_label
"""

FISCAL_METRIC = """
  - name: total_fiscal_quarter_ago
    label: Sales a fiscal quarter ago
    type: derived
    type_params:
      expr: before
      metrics: [{name: total, alias: before, offset_window: 1 fiscal_quarter}]
  - name: total_trailing_fiscal_quarter
    type: cumulative
    type_params: {measure: amount, cumulative_type_params: {window: 1 fiscal_quarter}}
"""


def test_a_time_spine_with_custom_granularities_is_read(tmp_path: Path) -> None:
    (tmp_path / "sales.yml").write_text(SALES + FISCAL_METRIC)
    (tmp_path / "spine.yml").write_text(TIME_SPINE)
    manifest, _ = parse_dbt_yaml(tmp_path)
    [spine] = manifest.project_configuration.time_spines
    assert spine.node_relation.alias == "all_days" and spine.primary_column.name == "date_day"
    assert [(c.name, c.parsed_column_name) for c in spine.custom_granularities] == [
        ("fiscal_quarter", "fiscal_quarter_label"),
        ("retail_week", "retail_week"),
    ]
    # a metric offset by a custom granularity refused the whole catalog before the time spine was read
    layer = load_semantic_layer(tmp_path)
    assert "total_fiscal_quarter_ago" in layer.metrics
    assert not any(e.name == "total_fiscal_quarter_ago" for e in layer.excluded)
    # dbt itself does not allow a custom granularity in a cumulative window yet: that metric alone is left out
    [trailing] = [e for e in layer.excluded if e.name == "total_trailing_fiscal_quarter"]
    assert "Custom granularities are not supported for this field yet" in trailing.reason


def test_a_time_spine_that_cannot_be_read_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "sales.yml").write_text(SALES)
    (tmp_path / "spine.yml").write_text(TIME_SPINE.replace("granularity: day", "description: no grain"))
    layer = check_catalog(tmp_path)
    assert any(
        e.line().endswith("time spine 'all_days': column 'date_day' needs granularity: (the time spine's grain)")
        for e in layer.excluded
    )
    assert "total" in layer.metrics


def test_a_legacy_time_spine_table_configuration_is_read(tmp_path: Path) -> None:
    (tmp_path / "sales.yml").write_text(SALES)
    (tmp_path / "project.yml").write_text(
        "project_configuration:\n  time_spine_table_configurations:\n"
        "    - {location: days, column_name: ds, grain: day}\n"
    )
    manifest, _ = parse_dbt_yaml(tmp_path)
    [legacy] = manifest.project_configuration.time_spine_table_configurations
    assert (legacy.location, legacy.column_name) == ("days", "ds")


def test_one_bad_element_leaves_the_rest(tmp_path: Path) -> None:
    """An unknown measure, a metric on it, a conversion metric, a malformed file: each one line."""
    (tmp_path / "sales.yml").write_text(
        SALES
        + "  - {name: lost, type: simple, type_params: {measure: nowhere}}\n"
        + "  - {name: on_lost, type: derived, type_params: {expr: lost * 2, metrics: [lost]}}\n"
        + "  - name: visit_to_buy\n    label: Visit to buy rate\n    type: conversion\n"
        + "    type_params:\n      conversion_type_params:\n"
        + "        {entity: shopper, base_measure: visits, conversion_measure: amount, window: 7 days}\n"
    )
    (tmp_path / "broken.yml").write_text("metrics: [ {name: x")
    layer = check_catalog(tmp_path)
    lines = {e.name: e.line() for e in layer.excluded}
    assert lines["lost"].endswith("sales.yml: metric 'lost': measure 'nowhere' does not exist")
    assert lines["on_lost"].endswith(
        "metric 'on_lost': uses input metric 'lost', which is left out (measure 'nowhere' does not exist)"
    )
    assert "visit_to_buy" in lines or "visit_to_buy" in layer.metrics  # left out until the compiler has them
    if "visit_to_buy" in lines:
        assert "conversion" in lines["visit_to_buy"]
        assert "visit" in layer.excluded[[e.name for e in layer.excluded].index("visit_to_buy")].words
    assert "broken.yml: not valid YAML (line" in lines["broken.yml"]
    assert {"total", "visits_metric", "total_per_visit"} <= set(layer.metrics)
    assert all("\n" not in line for line in lines.values())


def test_a_manifest_with_a_p99_measure_loads_what_it_can(tmp_path: Path) -> None:
    manifest, _ = parse_dbt_yaml(_write(tmp_path, SALES))
    path = tmp_path / "semantic_manifest.json"
    data = json.loads(manifest.json())
    data["metrics"].append({"name": "broken", "type": "simple", "type_params": "not an object"})
    path.write_text(json.dumps(data))
    layer = load_semantic_layer(path)
    assert {"total", "visits_metric", "total_per_visit"} <= set(layer.metrics)
    lines = {e.name: e.line() for e in layer.excluded}
    assert "semantic_manifest.json: metric 'broken': " in lines["broken"]
    # p99 computes once the compiler has percentiles; until then it is left out with its reason, not silently
    assert "p99_basket" in layer.metrics or "percentile" in " ".join(e.reason for e in layer.excluded)


def test_nothing_usable_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "a.yml").write_text("metrics: [ {name: x")
    with pytest.raises(CatalogError) as caught:
        load_semantic_layer(tmp_path)
    assert "\n" not in str(caught.value)
    assert "a.yml: not valid YAML" in str(caught.value)


SAVED = """
saved_queries:
  - name: sales_by_region
    label: Sales by region
    description: Monthly sales per region.
    query_params:
      metrics: [total]
      group_by: ["TimeDimension('metric_time', 'month')", "Dimension('sale__region')"]
      where: "{{ Dimension('sale__region') }} != 'test'"
    exports:
      - name: sales_export
        config: {export_as: table}
  - name: on_a_lost_metric
    query_params: {metrics: [nowhere]}
"""


def test_saved_queries_are_kept(tmp_path: Path) -> None:
    (tmp_path / "sales.yml").write_text(SALES + SAVED)
    layer = check_catalog(tmp_path)
    [query] = layer.saved_queries
    assert query.name == "sales_by_region" and query.metrics == ["total"]
    assert query.group_by == ["TimeDimension('metric_time', 'month')", "Dimension('sale__region')"]
    assert query.where == ["{{ Dimension('sale__region') }} != 'test'"]
    lost = next(e for e in layer.excluded if e.name == "on_a_lost_metric")
    assert lost.kind == "saved_query" and "input metric 'nowhere' does not exist" in lost.reason


def _write(folder: Path, text: str) -> Path:
    (folder / "m.yml").write_text(text)
    return folder


def test_measures_no_time_dimension_names_are_kept_and_not_asked_by_period(tmp_path: Path) -> None:
    """A semantic model with a time dimension but no default agg_time_dimension, whose measures name none: dbt
    stops at the first such measure (an assertion, with no element named); nothing is left out, the model's
    measures are not dated by a guessed dimension, and one notice says which to set."""
    undated = SALES.replace("    defaults: {agg_time_dimension: sold_at}\n", "")
    (tmp_path / "sales.yml").write_text(undated)
    layer = check_catalog(tmp_path)
    assert layer.excluded == []
    assert {"total", "visits_metric", "total_per_visit"} <= set(layer.metrics)
    assert [n.text for n in layer.notices] == [
        "semantic model 'sales' names no default agg_time_dimension, nor do its measures amount, basket_p99, "
        "visits: they are not asked by period (set `defaults: agg_time_dimension:` to one of sold_at)"
    ]
    assert all(measure.agg_time_dimension is None for _, measure in layer.measures.values())
