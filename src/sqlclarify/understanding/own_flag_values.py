"""A word that is a value of a category and the name of a true/false column on the same things ("eurozone":
eu_status 'Eurozone' or is_eurozone; "sleeping": primary_risk_signal 'sleeping' or is_sleeping). The column named
for the word says of every row whether it is that; the category's value may be one label among several (the
primary risk signal). The word is the column's true value, not a question (issue 32: never ask where a word goes
when the catalog itself names the one column for it)."""

from __future__ import annotations

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found, ref_dimension
from sqlclarify.understanding.lexicon import name_words, singular_words
from sqlclarify.understanding.shapes import FUNCTION_WORDS
from sqlclarify.understanding.text import WorkText, singular

FLAG_PREFIXES = frozenset({"is", "has", "was", "flag", "flagged"})


def flag_named_by(vocab: Vocabulary, said: str, refs: list[str] | tuple[str, ...]) -> str | None:
    """Of value refs that fit `said`, the one true value of a flag whose own name is `said`, when the others are
    values of categories of the same things; else None."""
    words = {w for w in singular_words(said) if w not in FUNCTION_WORDS}
    values = [r for r in refs if r.startswith("value:")]
    if not words or len(values) != len(refs) or len(values) < 2:
        return None
    named = [
        r
        for r in values
        if ref_dimension(r) in vocab.flag_dimensions
        and r.partition("=")[2] == _true_value(vocab, ref_dimension(r))
        and {w for w in singular_words(" ".join(name_words(ref_dimension(r).rpartition("__")[2])))} - FLAG_PREFIXES
        == words
    ]
    if len(named) != 1:
        return None
    things = {vocab.entity_of(ref_dimension(r)) for r in values}
    if len(things) != 1 or None in things:
        return None  # the same things only: a value of another table's category may pick other rows
    return named[0]


def _true_value(vocab: Vocabulary, dimension: str) -> str | None:
    return next((v.value for v in vocab.values.get(dimension, []) if v.label == "yes"), None)


def pass_over_flag_things(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'eurozone countries', 'sleeping accounts': a leftover word right after a yes/no filter that names a thing of
    the filter's table (its rows' own thing or one each row is of: a country's year) is the things filtered."""
    query = found.reading.query
    names = {
        singular(e.replace("_", " "))
        for f in query.filters
        if f.dimension in vocab.flag_dimensions
        for e in _table_things(vocab, f.dimension)
    }
    if not names:
        return
    for word, start, end in work.words():
        if singular(word) in names and _after_a_filter_word(work, start):
            work.blank(start, end)


def _after_a_filter_word(work: WorkText, start: int) -> bool:
    """Whether the word before `start` was read (a value: "eurozone countries")."""
    end = start
    while end > 0 and work.original[end - 1].isspace():
        end -= 1
    return end > 0 and end < start and bool(work.used[end - 1])


def _table_things(vocab: Vocabulary, dimension: str) -> set[str]:
    """The entities (primary and foreign) of the tables holding `dimension`."""
    bare = dimension.rpartition("__")[2]
    return {
        e.name
        for model in vocab.layer.semantic_models
        if any(d.name == bare for d in model.dimensions)
        for e in model.entities
    }
