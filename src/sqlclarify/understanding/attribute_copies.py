"""A table's copy of a thing's attribute told from the thing's own (issue 32, reader20): a SKU-location table that
points at the product and carries the product's `category` over. Of dimensions of one name the metrics reach
equally far, the thing's own is the one a person means."""

from __future__ import annotations

from sqlclarify.semantic.joins import join_paths, primary_entity
from sqlclarify.semantic.model import SemanticLayer, SemanticModel
from sqlclarify.understanding.candidates import Vocabulary


def _model_of(layer: SemanticLayer, dim: str) -> SemanticModel | None:
    """The one model a (qualified) dimension key is on: the model whose primary entity qualifies it."""
    entity, _, bare = dim.rpartition("__")
    models = [
        m
        for m in layer.semantic_models
        if m.dimension(bare) is not None and (not entity or entity == (primary_entity(m) or m.name))
    ]
    return models[0] if len(models) == 1 else None


def copy_of(vocab: Vocabulary, copy: str, source: str) -> bool:
    """Whether dimension `copy` is a table's copy of `source`, the thing's own attribute: the same name, no
    values the source lacks, and its model reaches the source's (a SKU-location table pointing at the product)
    while the source's does not reach it back."""
    if copy == source or copy.rpartition("__")[2] != source.rpartition("__")[2]:
        return False
    return vocab.derived(f"copy_of:{copy}:{source}", lambda: _copy_of(vocab, copy, source))


def _copy_of(vocab: Vocabulary, copy: str, source: str) -> bool:
    copy_model, source_model = _model_of(vocab.layer, copy), _model_of(vocab.layer, source)
    if copy_model is None or source_model is None or copy_model is source_model:
        return False
    reached = {m.name for _, m in join_paths(vocab.layer, copy_model)}
    back = {m.name for _, m in join_paths(vocab.layer, source_model)}
    held = [{str(v.value) for v in vocab.values.get(d, [])} for d in (copy, source)]
    same_values = not held[0] or not held[1] or held[0] <= held[1]
    return source_model.name in reached and copy_model.name not in back and same_values


def without_copies(vocab: Vocabulary, dims: list[str]) -> list[str]:
    """Of dimensions of one name the metrics reach equally far, the thing's own attribute, not a table's copy
    of it: a product's `category`, not the `category` a SKU-location table that points at the product carries
    over. The same attribute of two things that do not reach each other (a host's home state, a guest's) stays
    a question."""
    if len(dims) < 2:
        return dims
    kept = [d for d in dims if not any(copy_of(vocab, d, other) for other in dims)]
    return kept or dims
