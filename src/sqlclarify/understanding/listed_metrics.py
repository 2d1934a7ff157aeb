"""'events, unique users and revenue last month': a list whose other items were read as metrics — an item left
unread there is a metric too when its words name exactly one metric not read yet ("events": Daily Event Count),
never a word passed over (the answer would show two of three numbers as if that were all). Read from the metrics'
names and labels."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.shapes import FUNCTION_WORDS, GENERIC_METRIC_WORDS
from sqlclarify.understanding.text import WorkText, singular

_SEPARATOR = re.compile(r"^\s*(?:,\s*(?:and\s+)?|and\s+|&\s*)$")
MAX_ITEM_WORDS = 3


def read_listed_metrics(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Each run of unread words that is an item of a list of metrics read gets the one metric its words name."""
    query = found.reading.query
    if not query.metrics or not found.metric_mentions:
        return
    text = work.original.lower()
    added = False
    for start, end, words in _unread_runs(work):
        if len(words) > MAX_ITEM_WORDS or not _is_listed(text, start, end, found):
            continue
        named = _metrics_named(vocab, words) - set(query.metrics)
        if len(named) != 1:
            continue  # none, or several: left to be placed, asked about or named as ignored
        metric = named.pop()
        query.metrics.append(metric)
        work.blank(start, end)
        found.metric_mentions.append((start, end, [metric]))
        added = True
    if added:  # the answer's columns in the order the question lists them
        said_at = {}
        for start, _, metrics in sorted(found.metric_mentions):
            for metric in metrics:
                said_at.setdefault(metric, start)
        if all(metric in said_at for metric in query.metrics):
            query.metrics.sort(key=said_at.__getitem__)


def _unread_runs(work: WorkText) -> list[tuple[int, int, list[str]]]:
    """Runs of adjacent unread content words: (start, end, the words)."""
    runs: list[tuple[int, int, list[str]]] = []
    for word, start, end in work.words():
        if word in FUNCTION_WORDS:
            continue
        if runs and not work.work[runs[-1][1] : start].strip() and not any(work.used[runs[-1][1] : start]):
            runs[-1] = (runs[-1][0], end, [*runs[-1][2], word])
        else:
            runs.append((start, end, [word]))
    return runs


def _is_listed(text: str, start: int, end: int, found: Found) -> bool:
    """Whether a list separator joins the run to a metric read right before or right after it."""
    for m_start, m_end, _ in found.metric_mentions:
        if m_end <= start and _SEPARATOR.match(text[m_end:start]):
            return True
        if end <= m_start and _SEPARATOR.match(text[end:m_start]):
            return True
    return False


def _metrics_named(vocab: Vocabulary, words: list[str]) -> set[str]:
    """The metrics whose names or labels say every content word of the item (a plural as its singular)."""
    by_word = vocab.lookup.metrics_by_word
    named: set[str] | None = None
    for word in words:
        if word in GENERIC_METRIC_WORDS:
            continue
        these = {*by_word.get(word, ()), *by_word.get(singular(word), ())}
        named = these if named is None else named & these
    return named or set()
