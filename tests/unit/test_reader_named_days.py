"""A named day with its date written beside it in parentheses ("Open Day 2024 (March 3)") is that date; a named
day with no date given is asked about, never answered for the whole year (tests/data/catalogs/kennels)."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.named_days import with_explicit_days
from tests.support.synthetic_catalogs import read, vocabulary
from tests.unit.test_reader_narrowing import VALUES


@pytest.fixture(scope="module")
def kennels() -> Vocabulary:
    return vocabulary("kennels", VALUES)


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("how many stays on Open Day 2024 (March 3)?", "2024-03-03"),
        ("fees on Open Day (March 3, 2024)", "2024-03-03"),
        ("stays on Bonfire Night 2023 (5 November)", "2023-11-05"),
    ],
)
def test_a_named_day_with_its_date_is_that_date(kennels: Vocabulary, text: str, day: str) -> None:
    found = read(kennels, text)
    period = found.reading.query.time_range
    assert period is not None
    assert (period.start, period.end) == (day, day)
    assert not found.reading.unplaced


def test_a_named_day_without_its_date_is_asked_about(kennels: Vocabulary) -> None:
    found = read(kennels, "how many stays on Open Day 2024?")
    assert "Open Day" in " ".join(found.reading.unplaced)


def test_text_without_a_date_in_parentheses_is_kept() -> None:
    for text in ("fees (net) in 2024", "stays (March 3)", "stays on Open Day 2024"):
        assert with_explicit_days(text) == text
