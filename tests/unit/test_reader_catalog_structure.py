"""The reader's candidates from a catalog's structure, on a catalog written after the reader
(tests/data/catalogs/library): an entity known only by its key, labels said with their words apart, value codes
defined in a description, a dimension's name before one of its values, negated true/false words, "highest
first", and the compiler grouping and filtering by an entity's key (as MetricFlow does)."""

from __future__ import annotations

import sqlite3
from datetime import date

import pytest

from sqlclarify.semantic.compile import compile_query
from sqlclarify.semantic.query import DimensionFilter, GroupBy, SemanticQuery
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.interpret import read_question
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {
    "lending_term": ["T2024", "T2025"],
    "genre": ["FIC", "NF", "REF"],
    "channel": ["all", "desk", "kiosk"],
    "shelf_group": ["1", "2", "3"],
    "is_overdue": ["0", "1"],
    "has_been_renewed": ["0", "1"],
    "branch_name": ["Northgate", "Riverside", "Gold Coast Branch"],
    "loan_status": ["returned", "lost", "open"],
    "borrower_membership": ["Gold", "Basic"],
    "borrower_name": ["Ann Lee", "Bo Chen"],
    "district_name": ["East", "West"],
    "borrower_age_band": ["0-17", "18-64", "65+"],
}


@pytest.fixture(scope="module")
def library() -> Vocabulary:
    return vocabulary("library", VALUES)


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
            [("loan__genre", ["FIC"]), ("lending_term", ["T2025"])],
            [],
        ),
        # the label covering most words wins over the shorter phrases inside it
        ("average days out over all loans, by lending term", ["days_per_loan"], [], ["lending_term"]),
        ("average days out among overdue loans", ["days_per_overdue_loan"], [], []),
        ("days out and loans by genre", ["total_loan_days", "loan_count"], [], ["loan__genre"]),
        # value codes a description defines: "FIC (fiction)", "REF = reference works"
        ("loans of reference works", ["loan_count"], [("loan__genre", ["REF"])], []),
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
    assert summary(found) == (["share_overdue"], [], ["loan__genre"])
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


@pytest.mark.parametrize(
    ("text", "metrics", "filters", "groups"),
    [
        # the metric's own rows before a joined thing's attribute of the same name
        ("loans by genre", ["loan_count"], [], ["loan__genre"]),
        ("loans of fiction", ["loan_count"], [("loan__genre", ["FIC"])], []),
        # a breakdown settled among several, then the next one joined to it, in the question's order
        ("late fees by genre and shelf group", ["late_fee_total"], [], ["loan__genre", "shelf_group"]),
        ("late fees by shelf group and genre", ["late_fee_total"], [], ["shelf_group", "loan__genre"]),
        # a row for all values together ('all') is what "all <dimension>" means
        ("late fees across all channels", ["late_fee_total"], [("channel", ["all"])], []),
        # "non-" excludes a value; a value whose own name starts so ("non-fiction") stays that value
        ("loans of non-fiction", ["loan_count"], [("loan__genre", ["NF"])], []),
        # an aggregation named by another word
        ("the highest items missing", ["most_missing"], [], []),
    ],
)
def test_scoring_prefers_what_the_catalog_says(
    library: Vocabulary, text: str, metrics: list[str], filters: list, groups: list[str]
) -> None:
    found = read(library, text)
    assert summary(found) == (metrics, filters, groups)
    assert found.reading.unplaced == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("late fees on non-kiosk loans", [("channel", ["kiosk"], True)]),
        ("how many loans were not returned", [("loan_status", ["returned"], True)]),
    ],
)
def test_non_and_not_exclude_a_value(library: Vocabulary, text: str, expected: list) -> None:
    found = read(library, text)
    assert [(f.dimension, f.values, f.exclude) for f in found.reading.query.filters] == expected
    assert found.reading.unplaced == []


def test_a_value_is_the_things_the_next_word_names(library: Vocabulary) -> None:
    # 'Gold' is the borrower's membership today and the loan's at the time, and a word of a branch's name:
    # the whole value wins over the word of a name, and "borrowers" names whose membership it is
    found = read(library, "loans of Gold borrowers")
    assert summary(found) == (["loan_count"], [("borrower__borrower_membership", ["Gold"])], [])
    assert found.reading.unplaced == []


def test_which_n_of_an_ambiguous_thing_had_the_most(library: Vocabulary) -> None:
    query = read(library, "which 2 genres had the most late fees").reading.query
    assert [g.dimension for g in query.group_by] == ["loan__genre"]
    assert (query.order_by[0].descending, query.limit) == (True, 2)


@pytest.mark.parametrize(
    ("text", "grain", "time_range"),
    [
        ("items counted by cycle", "month", None),
        ("items counted in each of the last three cycles", "month", ("2025-09-01", "2025-11-30")),
        ("items counted last cycle", None, ("2025-11-01", "2025-11-30")),
    ],
)
def test_a_time_dimensions_own_word_names_its_period(
    library: Vocabulary, text: str, grain: str | None, time_range: tuple[str, str] | None
) -> None:
    found = read(library, text)
    query = found.reading.query
    assert query.metrics == ["counted"]
    assert [g.grain for g in query.group_by if g.dimension == "metric_time"] == ([grain] if grain else [])
    assert (query.time_range.start, query.time_range.end) == time_range if time_range else query.time_range is None
    assert found.reading.unplaced == []


def test_make_date_is_written_for_sqlite() -> None:
    from sqlclarify.semantic.sqlbuild import bind
    from sqlclarify.semantic.translate import catalog_sql

    node = bind(catalog_sql("make_date(y, 1, 1)", "duckdb", "sqlite", "test"), "t", "sqlite")
    db = sqlite3.connect(":memory:")
    assert db.execute(f"SELECT {node.sql(dialect='sqlite')} FROM (SELECT 2024 AS y) AS t").fetchall() == [
        ("2024-01-01",)
    ]


@pytest.mark.parametrize(
    ("text", "metrics", "filters"),
    [
        # "a loan" is one thing the borrowers did, not a second metric
        ("how many borrowers took out a loan in 2024", ["borrower_count"], []),
        # "from overdue loans": the loans the fees come from, filtered as a value says
        ("late fees from overdue loans", ["late_fee_total"], [("is_overdue", ["1"])]),
        # of the metrics a word fits, the one whose label the question says whole
        ("how many renewals were there", ["renewal_total"], []),
        ("renewals by genre", ["renewal_total"], []),
    ],
)
def test_one_metric_and_the_things_it_is_of(library: Vocabulary, text: str, metrics: list[str], filters: list) -> None:
    found = read(library, text)
    assert found.reading.query.metrics == metrics
    assert [(f.dimension, f.values) for f in found.reading.query.filters] == filters
    assert not found.reading.metric_candidates


def test_a_follow_up_breakdown_goes_before_the_time_series(library: Vocabulary) -> None:
    from sqlclarify.nodes.classify import merge_follow_up

    previous = read(library, "loans by month in 2024").reading
    found = read_question("and by genre?", library, date(2025, 12, 15), previous.query.metrics)
    merged = merge_follow_up(previous, found, library)
    assert [(g.dimension, g.grain) for g in merged.query.group_by] == [("loan__genre", None), ("metric_time", "month")]


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("late fees in the first quarter of 2025", "2025-01-01", "2025-03-31"),
        ("late fees in the third quarter of 2024", "2024-07-01", "2024-09-30"),
        ("late fees since the start of May", "2025-05-01", "2025-12-15"),
    ],
)
def test_dates_said_in_words(library: Vocabulary, text: str, start: str, end: str) -> None:
    found = read(library, text)
    period = found.reading.query.time_range
    assert (period.start, period.end) == (start, end)
    assert found.reading.unplaced == []


def test_average_before_a_metric_that_is_an_average(library: Vocabulary) -> None:
    found = read(library, "average loan length by genre")
    assert summary(found) == (["loan_length"], [], ["loan__genre"])
    assert found.reading.unplaced == []


def test_a_metrics_own_inputs_said_after_derived_from_are_not_more_metrics(library: Vocabulary) -> None:
    found = read(library, "share of loans overdue computed from overdue loans and loans, by genre")
    assert summary(found) == (["share_overdue"], [], ["loan__genre"])
    assert found.reading.unplaced == []


def test_how_a_named_thing_did_asks_which_metric(library: Vocabulary) -> None:
    found = read(library, "how did Riverside do in 2024?")
    assert summary(found)[:2] == ([], [("branch_name", ["Riverside"])])
    assert {"loan_count", "late_fee_total", "counted"} <= set(found.reading.metric_candidates)
    assert found.reading.unplaced == []
    # a word the catalog does not hold is no vague measure: nothing is offered for it
    other = read(library, "how many dragons did Riverside tame in 2024?")
    assert other.reading.metric_candidates == []
    assert "dragons" in " ".join(other.reading.unplaced)


def test_a_percent_sign_of_a_metrics_label_is_that_metrics(library: Vocabulary) -> None:
    found = read(library, "share of loans overdue % by genre")
    assert summary(found) == (["share_overdue"], [], ["loan__genre"])
    assert found.reading.unplaced == []
    assert found.reading.share is False


def test_a_measure_word_after_was_is_no_event(library: Vocabulary) -> None:
    found = read(library, "what was the average per loan in 2024?")
    # which average: asked, with the amounts per loan as options — never passed over, never the count of loans
    assert found.reading.query.metrics == []
    assert "days_per_loan" in found.reading.metric_candidates
    assert "loan_count" not in found.reading.metric_candidates
