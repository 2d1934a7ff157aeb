"""'observations by species' where the species has two names (scientific, common): the word was set aside to ask
which name, and the species' key is no answer to that question — a list of ids where the user wanted names. A
breakdown by the entity itself is taken from a set-aside word only when none of its options is a name of that
entity (a thing known by its key alone, or a word of several of its other columns)."""

from __future__ import annotations

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import lexicon, name_words
from sqlclarify.understanding.own_names import names_its_entity


def asked_which_name(vocab: Vocabulary, found: Found, said: str, entity: str) -> bool:
    """Whether `said` waits for a choice among names of `entity` itself (its own name or title columns)."""
    label_words = set(lexicon().label_words)
    for ref in found.reading.unplaced_options.get(said, []):
        kind, _, key = ref.partition(":")
        dimension = key.partition("=")[0]
        if kind != "dimension" or vocab.entity_of(dimension) != entity:
            continue
        bare = dimension.rpartition("__")[2]
        if set(name_words(bare)) & label_words and names_its_entity(vocab.layer, entity, bare):
            return True
    return False
