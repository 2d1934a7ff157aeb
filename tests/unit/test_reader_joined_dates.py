"""'sessions led by coaches hired in 2024': the verb names a date of the rows joined to the metric's (the coach's
hiring date), not the metric's own date; it is asked about, never passed over as the event itself (which answers
the sessions of 2024, a confident wrong answer). On a catalog the rule was not written for (climbing)."""

from __future__ import annotations

from tests.support.synthetic_catalogs import read, vocabulary

VOCAB = vocabulary("climbing", {})


def test_a_joined_models_date_verb_is_asked_about() -> None:
    reading = read(VOCAB, "how many sessions were led by coaches hired in 2024?").reading
    assert reading.query.metrics == ["total_sessions"]
    assert "hired" in reading.unplaced


def test_the_metrics_own_period_needs_no_question() -> None:
    reading = read(VOCAB, "how many sessions were there in 2024?").reading
    assert reading.unplaced == [] and reading.query.time_range is not None
