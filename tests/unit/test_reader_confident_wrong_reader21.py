"""Confident wrong answers found on the development suites (reader21), each rule checked on a catalog written
after it (tests/data/catalogs/herbarium): "loans by plant" where the plant has two names (latin_name,
trade_name) asks which name, never groups by the plant's key (a list of ids where names were meant); "what about
LL?" after "loans in the Highlands" replaces the region's name by its code (`region_name` and `region_code` on one
row are one region in two forms), where keeping both picked no row; "how many gardens did we have" asks between the
gardens that borrowed (a distinct count on the loans) and the gardens on the partners' list (their own table's
rows), where "how many gardens borrowed plants" names the event; "pest incidents per garden" is Pest Incident
Reports, not the rate whose description repeats the words ("Pest incidents reported divided by all loans"): two
labels say them, and a plural said with no word of a rate counts; "what about non-overseas?" after Overseas Loans
(a metric filtered to the overseas rows) is Domestic Loans, its twin for the other rows, or the plain metric of the
same measure where there is no twin — never the overseas metric filtered to the rows it leaves out (zero). On
tests/data/catalogs/fairground: "how much traffic did we get" asks between the rides (the count of rows) and the
unique riders (the distinct count on the same rows); "the busiest day" stays the count of rides."""

from __future__ import annotations

import pytest

from sqlclarify.nodes.classify import merge_follow_up
from sqlclarify.state import Reading
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.intent import classify_intent
from sqlclarify.understanding.interpret import read_question
from tests.support.synthetic_catalogs import TODAY, read, vocabulary

VALUES = {
    "region_name": ["Highlands", "Lowlands"],
    "region_code": ["HL", "LL"],
    "loan_purpose": ["research", "display"],
    "latin_name": ["Rosa canina", "Ilex aquifolium"],
    "trade_name": ["Dog Rose", "Holly"],
    "plant_family": ["Rosaceae", "Aquifoliaceae"],
    "is_overseas": ["0", "1"],
}


@pytest.fixture(scope="module")
def herbarium() -> Vocabulary:
    return vocabulary("herbarium", VALUES)


def follow(vocab: Vocabulary, first: str, then: str) -> Reading:
    previous = read(vocab, first).reading
    found = read_question(then, vocab, TODAY, previous.query.metrics)
    assert classify_intent(then, found, True, frozenset()) == "follow_up"
    return merge_follow_up(previous, found, vocab)


@pytest.mark.parametrize(
    ("question", "said"), [("loans by plant last year", "plant"), ("top 3 plants by loan days", "plants")]
)
def test_a_thing_with_two_names_is_asked_which_never_grouped_by_its_key(
    herbarium: Vocabulary, question: str, said: str
) -> None:
    reading = read(herbarium, question).reading
    assert reading.query.group_by == []
    assert reading.unplaced == [said]
    assert sorted(reading.unplaced_options[said]) == ["dimension:latin_name", "dimension:trade_name"]


def test_a_thing_known_by_its_key_alone_is_still_grouped_by_it(herbarium: Vocabulary) -> None:
    reading = read(herbarium, "loans per garden").reading
    assert [g.dimension for g in reading.query.group_by] == ["garden"]
    assert reading.unplaced == []


def test_a_follow_up_value_in_another_form_of_the_same_column_replaces_it(herbarium: Vocabulary) -> None:
    merged = follow(herbarium, "loans in the Highlands in March", "what about LL?")
    assert [(f.dimension, f.values) for f in merged.query.filters] == [("region_code", ["LL"])]
    assert merged.query.metrics == ["total_loans"]


def test_a_follow_up_value_of_another_column_still_adds_to_the_filter(herbarium: Vocabulary) -> None:
    merged = follow(herbarium, "loans in the Highlands in March", "just research")
    assert sorted((f.dimension, tuple(f.values)) for f in merged.query.filters) == [
        ("loan_purpose", ("research",)),
        ("region_name", ("Highlands",)),
    ]


@pytest.mark.parametrize("question", ["how many gardens did we have in 2024?", "how many gardens?"])
def test_a_thing_counted_twice_is_asked_which_count(herbarium: Vocabulary, question: str) -> None:
    reading = read(herbarium, question).reading
    assert reading.query.metrics == []
    assert sorted(reading.metric_candidates) == ["borrowing_gardens", "partner_gardens"]


def test_a_count_of_things_that_did_something_is_that_event_s_count(herbarium: Vocabulary) -> None:
    reading = read(herbarium, "how many gardens borrowed plants in 2024").reading
    assert reading.query.metrics == ["borrowing_gardens"]
    assert reading.metric_candidates == []


@pytest.mark.parametrize(
    ("question", "metric"),
    [
        ("pest incidents per garden", "pest_incident_reports"),
        ("pest incidents rate by region", "pest_incident_rate"),
    ],
)
def test_words_two_labels_say_are_the_labels_not_a_description(
    herbarium: Vocabulary, question: str, metric: str
) -> None:
    reading = read(herbarium, question).reading
    assert reading.query.metrics == [metric]
    assert reading.unplaced == []


@pytest.mark.parametrize(
    ("first", "metric"),
    [("overseas loans in March", "domestic_loans"), ("overseas loan days in March", "total_loan_days")],
)
def test_a_follow_up_flag_against_the_metric_s_own_filter_swaps_the_metric(
    herbarium: Vocabulary, first: str, metric: str
) -> None:
    merged = follow(herbarium, first, "what about non-overseas?")
    assert merged.query.metrics == [metric]
    assert [(f.dimension, f.values) for f in merged.query.filters] == [("is_overseas", ["0"])]
    assert merged.query.time_range is not None and merged.query.time_range.start == "2025-03-01"


def test_a_follow_up_flag_that_agrees_with_the_metric_keeps_it(herbarium: Vocabulary) -> None:
    merged = follow(herbarium, "overseas loans in March", "just research")
    assert merged.query.metrics == ["overseas_loans"]


@pytest.fixture(scope="module")
def fairground() -> Vocabulary:
    return vocabulary("fairground", {"attraction": ["carousel", "ghost train"]})


@pytest.mark.parametrize("question", ["how much traffic did we get in May?", "traffic by attraction last month"])
def test_traffic_asks_between_the_count_of_rows_and_the_distinct_things(fairground: Vocabulary, question: str) -> None:
    reading = read(fairground, question).reading
    assert reading.query.metrics == []
    assert reading.metric_candidates == ["rides_taken", "unique_riders"]


def test_the_busiest_day_is_still_the_count_of_rows(fairground: Vocabulary) -> None:
    reading = read(fairground, "the busiest day in May").reading
    assert reading.query.metrics == ["rides_taken"]
