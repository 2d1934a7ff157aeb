"""Shares the catalog already has as metrics. "What percent of trips happened in adverse weather" is read as a part
(the adverse-weather flag) of a count; where the catalog defines that very share (*Adverse Weather Trip %*: trips
filtered to the flag over all trips) the answer is that metric, as its author computes it (fit.py asks here).
And a ratio read by its own words keeps no filter its numerator already picks ("what share of orders were
pre-orders": *Pre-order Order Share*, not that share among pre-orders only)."""

from __future__ import annotations

import re

from sqlclarify.semantic.model import Metric, SemanticLayer
from sqlclarify.semantic.query import DimensionFilter
from sqlclarify.understanding.candidates import Vocabulary, words_of
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.shapes import GENERIC_METRIC_WORDS, SHARE_WORDS
from sqlclarify.understanding.text import WorkText, singular

_TRUE = {"1", "true", "yes", "t", "y"}
_FALSE = {"0", "false", "no", "f", "n"}


def share_metric_of(vocab: Vocabulary, metric: str, part: DimensionFilter) -> str | None:
    """The catalog's metric that is the share of `metric`'s rows with `part`: a ratio, or a derived `a / b` (times
    100 or not), whose numerator counts the same measure filtered to the part and whose denominator counts it
    unfiltered (the question's count may be another filtered count of it: "trips late at night" read as Night
    trips). One such metric, or none."""
    if len(part.values) != 1 or part.exclude:
        return None
    layer = vocab.layer
    measure = _simple_measure(layer, metric)
    if measure is None:
        return None
    bare = part.dimension.rpartition("__")[2].lower()
    shares = [
        name
        for name, candidate in layer.metrics.items()
        if (pair := _over(candidate)) is not None
        and all(p in layer.metrics for p in pair)
        and _simple_measure(layer, pair[1]) == measure
        and not layer.metrics[pair[1]].filter
        and _simple_measure(layer, pair[0]) == measure
        and _picks(layer.metrics[pair[0]], bare, part.values[0])
    ]
    return shares[0] if len(shares) == 1 else None


def drop_numerators_own_value(vocab: Vocabulary, found: Found) -> None:
    """A filter on a value the read ratio's numerator counts and its label says (pre-orders of *Pre-order Order
    Share*, numerator *Pre-order Count*): the ratio's own words, not a filter."""
    query = found.reading.query
    if len(query.metrics) != 1 or query.metrics[0] not in vocab.layer.metrics:
        return
    pair = _over(vocab.layer.metrics[query.metrics[0]])
    if pair is None or not all(p in vocab.layer.metrics for p in pair):
        return
    own = vocab.label_word_sets.get(query.metrics[0], frozenset())
    numerator = vocab.label_word_sets.get(pair[0], frozenset())
    denominator = vocab.label_word_sets.get(pair[1], frozenset())
    kept = []
    for f in query.filters:
        words = {singular(w) for v in f.values for w in words_of(str(v))}
        if f.exclude or not words or not words <= own & numerator or words <= denominator:
            kept.append(f)
            continue
        found.values.pop(f.dimension, None)
    query.filters = kept


def _over(metric: Metric) -> tuple[str, str] | None:
    """(numerator, denominator) of a ratio, or of a derived `a / b` (times 100 or not), with no filters of its own."""
    if metric.filter:
        return None
    if metric.type == "ratio" and metric.numerator and metric.denominator:
        if metric.numerator.filter or metric.denominator.filter:
            return None
        return metric.numerator.name, metric.denominator.name
    if (
        metric.type == "derived"
        and metric.expr
        and len(metric.metrics) == 2
        and not any(i.filter for i in metric.metrics)
    ):
        names = {(i.alias or i.name): i.name for i in metric.metrics}
        m = re.fullmatch(r"\s*\(?\s*(\w+)\s*/\s*(\w+)\s*\)?\s*(?:\*\s*100(?:\.0*)?)?\s*", metric.expr)
        if m and m.group(1) in names and m.group(2) in names:
            return names[m.group(1)], names[m.group(2)]
    return None


def _simple_measure(layer: SemanticLayer, name: str) -> str | None:
    metric = layer.metrics.get(name)
    if metric is None or metric.type != "simple" or metric.measure is None or metric.measure.filter:
        return None
    return metric.measure.name


def _picks(metric: Metric, dimension: str, value: str) -> bool:
    """Whether a metric's one filter keeps `dimension` = `value` (a true/false one said as true or false)."""
    if len(metric.filter) != 1:
        return False
    m = re.fullmatch(
        r"\s*\{\{\s*Dimension\(\s*'(?:\w+__)?(\w+)'\s*\)\s*\}\}\s*(?:=|==|is)\s*'?([\w -]+?)'?\s*",
        metric.filter[0].strip(),
        re.IGNORECASE,
    )
    if m is None or m.group(1).lower() != dimension:
        return False
    said, wanted = m.group(2).strip().lower(), value.strip().lower()
    return said == wanted or (said in _TRUE and wanted in _TRUE) or (said in _FALSE and wanted in _FALSE)


def read_share_of_count(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'What percent of fault events were critical?': a share word left with a count read (*Critical Fault
    Events*) that is the numerator of one catalog ratio whose denominator the question names too (*Total Fault
    Events*): that ratio (*Critical Fault Rate*)."""
    query = found.reading.query
    said = [w for w in found.set_aside if SHARE_WORDS.fullmatch(w.strip().lower())]
    if not said or len(query.metrics) != 1 or query.part is not None:
        return
    question = {singular(w) for w in words_of(work.original)}
    ratios = [
        name
        for name, metric in vocab.layer.metrics.items()
        if (pair := _over(metric)) is not None
        and pair[0] == query.metrics[0]
        and (words := vocab.label_word_sets.get(pair[1], frozenset()) - GENERIC_METRIC_WORDS)
        and words <= question
    ]
    if len(ratios) != 1:
        return
    query.metrics = [ratios[0]]
    found.set_aside = [w for w in found.set_aside if w not in said]
