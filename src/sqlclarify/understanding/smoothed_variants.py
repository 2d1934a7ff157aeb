"""'unemployment in Italy' where the catalog has Unemployment Rate and Unemployment Trend (12M Avg), a 12-month
rolling average of the same rate: a smoothed copy of a measure (its label or description says rolling, trailing,
moving, trend: the lexicon's `smoothed_words`) is asked for by saying so; the plain metric is the one meant."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found, narrow_metric_candidates
from sqlclarify.understanding.lexicon import lexicon
from sqlclarify.understanding.text import WorkText, singular

_WINDOW = re.compile(r"(?<![\w])\d+[\s-]*(?:day|week|month|quarter|year|d|w|m|q|y)s?(?![\w])")


def drop_unsaid_smoothed_variants(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Of metrics to choose among, those whose own words say they are smoothed, when the question says neither that
    nor a window ("12-month") and others are left that take every filter it has: dropped; one left is the metric."""
    reading = found.reading
    if len(reading.metric_candidates) < 2 or reading.query.metrics:
        return
    smoothed = set(lexicon().smoothed_words)
    said = {singular(w) for w in re.findall(r"[a-z]+", work.original.lower())}
    if said & smoothed or _WINDOW.search(work.original.lower()):  # "12-month average unemployment": the window
        return
    query = reading.query
    dims = {f.dimension for f in query.filters}  # a breakdown by a name may be answered by its code; a value not
    kept = [
        m
        for m in reading.metric_candidates
        if not _own_words(vocab, m) & smoothed and all(vocab.takes(m, d) for d in dims)
    ]
    narrow_metric_candidates(found, kept)


def keep_said_smoothed_variants(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """The other way round: "rolling 7-day harvest value" of Total harvest value and its trailing 7-day total (its
    description says rolling): of metrics to choose among, those whose own words hold the smoothing word the
    question says, or, when it says only a window ("7-day"), any smoothing word; one left is the metric."""
    reading = found.reading
    if len(reading.metric_candidates) < 2 or reading.query.metrics:
        return
    smoothed = set(lexicon().smoothed_words)
    said = {singular(w) for w in re.findall(r"[a-z]+", work.original.lower())} & smoothed
    if not said and not _WINDOW.search(work.original.lower()):
        return
    wanted = said or smoothed
    narrow_metric_candidates(found, [m for m in reading.metric_candidates if _own_words(vocab, m) & wanted])


def _own_words(vocab: Vocabulary, metric: str) -> set[str]:
    """The words of a metric's label and of its own and its measure's descriptions (singular)."""
    return vocab.derived(f"smoothed_own_words:{metric}", lambda: _work_out(vocab, metric))


def _work_out(vocab: Vocabulary, metric: str) -> set[str]:
    layer = vocab.layer
    found = layer.metrics[metric]
    texts = [found.label or "", found.description or ""]
    if found.measure is not None and found.measure.name in layer.measures:
        texts.append(layer.measures[found.measure.name][1].description or "")
    return {singular(w) for t in texts for w in re.findall(r"[a-z]+", t.lower())}
