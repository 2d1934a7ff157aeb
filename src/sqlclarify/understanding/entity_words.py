"""'top 5 buyers by sales', 'which 5 users sent the most in USD': a thing said where a breakdown goes, by its entity's
own name or by a word the lexicon says stands for that name (buyer ~ customer), is a breakdown by the entity, ranked
when an order shape is said around it. Read once every metric is known: a metric read late (from a value's words)
still gets its breakdown, and a word the lexicon leads to several of the entity's columns is no question."""

from __future__ import annotations

import re

from sqlclarify.understanding.asked_names import asked_which_name
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.entity_breakdowns import BREAKDOWN_PLACE, own_rows
from sqlclarify.understanding.found import Found, add_group_by, set_order
from sqlclarify.understanding.lexicon import lexicon, spoken_name
from sqlclarify.understanding.read_order import blank_order
from sqlclarify.understanding.shapes import find_order
from sqlclarify.understanding.text import WorkText, plural_regex, singular_phrase

_LEAD = re.compile(r"(?<![\w])(?:by|per|each|which|top|bottom)\s")


def read_entity_words(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """A still unread entity word after "by", "per", "each", "top N", "which N": grouped by the entity when every
    metric takes it and it is no metric's own row; "which 5 users sent the most" also ranks it."""
    query = found.reading.query
    if not query.metrics or any(g.dimension != "metric_time" for g in query.group_by):
        return
    text = work.original.lower()
    if not _LEAD.search(text):  # cheap first: most questions name no breakdown
        return
    for entity, words in _entity_words(vocab).items():
        if not all(vocab.takes(m, entity) for m in query.metrics) or own_rows(vocab, query.metrics, entity):
            continue
        for word in words:
            said = rf"(?<![\w]){plural_regex(word)}(?![\w])"
            for m in re.finditer(said, text):
                start, end = m.start(), m.end()
                free = not any(work.used[start:end]) and bool(work.work[start:end].strip())
                aside = work.original[start:end] in found.set_aside
                aside = aside and not asked_which_name(vocab, found, work.original[start:end], entity)
                if not (free or aside) or not BREAKDOWN_PLACE.search(text[:start]):
                    continue
                _take(work, found, start, end, aside)
                order = None if query.order_by else find_order(plural_regex(word), text)
                if order is not None and order.shape.name == "which N things had the most":
                    set_order(found, entity, order.descending, order.limit)
                    blank_order(work, order)
                else:  # "top 5 buyers": the bare "top 5" already read orders the breakdown once it is there
                    add_group_by(found, entity)
                return


def _take(work: WorkText, found: Found, start: int, end: int, aside: bool) -> None:
    said = work.original[start:end]
    if aside:
        found.set_aside.remove(said)
        found.reading.unplaced_options.pop(said, None)
    else:
        work.blank(start, end)


def _entity_words(vocab: Vocabulary) -> dict[str, list[str]]:
    """entity -> the words that name it: its spoken name, then the lexicon's other words for that name when they
    lead to this entity only and are no other entity's own name; worked out once per catalog."""
    cached = vars(vocab).get("_entity_words")
    if cached is not None:
        return cached
    entities = sorted({e.name for m in vocab.layer.semantic_models for e in m.entities})
    own = {singular_phrase(spoken_name(e)): e for e in entities}
    by_word: dict[str, set[str]] = {}
    for entity in entities:
        name = singular_phrase(spoken_name(entity))
        for concept in lexicon().concepts_of(name):
            for word in lexicon().singulars[concept]:
                if word != name and word not in own:
                    by_word.setdefault(word, set()).add(entity)
    found: dict[str, list[str]] = {e: [spoken_name(e)] for e in entities}
    for word, holders in sorted(by_word.items(), key=lambda item: -len(item[0])):
        if len(holders) == 1:
            found[next(iter(holders))].append(word)
    vars(vocab)["_entity_words"] = found
    return found
