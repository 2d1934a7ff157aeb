"""Two columns of one table that name one thing in two forms: `brand_name` and `brand_code`, `country_name` and
`country_iso`. Told from the catalog alone: the same entity's dimensions whose names are the same words once the
words that only say the form (name, title, label; code, id, key; short, full, display...) are set aside. A
follow-up's value on one ("what about ClearChoice?" read as the brand code) replaces a filter on the other (the
brand name Aspen Dental): both filters together pick no row."""

from __future__ import annotations

from functools import cache

from sqlclarify.understanding.lexicon import lexicon, name_words


@cache
def _form_words() -> frozenset[str]:
    words = lexicon()
    return frozenset((*words.label_words, *words.identifier_words, *words.identifier_forms))


def thing_words(dimension: str) -> tuple[str, ...]:
    """The words of a dimension's own name that say which thing it names (`brand_short_code` -> brand)."""
    return tuple(w for w in name_words(dimension.rpartition("__")[2]) if w not in _form_words())


def two_forms_of_one_thing(first: str, second: str) -> bool:
    """Whether two dimension names differ only in the words that say their form (`brand_name`, `brand_code`)."""
    if first == second:
        return False
    a, b = thing_words(first), thing_words(second)
    return bool(a) and a == b
