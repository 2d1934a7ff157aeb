"""'MOIC by fund', 'top 3 funds by MOIC', 'DPI for each fund': a word said where a breakdown goes that some
dimension holds as a value (a hurdle's scope 'fund') while the metric cannot be filtered by that dimension, and
that names the thing of a dimension the metric does take (`fund_id`: its name's thing words, the form word 'id'
set aside): the breakdown by that dimension, not a filter set aside with the word ignored."""

from __future__ import annotations

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found, add_group_by
from sqlclarify.understanding.lexicon import singular_words
from sqlclarify.understanding.name_forms import thing_words
from sqlclarify.understanding.shapes import BREAKDOWN_BEFORE


def read_values_said_as_breakdowns(vocab: Vocabulary, found: Found) -> None:
    """Replace each such refused filter by the breakdown its word names, where exactly one dimension fits."""
    query = found.reading.query
    metrics = query.metrics
    if not metrics:
        return
    text = found.reading_text
    for flt in list(query.filters):
        if flt.exclude or len(flt.values) != 1 or all(vocab.takes(m, flt.dimension) for m in metrics):
            continue
        spans = found.value_dims.get(flt.dimension, [])
        if len(spans) != 1 or not BREAKDOWN_BEFORE.search(text[: spans[0][0]].lower()):
            continue
        said = tuple(singular_words(text[spans[0][0] : spans[0][1]]))
        taken = set.intersection(*(set(vocab.metric_dims.get(m, ())) for m in metrics))
        named = sorted(d for d in taken if thing_words(d) == said and all(vocab.takes(m, d) for m in metrics))
        # the thing's own column over its entity's key and over the same column reached by its model's name
        entities = {e.name for model in vocab.layer.semantic_models for e in model.entities}
        named = [d for d in named if "__" not in d]
        named = [d for d in named if d not in entities] or named
        if len(named) != 1:
            continue
        query.filters.remove(flt)
        found.values.pop(flt.dimension, None)
        found.mentioned.discard(f"filter:{flt.dimension}")
        add_group_by(found, named[0])
