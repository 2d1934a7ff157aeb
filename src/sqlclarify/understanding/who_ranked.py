"""'who scored the most goals in 2025', 'who hit the most home runs': "who" asks for the thing the catalog names by a
name column (a player's name), ranked by the metric said after "the most"; the verb between them is no metric.
Read only when the metrics reach exactly one thing and it has a name: otherwise "who" stays a question."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.entity_breakdowns import own_rows
from sqlclarify.understanding.found import Found, set_order
from sqlclarify.understanding.lexicon import lexicon, name_words, spoken_name
from sqlclarify.understanding.scoring import metric_inputs
from sqlclarify.understanding.shapes import DESCENDING, NUMBER, NUMBER_WORDS, ORDER_DIRECTION
from sqlclarify.understanding.text import WorkText

WHO_MOST = re.compile(
    rf"(?<![\w])who\s+(?:(?:are|were|was|is)\s+the\s+(?P<n>{NUMBER})\s+(?:people\s+|ones\s+)?(?:that\s+|who\s+)?)?"
    rf"(?P<verb>[a-z]+(?:\s+[a-z]+)?)\s+(?:the\s+)?(?P<dir>{ORDER_DIRECTION})(?![\w])"
)


def read_who_ranked(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """ "who <verb> the most <metric>": grouped by the one thing named by a name column that every metric reaches,
    ordered by the metric after the order word (a metric read from the verb, "hit" of Hits, is dropped)."""
    query = found.reading.query
    if not query.metrics or query.group_by or query.order_by:
        return
    m = WHO_MOST.search(work.original.lower())
    if m is None:
        return
    after = [names for start, _, names in found.metric_mentions if start >= m.end("dir")]
    verb_metrics = {
        n for start, end, names in found.metric_mentions if m.start("verb") <= start < m.end("verb") for n in names
    }
    kept = [n for n in query.metrics if n not in verb_metrics] if after else list(query.metrics)
    if not kept:
        return
    named = _named_things(vocab, kept)
    if len(named) != 1 or _split_by_unsaid_column(vocab, kept, found):
        said = work.original[m.start() : m.end()]
        if said not in found.set_aside:  # "who … the most" is asked about, never dropped
            found.set_aside.append(said)
        work.blank(m.start(), m.end())
        return
    query.metrics = kept
    said = m.group("n")
    limit = (int(said) if said.isdigit() else NUMBER_WORDS.get(said)) if said else 1
    set_order(found, named[0], DESCENDING.fullmatch(m.group("dir")) is not None, limit)
    work.blank(m.start(), m.end())  # the verb says how the metric is done ("scored"), nothing more


def _split_by_unsaid_column(vocab: Vocabulary, metrics: list[str], found: Found) -> bool:
    """Whether a metric's rows are keyed by a column of the table the question neither filters nor groups by (a
    player's season row per `situation`, one of them the total): ranked people would add the splits up."""
    said = {f.dimension.rpartition("__")[2] for f in found.reading.query.filters}
    if found.reading.query.time_range is not None:  # "in the 2025 season": a season column is the period's
        said |= {d.name for m in vocab.layer.semantic_models for d in m.dimensions if _periodic(d.name)}
    names = set(metrics).union(*(metric_inputs(vocab, m) for m in metrics))
    for name in names:
        metric = vocab.layer.metrics.get(name)
        held = vocab.layer.measures.get(metric.measure.name) if metric and metric.measure else None
        if not held:
            continue
        model = held[0]
        keys = " ".join(e.expr.lower() for e in model.entities if e.type == "primary")
        for dim in model.dimensions:
            column = dim.expr.strip().lower()
            if (
                dim.type == "categorical"
                and dim.name not in said
                and re.search(rf"(?<![\w]){re.escape(column)}(?![\w])", keys)
                and column not in {e.expr.strip().lower() for e in model.entities}
            ):
                return True
    return False


def _periodic(name: str) -> bool:
    """Whether a column's name says it holds periods (`season`, `fiscal_year`): the lexicon's period words."""
    return bool(set(name_words(name)) & set(lexicon().period_column_words))


def _named_things(vocab: Vocabulary, metrics: list[str]) -> list[str]:
    """The name column (a label word in its name: `player_name`, `full_name`) that the one thing every metric reaches
    is named by ("by player" leads to it); none when the metrics reach several things (a client and a coach: "who"
    may be either) or the thing has no name."""
    things = {
        e.name
        for model in vocab.layer.semantic_models
        for e in model.entities
        if all(vocab.takes(m, e.name) for m in metrics) and not own_rows(vocab, metrics, e.name)
    }
    if len(things) != 1:
        return []
    thing = spoken_name(next(iter(things)))
    label_words = set(lexicon().label_words)
    return [
        dim
        for phrase, dim in vocab.dimension_phrases
        if phrase == thing
        and label_words & set(name_words(dim.rpartition("__")[2]))
        and all(vocab.takes(m, dim) for m in metrics)
    ][:1]
