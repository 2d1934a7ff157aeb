"""Every Ossie document apache/ossie publishes (its examples and its converters' fixtures, kept under
tests/data/ossie/ with the project's licence) loads with every element counted: each dataset a semantic model,
each field a dimension or a key, each metric a metric; what is left out is only what cannot mean one thing.
Unknown keys are named once, and the element kept, in every reader; Ossie 0.2 is read beside 0.1.1."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from sqlclarify.semantic.model import SemanticLayer
from sqlclarify.semantic.readers import check_catalog
from sqlclarify.semantic.readers.ossie import dbt_name

PUBLISHED = Path(__file__).resolve().parents[1] / "data" / "ossie"
DOCUMENTS = sorted(p.relative_to(PUBLISHED).as_posix() for p in PUBLISHED.rglob("*.yaml"))

# (datasets, fields, relationships, metrics) each document holds (a change of the copied files shows here)
COUNTS = {
    "converters/databricks/tests/fixtures/fixtureA_ossie.yaml": (2, 3, 1, 2),
    "converters/databricks/tests/fixtures/fixtureB_ossie.yaml": (2, 1, 1, 2),
    "converters/databricks/tests/fixtures/tpcds_ossie.yaml": (4, 6, 3, 2),
    "converters/gooddata/tests/fixtures/osi_tpcds.yaml": (5, 20, 4, 0),
    "converters/gsf/tests/fixtures/sales.ossie.yaml": (2, 6, 1, 1),
    "converters/omni/tests/fixtures/fixtureA_osi.yaml": (2, 6, 1, 2),
    "converters/orionbelt/tests/fixtures/obml_as_osi.yaml": (11, 58, 14, 11),
    "converters/orionbelt/tests/fixtures/tpcds_osi.yaml": (5, 31, 4, 5),
    "converters/orionbelt/tests/fixtures/tpcds_semantic_model.yaml": (5, 31, 4, 5),
    "converters/salesforce/src/test/resources/examples/osiToSalesforce.yaml": (3, 16, 4, 2),
    "examples/flights.yaml": (6, 51, 0, 0),
    "examples/tpcds_semantic_model.yaml": (5, 31, 4, 5),
}
# the one element of them all left out: a second relationship between the same two datasets (Orders → Products
# on order_year besides product_id) would make "by product" mean two different joins
LEFT_OUT = {
    "converters/salesforce/src/test/resources/examples/osiToSalesforce.yaml": {
        "relationship Orders_ByYear": "'Orders' already joins 'Products' (one relationship per pair)"
    }
}


def semantic_models_of(document: dict[str, Any]) -> list[dict[str, Any]]:
    """The semantic models a document holds: its `semantic_model:` list and its ontology mappings' models."""
    mapped = [m["semantic_model"] for m in document.get("ontology_mappings") or []]
    return [*(document.get("semantic_model") or []), *mapped]


def test_every_published_document_is_kept() -> None:
    assert set(DOCUMENTS) == set(COUNTS)
    assert {"LICENSE", "NOTICE", "DISCLAIMER", "README.md"} <= {p.name for p in PUBLISHED.iterdir()}


@pytest.mark.parametrize("name", DOCUMENTS)
def test_a_published_document_loads_with_every_element_counted(name: str) -> None:
    document = yaml.safe_load((PUBLISHED / name).read_text())
    layer = check_catalog(PUBLISHED / name)
    models = semantic_models_of(document)
    datasets = [d for m in models for d in m.get("datasets") or []]
    fields = [(d, f) for d in datasets for f in d.get("fields") or []]
    relationships = [r for m in models for r in m.get("relationships") or []]
    metrics = [x for m in models for x in m.get("metrics") or []]
    assert (len(datasets), len(fields), len(relationships), len(metrics)) == COUNTS[name]
    assert {e.name: e.reason for e in layer.excluded} == LEFT_OUT.get(name, {})
    assert sorted(m.name for m in layer.semantic_models) == sorted(dbt_name(d["name"]) for d in datasets)
    for dataset, spec in fields:
        assert field_is_read(layer, dataset, spec), f"{dataset['name']}.{spec['name']}"
    for metric in metrics:
        assert dbt_name(metric["name"]) in layer.metrics, metric["name"]
    joins = sum(1 for m in layer.semantic_models for e in m.entities if e.type == "foreign")
    assert joins == len(relationships) - len(LEFT_OUT.get(name, {}))


def field_is_read(layer: SemanticLayer, dataset: dict[str, Any], spec: dict[str, Any]) -> bool:
    """The field is a dimension of its dataset's model (by name, label or column) or one of its keys."""
    model = layer.model(dbt_name(dataset["name"]))
    names = {dbt_name(spec["name"]), spec["name"]}
    columns = {d["expression"] for d in spec["expression"]["dialects"]} | {spec["name"]}
    return any(d.name in names or d.label in names or d.expr in columns for d in model.dimensions) or any(
        e.expr in columns for e in model.entities
    )


# --- versions -------------------------------------------------------------------------------------------


def tpcds(tmp_path: Path, version: str) -> SemanticLayer:
    document = yaml.safe_load((PUBLISHED / "examples" / "tpcds_semantic_model.yaml").read_text())
    document["version"] = version
    path = tmp_path / "tpcds.json"
    path.write_text(json.dumps(document))
    return check_catalog(path)


def test_0_2_reads_datatype_for_the_time_role(tmp_path: Path) -> None:
    layer = tpcds(tmp_path, "0.2.0.dev0")
    date_dim = layer.model("date_dim")
    kinds = {d.name: d.type for d in date_dim.dimensions}
    # Date with `dimension: {}`: a time dimension; an Integer year and a month name read as categories
    assert kinds["d_date"] == "time" and date_dim.default_agg_time_dimension == "d_date"
    assert kinds["d_year"] == "categorical"
    notes = [n.text for n in layer.notices]
    assert (
        "field 'date_dim.d_year': a time dimension holds dates; its Integer values are read as a categorical "
        "dimension" in notes
    )
    assert not any("unknown key" in n for n in notes)


def test_0_1_1_names_datatype_as_unknown_once_and_keeps_every_element(tmp_path: Path) -> None:
    layer = tpcds(tmp_path, "0.1.1")
    unknown = sorted(n.text for n in layer.notices if n.text.startswith("unknown key"))
    assert unknown == [
        "unknown key 'datatype' in field 'store_sales.ss_sold_date_sk' (and 28 more fields) ignored",
        "unknown key 'datatype' in metric 'total_sales' (and 4 more metrics) ignored",
    ]
    assert not layer.excluded and len(layer.semantic_models) == 5
    # 0.1.1 has no datatype: only is_time makes a time dimension (d_date has `dimension: {}`)
    assert layer.model("date_dim").dimension("d_date").type == "categorical"  # type: ignore[union-attr]


def test_a_version_sqlclarify_does_not_know_is_read_as_the_newest_with_a_notice(tmp_path: Path) -> None:
    layer = tpcds(tmp_path, "0.9")
    assert any("version '0.9'" in n.text and "read as 0.2.0.dev0" in n.text for n in layer.notices)
    assert len(layer.metrics) >= 5 and not layer.excluded


def test_the_ontology_form_reads_its_mapped_semantic_model_and_names_the_concepts() -> None:
    layer = check_catalog(PUBLISHED / "examples" / "flights.yaml")
    assert sorted(m.name for m in layer.semantic_models) == [
        "aircraft",
        "airport",
        "carrier",
        "flight",
        "route",
        "runway",
    ]
    year = layer.model("aircraft").dimension("aircraft_year")  # `year` is MetricFlow's word: renamed, labelled
    assert year is not None and year.label == "year" and year.expr == "year"
    assert [n.text for n in layer.notices] == [
        "ontology: 44 concepts, 11 concept mappings, 2 constraints read, not used "
        "(sqlclarify reads the semantic models of ontology_mappings)",
        "no metrics: the semantic models are read, there is nothing to ask of them yet",
    ]


# --- unknown keys in every reader -----------------------------------------------------------------------


def test_an_unknown_key_in_an_ossie_document_is_one_line_and_the_element_is_kept(tmp_path: Path) -> None:
    document = yaml.safe_load((PUBLISHED / "examples" / "tpcds_semantic_model.yaml").read_text())
    model = document["semantic_model"][0]
    model["owner"] = "retail team"
    model["datasets"][1]["refresh"] = "daily"
    model["datasets"][0]["fields"][4]["format"] = "0,0"
    model["metrics"][0]["format"] = "$0,0"
    model["relationships"][0]["cardinality"] = "many_to_one"
    path = tmp_path / "tpcds.yaml"
    path.write_text(yaml.safe_dump(document))
    layer = check_catalog(path)
    assert sorted(n.text for n in layer.notices if n.text.startswith("unknown")) == [
        "unknown key 'cardinality' in relationship 'store_sales_to_date' ignored",
        "unknown key 'format' in field 'store_sales.ss_quantity' ignored",
        "unknown key 'format' in metric 'total_sales' ignored",
        "unknown key 'owner' in semantic model 'tpcds_retail_model' ignored",
        "unknown key 'refresh' in dataset 'date_dim' ignored",
    ]
    assert not layer.excluded
    assert layer.model("store_sales").dimension("ss_quantity") is not None
    assert "total_sales" in layer.metrics and len(layer.semantic_models) == 5


LEGACY = """
semantic_models:
  - name: orders
    model: ref('orders')
    owner: sales team
    defaults: {agg_time_dimension: ordered_at}
    entities: [{name: order, type: primary, expr: order_id}]
    dimensions:
      - {name: ordered_at, type: time, type_params: {time_granularity: day}, datatype: date}
      - {name: status, type: categorical, datatype: text}
    measures: [{name: amount, agg: sum, format: currency}]
metrics:
  - {name: revenue, type: simple, label: Revenue, type_params: {measure: amount}, format: currency}
saved_queries:
  - {name: weekly, query_params: {metrics: [revenue], grain: week}, owner: finance}
"""

LATEST = """
models:
  - name: orders
    semantic_model: {enabled: true, owner: sales team}
    agg_time_dimension: ordered_at
    columns:
      - {name: order_id, entity: {type: primary, name: order, datatype: int}}
      - {name: ordered_at, granularity: day, dimension: {type: time, datatype: date}}
      - {name: status, dimension: categorical, data_type: text}
    metrics:
      - {name: revenue, agg: sum, expr: amount, label: Revenue, format: currency}
"""


@pytest.mark.parametrize(("spec", "text"), [("legacy", LEGACY), ("latest", LATEST)])
def test_an_unknown_key_in_dbt_yaml_is_one_line_and_the_element_is_kept(tmp_path: Path, spec: str, text: str) -> None:
    (tmp_path / "orders.yml").write_text(text)
    layer = check_catalog(tmp_path)
    assert not layer.excluded
    assert "revenue" in layer.metrics and {d.name for d in layer.model("orders").dimensions} == {"ordered_at", "status"}
    assert [q.name for q in layer.saved_queries] == (["weekly"] if spec == "legacy" else [])
    unknown = sorted(n.text for n in layer.notices)
    expected = {
        "legacy": [
            "unknown key 'datatype' in dimension 'orders.ordered_at' (and 1 more dimension) ignored",
            "unknown key 'format' in measure 'orders.amount' ignored",
            "unknown key 'format' in metric 'revenue' ignored",
            "unknown key 'owner' in saved query 'weekly' ignored",
            "unknown key 'owner' in semantic model 'orders' ignored",
            "unknown key 'query_params.grain' in saved query 'weekly' ignored",
        ],
        "latest": [
            "unknown key 'datatype' in dimension 'orders.ordered_at' ignored",
            "unknown key 'datatype' in entity 'orders.order' ignored",
            "unknown key 'format' in metric 'revenue' ignored",
            "unknown key 'owner' in semantic model 'orders' ignored",
        ],
    }[spec]
    assert unknown == expected


def test_an_unknown_key_in_a_semantic_manifest_is_one_line_and_the_element_is_kept(tmp_path: Path) -> None:
    (tmp_path / "orders.yml").write_text(LEGACY)
    from sqlclarify.semantic.readers.dbt_yaml import parse_dbt_yaml

    manifest, _ = parse_dbt_yaml(tmp_path / "orders.yml")
    data = json.loads(manifest.json())
    data["metrics"][0]["owner"] = "finance"
    data["semantic_models"][0]["dimensions"][1]["sort_order"] = 2
    path = tmp_path / "semantic_manifest.json"
    path.write_text(json.dumps(data))
    layer = check_catalog(path)
    assert not layer.excluded and "revenue" in layer.metrics
    assert sorted(n.text for n in layer.notices) == [
        "unknown key 'owner' in metric 'revenue' ignored",
        "unknown key 'sort_order' in dimension 'orders.status' ignored",
    ]


def test_a_wrong_description_is_ignored_and_a_missing_expression_leaves_out_only_its_element(tmp_path: Path) -> None:
    document = yaml.safe_load((PUBLISHED / "examples" / "tpcds_semantic_model.yaml").read_text())
    model = document["semantic_model"][0]
    model["datasets"][2]["description"] = ["not", "a", "string"]
    model["datasets"][0]["fields"][4]["label"] = {"en": "Quantity"}
    model["metrics"][1]["ai_context"] = 5
    del model["datasets"][3]["fields"][2]["expression"]  # item.i_item_desc: what it reads is not said
    del model["metrics"][4]["expression"]  # store_productivity: nothing to compute
    path = tmp_path / "tpcds.yaml"
    path.write_text(yaml.safe_dump(document))
    layer = check_catalog(path)
    assert {e.name: e.kind for e in layer.excluded} == {"item.i_item_desc": "dimension", "store_productivity": "metric"}
    assert sorted(n.text.split(":")[0] for n in layer.notices if n.text.endswith(" ignored")) == [
        "dataset 'customer'",
        "field 'store_sales.ss_quantity'",
        "metric 'total_profit'",
    ]
    assert layer.model("customer").description == "" and layer.model("item").dimension("i_brand") is not None
    assert {"total_profit", "total_sales"} <= set(layer.metrics)
