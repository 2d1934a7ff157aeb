"""A contraction's ending ("I've", "I'll", "I'd") is a function word, not a single-letter elision like "O'Brien"
(issue 32, reader29): "I've" was read as the word "ive" and asked about. On tests/data/catalogs/apiary."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {"keeper_name": ["Mira Holt"], "hive_site": ["north", "moor"], "stall_town": ["Obrien", "Ely"]}


@pytest.fixture(scope="module")
def apiary() -> Vocabulary:
    return vocabulary("apiary", VALUES)


@pytest.mark.parametrize(
    "question",
    ["honey harvested by hive site I've got", "course seats I'll have in 2025", "course seats you're given in 2025"],
)
def test_a_contraction_leaves_nothing_unplaced(apiary: Vocabulary, question: str) -> None:
    assert read(apiary, question).reading.unplaced == []


def test_a_single_letter_elision_is_still_one_word(apiary: Vocabulary) -> None:
    reading = read(apiary, "honey sold at O'Brien in 2025").reading
    assert [(f.dimension, f.values) for f in reading.query.filters] == [("stall_town", ["Obrien"])]
    assert reading.unplaced == []
