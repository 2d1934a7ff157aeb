"""The shorter ways a person names a dimension, read from its name's shape alone (no domain words):
"geo_country" is said "country", "device_category" is said "device", an attribute of a joined thing is said with
the thing's name before it ("article sentiment"). These are weak names: one is taken only where no stronger
name of any catalog element claims the same phrase, and a phrase two dimensions share is asked about."""

from __future__ import annotations

from collections.abc import Iterable

from sqlclarify.understanding.lexicon import lexicon, name_words
from sqlclarify.understanding.shapes import FUNCTION_WORDS, GENERIC_METRIC_WORDS, GRAIN_WORDS
from sqlclarify.understanding.text import singular_phrase


def classifier_words() -> frozenset[str]:
    """Last words of a name that say it sorts a thing into kinds ("device_category", "risk_level")."""
    return frozenset(lexicon().classifier_words) | frozenset(lexicon().label_words)


def _ordinary(word: str) -> bool:
    """A word that says nothing about which dimension is meant ("type", "id", "total", "month")."""
    lex = lexicon()
    return (
        word in FUNCTION_WORDS
        or word in GENERIC_METRIC_WORDS
        or word in GRAIN_WORDS
        or word in lex.identifier_words
        or word in classifier_words()
        or len(word) < 2
        or word.isdigit()
    )


def weak_names(name: str, entity_words: Iterable[str]) -> list[tuple[str, str]]:
    """(phrase, where it comes from) for a categorical, non-true/false dimension `name` of a model whose thing is
    named by `entity_words`: its last word ("geo_country": "country") when that word names something, and its
    first words when the last one only classifies them ("device_category": "device")."""
    words = name_words(name)
    if len(words) < 2:
        return []
    found: list[tuple[str, str]] = []
    last = words[-1]
    if not _ordinary(last):
        found.append((last, "the last word of its name (taken when nothing else is named so)"))
    head = words[:-1]
    if _identifies(last):  # "partner_short_code": the partner, by its short code
        while len(head) > 1 and head[-1] in lexicon().identifier_forms:
            head = head[:-1]
    if (last in classifier_words() or _identifies(last)) and not any(_ordinary(w) for w in head):
        phrase = " ".join(head)
        if singular_phrase(phrase) not in {singular_phrase(w) for w in entity_words}:
            found.append((phrase, f"its name without '{last}' (taken when nothing else is named so)"))
            if len(head) > 1:  # "destination_hub_locode": "by hub" as well as "by destination hub"
                found.append((head[-1], f"the word before '{last}' (taken when nothing else is named so)"))
    return found


def _identifies(word: str) -> bool:
    """A last word that says the column holds a thing's code ("carrier_code", "hub_locode", "country_iso"): the
    words before it name the thing. Long identifier words count as endings too ("locode", "postcode")."""
    identifiers = lexicon().identifier_words
    return word in identifiers or any(len(i) >= 4 and word.endswith(i) for i in identifiers)


def with_thing(phrase: str, thing: str) -> str | None:
    """'article sentiment' for the phrase 'sentiment' of a dimension of the article: the thing's name before it,
    unless the phrase already says it."""
    thing_words = name_words(thing)
    if set(phrase.split()) & set(thing_words):
        return None
    return f"{' '.join(thing_words)} {phrase}"
