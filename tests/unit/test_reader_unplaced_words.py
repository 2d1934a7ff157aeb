"""Unplaced words and joined models (issue 32, reader20): words that do name something in the catalog are read
from its structure — a table's copy of a thing's attribute, the catalog's own name over the lexicon's, a model's
noun before its dimension, a longer phrase over a shorter one inside it, a label's abbreviations, a balance's
period end — and a choice between close metrics is asked only where the question does not settle it. On a catalog
written after the rules (tests/data/catalogs/bikeshare)."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {
    "segment": ["city", "cargo"],
    "frame_size": ["S", "M", "L"],
    "category": ["road", "kids"],
    "district": ["north", "harbour"],
    "dock_type": ["kiosk", "pole"],
    "rider_plan": ["monthly", "casual"],
    "brand": ["Lumo", "Vela"],
    "is_reflective": ["0", "1"],
    "is_on_time": ["0", "1"],
    "is_solar_powered": ["0", "1"],
    "is_solar_powered_kiosk": ["0", "1"],
}


@pytest.fixture(scope="module")
def bikes() -> Vocabulary:
    return vocabulary("bikeshare", VALUES)


def _groups(bikes: Vocabulary, question: str) -> tuple[list[str], list[str], list[str]]:
    reading = read(bikes, question).reading
    return reading.query.metrics, [g.dimension for g in reading.query.group_by], reading.unplaced


def test_a_tables_copy_of_a_things_attribute_is_not_a_second_reading(bikes: Vocabulary) -> None:
    # rentals reach the bicycle's segment and the dock-and-bicycle usage table's copy of it, both one join away:
    # the usage table points at the bicycle, so its segment is the bicycle's, carried over
    assert _groups(bikes, "rentals by segment in 2025") == (["rental_count"], ["frame__segment"], [])


def test_the_catalogs_own_name_wins_over_the_lexicons_word_for_another(bikes: Vocabulary) -> None:
    # "category" is the bicycle's (and its copy's) own dimension; the lexicon's "category ~ type" would add the
    # dock's type as a third option
    assert _groups(bikes, "rentals by category in 2025") == (["rental_count"], ["frame__category"], [])


def test_a_models_noun_before_its_dimension_names_it(bikes: Vocabulary) -> None:
    # dim_products is keyed by the accessory entity: "product category" is its category, "product" not left over
    assert _groups(bikes, "items sold by product category in 2025") == (["items_sold"], ["accessory__category"], [])


def test_a_longer_dimension_phrase_keeps_its_words_from_a_shorter_ambiguous_one(bikes: Vocabulary) -> None:
    metrics, groups, unplaced = _groups(bikes, "rentals by category and frame size")
    assert (metrics, groups, unplaced) == (["rental_count"], ["frame__category", "frame_size"], [])


@pytest.mark.parametrize("question", ["how many RS tickets in 2025", "RS tickets by district in 2025"])
def test_a_labels_initials_say_its_words(bikes: Vocabulary, question: str) -> None:
    # *Rider Support Ticket Count* is "RS tickets" where the catalog's *Closed RS Ticket Count* writes RS so;
    # the closed count says "closed", which the question does not
    reading = read(bikes, question).reading
    assert (reading.query.metrics, reading.unplaced) == (["rs_ticket_count"], [])


def test_a_word_before_the_labels_words_is_not_dropped_by_the_choice(bikes: Vocabulary) -> None:
    # "late" is more than either label says: never answered as the plain count with "late" dropped
    reading = read(bikes, "late RS tickets in 2025").reading
    assert reading.query.metrics != ["rs_ticket_count"] or reading.unplaced
    assert reading.metric_candidates or reading.unplaced


def test_a_balance_at_the_end_of_a_period_is_that_periods_balance(bikes: Vocabulary) -> None:
    reading = read(bikes, "bikes docked by district at the end of March 2025").reading
    assert (reading.query.metrics, reading.unplaced) == (["bikes_docked"], [])
    assert reading.query.time_range is not None and reading.query.time_range.start == "2025-03-01"


def test_the_end_of_a_period_for_a_flow_stays_a_question(bikes: Vocabulary) -> None:
    # rentals "at the end of March" may mean its last days: not read as the whole month
    assert "end" in read(bikes, "rentals at the end of March 2025").reading.unplaced


def test_a_flags_function_word_alone_names_nothing(bikes: Vocabulary) -> None:
    # is_on_time is said "on time"; "on" of "fare revenue on monthly plans" is no filter on it
    reading = read(bikes, "fare revenue on monthly plans in 2025").reading
    assert [(f.dimension, f.values) for f in reading.query.filters] == [("rider_plan", ["monthly"])]


def test_a_shared_longer_phrase_is_read_whole_and_its_things_after_it(bikes: Vocabulary) -> None:
    # "solar powered" is a product's flag and the start of a dock's (solar powered kiosk): read whole, settled by
    # the metric, never as a shorter value inside it with "solar-" or "products" left over
    reading = read(bikes, "items sold of solar-powered products by brand").reading
    assert [(f.dimension, f.values) for f in reading.query.filters] == [("is_solar_powered", ["1"])]
    assert reading.unplaced == []


@pytest.mark.parametrize("question", ["how many RO lines did we open in 2025", "RO lines by district in 2025"])
def test_the_things_counted_say_the_count(bikes: Vocabulary, question: str) -> None:
    # *Repair Order Line Count* (the catalog writes RO in *Late RO Line Count*): "RO lines" says it, "count" too
    reading = read(bikes, question).reading
    assert (reading.query.metrics, reading.metric_candidates) == (["ro_line_count"], [])


def test_a_metric_that_differs_only_in_when_it_is_taken_keeps_the_question(bikes: Vocabulary) -> None:
    # *Work Order Line Count (Month End)* is the same lines counted at the month's end: the question says neither
    reading = read(bikes, "how many WO lines did we open in 2025").reading
    assert reading.query.metrics == []
    assert {"wo_line_count", "wo_line_count_month_end"} <= set(reading.metric_candidates)
