"""'how many new coaches did we hire in 2025' (reader14), on a catalog written after the rule
(tests/data/catalogs/climbing): "new" before the things a count metric counts is said by the period; with no
period it is still asked about."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary
from tests.unit.test_reader_ranked_things import VALUES
from tests.unit.test_reader_shapes_reader14 import MORE


@pytest.fixture(scope="module")
def gym() -> Vocabulary:
    return vocabulary("climbing", {**VALUES, **MORE})


def test_new_things_in_a_period_are_the_things_counted_in_it(gym: Vocabulary) -> None:
    reading = read(gym, "how many new coaches did we hire in 2025?").reading
    assert reading.query.metrics == ["total_coaches"]
    assert reading.unplaced == []


def test_new_things_with_no_period_are_asked_about(gym: Vocabulary) -> None:
    assert read(gym, "how many new coaches did we hire?").reading.unplaced == ["new"]
