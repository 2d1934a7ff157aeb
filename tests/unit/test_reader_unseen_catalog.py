"""The reader on a catalog it was not written against: plural dimension words, a pronoun-like country code,
grain words that are also values, and "X vs last month"."""

from __future__ import annotations

from datetime import date

import pytest

from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.understanding.candidates import build_vocabulary
from sqlclarify.understanding.dates import find_time_request
from sqlclarify.understanding.interpret import read_question

TODAY = date(2025, 12, 10)
CATALOG = """
semantic_models:
  - name: bills
    model: ref('bills')
    defaults: {agg_time_dimension: billed_at}
    entities:
      - {name: bill, type: primary, expr: id}
      - {name: client, type: foreign, expr: client_id}
    dimensions:
      - {name: billed_at, type: time, type_params: {time_granularity: day}}
      - name: cadence
        type: categorical
        config: {meta: {values: [annual, monthly]}}
    measures:
      - {name: amount, agg: sum, expr: amount}
  - name: clients
    model: ref('clients')
    entities:
      - {name: client, type: primary, expr: id}
    dimensions:
      - name: country
        type: categorical
        config: {meta: {values: [{value: US, label: United States}, {value: DE, label: Germany}]}}
      - name: industry
        type: categorical
        config: {meta: {values: [Retail, Media]}}
metrics:
  - {name: billed, label: Billed, type: simple, type_params: {measure: amount}}
"""


@pytest.fixture(scope="module")
def vocab(tmp_path_factory):
    path = tmp_path_factory.mktemp("catalog") / "catalog.yml"
    path.write_text(CATALOG)
    return build_vocabulary(load_semantic_layer(str(path)))


@pytest.mark.parametrize(
    ("text", "dimension", "limit"),
    [
        ("top 5 countries by billed", "country", 5),
        ("bottom 2 industries by billed", "industry", 2),
        ("which countries had the most billed", "country", 1),
    ],
)
def test_plural_dimension_words_order_the_breakdown(vocab, text: str, dimension: str, limit: int) -> None:
    found = read_question(text, vocab, TODAY)
    assert found.reading.unplaced == []
    assert [g.dimension for g in found.reading.query.group_by] == [dimension]
    assert found.reading.query.limit == limit


def test_plural_breakdowns_joined_by_and(vocab) -> None:
    found = read_question("billed by countries and industries", vocab, TODAY)
    assert found.reading.unplaced == []
    assert [g.dimension for g in found.reading.query.group_by] == ["country", "industry"]


def test_a_code_that_is_also_a_pronoun_is_a_value_after_the(vocab) -> None:
    found = read_question("billed in the us this year", vocab, TODAY)
    assert [(f.dimension, f.values) for f in found.reading.query.filters] == [("country", ["US"])]
    found = read_question("show us billed this year", vocab, TODAY)
    assert found.reading.query.filters == []


def test_grain_words_that_are_values_filter_unless_before_a_metric(vocab) -> None:
    found = read_question("billed for annual clients by industry", vocab, TODAY)
    assert [(f.dimension, f.values) for f in found.reading.query.filters] == [("cadence", ["annual"])]
    assert all(g.dimension != "metric_time" for g in found.reading.query.group_by)
    found = read_question("billed annual vs monthly", vocab, TODAY)
    assert sorted(found.reading.query.filters[0].values) == ["annual", "monthly"]
    assert [g.dimension for g in found.reading.query.group_by] == ["cadence"]
    found = read_question("monthly billed 2025", vocab, TODAY)
    assert found.reading.query.filters == []
    assert [(g.dimension, g.grain) for g in found.reading.query.group_by] == [("metric_time", "month")]


@pytest.mark.parametrize(
    ("text", "start", "end", "cstart", "cend"),
    [
        ("billed vs last month", "2025-12-01", "2025-12-10", "2025-11-01", "2025-11-30"),
        ("billed compared to last quarter", "2025-10-01", "2025-12-10", "2025-07-01", "2025-09-30"),
        ("billed vs last week", "2025-12-08", "2025-12-10", "2025-12-01", "2025-12-07"),
    ],
)
def test_versus_one_past_period_compares_the_period_after_it(text, start, end, cstart, cend) -> None:
    request = find_time_request(text, TODAY)
    assert (request.range.start.isoformat(), request.range.end.isoformat()) == (start, end)
    assert (request.compare_to.start.isoformat(), request.compare_to.end.isoformat()) == (cstart, cend)
