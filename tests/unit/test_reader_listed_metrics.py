"""'visits, total takings and covers last month': an item of a list of metrics that the metric readers left unread
is the one metric its words name ("visits": Daily Visit Count), in the order the question lists them — never
passed over, which would show two of three numbers as the whole answer (tests/data/catalogs/tea_rooms, written
after the rule)."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary
from tests.unit.test_reader_metric_name_breakdowns import VALUES


@pytest.fixture(scope="module")
def tea_rooms() -> Vocabulary:
    return vocabulary("tea_rooms", VALUES)


def test_a_list_s_unread_item_is_the_metric_it_names(tea_rooms: Vocabulary) -> None:
    found = read(tea_rooms, "visits, total takings and tips per server last month")
    assert found.reading.query.metrics == ["daily_visit_count", "total_takings", "tips_per_server"]
    assert not found.reading.unplaced


def test_the_item_last_in_the_list(tea_rooms: Vocabulary) -> None:
    found = read(tea_rooms, "total takings and visits by tea room last month")
    assert found.reading.query.metrics == ["total_takings", "daily_visit_count"]
    assert [g.dimension for g in found.reading.query.group_by] == ["tea_room"]


def test_an_item_no_metric_names_is_not_dropped(tea_rooms: Vocabulary) -> None:
    found = read(tea_rooms, "total takings and weather last month")
    assert found.reading.query.metrics == ["total_takings"]
    assert found.reading.unplaced  # asked about or named as ignored, never passed over
