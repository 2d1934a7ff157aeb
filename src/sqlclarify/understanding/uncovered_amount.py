"""Out of scope: the amount a question asks for is a thing no catalog element says ("the average reputation of
the users who asked questions", "what did we pay our coaches in salaries"). The metric read from the other
words only shares a word with the question (the questions, the coaches counted): the question is refused, not
answered with it nor asked about the words left over."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import singular_words, spoken_name
from sqlclarify.understanding.measure_kinds import KIND_WORDS
from sqlclarify.understanding.read_metrics import uncovered_noun
from sqlclarify.understanding.shapes import FUNCTION_WORDS, GENERIC_METRIC_WORDS

ASKS_A_COUNT = re.compile(r"(?<![\w])(?:how\s+many|number\s+of|count|counts)(?![\w])")
AMOUNT_WORDS = frozenset(KIND_WORDS) | {"sum", "total", "totals"}


def refuse_uncovered_amount(vocab: Vocabulary, found: Found) -> None:
    """Drop the metrics read when the amount asked for is a thing the catalog does not hold: a word left over
    that names an amount of it ("average reputation"), or, when every metric read only counts the things named
    and the question asks no count, a noun left over that no catalog element says ("salaries")."""
    reading = found.reading
    if not reading.query.metrics or found.earlier_metrics:
        return
    amount_of_uncovered = any(
        phrase.split()[0].lower() in AMOUNT_WORDS and uncovered_noun(vocab, " ".join(phrase.split()[1:]))
        for phrase in reading.unplaced
        if len(phrase.split()) > 1
    )
    said = set(singular_words(found.reading_text))
    counts_only = all(counts_things(vocab, m, said) for m in reading.query.metrics)
    asks_count = ASKS_A_COUNT.search(found.reading_text.lower()) is not None
    uncovered = any(
        _only_uncovered_nouns(vocab, phrase) and _names_things(phrase, found.reading_text)
        for phrase in reading.unplaced
    )
    if amount_of_uncovered or (counts_only and not asks_count and uncovered):
        reading.query.metrics = []
        reading.metric_candidates, reading.metric_guess, reading.candidate_phrase = [], None, ""


def _only_uncovered_nouns(vocab: Vocabulary, phrase: str) -> bool:
    """Whether every content word of `phrase` is a thing no catalog element says ("salaries"; not "longer than
    2000 miles", a range on something)."""
    words = [w for w in phrase.lower().split() if w not in FUNCTION_WORDS]
    return bool(words) and all(uncovered_noun(vocab, w) for w in words)


# a word after one of these is where something is or comes from ("flights from newark"): a value the catalog may
# spell otherwise (EWR), asked about, never taken for an amount the question asks
VALUE_PREPOSITIONS = frozenset({"from", "to", "at", "via", "near", "for", "by", "with", "of"})


def _names_things(phrase: str, text: str) -> bool:
    """Whether `phrase` may name things of which an amount is asked ("in salaries", "in insurance"): not a word
    after a preposition of place or origin ("from newark": a value the catalog spells otherwise)."""
    words = phrase.lower().split()
    if not words:
        return False
    before = re.search(r"(\w+)\s+" + re.escape(words[0]) + r"(?![\w])", text.lower())
    return before is None or before.group(1) not in VALUE_PREPOSITIONS


def counts_things(vocab: Vocabulary, name: str, said: set[str]) -> bool:
    """Whether metric `name` counts rows of a thing, its label says nothing but that thing ("Coaches", "Total
    Questions") and the question names the thing (not a count word: "business volume")."""
    metric = vocab.layer.metrics.get(name)
    if metric is None or metric.type != "simple" or metric.measure is None or metric.filter:
        return False
    measure = vocab.layer.measures.get(metric.measure.name)
    if measure is None or str(measure[1].agg) not in ("count", "count_distinct") or metric.measure.filter:
        return False
    things = {
        w
        for model in vocab.layer.semantic_models
        for entity in model.entities
        for w in singular_words(spoken_name(entity.name))
    }
    label = set(singular_words(metric.label)) - FUNCTION_WORDS - GENERIC_METRIC_WORDS
    return bool(label) and label <= things and bool(label & said)
