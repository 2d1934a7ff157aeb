"""Booleans, ids and a metric's own words (reader12), on a catalog written after the reader
(tests/data/catalogs/vetclinic): a true/false column said by its name without the kind word ("_flag"), by its
verb's participle or the verb itself, negated across a light verb ("didn't get a prompt callback"); a value whose
word only one of the metrics to choose says in its label ("EUR amount") is that metric's word, not a
filter; a verb that names another date of the metric's rows ("issued in March") is asked about, never passed
over; a thing's ids said as a list ("pets 1 and 5") are all kept."""

from __future__ import annotations

import pytest

from sqlclarify.semantic.query import DimensionFilter
from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {
    "billing_currency": ["EUR", "GBP", "USD"],
    "booked_via": ["Phone", "Web"],
    "owner_rescheduled_flag": ["1", "0"],
    "referral_letter_received_flag": ["1", "0"],
    "prompt_callback_flag": ["1", "0"],
    "owner": ["3", "7", "12"],
    "pet": ["1", "2", "5"],
}


@pytest.fixture(scope="module")
def clinic() -> Vocabulary:
    return vocabulary("vetclinic", VALUES)


def _filters(vocab: Vocabulary, text: str) -> list[tuple[str, list[str]]]:
    found = read(vocab, text)
    assert found.reading.unplaced == [], found.reading.unplaced
    return [(f.dimension, f.values) for f in found.reading.query.filters]


@pytest.mark.parametrize(
    ("text", "dim", "value"),
    [
        ("invoices with a prompt callback in 2025", "prompt_callback_flag", "1"),
        ("how many invoices didn't get a prompt callback in 2025", "prompt_callback_flag", "0"),
        ("invoices that didn't have a prompt callback in 2025", "prompt_callback_flag", "0"),
        ("how many invoices were rescheduled by the owner last year", "owner_rescheduled_flag", "1"),
        ("invoices the owner did not reschedule in 2025", "owner_rescheduled_flag", "0"),
        ("invoices with the referral letter received in 2025", "referral_letter_received_flag", "1"),
        ("invoices that did not receive referral letters in 2025", "referral_letter_received_flag", "0"),
    ],
)
def test_a_flag_is_said_by_its_words_and_negated(clinic: Vocabulary, text: str, dim: str, value: str) -> None:
    assert _filters(clinic, text) == [(dim, [value])]


@pytest.mark.parametrize("text", ["EUR amount in 2025", "settled amount in EUR by month in 2025"])
def test_a_value_only_one_metric_says_is_that_metric(clinic: Vocabulary, text: str) -> None:
    found = read(clinic, text)
    assert found.reading.query.metrics == ["billed_amount_eur"]
    assert found.reading.query.filters == []
    assert found.reading.unplaced == []


def test_a_value_no_metric_says_stays_a_filter(clinic: Vocabulary) -> None:
    found = read(clinic, "amount in GBP in 2025")
    assert found.reading.query.filters == [DimensionFilter(dimension="billing_currency", values=["GBP"])]
    assert found.reading.metric_candidates == ["billed_amount", "billed_amount_eur"]


def test_a_verb_naming_another_date_is_asked_about(clinic: Vocabulary) -> None:
    found = read(clinic, "billed amount for invoices issued in March 2025")
    assert found.reading.query.metrics == ["billed_amount"]
    assert "issued" in found.reading.unplaced
    # the metric's own date stays the event itself
    assert read(clinic, "billed amount for invoices paid in March 2025").reading.unplaced == []


@pytest.mark.parametrize(
    ("text", "ids"),
    [
        ("invoice count for pets 1 and 5 in 2025", ["1", "5"]),
        ("invoice count for pets 1, 2 and 5 in 2025", ["1", "2", "5"]),
        ("invoice count for pet 5 in 2025", ["5"]),
    ],
)
def test_a_list_of_ids_keeps_every_id(clinic: Vocabulary, text: str, ids: list[str]) -> None:
    assert _filters(clinic, text) == [("pet", ids)]


def test_a_via_column_is_the_channel(clinic: Vocabulary) -> None:
    """'booked_via' is said "channel" (the shipped lexicon's word for "via", no project's)."""
    found = read(clinic, "invoice count by channel in 2025")
    assert [g.dimension for g in found.reading.query.group_by] == ["booked_via"]
    assert found.reading.unplaced == []


@pytest.mark.parametrize(
    "text", ["average hours from invoice to callback in 2025", "invoice to callback hours by channel"]
)
def test_a_unit_the_metrics_label_says_is_its_word(clinic: Vocabulary, text: str) -> None:
    """'hours' of Invoice To Callback Hours: the metric's own word, not an hourly breakdown to ask about."""
    found = read(clinic, text)
    assert found.reading.query.metrics == ["invoice_to_callback_hours"]
    assert found.reading.unplaced == []


@pytest.mark.parametrize("text", ["invoice count by booking channel in 2025", "invoice count by channel in 2025"])
def test_a_word_sharing_the_dimensions_stem_is_its_word(clinic: Vocabulary, text: str) -> None:
    """'booking' of `booked_via` said "channel": one breakdown, nothing to ask about."""
    found = read(clinic, text)
    assert [g.dimension for g in found.reading.query.group_by] == ["booked_via"]
    assert found.reading.unplaced == []
