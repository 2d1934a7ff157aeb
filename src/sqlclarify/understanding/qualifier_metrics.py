"""Words said right before a metric's head word that name other metrics of the catalog ("churned MRR": Gross Churn
MRR, not Total MRR with "churned" passed over as the event; "expansion and churn MRR": Expansion MRR and Gross Churn
MRR, not one of them filtered to two movement types). Each qualifier — left over, a value read as a filter, or a
word of the chosen metric's own phrase — must reach exactly one metric whose own words hold it (by its stem) and the
head word; then those metrics are the question's, and values read from those words are no filters. Read from the
catalog's labels and names, never from words written here."""

from __future__ import annotations

import re

from sqlclarify.semantic.query import DimensionFilter
from sqlclarify.understanding import word_tables
from sqlclarify.understanding.calibration import own_words
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.qualified import same_stem
from sqlclarify.understanding.shapes import FUNCTION_WORDS, GENERIC_METRIC_WORDS
from sqlclarify.understanding.text import WorkText, singular

WORD = re.compile(r"[\w\-]+")
JOINERS = frozenset({"and", "&", "plus"})


def read_qualifier_metrics(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Replace the one metric read from a phrase by the metrics its qualifiers name, when each names one."""
    query = found.reading.query
    if len(query.metrics) != 1 or found.reading.metric_candidates:
        return
    metric = query.metrics[0]
    mention = next((m for m in found.metric_mentions if metric in m[2] and len(m[2]) == 1), None)
    if mention is None:
        return
    start, end, _ = mention
    tokens = [(m.group(0), m.start(), m.end()) for m in WORD.finditer(work.original.lower()[:end])]
    if not tokens:
        return
    head = tokens[-1][0]
    if not any(same_stem(head, own) for own in own_words(vocab, metric)):
        return
    qualifiers = _qualifiers(work, found, tokens[:-1], start)
    if not qualifiers:
        return
    chosen: list[str] = []
    for word, _, _ in qualifiers:
        reached = _metrics_said_by(vocab, head, word)
        if len(reached) != 1:
            return  # a word no metric or several say: nothing changes (a filter, a passed-over verb, or asked)
        if reached[0] not in chosen:
            chosen.append(reached[0])
    if chosen == [metric] or (metric in chosen and len(chosen) == 1):
        return
    _drop_values(found, qualifiers)
    for _, a, b in qualifiers:
        work.blank(a, b)
    query.metrics = chosen
    labels = " and ".join(vocab.metric_label(n) for n in chosen)
    said = work.original[qualifiers[0][1] : end]
    found.reading.notes.append(f"I read '{said}' as {labels}.")


def _qualifiers(
    work: WorkText, found: Found, before: list[tuple[str, int, int]], mention_start: int
) -> list[tuple[str, int, int]]:
    """The words right before the head, back to the first that is none (joined by "and" or commas): each one
    left over, read as a value, or inside the metric's own phrase. Time words, breakdowns and the like end them."""
    taken: list[tuple[str, int, int]] = []
    expect_word = True
    for word, a, b in reversed(before):
        if not expect_word and word in JOINERS:
            expect_word = True
            continue
        if not expect_word:
            gap = work.original[b : taken[-1][1]] if taken else ""
            if "," not in gap:
                break
        if word in FUNCTION_WORDS or word in GENERIC_METRIC_WORDS or word.isdigit():
            break
        free = not any(work.used[a:b]) or a >= mention_start or any(s <= a and b <= e for s, e in found.value_spans)
        if not free:
            break
        taken.append((word, a, b))
        expect_word = False
    return list(reversed(taken))


def _metrics_said_by(vocab: Vocabulary, head: str, word: str) -> list[str]:
    """The metrics whose own words hold both the head word and `word` (the word itself, or its lemma)."""
    return [name for name, rest in _holding(vocab, head) if any(_inflected(word, own) for own in rest)]


def _holding(vocab: Vocabulary, head: str) -> list[tuple[str, frozenset[str]]]:
    """The metrics whose own words hold the head word, each with its other own words: worked out once per
    catalog and head word (a question reads it for each qualifier)."""

    def build() -> list[tuple[str, frozenset[str]]]:
        held = []
        for name in vocab.layer.metrics:
            words = own_words(vocab, name)
            if any(same_stem(head, own) for own in words):
                held.append((name, frozenset(own for own in words if not same_stem(head, own))))
        return held

    return vocab.derived(f"qualifier_metrics:{head}", build)


def _inflected(word: str, own: str) -> bool:
    """`word` is `own` or an inflection of it ("churned": churn), never a longer word it starts ("weekend": week)."""
    if singular(word) == singular(own):
        return True
    return len(own) >= 4 and own in word_tables.lemmas(word, "VERB") + word_tables.lemmas(word, "NOUN")


def _drop_values(found: Found, qualifiers: list[tuple[str, int, int]]) -> None:
    """The filters read from the qualifiers' words are the metrics' words: taken out, with the breakdown that
    two values of one dimension add."""
    query = found.reading.query
    spans = {(a, b) for _, a, b in qualifiers}
    said = {singular(w) for w, _, _ in qualifiers}
    for dim, dim_spans in list(found.value_dims.items()):
        if not any(span in spans for span in dim_spans):
            continue
        values = found.values.get(dim, [])
        kept = [v for v in values if singular(v.lower()) not in said]
        if len(kept) == len(values):
            continue
        query.filters = [f for f in query.filters if f.dimension != dim]
        if kept:
            found.values[dim] = kept
            query.filters.append(DimensionFilter(dimension=dim, values=kept))
        else:
            del found.values[dim]
            found.mentioned.discard(f"filter:{dim}")
        if len(values) > 1 and len(kept) < 2:
            query.group_by = [g for g in query.group_by if g.dimension != dim]
