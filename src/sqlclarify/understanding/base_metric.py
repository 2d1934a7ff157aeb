"""A loose word several metrics' labels say, where one of them is the catalog's own (issue 32: "revenue" on a shop
whose Net Revenue the margin, the order value and the growth are all built on). The catalog's structure says which
is its word: the one metric that other metrics take as their input more often than any other candidate does, at
least twice, and whose label ends in the word (what it is, not what it is about: "ads" of Ads net revenue). It is
read without a question, and the answer says so. Where two candidates are built on equally ("pipeline": open
pipeline for one coverage, QTD pipeline for the other) the question stays."""

from __future__ import annotations

from sqlclarify.understanding.calibration import own_words
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import lexicon, singular_words, spoken_name
from sqlclarify.understanding.shapes import FUNCTION_WORDS

MIN_BUILT_ON = 2  # taken as an input by fewer metrics than this, a metric is not the catalog's word for them


def prefer_base_metric(vocab: Vocabulary, found: Found) -> None:
    """Read the one candidate the catalog builds its other metrics on, when the phrase is one word its label says."""
    reading = found.reading
    if len(reading.metric_candidates) < 2 or reading.query.metrics:
        return
    words = [w for w in singular_words(reading.candidate_phrase) if w not in FUNCTION_WORDS]
    if len(words) != 1 or words[0] in _thing_words(vocab):
        return  # "customers": a thing each candidate counts or divides by, not an amount one of them is
    holding = [n for n in reading.metric_candidates if words[0] in own_words(vocab, n)]
    built_on = {n: len(inputs_to(vocab).get(n, ())) for n in holding}
    if not built_on:
        return
    most = max(built_on.values())
    leaders = [n for n, count in built_on.items() if count == most]
    if most < MIN_BUILT_ON or len(leaders) != 1 or vocab.layer.metrics[leaders[0]].type != "simple":
        return
    label = [w for w in singular_words(vocab.metric_label(leaders[0])) if w not in FUNCTION_WORDS]
    if not label or label[-1] != words[0]:
        return  # "ads" of Ads net revenue: a word of what it is about, not what it is (gross or net stays a choice)
    readings = _other_readings(vocab, leaders[0], holding)
    if readings:  # "revenue" with Net and Gross revenue: two readings of one amount, asked with both
        reading.metric_candidates = [leaders[0], *readings]
        return
    said = reading.candidate_phrase
    reading.query.metrics.append(leaders[0])
    reading.metric_candidates, reading.candidate_phrase = [], ""
    found.mentioned.add("metric")
    reading.notes.append(
        f"I read '{said}' as {vocab.metric_label(leaders[0])}, the metric the catalog builds {most} others on."
    )


def _other_readings(vocab: Vocabulary, leader: str, holding: list[str]) -> list[str]:
    """The candidates whose label is the leader's with one word of the leader's swapped for its other reading
    (lexicon amount_readings: Gross revenue beside Net revenue)."""
    words = [w for w in singular_words(vocab.metric_label(leader)) if w not in FUNCTION_WORDS]
    others = []
    for name in holding:
        theirs = [w for w in singular_words(vocab.metric_label(name)) if w not in FUNCTION_WORDS]
        if name == leader or len(theirs) != len(words):
            continue
        swapped = [(a, b) for a, b in zip(words, theirs, strict=True) if a != b]
        if len(swapped) == 1 and any(set(swapped[0]) <= pair for pair in lexicon().amount_readings):
            others.append(name)
    return others


def _thing_words(vocab: Vocabulary) -> frozenset[str]:
    """The words of the catalog's entities' names ("customer", "order")."""
    return vocab.derived(
        "base_metric:things",
        lambda: frozenset(
            w
            for model in vocab.layer.semantic_models
            for e in model.entities
            for w in singular_words(spoken_name(e.name))
        ),
    )


def inputs_to(vocab: Vocabulary) -> dict[str, tuple[str, ...]]:
    """Per metric, the metrics that take it as a direct input (a ratio's numerator or denominator, a derived
    metric's input)."""
    return vocab.derived("base_metric:inputs_to", lambda: _work_out_inputs(vocab))


def _work_out_inputs(vocab: Vocabulary) -> dict[str, tuple[str, ...]]:
    taking: dict[str, list[str]] = {}
    for name, metric in vocab.layer.metrics.items():
        inputs = [i for i in (metric.numerator, metric.denominator) if i] + list(metric.metrics)
        for used in dict.fromkeys(i.name for i in inputs):
            if used != name:
                taking.setdefault(used, []).append(name)
    return {name: tuple(users) for name, users in taking.items()}
