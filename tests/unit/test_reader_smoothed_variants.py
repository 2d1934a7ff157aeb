"""A smoothed copy of a measure (reader14), on a catalog written after the rule (tests/data/catalogs/climbing):
Desk Wait Time beside Desk Wait Trend (7d Avg), a 7-day rolling average of the same wait, is named by saying so;
"average wait" is the plain one, without a question."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary
from tests.unit.test_reader_ranked_things import VALUES
from tests.unit.test_reader_shapes_reader14 import MORE


@pytest.fixture(scope="module")
def gym() -> Vocabulary:
    return vocabulary("climbing", {**VALUES, **MORE})


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("wait at the desk by wall type in 2025", "desk_wait"),
        ("average wait in 2025", "desk_wait"),
        ("wait trend in 2025", "desk_wait_trend"),
    ],
)
def test_a_smoothed_copy_of_a_measure_is_asked_for_by_saying_so(gym: Vocabulary, text: str, metric: str) -> None:
    reading = read(gym, text).reading
    assert reading.query.metrics == [metric]
    assert reading.metric_candidates == []


def test_a_window_said_is_never_read_as_the_plain_metric(gym: Vocabulary) -> None:
    reading = read(gym, "7-day average wait in 2025").reading  # the rolling average, said by its window
    assert reading.query.metrics != ["desk_wait"]
