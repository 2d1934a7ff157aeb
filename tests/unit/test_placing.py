"""An answer to "I could not place X" that names a catalog element places the words as it: a dimension as a
breakdown, a value as a filter, a metric as a metric; an answer that names none is refused in one line."""

from __future__ import annotations

from datetime import date

import pytest

from sqlclarify.errors import InputError
from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.state import Reading
from sqlclarify.understanding.answers import parse_reply
from sqlclarify.understanding.candidates import build_vocabulary
from sqlclarify.understanding.questions import filter_questions

TODAY = date(2026, 1, 10)


@pytest.fixture(scope="module")
def vocab():
    return build_vocabulary(load_semantic_layer(None))


def ask(vocab, words: str) -> tuple[Reading, object]:
    reading = Reading(unplaced=[words])
    reading.query.metrics = ["dau"]
    question = next(q for q in filter_questions(vocab, reading, None) if q.id == "unplaced")
    return reading, question


def test_a_dimension_is_a_breakdown(vocab) -> None:
    reading, question = ask(vocab, "territory")
    applied = parse_reply([question], "market", vocab, TODAY, reading)
    assert [g.dimension for g in applied.reading.query.group_by] == ["market"]
    assert applied.reading.unplaced == [] and not applied.reading.unplaced_accepted
    assert applied.answered == {"unplaced": "Market"}


def test_a_value_is_a_filter_and_a_metric_a_metric(vocab) -> None:
    reading, question = ask(vocab, "jakarta")
    applied = parse_reply([question], "ID", vocab, TODAY, reading)
    assert [(f.dimension, f.values) for f in applied.reading.query.filters] == [("market", ["ID"])]
    reading, question = ask(vocab, "taps")
    applied = parse_reply([question], "clicks", vocab, TODAY, reading)
    assert applied.reading.query.metrics == ["dau", "clicks"]


def test_an_answer_that_names_nothing_is_refused(vocab) -> None:
    reading, question = ask(vocab, "territory")
    with pytest.raises(InputError, match="names none"):
        parse_reply([question], "the blue one", vocab, TODAY, reading)
    assert reading.unplaced == ["territory"]  # nothing changed
