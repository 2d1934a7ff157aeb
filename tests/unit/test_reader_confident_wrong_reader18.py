"""Confident wrong answers found on the development suites (reader18), each rule checked on a catalog written
after it (tests/data/catalogs/cinema): a span of years "from 2021 to 2024" is both bounds, not "2021 or later" —
read as dates where only a period word ("year" of "year over year") named the column of years, as that column's
values where its own words did; and a hyphenated compound of a label ("Same-Screen Ticket Revenue") names the
metric only when said whole, never by one of its parts said apart ("ticket revenue for our screens"); a verb's
past form the chosen metric's descriptions never say, said in exactly one other metric's description that shares
a word of its label ("which 3 cities wasted the most seats": Screen Seats Unsold, "seats wasted by the screen"),
reads that metric instead of being passed over as the event; a column "<thing>_short_code" is said "by <thing>"
(lexicon `identifier_forms`), a breakdown, not the value 'distributor' of another column; "the 2025 season"
beside a column of bare years named "season" is that column's value, not the calendar year 2025; "how much did
we sell through online channels" asks an amount: of a ratio and a sum a word fits alike, the sum."""

from __future__ import annotations

import pytest

from sqlclarify.state import Reading
from sqlclarify.understanding.amount_questions import keep_amounts_for_how_much
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.compounds import compounds_said
from sqlclarify.understanding.found import Found
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {
    "screen_city": ["Leeds", "York"],
    "release_year": ["2019", "2020", "2021", "2022", "2023", "2024"],
    "running_minutes": ["85", "95", "110", "125", "150"],
    "genre": ["drama", "comedy"],
    "sales_channel": ["box office", "online", "distributor"],
    "distributor_short_code": ["NWF", "ALT"],
    "season": ["2023", "2024", "2025"],
    "is_refund": ["0", "1"],
}


@pytest.fixture(scope="module")
def cinema() -> Vocabulary:
    return vocabulary("cinema", VALUES)


def test_growth_over_a_span_of_years_is_each_year_beside_the_one_before(cinema: Vocabulary) -> None:
    # before: "year" (of "year over year") named Release year, "from 2021" read as release years 2021 or later,
    # and the answer was one comparison, 2024 beside 2023
    query = read(cinema, "year over year growth in ticket revenue from 2021 to 2024").reading.query
    assert query.metrics == ["ticket_revenue"]
    assert query.filters == []
    assert [(g.dimension, g.grain) for g in query.group_by] == [("metric_time", "year")]
    assert query.time_range is not None
    assert (query.time_range.start, query.time_range.end) == ("2021-01-01", "2024-12-31")
    assert query.compare_to is not None and query.compare_to.start == "2020-01-01"


def test_a_span_of_years_said_with_the_column_s_own_words_is_its_values(cinema: Vocabulary) -> None:
    query = read(cinema, "tickets sold for films with a release year from 2020 to 2022").reading.query
    assert [(f.dimension, f.values) for f in query.filters] == [("release_year", ["2020", "2021", "2022"])]
    assert query.time_range is None


def test_a_closed_range_of_numbers_keeps_both_bounds(cinema: Vocabulary) -> None:
    query = read(cinema, "tickets sold for films with running time from 90 to 130 minutes").reading.query
    assert [(f.dimension, sorted(f.values)) for f in query.filters] == [("running_minutes", ["110", "125", "95"])]


@pytest.mark.parametrize("text", ["ticket revenue for our screens in Leeds", "ticket revenue of the screens by genre"])
def test_a_part_of_a_hyphenated_compound_does_not_name_the_metric(cinema: Vocabulary, text: str) -> None:
    # before: every content word of "Same-Screen Ticket Revenue" but "same" (a function word) was said
    assert read(cinema, text).reading.query.metrics == ["ticket_revenue"]


@pytest.mark.parametrize("text", ["same screen ticket revenue in Leeds", "same-screen ticket revenue by genre"])
def test_the_compound_said_whole_names_the_metric(cinema: Vocabulary, text: str) -> None:
    assert read(cinema, text).reading.query.metrics == ["same_screen_ticket_revenue"]


@pytest.mark.parametrize(
    ("label", "text", "said"),
    [
        ("Same-Store Net Sales", "net sales for our stores", False),
        ("Same-Store Net Sales", "same store net sales", True),
        ("Same-Store Net Sales", "samestore net sales", True),
        ("Month-over-Month Growth", "MoM growth", True),  # none of its words said: no matter
    ],
)
def test_compounds_said(label: str, text: str, said: bool) -> None:
    assert compounds_said(label, text) is said


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("which 3 cities wasted the most seats in 2024", "screen_seats_unsold"),
        ("which 3 cities sold the most seats in 2024", "total_seats"),  # its own description says "sold"
        ("seats by screen city in 2024", "total_seats"),
    ],
)
def test_a_verb_one_description_says_reads_that_metric(cinema: Vocabulary, text: str, metric: str) -> None:
    # before: "wasted" was passed over as the event itself and Total Seats answered
    found = read(cinema, text)
    assert found.reading.query.metrics == [metric]
    assert not found.reading.unplaced


@pytest.mark.parametrize("text", ["tickets sold by distributor", "ticket revenue for each distributor in 2024"])
def test_a_thing_named_by_its_short_code_is_a_breakdown(cinema: Vocabulary, text: str) -> None:
    # before: "distributor_short_code" was said "distributor short", and "distributor" read as a channel value
    query = read(cinema, text).reading.query
    assert [g.dimension for g in query.group_by] == ["distributor_short_code"]
    assert query.filters == []


def test_the_value_said_as_such_stays_a_filter(cinema: Vocabulary) -> None:
    query = read(cinema, "tickets sold through the distributor channel").reading.query
    assert [(f.dimension, f.values) for f in query.filters] == [("sales_channel", ["distributor"])]


@pytest.mark.parametrize("text", ["tickets sold by month in the 2025 season", "tickets sold by month, season 2025"])
def test_a_year_said_with_the_season_column_s_name_is_its_value(cinema: Vocabulary, text: str) -> None:
    # before: the calendar year 2025, where the 2025 season began in September 2024
    query = read(cinema, text).reading.query
    assert [(f.dimension, f.values) for f in query.filters] == [("season", ["2025"])]
    assert query.time_range is None
    assert [(g.dimension, g.grain) for g in query.group_by] == [("metric_time", "month")]


def test_a_year_alone_is_the_calendar_s(cinema: Vocabulary) -> None:
    query = read(cinema, "tickets sold by month in 2025").reading.query
    assert query.filters == []
    assert query.time_range is not None and query.time_range.start == "2025-01-01"


def test_a_verb_said_of_other_things_in_a_description_changes_nothing(cinema: Vocabulary) -> None:
    # "screened" is said of films in Revenue per Film's description, not of the revenue; nor is it "Same-Screen"
    found = read(cinema, "how much ticket revenue did the films screened in 2024 bring")
    assert found.reading.query.metrics == ["ticket_revenue"]


@pytest.mark.parametrize(
    "text", ["how much did we sell through online channels in 2024", "how much did we take through online channels"]
)
def test_how_much_is_an_amount_not_a_ratio(cinema: Vocabulary, text: str) -> None:
    # before: Online Channel Mix (a percentage), its label's "channel" said
    assert read(cinema, text).reading.query.metrics == ["online_ticket_revenue"]


def test_the_ratio_said_by_name_stays(cinema: Vocabulary) -> None:
    assert read(cinema, "online channel mix in 2024").reading.query.metrics == ["online_channel_mix"]


@pytest.mark.parametrize(
    ("candidates", "kept"),
    [
        (["online_channel_mix", "online_ticket_revenue"], ["online_ticket_revenue"]),
        # a sum of a yes/no column is a count of the rows with it: its number or its rate, still asked
        (["refund_rate", "refunded_tickets"], []),
    ],
)
def test_how_much_keeps_amounts_never_counts(cinema: Vocabulary, candidates: list[str], kept: list[str]) -> None:
    found = Found(reading=Reading(metric_candidates=list(candidates)), reading_text="how much did they hurt us")
    keep_amounts_for_how_much(cinema, found)
    assert found.reading.query.metrics == kept
    assert found.reading.metric_candidates == ([] if kept else candidates)
