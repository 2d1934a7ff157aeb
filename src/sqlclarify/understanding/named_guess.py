"""A guess the question names by the metric's own name (issue 32: never ask to confirm a metric the question
named): "average CAC" for avg_cac, labelled "Avg Customer Acquisition Cost" — the label spells out what the name
abbreviates, so the guess came from the name, and the name is said word for word (avg and average one word)."""

from __future__ import annotations

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import name_words, singular_words
from sqlclarify.understanding.shapes import AGGREGATION_WORDS, FUNCTION_WORDS
from sqlclarify.understanding.text import WorkText, phrase_pattern


def confirm_guess_by_name(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Read the guessed metric without "did you mean …?" when the guessed phrase is the metric's name in words."""
    reading = found.reading
    guess, phrase = reading.metric_guess, reading.candidate_phrase
    if not guess or not phrase or reading.query.metrics:
        return
    said = {AGGREGATION_WORDS.get(w, w) for w in singular_words(phrase)} - FUNCTION_WORDS
    named = {AGGREGATION_WORDS.get(w, w) for w in singular_words(" ".join(name_words(guess)))} - FUNCTION_WORDS
    if len(named) < 2 or said != named:
        return
    reading.query.metrics.append(guess)
    reading.metric_guess, reading.candidate_phrase = None, ""
    found.mentioned.add("metric")
    if m := phrase_pattern(phrase).search(work.work):
        work.blank(m.start(), m.end())
