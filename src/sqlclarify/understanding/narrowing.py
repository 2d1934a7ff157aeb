"""A follow-up that narrows the last answer ("just Fast Pass", "only active loans", "only customers who came from
Facebook"): it keeps the rows' breakdowns, the period and the metric, and only picks fewer rows. A metric the
follow-up seems to name is read as the rows it describes:
- a metric whose own definition is a filter the last metric can take ("active loans": the loan count where
  `status = 'active'`) gives that filter to the last metric;
- a metric word beside a filter of the rows ("customers" in "only customers who came from Facebook") names the
  things those rows are about, not a new metric.
Naming one of the last answer's own metrics ("just revenue" after revenue and orders) still narrows the metrics."""

from __future__ import annotations

import re

from sqlclarify.semantic.compile import CompileError
from sqlclarify.semantic.filters import filter_refs
from sqlclarify.semantic.joins import metric_models
from sqlclarify.semantic.query import DimensionFilter
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found

# `{{ Dimension('loan__status') }} = 'active'`, `... IN ('a', 'b')`: a metric's own filter that is a value list
_VALUE_FILTER = re.compile(
    r"^\s*\{\{\s*Dimension\s*\(\s*['\"](?P<dim>[\w]+)['\"]\s*\)\s*\}\}\s*"
    r"(?:=\s*'(?P<one>[^']*)'|in\s*\((?P<many>\s*'[^']*'(?:\s*,\s*'[^']*')*\s*)\))\s*$",
    re.IGNORECASE,
)


_NOT_NULL = re.compile(r"^\s*\{\{\s*Dimension\s*\([^)]*\)\s*\}\}\s+is\s+not\s+null\s*$", re.IGNORECASE)


def narrowed_metric(previous: list[str], found: Found, vocab: Vocabulary) -> tuple[list[str], list[DimensionFilter]]:
    """The metrics a narrowing follow-up keeps (the last answer's) and the filters its metric words stand for;
    ([], []) when the follow-up truly names other metrics."""
    if len(previous) != 1:
        return [], []
    new = found.reading.query.metrics
    if new and set(new) <= set(previous):
        return [], []
    last = previous[0]
    if len(new) == 1:
        filters = _own_filters(new[0], last, vocab)
        if filters:
            return [last], filters
        if _rows_counted_after_value(found, new[0], last, vocab):  # "only the long sessions" after recording hours
            return [last], []
    if not new and found.reading.metric_candidates and _rows_named(found, last, vocab):
        return [last], []
    return [], []


def things_named(found: Found) -> list[str]:
    """The unplaced word right after a value that ends a narrowing follow-up ("only advanced players"): the things
    the value describes, whatever the catalog calls them — the rows the filter picks, not another question."""
    text = found.reading_text
    said = []
    for _, end in found.value_spans:
        m = re.match(r"\s+([A-Za-z][\w-]*)\W*$", text[end:])
        if m and m.group(1) in found.reading.unplaced:
            said.append(m.group(1))
    return said


def _rows_counted_after_value(found: Found, metric: str, last: str, vocab: Vocabulary) -> bool:
    """Whether `metric` is only a plain count of the rows `last` is measured on, said right after a value the
    follow-up filters those rows to ("long sessions": the sessions that are long, not the count of sessions)."""
    definition = vocab.layer.metrics.get(metric)
    if definition is None or definition.type != "simple" or definition.measure is None:
        return False
    if any(not _NOT_NULL.match(text) for text in definition.filter):  # "recording_type is not null": every row
        return False
    measure = vocab.layer.measures.get(definition.measure.name)
    if measure is None or measure[1].agg not in ("count", "count_distinct") or definition.measure.filter:
        return False
    try:
        same_rows = [m.name for m in metric_models(vocab.layer, metric)] == [
            m.name for m in metric_models(vocab.layer, last)
        ]
    except CompileError:
        return False
    if not same_rows or not _rows_named(found, last, vocab):
        return False
    text = found.reading_text
    return any(
        not text[end:start].strip()
        for start, _, metrics in found.metric_mentions
        if metric in metrics
        for _, end in found.value_spans
        if end <= start
    )


def _rows_named(found: Found, last: str, vocab: Vocabulary) -> bool:
    """Whether the follow-up picks rows the last metric can be filtered to (a value or a flag of its dimensions)."""
    return any(vocab.takes(last, f.dimension) for f in found.reading.query.filters)


def _own_filters(metric: str, last: str, vocab: Vocabulary) -> list[DimensionFilter]:
    """`metric`'s own filters as value filters `last` can take; [] unless `metric` is `last`'s kind of thing
    counted or summed with only such filters."""
    definition = vocab.layer.metrics.get(metric)
    if definition is None or definition.type != "simple" or not definition.filter:
        return []
    filters = []
    for text in definition.filter:
        match = _VALUE_FILTER.match(text)
        refs = filter_refs(text)
        if match is None or len(refs) != 1:
            return []
        dimension = _dimension_taken(refs[0].name, last, vocab)
        if dimension is None:
            return []
        many = match.group("many")
        values = re.findall(r"'([^']*)'", many) if many else [match.group("one")]
        filters.append(DimensionFilter(dimension=dimension, values=values))
    return filters


def _dimension_taken(reference: str, metric: str, vocab: Vocabulary) -> str | None:
    """The name under which `metric` takes the dimension a filter refers to (`loan__status`: `status`)."""
    short = reference.rpartition("__")[2]
    for name in (short, reference):  # the plain name first, as the reader writes its own filters
        if vocab.takes(metric, name):
            return name
    return None
