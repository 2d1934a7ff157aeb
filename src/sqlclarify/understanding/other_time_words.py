"""'volume for transactions created in February' where the volume is counted on its completion date and the same
rows have a creation date: a verb that names another time dimension of the metric's rows says which date the
period is on. The reader does not read a period on another date, so the word is asked about — never passed over
as "the event itself" (a confident wrong answer on the metric's own date). Read from the time dimensions' names
and descriptions only."""

from __future__ import annotations

import re

from sqlclarify.semantic.joins import join_paths
from sqlclarify.semantic.model import SemanticModel
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import name_words, singular_words
from sqlclarify.understanding.shapes import FUNCTION_WORDS
from sqlclarify.understanding.text import WorkText, shares_stem, singular, verb_lemmas

MIN_STEM = 4  # "creat" of "created" and "creation"; a shorter shared start says nothing
# words every time dimension's name or description may hold: they tell no date from another
_TIME_WORDS = frozenset({"date", "day", "time", "timestamp", "at", "on", "utc", "local", "axis", "ts", "dt"})


def set_aside_other_time_verbs(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """A leftover verb whose stem is a word of another time dimension of the metric's rows (not the one the
    metric is counted on, nor one that dimension's words share) is set aside, to be asked about."""
    others = _other_time_words(vocab, found.reading.query.metrics)
    if not others:
        return
    for word, start, end in work.words():
        if word in FUNCTION_WORDS or not verb_lemmas(word):
            continue
        if _before_a_value(work, found, end):  # "sent by postal mail": the verb ties a value, no date
            continue
        if any(shares_stem(singular(word), other, MIN_STEM) for other in others):
            work.blank(start, end)
            found.set_aside.append(work.original[start:end])


def _before_a_value(work: WorkText, found: Found, end: int) -> bool:
    """Whether the next word after `end` that is no function word begins a value the question filters on."""
    for m in _WORD.finditer(work.original, end):  # lazily: only up to that word (a long text stays linear)
        if m.group(0).lower() in FUNCTION_WORDS:
            continue
        return any(a == m.start() for a, _ in found.value_spans)
    return False


_WORD = re.compile(r"[\w\-]+")


def _other_time_words(vocab: Vocabulary, metrics: list[str]) -> frozenset[str]:
    """Worked out once per catalog version and metrics (a question should not read descriptions again)."""
    kept = vars(vocab).setdefault("_other_time_words", {})
    key = tuple(metrics)
    if key not in kept:
        kept[key] = frozenset(_words_of_other_dates(vocab, metrics))
    return kept[key]


def _words_of_other_dates(vocab: Vocabulary, metrics: list[str]) -> set[str]:
    layer = vocab.layer
    own: set[str] = set()
    other: set[str] = set()
    for metric in metrics:
        for measure_name in layer.base_measures(metric):
            model, measure = layer.measures[measure_name]
            agg = measure.agg_time_dimension or model.default_agg_time_dimension or ""
            for dim in model.dimensions:
                if dim.type != "time":
                    continue
                words = set(singular_words(" ".join([*name_words(dim.name), dim.label or "", dim.description])))
                (own if dim.name == agg else other).update(words)
            # a date of the rows joined to them ("organizations created in 2023"): another date too
            for path, joined in join_paths(layer, model):
                if path:
                    other.update(_date_words(joined))
    return {w for w in other - own - FUNCTION_WORDS - _TIME_WORDS if len(w) >= MIN_STEM}


def _date_words(model: SemanticModel) -> set[str]:
    words: set[str] = set()
    for dim in model.dimensions:
        if dim.type == "time":
            words |= set(singular_words(" ".join([*name_words(dim.name), dim.label or "", dim.description])))
    return words
