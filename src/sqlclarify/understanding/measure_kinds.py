"""Which metrics a word for a kind of measure fits ("the average", "the ratio", "the total"): read from each
metric's structure (its measure's aggregation, a ratio's parts), never from its name."""

from __future__ import annotations

import re

from sqlclarify.semantic.model import Metric, MetricInput, SemanticLayer

# a word of a question that names a kind of measure, not a measure: the kinds a metric's structure has
KIND_WORDS: dict[str, str] = {
    "average": "average", "averages": "average", "avg": "average", "mean": "average", "typical": "average",
    "ratio": "ratio", "ratios": "ratio", "rate": "ratio", "rates": "ratio",
    "total": "total", "totals": "total",
}  # fmt: skip

_TOTAL_AGGS = frozenset({"sum", "count", "count_distinct"})  # a distinct count counts things too


def metric_kinds(layer: SemanticLayer, name: str) -> set[str]:
    """The kinds of measure `name` is: 'total' (a sum or count of its rows), 'average' (an average of them, or a
    ratio over a count: an amount per thing), 'ratio' (one metric over another)."""
    metric = layer.metrics.get(name)
    if metric is None:
        return set()
    if metric.type == "ratio":
        below = metric.denominator
        per_thing = below is not None and not below.filter and _aggregation(layer, below.name) in _COUNTS
        return {"ratio", "average"} if per_thing else {"ratio"}
    if metric.type == "derived" and (below := _divided_by(metric)) is not None:  # "total_sales / total_transactions"
        per_thing = not below.filter and below.offset_window is None and _aggregation(layer, below.name) in _COUNTS
        return {"ratio", "average"} if per_thing else {"ratio"}
    agg = _aggregation(layer, name)
    if metric.type == "simple" and agg in _TOTAL_AGGS:
        return {"total"}
    if metric.type == "simple" and agg == "average":
        return {"average"}
    return set()


_COUNTS = frozenset({"count", "count_distinct"})
_QUOTIENT = re.compile(r"\s*(\w+)\s*/\s*(?:nullif\s*\(\s*(\w+)\s*,\s*0\s*\)|(\w+))\s*", re.IGNORECASE)


def _divided_by(metric: Metric) -> MetricInput | None:
    """The input a derived metric's expression divides by, when it is one input over another ("a / b",
    "a / nullif(b, 0)")."""
    m = _QUOTIENT.fullmatch(metric.expr or "")
    if m is None:
        return None
    inputs = {(i.alias or i.name): i for i in metric.metrics}
    return inputs.get(m.group(2) or m.group(3)) if m.group(1) in inputs else None


def _aggregation(layer: SemanticLayer, name: str) -> str | None:
    """The aggregation of a simple metric's measure (None for other metrics or a measure not found)."""
    metric = layer.metrics.get(name)
    if metric is None or metric.type != "simple" or metric.measure is None or metric.filter or metric.measure.filter:
        return None
    found = layer.measures.get(metric.measure.name)
    return str(found[1].agg) if found else None


def metrics_of_kinds(layer: SemanticLayer, names: list[str], kinds: set[str]) -> list[str]:
    """Those of `names` that are every kind in `kinds` (all of them when `kinds` is empty)."""
    return [n for n in names if kinds <= metric_kinds(layer, n)]
