"""The metric's own date named by its word as written (reader10, issue 32): "the June 2025 cohort", "the 2023
cohorts", "last month's cohort", "by cohort month" where the metric is read on cohort_month. The word beside a
period names the date the period is on; "by <word> <grain>" is the time series at that grain. Read from the
catalog's own time dimension names (those the chosen metrics are aggregated on), never from words written here;
a word of another time dimension (a second date of the rows) is left to be placed or asked about."""

from __future__ import annotations

import re

from sqlclarify.semantic.query import GroupBy
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.qualified import metric_time_words
from sqlclarify.understanding.shapes import FUNCTION_WORDS
from sqlclarify.understanding.text import WorkText, singular

GRAINS = ("day", "week", "month", "quarter", "year")
# what may stand between the word and its period: "the June 2025 cohort", "last month's cohort", "cohorts of 2023"
_BETWEEN = re.compile(r"^(?:\s|'s\b|’s\b|\b(?:of|in|from|for|the)\b)*$")
_BY_BEFORE = re.compile(r"(?:^|\s)(?:by|per|each)\s+$")


def read_own_time_words(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Blank the metric's own date word where it names the period read beside it, or the grain after it."""
    own = _own_words(vocab, found)
    if not own:
        return
    for word, start, end in work.words():
        if word in FUNCTION_WORDS or singular(word) not in own:
            continue
        if any(_beside(work.work, start, end, span) for span in found.time_spans):
            work.blank(start, end)
            continue
        grain = _grain_after(work, end)
        by = _BY_BEFORE.search(work.work, 0, start)
        if grain is not None and by is not None:  # "by cohort month": the series at the date's own grain
            query = found.reading.query
            if all(g.dimension != "metric_time" for g in query.group_by):
                query.group_by.insert(0, GroupBy(dimension="metric_time", grain=grain[0]))  # type: ignore[arg-type]
            found.mentioned.add("grain")
            work.blank(by.start(), grain[1])


def _own_words(vocab: Vocabulary, found: Found) -> set[str]:
    return {singular(w) for w in metric_time_words(vocab, found.reading.query.metrics) if w not in GRAINS}


def _beside(text: str, start: int, end: int, span: tuple[int, int]) -> bool:
    if span[1] <= start:
        return bool(_BETWEEN.match(text[span[1] : start]))
    if end <= span[0]:
        return bool(_BETWEEN.match(text[end : span[0]]))
    return False


def _grain_after(work: WorkText, end: int) -> tuple[str, int] | None:
    m = re.match(r"\s+(day|week|month|quarter|year)s?\b", work.work[end:])
    if m is None or any(work.used[end : end + m.end()]):
        return None
    return m.group(1), end + m.end()
