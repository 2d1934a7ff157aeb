"""A value that is also the name of a thing the catalog counts: "devices" where `product_type` holds 'device' and
the devices model (its primary entity `device`) has *Devices Total*. Said as the thing counted ("how many devices
did we sell", "devices by brand"), the word names that model's metrics, not a filter on another model's rows; the
value comes back as a filter only when the metric read is none of them (`restore_owned_values`)."""

from __future__ import annotations

from sqlclarify.semantic.joins import primary_entity
from sqlclarify.understanding.candidates import Vocabulary, words_of
from sqlclarify.understanding.text import singular


def entity_metrics_of_value(vocab: Vocabulary, phrase: str, dimension: str) -> list[str]:
    """The metrics of the semantic models whose primary entity a one-word value names, each saying the word in its
    label, where the value's own dimension lies in none of those models (a value of the thing's own model is a
    kind of it: no owner)."""
    words = words_of(phrase)
    if len(words) != 1:
        return []
    word = singular(words[0])
    index: dict[str, list[str]] = vocab.derived("entity_metrics_by_word", lambda: _entity_metrics(vocab))
    owners = index.get(word, [])
    if not owners:
        return []
    name = dimension.rpartition("__")[2]
    homes = {m.name for m in vocab.layer.semantic_models if primary_entity(m) == word}
    if any(d.name == name for m in vocab.layer.semantic_models if m.name in homes for d in m.dimensions):
        return []
    return owners


def _entity_metrics(vocab: Vocabulary) -> dict[str, list[str]]:
    """entity name (one word) -> the metrics built only on that entity's models whose label says it."""
    layer = vocab.layer
    found: dict[str, list[str]] = {}
    for name in layer.metrics:
        entities = set()
        for measure in layer.base_measures(name):
            model = layer.measures.get(measure)
            entities.add(primary_entity(model[0]) if model else None)
        if len(entities) != 1 or None in entities:
            continue
        entity = entities.pop()
        if "_" in entity or entity not in vocab.label_word_sets.get(name, frozenset()):
            continue
        found.setdefault(entity, []).append(name)
    return found
