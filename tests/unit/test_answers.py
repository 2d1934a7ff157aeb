from datetime import date

import pytest

from sqlclarify.catalog.model import load_catalog
from sqlclarify.errors import InputError
from sqlclarify.state import Slots
from sqlclarify.understanding.answers import parse_reply
from sqlclarify.understanding.questions import filter_questions, metric_question, metric_questions

TODAY = date(2026, 1, 10)
COVERAGE = (date(2024, 1, 1), date(2025, 12, 31))
REVENUE = ["total_net_revenue", "ads_gross_revenue", "ads_net_revenue", "iap_gross_revenue", "iap_net_revenue"]


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


@pytest.fixture
def open_slots() -> Slots:
    return Slots(metric_candidates=REVENUE)


@pytest.fixture
def questions(catalog, open_slots):
    return [metric_question(catalog, REVENUE), *filter_questions(catalog, open_slots, COVERAGE)]


def test_questions_have_ids_kinds_options_and_defaults(questions) -> None:
    assert [(q.id, q.kind, q.slot) for q in questions] == [
        ("metric", "single_choice", "metric"),
        ("market", "multiple_choice", "markets"),
        ("date_range", "free_text", "date_range"),
    ]
    assert all(q.default for q in questions)
    assert questions[2].default == "Dec 2025"  # the latest full month that has data


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ({"metric": "3"}, {"metric": "ads_net_revenue"}),
        ({"metric": "Ads net revenue"}, {"metric": "ads_net_revenue"}),
        ({"metric": "ads net rev"}, {"metric": "ads_net_revenue"}),
        ({"metric": "iap gross"}, {"metric": "iap_gross_revenue"}),
        ({"market": "2"}, {"markets": ["ID"]}),
        ({"market": "2, 3"}, {"markets": ["ID", "TH"], "group_by": ["market"]}),
        ({"markets": ["ID", "Thailand"]}, {"markets": ["ID", "TH"], "group_by": ["market"]}),
        ({"market": "all"}, {"markets": ["ID", "TH", "VN", "PH", "MY", "SG", "TW", "BR"]}),
        ({"date_range": "1"}, {"date_range": {"start": "2025-12-01", "end": "2025-12-31", "label": "Dec 2025"}}),
        ({"date_range": "Q3 2025"}, {"date_range": {"start": "2025-07-01", "end": "2025-09-30", "label": "Q3 2025"}}),
        (["5", "SG"], {"metric": "iap_net_revenue", "markets": ["SG"]}),
    ],
)
def test_answers_by_id_number_label_or_words(catalog, questions, open_slots, reply, expected) -> None:
    assert parse_reply(questions, reply, catalog, TODAY, open_slots).updates == expected


def test_one_free_text_reply_fills_several_questions(catalog, questions, open_slots) -> None:
    applied = parse_reply(questions, "ads gross revenue, ID, Nov 2025", catalog, TODAY, open_slots)
    assert applied.updates["metric"] == "ads_gross_revenue"
    assert applied.updates["markets"] == ["ID"]
    assert applied.updates["date_range"]["start"] == "2025-11-01"
    assert applied.answered == {"metric": "Ads gross revenue", "markets": "ID", "date_range": "Nov 2025"}


def test_partial_free_text_reply_fills_what_it_can(catalog, questions, open_slots) -> None:
    applied = parse_reply(questions, "Indonesia, Nov 2025", catalog, TODAY, open_slots)
    assert set(applied.updates) == {"markets", "date_range"}


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
def test_bad_answers_are_refused_with_a_clear_message(catalog, questions, open_slots, reply, message) -> None:
    with pytest.raises(InputError, match=message):
        parse_reply(questions, reply, catalog, TODAY, open_slots)


def test_single_question_takes_a_bare_number(catalog) -> None:
    slots = Slots(metric_candidates=REVENUE)
    only = [metric_question(catalog, REVENUE)]
    assert parse_reply(only, "2", catalog, TODAY, slots).updates == {"metric": "ads_gross_revenue"}


def test_yes_no_confirms_or_rejects_a_guess(catalog) -> None:
    slots = Slots(metric_guess="clicks")
    (question,) = metric_questions(catalog, slots)
    assert question.kind == "yes_no"
    assert parse_reply([question], "yes", catalog, TODAY, slots).updates["metric"] == "clicks"
    rejected = parse_reply([question], "no", catalog, TODAY, slots).updates
    assert rejected["metric_candidates"] == list(catalog.metrics)
    with pytest.raises(InputError, match="yes or no"):
        parse_reply([question], "maybe", catalog, TODAY, slots)
