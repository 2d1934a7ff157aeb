"""'average views by number of tags': a column that holds how many of a thing each row has (`tag_count`,
`num_tags`) is said "number of <things>" where a breakdown goes: a breakdown by that column, not a count metric."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found, add_group_by
from sqlclarify.understanding.lexicon import name_words
from sqlclarify.understanding.text import WorkText, singular

_NUMBER_OF = re.compile(r"(?<![\w])(?:by|per)\s+(?:the\s+)?(?:number|count|#)\s+of\s+(?P<things>[a-z]+)(?![\w])")
_COUNT_WORDS = frozenset({"count", "num", "number", "n", "cnt"})


def read_count_columns(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """ "by number of <things>" with <things> still unread: grouped by the one column every metric takes whose name
    is the thing and a count word (`tag_count`, `num_tags`)."""
    query = found.reading.query
    if not query.metrics:
        return
    for m in _NUMBER_OF.finditer(work.original.lower()):
        start, end = m.start("things"), m.end("things")
        if any(work.used[start:end]):
            continue
        thing = singular(m.group("things"))
        dims = [
            d
            for d in vocab.dimension_labels
            if _names_a_count_of(d, thing) and all(vocab.takes(metric, d) for metric in query.metrics)
        ]
        if len(dims) == 1:
            work.blank(m.start(), m.end())
            add_group_by(found, dims[0])
            return


def _names_a_count_of(dim: str, thing: str) -> bool:
    words = [singular(w) for w in name_words(dim.rpartition("__")[2])]
    return len(words) == 2 and thing in words and bool(_COUNT_WORDS & set(words))
