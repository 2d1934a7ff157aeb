"""'maintenance spend by dealer region' where the catalog has Total Maintenance Cost and Maintenance Cost per
Machine: both say "maintenance", but only the total is what the question asks — an amount per thing (an average, a
ratio over a count, a label that says "per", "avg" or "/") is asked for by saying so ("average", "per machine").
The choice between them would be a needless question; the per-thing metrics stop being options.

A rate stays an option ("churn": Churned Subscriptions or Churn Rate; "used the most": Engine Hours or Utilization
Rate): a label that says it is a rate names another measure, not the total divided out, and those the question
truly leaves open. The words are the lexicon's (`per_unit_words`, `rate_words`)."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary, words_of
from sqlclarify.understanding.found import Found, narrow_metric_candidates
from sqlclarify.understanding.lexicon import lexicon
from sqlclarify.understanding.measure_kinds import metric_kinds
from sqlclarify.understanding.shapes import AUXILIARIES, FUNCTION_WORDS, VAGUE_WORDS
from sqlclarify.understanding.text import WorkText, singular

_WORDS = re.compile(r"%|[a-z]+")
_PER = re.compile(r"(?<![\w])per\s+([a-z]+)")


def drop_unsaid_per_unit_metrics(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Of metrics to choose among, the per-thing amounts, when the question says no per-thing word nor a rate
    and totals are left that take every filter it has: dropped; one left is the metric."""
    reading = found.reading
    if len(reading.metric_candidates) < 2 or reading.query.metrics:
        return
    if asks_per_unit(work.original) or not _says_the_measure(work, found):
        return
    dims = {f.dimension for f in reading.query.filters}
    kept = [m for m in reading.metric_candidates if not per_unit(vocab, m) and all(vocab.takes(m, d) for d in dims)]
    narrow_metric_candidates(found, kept)


def _says_the_measure(work: WorkText, found: Found) -> bool:
    """Whether the question says which amount it wants beyond the thing every option is about: a word left over
    ("maintenance spend": spend) or a verb that says an amount ("sold the most units": `measure_verbs`).
    "maintenance by model", "repairs in May", "the weather at JFK" name only the thing (its cost, or how many?),
    and "how did the web channel perform" asks how it went: those stay questions."""
    if set(words_of(work.original)) & (VAGUE_WORDS - AUXILIARIES):  # "carbon performance", "readmission results"
        return False
    verbs = set(lexicon().measure_verbs)  # function words elsewhere ("how much did we spend"), a measure here
    left = {w for w, _, _ in work.words() if w not in FUNCTION_WORDS or w in verbs}
    return bool(left or verbs & set(words_of(found.reading.candidate_phrase)))


def asks_per_unit(text: str) -> bool:
    """Whether the question says an average, a rate, or "per <thing>" ("per month" is a breakdown by month)."""
    words = lexicon()
    said = {singular(w) for w in _WORDS.findall(text.lower())}
    if said & (set(words.per_unit_words) - {"per"}) or said & set(words.rate_words):
        return True
    periods = set(words.period_column_words)
    return any(singular(m.group(1)) not in periods for m in _PER.finditer(text.lower()))


def per_unit(vocab: Vocabulary, metric: str) -> bool:
    """Whether a metric is an amount per thing: its label says so ("avg", "per"), or it is an average or a ratio
    over a count (or a label with "/") whose label does not say it is a rate."""
    return vocab.derived(f"per_unit:{metric}", lambda: _work_out(vocab, metric))


def _work_out(vocab: Vocabulary, metric: str) -> bool:
    words = lexicon()
    label = (vocab.layer.metrics[metric].label or metric.replace("_", " ")).lower()
    said = {singular(w) for w in _WORDS.findall(label)}
    if said & set(words.per_unit_words):
        return True
    if said & set(words.rate_words):
        return False
    return "/" in label or "average" in metric_kinds(vocab.layer, metric)
