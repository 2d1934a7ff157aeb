"""The stretch of two periods that the data covers in both (a comparison cut short by the data, issue 29)."""

from datetime import date

import pytest

from sqlclarify.semantic.periods import like_for_like

D = date.fromisoformat


@pytest.mark.parametrize(
    ("current", "compare", "coverage", "expected"),
    [
        # data ending mid-2015: Jan 1 - Jul 31 of each year
        (
            ("2015-01-01", "2015-12-31"),
            ("2014-01-01", "2014-12-31"),
            ("2010-01-01", "2015-07-31"),
            (("2015-01-01", "2015-07-31"), ("2014-01-01", "2014-07-31")),
        ),
        # data starting mid-2014: the same months of 2015
        (
            ("2015-01-01", "2015-12-31"),
            ("2014-01-01", "2014-12-31"),
            ("2014-03-01", "2016-01-01"),
            (("2015-03-01", "2015-12-31"), ("2014-03-01", "2014-12-31")),
        ),
        # a month cut short against a whole month of another length
        (
            ("2026-01-01", "2026-01-31"),
            ("2025-12-01", "2025-12-31"),
            ("2024-01-01", "2026-01-09"),
            (("2026-01-01", "2026-01-09"), ("2025-12-01", "2025-12-09")),
        ),
        # both whole: nothing to offer, whatever the months' lengths
        (("2025-12-01", "2025-12-31"), ("2025-11-01", "2025-11-30"), ("2024-01-01", "2026-01-09"), None),
        # no common stretch: nothing to offer (the answer says the period has no data)
        (("2026-01-01", "2026-12-31"), ("2023-01-01", "2023-12-31"), ("2024-01-01", "2026-01-09"), None),
    ],
)
def test_like_for_like(current, compare, coverage, expected) -> None:
    got = like_for_like(tuple(map(D, current)), tuple(map(D, compare)), tuple(map(D, coverage)))
    want = None if expected is None else tuple(tuple(map(D, pair)) for pair in expected)
    assert got == want
