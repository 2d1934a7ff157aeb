"""Values said in another form than stored (issue 32): a state by its name where the code is stored, a country by its
code or its people, a code's shared segment for every value that has it, a snake_case or camelCase value in plain
words, a value named with its column's word. On a catalog written after the reader (tests/data/catalogs/depots)."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {
    "site_state": ["OH", "TX", "NY", "CA"],
    "crew_code": ["EMEA-ENT", "EMEA-MM", "APAC-ENT", "NAMER-SMB"],
    "visit_kind": ["routineCheck", "emergency_callout", "install"],
    "customer_country": ["United States", "Canada", "Germany", "Sweden"],
    "service_plan": ["Basic", "Pro", "Premium"],
}


@pytest.fixture(scope="module")
def depots() -> Vocabulary:
    return vocabulary("depots", VALUES)


def _filters(vocab: Vocabulary, text: str) -> dict[str, list[str]]:
    reading = read(vocab, text).reading
    assert reading.unplaced == [], reading.unplaced
    return {f.dimension: f.values for f in reading.query.filters}


def test_a_state_named_where_its_code_is_stored(depots: Vocabulary) -> None:
    assert _filters(depots, "visits in Ohio in 2025") == {"site_state": ["OH"]}


def test_a_country_by_its_code_or_its_people(depots: Vocabulary) -> None:
    assert _filters(depots, "US visits last month") == {"customer_country": ["United States"]}
    assert _filters(depots, "visits for Swedish customers") == {"customer_country": ["Sweden"]}


def test_a_code_segment_is_every_value_that_has_it(depots: Vocabulary) -> None:
    assert _filters(depots, "visits by the EMEA crews") == {"crew_code": ["EMEA-ENT", "EMEA-MM"]}
    assert _filters(depots, "visits for APAC") == {"crew_code": ["APAC-ENT"]}


def test_a_segment_is_taken_only_as_written(depots: Vocabulary) -> None:
    # "ent" in lowercase is no code: nothing is filtered on it
    reading = read(depots, "visits by crew").reading
    assert reading.query.filters == []


def test_snake_and_camel_case_values_in_plain_words(depots: Vocabulary) -> None:
    assert _filters(depots, "invoiced amount for routine checks") == {"visit_kind": ["routineCheck"]}
    assert _filters(depots, "visits for emergency callouts by state") == {"visit_kind": ["emergency_callout"]}


def test_a_value_named_with_its_column_s_word(depots: Vocabulary) -> None:
    assert _filters(depots, "visits on the Pro plan") == {"service_plan": ["Pro"]}
    assert _filters(depots, "visits with service plan Pro") == {"service_plan": ["Pro"]}


def test_a_code_that_is_also_a_word_is_no_other_form_of_a_place() -> None:
    # Indonesia's code ID is how "customer ID" is written: never read as the country; Italy by its name still is
    vocab = vocabulary("depots", {"customer_country": ["Indonesia", "Italy", "United States"]})
    assert read(vocab, "visits by customer ID").reading.query.filters == []
    assert _filters(vocab, "visits in Italy") == {"customer_country": ["Italy"]}
