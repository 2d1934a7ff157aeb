"""'takings paid with PayPal last month' where the payment method is stored as `paypalexpress_eu`: a name written
as a name that begins exactly one stored value is that value (tests/data/catalogs/tea_rooms, written after the
rule); a word in lowercase, or a name that begins several values, is not read so."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {
    "tea_room": ["Harbour", "Old Mill", "Station"],
    "payment_method": ["card", "cash", "paypalexpress_eu", "voucherbook_uk", "voucherapp_uk"],
    "server_name": ["Ada", "Bram"],
    "shift_pattern": ["early", "late"],
}


@pytest.fixture(scope="module")
def tea_rooms() -> Vocabulary:
    return vocabulary("tea_rooms", VALUES)


def _filters(found) -> dict[str, list[str]]:
    return {f.dimension: f.values for f in found.reading.query.filters}


@pytest.mark.parametrize("text", ["total takings paid with PayPal last month", "PayPal total takings last month"])
def test_a_name_that_begins_one_value_is_that_value(tea_rooms: Vocabulary, text: str) -> None:
    found = read(tea_rooms, text)
    assert _filters(found) == {"payment_method": ["paypalexpress_eu"]}
    assert found.reading.query.metrics == ["total_takings"]


def test_a_lowercase_word_is_not_read_as_a_value_s_start(tea_rooms: Vocabulary) -> None:
    found = read(tea_rooms, "total takings paid with paypal last month")
    assert "payment_method" not in _filters(found)
    assert found.reading.unplaced  # asked about or named as ignored


def test_a_name_that_begins_several_values_is_not_read(tea_rooms: Vocabulary) -> None:
    found = read(tea_rooms, "total takings paid with Voucher last month")
    assert "payment_method" not in _filters(found)
