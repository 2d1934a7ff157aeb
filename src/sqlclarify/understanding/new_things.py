"""'how many new customers did we sign in 2022': "new" before the things a count metric counts, with a period, is
said by the period — the things whose own date (the metric's time dimension) falls in it; passed over, not asked."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.text import WorkText

_NEW = re.compile(r"(?<![\w])new\s+$")
_COUNTS = frozenset({"count", "count_distinct"})


def pass_over_new_before_counted_things(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """ "new" left over right before the words a count metric was read from, when the question has a period."""
    query = found.reading.query
    if len(query.metrics) != 1 or query.time_range is None or not _counts(vocab, query.metrics[0]):
        return
    for start, _, names in found.metric_mentions:
        if names != query.metrics:
            continue
        m = _NEW.search(work.original[:start].lower())
        if m and not any(work.used[m.start() : m.start() + 3]):
            work.blank(m.start(), m.start() + 3)
            return


def _counts(vocab: Vocabulary, metric: str) -> bool:
    """Whether a metric is a plain count of rows or things (a simple metric on a count measure, no filter)."""
    layer = vocab.layer
    found = layer.metrics[metric]
    if found.type != "simple" or found.measure is None or found.filter or found.measure.name not in layer.measures:
        return False
    return layer.measures[found.measure.name][1].agg in _COUNTS
