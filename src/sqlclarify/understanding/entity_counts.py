"""'how many customers did we have in 2024' where the catalog counts customers twice: Purchasing Customers (the
distinct customers of the orders) and Registered Customers (the rows of the customers' own table). Two counts of
one thing that answer differently are asked about, never one of them taken. Told from the catalog alone: a
simple, unfiltered metric counting the rows of the table whose primary entity is the thing (a count of its key or
of any row, a sum of 1) counts that thing as surely as a distinct count of its key elsewhere does."""

from __future__ import annotations

import re

from sqlclarify.semantic.joins import primary_entity
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.lexicon import spoken_name

_ANY_ROW = {"1", "*"}

# what may follow "how many customers" for the question to ask only how many there were: "did we have", "were
# there", a period, the end; "how many customers ordered" names the event, and its table's count is meant
_ONLY_HOW_MANY = re.compile(
    r"\s*(?:(?:did|do|does|will)\s+(?:we|you|they|i)\s+(?:have|get|count)|(?:were|are|was|is)\s+there|have\s+we\s+had)?"
    r"\s*(?:$|[?.!,]|(?:in|during|for|this|last|so\s+far|since|between|from)(?![\w]))",
    re.IGNORECASE,
)


def counts_of_thing(vocab: Vocabulary, phrase: str, distinct: str, after: str) -> list[str]:
    """The metrics 'how many <phrase>' asks among: the distinct count of the thing's key, and the counts of its
    own table's rows where nothing after the phrase names an event."""
    if not _ONLY_HOW_MANY.match(after):
        return [distinct]
    return [distinct, *(n for n in own_row_counts(vocab).get(phrase, ()) if n != distinct)]


def own_row_counts(vocab: Vocabulary) -> dict[str, tuple[str, ...]]:
    """An entity's spoken name -> the simple unfiltered metrics counting the rows of its own table."""
    return vocab.derived("own_row_counts", lambda: _work_out(vocab))


def _work_out(vocab: Vocabulary) -> dict[str, tuple[str, ...]]:
    layer = vocab.layer
    counts: dict[str, list[str]] = {}
    for name, metric in layer.metrics.items():
        if metric.type != "simple" or metric.measure is None or metric.measure.filter or metric.filter:
            continue
        found = layer.measures.get(metric.measure.name)
        if found is None:
            continue
        model, measure = found
        entity = primary_entity(model)
        key = next((e.expr.strip().lower() for e in model.entities if e.name == entity), None)
        if entity is None or key is None:
            continue
        expr = (measure.expr or "").strip().lower()
        counted = (measure.agg in {"count", "count_distinct"} and expr in {*_ANY_ROW, key}) or (
            measure.agg == "sum" and expr == "1"
        )
        if counted:
            counts.setdefault(spoken_name(entity), []).append(name)
    return {phrase: tuple(names) for phrase, names in counts.items()}
