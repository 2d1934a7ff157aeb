"""'On-hand quantity at the end of last quarter': a balance's value at a period's end is what the catalog's
balance answers for that period (issue 32, reader20).

A measure with a `non_additive_dimension` whose window is the last value (MetricFlow's balance: stock on hand, an
account's balance) counts only the rows at the period's latest date: "at the end of", "as of the end of" June is
June. For any other metric the words stay unplaced ("sales at the end of June" may mean its last days: asked)."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.text import WorkText

# the words before a period that ask for its end: "at the end of", "as of the end of", "by the end of", "end of"
# (the date reader may have taken "of" with the period: "of last quarter")
END_OF = re.compile(r"(?:(?:at|as\s+of|by)\s+)?(?:the\s+)?(?:very\s+)?end(?:\s+of)?(?:\s+the)?\s*$", re.I)


def is_balance(vocab: Vocabulary, name: str, seen: tuple[str, ...] = ()) -> bool:
    """Whether a metric is, or is built on, a balance read at the last date of the period."""
    metric = vocab.layer.metrics.get(name)
    if metric is None or name in seen:
        return False
    if metric.measure is not None and metric.measure.name in vocab.layer.measures:
        non_additive = vocab.layer.measures[metric.measure.name][1].non_additive
        if non_additive is not None and non_additive.window_choice == "max":
            return True
    inputs = [i.name for i in (metric.numerator, metric.denominator, *metric.metrics) if i is not None]
    return any(is_balance(vocab, i, (*seen, name)) for i in inputs)


def pass_over_period_end(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'at the end of last quarter' before a period read, where every metric asked is a balance: its period."""
    metrics = found.reading.query.metrics
    if not metrics or found.reading.query.time_range is None or not all(is_balance(vocab, m) for m in metrics):
        return
    for start, _ in found.time_spans:
        m = END_OF.search(work.original[:start])
        if m and not any(work.used[m.start() : m.end()]):
            work.blank(m.start(), m.end())
