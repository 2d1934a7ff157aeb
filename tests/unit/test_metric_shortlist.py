"""A metric choice on a big catalog lists the few metrics closest to the user's words, and takes any metric's name."""

from __future__ import annotations

import sys
from datetime import date
from pathlib import Path

import pytest

from sqlclarify.errors import InputError
from sqlclarify.knowledge.choices import settled_by_answer
from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.state import Reading
from sqlclarify.understanding.answers import parse_reply
from sqlclarify.understanding.candidates import Vocabulary, build_vocabulary
from sqlclarify.understanding.fit import fit_to_metrics
from sqlclarify.understanding.interpret import read_question
from sqlclarify.understanding.questions import MAX_METRIC_OPTIONS, metric_questions

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from big_catalog import write_catalog_files

TODAY = date(2026, 1, 10)
TYPO = "clikcs for ID in Dec 2025"  # read as a guess, "Ad clicks"; the user meant the click-through rate


@pytest.fixture(scope="module")
def big_vocab(tmp_path_factory: pytest.TempPathFactory) -> Vocabulary:
    catalog = tmp_path_factory.mktemp("big") / "catalog"
    write_catalog_files(catalog, metrics=1000)
    return build_vocabulary(load_semantic_layer(str(catalog)))


@pytest.fixture(scope="module")
def demo_vocab() -> Vocabulary:
    return build_vocabulary(load_semantic_layer(None))


def rejected_guess(vocab: Vocabulary) -> Reading:
    """The reading of TYPO after the user said "no" to the guess, as disambiguate sees it."""
    reading = fit_to_metrics(read_question(TYPO, vocab, TODAY).reading, vocab)
    (confirm,) = metric_questions(vocab, reading)
    assert confirm.id == "metric_confirm" and reading.metric_guess == "clicks"
    return fit_to_metrics(parse_reply([confirm], "no", vocab, TODAY, reading).reading, vocab)


def test_no_to_a_typo_guess_lists_the_closest_metrics_not_all_nor_the_guess(big_vocab: Vocabulary) -> None:
    reading = rejected_guess(big_vocab)
    (question,) = metric_questions(big_vocab, reading)
    labels = [o.label for o in question.options]
    assert len(labels) <= MAX_METRIC_OPTIONS < len(reading.metric_candidates)
    assert labels[0] == "Click-through rate (CTR)" == question.default  # the closest to 'clikcs' comes first
    assert "Ad clicks" not in labels  # never the rejected guess
    assert question.text == (
        "Which metric do you mean? The closest to your words are listed; you can also type a metric's name."
    )


def test_a_word_of_many_metrics_lists_those_most_like_it(big_vocab: Vocabulary) -> None:
    reading = fit_to_metrics(read_question("frobnic sco for ID", big_vocab, TODAY).reading, big_vocab)
    # the catalog's metrics share measures: of those answering the same, the one most like the words stays
    assert 1 < len(reading.metric_candidates) <= MAX_METRIC_OPTIONS
    (question,) = metric_questions(big_vocab, reading)
    assert [o.label for o in question.options] and all(o.label.endswith("Frobnic Scorix") for o in question.options)


@pytest.mark.parametrize(
    ("answer", "metric"),
    [
        ("1", "ctr"),
        ("Kemtris Pluvex Tallix", "kemtris_pluvex_tallix"),  # a label not among the options
        ("pluvex tallix of kemtris", "kemtris_pluvex_tallix"),  # a synonym
        ("morbik_crondle_sumbra", "morbik_crondle_sumbra"),  # a name
        ("ads net revenue", "ads_net_revenue"),
        ("Ad clicks", "clicks"),  # the guess after all, typed in full
    ],
)
def test_the_answer_may_name_any_metric(big_vocab: Vocabulary, answer: str, metric: str) -> None:
    reading = rejected_guess(big_vocab)
    (question,) = metric_questions(big_vocab, reading)
    assert metric == "ctr" or big_vocab.metric_label(metric) not in [o.label for o in question.options]
    applied = parse_reply([question], {"metric": answer}, big_vocab, TODAY, reading)
    assert applied.reading.query.metrics == [metric] and not applied.reading.metric_candidates
    # 'clikcs' is read as the same guess next time: a remembered meaning would never be used, so none is offered
    assert settled_by_answer(reading, applied.reading) is None


def test_a_word_of_several_metrics_asks_among_just_those(big_vocab: Vocabulary) -> None:
    reading = rejected_guess(big_vocab)
    (question,) = metric_questions(big_vocab, reading)
    applied = parse_reply([question], "revenue", big_vocab, TODAY, reading)
    assert applied.reading.metric_candidates == [
        "total_net_revenue",
        "ads_gross_revenue",
        "ads_net_revenue",
        "iap_gross_revenue",
        "iap_net_revenue",
    ]
    (again,) = metric_questions(big_vocab, applied.reading)
    assert again.text.startswith("Which revenue do you mean?") and len(again.options) == 5


def test_a_name_that_is_no_metric_is_one_clear_line_and_changes_nothing(big_vocab: Vocabulary) -> None:
    reading = rejected_guess(big_vocab)
    before = reading.model_dump()
    (question,) = metric_questions(big_vocab, reading)
    with pytest.raises(InputError) as raised:
        parse_reply([question], "quarterly wombat index", big_vocab, TODAY, reading)
    message = str(raised.value)
    assert message == "'quarterly wombat index' is not a metric: answer with an option (1-8) or a metric's name"
    assert reading.model_dump() == before


def test_the_demo_catalog_lists_the_closest_of_its_other_metrics(demo_vocab: Vocabulary) -> None:
    reading = rejected_guess(demo_vocab)
    (question,) = metric_questions(demo_vocab, reading)
    labels = [o.label for o in question.options]
    assert len(labels) == MAX_METRIC_OPTIONS and labels[0] == "Click-through rate (CTR)" and "Ad clicks" not in labels
    revenue = fit_to_metrics(read_question("rev for ID", demo_vocab, TODAY).reading, demo_vocab)
    (choice,) = metric_questions(demo_vocab, revenue)
    assert choice.text == "Which revenue do you mean?" and len(choice.options) == 5  # a short choice is as it was
