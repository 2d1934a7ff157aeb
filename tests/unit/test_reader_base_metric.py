"""Metrics named without a question (issue 32). A loose word several metrics' labels say, where the catalog builds
its other metrics on one of them ("revenue" on a shop whose Net Revenue the margin and the order value are built
on): that one is read, and the answer says so; with no such metric the question stays. A guess the question names
by the metric's own name ("average TTF" for avg_ttf) is read without "did you mean". On tests/data/catalogs/depots."""

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


def test_a_guess_the_question_names_by_the_metric_s_own_name_is_no_guess(depots: Vocabulary) -> None:
    # avg_ttf, labelled "Mean hours from call to fix": "average TTF" is its name, avg and average one word
    reading = read(depots, "average TTF by state in 2025").reading
    assert (reading.query.metrics, reading.metric_guess) == (["avg_ttf"], None)
