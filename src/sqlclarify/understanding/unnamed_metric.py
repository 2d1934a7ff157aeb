"""A question that names no metric but nothing outside the catalog either is asked which metric, not refused.

"racing form by boat class in 2025", "how strong were the masters crews", "how did the novice crews improve": no
metric was read, yet every word left over is one the catalog's texts say (racing, form) or a word that judges how
things went (strong, improve, good, dominant) — a verb or an adjective, not a thing. Refusing calls such a question
out of scope when the catalog holds its answer; the user is asked which of the metrics that take what the question
named is meant.

Out of scope stays refused: a thing (a noun) the catalog's texts do not say ("repairs", "rain", "zorbing"),
and "how many <things>" the catalog has no count of — the measure is said (a count), only its things are missing."""

from __future__ import annotations

import re

from sqlclarify.understanding import word_tables
from sqlclarify.understanding.candidates import Vocabulary, words_of
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import spoken_name
from sqlclarify.understanding.measure_kinds import KIND_WORDS
from sqlclarify.understanding.scope import MIN_WORD, covered
from sqlclarify.understanding.shapes import AUXILIARIES, FUNCTION_WORDS, VAGUE_WORDS
from sqlclarify.understanding.text import WorkText, singular

HOW_MANY_THINGS = re.compile(r"\bhow\s+many\b", re.IGNORECASE)
AUXILIARY_FORMS = frozenset({"do", "does", "did", "doing", "done"})  # "how much did we pay": no vague word
MIN_CANDIDATES = 2  # one metric is no choice: its reading is another module's to make


def ask_for_unnamed_metric(vocab: Vocabulary, found: Found) -> None:
    """Offer the metrics that take the question's filters and breakdowns, those whose texts share a word with the
    question's leftover words first, when no metric was read and nothing said is outside the catalog."""
    reading = found.reading
    if reading.knows_metric or reading.metric_candidates or reading.metric_guess:
        return
    if found.out_of_scope or found.earlier_metrics:
        return
    if reading.query.order_by or found.top_n:
        return  # "which 3 customers borrowed the most": the ranking's verb says the measure, for its readers
    if HOW_MANY_THINGS.search(found.reading_text):
        return  # "how many coaches did we hire": a count was asked; its things have none in the catalog
    words = [w for phrase in reading.unplaced for w in _content(phrase)]
    valued = {w.lower() for said, _, _ in found.pending_values for w in words_of(said)}
    # short words too ("CEO", "NPS"): a thing unknown to the catalog, whatever its length; a value waits
    said = [w for phrase in reading.unplaced for w in words_of(phrase) if w not in valued]
    if any(_uncovered_thing(vocab, w) for w in said if w not in FUNCTION_WORDS and w not in AUXILIARIES):
        return
    dims = {f.dimension for f in reading.query.filters} | {g.dimension for g in reading.query.group_by}
    dims.discard("metric_time")
    said_of_catalog = [w for w in words if covered(vocab, w)]
    if not dims and not said_of_catalog and not found.pending_values:
        return  # a period alone (a metric the catalog left out, then a period) is no sign the catalog holds the answer
    taking = [n for n in vocab.layer.metrics if all(vocab.takes(n, d) for d in dims)]
    if len(taking) < MIN_CANDIDATES:
        return
    things = _thing_words(vocab)
    # a value of several dimensions ("masters": a crew level and a squad) waits for the metric: it stays unplaced
    measured = [w for w in words if not _one_of(w, things) and w.lower() not in valued]  # what is measured
    if not measured and not (VAGUE_WORDS - AUXILIARY_FORMS) & set(words_of(found.reading_text)):
        return  # nothing said asks for a measure (a dimension's name alone: an answer read as a question)
    reading.metric_candidates = _ranked(vocab, taking, measured)
    reading.candidate_phrase = " ".join(measured)
    # the things the question names ("the boat classes", "crews") stay for the reader to place or ask about
    reading.unplaced = [
        p
        for p in reading.unplaced
        if any(w.lower() in valued for w in words_of(p)) or any(_one_of(w, things) for w in _content(p))
    ]
    found.mentioned.add("metric")
    found.weak_metric = True


def _content(phrase: str) -> list[str]:
    return [
        w
        for w, _, _ in WorkText(phrase).words()
        if w not in FUNCTION_WORDS and w not in AUXILIARIES and (len(w) >= MIN_WORD or w in KIND_WORDS)
    ]


def _uncovered_thing(vocab: Vocabulary, word: str) -> bool:
    """A word the catalog's texts do not say that can name a thing ("tickets", "rain", "marketing"); a word that
    is not — a verb ("lose", "perform") or an adjective ("wealthy", "dominant") — judges how things went, and the
    question's vague words ("numbers", "picture") ask which measure."""
    if word in VAGUE_WORDS or word in KIND_WORDS or covered(vocab, word):
        return False
    # "rain", "repairs", "costs" name things (a verb too does not make them judge); "wealthy", "dominant",
    # "hurt" can be nouns but are adjectives first
    readings = [word_tables.all_lemmas(w) for w in {word, singular(word)}]
    if not any(readings):
        return True  # a word no word list knows ("zorbing", a brand): a name of something, not a judgement
    return any("NOUN" in lemmas and "ADJ" not in lemmas for lemmas in readings)


def _thing_words(vocab: Vocabulary) -> set[str]:
    """The words that name the catalog's entities and dimensions: things to place, never what is measured."""
    things = {w for model in vocab.layer.semantic_models for e in model.entities for w in words_of(spoken_name(e.name))}
    things |= {w for d in vocab.dimension_labels for w in words_of(vocab.dimension_label(d))}
    things |= {w for phrase, _ in vocab.dimension_phrases for w in phrase.split()}
    return things


def _one_of(word: str, words: set[str]) -> bool:
    return bool({word.lower(), singular(word.lower()), word.lower().removesuffix("s")} & words)


def _ranked(vocab: Vocabulary, names: list[str], words: list[str]) -> list[str]:
    """`names` with those whose name, label or description shares a word's stem first (most shared first), the
    catalog's order kept among equals."""
    stems = {singular(w)[:5] for w in words if len(w) >= MIN_WORD}

    def shared(name: str) -> int:
        metric = vocab.layer.metrics[name]
        text = " ".join([name.replace("_", " "), metric.label, metric.description or ""]).lower()
        said = {singular(w)[:5] for w in re.findall(r"[a-z]+", text) if len(w) >= MIN_WORD}
        return len(stems & said)

    return sorted(names, key=lambda n: -shared(n))
