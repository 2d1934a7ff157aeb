"""The reader's candidates from a catalog's structure, on a catalog written after the reader
(tests/data/catalogs/library): an entity known only by its key, labels said with their words apart, value codes
defined in a description, a dimension's name before one of its values, negated true/false words, "highest
first", and the compiler grouping and filtering by an entity's key (as MetricFlow does)."""

from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path

import pytest

from sqlclarify.semantic.compile import compile_query
from sqlclarify.semantic.query import DimensionFilter, GroupBy, SemanticQuery
from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.understanding.candidates import Vocabulary, build_vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.interpret import read_question

CATALOG = Path(__file__).resolve().parents[1] / "data" / "catalogs" / "library" / "models.yml"
VALUES = {
    "lending_term": ["T2024", "T2025"],
    "genre": ["FIC", "NF", "REF"],
    "shelf_group": ["1", "2", "3"],
    "is_overdue": ["0", "1"],
    "has_been_renewed": ["0", "1"],
    "branch_name": ["Northgate", "Riverside"],
    "district_name": ["East", "West"],
    "borrower_age_band": ["0-17", "18-64", "65+"],
}


@pytest.fixture(scope="module")
def library() -> Vocabulary:
    layer = load_semantic_layer(str(CATALOG))
    return build_vocabulary(layer, lambda dim: VALUES.get(dim.rpartition("__")[2], []))


def read(vocab: Vocabulary, text: str) -> Found:
    return read_question(text, vocab, date(2025, 12, 15))


def summary(found: Found) -> tuple[list[str], list[tuple[str, list[str]]], list[str]]:
    query = found.reading.query
    return (
        query.metrics,
        [(f.dimension, f.values) for f in query.filters],
        [g.dimension for g in query.group_by],
    )


@pytest.mark.parametrize(
    ("text", "metrics", "filters", "groups"),
    [
        # an entity with no name of its own is grouped and filtered by its key
        ("loans by lending term", ["loan_count"], [], ["lending_term"]),
        ("loans in T2024", ["loan_count"], [("lending_term", ["T2024"])], []),
        # a label's words said apart; a true/false word of the label is the metric's, not a filter
        ("how many loans were overdue", ["overdue_loan_count"], [], []),
        (
            "what share of fiction loans were overdue in T2025",
            ["share_overdue"],
            [("genre", ["FIC"]), ("lending_term", ["T2025"])],
            [],
        ),
        # the label covering most words wins over the shorter phrases inside it
        ("average days out over all loans, by lending term", ["days_per_loan"], [], ["lending_term"]),
        ("average days out among overdue loans", ["days_per_overdue_loan"], [], []),
        ("days out and loans by genre", ["total_loan_days", "loan_count"], [], ["genre"]),
        # value codes a description defines: "FIC (fiction)", "REF = reference works"
        ("loans of reference works", ["loan_count"], [("genre", ["REF"])], []),
        # negations of a true/false word
        ("loans never renewed", ["loan_count"], [("has_been_renewed", ["0"])], []),
        ("loans that were not overdue", ["loan_count"], [("is_overdue", ["0"])], []),
        # a dimension's name, then one of its values
        ("loans in shelf group 3", ["loan_count"], [("shelf_group", ["3"])], []),
        # "X on <things> that …": the things the metric is of, not a second metric
        ("late fees on loans that were never renewed", ["late_fee_total"], [("has_been_renewed", ["0"])], []),
        # a thing with several name-like dimensions: the one named after it
        ("loans by branch", ["loan_count"], [], ["branch_name"]),
        # the last two words of a longer name
        ("loans by age band", ["loan_count"], [], ["borrower_age_band"]),
    ],
)
def test_the_catalogs_structure_places_the_words(
    library: Vocabulary, text: str, metrics: list[str], filters: list, groups: list[str]
) -> None:
    found = read(library, text)
    assert summary(found) == (metrics, filters, groups)
    assert found.reading.unplaced == []
    assert not found.reading.metric_candidates


def test_highest_first_orders_the_breakdown_and_keeps_every_row(library: Vocabulary) -> None:
    query = read(library, "loans by genre, highest first").reading.query
    assert [(o.key, o.descending) for o in query.order_by] == [("__metric__", True)]
    assert query.limit is None
    assert read(library, "loans by genre, lowest first").reading.query.order_by[0].descending is False


def test_a_share_word_of_a_metric_label_is_that_metric_not_a_part(library: Vocabulary) -> None:
    found = read(library, "share of loans overdue by genre")
    assert summary(found) == (["share_overdue"], [], ["genre"])
    assert found.reading.share is False
    part = read(library, "what % of loans were overdue")  # a share of a part stays one
    assert part.reading.share is True
    assert summary(part) == (["loan_count"], [("is_overdue", ["1"])], [])


def test_an_entity_key_is_grouped_and_filtered_on_the_facts(library: Vocabulary) -> None:
    db = sqlite3.connect(":memory:")
    db.executescript(
        "CREATE TABLE loans (loan_id INT, branch_id INT, term_code TEXT, lent_on DATE, genre TEXT, shelf_group INT,"
        " borrower_age_band TEXT, is_overdue INT, has_been_renewed INT, days_out INT, late_fee REAL);"
        "INSERT INTO loans VALUES (1, 1, 'T2024', '2024-02-01', 'FIC', 1, '18-64', 1, 0, 30, 2.5),"
        " (2, 1, 'T2025', '2025-02-01', 'NF', 2, '65+', 0, 1, 10, 0), (3, 2, 'T2025', '2025-03-01', 'FIC', 3,"
        " '0-17', 1, 0, 20, 1.0);"
    )
    query = SemanticQuery(
        metrics=["share_overdue"],
        group_by=[GroupBy(dimension="lending_term")],
        filters=[DimensionFilter(dimension="lending_term", values=["T2025"])],
    )
    compiled = compile_query(library.layer, query, "sqlite")
    assert db.execute(compiled.sql).fetchall() == [("T2025", 0.5)]
    assert "lending_term" in library.metric_dims["loan_count"]
