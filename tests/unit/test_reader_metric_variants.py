"""Which metric the question names, read from the catalog's structure and labels — of several one phrase fits:
variants built on a metric (a running total, a filtered copy, a metric derived from it) are options only when
their own words are said; a count question takes the count; a phrase one label holds whole takes that metric.
"The average per <thing>" with no amount asks among the ratios and averages of that thing; an amount of a thing
no element says is out of scope. On a catalog written after the reader (tests/data/catalogs/workshop)."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.interpret import read_question
from tests.support.synthetic_catalogs import TODAY, read, vocabulary

VALUES = {"is_warranty": ["0", "1"], "mechanic_level": ["junior", "senior"], "frame_type": ["road", "mountain"]}


@pytest.fixture(scope="module")
def workshop() -> Vocabulary:
    return vocabulary("workshop", VALUES)


def test_variants_built_on_a_metric_are_no_options_unless_named(workshop: Vocabulary) -> None:
    reading = read(workshop, "repairs in May 2025").reading
    # the running total, the warranty copy and the per-day figure add words the question does not say
    assert (reading.query.metrics, reading.metric_candidates) == ([], ["repair_jobs", "avg_repair_minutes"])


def test_a_variant_named_by_its_own_words_replaces_its_base(workshop: Vocabulary) -> None:
    reading = read(workshop, "the cumulative repairs in 2025").reading
    assert reading.metric_candidates == ["cumulative_repair_jobs", "avg_repair_minutes"]


@pytest.mark.parametrize(
    "question", ["how many repairs were done in May 2025?", "which mechanic level had the most repairs in May?"]
)
def test_a_count_question_takes_the_count_not_the_average(workshop: Vocabulary, question: str) -> None:
    reading = read(workshop, question).reading
    assert (reading.query.metrics, reading.metric_candidates) == (["repair_jobs"], [])


def test_a_phrase_one_label_holds_whole_names_that_metric(workshop: Vocabulary) -> None:
    # "online" is also in the description of the online sales; "online ... mix" only in the mix's label
    reading = read(workshop, "which frame type had the highest online mix in 2025?").reading
    assert (reading.query.metrics, reading.metric_candidates) == (["online_parts_mix"], [])
    assert [g.dimension for g in reading.query.group_by] == ["frame_type"]


def test_a_vague_question_keeps_every_option(workshop: Vocabulary) -> None:
    # no metric named: the variants stay options of the question back
    reading = read(workshop, "how did the senior mechanics do in May 2025?").reading
    assert reading.query.metrics == []
    assert {"repair_jobs", "cumulative_repair_jobs", "warranty_repair_jobs"} <= set(reading.metric_candidates)


def test_an_average_per_thing_with_no_amount_asks_among_its_ratios_and_averages(workshop: Vocabulary) -> None:
    reading = read(workshop, "what was the average per repair job in May 2025?").reading
    # not the count of repair jobs: the amount per job was not said
    assert reading.query.metrics == []
    assert reading.metric_candidates == ["parts_sales_per_job", "avg_repair_minutes"]
    assert reading.unplaced == []


@pytest.mark.parametrize(
    ("question", "left"),
    [
        ("what was the average tyre pressure of the bikes repaired in May 2025?", "average tyre pressure"),
        ("what did we pay for the bikes in insurance in 2025?", "insurance"),
    ],
)
def test_an_amount_of_a_thing_the_catalog_lacks_is_out_of_scope(workshop: Vocabulary, question: str, left: str) -> None:
    reading = read(workshop, question).reading
    # not the count of bikes that shares a word with it: no metric, the words said back
    assert not reading.knows_metric
    assert left in reading.unplaced


@pytest.mark.parametrize("question", ["how many bikes were repaired in May 2025?", "bikes in 2025"])
def test_the_things_counted_are_still_answered(workshop: Vocabulary, question: str) -> None:
    assert read(workshop, question).reading.query.metrics == ["bikes_repaired"]


def test_a_follow_up_narrowing_to_things_keeps_the_last_metric(workshop: Vocabulary) -> None:
    found = read_question("just for road bikes", workshop, TODAY, earlier_metrics=["parts_sales"])
    # "bikes" names the things the value describes, not the count of bikes: the last metric stays
    assert found.reading.query.metrics == []
    assert "metric" not in found.mentioned
    assert [(f.dimension, f.values) for f in found.reading.query.filters] == [("frame_type", ["road"])]
    # asked first, the same words are the count of road bikes
    assert read(workshop, "road bikes in 2025").reading.query.metrics == ["bikes_repaired"]


@pytest.mark.parametrize(
    ("question", "limit"),
    [("parts sales by bike in 2025", None), ("which 3 bikes had the most parts sales in 2025?", 3)],
)
def test_a_thing_named_where_a_breakdown_goes_is_that_breakdown(
    workshop: Vocabulary, question: str, limit: int | None
) -> None:
    reading = read(workshop, question).reading
    # the bike entity, grouped by its key — not a second metric counting bikes
    assert reading.query.metrics == ["parts_sales"]
    assert [g.dimension for g in reading.query.group_by] == ["bike"]
    assert reading.query.limit == limit
    assert reading.unplaced == []


def test_things_named_as_a_metric_beside_another_stay_a_metric(workshop: Vocabulary) -> None:
    assert read(workshop, "parts sales and bikes in 2025").reading.query.metrics == ["parts_sales", "bikes_repaired"]


def test_growth_over_the_period_before_is_the_catalogs_own_growth_metric(workshop: Vocabulary) -> None:
    reading = read(workshop, "parts sales MoM growth for each month of 2025").reading
    # the catalog defines it ((now - then) / then): its own metric, not a comparison the reader composes
    assert reading.query.metrics == ["parts_sales_mom_growth"]
    assert reading.query.compare_to is None
    assert [(g.dimension, g.grain) for g in reading.query.group_by] == [("metric_time", "month")]


def test_a_change_asked_is_not_answered_with_a_growth_ratio(workshop: Vocabulary) -> None:
    reading = read(workshop, "month over month change in parts sales for each month of 2025").reading
    assert reading.query.metrics == ["parts_sales"]
    assert reading.query.compare_to is not None
