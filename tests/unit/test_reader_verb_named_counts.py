"""reader28 (issue 32): "top 2 seeds by seed loans returned": a past-form verb beside a metric that only counts rows
(Seed Loans), whose lemma is the whole label of one other metric adding up what it marks (Returns), asks for that
metric, not the count of every loan. On a catalog written after the rule (tests/data/catalogs/seed_library)."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {"seed_id": ["SEED-001", "SEED-002", "SEED-003"], "lending_scope": ["seed", "tray"]}


@pytest.fixture(scope="module")
def library() -> Vocabulary:
    return vocabulary("seed_library", VALUES)


def test_the_verb_names_the_adding_metric(library: Vocabulary) -> None:
    reading = read(library, "top 2 seeds by seed loans returned in 2024").reading
    assert reading.query.metrics == ["loan_returns"]
    assert reading.query.limit == 2
    assert reading.unplaced == []


def test_a_verb_no_label_says_keeps_the_count(library: Vocabulary) -> None:
    reading = read(library, "top 2 seeds by seed loans given in 2024").reading
    assert reading.query.metrics == ["loans"]
