"""'total miles in 2025' with Avg Trip Distance, Total Trip Distance and Revenue per Mile to choose among: "total"
picks the one metric whose label begins with it ("Order total" is a thing's total, not the sum asked). "Average"
picks nothing: several averages are the usual choice a question leaves open ("the average for enterprise orgs")."""

from __future__ import annotations

from sqlclarify.understanding.candidates import Vocabulary, words_of
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import lexicon
from sqlclarify.understanding.text import WorkText

# the words that say a sum, in a question and in a metric's label or name alike
_TOTAL = frozenset({"total", "sum"})


def narrow_candidates_by_aggregation(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Of the metrics to choose among, the one whose label begins with "total" as the question says."""
    reading = found.reading
    if len(reading.metric_candidates) < 2 or reading.query.metrics:
        return
    if not set(words_of(work.original)) & _TOTAL:
        return
    kept = [n for n in reading.metric_candidates if _first_word(vocab, n) in _TOTAL]
    if len(kept) == 1:
        reading.query.metrics.append(kept[0])
        reading.metric_candidates, reading.candidate_phrase = [], ""


def _first_word(vocab: Vocabulary, name: str) -> str:
    """The first word of a metric's label: "Total Trip Distance" says its sum first; "Order total" does not."""
    words = words_of(vocab.metric_label(name))
    return lexicon().abbreviations.get(words[0], words[0]) if words else ""
