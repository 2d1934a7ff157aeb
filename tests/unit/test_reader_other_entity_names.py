"""reader28 (issue 32): a name column on a thing's rows whose leading words are another thing of the catalog
(`shelter_name` on a volunteer's row) names that other thing, so the first thing's own word ("by volunteer",
"which volunteer") is no breakdown by it. On a catalog written after the rule
(tests/data/catalogs/animal_shelters)."""

from __future__ import annotations

from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.understanding.own_names import names_its_entity
from tests.support.synthetic_catalogs import CATALOGS, read, vocabulary


def test_another_things_name_column_does_not_name_the_row_thing() -> None:
    layer = load_semantic_layer(str(CATALOGS / "animal_shelters" / "models.yml"))
    assert not names_its_entity(layer, "volunteer", "shelter_name")
    assert names_its_entity(layer, "shelter", "shelter_name")


def test_by_the_row_thing_is_no_breakdown_by_the_other_things_name() -> None:
    vocab = vocabulary("animal_shelters", {"shelter_name": ["Hillside", "Riverbank"]})
    assert ("volunteer", "volunteer__shelter_name") not in vocab.dimension_phrases
    reading = read(vocab, "volunteer hours by volunteer").reading
    assert all(g.dimension.rpartition("__")[2] != "shelter_name" for g in reading.query.group_by)
