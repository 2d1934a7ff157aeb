"""reader26 (issue 32): words whose initials spell an acronym the catalog's metric labels write ("first contact
resolution" for FCR, "average handle time" for AHT, "on time and in full" for OTIF, leaving out "and") are that
acronym's metric — not words to ask about. A currency code in a label is no acronym. On a catalog written after
the rule (tests/data/catalogs/helpdesk)."""

from __future__ import annotations

import re

import pytest

from sqlclarify.understanding.acronyms import _words_for
from sqlclarify.understanding.candidates import Vocabulary
from tests.support.synthetic_catalogs import read, vocabulary

VALUES = {"team": ["Billing", "Hardware"]}


@pytest.fixture(scope="module")
def helpdesk() -> Vocabulary:
    return vocabulary("helpdesk", VALUES)


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("first contact resolution by team in 2025", "fcr"),
        ("average handle time by team last month", "aht"),
        ("First-Contact Resolution for the billing team", "fcr"),
    ],
)
def test_spelled_out_acronyms_are_their_metric(helpdesk: Vocabulary, text: str, metric: str) -> None:
    reading = read(helpdesk, text).reading
    assert reading.query.metrics == [metric]
    assert reading.unplaced == []


def test_a_currency_code_is_no_acronym(helpdesk: Vocabulary) -> None:
    reading = read(helpdesk, "refunds by team, users seen daily").reading
    assert "usd" not in " ".join(reading.unplaced).lower()
    assert reading.query.metrics == ["refunds"]


def test_small_words_an_acronym_leaves_out_may_stand_between() -> None:
    pattern = re.compile(_words_for("OTIF"), re.IGNORECASE)
    assert pattern.fullmatch("on time and in full")
    assert pattern.fullmatch("on-time in-full")
    assert not pattern.fullmatch("on time with full")


def test_the_questions_own_frame_words_spell_no_acronym() -> None:
    pattern = re.compile(_words_for("MRR"), re.IGNORECASE)
    assert pattern.fullmatch("monthly recurring revenue")
    assert not pattern.fullmatch("much recurring revenue")  # "how much recurring revenue": MRR or ARR, asked
    assert not pattern.fullmatch("me recurring revenue")  # "show me recurring revenue"


def test_a_hyphenated_label_word_said_hyphenated_is_its_metric(helpdesk: Vocabulary) -> None:
    # the label "Helpdesk call-back rate" without its first word: a run of its words, the hyphen kept as written
    reading = read(helpdesk, "call-back rate by team in 2025").reading
    assert reading.query.metrics == ["helpdesk_call_back_rate"]
    assert reading.unplaced == []
