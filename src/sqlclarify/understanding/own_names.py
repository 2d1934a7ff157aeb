"""Whether a name dimension qualified by an entity is that entity's own name: `player__full_name` names the player
("by player"), but `machine__site_name` on the machines' table names the site the machine stands at, and "per
machine" is no breakdown by site. Told from the catalog alone: a name whose leading words are not the entity's is
another thing's when the model has more of that thing's columns (`team_name` beside `team_city`), or when its
description does not say the entity at all ("Customer-facing operating site name" on the machine table)."""

from __future__ import annotations

from sqlclarify.semantic.joins import primary_entity
from sqlclarify.semantic.model import SemanticLayer
from sqlclarify.understanding.lexicon import lexicon, name_words, singular_words
from sqlclarify.understanding.text import singular


def names_its_entity(layer: SemanticLayer, entity: str, dimension: str) -> bool:
    """Whether `entity`'s dimension `dimension` (a name, a title) names the entity itself."""
    label_words = set(lexicon().label_words)
    words = name_words(dimension)
    lead = [w for w in words if w not in label_words]
    entity_words = {singular(w) for w in name_words(entity)}
    if not lead or {singular(w) for w in lead} & entity_words:
        return True  # "name", "title", "genre_name": the thing's own
    if _names_another_entity(layer, entity, [singular(w) for w in lead]):
        return False  # "team_name" on a drafted player's row: the team's name, not the player's (reader28)
    models = [m for m in layer.semantic_models if (primary_entity(m) or m.name) == entity and m.dimension(dimension)]
    if not models:
        return True
    for model in models:
        others = [d for d in model.dimensions if d.name != dimension and name_words(d.name)[:1] == lead[:1]]
        if others:  # "team_name" beside "team_city": the team's columns on the player's row
            return False
        described = model.dimension(dimension)
        said = set(singular_words(described.description)) if described and described.description else set()
        if said and not said & entity_words:  # "Customer-facing operating site name": no word of the machine
            return False
    return True


def _names_another_entity(layer: SemanticLayer, entity: str, lead: list[str]) -> bool:
    """Whether the words before a name column's label word are another entity's name (`team` of `team_name`)."""
    return any(
        e.name != entity and [singular(w) for w in name_words(e.name)] == lead
        for model in layer.semantic_models
        for e in model.entities
    )
