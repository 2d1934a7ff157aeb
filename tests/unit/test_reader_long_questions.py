"""The reader's time grows with a question's length, not with its square: a long question on a shared server must
not hold its worker for minutes (issue 30, hole 5)."""

import time
from datetime import date

import pytest

from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.understanding.candidates import build_vocabulary
from sqlclarify.understanding.interpret import read_question

TODAY = date(2025, 12, 15)
PROSE = "the quick brown fox jumps over the lazy dog by the river and then some more words here "
DATED = "DAU for TH in Nov 2025 by country, compare Q2 to Q3 since March, revenue per platfrm "


@pytest.fixture(scope="module")
def vocab():
    return build_vocabulary(load_semantic_layer(None))


def seconds_to_read(vocab, filler: str, chars: int) -> float:
    text = ("DAU for TH in Nov 2025 " + filler * (chars // len(filler) + 1))[:chars]
    best = float("inf")
    for _ in range(2):  # the best of two: a busy machine only slows a run down
        started = time.perf_counter()
        read_question(text, vocab, TODAY)
        best = min(best, time.perf_counter() - started)
    return best


@pytest.mark.parametrize(("filler", "chars"), [(PROSE, 8_000), (DATED, 3_000)], ids=["prose", "dates-and-values"])
def test_eight_times_the_text_takes_about_eight_times_as_long(vocab, filler: str, chars: int) -> None:
    short = seconds_to_read(vocab, filler, chars)
    long = seconds_to_read(vocab, filler, 8 * chars)
    # linear: ~8x; the square of the length: ~64x. The wide margin is for a shared, noisy machine (CI runs two workers).
    assert long < 30 * short + 2.0, (short, long)
