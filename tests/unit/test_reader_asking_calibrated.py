"""Asking calibrated (issue 32): a question back only when two readings give different answers and nothing in the
question or the catalog prefers one. A metric whose own label or name says the question's word is named by it; a
"how many" question takes the count, not the sum of an amount; two names for the same measure are one answer; a
guess whose label the question says word for word is no guess; a word two dimensions fit is the one on the
metric's own rows once the metric is known. And where readings truly differ, the question stays. On a catalog
written after the reader (tests/data/catalogs/boathire)."""

from __future__ import annotations

import pytest

from sqlclarify.state import Reading
from sqlclarify.understanding.calibration import confirm_guess_by_label
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.shapes import FUNCTION_WORDS
from sqlclarify.understanding.text import WorkText
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {"kayak_type": ["single", "double"], "status": ["paid", "cancelled", "active"]}


@pytest.fixture(scope="module")
def boathire() -> Vocabulary:
    return vocabulary("boathire", VALUES)


def test_a_word_the_label_says_names_that_metric_not_those_describing_it(boathire: Vocabulary) -> None:
    # the gross and net takings only mention waivers in their descriptions; the impact's own label says it
    reading = read(boathire, "waivers by kayak type in 2025").reading
    assert (reading.query.metrics, reading.metric_candidates) == (["waiver_impact"], [])
    assert [g.dimension for g in reading.query.group_by] == ["kayak_type"]


def test_a_thing_s_name_reaches_no_metric_another_word_names(boathire: Vocabulary) -> None:
    # "hired" is the hires (a thing: every hire metric says it); "balance" only the deposit balance's own name
    reading = read(boathire, "what is the outstanding balance on everything hired").reading
    assert (reading.query.metrics, reading.metric_candidates) == (["hire_deposit_balance"], [])


def test_a_label_that_is_an_abbreviation_stays_an_option(boathire: Vocabulary) -> None:
    # PRR may say "loyalty" in short (its description spells it out): both stay; the net takings, which only
    # mention loyalty discounts, do not
    reading = read(boathire, "loyalty in 2025").reading
    assert (reading.query.metrics, reading.metric_candidates) == ([], ["loyalty_cards", "prr"])


def test_a_word_every_label_says_is_still_asked(boathire: Vocabulary) -> None:
    reading = read(boathire, "takings in 2025").reading
    assert reading.query.metrics == []
    assert reading.metric_candidates == ["gross_takings", "net_takings", "membership_takings"]


def test_how_many_takes_the_count_not_the_amount(boathire: Vocabulary) -> None:
    reading = read(boathire, "how many hires started in May 2025?").reading
    # Total Hire Count and Kayak hires count the same rows: either is the answer ("hires" is most like the latter)
    assert (reading.query.metrics, reading.metric_candidates) == (["kayak_hires"], [])


def test_two_names_for_one_measure_are_one_option(boathire: Vocabulary) -> None:
    # Total Hire Count and Kayak hires answer the same; the fees answer something else: still asked
    reading = read(boathire, "hires started in May 2025").reading
    # of the two names, the one most like the words is offered ("hires": Kayak hires), in the catalog's order
    assert (reading.query.metrics, reading.metric_candidates) == ([], ["kayak_hires", "total_hire_fees"])


def test_a_guess_whose_label_the_question_says_is_no_guess(boathire: Vocabulary) -> None:
    # "kayaks were hired": Kayak hires, word for word but for the verb's ending — no "did you mean"
    reading = read(boathire, "how many kayaks were hired in May 2025?").reading
    assert (reading.query.metrics, reading.metric_guess) == (["kayak_hires"], None)
    assert reading.unplaced == []


def test_a_word_two_dimensions_fit_is_the_one_on_the_metrics_rows(boathire: Vocabulary) -> None:
    # "status": the hire's or the paddler's — the metric, known only after the word was read, is on the hires
    reading = read(boathire, "takings grossed by status").reading
    assert reading.query.metrics == ["gross_takings"]
    assert ([g.dimension for g in reading.query.group_by], reading.unplaced) == (["hire__status"], [])


def test_while_the_metric_is_open_so_is_the_dimension(boathire: Vocabulary) -> None:
    # the membership takings are on the paddlers: which status depends on the metric still to be chosen
    reading = read(boathire, "takings by status in 2025").reading
    assert reading.metric_candidates == ["gross_takings", "net_takings", "membership_takings"]
    assert reading.unplaced == ["status"]
    assert reading.unplaced_options["status"] == ["dimension:hire__status", "dimension:paddler__status"]


def test_a_word_of_the_guessed_phrase_the_label_does_not_say_is_never_dropped(boathire: Vocabulary) -> None:
    # "juniors" was inside the guessed phrase "kayaks did juniors hire": it goes back to be placed or asked about
    reading = read(boathire, "how many kayaks did juniors hire in May 2025?").reading
    assert (reading.query.metrics, reading.unplaced) == (["kayak_hires"], ["juniors"])


def test_the_guessed_phrase_gives_back_the_words_its_label_does_not_say(boathire: Vocabulary) -> None:
    # a fuzzy guess read "kayaks did juniors hire" as Kayak hires: taken without asking, "juniors" is still to place
    question = "how many kayaks did juniors hire in May 2025?"
    work = WorkText(question)
    phrase = "kayaks did juniors hire"
    at = question.index(phrase)
    work.blank(at, at + len(phrase))
    found = Found(reading=Reading(metric_guess="kayak_hires", candidate_phrase=phrase))
    confirm_guess_by_label(work, boathire, found)
    assert (found.reading.query.metrics, found.reading.metric_guess) == (["kayak_hires"], None)
    assert "juniors" in work.leftover_runs(FUNCTION_WORDS)


def test_a_count_question_guessed_as_a_rate_counts_what_the_rate_is_of(boathire: Vocabulary) -> None:
    # "capsizes" is like Capsize rate; "how many" asks for no rate: the tip-overs the rate counts
    reading = read(boathire, "how many capsizes were there in 2025?").reading
    assert (reading.query.metrics, reading.metric_guess) == (["tip_overs"], None)
    assert any("Tip-overs" in note for note in reading.notes)
    # with no count asked, the guess is still confirmed
    assert read(boathire, "capsizes by kayak type").reading.metric_guess == "capsize_rate"


def test_a_sign_of_the_metric_read_last_is_its_own(boathire: Vocabulary) -> None:
    # the change metric is read after the '%' was set aside as a share word: its label has it, nothing to ask
    reading = read(boathire, "hire fees MoM growth % by month in 2025").reading
    assert (reading.query.metrics, reading.unplaced) == (["fees_mom_growth"], [])


def test_a_word_after_the_metric_that_completes_another_label_reads_that_one(boathire: Vocabulary) -> None:
    # "total hire fees" is Total Hire Fees; "overdue" after it makes the words of Paddler Fees Overdue (but for
    # whose fees): that metric, every word placed — not a question where "overdue" goes
    reading = read(boathire, "total hire fees overdue in 2025").reading
    assert (reading.query.metrics, reading.unplaced) == (["fees_overdue"], [])


def test_a_word_a_replaced_metric_phrase_took_is_never_dropped(boathire: Vocabulary) -> None:
    # "hire fees" is Total Hire Fees' label and "fees overdue" a phrase of Paddler Fees Overdue: when the label
    # wins the phrase, "overdue" goes back to the question — here it completes the other label, which is read
    reading = read(boathire, "hire fees overdue by kayak type").reading
    assert reading.query.metrics == ["fees_overdue"]
    assert [g.dimension for g in reading.query.group_by] == ["kayak_type"]


def test_words_a_whole_label_does_not_say_are_asked_about(boathire: Vocabulary) -> None:
    # "hires" says a whole label (a count of hires); "balance", a word another metric is named by, is no word of
    # it: asked about, never passed over with the count answered alone
    reading = read(boathire, "outstanding balance on our hires").reading
    assert reading.unplaced == ["balance"]
