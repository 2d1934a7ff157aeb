"""A value said once that two forms of one thing hold ("in diligence": the stage code DILIGENCE and the stage
name Diligence, on the same rows): one filter, not a choice to ask about. Two dimensions are forms of one thing
when the catalog's structure says so (`Vocabulary.same_thing`: the same entity's key and attribute, or names that
differ only in their form word, `stage_code` / `stage_name`), and their values are the same word written two ways."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found, ref_dimension
from sqlclarify.understanding.lexicon import singular_words


def _bare(value: str) -> str:
    return re.sub(r"[\W_]+", "", value).casefold()


def _time_words(vocab: Vocabulary) -> frozenset[str]:
    """The words of the catalog's time dimensions' names ("sourced" of sourced_date), in the singular."""
    return vocab.derived(
        "time_dimension_words",
        lambda: frozenset(
            w
            for model in vocab.layer.semantic_models
            for d in model.dimensions
            if d.type == "time"
            for w in singular_words(d.name.replace("_", " "))
        ),
    )


def twin_dimension(vocab: Vocabulary, said: str, refs: list[str]) -> str | None:
    """The one dimension to filter when every ref is the same value (`_bare`) on forms of one thing: the one whose
    value is written as said, else the first; None when the refs are truly different things."""
    dims = list(dict.fromkeys(ref_dimension(r) for r in refs))
    if len(dims) < 2 or len({_bare(r.partition("=")[2]) for r in refs}) != 1:
        return None
    if not all(vocab.same_thing(a, b) for i, a in enumerate(dims) for b in dims[i + 1 :]):
        return None
    if _time_words(vocab) & set(singular_words(said)):
        return None  # "deals sourced in 2025": perhaps the date sourced_date, not the stage Sourced: still asked
    as_said = [ref_dimension(r) for r in refs if r.partition("=")[2] == said.strip()]
    return (as_said or dims)[0]


def settle_twin_values(vocab: Vocabulary, found: Found) -> None:
    """Pending values whose dimensions are forms of one thing keep one of them (settle_pending_values applies it)."""
    for i, (said, refs, excluded) in enumerate(found.pending_values):
        dim = twin_dimension(vocab, said, refs)
        if dim is not None:
            found.pending_values[i] = (said, [r for r in refs if ref_dimension(r) == dim], excluded)
