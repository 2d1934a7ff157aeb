"""The reader on catalogs written after it (tests/data/catalogs/plant, grocer): general rules, not words of one
project — negated true/false adjectives, several breakdowns, question shapes, scope."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from sqlclarify.nodes.classify import merge_follow_up
from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.state import Reading
from sqlclarify.understanding.candidates import Vocabulary, build_vocabulary
from sqlclarify.understanding.fit import fit_to_metrics
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.intent import classify_intent
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


@pytest.mark.parametrize(
    ("text", "time_range", "compared_with"),
    [
        ("how did sales change between 2010 and 2015", ("2015-01-01", "2015-12-31"), ("2010-01-01", "2010-12-31")),
        ("did sales grow from Q2 to Q3", ("2025-07-01", "2025-09-30"), ("2025-04-01", "2025-06-30")),
        ("sales growth from Q2 to Q3 2024", ("2024-07-01", "2024-09-30"), ("2024-04-01", "2024-06-30")),
        ("how did orders change from March to May", ("2025-05-01", "2025-05-31"), ("2025-03-01", "2025-03-31")),
        ("sales December vs November", ("2025-12-01", "2025-12-31"), ("2025-11-01", "2025-11-30")),
        ("sales between 2010 and 2015", ("2010-01-01", "2015-12-31"), None),
        ("sales for the four weeks starting Monday Dec 1", ("2025-12-01", "2025-12-28"), None),
        ("orders in the 2 weeks from March 3 2025", ("2025-03-03", "2025-03-16"), None),
    ],
)
def test_periods_compared_in_every_common_phrasing(
    grocer, text: str, time_range: tuple[str, str], compared_with: tuple[str, str] | None
) -> None:
    found = read(grocer, text)
    query = found.reading.query
    assert query.time_range is not None and (query.time_range.start, query.time_range.end) == time_range
    compared = (query.compare_to.start, query.compare_to.end) if query.compare_to else None
    assert compared == compared_with
    assert found.reading.unplaced == []


def test_a_running_total_since_launch_is_the_catalogs_own_cumulative_metric(grocer) -> None:
    fitted = fit_to_metrics(read(grocer, "running total of sales since launch").reading, grocer)
    assert fitted.unplaced == []
    assert fitted.query.metrics == ["cumulative_sales"]
    assert not fitted.query.running_total
    assert [g.dimension for g in fitted.query.group_by] == ["metric_time"]
    assert any("Cumulative sales" in note for note in fitted.notes)
    # no cumulative metric of its own: the running total is added up by the query
    fitted = fit_to_metrics(read(grocer, "running total of orders").reading, grocer)
    assert fitted.query.metrics == ["orders"] and fitted.query.running_total


def follow(vocab: Vocabulary, first: str, then: str) -> Reading:
    previous = read(vocab, first).reading
    found = read_question(then, vocab, TODAY, previous.query.metrics)
    assert classify_intent(then, found, True, frozenset()) == "follow_up"
    return merge_follow_up(previous, found, vocab)


@pytest.mark.parametrize(
    ("then", "metrics", "filters_after", "group", "period"),
    [
        # replace: another kind of order instead of the last one
        ("what about frozen?", ["orders"], [("is_frozen", ["true"])], [], ("2025-11-01", "2025-11-30")),
        ("same for non-organic", ["orders"], [("is_organic", ["false"])], [], ("2025-11-01", "2025-11-30")),
        # add: a breakdown keeps the metric and the filter
        ("and by region?", ["orders"], [("is_organic", ["true"])], ["region"], ("2025-11-01", "2025-11-30")),
        # narrow: one more filter
        ("just express", ["orders"], [("is_organic", ["true"]), ("is_express", ["true"])], [], None),
        # move the period
        ("and the month before?", ["orders"], [("is_organic", ["true"])], [], ("2025-10-01", "2025-10-31")),
        ("and the month after", ["orders"], [("is_organic", ["true"])], [], ("2025-12-01", "2025-12-31")),
        ("and sales?", ["sales"], [("is_organic", ["true"])], [], ("2025-11-01", "2025-11-30")),
    ],
)
def test_follow_ups_replace_add_narrow_or_move_the_period(
    grocer, then: str, metrics: list[str], filters_after: list, group: list[str], period: tuple[str, str] | None
) -> None:
    merged = follow(grocer, "organic orders last month", then)
    assert merged.unplaced == []
    assert merged.query.metrics == metrics
    assert [(f.dimension, f.values) for f in merged.query.filters] == filters_after
    assert [g.dimension for g in merged.query.group_by] == group
    if period:
        assert (merged.query.time_range.start, merged.query.time_range.end) == period


def test_a_period_move_with_no_period_to_move_is_asked_about(grocer) -> None:
    found = read(grocer, "sales the month before")
    assert found.reading.unplaced == ["the month before"]


@pytest.fixture(scope="module")
def housing() -> Vocabulary:
    return build_vocabulary(load_semantic_layer(str(CATALOGS / "housing" / "models.yml")))


def test_the_lexicon_never_brings_a_metric_of_another_kind(housing, grocer) -> None:
    """'revenue' is an amount added up: on a housing catalog it offers no count of homes and no median price."""
    found = read(housing, "revenue by neighborhood")
    assert found.reading.query.metrics == [] and found.reading.metric_candidates == []
    assert found.reading.unplaced == ["revenue"]
    lexicon_words = [p for p, source in housing.origins["metric:home_sales"] if source.startswith("lexicon (revenue")]
    assert lexicon_words == []
    # where the catalog has an amount added up, the same word finds it
    assert read(grocer, "revenue by region").reading.query.metrics == ["sales"]


@pytest.mark.parametrize(
    ("text", "unplaced"),
    [
        ("employee salaries by department", ["employee salaries", "department"]),
        ("customer complaints per site", ["customer complaints"]),
        ("machine temperature by region", ["machine temperature"]),
        ("downtime per technician", ["technician"]),
    ],
)
def test_what_the_catalog_does_not_hold_stays_unplaced(plant, text: str, unplaced: list[str]) -> None:
    found = read(plant, text)
    assert found.reading.unplaced == unplaced
    assert not found.reading.metric_candidates and found.reading.metric_guess is None


def test_a_dimension_named_by_its_name_word_dropped(grocer) -> None:
    """'per product' is product_name: a dimension `<thing>_name` is named by the thing."""
    found = read(grocer, "product orders per product")
    assert groups(found) == [("product_name", None)]
    assert found.reading.unplaced == []


def test_a_metric_that_cannot_be_split_gives_way_to_its_sibling_said_of_that_dimension(grocer) -> None:
    """Orders cannot reach a product (the lines are below the order); Product orders is the same count said of
    products, so 'orders per product' is read with it, and the answer says so."""
    fitted = fit_to_metrics(read(grocer, "orders per product in 2024").reading, grocer)
    assert fitted.query.metrics == ["product_orders"]
    assert [g.dimension for g in fitted.query.group_by] == ["product_name"]
    assert any("Product orders" in note for note in fitted.notes)
    assert fitted.ignored == []


def test_a_whole_year_on_a_metric_with_no_date_is_its_dimension_of_years(plant) -> None:
    fitted = fit_to_metrics(read(plant, "total repairs in 2025").reading, plant)
    assert fitted.query.metrics == ["total_repairs"]
    assert [(f.dimension, f.values) for f in fitted.query.filters] == [("budget_year", ["2025"])]
    assert fitted.query.time_range is None
    assert fitted.ignored == []


def test_dates_on_a_metric_with_no_date_go_to_its_sibling_over_time(plant) -> None:
    fitted = fit_to_metrics(read(plant, "total repairs by month in March 2025").reading, plant)
    assert fitted.query.metrics == ["repairs_over_time"]
    assert [(g.dimension, g.grain) for g in fitted.query.group_by] == [("metric_time", "month")]
    assert fitted.query.time_range is not None and fitted.query.time_range.start == "2025-03-01"
    assert any("Repairs Over Time" in note for note in fitted.notes)


def test_catalog_explain_lists_no_lexicon_word_of_another_kind(housing) -> None:
    """The price words (cost, fee) go to the median sale price, never to the count of homes sold."""
    words = {
        name: [p for p, s in housing.origins[f"metric:{name}"] if s.startswith("lexicon")]
        for name in housing.layer.metrics
    }
    assert words["home_sales"] == []
    assert "cost" in words["median_sale_price"]


def test_a_dimension_named_after_its_thing_is_named_without_the_things_word(grocer) -> None:
    """'shopper_tier' on shoppers is "tier"; a generic rest ("tag_count" as "count") is never a name alone."""
    found = read(grocer, "sales by tier")
    assert groups(found) == [("shopper_tier", None)]
    assert found.reading.unplaced == []
    assert all(p != "count" for entries in grocer.origins.values() for p, _ in entries)
