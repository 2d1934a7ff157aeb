"""'trips on weekends in August' (Weekend Trips, the trips counted where `is_weekend` is true) and then "what about
weekdays?": the follow-up's filter `is_weekend = false` beside a metric whose own filter keeps only the weekend
rows counts nothing — a confident zero. The question means the same measure over the other rows: the catalog's
twin metric filtered to the other value (Weekday Trips) when it has one, else its plain metric over that measure,
the filter kept either way; the answer says so. Told from the catalog's metric filters alone."""

from __future__ import annotations

import re

from sqlclarify.semantic.model import SemanticLayer
from sqlclarify.state import Reading
from sqlclarify.understanding.candidates import FALSE_VALUES, TRUE_VALUES, Vocabulary

# `{{ Dimension('trip__is_weekend') }} = true`, `= false`, or the bare flag (true)
_FLAG_FILTER = re.compile(
    r"^\s*\{\{\s*Dimension\(\s*'(?:\w+__)?(?P<flag>\w+)'\s*\)\s*\}\}\s*(?:=\s*'?(?P<value>true|false|1|0)'?)?\s*$",
    re.IGNORECASE,
)


def swap_contradicted_metrics(vocab: Vocabulary, reading: Reading) -> None:
    """Each metric restricted to one value of a flag that a filter of the query sets to the other value: its twin
    for that other value, or its plain metric; the filter stays."""
    query = reading.query
    for i, name in enumerate(query.metrics):
        own = _own_flag(vocab.layer, name)
        if own is None:
            continue
        flag, holds = own
        if not any(_bare(f.dimension) == flag and _sets(f.values, f.exclude) == (not holds) for f in query.filters):
            continue
        measure = vocab.layer.metrics[name].measure
        twins = [
            o
            for o in _same_measure(vocab.layer, measure.name if measure else "")
            if _own_flag(vocab.layer, o) == (flag, not holds)
        ]
        plain = [
            o for o in _same_measure(vocab.layer, measure.name if measure else "") if not vocab.layer.metrics[o].filter
        ]
        swapped = twins if len(twins) == 1 else plain if len(plain) == 1 else []
        if not swapped:
            continue
        query.metrics[i] = swapped[0]
        reading.notes.append(
            f"{vocab.metric_label(name)} counts only rows where {flag.replace('_', ' ')} is "
            f"{'true' if holds else 'false'}; you asked for the others, so I used {vocab.metric_label(swapped[0])}."
        )


def _bare(dimension: str) -> str:
    return dimension.rpartition("__")[2].lower()


def _sets(values: list[str], exclude: bool) -> bool | None:
    """The value a flag filter keeps: True, False, or None when it keeps both or is no flag filter."""
    if values and all(v in TRUE_VALUES for v in values):
        return not exclude
    if values and all(v in FALSE_VALUES for v in values):
        return exclude
    return None


def _own_flag(layer: SemanticLayer, name: str) -> tuple[str, bool] | None:
    """(flag, the value it keeps) when `name` is a simple metric filtered to one value of one flag."""
    metric = layer.metrics.get(name)
    if metric is None or metric.type != "simple" or metric.measure is None or len(metric.filter) != 1:
        return None
    if metric.measure.filter:
        return None
    m = _FLAG_FILTER.match(metric.filter[0])
    if m is None:
        return None
    value = (m["value"] or "true").lower()
    return m["flag"].lower(), value in {"true", "1"}


def _same_measure(layer: SemanticLayer, measure: str) -> list[str]:
    return [
        n
        for n, m in layer.metrics.items()
        if m.type == "simple" and m.measure is not None and m.measure.name == measure and not m.measure.filter
    ]
