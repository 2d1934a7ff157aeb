"""A count of rows said after "in" as the rows another metric is over ("honey per frame in the inspections done")
is no second metric: the question is the other metric, and the answer says how it read the phrase (issue 32,
reader29). A counted phrase that is a filtered metric keeps its filter. On tests/data/catalogs/apiary."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary


@pytest.fixture(scope="module")
def apiary() -> Vocabulary:
    return vocabulary("apiary", {"hive_site": ["north", "moor"], "colony_state_code": ["SWARMED", "HEALTHY"]})


@pytest.mark.parametrize(
    "question", ["honey per frame in inspections done", "honey per frame by hive site in the inspections done in 2025"]
)
def test_the_rows_phrase_is_not_the_metric(apiary: Vocabulary, question: str) -> None:
    reading = read(apiary, question).reading
    assert (reading.query.metrics, reading.unplaced) == (["avg_honey_per_frame"], [])
    assert any("as the rows" in note for note in reading.notes)


def test_the_count_alone_is_still_the_count(apiary: Vocabulary) -> None:
    assert read(apiary, "inspections done in 2025").reading.query.metrics == ["inspections_done"]


def test_a_filtered_count_is_never_dropped(apiary: Vocabulary) -> None:
    reading = read(apiary, "honey per frame in swarm inspections").reading
    kept = reading.unplaced or reading.query.filters or reading.metric_candidates
    assert reading.query.metrics != ["avg_honey_per_frame"] or kept


def test_words_left_over_that_the_other_metric_does_not_say_stay_asked(apiary: Vocabulary) -> None:
    # "often" is no word of Avg Honey per Frame: the reading is left as it was, the word asked about
    reading = read(apiary, "how often honey per frame in inspections done").reading
    assert any("often" in phrase for phrase in reading.unplaced)
