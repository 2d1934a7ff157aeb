"""'expected goals for Swedish skaters', 'points in away games': a leftover noun right after a value the question
filters on, that the names of the tables holding that value's column use for their rows (`skater_season_stats`,
`skater_game_stats`), names the rows the filter picks: already said by the filter, passed over, not asked about."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.shapes import FUNCTION_WORDS
from sqlclarify.understanding.text import WorkText, singular

_TABLE_PREFIXES = frozenset({"fct", "fact", "dim", "stg", "int", "mart", "agg", "rpt"})


def pass_over_row_nouns_after_value(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """A still unread word right after a value read (nothing between) that is a word of the name of a table holding
    the value's column, when the question's metrics are read from that table: the rows the filter picks."""
    query = found.reading.query
    if not query.metrics or not query.filters:
        return
    ends = {end for _, end in found.value_spans} | {end for _, end in found.flag_spans}
    if not ends:
        return
    for word, start, end in work.words():
        if word in FUNCTION_WORDS or not any(e <= start and not work.original[e:start].strip() for e in ends):
            continue
        said = singular(word.lower())
        if any(said in _row_words(vocab, f.dimension, query.metrics) for f in query.filters):
            work.blank(start, end)


def _row_words(vocab: Vocabulary, dimension: str, metrics: list[str]) -> set[str]:
    """The words of the names of the tables that hold `dimension` and that a metric is read from (singular)."""
    key = f"row_words:{dimension}:{','.join(sorted(metrics))}"
    return vocab.derived(key, lambda: _work_out_row_words(vocab, dimension, metrics))


def _work_out_row_words(vocab: Vocabulary, dimension: str, metrics: list[str]) -> set[str]:
    layer = vocab.layer
    bare = dimension.rpartition("__")[2]
    read_from = {layer.measures[m][0].name for n in metrics for m in layer.base_measures(n) if m in layer.measures}
    words: set[str] = set()
    for model in layer.semantic_models:
        if model.name in read_from and any(d.name == bare for d in model.dimensions):
            words |= {singular(w) for w in re.findall(r"[a-z]+", model.name.lower())} - _TABLE_PREFIXES
    return words - FUNCTION_WORDS
