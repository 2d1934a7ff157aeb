"""'How many players converted in June': the count of the things read ("how many players": the plain count) and a
verb left over whose noun a ratio metric's label says (*Payer Conversion Rate*, the paying players over those
same players). The question is about the things that did it: the ratio's numerator (how many converted) or the
ratio itself (what share did). Both fit, so it is asked, never answered with the plain count."""

from __future__ import annotations

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import singular_words
from sqlclarify.understanding.text import WorkText

MIN_STEM = 5  # shorter common beginnings ("ord" of ordered, order) say nothing about a shared meaning


def ask_about_verb_rates(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """A past-tense verb left over after one count metric, whose stem begins a word of a ratio metric's label
    with that metric as the ratio's denominator: asked between the ratio's numerator and the ratio."""
    query = found.reading.query
    if len(query.metrics) != 1 or found.reading.metric_candidates:
        return
    counted = query.metrics[0]
    for word, start, end in work.words():
        if not word.endswith("ed") or len(word) < MIN_STEM + 2:
            continue
        stem = word[:-2].rstrip("e")
        stem = stem[: max(MIN_STEM, len(stem) - 1)]
        fitting = [
            name
            for name, metric in vocab.layer.metrics.items()
            if metric.type == "ratio"
            and metric.numerator is not None
            and metric.denominator is not None
            and metric.denominator.name == counted
            and not metric.numerator.filter
            and any(w.startswith(stem) for w in singular_words(vocab.metric_label(name)))
        ]
        if len(fitting) != 1:
            continue
        numerator = vocab.layer.metrics[fitting[0]].numerator
        if numerator is None:
            continue
        found.reading.metric_candidates = [numerator.name, fitting[0]]
        found.reading.candidate_phrase = work.said(start, end)
        query.metrics = []
        work.blank(start, end)
        return
