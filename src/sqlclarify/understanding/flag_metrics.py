"""'audit requests paid with credit packages by request state', where `is_audit_request_paid_with_credit_package`
is a true/false column and the catalog has the metric *Audit requests paid with credit package count*, defined
as the count of the rows with that flag true: the flag's words, read as a filter, are the words of that metric.
With no metric read otherwise, the metric whose own where-filter is exactly that flag, at that value, is the
metric (and the filter its own). And 'weekend sessions in March', where the flag's words took the things it is
on ("sessions"): with no metric read, the one count of those rows that says the word is the metric, the flag its
filter. Read from the metrics' filters, labels and measures, never from a project's words."""

from __future__ import annotations

import re

from sqlclarify.semantic.model import SemanticLayer
from sqlclarify.understanding.calibration import own_words
from sqlclarify.understanding.candidates import FALSE_VALUES, TRUE_VALUES, Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import singular_words
from sqlclarify.understanding.shapes import FUNCTION_WORDS

# {{ Dimension('entity__flag') }} IS TRUE / = true / = 1 / IS FALSE / = 0
_FLAG_FILTER = re.compile(
    r"^\s*\{\{\s*Dimension\(\s*['\"](?P<ref>[\w]+)['\"]\s*\)\s*\}\}\s*"
    r"(?:is\s+(?P<is>true|false)|=\s*(?P<eq>true|false|1|0|'true'|'false'|'1'|'0'))\s*$",
    re.IGNORECASE,
)


def read_metric_of_flag(vocab: Vocabulary, found: Found) -> None:
    """With no metric read: a true/false filter the question said, that exactly one metric's own where-filter
    is, makes that metric the question's; the filter is then the metric's own, not a second restriction."""
    reading = found.reading
    if reading.knows_metric or found.earlier_metrics:  # a follow-up's flag narrows the last answer's metric
        return
    said = [
        (f.dimension, _truth(f.values[0]))
        for f in reading.query.filters
        if f.dimension in vocab.flag_dimensions and len(f.values) == 1 and not f.exclude
    ]
    said = [(dim, truth) for dim, truth in said if truth is not None]
    if len(said) != 1:
        return
    dim, truth = said[0]
    bare = dim.rpartition("__")[2]
    holders = [name for name, flag in _flag_metrics(vocab).items() if flag == (bare, truth)]
    if len(holders) != 1:
        return
    reading.query.filters = [f for f in reading.query.filters if f.dimension != dim]
    found.values.pop(dim, None)
    found.mentioned.discard(f"filter:{dim}")
    reading.query.metrics.append(holders[0])
    found.mentioned.add("metric")


def read_count_of_flagged_things(vocab: Vocabulary, found: Found) -> None:
    """With no metric read (and no follow-up): a flag read with a noun said in its words ("weekend sessions") and
    one metric counting the rows of the flag's table whose own words hold that noun: that count, flag kept."""
    reading = found.reading
    if reading.knows_metric or found.earlier_metrics:
        return
    flags = [f.dimension for f in reading.query.filters if f.dimension in vocab.flag_dimensions]
    if len(flags) != 1:
        return
    dim = flags[0]
    said = set(singular_words(" ".join(found.reading_text[a:b] for a, b in found.value_dims.get(dim, []))))
    nouns = said - set(singular_words(dim.rpartition("__")[2].replace("_", " "))) - FUNCTION_WORDS
    models = {
        m.name for m in vocab.layer.semantic_models if any(d.name == dim.rpartition("__")[2] for d in m.dimensions)
    }
    counts = [
        name
        for name in vocab.layer.metrics
        if nouns & own_words(vocab, name) and _counts_rows_of(vocab.layer, name, models)
    ]
    if len(counts) != 1:
        return
    reading.query.metrics.append(counts[0])
    found.mentioned.add("metric")


def _counts_rows_of(layer: SemanticLayer, name: str, models: set[str]) -> bool:
    """Whether `name` is a simple, unfiltered count of the rows of one of `models`."""
    metric = layer.metrics.get(name)
    if metric is None or metric.type != "simple" or metric.measure is None or metric.filter or metric.measure.filter:
        return False
    held = layer.measures.get(metric.measure.name)
    return held is not None and held[0].name in models and str(held[1].agg) in {"count", "count_distinct"}


def _truth(value: str) -> bool | None:
    return True if value in TRUE_VALUES else False if value in FALSE_VALUES else None


def _flag_metrics(vocab: Vocabulary) -> dict[str, tuple[str, bool]]:
    """metric -> (the flag column's name, the value it keeps) for the simple metrics whose one where-filter is a
    true/false column at one value."""
    return vocab.derived("flag_metrics", lambda: _work_out(vocab.layer))


def _work_out(layer: SemanticLayer) -> dict[str, tuple[str, bool]]:
    found: dict[str, tuple[str, bool]] = {}
    for name, metric in layer.metrics.items():
        if metric.type != "simple" or metric.measure is None:
            continue
        filters = [*metric.filter, *metric.measure.filter]
        if len(filters) != 1:
            continue
        m = _FLAG_FILTER.match(filters[0])
        if m is None:
            continue
        word = (m["is"] or m["eq"]).strip("'").lower()
        found[name] = (m["ref"].rpartition("__")[2].lower(), word in {"true", "1"})
    return found
