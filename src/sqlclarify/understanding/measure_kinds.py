"""Which metrics a word for a kind of measure fits ("the average", "the ratio", "the total"): read from each
metric's structure (its measure's aggregation, a ratio's parts), never from its name."""

from __future__ import annotations

from sqlclarify.semantic.model import SemanticLayer

# a word of a question that names a kind of measure, not a measure: the kinds a metric's structure has
KIND_WORDS: dict[str, str] = {
    "average": "average", "averages": "average", "avg": "average", "mean": "average", "typical": "average",
    "ratio": "ratio", "ratios": "ratio", "rate": "ratio", "rates": "ratio",
    "total": "total", "totals": "total",
}  # fmt: skip

_TOTAL_AGGS = frozenset({"sum", "count"})


def metric_kinds(layer: SemanticLayer, name: str) -> set[str]:
    """The kinds of measure `name` is: 'total' (a sum or count of its rows), 'average' (an average of them, or a
    ratio over a count: an amount per thing), 'ratio' (one metric over another)."""
    metric = layer.metrics.get(name)
    if metric is None:
        return set()
    if metric.type == "ratio":
        below = metric.denominator
        per_thing = below is not None and not below.filter and _aggregation(layer, below.name) == "count"
        return {"ratio", "average"} if per_thing else {"ratio"}
    agg = _aggregation(layer, name)
    if metric.type == "simple" and agg in _TOTAL_AGGS:
        return {"total"}
    if metric.type == "simple" and agg == "average":
        return {"average"}
    return set()


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
