"""'which 3 teams allowed the fewest goals': a verb's past form left over once the metric is read (Total Goals, by
"goals") that the metric's descriptions never say, where exactly one other metric sharing a word of its label
says it of what the chosen one counts, in its own description (*Team Goals Against*: "Total goals allowed by the
team"; never "views per question asked", said of other things) and takes every breakdown and filter asked —
that metric, said in the answer. Without this the verb was passed over as the event itself and the goals scored
answered for the goals allowed."""

from __future__ import annotations

import re

from sqlclarify.semantic.model import METRIC_TIME
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import singular_words
from sqlclarify.understanding.shapes import FUNCTION_WORDS, GENERIC_METRIC_WORDS
from sqlclarify.understanding.text import WorkText, singular, verb_lemmas


def read_described_verbs(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """The one metric whose description says a leftover past-form verb the chosen metric's does not."""
    query = found.reading.query
    if len(query.metrics) != 1:
        return
    metric = query.metrics[0]
    words_of = _label_content_words(vocab)
    own = words_of[metric]
    asked = [g.dimension for g in query.group_by if g.dimension != METRIC_TIME] + [f.dimension for f in query.filters]
    for word, start, end in work.words():
        if word in FUNCTION_WORDS or word in GENERIC_METRIC_WORDS or verb_lemmas(word) != "past":
            continue
        if _says(vocab.descriptions.get(metric, ""), word):
            continue
        others = [
            other
            for other in vocab.layer.metrics
            if other != metric
            and own & words_of[other]
            and _says_of(vocab.descriptions.get(other, ""), word, own)
            and all(vocab.takes(other, d) for d in asked)
        ]
        if len(others) != 1:
            continue
        read_as_other_metric(work, vocab, found, (start, end), metric, others[0])
        return


def read_as_other_metric(
    work: WorkText, vocab: Vocabulary, found: Found, span: tuple[int, int], read: str, other: str
) -> None:
    """Answer `other` instead of the metric `read`, the words at `span` taken, and say so in the answer."""
    found.reading.query.metrics = [other]
    work.blank(*span)
    said = work.said(*span)
    found.reading.notes.append(f"I read '{said}' {vocab.metric_label(read)} as {vocab.metric_label(other)}.")


def _label_content_words(vocab: Vocabulary) -> dict[str, frozenset[str]]:
    """metric -> the content words of its label, worked out once per catalog."""
    return vocab.derived(
        "label_content_words",
        lambda: {n: frozenset(_content_words(vocab.metric_label(n))) for n in vocab.layer.metrics},
    )


def _content_words(label: str) -> set[str]:
    return {w for w in singular_words(label) if w not in FUNCTION_WORDS and w not in GENERIC_METRIC_WORDS}


def _says_of(description: str, word: str, things: set[str]) -> bool:
    """Whether `description` says `word` of one of `things` ("goals allowed", "allowed goals"): the verb is what
    happened to what the chosen metric counts, not to other things ("views per question asked")."""
    words = re.findall(r"[a-z0-9]+", description.lower())
    for i, said in enumerate(words):
        if said != word.lower():
            continue
        before = words[i - 1] if i > 0 else ""
        after = [w for w in words[i + 1 : i + 3] if w not in FUNCTION_WORDS][:1]
        if singular(before) in things or any(singular(w) in things for w in after):
            return True
    return False


def _says(description: str, word: str) -> bool:
    return re.search(rf"(?<![a-z0-9]){re.escape(word.lower())}(?![a-z0-9])", description.lower()) is not None
