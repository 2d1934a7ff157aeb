"""'how many hospitals hit the 3% cap' read as *Hospitals at the 3% cap*: a verb left over between words of the one
metric's own label, said on both sides of it, stands where the label has its small linking word ("at", "with"):
it is part of naming that metric, not a filter to ask about. The answer says so. Read from the metric's label,
never from words written here."""

from __future__ import annotations

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import singular_words
from sqlclarify.understanding.shapes import FUNCTION_WORDS
from sqlclarify.understanding.text import WorkText, singular, verb_lemmas


def pass_over_verbs_inside_labels(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Blank each leftover verb whose nearest content words on both sides, in the question, are words of the one
    chosen metric's label."""
    metrics = found.reading.query.metrics
    if len(metrics) != 1:
        return
    label = set(singular_words(vocab.metric_label(metrics[0]))) - FUNCTION_WORDS
    said = [(w, s, e) for w, s, e in _words(work.original) if w not in FUNCTION_WORDS]
    left = {(s, e) for _, s, e in work.words()}
    for i, (word, start, end) in enumerate(said):
        if (start, end) not in left or not verb_lemmas(word) or not 0 < i < len(said) - 1:
            continue
        before, after = said[i - 1][0], said[i + 1][0]
        if singular(before) in label and singular(after) in label:
            work.blank(start, end)
            found.reading.ignored.append(
                f"I read '{work.said(start, end)}' as part of {vocab.metric_label(metrics[0])}."
            )


def _words(text: str) -> list[tuple[str, int, int]]:
    """The question's words as WorkText splits them, lowercase, with their spans."""
    return WorkText(text).words()
