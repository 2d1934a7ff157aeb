"""'TVPI by fund', 'DPI for each fund': a thing's name said where a breakdown goes, on a catalog whose only column
naming the thing is its identifier (`fund_id` beside the `fund` entity), is a breakdown by that column, not a
filter to a value that happens to be the same word (a hurdle configured at 'fund' level). A filter read there
showed one number for every thing with the breakdown named as ignored: a confident wrong answer (issue 32,
reader28). The column's name is the catalog's own `<entity>_name` or `<entity>_id`; no project's words."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found, add_group_by
from sqlclarify.understanding.lexicon import spoken_name
from sqlclarify.understanding.shapes import FUNCTION_WORDS
from sqlclarify.understanding.text import WorkText, plural_regex

_PLACE = r"(?<![\w])(?:(?P<rank>top|bottom|which)\s+\d+|by|per|for\s+each|for\s+every|each|every)\s+(?:the\s+)?"
_NEXT_WORD = re.compile(r"\s+([\w-]+)")
_NAMING_SUFFIXES = ("name", "id")  # a thing's name before its key: "by team" shows the teams' names


def read_entity_id_breakdowns(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Each "by <thing>" whose thing is an entity of the catalog with one naming column the question's metrics
    take, as a breakdown by that column."""
    # the metrics are not settled yet: every one a mention may be must take the column
    mentioned = [name for _, _, names in found.metric_mentions for name in names]
    metrics = list(dict.fromkeys([*found.reading.query.metrics, *mentioned])) or found.earlier_metrics
    if not metrics:
        return
    for entity in _entity_names(vocab):
        column = _naming_column(vocab, entity, metrics)
        if column is None:
            continue
        pattern = rf"{_PLACE}(?P<thing>{plural_regex(spoken_name(entity))})(?![\w])"
        for m in re.finditer(pattern, work.work):
            if any(work.used[m.start("thing") : m.end("thing")]) or _said_more(work, m.end()):
                continue
            # "top 3 funds": the rank is read later, as for any breakdown it orders
            work.blank(m.start("thing") if m.group("rank") else m.start(), m.end())
            add_group_by(found, column)


def _said_more(work: WorkText, end: int) -> bool:
    """Whether a word no reading placed yet follows ("by fund manager" is some other thing of the fund's)."""
    nxt = _NEXT_WORD.match(work.work, end)
    if nxt is None or any(work.used[nxt.start(1) : nxt.end(1)]):
        return False
    return nxt.group(1).lower() not in FUNCTION_WORDS


def _entity_names(vocab: Vocabulary) -> list[str]:
    return sorted({e.name for model in vocab.layer.semantic_models for e in model.entities}, key=len, reverse=True)


def _naming_column(vocab: Vocabulary, entity: str, metrics: list[str]) -> str | None:
    """The one dimension named `<entity>_name` (else `<entity>_id`) that every metric takes, if one; else the
    entity itself where every metric's rows point at it but carry no such column (grouped by its key, as
    MetricFlow allows): the things are still told apart, never summed into one number."""
    named = False
    for suffix in _NAMING_SUFFIXES:
        bare = f"{entity}_{suffix}"
        held = [d for d in vocab.dimension_labels if d.rpartition("__")[2] == bare]
        taken = [d for d in held if all(vocab.takes(m, d) for m in metrics)]
        if len(taken) == 1:
            return taken[0]
        named = named or bool(held)
    if named and all(vocab.takes(m, entity) for m in metrics):
        return entity
    return None  # no column names the thing: left to the other readings


def replace_untaken_entity_values(vocab: Vocabulary, found: Found) -> None:
    """Once the metrics are settled ("capital called by fund": read after the values): a value said where a
    breakdown goes, whose words are an entity's name, is the breakdown by that entity instead (a filter there was
    one number for every fund, or a filter no metric takes, shown as ignored)."""
    query = found.reading.query
    if not query.metrics:
        return
    text = found.reading_text.lower()
    for f in list(query.filters):
        if f.exclude:
            continue
        for start, end in found.value_dims.get(f.dimension, []):
            entity = _entity_named(vocab, text[start:end])
            if entity is None or not re.search(rf"{_PLACE}$", text[:start]):
                continue
            column = _naming_column(vocab, entity, list(query.metrics))
            if column is None:
                continue
            query.filters.remove(f)
            found.values.pop(f.dimension, None)
            found.mentioned.discard(f"filter:{f.dimension}")
            add_group_by(found, column)
            break


def _entity_named(vocab: Vocabulary, words: str) -> str | None:
    for entity in _entity_names(vocab):
        if re.fullmatch(plural_regex(spoken_name(entity)), words.strip()):
            return entity
    return None
