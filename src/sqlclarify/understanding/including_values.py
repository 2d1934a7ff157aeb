"""'daily total orders for the first week of September, including cancelled ones': a value said after "including"
is kept among the rows counted, not the only rows counted. Its filter is dropped (the metric's own definition
decides what it counts) and the answer says the value was included; "ones" after it only stands for the rows."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.text import WorkText, singular_phrase

_INCLUDED = re.compile(
    r"(?<![\w])(?P<lead>including|incl|inclusive\s+of)\s+(?:the\s+)?(?P<said>[\w' -]+?)(?P<ones>\s+ones?)?"
    r"(?=\s*(?:[,.;?!]|$))"
)


def drop_included_values(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """A filter whose value was said after "including" ("including cancelled ones"), when a metric is read."""
    query = found.reading.query
    if not query.metrics:
        return
    for m in _INCLUDED.finditer(work.original.lower()):
        said = singular_phrase(m.group("said").strip())
        kept = [f for f in query.filters if f.exclude or not _names(vocab, f.dimension, f.values, said)]
        if len(kept) == len(query.filters) or not any(work.used[m.start("said") : m.end("said")]):
            continue
        for f in query.filters:
            if f not in kept:
                found.values.pop(f.dimension, None)
        query.filters = kept
        work.blank(m.start("lead"), m.end("lead"))
        if m.group("ones"):
            work.blank(m.start("ones"), m.end("ones"))
        found.reading.notes.append(f"I counted every row, '{work.said(m.start(), m.end()).strip()}' too.")


def _names(vocab: Vocabulary, dimension: str, values: list[str], said: str) -> bool:
    """Whether `said` is one of a filter's values as written, or a phrase the catalog reads as it."""
    if any(singular_phrase(str(v).lower()) == said for v in values):
        return True
    return any(
        v.dimension == dimension and singular_phrase(v.phrase) == said and set(v.values) <= set(values)
        for v in vocab.value_phrases
    )
