from datetime import date

import pytest

from sqlclarify.errors import InputError
from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.state import Reading
from sqlclarify.understanding.answers import parse_reply
from sqlclarify.understanding.candidates import build_vocabulary
from sqlclarify.understanding.questions import filter_questions, metric_question, metric_questions

TODAY = date(2026, 1, 10)
COVERAGE = (date(2024, 1, 1), date(2025, 12, 31))
REVENUE = ["total_net_revenue", "ads_gross_revenue", "ads_net_revenue", "iap_gross_revenue", "iap_net_revenue"]
ALL = ["ID", "TH", "VN", "PH", "MY", "SG", "TW", "BR"]


@pytest.fixture(scope="module")
def vocab():
    return build_vocabulary(load_semantic_layer(None))


@pytest.fixture
def reading() -> Reading:
    return Reading(metric_candidates=REVENUE, candidate_phrase="rev")


@pytest.fixture
def questions(vocab, reading):
    return [metric_question(vocab, REVENUE, "rev"), *filter_questions(vocab, reading, COVERAGE)]


def summary(applied) -> dict:
    query = applied.reading.query
    out: dict = {}
    if query.metrics:
        out["metric"] = query.metrics
    if applied.reading.metric_candidates != REVENUE:
        out["candidates"] = applied.reading.metric_candidates
    for f in query.filters:
        out[f.dimension] = f.values
    if applied.reading.all_dimensions:
        out["all"] = applied.reading.all_dimensions
    if query.group_by:
        out["group_by"] = [g.dimension for g in query.group_by]
    if query.time_range:
        out["dates"] = (query.time_range.start, query.time_range.end)
    return out


def test_questions_have_ids_kinds_options_and_defaults(questions) -> None:
    assert [(q.id, q.kind, q.slot) for q in questions] == [
        ("metric", "single_choice", "metric"),
        ("market", "multiple_choice", "market"),
        ("date_range", "free_text", "date_range"),
    ]
    assert all(q.default for q in questions)
    assert questions[0].text == "Which revenue do you mean?"  # the synonym the candidates share
    assert questions[2].default == "Dec 2025"  # the latest full month that has data


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ({"metric": "3"}, {"metric": ["ads_net_revenue"], "candidates": []}),
        ({"metric": "Ads net revenue"}, {"metric": ["ads_net_revenue"], "candidates": []}),
        ({"metric": "ads net rev"}, {"metric": ["ads_net_revenue"], "candidates": []}),
        ({"metric": "iap gross"}, {"metric": ["iap_gross_revenue"], "candidates": []}),
        ({"metric": "gross"}, {"candidates": ["ads_gross_revenue", "iap_gross_revenue"]}),
        ({"market": "2"}, {"market": ["ID"]}),
        ({"market": "2, 3"}, {"market": ["ID", "TH"], "group_by": ["market"]}),
        ({"market": ["ID", "Thailand"]}, {"market": ["ID", "TH"], "group_by": ["market"]}),
        ({"market": "all"}, {"all": ["market"]}),
        ({"date_range": "1"}, {"dates": ("2025-12-01", "2025-12-31")}),
        ({"date_range": "Q3 2025"}, {"dates": ("2025-07-01", "2025-09-30")}),
        ({"date_range": "2025"}, {"dates": ("2025-01-01", "2025-12-31")}),  # a label wins over a number
        (["5", "SG"], {"metric": ["iap_net_revenue"], "candidates": [], "market": ["SG"]}),
    ],
)
def test_answers_by_id_number_label_or_words(vocab, questions, reading, reply, expected) -> None:
    assert summary(parse_reply(questions, reply, vocab, TODAY, reading)) == expected


def test_one_free_text_reply_fills_several_questions(vocab, questions, reading) -> None:
    applied = parse_reply(questions, "ads gross revenue, ID, Nov 2025", vocab, TODAY, reading)
    assert summary(applied) == {
        "metric": ["ads_gross_revenue"],
        "candidates": [],
        "market": ["ID"],
        "dates": ("2025-11-01", "2025-11-30"),
    }
    assert applied.answered == {"metric": "Ads gross revenue", "market": "ID", "date_range": "Nov 2025"}


def test_partial_free_text_reply_fills_what_it_can(vocab, questions, reading) -> None:
    applied = parse_reply(questions, "Indonesia, Nov 2025", vocab, TODAY, reading)
    assert set(applied.answered) == {"market", "date_range"}


@pytest.mark.parametrize(
    ("reply", "message"),
    [
        ({"metric": "9"}, "option 9 is out of range"),
        ({"metric": "0"}, "out of range"),
        ({"nope": "1"}, "unknown question id 'nope'"),
        ({"metric": "weather"}, "not one of the options"),
        ({"market": "Atlantis"}, "not a market"),
        ({"date_range": "whenever"}, "cannot read a date range"),
        ("   ", "empty"),
        ("2", "answer each by id"),
        ("banana", "does not settle any open question"),
        (["1", "2", "3", "4"], "4 answers for 3 open questions"),
        (42.5, "must be text"),
    ],
)
def test_bad_answers_are_refused_with_a_clear_message(vocab, questions, reading, reply, message) -> None:
    with pytest.raises(InputError, match=message):
        parse_reply(questions, reply, vocab, TODAY, reading)


def test_single_question_takes_a_bare_number(vocab, reading) -> None:
    only = [metric_question(vocab, REVENUE)]
    assert parse_reply(only, "2", vocab, TODAY, reading).reading.query.metrics == ["ads_gross_revenue"]


def test_yes_no_confirms_or_rejects_a_guess(vocab) -> None:
    reading = Reading(metric_guess="clicks")
    (question,) = metric_questions(vocab, reading)
    assert question.kind == "yes_no"
    assert parse_reply([question], "yes", vocab, TODAY, reading).reading.query.metrics == ["clicks"]
    rejected = parse_reply([question], "no", vocab, TODAY, reading).reading
    assert rejected.metric_candidates == [m for m in vocab.layer.metrics if m != "clicks"]  # never the guess again
    with pytest.raises(InputError, match="yes or no"):
        parse_reply([question], "maybe", vocab, TODAY, reading)


def test_unplaced_words_are_asked_about_and_then_named_as_ignored(vocab) -> None:
    reading = Reading(unplaced=["excluding bots"])
    reading.query.metrics = ["dau"]
    questions = filter_questions(vocab, reading, COVERAGE)
    unplaced = next(q for q in questions if q.id == "unplaced")
    applied = parse_reply([unplaced], "yes", vocab, TODAY, reading)
    assert applied.reading.unplaced_accepted
    assert "excluding bots" in applied.reading.ignored[0]
    # "no" asks again, in the user's own words, with the closest elements as examples: the thread is not stuck
    reopened = parse_reply([unplaced], "no", vocab, TODAY, reading).reading
    assert reopened.unplaced_reopened and not reopened.unplaced_accepted
    [again] = [q for q in filter_questions(vocab, reopened, COVERAGE) if q.id == "unplaced"]
    assert again.kind == "free_text" and "What do you mean by 'excluding bots'" in again.text
    # a second "no" cannot be read as anything: one line, nothing changed
    with pytest.raises(InputError, match="say what you meant"):
        parse_reply([again], "no", vocab, TODAY, reopened)
    assert parse_reply([again], "skip", vocab, TODAY, reopened).reading.unplaced_accepted
