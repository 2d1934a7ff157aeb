"""dbt's latest semantic layer YAML (dbt Core 1.12+, Fusion) reads into the same layer as the legacy spec:
the SaaS example catalog, rewritten in the latest spec, equals the legacy one metric for metric."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from sqlclarify.semantic.model import SemanticLayer
from sqlclarify.semantic.readers import check_catalog, load_semantic_layer
from sqlclarify.semantic.readers.dbt_yaml import parse_dbt_yaml

ROOT = Path(__file__).resolve().parents[2]
LEGACY = ROOT / "examples" / "saas" / "models"
LATEST = ROOT / "tests" / "data" / "catalogs" / "saas_latest"


def metric_view(layer: SemanticLayer, name: str) -> dict[str, Any]:
    """A metric as it computes: its own fields, and its measure's aggregation (measure names may differ)."""
    metric = layer.metrics[name]
    view = metric.model_dump(exclude={"source", "measure"})
    if metric.measure is not None:
        model, measure = layer.measures[metric.measure.name]
        view["measure"] = {
            "model": model.name,
            "agg": measure.agg,
            "expr": measure.expr,
            "agg_time_dimension": measure.agg_time_dimension,
            "filter": [f.strip() for f in metric.measure.filter],
            "fill_nulls_with": metric.measure.fill_nulls_with,
            "join_to_timespine": metric.measure.join_to_timespine,
        }
    view["filter"] = [f.strip() for f in metric.filter]
    return view


def model_view(layer: SemanticLayer, name: str) -> dict[str, Any]:
    model = layer.model(name)
    return model.model_dump(exclude={"source", "measures", "description"}) | {
        "entities": sorted((e.name, e.type, e.expr) for e in model.entities)
    }


def test_the_latest_spec_reads_into_the_same_layer_as_the_legacy_spec() -> None:
    legacy, latest = load_semantic_layer(LEGACY), load_semantic_layer(LATEST)
    assert latest.excluded == []
    assert sorted(latest.metrics) == sorted(legacy.metrics)
    for name in legacy.metrics:
        assert metric_view(latest, name) == metric_view(legacy, name), name
    assert sorted(m.name for m in latest.semantic_models) == sorted(m.name for m in legacy.semantic_models)
    for model in legacy.semantic_models:
        assert model_view(latest, model.name) == model_view(legacy, model.name), model.name


def test_a_project_mixing_both_specs_reads_as_one(tmp_path: Path) -> None:
    """Accounts and billing in the legacy spec, product in the latest (its entities join the legacy models):
    one layer, the same metrics."""
    (tmp_path / "models").mkdir()
    for name in ("accounts.yml", "billing.yml"):
        shutil.copy(LEGACY / name, tmp_path / "models" / name)
    shutil.copy(LATEST / "semantic" / "product.yml", tmp_path / "models" / "product.yml")
    mixed, legacy = load_semantic_layer(tmp_path / "models"), load_semantic_layer(LEGACY)
    assert mixed.excluded == []
    assert sorted(mixed.metrics) == sorted(legacy.metrics)
    for name in legacy.metrics:
        assert metric_view(mixed, name) == metric_view(legacy, name), name


def test_a_dbt_project_reads_its_model_paths_only(tmp_path: Path) -> None:
    shutil.copytree(LATEST, tmp_path / "project")
    # a YAML file outside the model paths is not part of the semantic layer
    (tmp_path / "project" / "elsewhere.yml").write_text("metrics: [{name: stray, type: ratio}]\n")
    layer = load_semantic_layer(tmp_path / "project")
    assert "stray" not in layer.metrics and layer.excluded == []
    project = tmp_path / "project" / "dbt_project.yml"
    project.write_text(project.read_text().replace("model-paths: [semantic]", "model-paths: [nowhere]"))
    with pytest.raises(Exception, match="no dbt semantic_models or metrics found"):
        load_semantic_layer(tmp_path / "project")


SPEC = """
models:
  - name: orders
    semantic_model:
      enabled: true
      name: order_facts
    agg_time_dimension: ordered_at
    columns:
      - name: order_id
        entity: {type: primary, name: order}
      - name: customer_id
        entity: foreign
      - name: ordered_at
        granularity: day
        dimension: {type: time}
      - name: status
        dimension: {type: categorical, name: order_status, label: Order status}
    derived_semantics:
      dimensions:
        - name: order_size
          type: categorical
          expr: "case when amount > 100 then 'large' else 'small' end"
          label: Order size
      entities:
        - name: store
          type: foreign
          expr: "store_code"
    metrics:
      - name: order_total
        label: Order total
        agg: sum
        expr: amount
        fill_nulls_with: 0
        join_to_timespine: true
      - name: amount_p95
        agg: percentile
        expr: amount
        percentile: 95.0
        percentile_type: discrete
      - name: large_orders
        agg: count
        expr: 1
        filter: "{{ Dimension('order__order_size') }} = 'large'"
      - name: order_total_growth_mom
        type: derived
        expr: (order_total - prev) * 100 / prev
        input_metrics:
          - name: order_total
          - {name: order_total, alias: prev, offset_window: 1 month}
metrics:
  - name: cumulative_total_mtd
    type: cumulative
    grain_to_date: month
    input_metric: order_total
  - name: large_share
    type: ratio
    numerator: {name: large_orders, alias: large}
    denominator: large_orders
"""


def test_the_latest_spec_parts(tmp_path: Path) -> None:
    (tmp_path / "m.yml").write_text(SPEC)
    layer = load_semantic_layer(tmp_path)
    # the p95 metric is read (below); whether it computes is the compiler's: left out with its reason if not
    assert {e.name for e in layer.excluded} <= {"amount_p95"}
    model = layer.model("order_facts")
    assert model.table == "orders" and model.default_agg_time_dimension == "ordered_at"
    assert sorted((e.name, e.type, e.expr) for e in model.entities) == [
        ("customer_id", "foreign", "customer_id"),
        ("order", "primary", "order_id"),
        ("store", "foreign", "store_code"),
    ]
    status = model.dimension("order_status")
    assert status is not None and status.expr == "status" and status.label == "Order status"
    size = model.dimension("order_size")
    assert size is not None and "case when amount > 100" in size.expr
    total = layer.metrics["order_total"]
    assert total.measure is not None and total.measure.fill_nulls_with == 0 and total.measure.join_to_timespine
    assert layer.measures["order_total"][1].agg == "sum"
    assert layer.metrics["order_total_growth_mom"].metrics[1].offset_window == "1 month"
    cumulative = layer.metrics["cumulative_total_mtd"]
    assert cumulative.type == "cumulative" and cumulative.grain_to_date == "month"
    assert cumulative.measure is not None and cumulative.measure.name == "order_total"
    assert layer.metrics["large_share"].numerator.alias == "large"  # type: ignore[union-attr]


def test_a_percentile_reads_as_dbt_writes_it(tmp_path: Path) -> None:
    """`percentile: 95.0` (dbt's guide) and 0.95 are the same fraction; percentile_type discrete."""
    (tmp_path / "m.yml").write_text(SPEC)
    manifest, _ = parse_dbt_yaml(tmp_path)
    model = next(m for m in manifest.semantic_models if m.name == "order_facts")
    measure = next(m for m in model.measures if m.name == "amount_p95")
    assert measure.agg.value == "percentile"
    assert measure.agg_params.percentile == pytest.approx(0.95)  # type: ignore[union-attr]
    assert measure.agg_params.use_discrete_percentile  # type: ignore[union-attr]


def test_a_simple_metric_at_the_top_level_is_left_out_alone(tmp_path: Path) -> None:
    (tmp_path / "m.yml").write_text(SPEC + "  - {name: stray_sum, type: simple, agg: sum, expr: amount}\n")
    layer = check_catalog(tmp_path)
    lines = [e.line() for e in layer.excluded]
    assert any("metric 'stray_sum': a simple metric with agg: belongs under its model" in line for line in lines)
    assert "order_total" in layer.metrics


def test_disabled_elements_are_not_read(tmp_path: Path) -> None:
    """`enabled: false` keeps an element out, as dbt does; it is not an error either."""
    disabled = SPEC.replace("    semantic_model:\n      enabled: true\n", "    semantic_model:\n      enabled: false\n")
    (tmp_path / "m.yml").write_text(
        SPEC + "  - {name: off_metric, type: ratio, numerator: a, denominator: b, config: {enabled: false}}\n"
    )
    layer = load_semantic_layer(tmp_path)
    assert "off_metric" not in layer.metrics and not any(e.name == "off_metric" for e in layer.excluded)
    (tmp_path / "m.yml").write_text(disabled.split("metrics:\n  - name: cumulative")[0] + MORE_MODEL)
    layer = load_semantic_layer(tmp_path)
    assert [m.name for m in layer.semantic_models] == ["other"]


MORE_MODEL = """
  - name: other
    semantic_model: true
    agg_time_dimension: seen_on
    columns:
      - {name: other_id, entity: primary}
      - {name: seen_on, granularity: day, dimension: time}
    metrics:
      - {name: others, agg: count, expr: other_id}
"""


BALANCES = """
models:
  - name: balances
    semantic_model: true
    agg_time_dimension: as_of
    columns:
      - {name: account_id, entity: {name: account, type: primary}}
      - {name: as_of, granularity: day, dimension: time}
    metrics:
      - name: balance
        agg: sum
        expr: amount
        non_additive_dimension: {name: as_of, window_agg: max, group_by: [account]}
      - name: wrong_balance
        agg: sum
        expr: amount
        non_additive_dimension: {name: as_of, window_agg: max, group_by: [nobody]}
"""


def test_a_non_additive_dimension_is_read_and_a_wrong_one_left_out(tmp_path: Path) -> None:
    (tmp_path / "m.yml").write_text(BALANCES)
    manifest, _ = parse_dbt_yaml(tmp_path)
    [model] = manifest.semantic_models
    balance = next(m for m in model.measures if m.name == "balance").non_additive_dimension
    assert balance is not None
    assert (balance.name, balance.window_choice.value, balance.window_groupings) == ("as_of", "max", ["account"])
    layer = check_catalog(tmp_path)
    assert list(layer.metrics) == ["balance"]
    lines = {(e.kind, e.name): e.line() for e in layer.excluded}
    assert "invalid 'window_groupings'" in lines[("measure", "wrong_balance")]
    assert "uses measure 'wrong_balance', which is left out" in lines[("metric", "wrong_balance")]


def test_cumulative_and_conversion_metrics_name_their_inputs_measures() -> None:
    """The latest spec names input metrics; the legacy form dbt validates names their measures, with the input
    simple metric's own filter carried along."""
    manifest, _ = parse_dbt_yaml(ROOT / "tests" / "data" / "catalogs" / "latest_cumulative_conversion.yml")
    metrics = {m.name: m for m in manifest.metrics}
    trailing = metrics["visits_trailing_week"].type_params
    assert trailing.measure.name == "visit_count"  # type: ignore[union-attr]
    assert [f.where_sql_template for f in trailing.measure.filter.where_filters] == [  # type: ignore[union-attr]
        "{{ Dimension('visit__referrer') }} != 'bot'",
        "{{ Dimension('visit__referrer') }} = 'ads'",
    ]
    cumulative = trailing.cumulative_type_params
    assert cumulative.window.window_string == "7 days" and cumulative.period_agg.value == "average"  # type: ignore[union-attr]
    conversion = metrics["visit_to_buy"].type_params.conversion_type_params
    assert conversion is not None and conversion.entity == "user" and conversion.calculation.value == "conversions"
    assert (conversion.base_measure.name, conversion.conversion_measure.name) == ("visit_count", "buy_count")  # type: ignore[union-attr]
    assert conversion.conversion_measure.fill_nulls_with == 0  # type: ignore[union-attr]
    assert [(p.base_property, p.conversion_property) for p in conversion.constant_properties or []] == [
        ("referrer", "referrer")
    ]
