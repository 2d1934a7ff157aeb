"""'number of chargebacks each quarter', 'how many duplicate refunds': the things counted are rows of a kind the
catalog holds as a value of a column (transaction_type = chargeback) or as a true/false column
(is_duplicate_refund), not as a metric of their own. A count question whose only thing is such a value is the
catalog's count of those rows, filtered to it: the count metrics that take every filter read (one is the metric,
several are asked about). Read from the measures' aggregations, never from a project's words."""

from __future__ import annotations

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.metric_variants import COUNT_QUESTION
from sqlclarify.understanding.shapes import FUNCTION_WORDS
from sqlclarify.understanding.text import WorkText

_ROW_COUNTS = frozenset({"count", "count_distinct"})


def read_value_counts(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """With no metric read, a count question ("how many", "number of") with filters and no other content word
    left: the plain count metrics that take every filter's dimension."""
    reading = found.reading
    query = reading.query
    if reading.knows_metric or not query.filters:
        return
    if not COUNT_QUESTION.search(work.original.lower()):
        return
    if any(w not in FUNCTION_WORDS for w, _, _ in work.words()):
        return  # a word no reading took may be what is counted ("how many support tickets"): not these rows
    dims = {f.dimension for f in query.filters}
    counts = [m for m in row_counts(vocab) if all(vocab.takes(m, d) for d in dims)]
    if len(counts) == 1:
        query.metrics.append(counts[0])
    elif counts:
        reading.metric_candidates = counts
        reading.candidate_phrase = ""
    else:
        return
    found.mentioned.add("metric")


def row_counts(vocab: Vocabulary) -> list[str]:
    """The simple metrics that count rows (a count or distinct count of their measure, with no filter)."""
    layer = vocab.layer
    names = []
    for name, metric in layer.metrics.items():
        if metric.type != "simple" or metric.measure is None or metric.filter or metric.measure.filter:
            continue
        held = layer.measures.get(metric.measure.name)
        if held is not None and str(held[1].agg) in _ROW_COUNTS:
            names.append(name)
    return names
