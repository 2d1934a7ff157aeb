"""Words the question's other parts already place, and choices the catalog's structure settles, are not asked
about (issue 32, asking calibrated): a value's own dimension word left behind when the value was settled late by
the metric; a word two dimensions fit when a value of the question already filters on one of them; a word the one
chosen metric's own description says and nothing else in the catalog names; "ones" for the things a value
describes; a thing named alone, when every option but one is an amount per that thing; a share, of the one option
that adds up. Where placing the word or choosing could change the answer, it is still asked. On a catalog written
after the rules (tests/data/catalogs/allotments)."""

from __future__ import annotations

import pytest

from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {
    "payment_terms": ["seasonal", "lifetime"],
    "default_payment_terms": ["seasonal", "lifetime"],
    "plan_type": ["pro", "basic"],
    "plan_tier": ["bronze", "silver"],
    "crop": ["beans", "tomatoes"],
    "let_reason": ["WAITLIST_ALLOCATION", "DIRECT_OFFER"],
}


@pytest.fixture(scope="module")
def allotments() -> Vocabulary:
    return vocabulary("allotments", VALUES)


def _filters(reading) -> list[tuple[str, list[str]]]:  # type: ignore[no-untyped-def]
    return [(f.dimension, f.values) for f in reading.query.filters]


def test_a_value_settled_by_the_metric_takes_its_dimension_word(allotments: Vocabulary) -> None:
    # "seasonal" is a plot's payment terms and a member's default ones; "payment terms" names both, so only the
    # rent's own rows settle it: the words are that dimension's, nothing to ask
    reading = read(allotments, "total rent on seasonal payment terms in 2025").reading
    assert reading.query.metrics == ["total_rent"]
    assert (_filters(reading), reading.unplaced) == ([("payment_terms", ["seasonal"])], [])
    reading = read(allotments, "member count on lifetime payment in 2025").reading
    assert (_filters(reading), reading.unplaced) == ([("default_payment_terms", ["lifetime"])], [])


def test_a_word_two_dimensions_fit_is_the_one_a_value_filters_on(allotments: Vocabulary) -> None:
    # "plan": a member's plan type or plan tier — "pro" is a plan type: placing "plan" there changes nothing
    reading = read(allotments, "member count on the pro plan").reading
    assert (_filters(reading), reading.unplaced) == ([("member__plan_type", ["pro"])], [])


def test_a_vague_question_keeps_its_question(allotments: Vocabulary) -> None:
    # "how is it looking": the question may not have named what it wants; the word stays asked
    reading = read(allotments, "member count on the pro plan, how is it looking").reading
    assert reading.unplaced == ["plan"]


def test_with_no_value_the_word_two_dimensions_fit_is_still_asked(allotments: Vocabulary) -> None:
    reading = read(allotments, "member count by plan").reading
    assert reading.unplaced == ["plan"]
    assert reading.unplaced_options["plan"] == ["dimension:member__plan_type", "dimension:plan_tier"]


def test_a_word_the_metric_s_description_says_is_that_metric_s_and_said(allotments: Vocabulary) -> None:
    # Harvest Weight is "kilograms of produce picked from the plots": "produce" names nothing else
    reading = read(allotments, "harvest weight of produce in 2025").reading
    assert (reading.query.metrics, reading.unplaced) == (["harvest_weight"], [])
    assert any("'produce'" in note and "Harvest Weight" in note for note in reading.notes)


def test_a_word_the_description_leaves_out_is_still_asked(allotments: Vocabulary) -> None:
    # "excluding windfalls gathered from the ground": asking for windfalls is asking for more than the metric
    for word in ("windfalls", "ground"):
        reading = read(allotments, f"harvest weight of {word} in 2025").reading
        assert (reading.query.metrics, reading.unplaced) == (["harvest_weight"], [word])


def test_a_described_word_another_metric_names_is_still_asked(allotments: Vocabulary) -> None:
    # "members" is in Member Count's own name: the harvest picked by members may mean a breakdown or filter
    reading = read(allotments, "harvest weight picked by members in 2025").reading
    assert reading.unplaced == ["members"]


def test_a_thing_named_alone_is_its_count_not_an_average_per_it(allotments: Vocabulary) -> None:
    # "plots" reaches the plots' count (by its name), Avg Rent per Plot and Avg Harvest per Plot: no average asked
    for question in ("new plots per month in 2025", "plots by plan type in 2025"):
        reading = read(allotments, question).reading
        assert (reading.query.metrics, reading.metric_candidates) == (["plot_count"], [])
        assert any("Allotments Let" in note for note in reading.notes)


def test_an_amount_per_another_thing_stays_an_option(allotments: Vocabulary) -> None:
    # "harvest": the weight picked, or the average per plot? The question does not name plots: still asked
    reading = read(allotments, "harvest in 2025").reading
    assert (reading.query.metrics, reading.metric_candidates) == ([], ["avg_harvest_per_plot", "harvest_weight"])


def test_an_average_or_a_vague_word_keeps_the_choice(allotments: Vocabulary) -> None:
    everything = ["plot_count", "avg_rent_per_plot", "avg_harvest_per_plot"]
    for question in ("average plots in 2025", "how are plots doing in 2025"):
        reading = read(allotments, question).reading
        assert (reading.query.metrics, reading.metric_candidates) == ([], everything)


def test_ones_stands_for_the_things_the_value_describes(allotments: Vocabulary) -> None:
    reading = read(allotments, "total rent of the waitlist ones in 2025").reading
    assert (_filters(reading), reading.unplaced) == ([("let_reason", ["WAITLIST_ALLOCATION"])], [])


def test_a_number_one_is_never_passed_over(allotments: Vocabulary) -> None:
    assert read(allotments, "total rent of plots with one bed in 2025").reading.unplaced == ["one bed"]


def test_ones_stays_asked_while_the_value_may_not_apply(allotments: Vocabulary) -> None:
    # the rent cannot be split by a picking's crop: the value would be left out, so the question stays
    reading = read(allotments, "total rent of the beans ones in 2025").reading
    assert reading.unplaced == ["ones"]


def test_another_form_of_a_value_s_word_is_that_value_s() -> None:
    # "smart-routed" where the filter is SMART_ROUTING: "routed" is the value's "routing", not a new part
    from sqlclarify.semantic.query import DimensionFilter
    from sqlclarify.state import Reading
    from sqlclarify.understanding.found import Found
    from sqlclarify.understanding.placed_words import absorb_settled_dimension_words
    from sqlclarify.understanding.shapes import FUNCTION_WORDS
    from sqlclarify.understanding.text import WorkText

    vocab = vocabulary("allotments", VALUES)
    work = WorkText("just the smart-routed plots")
    work.blank(9, 14)  # "smart", read as the value
    reading = Reading()
    reading.query.filters.append(DimensionFilter(dimension="let_reason", values=["SMART_ROUTING"]))
    absorb_settled_dimension_words(work, vocab, Found(reading=reading))
    assert work.leftover_runs(FUNCTION_WORDS) == ["plots"]


def test_a_share_is_of_the_one_amount_that_adds_up(allotments: Vocabulary) -> None:
    # "pickings": their count or their earliest date — a share of a first date means nothing
    reading = read(allotments, "what share of pickings were beans?").reading
    assert (reading.query.metrics, reading.metric_candidates, reading.share) == (["picking_count"], [], True)
    assert any("Picking count" in note for note in reading.notes)


def test_without_a_share_the_first_date_stays_an_option(allotments: Vocabulary) -> None:
    reading = read(allotments, "pickings by crop").reading
    assert reading.metric_candidates == ["picking_count", "earliest_picking"]


def test_the_verb_after_how_many_things_is_their_event(allotments: Vocabulary) -> None:
    # "how many members hit …", "how many members read …": the verb the counted things do, in any tense
    for question in ("how many members hit the pro plan in 2025?", "how many members read pro plan plots in 2025?"):
        reading = read(allotments, question).reading
        assert (reading.query.metrics, reading.unplaced) == (["member_count"], [])
        assert any("as the event itself" in note for note in reading.ignored)


def test_a_verb_in_a_vague_question_stays_asked(allotments: Vocabulary) -> None:
    reading = read(allotments, "how many members hit the pro plan, and how is it looking?").reading
    assert "hit" in reading.unplaced


def test_a_noun_of_the_things_before_their_verb_stays_asked(allotments: Vocabulary) -> None:
    # "how much rent records were made": "records" (a verb form too) is what is counted, not its verb
    reading = read(allotments, "how much rent records were made in 2025?").reading
    assert (reading.query.metrics, reading.unplaced) == (["total_rent"], ["records"])


def _follow_up(vocab: Vocabulary, text: str, earlier: list[str]):  # type: ignore[no-untyped-def]
    from sqlclarify.understanding.interpret import read_question
    from tests.support.synthetic_catalogs import TODAY

    return read_question(text, vocab, TODAY, earlier).reading


def test_a_follow_up_adding_a_breakdown_says_nothing_more(allotments: Vocabulary) -> None:
    reading = _follow_up(allotments, "add a breakdown by crop as well", ["harvest_weight"])
    assert ([g.dimension for g in reading.query.group_by], reading.unplaced) == (["crop"], [])
    assert _follow_up(allotments, "add by crop too", ["harvest_weight"]).unplaced == []


def test_adding_a_metric_or_a_value_or_with_no_last_answer_stays_asked(allotments: Vocabulary) -> None:
    # "add Germany" may mean both countries, "add harvest weight" both metrics: what "add" does is asked
    assert "add" in _follow_up(allotments, "add the pro plan too", ["total_rent"]).unplaced
    assert "add" in _follow_up(allotments, "add harvest weight as well", ["total_rent"]).unplaced
    # with no last answer there is nothing to add to: the metric is asked (unnamed_metric.py), never answered
    alone = _follow_up(allotments, "add a breakdown by crop as well", [])
    assert alone.query.metrics == [] and ("add" in alone.unplaced or "metric" in alone.mentioned)
