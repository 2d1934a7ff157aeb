"""A value said once that a code column and its name column both hold is one filter, not a question (issue 32,
reader29); the same word in two different things' columns is still asked about. On tests/data/catalogs/apiary."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {
    "keeper_name": ["Mira Holt"],
    "hive_site": ["north", "moor"],
    "colony_state_code": ["QUEENLESS", "SWARMED", "HEALTHY", "REQUEENED"],
    "colony_state_name": ["Queenless", "Swarmed", "Healthy", "Requeened"],
    "previous_state": ["Weak", "Robbed"],
    "stall_town": ["Ely"],
}


@pytest.fixture(scope="module")
def apiary() -> Vocabulary:
    return vocabulary("apiary", VALUES)


def _filters(apiary: Vocabulary, question: str) -> tuple[list[tuple[str, list[str], bool]], list[str]]:
    reading = read(apiary, question).reading
    return [(f.dimension, f.values, f.exclude) for f in reading.query.filters], reading.unplaced


def test_a_code_and_its_name_are_one_filter(apiary: Vocabulary) -> None:
    filters, unplaced = _filters(apiary, "honey harvested from queenless colonies in 2025")
    assert len(filters) == 1 and filters[0][0] in {"colony_state_code", "colony_state_name"}
    assert filters[0][1] in (["QUEENLESS"], ["Queenless"]) and unplaced == []


def test_the_value_written_as_said_is_the_one_filtered(apiary: Vocabulary) -> None:
    assert _filters(apiary, "honey harvested for Swarmed in 2025") == (
        [("colony_state_name", ["Swarmed"], False)],
        [],
    )


def test_an_excluded_twin_value_is_excluded(apiary: Vocabulary) -> None:
    filters, unplaced = _filters(apiary, "honey harvested excluding HEALTHY in 2025")
    assert filters == [("colony_state_code", ["HEALTHY"], True)] and unplaced == []


def test_the_same_word_of_two_different_things_is_still_asked() -> None:
    vocab = vocabulary("apiary", {**VALUES, "previous_state": ["Queenless", "Weak"]})
    reading = read(vocab, "honey harvested for Queenless in 2025").reading
    assert reading.unplaced == ["Queenless"]
    assert {r.partition("=")[0] for r in reading.unplaced_options["Queenless"]} >= {"value:previous_state"}


def test_a_word_a_time_dimension_names_is_still_asked(apiary: Vocabulary) -> None:
    # "requeened" may be the date requeened_on ("deals sourced in 2025"), not the state: never settled quietly
    reading = read(apiary, "honey harvested from requeened colonies").reading
    assert "requeened" in [u.lower() for u in reading.unplaced]
    assert reading.query.filters == []
