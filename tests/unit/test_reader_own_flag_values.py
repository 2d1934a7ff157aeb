"""A word that is a value of a category and the name of a yes/no column on the same things (issue 32: "eurozone",
eu_status 'Eurozone' or is_eurozone): the column named for the word, not a question; and a thing of its table said
right after it ("warranty customers") is the things it filters. On tests/data/catalogs/depots."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {"cover_type": ["warranty", "contract", "ad hoc"], "is_warranty": ["0", "1"], "site_state": ["OH", "TX"]}


@pytest.fixture(scope="module")
def depots() -> Vocabulary:
    return vocabulary("depots", VALUES)


def _read(vocab: Vocabulary, text: str) -> tuple[list[str], dict[str, list[str]], list[str]]:
    reading = read(vocab, text).reading
    return reading.query.metrics, {f.dimension: f.values for f in reading.query.filters}, reading.unplaced


def test_the_yes_no_column_named_for_the_word_is_taken(depots: Vocabulary) -> None:
    assert _read(depots, "warranty visits in 2025") == (["visits"], {"is_warranty": ["1"]}, [])


def test_a_thing_of_its_table_after_it_is_the_things_filtered(depots: Vocabulary) -> None:
    assert _read(depots, "invoiced amount for warranty customers") == (["invoiced_amount"], {"is_warranty": ["1"]}, [])


def test_another_value_of_the_category_stays_a_value(depots: Vocabulary) -> None:
    assert _read(depots, "contract visits in 2025") == (["visits"], {"cover_type": ["contract"]}, [])


def test_outside_excludes_the_value_and_the_things_before_it_are_those_filtered(depots: Vocabulary) -> None:
    reading = read(depots, "invoiced amount for customers outside the warranty").reading
    assert [(f.dimension, f.values, f.exclude) for f in reading.query.filters] == [("is_warranty", ["1"], True)]
    assert reading.unplaced == []
    reading = read(depots, "visits outside Ohio in 2025").reading
    assert [(f.dimension, f.values, f.exclude) for f in reading.query.filters] == [("site_state", ["OH"], True)]


def test_a_plural_noun_right_after_the_flag_s_words_is_the_things_it_describes(depots: Vocabulary) -> None:
    # "clients" is no word of the catalog: after the yes/no column's own word it names the rows that column is on
    assert _read(depots, "invoiced amount for warranty clients") == (["invoiced_amount"], {"is_warranty": ["1"]}, [])
