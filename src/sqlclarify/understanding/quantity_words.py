"""'volume shipped to DEDUI', 'business volume by month': a word for how much of the thing there was, with no
metric named, fits the catalog's count of the thing and every amount added up on the same rows (tonnes, premium,
emissions): one fitting metric answers, several are asked about — never one of them picked for the user. "How much
did we ship" (a loose verb whose stem reaches counts of the thing) asks the same way: how much, not how many."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import lexicon
from sqlclarify.understanding.shapes import FUNCTION_WORDS
from sqlclarify.understanding.text import WorkText

_WORDS = "|".join(re.escape(w) for w in lexicon().quantity_words)
QUANTITY_WORD = re.compile(rf"(?<![\w])(?:{_WORDS})s?(?![\w])") if _WORDS else None


def read_quantity_words(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """A free quantity word and no metric read: the counts and the amounts summed beside them."""
    m = QUANTITY_WORD.search(work.work) if QUANTITY_WORD else None
    if m is None or found.reading.knows_metric:
        return
    fitting = quantity_metrics(vocab)
    if not fitting:
        return
    start = m.start()
    before = re.search(r"([\w-]+)\s+$", work.work[:start])
    if before and before.group(1) not in FUNCTION_WORDS and not any(work.used[before.start(1) : start]):
        start = before.start(1)  # "business volume": a word no catalog element took says whose volume; asked whole
    said = work.original[start : m.end()]
    work.blank(start, m.end())
    found.mentioned.add("metric")
    if len(fitting) == 1:
        found.reading.query.metrics.append(fitting[0])
        found.reading.notes.append(f"I read '{said}' as {vocab.metric_label(fitting[0])}.")
    else:
        found.reading.metric_candidates, found.reading.candidate_phrase = fitting, said


HOW_MUCH = re.compile(r"(?<![\w])how\s+much(?![\w])")


def widen_how_much(vocab: Vocabulary, found: Found) -> None:
    """'how much did we ship': a choice among counts of one table's rows (read from a loose verb) also offers the
    amounts added up on those rows, since "how much" asks for an amount as well as a number."""
    reading = found.reading
    candidates = reading.metric_candidates
    if reading.query.metrics or not candidates or not HOW_MUCH.search(found.reading_text.lower()):
        return
    if not all(n in vocab.count_metrics or n in _flag_sums(vocab) for n in candidates):
        return
    tables = {_table(vocab, n) for n in candidates}
    if len(tables) != 1:
        return
    wider = [n for n in quantity_metrics(vocab) if _table(vocab, n) in tables]
    if len(wider) > len([n for n in candidates if n in wider]):
        reading.metric_candidates = list(dict.fromkeys([*[n for n in candidates if n in wider], *wider]))


def _table(vocab: Vocabulary, metric: str) -> str | None:
    definition = vocab.layer.metrics[metric]
    held = vocab.layer.measures.get(definition.measure.name) if definition.measure else None
    return held[0].name if held else None


def _flag_sums(vocab: Vocabulary) -> set[str]:
    return {n for names in vocab.flag_counts.values() for n in names}


def quantity_metrics(vocab: Vocabulary) -> list[str]:
    """The catalog's counts of rows and the plain sums on the tables they count (not a sum of a true/false
    column, which counts some of the rows): in the catalog's order; worked out once per catalog version."""
    cached = vars(vocab).get("_quantity_metrics")
    if cached is None:
        cached = vars(vocab)["_quantity_metrics"] = _quantity_metrics(vocab)
    return list(cached)


def _quantity_metrics(vocab: Vocabulary) -> list[str]:
    layer = vocab.layer
    tables = {layer.measures[layer.metrics[n].measure.name][0].name for n in vocab.count_metrics}  # type: ignore[union-attr]
    flag_sums = _flag_sums(vocab)
    fitting = []
    for name, metric in layer.metrics.items():
        if name in vocab.count_metrics:
            fitting.append(name)
            continue
        if metric.type != "simple" or metric.measure is None or metric.filter or metric.measure.filter:
            continue
        held = layer.measures.get(metric.measure.name)
        if held and held[1].agg == "sum" and held[0].name in tables and name not in flag_sums:
            fitting.append(name)
    return fitting
