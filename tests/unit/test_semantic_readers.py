"""The semantic layer readers: dbt YAML (file or directory) and semantic_manifest.json, the demo catalog in
dbt format, one-line errors for malformed catalogs, and the check of a catalog against a real database."""

from __future__ import annotations

import copy
import json
import os
import re
import sqlite3
from pathlib import Path

import pytest
from dbt_semantic_interfaces.transformations.semantic_manifest_transformer import (
    PydanticSemanticManifestTransformer,
)

from sqlclarify.errors import CatalogError
from sqlclarify.semantic.model import SemanticLayer
from sqlclarify.semantic.readers import DEMO_CATALOG_DIR, check_catalog, load_semantic_layer
from sqlclarify.semantic.readers.dbt_yaml import parse_dbt_yaml
from sqlclarify.semantic.validate import check_against_schema, fit_to_schema, require_schema
from sqlclarify.warehouse.base import WarehouseSchema

SHOP = Path(__file__).resolve().parents[1] / "data" / "catalogs" / "shop"


def sqlite_schema(path: Path) -> WarehouseSchema:
    """The tables and columns of a SQLite file, read with PRAGMA (the engine's own answer)."""
    conn = sqlite3.connect(path)
    try:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")]
        return WarehouseSchema(
            {t: {row[1]: row[2] for row in conn.execute(f'PRAGMA table_info("{t}")')} for t in tables}
        )
    finally:
        conn.close()


def without_sources(layer: SemanticLayer) -> dict:
    data = layer.model_dump()
    data["source"] = ""
    for item in [*data["semantic_models"], *data["metrics"].values()]:
        item["source"] = ""
    return data


# --- the demo catalog -------------------------------------------------------------------------------------


def test_demo_catalog_has_the_demo_metrics_with_their_meta() -> None:
    layer = load_semantic_layer()
    assert {m.table for m in layer.semantic_models} == {
        "ad_revenue",
        "iap_revenue",
        "daily_users",
        "monthly_active_users",
    }
    assert len(layer.metrics) == 14  # the 13 of the old catalog and user_days, ARPDAU's denominator
    revenue = {name for name, m in layer.metrics.items() if "revenue" in m.synonyms}
    assert revenue == {
        "total_net_revenue",
        "ads_gross_revenue",
        "ads_net_revenue",
        "iap_gross_revenue",
        "iap_net_revenue",
    }
    users = {name for name, m in layer.metrics.items() if "users" in m.synonyms}
    assert users == {"dau", "new_users", "mau"}
    assert all(m.requires == ["market", "metric_time"] for m in layer.metrics.values())
    assert layer.metrics["dau"].time_rollup.model_dump() == {"grain": "day", "agg": "average"}
    assert layer.metrics["mau"].time_rollup.model_dump() == {"grain": "month", "agg": "average"}
    assert layer.model("monthly_active_users").dimension("month_start").granularity == "month"
    assert layer.base_measures("total_net_revenue") == ["ad_net_revenue_usd", "iap_net_revenue_usd"]
    assert layer.base_measures("arpdau") == ["ad_net_revenue_usd", "iap_net_revenue_usd", "active_user_days"]
    market = layer.model("iap_revenue").dimension("market")
    assert {v.value: v.label for v in market.values}["ID"] == "Indonesia"
    assert "south east asia" in next(g for g in market.groups if g.name == "SEA").synonyms
    assert "worldwide" in market.all_words
    assert layer.model("ad_revenue").dimension("ad_network") is not None
    assert layer.model("daily_users").dimension("ad_network") is None


def test_demo_catalog_fits_the_demo_warehouse(demo_db: Path) -> None:
    assert check_against_schema(load_semantic_layer(), sqlite_schema(demo_db), "sqlite") == []


def test_demo_metrics_give_the_old_catalogs_numbers(demo_db: Path) -> None:
    """The measures' expressions, summed on the real warehouse, give what the old catalog's components did."""
    layer = load_semantic_layer()
    conn = sqlite3.connect(demo_db)
    try:
        for measure_name, table, old_sql in [
            ("ad_net_revenue_usd", "ad_revenue", "SUM(net_revenue_usd)"),
            ("active_user_days", "daily_users", "SUM(dau)"),
            ("mau", "monthly_active_users", "SUM(mau)"),
        ]:
            model, measure = layer.measures[measure_name]
            assert model.table == table
            new = conn.execute(f"SELECT SUM({measure.expr}) FROM {model.table}").fetchone()[0]
            assert new == conn.execute(f"SELECT {old_sql} FROM {table}").fetchone()[0]
    finally:
        conn.close()


@pytest.mark.parametrize("transformed", [False, True], ids=["as parsed", "as dbt writes it (transformed)"])
def test_manifest_and_yaml_give_the_same_layer(tmp_path: Path, transformed: bool) -> None:
    manifest, _ = parse_dbt_yaml(DEMO_CATALOG_DIR)
    if transformed:
        manifest = PydanticSemanticManifestTransformer.transform(copy.deepcopy(manifest))
    path = tmp_path / "semantic_manifest.json"
    path.write_text(manifest.json(indent=2))
    from_manifest = load_semantic_layer(path)
    from_yaml = load_semantic_layer(DEMO_CATALOG_DIR)
    assert without_sources(from_manifest) == without_sources(from_yaml)
    assert from_manifest.metrics["dau"].source == str(path)


# --- a hand-written dbt project --------------------------------------------------------------------------


def test_a_dbt_project_directory_reads_models_metrics_and_meta() -> None:
    layer = load_semantic_layer(SHOP)
    assert sorted(m.name for m in layer.semantic_models) == ["customers", "orders"]  # target/ is skipped
    orders = layer.model("orders")
    assert orders.table == "orders"
    assert orders.synonyms == ["purchases"]
    assert [(e.name, e.type, e.expr) for e in orders.entities] == [
        ("order", "primary", "id"),
        ("customer", "foreign", "customer_id"),
    ]
    status = orders.dimension("status")
    assert status.expr == "status"  # defaults to the name
    assert status.synonyms == ["order status", "state"]  # config.meta
    assert [v.value for v in status.values] == ["paid", "refunded"]
    assert status.read_values is False
    total = orders.measure("order_total")
    assert (total.expr, total.agg_time_dimension, total.synonyms) == ("amount", "ordered_at", ["takings"])
    country = layer.model("customers").dimension("country")
    assert [(v.value, v.label) for v in country.values] == [("DE", None), ("FR", None), ("NL", "Netherlands")]
    assert country.groups[0].values == ["NL"]
    assert country.all_words == ["everywhere"]
    assert layer.model("customers").dimension("signed_up_at").expr == "signup_date"

    revenue = layer.metrics["revenue"]
    assert revenue.filter == ["{{ Dimension('order__status') }} = 'paid'"]
    assert revenue.measure.fill_nulls_with == 0
    assert (revenue.synonyms, revenue.requires, revenue.unit, revenue.decimals) == (
        ["sales", "turnover"],
        ["metric_time"],
        "EUR",
        2,
    )
    assert revenue.qualifiers == ["revenue"]  # default: the words of label and name
    assert layer.metrics["orders"].qualifiers == ["count", "number"]
    assert layer.metrics["orders"].requires == ["customer__country"]  # through the customer entity
    aov = layer.metrics["average_order_value"]
    assert (aov.type, aov.numerator.name, aov.denominator.name) == ("ratio", "revenue", "orders")
    assert aov.denominator.filter == ["{{ Dimension('order__status') }} = 'paid'"]
    growth = layer.metrics["revenue_growth"]
    assert growth.expr == "(current - previous) / nullif(previous, 0)"
    assert [(i.alias, i.offset_window) for i in growth.metrics] == [("current", None), ("previous", "1 month")]
    assert layer.metrics["revenue_to_date"].window == "7 days"
    assert layer.metrics["french_orders"].filter == ["{{ Dimension('customer__country') }} = 'FR'"]
    assert layer.metrics["customers_with_orders"].measure.name == "customers_with_orders"  # create_metric
    assert layer.metrics["revenue"].source.endswith("models/marts/metrics.yml")
    assert orders.source.endswith("models/marts/orders.yml")


def test_one_yaml_file_is_a_catalog_too(tmp_path: Path) -> None:
    file = tmp_path / "one.yml"
    file.write_text((SHOP / "models/marts/orders.yml").read_text() + METRIC_ON_ORDER_COUNT)
    layer = load_semantic_layer(file)
    assert list(layer.metrics) == ["order_count_metric", "customers_with_orders"]
    assert layer.metrics["order_count_metric"].source == str(file)


def test_layers_are_cached_until_a_file_changes(tmp_path: Path) -> None:
    file = tmp_path / "one.yml"
    file.write_text((SHOP / "models/marts/orders.yml").read_text() + METRIC_ON_ORDER_COUNT)
    first = load_semantic_layer(file)
    assert load_semantic_layer(str(file)) is first
    file.write_text(file.read_text().replace("label: Order count", "label: Number of orders"))
    os.utime(file, ns=(file.stat().st_atime_ns, file.stat().st_mtime_ns + 1_000_000_000))
    assert load_semantic_layer(file).metrics["order_count_metric"].label == "Number of orders"


# --- one-line errors ---------------------------------------------------------------------------------------

METRIC_ON_ORDER_COUNT = """
metrics:
  - name: order_count_metric
    label: Order count
    type: simple
    type_params: {measure: order_count}
"""

MODEL = """
semantic_models:
  - name: sales
    model: ref('sales')
    defaults: {agg_time_dimension: sold_at}
    primary_entity: sale
    dimensions:
      - {name: sold_at, type: time, type_params: {time_granularity: day}}
      - {name: region, type: categorical}
    measures:
      - {name: amount, agg: sum}
"""


def metric(extra: str = "", name: str = "total", measure: str = "amount") -> str:
    return f"""
metrics:
  - name: {name}
    label: Total
    type: simple
    type_params: {{measure: {measure}}}
{extra}"""


BAD_CATALOGS: list[tuple[str, dict[str, str], str]] = [
    ("missing measure", {"m.yml": MODEL + metric(measure="nope")}, r"m\.yml: metric 'total': measure 'nope' does not"),
    ("bad YAML", {"m.yml": MODEL + "metrics: [ {name: x"}, r"m\.yml: not valid YAML \(line \d+\)"),
    (
        "unknown dimension in requires",
        {"m.yml": MODEL + metric("    meta: {requires: [market]}")},
        r"m\.yml: metric 'total': meta\.requires names 'market', which is not a dimension of semantic model 'sales'",
    ),
    (
        "time_rollup with a bad grain",
        {"m.yml": MODEL + metric("    config: {meta: {time_rollup: {grain: fortnight}}}")},
        r"m\.yml: metric 'total': meta\.time_rollup\.grain: input should be",
    ),
    (
        "time_rollup finer than the data",
        {
            "m.yml": MODEL.replace("time_granularity: day", "time_granularity: month")
            + metric("    meta: {time_rollup: {grain: week}}")
        },
        r"metric 'total': meta\.time_rollup grain 'week' is finer than the data's \('month' in sales\)",
    ),
    (
        "synonyms not words",
        {"m.yml": MODEL + metric("    meta: {synonyms: {a: b}}")},
        r"m\.yml: metric 'total': meta\.synonyms: input should be a valid list",
    ),
    (
        "dimension values of the wrong shape",
        {"m.yml": MODEL.replace("categorical}", "categorical, meta: {values: {ID: Indonesia}}}") + metric()},
        r"m\.yml: dimension 'sales\.region': .*meta\.values",
    ),
    (
        "meta that is not a mapping",
        {"m.yml": MODEL + metric("    meta: [synonyms]")},
        r"m\.yml: metric 'total': meta must be a mapping",
    ),
    (
        "filter on an unknown dimension",
        {"m.yml": MODEL + metric("    filter: \"{{ Dimension('sale__colour') }} = 'red'\"")},
        r"metric 'total': filter names 'sale__colour', which is not a dimension of semantic model 'sales'",
    ),
    ("no model ref", {"m.yml": MODEL.replace("model: ref('sales')", "")}, r"semantic model 'sales': needs model"),
    (
        "metric defined twice",
        {"a.yml": MODEL + metric(), "b.yml": metric()},
        r"b\.yml: metric 'total': defined twice \(also in .*a\.yml\)",
    ),
    ("metrics not a list", {"m.yml": MODEL + "metrics: {total: 1}"}, r"m\.yml: metrics: must be a list, not a dict"),
    ("a list at the top", {"m.yml": "- a\n- b\n"}, r"m\.yml: expected a mapping"),
    (
        "ratio of a metric that does not exist",
        {
            "m.yml": MODEL
            + metric()
            + "  - {name: share, label: Share, type: ratio, type_params: {numerator: total, denominator: gone}}\n"
        },
        r"m\.yml: metric 'share': input metric 'gone' does not exist",
    ),
    ("dbt's own rules (names)", {"m.yml": MODEL + metric(name="Bad-Name")}, r"m\.yml: metric 'Bad-Name': "),
    ("no semantic layer at all", {"dbt_project.yml": "name: x\n"}, r": no dbt semantic_models or metrics found"),
    ("not a manifest", {"semantic_manifest.json": '{"nodes": {}}'}, r"semantic_manifest\.json: not a dbt semantic"),
    ("manifest not JSON", {"semantic_manifest.json": "{"}, r"semantic_manifest\.json: not valid JSON"),
]


@pytest.mark.parametrize(("files", "expected"), [c[1:] for c in BAD_CATALOGS], ids=[c[0] for c in BAD_CATALOGS])
def test_a_malformed_catalog_is_one_clear_line(tmp_path: Path, files: dict[str, str], expected: str) -> None:
    """The bad element is left out with one line naming file, element and reason (`catalog check` lists it);
    with nothing usable left, loading the catalog is one line too."""
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    target = tmp_path / next(iter(files)) if next(iter(files)).endswith(".json") else tmp_path
    try:
        lines = [e.line() for e in check_catalog(target).excluded]
    except CatalogError as exc:
        lines = [str(exc)]
    assert lines and all("\n" not in line for line in lines)
    assert any(re.search(expected, line) for line in lines), lines
    try:
        layer = load_semantic_layer(target)
    except CatalogError as exc:  # nothing usable left
        assert "\n" not in str(exc)
    else:  # what is sound still loads, what is not is not in it
        assert layer.metrics
        assert not {e.name for e in layer.excluded if e.kind == "metric"} - {"total"} & set(layer.metrics)


def test_a_missing_path_or_a_wrong_kind_of_file_is_one_line(tmp_path: Path) -> None:
    with pytest.raises(CatalogError, match=r"nowhere: no such file or directory"):
        load_semantic_layer(tmp_path / "nowhere")
    (tmp_path / "metrics.txt").write_text("metrics: []")
    with pytest.raises(CatalogError, match=r"metrics\.txt: a catalog is a directory, a \.yml/\.yaml file or a"):
        load_semantic_layer(tmp_path / "metrics.txt")


# --- against a real database -------------------------------------------------------------------------------


@pytest.fixture
def shop_db(tmp_path: Path) -> Path:
    path = tmp_path / "shop.sqlite"
    conn = sqlite3.connect(path)
    conn.executescript(
        "CREATE TABLE customers (id INTEGER PRIMARY KEY, country TEXT, signup_date TEXT);"
        "CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER, ordered_at TEXT, status TEXT, amount REAL);"
    )
    conn.close()
    return path


def test_the_shop_catalog_fits_its_database(shop_db: Path) -> None:
    layer = load_semantic_layer(SHOP)
    assert check_against_schema(layer, sqlite_schema(shop_db), "sqlite") == []
    require_schema(layer, sqlite_schema(shop_db), "sqlite")


SCHEMA_PROBLEMS = [
    ("missing table", "DROP TABLE customers", r"customers\.yml: semantic model 'customers': table 'customers' is not"),
    (
        "missing column of a measure",
        "ALTER TABLE orders RENAME COLUMN amount TO total",
        r"orders\.yml: semantic model 'orders': measure 'order_total': column 'amount' is not in table 'orders'",
    ),
    (
        "missing column inside a CASE expression",
        "ALTER TABLE orders RENAME COLUMN amount TO total",
        r"semantic model 'orders': dimension 'is_large': column 'amount' is not in table 'orders'",
    ),
    (
        "missing column of an entity",
        "ALTER TABLE orders DROP COLUMN customer_id",
        r"semantic model 'orders': entity 'customer': column 'customer_id' is not in table 'orders'",
    ),
    (
        "missing column of a time dimension with an expr",
        "ALTER TABLE customers RENAME COLUMN signup_date TO joined",
        r"semantic model 'customers': dimension 'signed_up_at': column 'signup_date' is not in table 'customers'",
    ),
]


@pytest.mark.parametrize(("change", "expected"), [c[1:] for c in SCHEMA_PROBLEMS], ids=[c[0] for c in SCHEMA_PROBLEMS])
def test_a_catalog_naming_what_the_database_lacks_is_a_clear_error(shop_db: Path, change: str, expected: str) -> None:
    conn = sqlite3.connect(shop_db)
    conn.execute(change)
    conn.close()
    layer = load_semantic_layer(SHOP)
    problems = check_against_schema(layer, sqlite_schema(shop_db), "sqlite")
    assert any(re.search(expected, p) for p in problems), problems
    with pytest.raises(CatalogError) as caught:
        require_schema(layer, sqlite_schema(shop_db), "sqlite")
    assert "\n" not in str(caught.value)


def test_an_expression_that_is_not_sql_is_reported(shop_db: Path) -> None:
    layer = load_semantic_layer(SHOP).model_copy(deep=True)
    layer.model("orders").measure("order_total").expr = "sum(("
    problems = check_against_schema(layer, sqlite_schema(shop_db), "sqlite")
    assert any("measure 'order_total': expr 'sum((' is not valid SQL" in p for p in problems), problems


def test_meta_and_config_meta_are_merged_and_config_wins(tmp_path: Path) -> None:
    (tmp_path / "m.yml").write_text(
        MODEL + metric("    meta: {synonyms: [takings], unit: GBP}\n    config: {meta: {unit: EUR, decimals: 1}}")
    )
    total = load_semantic_layer(tmp_path).metrics["total"]
    assert (total.synonyms, total.unit, total.decimals) == (["takings"], "EUR", 1)


def test_the_docs_example_is_a_complete_catalog(tmp_path: Path, shop_db: Path) -> None:
    section = (Path(__file__).resolve().parents[2] / "docs" / "metrics.md").read_text()
    example = section[section.index("```yaml\n") + len("```yaml\n") : section.index("```\n", section.index("```yaml"))]
    (tmp_path / "orders.yml").write_text(example)
    layer = load_semantic_layer(tmp_path)
    assert sorted(layer.metrics) == ["orders", "revenue"]
    assert layer.metrics["orders"].requires == ["country"]
    conn = sqlite3.connect(shop_db)
    conn.execute("ALTER TABLE orders ADD COLUMN country TEXT")
    conn.close()
    assert check_against_schema(layer, sqlite_schema(shop_db), "sqlite") == []


def test_a_manifest_as_dbt_writes_it_with_keys_we_do_not_use(tmp_path: Path) -> None:
    """dbt's manifests carry a full relation name and keys newer than our dsi; the table is the alias."""
    manifest, _ = parse_dbt_yaml(SHOP)
    data = json.loads(manifest.json())
    for model in data["semantic_models"]:
        alias = model["node_relation"]["alias"]
        model["node_relation"] = {
            "alias": alias,
            "schema_name": "analytics",
            "database": "warehouse",
            "relation_name": f'"warehouse"."analytics"."{alias}"',
        }
        model["a_key_from_a_newer_dbt"] = {"x": 1}
    data["saved_queries"] = []
    path = tmp_path / "semantic_manifest.json"
    path.write_text(json.dumps(data))
    layer = load_semantic_layer(path)
    assert layer.model("orders").table == "orders"
    # the newer key is named once for all the semantic models that carry it, and each model is kept
    unknown = [n.text for n in layer.notices if "a_key_from_a_newer_dbt" in n.text]
    assert len(unknown) == 1 and unknown[0].startswith("unknown key 'a_key_from_a_newer_dbt' in semantic model '")
    more = len(data["semantic_models"]) - 1
    assert unknown[0].endswith(f"(and {more} more semantic model{'s' if more != 1 else ''}) ignored")
    assert not layer.excluded
    layer = layer.model_copy(update={"notices": []})
    assert without_sources(layer) == without_sources(load_semantic_layer(SHOP))


def test_what_the_database_lacks_is_left_out_and_the_rest_fits(shop_db: Path) -> None:
    conn = sqlite3.connect(shop_db)
    conn.execute("ALTER TABLE orders RENAME COLUMN amount TO total")
    conn.close()
    layer = load_semantic_layer(SHOP)
    fitted = fit_to_schema(layer, sqlite_schema(shop_db), "sqlite")
    assert fitted is not layer and layer.excluded == []  # the shared layer is not changed
    lines = {(e.kind, e.name): e.line() for e in fitted.excluded}
    assert lines[("measure", "order_total")].endswith(
        "orders.yml: measure 'order_total': column 'amount' is not in table 'orders'"
    )
    assert ("dimension", "orders.is_large") in lines
    lost = [name for kind, name in lines if kind == "metric"]
    assert lost and not set(lost) & set(fitted.metrics)
    assert fitted.metrics and check_against_schema(fitted, sqlite_schema(shop_db), "sqlite") == []
    assert fit_to_schema(fitted, sqlite_schema(shop_db), "sqlite") is fitted
