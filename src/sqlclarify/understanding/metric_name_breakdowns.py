"""'total sales by brand' where the catalog's metric is `sales_by_brand`, a plain SUM: a metric's name (or label)
that says "by <a dimension>" promises a breakdown the metric itself does not make (a metric has no grouping), so
the question's "by brand", taken with the metric's name, is that breakdown too — never one total under the name.
"per" is not such a word: "Average price per track" is a rate of each track, not a row per track. Read from the
metric's own name and the catalog's dimension phrases."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found, add_group_by
from sqlclarify.understanding.lexicon import name_words
from sqlclarify.understanding.text import WorkText, singular

_LEADS = ("by",)
MAX_PHRASE_WORDS = 3


def read_metric_name_breakdowns(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """For each metric read from a span of the question: a "by <dimension phrase>" its name or label holds,
    said in that span, is a breakdown by that dimension (when the metric can be grouped by it)."""
    query = found.reading.query
    text = work.original.lower()
    for start, end, metrics in found.metric_mentions:
        said = text[start:end]
        for metric in metrics:
            if metric not in query.metrics or vocab.layer.metrics[metric].type != "simple":
                continue  # a ratio or derived metric "by" something divides by it
            for dim in _named_breakdowns(vocab, metric):
                if dim in vocab.metric_dims.get(metric, ()) and _says_breakdown(said, vocab, dim):
                    add_group_by(found, dim)


def _named_breakdowns(vocab: Vocabulary, metric: str) -> list[str]:
    """The dimensions a metric's name or label names after "by"."""
    phrases = dict(vocab.dimension_phrases)
    found: list[str] = []
    for words in (name_words(metric), name_words(vocab.metric_label(metric) or "")):
        for i, word in enumerate(words):
            if word not in _LEADS:
                continue
            for n in range(min(MAX_PHRASE_WORDS, len(words) - i - 1), 0, -1):
                phrase = " ".join(words[i + 1 : i + 1 + n])
                dim = phrases.get(phrase) or phrases.get(" ".join(singular(w) for w in phrase.split()))
                if dim:
                    found.append(dim)
                    break
    return list(dict.fromkeys(found))


def _says_breakdown(said: str, vocab: Vocabulary, dim: str) -> bool:
    """Whether the metric's span of the question says "by <one of the dimension's phrases>"."""
    for phrase, other in vocab.dimension_phrases:
        if other != dim:
            continue
        forms = {phrase, " ".join(singular(w) for w in phrase.split())}
        for form in forms:
            if re.search(rf"(?<![\w])(?:{'|'.join(_LEADS)})\s+{re.escape(form)}s?(?![\w])", said):
                return True
    return False
