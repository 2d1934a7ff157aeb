"""'win rate in the games I attended', 'wins by team in games I went to': a metric that counts rows (Games
Attended), said after "in" as the rows another metric is over, while the words before it are left over. Read
again without that phrase: when the rest reads as one other metric with nothing left over, that metric is the
question and the phrase only said which rows it covers — the answer says so. A counted phrase that is a filtered
metric ("in playoff games") is never dropped: its filter would be lost."""

from __future__ import annotations

import re
from collections.abc import Callable

from sqlclarify.semantic.model import METRIC_TIME
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import singular_words
from sqlclarify.understanding.shapes import FUNCTION_WORDS

# "in the games", "in my games", "among games", "from the visits": the start of a phrase naming the rows
_ROWS_START = re.compile(r"(?<![\w])(?:in|among|from|across|during)\s+(?:the\s+|my\s+|our\s+|all\s+)?", re.I)
_WORD = re.compile(r"[\w'’]+")


def label_words(vocab: Vocabulary, metric: str) -> frozenset[str]:
    """The content words of a metric's label, in the singular ("Games Attended": game, attended)."""
    return frozenset(w for w in singular_words(vocab.metric_label(metric)) if w not in FUNCTION_WORDS)


def _rows_phrase(text: str, words: frozenset[str]) -> tuple[int, int] | None:
    """Where "in (the) <every word of the label, function words between>" stands in `text`, the last such."""
    if not words:
        return None
    found = None
    for start in _ROWS_START.finditer(text):
        said: set[str] = set()
        end = None
        for w in _WORD.finditer(text, start.end()):
            word = w.group(0).lower()
            forms = set(singular_words(word))
            if forms & words:
                said |= forms & words
                end = w.end()
            elif not forms <= FUNCTION_WORDS or said == words:
                break
        if end is not None and said == words:
            found = (start.start(), end)
    return found


def reread_without_rows_phrase(
    text: str, vocab: Vocabulary, found: Found, reread: Callable[[str], Found]
) -> Found | None:
    """The reading of `text` without the phrase that names the rows, where it reads one other metric cleanly."""
    reading = found.reading
    if len(reading.query.metrics) != 1 or not reading.unplaced or reading.metric_candidates or reading.metric_guess:
        return None
    counted = reading.query.metrics[0]
    metric = vocab.layer.metrics.get(counted)
    if metric is None or metric.filter or (metric.measure is not None and metric.measure.filter):
        return None
    found_at = _rows_phrase(text, label_words(vocab, counted))
    if found_at is None:
        return None
    phrase = text[found_at[0] : found_at[1]]
    again = reread(text[: found_at[0]] + " " * len(phrase) + text[found_at[1] :])
    other = again.reading
    if other.unplaced or other.metric_candidates or other.metric_guess or len(other.query.metrics) != 1:
        return None
    if other.query.metrics == [counted]:
        return None
    chosen = other.query.metrics[0]
    own = label_words(vocab, chosen)
    if any(not set(singular_words(phrase)) - FUNCTION_WORDS <= own for phrase in reading.unplaced):
        return None  # the words left over are the other metric's own ("win rate"), not more ("how often")
    asked = [f.dimension for f in other.query.filters] + [g.dimension for g in other.query.group_by]
    if not all(vocab.takes(chosen, d) for d in asked if d != METRIC_TIME):
        return None  # what it cannot take would send the answer back to another metric: left as it was
    again.reading_text = text
    other.notes.append(f"I read '{phrase.strip()}' as the rows {vocab.metric_label(other.query.metrics[0])} covers.")
    return again
