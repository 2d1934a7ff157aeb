"""Follow-ups that narrow the last answer ("just Suite", "only confirmed stays", "only owners from Leeds") keep its
breakdowns, period and metric, on a catalog written after the rule (tests/data/catalogs/kennels); a follow-up that
replaces ("what about Kennel?") still replaces."""

from __future__ import annotations

import pytest

from sqlclarify.nodes.classify import merge_follow_up
from sqlclarify.state import Reading
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.intent import classify_intent
from sqlclarify.understanding.interpret import read_question
from tests.support.synthetic_catalogs import TODAY, read, vocabulary

VALUES = {
    "room_type": ["Suite", "Kennel", "Cattery"],
    "booking_status": ["confirmed", "cancelled"],
    "home_town": ["Leeds", "York"],
    "loyalty_tier": ["gold", "silver"],
    "category": ["toys", "food", "beds"],
    "product_line": ["product trial", "product classic"],
}


@pytest.fixture(scope="module")
def kennels() -> Vocabulary:
    return vocabulary("kennels", VALUES)


def follow_up(vocab: Vocabulary, first: str, then: str) -> Reading:
    previous = read(vocab, first).reading
    found = read_question(then, vocab, TODAY, previous.query.metrics)
    assert classify_intent(then, found, True, frozenset()) == "follow_up"
    return merge_follow_up(previous, found, vocab)


def summary(reading: Reading) -> tuple[list[str], list[tuple[str, list[str]]], list[str], str | None]:
    query = reading.query
    return (
        query.metrics,
        sorted((f.dimension.rpartition("__")[2], sorted(f.values)) for f in query.filters),
        [g.dimension.rpartition("__")[2] if g.dimension != "metric_time" else str(g.grain) for g in query.group_by],
        query.time_range.start if query.time_range else None,
    )


@pytest.mark.parametrize(
    ("first", "then", "expected"),
    [
        # a value of the breakdown's own dimension: that one row, still by room type, in the same year
        (
            "fees by room type in 2024",
            "just Suite",
            (["total_fees"], [("room_type", ["Suite"])], ["room_type"], "2024-01-01"),
        ),
        # a metric that is the last one's rows filtered ("confirmed stays": stays where the booking is confirmed)
        (
            "fees by room type in 2024",
            "only confirmed stays",
            (["total_fees"], [("booking_status", ["confirmed"])], ["room_type"], "2024-01-01"),
        ),
        # a noun the catalog does not hold after the value: the things of those rows ("dogs" in Suite rooms)
        (
            "fees by room type in 2024",
            "only Suite dogs",
            (["total_fees"], [("room_type", ["Suite"])], ["room_type"], "2024-01-01"),
        ),
        # the things the rows are about named beside the value: the metric stays
        (
            "fees by month in 2024",
            "only owners from Leeds",
            (["total_fees"], [("home_town", ["Leeds"])], ["month"], "2024-01-01"),
        ),
    ],
)
def test_a_narrowing_follow_up_keeps_the_last_question(
    kennels: Vocabulary, first: str, then: str, expected: tuple
) -> None:
    reading = follow_up(kennels, first, then)
    assert summary(reading) == expected
    assert not reading.unplaced


def test_a_replacing_follow_up_still_replaces(kennels: Vocabulary) -> None:
    reading = follow_up(kennels, "fees for Suite rooms in 2024", "what about Kennel?")
    assert summary(reading) == (["total_fees"], [("room_type", ["Kennel"])], [], "2024-01-01")
