"""'harvest value' where the catalog has Total harvest value, Effective harvest days and Effective-harvest-day
share: "value" is a plain noun the reader otherwise passes over ("the sales figures"), but said right beside the
words of several metrics it tells their labels apart. The nouns are the lexicon's `label_nouns`; which metrics hold
them is read from their labels."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found, narrow_metric_candidates
from sqlclarify.understanding.lexicon import lexicon
from sqlclarify.understanding.text import WorkText, singular

_WORD = re.compile(r"[a-z0-9]+")


def narrow_candidates_by_label_nouns(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Of the metrics to choose among, those whose label holds a plain noun said right before or after the phrase
    the choice is about (some of them do, not all); one left is the metric."""
    reading = found.reading
    phrase = reading.candidate_phrase.lower()
    if len(reading.metric_candidates) < 2 or reading.query.metrics or not phrase:
        return
    text = work.original.lower()
    at = text.find(phrase)
    if at < 0:
        return
    nouns = lexicon().label_nouns
    words = list(_WORD.finditer(text))
    inside = [i for i, m in enumerate(words) if at <= m.start() and m.end() <= at + len(phrase)]
    if not inside:
        return
    beside = [i for i in (inside[0] - 1, inside[-1] + 1) if 0 <= i < len(words)]
    kept = list(reading.metric_candidates)
    for i in beside:
        noun = singular(words[i].group(0))
        if noun not in nouns:
            continue
        holders = [n for n in kept if noun in _label_words(vocab, n)]
        if holders and len(holders) < len(kept):
            kept = holders
            if not any(work.used[words[i].start() : words[i].end()]):
                work.blank(words[i].start(), words[i].end())
    narrow_metric_candidates(found, kept)


def _label_words(vocab: Vocabulary, name: str) -> set[str]:
    return {singular(w) for w in _WORD.findall(vocab.metric_label(name).lower())}
