"""An answer to "I could not place 'outlet'" that names a catalog element: the word is placed as it.

"Store" (a dimension) makes the word a breakdown, "Revenue" (a metric) a metric, "EWR" (a value) a filter. What
an answer placed this way can be added to the team's vocabulary (knowledge/team_vocabulary.py).
"""

from __future__ import annotations

from datetime import date

from sqlclarify.semantic.query import DimensionFilter, GroupBy
from sqlclarify.state import Reading
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.interpret import read_question


def place_unplaced(reading: Reading, answer: str, vocab: Vocabulary, today: date) -> str | None:
    """Place the reading's (first) unplaced word as the one catalog element `answer` names; the element's label,
    or None (the reading untouched) when the answer names no element, or several."""
    if not reading.unplaced:
        return None
    element = _element(answer, vocab, today)
    if element is None:
        return None
    kind, target, value = element
    query = reading.query
    if kind == "metric":
        if target not in query.metrics:
            query.metrics.append(target)
        if target in reading.metric_candidates:
            reading.metric_candidates, reading.candidate_phrase = [], ""
        label = vocab.metric_label(target)
    elif kind == "dimension":
        if all(g.dimension != target for g in query.group_by):
            query.group_by.append(GroupBy(dimension=target))
        label = vocab.dimension_label(target)
    else:
        flt = next((f for f in query.filters if f.dimension == target and not f.exclude), None)
        if flt is None:
            query.filters.append(DimensionFilter(dimension=target, values=[str(value)]))
        elif value not in flt.values:
            flt.values.append(str(value))
        label = f"{vocab.dimension_label(target)}: {vocab.value_label(target, str(value))}"
    reading.unplaced = reading.unplaced[1:]
    return label


def _element(answer: str, vocab: Vocabulary, today: date) -> tuple[str, str, str | None] | None:
    """(kind, name, value) of the one element `answer` names: a metric, a dimension, or a dimension's value."""
    text = " ".join(answer.split())
    found = read_question(text, vocab, today)
    reading = found.reading
    metrics = [*reading.query.metrics, *reading.metric_candidates]
    values = [(d, v) for d, vs in found.values.items() for v in vs]
    if len(metrics) == 1 and not values and not reading.unplaced:
        return "metric", metrics[0], None
    if len(values) == 1 and not metrics:
        return "value", values[0][0], values[0][1]
    lowered = text.lower()
    dimensions = {d for p, d in vocab.dimension_phrases if p == lowered}
    dimensions |= {d for d, label in vocab.dimension_labels.items() if label.lower() == lowered or d == lowered}
    if not dimensions:  # "by store", "per outlet"
        grouped = read_question(text if lowered.startswith(("by ", "per ")) else f"by {text}", vocab, today)
        dimensions = {g.dimension for g in grouped.reading.query.group_by if g.dimension != "metric_time"}
        if grouped.reading.unplaced:
            dimensions = set()
    if len(dimensions) == 1 and not metrics:
        return "dimension", dimensions.pop(), None
    return None
