"""'the first half of this year', 'the second half of last year' (issue 32): the half of the year the words say,
counted from today — not the latest half with data, with "last year" left over to ask about (a needless question,
and before it a wrong period). On a catalog written after the rule (tests/data/catalogs/allotments)."""

from __future__ import annotations

import pytest

from tests.support.synthetic_catalogs import TODAY, read, vocabulary


@pytest.mark.parametrize(
    ("said", "start", "end"),
    [
        ("the first half of this year", f"{TODAY.year}-01-01", f"{TODAY.year}-06-30"),
        ("the second half of last year", f"{TODAY.year - 1}-07-01", f"{TODAY.year - 1}-12-31"),
        ("the first half of 2023", "2023-01-01", "2023-06-30"),
    ],
)
def test_a_half_of_a_year_said_in_words(said: str, start: str, end: str) -> None:
    reading = read(vocabulary("allotments", {}), f"total rent in {said}").reading
    assert reading.query.time_range is not None
    assert (reading.query.time_range.start, reading.query.time_range.end) == (start, end)
    assert reading.unplaced == []
