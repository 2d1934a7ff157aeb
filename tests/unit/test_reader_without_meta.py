"""What the reader takes from a catalog without meta: split names, column descriptions, the lexicon, and
`sqlclarify catalog explain`."""

from __future__ import annotations

import json
from datetime import date

import pytest
from typer.testing import CliRunner

from sqlclarify.faces.cli import app
from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.understanding.candidates import build_vocabulary
from sqlclarify.understanding.explain import explain_vocabulary, unreached_elements
from sqlclarify.understanding.interpret import read_question
from sqlclarify.understanding.lexicon import lexicon, name_words, spoken_name
from sqlclarify.understanding.text import WorkText, singular
from tests.support.nometa import SHOP_CATALOG, STAYS_CATALOG

TODAY = date(2019, 3, 15)


@pytest.fixture(scope="module")
def shop():
    return build_vocabulary(load_semantic_layer(str(SHOP_CATALOG)))


@pytest.fixture(scope="module")
def stays():
    return build_vocabulary(load_semantic_layer(str(STAYS_CATALOG)))


def test_names_split_and_prefixes_dropped() -> None:
    assert name_words("homeState_ID") == ["home", "state", "id"]
    assert spoken_name("is_food_order") == "food order"
    assert spoken_name("num_guests") == "guests"
    assert [singular(w) for w in ("countries", "analyses", "people", "status", "this", "sales")] == [
        "country",
        "analysis",
        "person",
        "status",
        "this",
        "sale",
    ]


def test_plurals_and_apostrophes_match() -> None:
    work = WorkText("bookings per listing countries")
    assert work.find("listing country").group(0) == "listing countries"
    assert WorkText("flights to O'Hare").find("o'hare") is not None


def test_column_descriptions_fill_empty_dimension_descriptions() -> None:
    layer = load_semantic_layer(str(STAYS_CATALOG))
    listings = layer.model("listings")
    assert listings.dimension("is_lux").description == "A luxury listing."
    assert listings.dimension("capacity").description == ""  # no column description: still empty


def test_the_lexicon_is_data_and_leads_to_catalog_candidates(shop) -> None:
    assert "sales" in lexicon().concepts["revenue"]
    found = read_question("total sales last year", shop, TODAY).reading
    # never a refusal, never a guess: the metrics named for revenue first, then those whose descriptions say sales
    assert found.metric_candidates == ["revenue", "order_total", "tax_paid"]
    assert read_question("sales incl. tax last year", shop, TODAY).reading.query.metrics == ["order_total"]


def test_function_words_and_explained_words_are_never_unplaced(shop) -> None:
    found = read_question("please show me the total revenue we made in 2018, thanks", shop, TODAY).reading
    assert found.unplaced == [] and found.query.metrics == ["revenue"]


def test_entity_names_group_by_their_name_dimension_or_their_key(shop, stays) -> None:
    assert [g.dimension for g in read_question("revenue by shop", shop, TODAY).reading.query.group_by] == ["store_name"]
    # a listing has no name column: "per listing" is each listing (its key, as MetricFlow groups by an entity),
    # not a question whether the listing's country or its capacity was meant
    keyed = read_question("bookings per listing", stays, TODAY).reading
    assert [g.dimension for g in keyed.query.group_by] == ["listing"]
    assert keyed.unplaced == []


def test_explain_lists_each_element_with_where_its_words_came_from(stays) -> None:
    explained = {e.name: e for e in explain_vocabulary(stays)}
    assert ("reservation", "lexicon (booking)") in explained["bookings"].words
    assert any(p == "lux" and "true/false" in s for p, s in explained["is_lux"].words)
    assert any(p == "home state" and "asked which" in s for p, s in explained["guest__home_state"].words)
    assert unreached_elements(stays) == []


def test_catalog_explain_cli(tmp_path) -> None:
    result = CliRunner().invoke(app, ["catalog", "explain", "--catalog", str(STAYS_CATALOG), "--json"])
    assert result.exit_code == 0, result.output
    data = {e["name"]: e for e in json.loads(result.output)}
    assert {"phrase": "instant", "source": "true/false name (by …)"} in data["is_instant"]["words"]
    coded = tmp_path / "coded.yml"
    coded.write_text(
        "semantic_models:\n  - name: things\n    model: ref('things')\n    entities: [{name: thing, type: primary}]\n"
        "    measures: [{name: amt, agg: sum}]\n    dimensions: [{name: ds, type: time, type_params: "
        "{time_granularity: day}}]\n    defaults: {agg_time_dimension: ds}\n"
        "metrics:\n  - {name: cnt_x2, label: cnt_x2, type: simple, type_params: {measure: amt}}\n"
    )
    result = CliRunner().invoke(app, ["catalog", "explain", "--catalog", str(coded)])
    assert result.exit_code == 0
    assert "warning: metric 'cnt_x2': no ordinary word reaches it" in result.output
    bad = CliRunner().invoke(app, ["catalog", "explain", "--catalog", str(tmp_path / "missing")])
    assert bad.exit_code == 2 and "no such file" in bad.output


def test_busiest_reads_the_count_of_events_and_orders_the_period(shop) -> None:
    found = read_question("what was the busiest day of 2018?", shop, TODAY).reading
    assert found.metric_candidates == ["orders", "items_sold"]  # two counts of events: asked which
    assert found.query.limit == 1
    assert [(g.dimension, g.grain) for g in found.query.group_by] == [("metric_time", "day")]


def test_a_description_phrase_names_its_metric(shop) -> None:
    found = read_question("tax charged in 2018", shop, TODAY).reading  # "Sales tax charged on the order."
    assert found.query.metrics == ["tax_paid"]
    assert "its description" in found.notes[0]


def test_a_breakdown_and_a_grain_joined_by_and(shop) -> None:
    found = read_question("orders by store and month in 2018", shop, TODAY).reading
    assert [(g.dimension, g.grain) for g in found.query.group_by] == [("store_name", None), ("metric_time", "month")]
    assert found.unplaced == []


def test_generic_words_alone_name_no_metric(shop) -> None:
    found = read_question("average ticket weight in 2018", shop, TODAY).reading
    assert not found.knows_metric  # nothing to ask about: refused with the list of metrics


def test_a_typo_of_a_catalog_phrase_wins_over_a_lexicon_word(shop) -> None:
    assert read_question("revnue in 2018", shop, TODAY).reading.query.metrics == ["revenue"]


def test_excluding_a_value_filters_it_out(shop) -> None:
    found = read_question("revenue excluding food items in 2018", shop, TODAY).reading
    [flt] = found.query.filters
    assert (flt.dimension, flt.values, flt.exclude) == ("is_food_item", ["true"], True) and found.unplaced == []


def test_top_n_waits_for_the_breakdown_an_ambiguous_phrase_asks_about(stays) -> None:
    found = read_question("top 2 home states by views", stays, TODAY).reading
    assert found.unplaced == ["home states"] and found.query.limit == 2
