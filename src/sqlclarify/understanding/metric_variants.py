"""Of several metrics a phrase fits, the one the question names: a metric built on another one (a running total
of its measure, a filtered copy, a ratio or derived metric over it) is a variant the question asks for only
by saying what its label adds; a count question ("how many") names a count, not an average; a phrase whose every
word one label holds names that label's metric. All read from the catalog's structure and labels."""

from __future__ import annotations

import re

from sqlclarify.semantic.model import SemanticLayer
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import singular_words, spoken_name
from sqlclarify.understanding.measure_kinds import KIND_WORDS, metric_kinds
from sqlclarify.understanding.scoring import metric_inputs
from sqlclarify.understanding.shapes import AGGREGATION_WORDS, FUNCTION_WORDS, GENERIC_METRIC_WORDS, GRAIN_WORDS
from sqlclarify.understanding.text import WorkText

COUNT_QUESTION = re.compile(r"(?<![\w])(?:how\s+many|number\s+of)(?![\w])")
AMOUNT_BEFORE = re.compile(r"(?<![\w])(?:most|fewest|more|fewer)\s+$")  # "the most sessions": an amount of them


def narrow_candidates_by_structure(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Metrics to choose among: drop the variants the question does not name, keep the kind of measure it asks
    for and the labels that hold its phrase; one left is the metric, read without a question."""
    reading = found.reading
    if len(reading.metric_candidates) < 2 or reading.query.metrics:
        return
    said = _words(work.original)
    phrase = _words(reading.candidate_phrase)
    kept = _without_variants(vocab, reading.metric_candidates, said, phrase)
    asked = reading.candidate_phrase.lower()
    before = work.original.lower().partition(asked)[0] if asked else ""
    kept = _of_kind_asked(vocab.layer, kept, work.original.lower(), before) or kept
    kept = _holding_phrase(vocab, kept, reading.candidate_phrase) or kept
    if len(kept) == 1:
        reading.query.metrics.append(kept[0])
        reading.metric_candidates, reading.candidate_phrase = [], ""
    elif len(kept) < len(reading.metric_candidates):
        reading.metric_candidates = kept


def _words(text: str) -> set[str]:
    """The content words of `text`, singular, with aggregation synonyms made one ("avg": average)."""
    return {AGGREGATION_WORDS.get(w, w) for w in singular_words(text)} - FUNCTION_WORDS


def _label_words(vocab: Vocabulary, name: str) -> set[str]:
    return _words(vocab.metric_label(name))


def _without_variants(vocab: Vocabulary, names: list[str], said: set[str], phrase: set[str]) -> list[str]:
    """Those of `names` that are no unnamed variant of another of them that the question names (the phrase
    asked about says a word of its label, the question all the words of it that qualify): a variant's label adds
    words the question does not say ("cumulative", "GCSE", "ratio"); nor a base whose variant the question
    names by every word its label adds."""

    plain = _plain_words(vocab)

    def unnamed_variant(variant: str) -> bool:
        for base in names:
            own = _label_words(vocab, base)
            if base == variant or not (own & phrase or own & said - plain) or own - said - plain:
                continue  # the base's own label says more than the question: it is no more named than the variant
            added = _label_words(vocab, variant) - _label_words(vocab, base)
            if added and not added & said and _built_on(vocab, variant, base):
                return True
        return False

    def replaced_base(base: str) -> bool:  # "the cumulative repairs": the running total, not the plain count
        for variant in names:
            added = _label_words(vocab, variant) - _label_words(vocab, base)
            if variant != base and added and added <= said and _built_on(vocab, variant, base):
                return True
        return False

    return [n for n in names if not unnamed_variant(n) and not replaced_base(n)]


def _plain_words(vocab: Vocabulary) -> set[str]:
    """Label words that qualify nothing: the catalog's things (entities, models: "The number of parent sign ups"
    counts parents), kinds of measure and the grain words ("Total Daily Target")."""
    return vocab.derived("plain_words", lambda: _work_out_plain_words(vocab))


def _work_out_plain_words(vocab: Vocabulary) -> set[str]:
    things = {
        w
        for model in vocab.layer.semantic_models
        for name in (model.name, *(e.name for e in model.entities))
        for w in singular_words(spoken_name(name))
    }
    grains = {w for phrases in GRAIN_WORDS.values() for p in phrases for w in p.split()}
    return things | grains | GENERIC_METRIC_WORDS | set(KIND_WORDS)


def _built_on(vocab: Vocabulary, variant: str, base: str) -> bool:
    """Whether metric `variant` is computed from metric `base`: through its inputs, or from the same measure as a
    plain simple `base` (a running total, a filtered copy, a conversion of its events)."""
    if base in metric_inputs(vocab, variant):
        return True
    layer = vocab.layer
    plain = layer.metrics.get(base)
    other = layer.metrics.get(variant)
    if plain is None or other is None or plain.type != "simple" or plain.filter or plain.measure is None:
        return False
    if plain.measure.filter:
        return False
    measures = [other.measure] if other.measure else []
    if other.conversion is not None:
        measures += [other.conversion.base_measure, other.conversion.conversion_measure]
    same = any(m.name == plain.measure.name for m in measures)
    return same and (other.type != "simple" or bool(other.filter) or any(m.filter for m in measures))


def _of_kind_asked(layer: SemanticLayer, names: list[str], text: str, before: str) -> list[str]:
    """'how many parking sessions', 'the most sessions': the counts and sums among `names` (empty when the
    question asks for no amount, or none is one). `before` is the text before the phrase the choice is about.
    An average is left to the choice: a price per unit and a value per order are both averages."""
    if not (COUNT_QUESTION.search(text) or AMOUNT_BEFORE.search(before)):
        return []
    return [n for n in names if "total" in metric_kinds(layer, n)]


def _holding_phrase(vocab: Vocabulary, names: list[str], phrase: str) -> list[str]:
    """'digital mix': the metrics whose label holds every content word of the phrase the choice is about."""
    words = _words(phrase) - _plain_words(vocab)  # a thing's name says what is counted, not which measure
    if len(words) < 2:  # one word fits every candidate the same way (their labels may abbreviate it: NRR)
        return []
    return [n for n in names if words <= _label_words(vocab, n)]
