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
from sqlclarify.understanding.text import WorkText, is_head_noun, singular

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
    # "subscription box merchants", "eurozone members": a plural noun right after the flag's own words names the
    # things it describes, whatever the catalog calls them
    flag_words = {
        singular(w) for f in query.filters if f.dimension in vocab.flag_dimensions for w in _name_words(f.dimension)
    }
    if not names:
        return
    for word, start, end in work.words():
        thing = singular(word) in names and _beside_a_read_word(work, start, end)
        described = _plural_noun(word) and _word_before(work, start) in flag_words
        if thing or (described and _beside_a_read_word(work, start, start)):
            work.blank(start, end)


def _name_words(dimension: str) -> set[str]:
    return set(name_words(dimension.rpartition("__")[2])) - FLAG_PREFIXES


def _plural_noun(word: str) -> bool:
    return word.isalpha() and singular(word) != word and is_head_noun(singular(word))


def _word_before(work: WorkText, start: int) -> str:
    before = work.original[:start].rstrip().rsplit(None, 1)
    return singular(before[-1].lower()) if before else ""


def _beside_a_read_word(work: WorkText, start: int, end: int) -> bool:
    """Whether the word before `start` or after `end` was read ("eurozone countries", "countries outside the
    eurozone")."""
    before = start
    while before > 0 and work.original[before - 1].isspace():
        before -= 1
    after = end
    while after < len(work.original) and work.original[after].isspace():
        after += 1
    return (0 < before < start and bool(work.used[before - 1])) or (
        end < after < len(work.used) and bool(work.used[after])
    )


def _table_things(vocab: Vocabulary, dimension: str) -> set[str]:
    """The entities (primary and foreign) of the tables holding `dimension`."""
    bare = dimension.rpartition("__")[2]
    return {
        e.name
        for model in vocab.layer.semantic_models
        if any(d.name == bare for d in model.dimensions)
        for e in model.entities
    }
