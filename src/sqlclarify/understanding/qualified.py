"""A word left beside a chosen metric that qualifies it into another metric of the catalog ("churned ARR": Churn
ARR, whose label is ARR's with the word's stem added), or that names the metric's own date ("open pipeline closing
this quarter": the close date the metric is read on). Read from the catalog's labels and names, never from words
written here."""

from __future__ import annotations

from sqlclarify.understanding import word_tables
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.compounds import compounds_said
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import name_words
from sqlclarify.understanding.shapes import FUNCTION_WORDS, GENERIC_METRIC_WORDS
from sqlclarify.understanding.text import WorkText, singular

MIN_STEM = 4
TIME_NAME_WORDS = frozenset("date time day at on ts timestamp dt".split())


def same_stem(word: str, own: str) -> bool:
    """Whether a question's `word` is a catalog word `own` inflected or derived: "churned" ~ churn, "closing" ~
    close, "profitable" ~ profit (a shared start of four letters that is the whole shorter word, or of six)."""
    word, own = word.lower(), own.lower()
    if word == own or singular(word) == singular(own):
        return True
    if len(own) < MIN_STEM or len(word) < MIN_STEM:
        return False
    if own in word_tables.lemmas(word, "VERB") or own in word_tables.lemmas(word, "NOUN"):
        return True
    shorter, longer = sorted((word, own), key=len)
    shared = next((i for i, (a, b) in enumerate(zip(word, own, strict=False)) if a != b), min(len(word), len(own)))
    return longer.startswith(shorter) or shared >= 6


def _label_words(vocab: Vocabulary, metric: str) -> frozenset[str]:
    return vocab.label_word_sets[metric]


def read_qualified_metric(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'churned ARR': a leftover word whose stem, added to a chosen metric's label, is another metric's whole label
    (Churn ARR = churn + ARR) — that metric, said in the answer; several: nothing changes."""
    query = found.reading.query
    for i, metric in enumerate(list(query.metrics)):
        own = _label_words(vocab, metric)
        if not own:
            continue
        # the metrics whose label is this one's and one word more (looked up by this label's words)
        wider = {n for w in own for n in vocab.metrics_by_singular_word.get(w, ())} - {metric}
        for word, start, end in work.words():
            if word in FUNCTION_WORDS or word in GENERIC_METRIC_WORDS:
                continue
            qualified = [
                other
                for other in sorted(wider)
                if other in vocab.layer.metrics
                and len(extra := _label_words(vocab, other) - own) == 1
                and own < _label_words(vocab, other)
                and same_stem(word, next(iter(extra)))
                and compounds_said(vocab.metric_label(other), work.original)
            ]
            if len(qualified) != 1:
                continue
            query.metrics[i] = qualified[0]
            work.blank(start, end)
            found.reading.notes.append(
                f"I read '{work.said(start, end)}' {vocab.metric_label(metric)} as {vocab.metric_label(qualified[0])}."
            )
            break


def metric_time_words(vocab: Vocabulary, metrics: list[str]) -> set[str]:
    """The words of the names of the time dimensions `metrics` are aggregated on, less the words every date's
    name has ("close" of close_date, "cohort" and "month" of cohort_month)."""
    layer = vocab.layer
    words: set[str] = set()
    for metric in metrics:
        for measure_name in layer.base_measures(metric):
            if measure_name not in layer.measures:
                continue
            model, measure = layer.measures[measure_name]
            time_dim = measure.agg_time_dimension or model.default_agg_time_dimension or ""
            words |= {w for w in name_words(time_dim) if w not in TIME_NAME_WORDS}
    return words


def pass_over_time_words(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'deals closing this quarter' where the metric is read on close_date: the word names the metric's own date."""
    words = metric_time_words(vocab, found.reading.query.metrics)
    if not words:
        return
    for word, start, end in work.words():
        # an inflected form only ("closing", "departed"): the date's own word as written may name a period of it
        if word not in FUNCTION_WORDS and any(word != own and same_stem(word, own) for own in words):
            work.blank(start, end)
