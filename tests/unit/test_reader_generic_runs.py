"""reader28 (issue 32): "average darts": an aggregation word and one word two labels hold (Average Darts Per Leg,
Average Match Darts) is asked about, not read as the one label the two words happen to be adjacent in. On a catalog
written after the rule (tests/data/catalogs/darts_league)."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {"side": ["home", "away"], "player_name_home": ["Ann Lowe"], "player_name_away": ["Ben Pike"]}


@pytest.fixture(scope="module")
def league() -> Vocabulary:
    return vocabulary("darts_league", VALUES)


def test_a_word_two_labels_share_is_asked_about(league: Vocabulary) -> None:
    reading = read(league, "average darts by side in 2024").reading
    assert reading.query.metrics == []
    assert sorted(reading.metric_candidates) == ["avg_leg_darts", "avg_match_darts"]


@pytest.mark.parametrize(
    ("text", "metric"), [("average darts per leg by side", "avg_leg_darts"), ("average match darts", "avg_match_darts")]
)
def test_more_words_of_one_label_still_read_it(league: Vocabulary, text: str, metric: str) -> None:
    assert read(league, text).reading.query.metrics == [metric]
