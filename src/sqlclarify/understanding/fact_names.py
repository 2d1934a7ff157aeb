"""'how many crocodile observations', 'croc size by habitat': a leftover word that names the table the question's
metrics are read from (the semantic model `crocodile_observations`, the table `fact_croc_observation`) names
every row the answer counts or averages: already said by the metric, passed over, not asked about. Only the
tables of the metrics read (or offered to choose among), and never a word a dimension, value or metric took."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import lexicon
from sqlclarify.understanding.shapes import FUNCTION_WORDS
from sqlclarify.understanding.text import WorkText, singular

MIN_WORD = 3  # shorter name words ("ad", "id") are too often something else


def pass_over_fact_names(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Blank every leftover word that is a word of the name or table of a model the metrics are read from."""
    reading = found.reading
    metrics = reading.query.metrics or reading.metric_candidates
    if not metrics:
        return
    names = _fact_words(vocab, tuple(sorted(metrics)))
    for word, start, end in work.words():
        if word not in FUNCTION_WORDS and singular(word.lower()) in names:
            work.blank(start, end)


def _fact_words(vocab: Vocabulary, metrics: tuple[str, ...]) -> frozenset[str]:
    return vocab.derived(f"fact_words:{','.join(metrics)}", lambda: _work_out_fact_words(vocab, metrics))


def _work_out_fact_words(vocab: Vocabulary, metrics: tuple[str, ...]) -> frozenset[str]:
    layer = vocab.layer
    read_from = {layer.measures[m][0].name for n in metrics for m in layer.base_measures(n) if m in layer.measures}
    generic = set(lexicon().name_prefixes) | {"fact", "fct", "dim", "stg", "int", "mart", "agg", "rpt"}
    words: set[str] = set()
    for model in layer.semantic_models:
        if model.name in read_from:
            said = re.findall(r"[a-z]+", f"{model.name} {model.table}".lower())
            words |= {singular(w) for w in said if len(w) >= MIN_WORD and w not in generic}
    return frozenset(words - FUNCTION_WORDS)
