"""'covers by server last month' where the catalog's metric is `covers_by_server`, a plain SUM: a metric whose
name says "by <a dimension>" promises a breakdown it does not make, so the question's "by …" taken with the name
is that breakdown — never one total under the name; "per" in a name is a rate's word, not a breakdown
(tests/data/catalogs/tea_rooms, written after the rule; the Ossie TPC-DS example's `sales_by_brand` is the case
that showed it)."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {
    "tea_room": ["Harbour", "Old Mill", "Station"],
    "payment_method": ["card", "cash"],
    "server_name": ["Ada", "Bram"],
    "shift_pattern": ["early", "late"],
}


@pytest.fixture(scope="module")
def tea_rooms() -> Vocabulary:
    return vocabulary("tea_rooms", VALUES)


@pytest.mark.parametrize("text", ["takings by tea room last month", "what were takings by tea room in November"])
def test_the_breakdown_a_metric_s_name_promises_is_made(tea_rooms: Vocabulary, text: str) -> None:
    query = read(tea_rooms, text).reading.query
    assert [g.dimension for g in query.group_by] == ["tea_room"]
    assert query.metrics in (["takings_by_tea_room"], ["total_takings"])


def test_a_name_s_breakdown_through_an_entity_is_made(tea_rooms: Vocabulary) -> None:
    query = read(tea_rooms, "covers by server last month").reading.query
    assert query.metrics == ["covers_by_server"]
    assert [g.dimension for g in query.group_by] == ["server_name"]  # the server entity's own name


def test_the_metric_said_without_its_breakdown_is_one_total(tea_rooms: Vocabulary) -> None:
    query = read(tea_rooms, "covers last month").reading.query
    assert query.metrics == ["covers_by_server"]
    assert query.group_by == []


def test_per_in_a_metric_s_name_is_no_breakdown(tea_rooms: Vocabulary) -> None:
    query = read(tea_rooms, "tips per server last month").reading.query
    assert query.metrics == ["tips_per_server"]
    assert query.group_by == []
