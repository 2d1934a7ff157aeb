"""A metric named by an acronym whose label is in another script ("aov" labelled 객단가) is read from the spelled
out words ("average order value"), as an English label's own acronym is (issue 32, reader29). On
tests/data/catalogs/apiary: `ahy`, labelled 平均収量."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary


@pytest.fixture(scope="module")
def apiary() -> Vocabulary:
    return vocabulary("apiary", {"hive_site": ["north", "moor"], "keeper_name": ["Mira Holt"]})


@pytest.mark.parametrize("question", ["average honey yield by hive site in 2025", "AHY by hive site in 2025"])
def test_the_spelled_out_acronym_is_the_metric(apiary: Vocabulary, question: str) -> None:
    reading = read(apiary, question).reading
    assert (reading.query.metrics, reading.unplaced) == (["ahy"], [])
    assert [g.dimension for g in reading.query.group_by] == ["hive_site"]


def test_other_words_are_not_the_acronym(apiary: Vocabulary) -> None:
    reading = read(apiary, "honey harvested by hive site in 2025").reading
    assert reading.query.metrics == ["honey_harvested"]
