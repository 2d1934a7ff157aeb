"""'how much traffic did we get in August', 'traffic by device': a count word (the lexicon's `count_words`) that
asks how many came as much as how many times (`traffic_words`) fits the count of the rows (*Pageviews*) and the
distinct counts of the things on those same rows (*Unique Users*) alike; the answers differ, so it is asked
about, never the one count of rows taken."""

from __future__ import annotations

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.lexicon import lexicon


def with_visitor_counts(vocab: Vocabulary, said: str) -> list[str]:
    """The count metrics and, when `said` is a traffic word, the unfiltered distinct counts on their tables."""
    if said.lower() not in lexicon().traffic_words:
        return list(vocab.count_metrics)
    return [*vocab.count_metrics, *(n for n in _distinct_counts(vocab) if n not in vocab.count_metrics)]


def _distinct_counts(vocab: Vocabulary) -> list[str]:
    return vocab.derived("traffic_distinct_counts", lambda: _work_out(vocab))


def _work_out(vocab: Vocabulary) -> list[str]:
    layer = vocab.layer
    tables = {layer.measures[m.measure.name][0].name for n in vocab.count_metrics if (m := layer.metrics[n]).measure}
    found = []
    for name, metric in layer.metrics.items():
        if metric.type != "simple" or metric.measure is None or metric.filter or metric.measure.filter:
            continue
        held = layer.measures.get(metric.measure.name)
        if held is not None and held[0].name in tables and str(held[1].agg) == "count_distinct":
            found.append(name)
    return found
