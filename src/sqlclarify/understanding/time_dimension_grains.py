"""'credit packages by payment cycle and start month', 'tickets by close week': a breakdown named by the word
that tells one time dimension from the others of its model ("start" of start_date, "close" of closed_at) and a
grain. Taken before breakdowns and values, so the date's word is not read as a look-alike dimension ("start" as
state) nor the grain as a look-alike value ("month" as 'monthly'); settled once the metric is known: the metric's
own date is its time series at that grain, another date of the same rows a breakdown by that date at that grain,
and a date of other rows is asked about. Read from the catalog's time dimension names only."""

from __future__ import annotations

import re

from sqlclarify.semantic.model import SemanticLayer
from sqlclarify.semantic.query import GroupBy
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import name_words
from sqlclarify.understanding.qualified import TIME_NAME_WORDS
from sqlclarify.understanding.text import WorkText, singular

GRAINS = ("day", "week", "month", "quarter", "year")
# "by start month", "per close week", "by payment cycle and start month" (a list a breakdown word began)
_PHRASE = re.compile(
    r"\b(?P<lead>by|per|each|and)\s+(?:the\s+)?(?P<word>[a-z]+)\s+(?P<grain>day|week|month|quarter|year)s?\b"
)
_BREAKDOWN = re.compile(r"\b(?:by|per)\s")


def take_time_dimension_grains(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Blank "<date word> <grain>" where the word tells a time dimension of the catalog; settled later."""
    words = _time_words(vocab.layer)
    if not words:
        return
    for m in list(_PHRASE.finditer(work.work)):
        dims = words.get(singular(m.group("word")))
        if dims is None or any(work.used[m.start("word") : m.end()]):
            continue
        if m.group("lead") == "and" and not _BREAKDOWN.search(work.work, 0, m.start()):
            continue  # "start and end month" is no breakdown of its own
        found.time_grains.append((work.original[m.start("word") : m.end()], dims, m.group("grain")))
        work.blank(m.start("word"), m.end())


def settle_time_dimension_grains(vocab: Vocabulary, found: Found) -> None:
    """Each date word taken: the metric's own date → its series at the grain; another date of the metric's rows →
    a breakdown by it at the grain; else (no metric, or the date of other rows) asked about."""
    query = found.reading.query
    models, own = _metric_dates(vocab.layer, query.metrics or found.reading.metric_candidates)
    for said, dims, grain in found.time_grains:
        local = [d for d in dims if d.partition(".")[0] in models]
        if len(models) != 1 or len(local) != 1:
            found.set_aside.append(said)
            continue
        dimension = local[0].partition(".")[2]
        target = "metric_time" if dimension in own else dimension
        if all(g.dimension != target for g in query.group_by):
            query.group_by.append(GroupBy(dimension=target, grain=grain))  # type: ignore[arg-type]
        found.mentioned.add("grain" if target == "metric_time" else "group_by")


def _metric_dates(layer: SemanticLayer, metrics: list[str]) -> tuple[set[str], set[str]]:
    """The models the metrics' measures are in, and the time dimensions they are aggregated on."""
    models: set[str] = set()
    own: set[str] = set()
    for metric in metrics:
        if metric not in layer.metrics:
            continue
        for measure_name in layer.base_measures(metric):
            if measure_name in layer.measures:
                model, measure = layer.measures[measure_name]
                models.add(model.name)
                own.add(measure.agg_time_dimension or model.default_agg_time_dimension or "")
    return models, own


_READ: dict[int, tuple[SemanticLayer, dict[str, tuple[str, ...]]]] = {}  # id → (the layer kept alive, its words)


def _time_words(layer: SemanticLayer) -> dict[str, tuple[str, ...]]:
    """word → the time dimensions ("model.dimension") it tells from the other dates of their model."""
    held = _READ.get(id(layer))
    if held is None or held[0] is not layer:
        if len(_READ) > 32:
            _READ.clear()
        held = _READ[id(layer)] = (layer, _read_time_words(layer))
    return held[1]


def _read_time_words(layer: SemanticLayer) -> dict[str, tuple[str, ...]]:
    words: dict[str, list[str]] = {}
    for model in layer.semantic_models:
        common = set(name_words(model.name)) | {w for e in model.entities for w in name_words(e.name)}
        common = {singular(w) for w in common} | set(TIME_NAME_WORDS) | set(GRAINS)
        tells: dict[str, list[str]] = {}
        for dim in model.dimensions:
            if dim.type == "time":
                for word in {singular(w) for w in name_words(dim.name)} - common:
                    tells.setdefault(word, []).append(f"{model.name}.{dim.name}")
        for word, dims in tells.items():
            if len(dims) == 1 and len(word) > 2:  # a word two dates of one model share tells neither
                words.setdefault(word, []).extend(dims)
    return {w: tuple(d) for w, d in words.items()}
