"""Which of several catalog elements a phrase names, when the catalog itself settles it (issue 32, reader20).

A phrase the catalog says for an element (its name, label or the words of its name) names that element more
surely than the lexicon's word for another ("category" is three dimensions' own name; the lexicon's "category ~
type" would add a location's type): the lexicon only ranks among candidates the catalog already offers."""

from __future__ import annotations

LEXICON_SOURCE = "lexicon ("  # how candidates.py records a phrase taken from the lexicon's concepts


def catalog_named_first(phrase: str, refs: list[str], sources: dict[tuple[str, str], str]) -> list[str]:
    """Of the elements `phrase` fits, those the catalog names so itself; all of them when none or all are."""
    own = [ref for ref in refs if not sources.get((phrase, ref), "").startswith(LEXICON_SOURCE)]
    return own if own else refs
