"""reader26 (issue 32): a verb between words of the one metric's own label ("players reached full fitness" for
*Players at full fitness*) stands for the label's linking word: part of naming the metric, said in the answer, not
a word to ask about. A verb that is not between the label's words is left to the other readings. On a catalog
written after the rule (tests/data/catalogs/five_a_side)."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {"position": ["Right Wing", "Left Wing", "Centre Back", "Goal"], "kick_off_slot": ["Morning", "Evening"]}


@pytest.fixture(scope="module")
def league() -> Vocabulary:
    return vocabulary("five_a_side", VALUES)


def test_a_verb_between_a_labels_words_is_part_of_the_metric(league: Vocabulary) -> None:
    reading = read(league, "how many players reached full fitness in 2025?").reading
    assert reading.query.metrics == ["players_at_full_fitness"]
    assert reading.unplaced == []
    assert any("reached" in note and "Players at full fitness" in note for note in reading.ignored)


def test_a_verb_outside_the_labels_words_is_not_read_as_its_part(league: Vocabulary) -> None:
    reading = read(league, "players at full fitness in 2025, swapped to the left wing").reading
    assert not any("swapped" in note and "part of" in note for note in reading.ignored)
