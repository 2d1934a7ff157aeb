"""'top 3 buyer states by cost of risk': a breakdown said in words no name or label of the catalog uses, but the
description of exactly one dimension the metrics take does ("Segment or buyer group (e.g. buyer_state)"), is a
breakdown by that dimension. Only where a breakdown goes ("by", "per", "top N", "which N"), never as a filter."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found, add_group_by
from sqlclarify.understanding.shapes import FUNCTION_WORDS, NUMBER
from sqlclarify.understanding.text import WorkText, singular

_PLACE = re.compile(
    rf"(?<![\w])(?:by|per|(?:top|bottom|which)\s+(?:{NUMBER}))\s+(?:the\s+)?(?P<words>[a-z]+(?:\s+[a-z]+){{0,2}})"
)


def read_described_breakdowns(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """The whole run of still unread words after a breakdown's lead (up to its first function word) whose every
    word the description of one dimension (and no other the metrics take) says: grouped by that dimension."""
    query = found.reading.query
    if not query.metrics or any(g.dimension != "metric_time" for g in query.group_by):
        return
    for m in _PLACE.finditer(work.original.lower()):
        run = []
        for word in m.group("words").split():  # the phrase runs to its first function word ("buyer states by")
            if word in FUNCTION_WORDS:
                break
            run.append(word)
        start = m.start("words")
        end = start + len(" ".join(run))
        if not run or any(work.used[start:end]) or not work.work[start:end].strip():
            continue
        after = re.match(r"\s+([a-z]+)", work.original[end:].lower())
        if after and after.group(1) not in FUNCTION_WORDS:
            continue  # a phrase longer than three words: not read by parts
        dims = _described(vocab, query.metrics, tuple(singular(w) for w in run))
        if len(dims) == 1:
            work.blank(start, end)
            add_group_by(found, dims[0])
            return


def _described(vocab: Vocabulary, metrics: list[str], words: tuple[str, ...]) -> list[str]:
    """The categorical dimensions every metric takes whose descriptions say every one of `words`."""
    found = []
    taken = set.intersection(*(set(vocab.metric_dims.get(m, set())) for m in metrics))
    for dim in sorted(taken & set(vocab.dimension_labels)):  # the reader's own key of each dimension, once
        said = _description_words(vocab, dim)
        if said and all(w in said for w in words):
            found.append(dim)
    return found


def _description_words(vocab: Vocabulary, dim: str) -> frozenset[str]:
    return vocab.derived(f"described:{dim}", lambda: _work_out(vocab, dim))


def _work_out(vocab: Vocabulary, dim: str) -> frozenset[str]:
    bare = dim.rpartition("__")[2]
    texts = [d.description or "" for model in vocab.layer.semantic_models for d in model.dimensions if d.name == bare]
    return frozenset(singular(w) for t in texts for w in re.findall(r"[a-z]+", t.lower())) - FUNCTION_WORDS
