"""A loose word several metrics' labels say, where the catalog builds its other metrics on one of them (issue 32:
"revenue" on a shop whose Net Revenue the margin and the order value are built on): that one is read, and the
answer says so; with no such metric the question stays. On tests/data/catalogs/depots."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary


@pytest.fixture(scope="module")
def depots() -> Vocabulary:
    return vocabulary("depots", {"site_state": ["OH", "TX"]})


def test_the_metric_others_are_built_on_is_the_catalog_s_word(depots: Vocabulary) -> None:
    # Net takings is the numerator of both per-visit and per-fix takings; Deposit takings of none
    reading = read(depots, "takings by state in 2025").reading
    assert (reading.query.metrics, reading.metric_candidates) == (["net_takings"], [])
    assert any("Net takings" in note for note in reading.notes)


def test_with_no_metric_built_on_the_choice_stays(depots: Vocabulary) -> None:
    reading = read(depots, "fees in 2025").reading
    assert (reading.query.metrics, reading.metric_candidates) == ([], ["parts_fees", "labour_fees"])


def test_a_metric_named_in_full_is_read_as_named(depots: Vocabulary) -> None:
    assert read(depots, "deposit takings in 2025").reading.query.metrics == ["deposit_takings"]
