"""Dimensions named the short way a person says them, on a catalog written after these rules
(tests/data/catalogs/museum): the last word of a longer name ("by city" for `addr_city`), the first words before a
word that only classifies ("by weather" for `weather_type`), a thing's name before an attribute ("exhibit mood"),
the plain `category` before `guide_category` on the same rows, a table with measures that others point to named
as a thing ("top 3 exhibits"), "by the guide's speciality", the thing after compared values ("volunteer vs staff
guides"), the things the rows are about ("scans on exhibits") and a dimension's own word after its value."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {
    "addr_city": ["Leeds", "York"],
    "weather_type": ["rain", "sun"],
    "entry_channel": ["walk-in", "online", "partner"],
    "category": ["sculpture", "textiles"],
    "guide_category": ["sculpture", "textiles"],
    "guide_role": ["volunteer", "staff"],
    "title": ["Bronze Age", "Loom"],
    "mood_label": ["calm", "bold"],
    "guide_name": ["Ada", "Ben"],
    "speciality": ["bronze", "cloth"],
    "tour_stage": ["enquiry", "booking", "refund"],
    "desk_code": ["D1", "D2"],
    "desk": ["D1", "D2"],
}


@pytest.fixture(scope="module")
def museum() -> Vocabulary:
    return vocabulary("museum", VALUES)


def summary(found: Found) -> tuple[list[str], list[tuple[str, list[str]]], list[str]]:
    query = found.reading.query
    return (
        query.metrics,
        [(f.dimension, sorted(f.values)) for f in query.filters],
        [g.dimension for g in query.group_by],
    )


@pytest.mark.parametrize(
    ("text", "metrics", "filters", "groups"),
    [
        # the last word of a longer name, when nothing else is named so
        ("gate scans by city", ["gate_scans"], [], ["addr_city"]),
        # the first words before a word that only sorts them into kinds
        ("ticket income by weather", ["ticket_income"], [], ["weather_type"]),
        # the plain name before the names that say whose (the metric's own rows first)
        ("gate scans by category", ["gate_scans"], [], ["scan__category"]),
        # a thing's name before a short name of its attribute; the possessive; "by the"
        ("gate scans by exhibit mood", ["gate_scans"], [], ["mood_label"]),
        ("gate scans by the guide's speciality", ["gate_scans"], [], ["speciality"]),
        # several of them joined
        ("gate scans by city and weather", ["gate_scans"], [], ["addr_city", "weather_type"]),
        # a dimension's own word after its value
        ("gate scans from the online channel", ["gate_scans"], [("entry_channel", ["online"])], []),
        # the things each row is about, after a preposition
        ("gate scans on exhibits in York", ["gate_scans"], [("addr_city", ["York"])], []),
        # the thing after two compared values names whose they are, for both
        (
            "volunteer vs staff guides, gate scans",
            ["gate_scans"],
            [("guide__guide_role", ["staff", "volunteer"])],
            ["guide__guide_role"],
        ),
    ],
)
def test_short_names_of_dimensions_are_placed(
    museum: Vocabulary, text: str, metrics: list[str], filters: list, groups: list[str]
) -> None:
    found = read(museum, text)
    assert summary(found) == (metrics, filters, groups)
    assert found.reading.unplaced == []


def test_a_table_with_measures_that_others_point_to_is_a_thing_named_by_its_title(museum: Vocabulary) -> None:
    found = read(museum, "top 3 exhibits by gate scans")
    assert summary(found) == (["gate_scans"], [], ["title"])
    assert found.reading.query.limit == 3
    assert found.reading.unplaced == []


def test_a_weak_name_is_never_taken_over_a_stronger_one(museum: Vocabulary) -> None:
    # "guide" names the guide (by their name), not guide_category's first word; "role" the scan's own guide_role
    assert summary(read(museum, "gate scans by guide")) == (["gate_scans"], [], ["guide_name"])
    assert summary(read(museum, "gate scans by role")) == (["gate_scans"], [], ["scan__guide_role"])


# Calibrated metric questions: a word a metric's name says by its stem, or one label word that other metrics'
# own descriptions say too, is asked about with all of them; a word no element says is out of scope.


@pytest.mark.parametrize(
    ("text", "candidates"),
    [
        # "profitable" ~ profit: the metric named so, and the one whose description says it
        ("how profitable was the shop last month?", ["shop_gross_profit", "shop_margin"]),
        ("how profitable were we last month?", ["shop_gross_profit", "shop_margin"]),
        # one label says "retention", another's own description: both, never a confirmation of the first
        ("what was retention last month?", ["member_retention", "fee_ratio"]),
    ],
)
def test_a_word_several_metrics_say_is_asked_with_all_of_them(
    museum: Vocabulary, text: str, candidates: list[str]
) -> None:
    found = read(museum, text)
    assert found.reading.metric_candidates == candidates
    assert found.reading.metric_guess is None
    assert found.reading.query.metrics == []


def test_a_word_no_element_says_leaves_the_question_out_of_scope(museum: Vocabulary) -> None:
    found = read(museum, "how many parking permits did members buy last month?")
    assert found.reading.metric_candidates == []
    assert found.reading.metric_guess is None
    assert "parking permits" in " ".join(found.reading.unplaced)


@pytest.mark.parametrize(
    ("text", "metrics", "filters", "groups"),
    [
        # a value the metric's own definition picks, said as the metric's word: the metric, never also a filter
        ("how many tour bookings did we get last month?", ["tour_bookings"], [], []),
        ("tour enquiries by month", ["tour_enquiries"], [], ["metric_time"]),
        ("how many enquiries did we get last month?", ["tour_enquiries"], [], []),
        # ... unless another metric is chosen: then it is a filter after all
        ("tour income from enquiries last month", ["tour_income"], [("tour_stage", ["enquiry"])], []),
        # ... and values listed together are values, one row each
        ("just bookings and enquiries", [], [("tour_stage", ["booking", "enquiry"])], ["tour_stage"]),
        # adjacent words inside one label (Open gallery hours) before a description that mentions them (Visitor
        # density, "gate scans per open gallery hour")
        ("open gallery by month", ["open_gallery_hours"], [], ["metric_time"]),
        # a word that qualifies the metric into another one: its stem added to the label (Refund tour income)
        ("refunded tour income last month", ["refund_tour_income"], [], []),
        # a word naming the metric's own date ("departing": departure_date)
        ("tour bookings departing last month", ["tour_bookings"], [], []),
        # an entity whose key column is also a dimension: grouped by the entity, which every table with it takes
        ("tour bookings by desk", ["tour_bookings"], [], ["desk"]),
        ("desk target by desk", ["desk_target"], [], ["desk"]),
        # its values are read once, from its column: one filter, never asked which
        ("tour bookings at D1", ["tour_bookings"], [("desk_code", ["D1"])], []),
    ],
)
def test_a_metrics_own_words_values_and_dates_are_its_own(
    museum: Vocabulary, text: str, metrics: list[str], filters: list, groups: list[str]
) -> None:
    found = read(museum, text)
    assert summary(found) == (metrics, filters, groups)
    assert found.reading.unplaced == []
    assert not found.reading.metric_candidates and found.reading.metric_guess is None


def test_a_ranking_with_no_measure_asks_which_metric_ranks_it(museum: Vocabulary) -> None:
    found = read(museum, "top 3 exhibits last month")
    assert found.reading.query.metrics == []
    assert {"gate_scans", "ticket_income"} <= set(found.reading.metric_candidates)
    assert summary(found)[2] == ["title"]


def test_a_function_word_in_capitals_is_a_name_never_passed_over(museum: Vocabulary) -> None:
    # "US" is no "us": a name the catalog does not hold, asked about rather than dropped
    assert "US" in read(museum, "US gate scans by city").reading.unplaced
    assert read(museum, "gate scans for us by city").reading.unplaced == []
    assert read(museum, "GATE SCANS FOR US BY CITY").reading.unplaced == []
