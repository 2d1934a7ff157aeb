"""The differential test's value normalization (tests/support/mf_diff.py): its fast paths for the commonest
values give what the general rule gives, so a difference between engines is neither made nor hidden by them."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from tests.support.mf_diff import normal


def test_small_ints_are_their_nine_digit_floats() -> None:
    for value in (0, 1, -1, 7, 123_456_789, -999_999_999, 999_999_999):
        assert normal(value) == float(f"{float(value):.9g}")
        assert normal(value) == normal(float(value)) == normal(Decimal(value))


def test_large_ints_are_rounded_like_floats_of_them() -> None:
    """Ten digits and more: rounded to nine significant digits, as the same sum computed in floats is."""
    assert normal(1_234_567_891) == 1_234_567_890.0
    assert normal(1_234_567_891) == normal(1_234_567_891.0000002)


def test_text_days_and_flags() -> None:
    assert normal("EMEA") == "EMEA"
    assert normal("2024-03-01 00:00:00") == "2024-03-01"  # a midnight timestamp as text is its day
    assert normal("2024-03-01 10:00:00") == "2024-03-01 10:00:00"
    assert normal(datetime(2024, 3, 1)) == normal(date(2024, 3, 1)) == "2024-03-01"
    assert normal(True) == 1 and normal(None) is None
    assert normal(5.7e-14) == 0.0
