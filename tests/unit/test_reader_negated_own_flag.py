"""A metric whose own definition keeps only the rows where a true/false column holds, asked with that flag
negated, is the catalog's metric of the same amount without the restriction, filtered to the false rows — never
the restricted metric filtered to rows it counts as zero (a confident wrong answer). On a catalog written after
the reader (tests/data/catalogs/marina)."""

from __future__ import annotations

from datetime import date

import pytest

from sqlclarify.semantic.query import DimensionFilter
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.interpret import read_question
from tests.support.synthetic_catalogs import vocabulary

VALUES = {"pier": ["North", "South"], "is_resident_boat": ["0", "1"]}
NOT_RESIDENT = DimensionFilter(dimension="is_resident_boat", values=["0"])
RESIDENT = DimensionFilter(dimension="is_resident_boat", values=["1"])


@pytest.fixture(scope="module")
def marina() -> Vocabulary:
    return vocabulary("marina", VALUES)


@pytest.mark.parametrize(
    ("text", "metric", "filters"),
    [
        ("resident-boat fees from non-resident boats in 2025", "mooring_fees", [NOT_RESIDENT]),
        ("resident-boat fees of boats that are not resident in 2025", "mooring_fees", [NOT_RESIDENT]),
        # the restriction itself, said or not, keeps the restricted metric
        ("resident-boat fees in 2025", "resident_fees", []),
    ],
)
def test_a_negated_own_flag_is_the_unrestricted_metric_filtered(
    marina: Vocabulary, text: str, metric: str, filters: list[DimensionFilter]
) -> None:
    reading = read_question(text, marina, date(2025, 12, 15)).reading
    assert reading.query.metrics == [metric]
    assert reading.query.filters == filters
    assert reading.unplaced == []


def test_the_swap_is_said_in_the_answer(marina: Vocabulary) -> None:
    reading = read_question("resident-boat fees from non-resident boats in 2025", marina, date(2025, 12, 15)).reading
    assert any("Resident-boat fees" in note and "Mooring fees" in note for note in reading.notes)
