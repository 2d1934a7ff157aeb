"""'lesson revenue by coach', 'which 3 coaches brought in the most lesson revenue': a thing named where a breakdown
goes, beside another metric, is that breakdown (grouped by the entity's key, as MetricFlow allows), not a second
metric that counts the things."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found, apply_element, set_order
from sqlclarify.understanding.lexicon import singular_words, spoken_name
from sqlclarify.understanding.read_order import blank_order
from sqlclarify.understanding.scoring import metric_inputs
from sqlclarify.understanding.shapes import find_order
from sqlclarify.understanding.text import WorkText, plural_regex
from sqlclarify.understanding.uncovered_amount import counts_things

BREAKDOWN_PLACE = re.compile(r"(?<![\w])(?:by|per|each|which|top\s+\d+|which\s+\d+|bottom\s+\d+)\s+(?:the\s+)?$")


def read_entity_breakdowns(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Metrics read from a thing's name said where a breakdown goes ("by coach", "which 3 coaches"), when the
    question has another metric and that metric can be broken down by the thing: a breakdown by the thing."""
    query = found.reading.query
    if len(query.metrics) < 2:
        return
    said = set(singular_words(work.original))
    for start, end, names in sorted(found.metric_mentions):
        if len(names) != 1 or names[0] not in query.metrics or not counts_things(vocab, names[0], said):
            continue
        if not BREAKDOWN_PLACE.search(work.original[:start].lower()):
            continue
        entity = _entity_said(vocab, work.original[start:end])
        others = [m for m in query.metrics if m != names[0]]
        if entity is None or not all(vocab.takes(m, entity) for m in others) or own_rows(vocab, others, entity):
            continue
        query.metrics = others
        order = None if query.order_by else find_order(plural_regex(spoken_name(entity)), work.original.lower())
        if order is not None:  # "which 3 coaches brought in the most": ranked by the other metric
            set_order(found, entity, order.descending, order.limit)
            blank_order(work, order)
        else:
            apply_element(found, f"dimension:{entity}")
        return


def own_rows(vocab: Vocabulary, metrics: list[str], entity: str) -> bool:
    """Whether `entity` is the row key of a table the metrics' measures are on ("mooring fees by stay": each row)."""
    names = set(metrics).union(*(metric_inputs(vocab, m) for m in metrics))
    for name in names:
        metric = vocab.layer.metrics.get(name)
        held = vocab.layer.measures.get(metric.measure.name) if metric and metric.measure else None
        if held and entity in {e.name for e in held[0].entities if e.type == "primary"}:
            return True
    return False


def _entity_said(vocab: Vocabulary, text: str) -> str | None:
    """The catalog's entity whose spoken name the words are ("coaches": coach)."""
    words = singular_words(text)
    for model in vocab.layer.semantic_models:
        for entity in model.entities:
            if singular_words(spoken_name(entity.name)) == words:
                return entity.name
    return None
