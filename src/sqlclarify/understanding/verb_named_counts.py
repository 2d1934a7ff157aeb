"""'which team won the most games': a past-form verb left over beside a metric that only counts rows (Total Games),
whose lemma is the whole label of exactly one other metric that adds up what the verb marks (Total Wins: "win"),
asks for that metric: the games won, not the games played. Passed over as the event, the verb gave the count of
every game with confidence (issue 32, reader28). Told from the catalog's labels and the word tables alone."""

from __future__ import annotations

from sqlclarify.semantic.model import METRIC_TIME
from sqlclarify.understanding import word_tables
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.described_verbs import read_as_other_metric
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import singular_words
from sqlclarify.understanding.row_counts import counts_rows
from sqlclarify.understanding.shapes import FUNCTION_WORDS, GENERIC_METRIC_WORDS
from sqlclarify.understanding.text import WorkText, verb_lemmas

_ADDING = frozenset({"sum", "sum_boolean", "count"})


def read_verb_named_counts(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """The one adding metric whose label is the lemma of a leftover past-form verb, for a chosen row count."""
    query = found.reading.query
    if len(query.metrics) != 1 or not counts_rows(vocab, query.metrics[0]):
        return
    counted = query.metrics[0]
    asked = [g.dimension for g in query.group_by if g.dimension != METRIC_TIME] + [f.dimension for f in query.filters]
    for word, start, end in work.words():
        if word in FUNCTION_WORDS or verb_lemmas(word) != "past":
            continue
        lemmas = set(word_tables.lemmas(word, "VERB"))
        others = [
            name
            for name in vocab.layer.metrics
            if name != counted
            and _label_words(vocab, name) & lemmas
            and len(_label_words(vocab, name)) == 1
            and _adds(vocab, name)
            and all(vocab.takes(name, d) for d in asked)
        ]
        if len(others) != 1:
            continue
        read_as_other_metric(work, vocab, found, (start, end), counted, others[0])
        return


def _label_words(vocab: Vocabulary, name: str) -> set[str]:
    label = vocab.metric_label(name)
    return {w for w in singular_words(label) if w not in FUNCTION_WORDS and w not in GENERIC_METRIC_WORDS}


def _adds(vocab: Vocabulary, name: str) -> bool:
    """Whether `name` is a simple metric that adds up (sums or counts) its measure, with no filter of its own."""
    metric = vocab.layer.metrics.get(name)
    if metric is None or metric.type != "simple" or metric.measure is None or metric.filter or metric.measure.filter:
        return False
    held = vocab.layer.measures.get(metric.measure.name)
    return held is not None and str(held[1].agg) in _ADDING
