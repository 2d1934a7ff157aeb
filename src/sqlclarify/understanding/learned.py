"""The team's vocabulary (knowledge/team_vocabulary.py) laid over a catalog's vocabulary, and which of its
words a reading used (for the answer to say so).

A team word is one more synonym of its element: a metric's phrase, a dimension's phrase (for "by outlet",
"top 3 outlets"), or a value's phrase (a filter). It replaces whatever the catalog's own words made of the same
phrase: the team chose what it means.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Protocol, TypeVar

from sqlclarify.state import Reading
from sqlclarify.understanding.candidates import ValuePhrase, Vocabulary
from sqlclarify.understanding.text import plural_regex


class TeamWord(Protocol):
    """What the reader reads of a team word (knowledge/team_vocabulary.py keeps them): its phrase and the element it
    means. A protocol, so the reader does not import the layer above it that stores the words."""

    phrase: str
    kind: str  # "metric", "dimension" or "value"
    target: str
    value: str | None


Word = TypeVar("Word", bound=TeamWord)

# id(vocabulary) -> (the vocabulary, the team vocabulary's version, the two laid together); a few catalogs at most
_LAID: dict[int, tuple[Vocabulary, object, Vocabulary]] = {}


def fitting_words(vocab: Vocabulary, words: Sequence[Word]) -> list[Word]:
    """The words whose element is still in the catalog (a stale word is never used)."""
    return [w for w in words if _fits(vocab, w)]


def _fits(vocab: Vocabulary, word: TeamWord) -> bool:
    if word.kind == "metric":
        return word.target in vocab.layer.metrics
    if word.kind == "dimension":
        return word.target in vocab.dimension_labels
    known = [v.value for v in vocab.values.get(word.target, [])]
    return word.target in vocab.dimension_labels and (not known or word.value in known)


def with_team_words(vocab: Vocabulary, words: Sequence[TeamWord], version: object) -> Vocabulary:
    """`vocab` with the team's words added (built once per vocabulary and vocabulary version)."""
    words = fitting_words(vocab, words)
    if not words:
        return vocab
    laid = _LAID.get(id(vocab))
    if laid is not None and laid[0] is vocab and laid[1] == version:
        return laid[2]
    phrases = {w.phrase for w in words}
    metric_phrases = [(p, names) for p, names in vocab.metric_phrases if p not in phrases]
    dimension_phrases = [(p, d) for p, d in vocab.dimension_phrases if p not in phrases]
    value_phrases = [v for v in vocab.value_phrases if v.phrase not in phrases]
    for word in words:
        if word.kind == "metric":
            metric_phrases.append((word.phrase, (word.target,)))
        elif word.kind == "dimension":
            dimension_phrases.append((word.phrase, word.target))
        else:
            value_phrases.append(ValuePhrase(word.phrase, word.target, (str(word.value),)))
    metric_words = dict(vocab.metric_words)
    for word in words:
        if word.kind == "metric":
            metric_words[word.target] = metric_words.get(word.target, set()) | set(
                re.findall(r"[a-z0-9]+", word.phrase)
            )
    taught = replace(
        vocab,
        metric_phrases=sorted(metric_phrases, key=lambda item: -len(item[0])),
        dimension_phrases=sorted(dimension_phrases, key=lambda item: -len(item[0])),
        value_phrases=sorted(value_phrases, key=lambda v: -len(v.phrase)),
        metric_words=metric_words,
    )
    taught.lookup  # noqa: B018 - built here, once per vocabulary version, not on a question
    if len(_LAID) > 16:
        _LAID.clear()
    _LAID[id(vocab)] = (vocab, version, taught)
    return taught


def words_used(question: str, reading: Reading, words: Sequence[Word]) -> list[Word]:
    """The team's words the question says whose element the reading took."""
    text = question.lower()
    query = reading.query
    metrics = {*query.metrics, *reading.metric_candidates}
    dimensions = {g.dimension for g in query.group_by} | {f.dimension for f in query.filters}
    values = {(f.dimension, v) for f in query.filters for v in f.values}
    used = []
    for word in words:
        if not re.search(rf"(?<![\w]){plural_regex(word.phrase)}(?![\w])", text):
            continue
        took = (
            word.target in metrics
            if word.kind == "metric"
            else word.target in dimensions
            if word.kind == "dimension"
            else (word.target, word.value) in values
        )
        if took:
            used.append(word)
    return used


def announcement(used: dict[str, str]) -> str:
    """The answer's sentence about a team word it used."""
    return (
        f"'{used['phrase']}' read as {used['label']}, as added to the team vocabulary by {used['by']} on {used['on']}."
    )
