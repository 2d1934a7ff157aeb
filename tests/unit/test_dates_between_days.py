"""'between 1 and 15 March 2023': two days of one month joined by "and" after "between" are one range, both ends
kept (read as the 15th alone, the first days were silently dropped); "on 1 and 15 March" stays no range."""

from __future__ import annotations

from datetime import date

import pytest

from sqlclarify.understanding.dates import find_time_request, leftover_date_words

TODAY = date(2025, 10, 10)


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("orders each day between 1 and 15 March 2023", "2023-03-01", "2023-03-15"),
        ("visits between the 3rd and the 9th of June 2024", "2024-06-03", "2024-06-09"),
        ("returns between 10 and 20 September", "2025-09-10", "2025-09-20"),
    ],
)
def test_between_two_days_of_a_month_is_the_range(text: str, start: str, end: str) -> None:
    request = find_time_request(text, TODAY)
    assert request is not None
    assert (request.range.start.isoformat(), request.range.end.isoformat()) == (start, end)
    assert leftover_date_words(text, request.spans) == []


def test_and_without_between_is_no_range() -> None:
    request = find_time_request("orders on 1 and 15 March 2023", TODAY)
    assert request is None or request.range.start != date(2023, 3, 1) or request.range.end != date(2023, 3, 15)
