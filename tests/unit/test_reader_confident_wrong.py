"""Confident wrong answers found on the development suites (reader13), each rule checked on a catalog written after
it (tests/data/catalogs/waterworks): a word before a metric's head word that names another metric of the catalog,
a grain said as the metric's adjective ("monthly revenue by market type") placed after the breakdowns, as answers
show their keys (categories, then periods), and a metric phrase nothing joins to the first ("how many customers
placed an order") that is what the first counts, not a second metric; a verb's past form right before the metric
("troubled face value") that says which ones, asked about rather than passed over as the event; and a filter the
chosen metric cannot take ("unemployment in Spain" where the rate knows only country codes), asked about rather
than left out of an answer over everything."""

from __future__ import annotations

import pytest

from sqlclarify.semantic.query import DimensionFilter, SemanticQuery
from sqlclarify.state import Reading
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.fit import fit_to_metrics
from sqlclarify.understanding.questions import unplaced_options
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {
    "reading_kind": ["leak", "metered", "estimated"],
    "region": ["North", "South"],
    "pipe_material": ["iron", "plastic"],
    "pump_brand": ["Grundfos", "Xylem"],
}


@pytest.fixture(scope="module")
def waterworks() -> Vocabulary:
    return vocabulary("waterworks", VALUES)


def test_an_inflected_qualifier_names_the_other_metric(waterworks: Vocabulary) -> None:
    # "leaked" is no value and no label word as written: before, Total Litres was read and "leaked" passed over
    found = read(waterworks, "leaked litres by month")
    assert found.reading.query.metrics == ["leak_loss_litres"]
    assert not found.reading.unplaced
    assert any("Leak Loss Litres" in note for note in found.reading.notes)


def test_qualifiers_joined_by_and_name_one_metric_each_not_two_filters(waterworks: Vocabulary) -> None:
    query = read(waterworks, "leak and metered litres by quarter").reading.query
    assert query.metrics == ["leak_loss_litres", "metered_litres"]
    assert query.filters == []
    assert [g.dimension for g in query.group_by] == ["metric_time"]


def test_a_value_that_names_a_metric_is_no_filter(waterworks: Vocabulary) -> None:
    query = read(waterworks, "leak litres by region last month").reading.query
    assert query.metrics == ["leak_loss_litres"]
    assert query.filters == []
    assert [g.dimension for g in query.group_by] == ["region"]


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [("iron litres last month", "pipe_material", "iron"), ("estimated litres last month", "reading_kind", "estimated")],
)
def test_a_value_no_metric_says_stays_a_filter(waterworks: Vocabulary, text: str, dimension: str, value: str) -> None:
    query = read(waterworks, text).reading.query
    assert query.metrics == ["litres"]
    assert [(f.dimension, f.values) for f in query.filters] == [(dimension, [value])]


def test_a_longer_word_is_no_inflection(waterworks: Vocabulary) -> None:
    # "weekend" starts with "week" of Week-over-Week Litres Change: it is the true/false filter, the metric stays
    query = read(waterworks, "weekend litres in March 2025").reading.query
    assert query.metrics == ["litres"]
    assert [f.dimension for f in query.filters] == ["is_weekend"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("monthly litres by region", ["region", "metric_time"]),  # the grain as the metric's adjective: last
        ("weekly leak litres per pipe material", ["pipe_material", "metric_time"]),
        ("litres by month and region", ["metric_time", "region"]),  # breakdowns listed: in the order said
    ],
)
def test_a_grain_adjective_comes_after_the_breakdowns(waterworks: Vocabulary, text: str, expected: list[str]) -> None:
    query = read(waterworks, text).reading.query
    assert [g.dimension for g in query.group_by] == expected


@pytest.mark.parametrize(
    "text",
    [
        "how many litres did the readings taken in March 2025 record?",  # the things the amount is of
        "how many readings recorded litres in March 2025?",  # what the count's rows hold
    ],
)
def test_a_metric_phrase_nothing_joins_to_the_first_is_no_second_metric(waterworks: Vocabulary, text: str) -> None:
    query = read(waterworks, text).reading.query
    assert len(query.metrics) == 1
    assert query.metrics[0] == ("litres" if text.startswith("how many litres") else "readings")


@pytest.mark.parametrize(
    "text", ["litres and readings in March 2025", "litres, readings by region", "litres vs readings by month"]
)
def test_metrics_joined_by_and_a_comma_or_vs_are_all_asked_for(waterworks: Vocabulary, text: str) -> None:
    assert read(waterworks, text).reading.query.metrics == ["litres", "readings"]


def test_the_metric_things_are_ordered_by_is_kept(waterworks: Vocabulary) -> None:
    query = read(waterworks, "which 3 districts had the most litres in 2025").reading.query
    assert query.metrics == ["litres"]
    assert [g.dimension for g in query.group_by] == ["district"]
    assert query.limit == 3


@pytest.mark.parametrize("text", ["wasted litres last month", "rerouted litres by region"])
def test_a_past_form_before_the_metric_says_which_ones_and_is_asked_about(waterworks: Vocabulary, text: str) -> None:
    # before: "I read 'wasted' as the event itself" and every litre answered
    found = read(waterworks, text)
    assert found.reading.query.metrics == ["litres"]
    assert found.reading.unplaced == [text.split()[0]]


@pytest.mark.parametrize("text", ["litres recorded last month", "how many litres were recorded last month"])
def test_a_past_form_after_the_metric_is_its_event(waterworks: Vocabulary, text: str) -> None:
    found = read(waterworks, text)
    assert found.reading.unplaced == []
    assert any("'recorded' as the event itself" in note for note in found.reading.ignored)


def _districts_of(filters: dict[str, str]) -> Reading:
    """Districts filtered by a dimension of another table (as a reader's slip or a user's ask would give it)."""
    query = SemanticQuery(
        metrics=["districts"], filters=[DimensionFilter(dimension=d, values=[v]) for d, v in filters.items()]
    )
    return Reading(query=query)


def test_a_filter_the_metric_cannot_take_is_asked_where_a_metric_named_alike_takes_it(waterworks: Vocabulary) -> None:
    # Districts cannot reach the readings' pipe material, Reporting Districts can: every district counted would be
    # a wrong number, and the metric meant may be the other one
    fitted = fit_to_metrics(_districts_of({"pipe_material": "iron"}), waterworks)
    assert fitted.query.filters == []
    assert fitted.unplaced == ["iron"]
    assert "cannot be split by pipe material" in fitted.unplaced_why["iron"]
    assert not fitted.ignored
    # and the question never offers a value of that dimension (it would be set aside once more), other options stay
    fitted.unplaced_options["iron"] = ["value:pipe_material=iron", "dimension:region"]
    assert unplaced_options(waterworks, fitted) == [("iron", "dimension:region")]


def test_a_filter_no_metric_named_alike_takes_is_left_out_and_said(waterworks: Vocabulary) -> None:
    # no districts metric knows pump brands (pump stations stand apart): answered without it, and said
    fitted = fit_to_metrics(_districts_of({"pump_brand": "Grundfos"}), waterworks)
    assert fitted.unplaced == []
    assert fitted.ignored == ["I ignored 'Grundfos': Districts cannot be split by pump brand."]


def test_once_answered_without_it_the_filter_is_named_as_ignored(waterworks: Vocabulary) -> None:
    reading = _districts_of({"pipe_material": "iron"})
    reading.unplaced_accepted = True
    fitted = fit_to_metrics(reading, waterworks)
    assert fitted.unplaced == []
    assert fitted.ignored == ["I ignored 'iron': Districts cannot be split by pipe material."]


def test_a_filter_the_metric_takes_stays(waterworks: Vocabulary) -> None:
    fitted = fit_to_metrics(_districts_of({"region": "North"}), waterworks)
    assert [(f.dimension, f.values) for f in fitted.query.filters] == [("region", ["North"])]
    assert fitted.unplaced == []


@pytest.mark.parametrize(
    ("text", "main", "compared"),
    [
        ("compare litres in January and February", "2025-02-01", "2025-01-01"),  # listed: the later is the value
        ("compare litres in March and May", "2025-05-01", "2025-03-01"),
        ("litres in January vs February", "2025-01-01", "2024-02-01"),  # "A vs B": the B before A, as before
    ],
)
def test_two_bare_months_listed_are_placed_in_one_year(
    waterworks: Vocabulary, text: str, main: str, compared: str
) -> None:
    # before: "compare … January and February" compared January 2025 with February 2024, eleven months earlier
    query = read(waterworks, text).reading.query
    assert query.time_range is not None and query.compare_to is not None
    assert (query.time_range.start, query.compare_to.start) == (main, compared)
