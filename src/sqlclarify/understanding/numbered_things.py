"""'earliest start date for organization 514', 'revenue of store 12': a thing named and then a number that is one
of the values of the column the name was read as (an id) is that one thing — a filter on the column, not a
breakdown by it beside a number left to ask about. Read from the column's own values, never from a project's
words."""

from __future__ import annotations

import re

from sqlclarify.semantic.query import DimensionFilter
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import singular_words, spoken_name
from sqlclarify.understanding.text import WorkText, singular

_NUMBER_AFTER_WORD = re.compile(r"(?P<word>[A-Za-z][\w-]*)\s+(?:(?:no\.?|number|#)\s*)?#?(?P<n>\d+)(?![\w.,/-])")


def read_numbered_things(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Each number left over right after a word naming a column (one the question groups by, or a word still
    unread), when the number is one of that column's values: a filter on that value (the group-by goes)."""
    query = found.reading.query
    for m in _NUMBER_AFTER_WORD.finditer(work.original):
        start, end = m.span("n")
        if any(work.used[start:end]):
            continue
        word = singular(m.group("word").lower())
        unread = not any(work.used[m.start("word") : m.end("word")])
        grouped = [g.dimension for g in query.group_by if g.dimension != "metric_time"]
        dims = [*grouped, *(d for d in vocab.values if d not in grouped)] if unread else grouped
        held = [d for d in dims if _names(vocab, d, word) and _holds(vocab, d, m.group("n"))]
        if len(held) != 1:
            continue
        dim = held[0]
        query.group_by = [g for g in query.group_by if g.dimension != dim]
        query.filters = [f for f in query.filters if f.dimension != dim]
        query.filters.append(DimensionFilter(dimension=dim, values=[_stored(vocab, dim, m.group("n"))]))
        found.values[dim] = [m.group("n")]
        found.value_spans.append((start, end))
        found.mentioned.add(f"filter:{dim}")
        work.blank(m.start("word") if unread else start, end)


def _names(vocab: Vocabulary, dim: str, word: str) -> bool:
    """Whether `word` is a word of the column's phrases or of its thing's name."""
    said = {w for phrase, d in vocab.dimension_phrases if d == dim for w in singular_words(phrase)}
    entity = vocab.entity_of(dim)
    if entity:
        said |= set(singular_words(spoken_name(entity)))
    return word in said


def _holds(vocab: Vocabulary, dim: str, number: str) -> bool:
    return any(str(v.value).strip() == number for v in vocab.values.get(dim, []))


def _stored(vocab: Vocabulary, dim: str, number: str) -> str:
    return next(str(v.value) for v in vocab.values.get(dim, []) if str(v.value).strip() == number)
