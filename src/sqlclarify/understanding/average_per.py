"""'average per member', 'the average per question': an amount per thing with no amount named — asked which,
among the catalog's ratios of something per that thing (their labels say "per <thing>", else their
denominators count it), instead of reading the thing's count or refusing."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import singular_words
from sqlclarify.understanding.text import WorkText, singular

AVERAGE_PER = re.compile(r"(?<![\w])(?:the\s+)?(?:average|avg|mean)\s+(?:amount\s+)?per\s+((?:[\w-]+\s*){1,3})")


def read_average_per(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """The ratios per the thing said after 'average per', as the metric to choose (one: that metric)."""
    m = AVERAGE_PER.search(work.work.lower())
    if m is None:
        return
    ratios = [n for n, metric in vocab.layer.metrics.items() if metric.type == "ratio"]
    said = m.group(1).split()
    for size in range(len(said), 0, -1):  # "per repair job": the longest run of words a label or a thing says
        thing = [singular(w) for w in said[:size]]
        per_label = [n for n in ratios if _says_per(vocab.metric_label(n), thing)]
        per_denominator = [n for n in ratios if _is_counted(vocab, n, thing)]
        averages = _averages_of(vocab, thing)
        if per_label or per_denominator or averages:
            break
    else:
        return
    end = m.start(1) + len(" ".join(said[:size]))
    # one label per that thing is no answer yet: the amount was not said, so its other ratios and the averages
    # over its own rows are options too
    candidates = per_label
    if len(candidates) < 2:
        candidates = list(dict.fromkeys([*per_label, *per_denominator, *averages]))
    work.blank(m.start(), end)
    found.mentioned.add("metric")
    if len(candidates) == 1:
        found.reading.query.metrics.append(candidates[0])
        return
    found.reading.metric_candidates = candidates
    found.reading.candidate_phrase = work.original[m.start() : end]


def _averages_of(vocab: Vocabulary, thing: list[str]) -> list[str]:
    """The simple average metrics over the rows of the thing (a model whose primary entity is it)."""
    found = []
    for name, metric in vocab.layer.metrics.items():
        measure = vocab.layer.measures.get(metric.measure.name) if metric.type == "simple" and metric.measure else None
        if measure is None or str(measure[1].agg) != "average":
            continue
        primary = [e.name for e in measure[0].entities if e.type == "primary"]
        if any(_ends_with(singular_words(p.replace("_", " ")), thing) for p in primary):
            found.append(name)
    return found


def _says_per(label: str, thing: list[str]) -> bool:
    words = singular_words(label)
    return any(words[i] == "per" and words[i + 1 : i + 1 + len(thing)] == thing for i in range(len(words)))


def _is_counted(vocab: Vocabulary, name: str, thing: list[str]) -> bool:
    """Whether the ratio's denominator says the thing (its label or name ends with its words)."""
    metric = vocab.layer.metrics[name]
    below = metric.denominator.name if metric.denominator else ""
    if not below:
        return False
    return any(_ends_with(singular_words(text), thing) for text in (vocab.metric_label(below), below.replace("_", " ")))


def _ends_with(words: list[str], thing: list[str]) -> bool:
    return len(words) >= len(thing) and words[len(words) - len(thing) :] == thing
