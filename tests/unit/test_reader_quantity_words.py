"""'volume' with no metric named: the catalog's count of the thing and the amounts added up on the same rows, asked
about when several fit — never one of them answered for the user (tests/data/catalogs/kennels: stays counted,
nights and fees summed on the stays; shop sales on another table with no count)."""

from __future__ import annotations

import pytest

from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.understanding.candidates import Vocabulary, build_vocabulary
from tests.support.synthetic_catalogs import read, vocabulary
from tests.unit.test_reader_narrowing import VALUES


@pytest.fixture(scope="module")
def kennels() -> Vocabulary:
    return vocabulary("kennels", VALUES)


@pytest.mark.parametrize(
    "text", ["volume in Suite rooms last month", "volume by month in 2024", "business volume by month in 2024"]
)
def test_a_quantity_word_asks_among_the_count_and_the_amounts(kennels: Vocabulary, text: str) -> None:
    found = read(kennels, text)
    reading = found.reading
    assert reading.query.metrics == []
    assert reading.metric_candidates == ["total_stays", "total_nights", "total_fees"]
    assert not reading.unplaced


def test_a_named_metric_is_not_a_quantity_question(kennels: Vocabulary) -> None:
    found = read(kennels, "fee volume last month")
    assert found.reading.query.metrics == ["total_fees"]


SHIPPING = """
semantic_models:
  - name: consignments
    model: ref('consignments')
    defaults: {agg_time_dimension: sent_on}
    entities: [{name: consignment, type: primary, expr: consignment_id}]
    dimensions:
      - {name: sent_on, type: time, type_params: {time_granularity: day}}
      - {name: was_diverted, type: categorical}
    measures:
      - {name: consignment_count, agg: count, expr: consignment_id}
      - {name: diverted_count, agg: sum, expr: was_diverted}
      - {name: kilos, agg: sum, expr: weight_kg}
metrics:
  - {name: total_consignments, label: Total Consignments, type: simple, type_params: {measure: consignment_count}}
  - {name: diverted_consignments, label: Diverted Consignments, type: simple, type_params: {measure: diverted_count}}
  - {name: total_weight, label: Total Weight, type: simple, type_params: {measure: kilos}}
"""


def test_how_much_of_a_loose_verb_offers_the_amounts_too(tmp_path) -> None:
    # "consign" reaches the consignment counts by its stem; "how much" also asks for the weight sent
    path = tmp_path / "models.yml"
    path.write_text(SHIPPING, encoding="utf-8")
    values = {"was_diverted": ["0", "1"]}
    vocab = build_vocabulary(load_semantic_layer(str(path)), lambda dim: values.get(dim.rpartition("__")[2], []))
    reading = read(vocab, "how much did we consign last month?").reading
    assert reading.query.metrics == []
    assert "total_consignments" in reading.metric_candidates and "total_weight" in reading.metric_candidates
    many = read(vocab, "how many did we consign last month?").reading
    assert "total_weight" not in many.metric_candidates
