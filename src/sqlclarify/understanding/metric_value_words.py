"""'USD volume' where the volume is both Completed Transaction Volume and Completed Transaction Volume (USD), and
'USD' is also a value of a currency column: the value's word is the metric's own word, not a filter. Read from
the metrics' own labels and names, never from a project's words."""

from __future__ import annotations

import re

from sqlclarify.understanding.calibration import own_words
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import singular_words
from sqlclarify.understanding.shapes import FUNCTION_WORDS
from sqlclarify.understanding.text import WorkText, singular


def read_values_as_metric_words(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Of the metrics to choose among, the one whose own label or name says the words of a value read as a filter
    (and no other one's does) is the metric; that filter, and any other whose words are all the chosen metric's
    own ("completed"), are words of the metric, not filters. The phrase's words no own word of the metric are
    given back, to be placed or asked about."""
    reading = found.reading
    names = reading.metric_candidates
    if reading.query.metrics or len(names) < 2 or not reading.query.filters:
        return
    owned = {n: own_words(vocab, n) for n in names}
    # a true/false column's words are those of the metrics built on it ("repeat rate"): a choice still
    said = {
        f.dimension: said_value_words(found, f.dimension)
        for f in reading.query.filters
        if not f.exclude and f.dimension not in vocab.flag_dimensions
    }
    chosen = None
    for words in said.values():
        holders = [n for n in names if words and words <= owned[n]]
        if len(holders) == 1:
            if chosen not in (None, holders[0]):
                return  # two values, two metrics: still a choice
            chosen = holders[0]
    if chosen is None:
        return
    for dim, words in said.items():
        if words and words <= owned[chosen]:
            drop_value_filter(found, dim)
    reading.query.metrics.append(chosen)
    _give_back_others(work, found, owned[chosen])
    reading.metric_candidates, reading.candidate_phrase = [], ""
    found.mentioned.add("metric")


def _give_back_others(work: WorkText, found: Found, owned: set[str]) -> None:
    """The phrase's words that are no own word of the metric nor a value read go back to the question."""
    phrase = found.reading.candidate_phrase
    at = work.original.lower().find(phrase.lower()) if phrase else -1
    if at < 0:
        return
    for m in re.finditer(r"[a-z0-9]+", work.original.lower()[at : at + len(phrase)]):
        start, end = at + m.start(), at + m.end()
        if any(a <= start and end <= b for a, b in found.value_spans):
            continue
        if m.group(0) not in FUNCTION_WORDS and singular(m.group(0)) not in owned:
            work.give_back(start, end)


def said_value_words(found: Found, dim: str) -> set[str]:
    """The content words said for a dimension's values (as the question spells them)."""
    spans = found.value_dims.get(dim, [])
    text = " ".join(found.reading_text[a:b] for a, b in spans)
    return set(singular_words(text)) - FUNCTION_WORDS


def drop_value_filter(found: Found, dim: str) -> None:
    """Take back a dimension's value filter and the spans that said it (another reading owns the words)."""
    query = found.reading.query
    query.filters = [f for f in query.filters if f.dimension != dim]
    found.values.pop(dim, None)
    found.mentioned.discard(f"filter:{dim}")
    spans = found.value_dims.pop(dim, [])
    found.value_spans = [s for s in found.value_spans if s not in spans]


def pass_over_own_label_words(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'average hours from signup to first transaction' read as Signup To First Transaction Hours: a word left
    over that the one chosen metric's own label says ("hours") is a word of that metric, not a new part."""
    metrics = found.reading.query.metrics
    if len(metrics) != 1:
        return
    label = set(singular_words(vocab.metric_label(metrics[0]))) - FUNCTION_WORDS
    for word, start, end in work.words():
        if word not in FUNCTION_WORDS and singular(word) in label:
            work.blank(start, end)
    for said in list(found.set_aside):  # set aside by an earlier reading ("hours" as a grain) and left so
        words = set(singular_words(said)) - FUNCTION_WORDS
        if words and words <= label:
            found.set_aside.remove(said)
            found.reading.unplaced_options.pop(said, None)
