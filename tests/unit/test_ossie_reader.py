"""Apache Ossie documents (JSON and YAML) read into the layer: datasets, relationships, metrics as SQL, and
ai_context feeding the vocabulary (synonyms on the elements, instructions and examples on the layer)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from sqlclarify.errors import CatalogError
from sqlclarify.semantic.model import SemanticLayer
from sqlclarify.semantic.readers import check_catalog, load_semantic_layer

RETAIL = Path(__file__).resolve().parents[1] / "data" / "catalogs" / "ossie" / "retail.yaml"


@pytest.fixture(scope="module")
def retail() -> SemanticLayer:
    return check_catalog(RETAIL)


def test_datasets_become_semantic_models_joined_by_their_relationships(retail: SemanticLayer) -> None:
    purchases, buyers = retail.model("purchases"), retail.model("buyers")
    assert (purchases.table, buyers.table) == ("purchases", "buyers")
    assert sorted((e.name, e.type, e.expr) for e in purchases.entities) == [
        ("buyers", "foreign", "buyer_id"),
        ("purchases", "primary", "purchase_id"),
    ]
    assert [(e.name, e.type) for e in buyers.entities] == [("buyers", "primary")]
    bought_on = purchases.dimension("bought_on")
    assert bought_on is not None and bought_on.type == "time" and bought_on.expr == "bought_on"
    assert purchases.default_agg_time_dimension == "bought_on"
    channel = purchases.dimension("channel")
    assert channel is not None and channel.expr == "sales_channel"


def test_metrics_are_read_from_their_sql(retail: SemanticLayer) -> None:
    sales = retail.metrics["sales"]
    assert sales.type == "simple" and sales.description == "Net sales."
    model, measure = retail.measures[sales.measure.name]  # type: ignore[union-attr]
    # a field named in an aggregate is its expression
    assert (model.name, measure.agg, measure.expr) == ("purchases", "sum", "(gross_amount - discount)")
    assert retail.measures["buyers_count"][1].agg == "count_distinct"
    assert retail.measures["median_basket"][1].agg == "median"
    basket = retail.metrics["average_basket"]
    assert basket.type == "derived" and basket.expr == "average_basket_part1 / average_basket_part2"
    assert [retail.measures[n][1].agg for n in ("average_basket_part1", "average_basket_part2")] == ["sum", "count"]


def test_ai_context_feeds_the_vocabulary(retail: SemanticLayer) -> None:
    assert retail.metrics["sales"].synonyms == ["revenue", "turnover"]
    assert retail.model("purchases").synonyms == ["orders", "transactions"]
    assert retail.model("buyers").dimension("region").synonyms == ["area", "territory"]  # type: ignore[union-attr]
    notes = {(c.kind, c.name): c for c in retail.ai_context}
    assert notes[("catalog", "retail")].instructions == "Amounts are in euros, taxes included."
    assert notes[("catalog", "retail")].examples == ["What were sales by region last month?"]
    assert notes[("dimension", "purchases.channel")].instructions == "Either 'web' or 'store'."
    assert notes[("metric", "sales")].examples == ["sales by channel in 2024"]


def test_what_cannot_be_read_is_one_line_each(retail: SemanticLayer) -> None:
    lines = {e.name: e.line() for e in retail.excluded}
    assert lines["saved_report"].endswith(
        "semantic model 'saved_report': a query-backed dataset is not supported: sqlclarify reads tables"
    )
    assert lines["mdx_only"].endswith("metric 'mdx_only': no SQL expression (only MDX)")
    assert "count a column of one" in lines["purchase_count"]
    assert "aggregates nothing" in lines["odd"]
    assert {"sales", "buyers_count", "average_basket", "median_basket"} <= set(retail.metrics)


def test_the_same_document_as_json_reads_the_same(tmp_path: Path, retail: SemanticLayer) -> None:
    path = tmp_path / "retail.json"
    path.write_text(json.dumps(yaml.safe_load(RETAIL.read_text())))
    from_json = check_catalog(path)
    assert from_json.metrics.keys() == retail.metrics.keys()
    assert [m.model_dump(exclude={"source"}) for m in from_json.semantic_models] == [
        m.model_dump(exclude={"source"}) for m in retail.semantic_models
    ]
    assert from_json.ai_context == retail.ai_context
    assert [e.name for e in from_json.excluded] == [e.name for e in retail.excluded]


def test_a_document_of_the_wrong_shape_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"version": "0.1.1", "semantic_model": [{"name": "x", "datasets": [{"name": 3}]}]}))
    with pytest.raises(CatalogError) as caught:
        load_semantic_layer(path)
    assert "\n" not in str(caught.value)
    assert "bad.json" in str(caught.value)


def test_an_ossie_json_file_in_a_catalog_folder_is_read_beside_dbt_yaml(tmp_path: Path) -> None:
    """A folder holding an Ossie document as JSON and other JSON files: the document is read, the rest skipped."""
    (tmp_path / "retail.json").write_text(json.dumps(yaml.safe_load(RETAIL.read_text())))
    (tmp_path / "package.json").write_text('{"name": "not a catalog"}')
    layer = check_catalog(tmp_path)
    assert {"sales", "average_basket"} <= set(layer.metrics)
    assert not any("package.json" in e.file for e in layer.excluded)


def test_names_dbt_would_refuse_are_made_dbt_names_and_kept_as_labels(tmp_path: Path) -> None:
    document = {
        "version": "0.1.1",
        "semantic_model": [
            {
                "name": "shop",
                "datasets": [
                    {
                        "name": "Order Lines",
                        "source": "main.order_lines",
                        "primary_key": ["line_id"],
                        "fields": [
                            {
                                "name": "line_id",
                                "expression": {"dialects": [{"dialect": "ANSI_SQL", "expression": "line_id"}]},
                            },
                            {
                                "name": "Shipped On",
                                "expression": {"dialects": [{"dialect": "ANSI_SQL", "expression": "shipped_on"}]},
                                "dimension": {"is_time": True},
                            },
                        ],
                    }
                ],
                "metrics": [
                    {
                        "name": "Total Sales",
                        "expression": {
                            "dialects": [{"dialect": "ANSI_SQL", "expression": 'SUM("Order Lines".amount)'}]
                        },
                    }
                ],
            }
        ],
    }
    path = tmp_path / "shop.json"
    path.write_text(json.dumps(document))
    layer = load_semantic_layer(path)
    assert layer.excluded == []
    model = layer.model("order_lines")
    assert model.label == "Order Lines" and model.table == "order_lines"
    shipped = model.dimension("shipped_on")
    assert shipped is not None and shipped.label == "Shipped On" and shipped.expr == "shipped_on"
    assert layer.metrics["total_sales"].label == "Total Sales"
    assert layer.measures["total_sales"][1].expr == "amount"
