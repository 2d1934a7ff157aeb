"""'wins in overtime games', 'fouls in playoff games': a second metric phrase no "and" joins to the first, whose
metric counts the rows a true/false column marks (Overtime Game Count: games that went to overtime), is not a
second metric but the first one's rows restricted by that flag. The settling step keeps the first metric and the
words read; without this the restriction was dropped and the unrestricted number shown with confidence (issue 32,
reader28). Told from the catalog alone: the metric's own measure sums or counts the flag's column."""

from __future__ import annotations

import re

from sqlclarify.semantic.query import DimensionFilter
from sqlclarify.understanding.candidates import TRUE_VALUES, Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.scoring import nearest_dimensions

_COUNTING = frozenset({"sum", "sum_boolean", "count"})


def restrict_by_flagged_things(vocab: Vocabulary, found: Found) -> None:
    """Each settled-away single metric mention that counts a flag's rows, as that flag's filter on the question's
    metrics, where every one of them takes the flag."""
    query = found.reading.query
    if not query.metrics:
        return
    dropped = [names[0] for _, _, names in found.metric_mentions if len(names) == 1 and names[0] not in query.metrics]
    for name in dict.fromkeys(dropped):
        column = _counted_flag(vocab, name)
        if column is None:
            continue
        dims = [
            d
            for d in vocab.flag_dimensions
            if d.rpartition("__")[2] == column and all(vocab.takes(m, d) for m in query.metrics)
        ]
        chosen = nearest_dimensions(vocab, list(query.metrics), dims)
        if len(chosen) != 1 or any(f.dimension == chosen[0] for f in query.filters):
            continue
        true = [str(v.value) for v in vocab.values.get(chosen[0], []) if str(v.value).lower() in TRUE_VALUES]
        if len(true) != 1:
            continue
        query.filters.append(DimensionFilter(dimension=chosen[0], values=true))
        found.values[chosen[0]] = true
        found.mentioned.add(f"filter:{chosen[0]}")


def _counted_flag(vocab: Vocabulary, name: str) -> str | None:
    """The one true/false column whose marked rows simple metric `name` counts, if one (its measure sums or
    counts an expression of that column alone, with no filter of its own)."""
    metric = vocab.layer.metrics.get(name)
    if metric is None or metric.type != "simple" or metric.measure is None or metric.filter or metric.measure.filter:
        return None
    held = vocab.layer.measures.get(metric.measure.name)
    if held is None or str(held[1].agg) not in _COUNTING:
        return None
    expr = held[1].expr.lower()
    columns = {d.rpartition("__")[2] for d in vocab.flag_dimensions}
    said = [c for c in columns if re.search(rf"(?<![\w]){re.escape(c)}(?![\w])", expr)]
    return said[0] if len(said) == 1 else None
