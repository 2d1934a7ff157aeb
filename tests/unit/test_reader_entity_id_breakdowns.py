"""reader28 (issue 32): a thing's name said where a breakdown goes ("grams lent by seed") on a catalog that names
the thing only by its identifier column (seed_id) is a breakdown by that column, never a filter to a value that is
the same word (a lending scope 'seed'), which showed one number with the breakdown named as ignored. On a catalog
written after the rule (tests/data/catalogs/seed_library)."""

from __future__ import annotations

import pytest

from sqlclarify.semantic.query import GroupBy
from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {"seed_id": ["SEED-001", "SEED-002", "SEED-003"], "lending_scope": ["seed", "tray"]}


@pytest.fixture(scope="module")
def library() -> Vocabulary:
    return vocabulary("seed_library", VALUES)


@pytest.mark.parametrize(
    "text", ["grams lent by seed in 2024", "seed loans for each seed last quarter", "grams lent per seed"]
)
def test_a_thing_where_a_breakdown_goes_is_its_identifier_column(library: Vocabulary, text: str) -> None:
    reading = read(library, text).reading
    assert reading.query.group_by == [GroupBy(dimension="seed_id")]
    assert all(f.dimension != "lending_scope" for f in reading.query.filters)
    assert reading.unplaced == []


def test_top_things_are_ranked_by_the_identifier_column(library: Vocabulary) -> None:
    reading = read(library, "top 2 seeds by grams lent").reading
    assert reading.query.group_by == [GroupBy(dimension="seed_id")]
    assert reading.query.limit == 2


def test_a_value_said_as_a_value_stays_a_filter(library: Vocabulary) -> None:
    reading = read(library, "grams lent at seed scope in 2024").reading
    assert any(f.dimension == "lending_scope" and f.values == ["seed"] for f in reading.query.filters)
    assert all(g.dimension != "seed_id" for g in reading.query.group_by)


@pytest.mark.parametrize("text", ["grams returned by seed in 2024", "grams returned for each seed last year"])
def test_rows_that_point_at_the_thing_without_its_column_are_grouped_by_the_thing(
    library: Vocabulary, text: str
) -> None:
    """Returns point at the seed but carry no seed_id: grouped by the seed itself, never one number with 'seed'
    read as the lending scope no return has."""
    reading = read(library, text).reading
    assert reading.query.metrics == ["grams_returned"]
    assert reading.query.group_by == [GroupBy(dimension="seed")]
    assert all(f.dimension != "lending_scope" for f in reading.query.filters)


@pytest.mark.parametrize(
    ("text", "metric", "column"),
    [
        ("lent grams by seed in 2024", "grams_lent", "seed_id"),
        ("returned grams by seed in 2024", "grams_returned", "seed"),
    ],
)
def test_a_metric_read_after_the_values_still_takes_the_breakdown(
    library: Vocabulary, text: str, metric: str, column: str
) -> None:
    """The metric is read late (after 'seed' was taken as the lending scope): the value gives way to the breakdown."""
    reading = read(library, text).reading
    assert reading.query.metrics == [metric]
    assert reading.query.group_by == [GroupBy(dimension=column)]
    assert all(f.dimension != "lending_scope" for f in reading.query.filters)
