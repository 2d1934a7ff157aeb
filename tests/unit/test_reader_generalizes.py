"""The reader on catalogs written after it (tests/data/catalogs/plant, grocer): general rules, not words of one
project — negated true/false adjectives, several breakdowns, question shapes, scope."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.understanding.candidates import Vocabulary, build_vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.interpret import read_question

TODAY = date(2025, 12, 15)
CATALOGS = Path(__file__).resolve().parents[1] / "data" / "catalogs"


@pytest.fixture(scope="module")
def plant() -> Vocabulary:
    return build_vocabulary(load_semantic_layer(str(CATALOGS / "plant" / "models.yml")))


@pytest.fixture(scope="module")
def grocer() -> Vocabulary:
    return build_vocabulary(load_semantic_layer(str(CATALOGS / "grocer" / "models.yml")))


def read(vocab: Vocabulary, text: str) -> Found:
    found = read_question(text, vocab, TODAY)
    return found


def filters(found: Found) -> list[tuple[str, list[str], bool]]:
    return [(f.dimension, f.values, f.exclude) for f in found.reading.query.filters]


def groups(found: Found) -> list[tuple[str, str | None]]:
    return [(g.dimension, g.grain) for g in found.reading.query.group_by]


@pytest.mark.parametrize(
    ("catalog", "text", "metric", "dimension", "value"),
    [
        ("plant", "unplanned stops", "stop_count", "is_planned", "false"),
        ("plant", "downtime of unplanned stops", "downtime", "is_planned", "false"),
        ("plant", "planned stops", "stop_count", "is_planned", "true"),
        ("plant", "downtime of machines not retired", "downtime", "is_retired", "false"),
        ("grocer", "sales from unverified shoppers", "sales", "is_verified", "false"),
        ("grocer", "sales from verified shoppers", "sales", "is_verified", "true"),
        ("grocer", "non-express orders", "orders", "is_express", "false"),
        ("grocer", "orders that are not express", "orders", "is_express", "false"),
        ("grocer", "nonorganic orders", "orders", "is_organic", "false"),
    ],
)
def test_a_true_false_dimension_is_an_adjective_and_its_negation_the_other_value(
    request, catalog: str, text: str, metric: str, dimension: str, value: str
) -> None:
    found = read(request.getfixturevalue(catalog), text)
    assert found.reading.query.metrics == [metric]
    assert filters(found) == [(dimension, [value], False)]
    assert found.reading.query.group_by == []
    assert found.reading.unplaced == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("sales by day and platform", [("metric_time", "day"), ("platform", None)]),
        ("sales by platform and day", [("platform", None), ("metric_time", "day")]),
        ("sales by week, platform and region", [("metric_time", "week"), ("platform", None), ("region", None)]),
        ("sales by platform, region and week", [("platform", None), ("region", None), ("metric_time", "week")]),
        ("sales per month and by region", [("metric_time", "month"), ("region", None)]),
    ],
)
def test_every_breakdown_of_a_list_is_kept(grocer, text: str, expected: list[tuple[str, str | None]]) -> None:
    found = read(grocer, text)
    assert groups(found) == expected
    assert found.reading.unplaced == []


def test_a_dimension_named_and_not_placed_is_never_passed_over(grocer) -> None:
    found = read(grocer, "sales by platform; region")
    assert "region" in [g.dimension for g in found.reading.query.group_by] or "region" in found.reading.unplaced


@pytest.mark.parametrize(
    ("text", "group", "descending", "limit"),
    [
        ("which 5 regions had the most sales", [("region", None)], True, 5),
        ("which store had the most orders", [("store_name", None)], True, 1),
        ("bottom 2 platforms by sales", [("platform", None)], False, 2),
        ("the 3 busiest days in March", [("metric_time", "day")], True, 3),
        ("which month had the fewest orders", [("metric_time", "month")], False, 1),
        ("the busiest day of 2024", [("metric_time", "day")], True, 1),
    ],
)
def test_order_shapes_name_how_many_and_which_end(
    grocer, text: str, group: list[tuple[str, str | None]], descending: bool, limit: int
) -> None:
    found = read(grocer, text)
    query = found.reading.query
    assert groups(found) == group
    assert [o.descending for o in query.order_by] == [descending]
    assert query.limit == limit
    assert found.reading.unplaced == []
