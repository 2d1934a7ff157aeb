"""'sales from stores that are not same-store eligible': a metric whose own definition keeps only the rows where a
true/false column holds (`case when is_eligible then net_sales else 0 end`), asked with that flag negated, counts
nothing — the question means the unrestricted metric over the same amount, with the flag negated as a filter."""

from __future__ import annotations

import re

from sqlclarify.semantic.model import SemanticLayer
from sqlclarify.understanding.candidates import FALSE_VALUES, TRUE_VALUES, Vocabulary
from sqlclarify.understanding.found import Found

# `case when <flag> [= true|1] then <amount> else 0 end`: the amount counted only where the flag holds
_FLAG_CASE = re.compile(
    r"^\s*case\s+when\s+(?P<flag>\w+)(?:\s*=\s*(?:true|1|'true'|'1'))?\s+then\s+(?P<amount>.+?)\s+else\s+(?:0|null)\s+end\s*$",
    re.IGNORECASE | re.DOTALL,
)


def replace_negated_own_flag(vocab: Vocabulary, found: Found) -> None:
    """Swap each metric restricted to a flag the question negates for the catalog's metric of the same amount
    without that restriction (when it has exactly one); the flag stays a filter, and the answer says why."""
    query = found.reading.query
    negated = {c for f in query.filters if _negates(f.values, f.exclude) for c in _columns(vocab.layer, f.dimension)}
    if not negated:
        return
    for i, name in enumerate(query.metrics):
        restriction = _own_flag(vocab.layer, name)
        if restriction is None or restriction[0] not in negated:
            continue
        flag, amount, model, agg = restriction
        plain = [
            other
            for other in vocab.layer.metrics
            if other != name and _plain_amount(vocab.layer, other) == (model, amount.lower(), agg)
        ]
        if len(plain) != 1:
            continue
        query.metrics[i] = plain[0]
        found.reading.notes.append(
            f"{vocab.metric_label(name)} counts only rows where {flag.replace('_', ' ')} holds; you asked for the "
            f"others, so I used {vocab.metric_label(plain[0])} with that filter."
        )


def _columns(layer: SemanticLayer, dimension: str) -> set[str]:
    """The names a dimension's column goes by: its own and its expression's (a plain column)."""
    name = dimension.rpartition("__")[2].lower()
    exprs = {d.expr.strip().lower() for m in layer.semantic_models for d in m.dimensions if d.name.lower() == name}
    return {name} | exprs


def _negates(values: list[str], exclude: bool) -> bool:
    """A filter that keeps the false rows: `= false`, or `not in (true)`."""
    if not values:
        return False
    return all(v in FALSE_VALUES for v in values) if not exclude else all(v in TRUE_VALUES for v in values)


def _own_flag(layer: SemanticLayer, name: str) -> tuple[str, str, str, str] | None:
    """(flag, amount, model, aggregation) when `name` is a simple metric summing `case when flag then amount`."""
    metric = layer.metrics.get(name)
    if metric is None or metric.type != "simple" or metric.measure is None or metric.filter:
        return None
    found = layer.measures.get(metric.measure.name)
    if found is None:
        return None
    m = _FLAG_CASE.match(found[1].expr)
    if m is None:
        return None
    return m["flag"].lower(), m["amount"].strip(), found[0].name, str(found[1].agg)


def _plain_amount(layer: SemanticLayer, name: str) -> tuple[str, str, str] | None:
    """(model, amount, aggregation) of a simple metric with no filter of its own."""
    metric = layer.metrics.get(name)
    if metric is None or metric.type != "simple" or metric.measure is None or metric.filter or metric.measure.filter:
        return None
    found = layer.measures.get(metric.measure.name)
    if found is None:
        return None
    return found[0].name, found[1].expr.strip().lower(), str(found[1].agg)
