"""Which metrics count the rows of their table: a plain count (`count`, a sum of 1) or a distinct count of the
table's own primary key (`count_distinct` of game_id on the games table, one row a game), with no filter. "The
regular season games" after another metric names those rows, not a second metric (issue 32, reader28)."""

from __future__ import annotations

from sqlclarify.understanding.candidates import Vocabulary


def counts_rows(vocab: Vocabulary, name: str) -> bool:
    """Whether metric `name` is an unfiltered count of its own table's rows."""
    if name in vocab.count_metrics:
        return True
    metric = vocab.layer.metrics.get(name)
    if metric is None or metric.type != "simple" or metric.measure is None or metric.filter or metric.measure.filter:
        return False
    held = vocab.layer.measures.get(metric.measure.name)
    if held is None or str(held[1].agg) != "count_distinct":
        return False
    model, measure = held
    keys = {e.expr.strip().lower() for e in model.entities if e.type == "primary"}
    return measure.expr.strip().lower() in keys
