"""'top 5 owners by fees', 'fees per owner': a thing the catalog knows only by its key (an entity with no name
column that any word reaches) said where a breakdown goes is a breakdown by that key, as MetricFlow groups by an
entity; never a question about a word the catalog does hold."""

from __future__ import annotations

import re

from sqlclarify.understanding.asked_names import asked_which_name
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.entity_breakdowns import BREAKDOWN_PLACE, own_rows
from sqlclarify.understanding.found import Found, add_group_by
from sqlclarify.understanding.lexicon import spoken_name
from sqlclarify.understanding.text import WorkText, plural_regex

_LEAD = re.compile(r"(?<![\w])(?:by|per|each|which|top|bottom)\s")


def read_entity_keys(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """A still unread entity name after "by", "per", "each", "top N", "which N": grouped by the entity, when
    every metric of the question takes it and it is no metric's own row (a stay's fee "by stay" is each row)."""
    # "critical faults per machine" with two metrics to choose among: the machine is a breakdown for either
    metrics = found.reading.query.metrics or found.reading.metric_candidates
    if not metrics or not _LEAD.search(work.original.lower()):  # cheap first: most questions name no breakdown
        return
    for entity in _entities(vocab):
        if not all(vocab.takes(m, entity) for m in metrics) or own_rows(vocab, metrics, entity):
            continue
        for start, end in _unread_names(work, vocab, found, entity):
            if BREAKDOWN_PLACE.search(work.original[:start].lower()):
                _take(work, found, start, end)
                add_group_by(found, entity)
                return


def pass_over_filtered_entities(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'owners from Leeds', 'Leeds owners': an entity named beside a filter on one of its own columns is the
    things the filter picks, already said by the filter."""
    if not (found.reading.query.metrics or found.earlier_metrics):  # "weekday sessions": the things are the metric
        return
    filtered = {vocab.entity_of(f.dimension) for f in found.reading.query.filters} - {None}
    for entity in _entities(vocab):
        if entity not in filtered:
            continue
        for start, end in _unread_names(work, vocab, found, entity):
            if not BREAKDOWN_PLACE.search(work.original[:start].lower()):
                _take(work, found, start, end)


def _unread_names(work: WorkText, vocab: Vocabulary, found: Found, entity: str) -> list[tuple[int, int]]:
    """Where the entity's name (or its plural) is said and still unread: free, or set aside as a word of
    several of the entity's columns (none of them its name)."""
    spans = []
    for match in _name_patterns(vocab)[entity].finditer(work.original):
        start, end = match.start(), match.end()
        free = not any(work.used[start:end]) and bool(work.work[start:end].strip())
        said = work.original[start:end]
        if free or (said in found.set_aside and not asked_which_name(vocab, found, said, entity)):
            spans.append((start, end))
    return spans


def _take(work: WorkText, found: Found, start: int, end: int) -> None:
    said = work.original[start:end]
    if said in found.set_aside:
        found.set_aside.remove(said)
        found.reading.unplaced_options.pop(said, None)
    else:
        work.blank(start, end)


def _entities(vocab: Vocabulary) -> list[str]:
    """Every entity of the catalog, once, longest spoken name first ("sales rep" before "rep")."""
    return list(_name_patterns(vocab))


def _name_patterns(vocab: Vocabulary) -> dict[str, re.Pattern[str]]:
    """entity -> a pattern of its spoken name and plurals; worked out once per catalog version (a question on a
    catalog of hundreds of entities would otherwise build them all again)."""
    cached = vars(vocab).get("_entity_name_patterns")
    if cached is None:
        names = {e.name for m in vocab.layer.semantic_models for e in m.entities}
        cached = {
            n: re.compile(rf"(?<![\w]){plural_regex(spoken_name(n))}(?![\w])", re.IGNORECASE)
            for n in sorted(names, key=lambda n: -len(spoken_name(n)))
        }
        vars(vocab)["_entity_name_patterns"] = cached
    return cached
