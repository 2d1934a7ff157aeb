"""Suggested questions: a handful of examples built from the catalog — a metric × a dimension × a recent period
that has data — each checked to be one the agent answers without asking back."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import date, timedelta

from sqlclarify.resources import Catalog, data_coverage
from sqlclarify.semantic.model import METRIC_TIME
from sqlclarify.understanding.fit import fit_to_metrics
from sqlclarify.understanding.intent import classify_intent
from sqlclarify.understanding.interpret import read_question
from sqlclarify.understanding.questions import filter_questions, metric_questions

DEFAULT_COUNT = 6
MAX_BREAKDOWN_VALUES = 8  # a breakdown worth suggesting reads (and charts) well
Extra = Iterable[str] | Callable[[], Iterable[str]] | None


VERIFIED_SUGGESTIONS = 3  # verified questions listed first, at most; the catalog's fill the rest


def suggest_questions(
    catalog: Catalog | None, today: date, extra: Extra = None, count: int = DEFAULT_COUNT
) -> list[str]:
    """Up to `count` example questions; `extra` (e.g. verified questions, a list or a callable) come first."""
    given = list(extra() if callable(extra) else extra or [])
    found = list(dict.fromkeys(q.strip() for q in given if q and q.strip()))
    if catalog is None:
        return found[: max(count, len(found))]
    for phrasings in _candidates(catalog, today):
        if len(found) >= max(count, len(given)):
            break
        text = next((t for t in phrasings if answers_without_asking(catalog, t, today)), None)
        if text and text not in found:
            found.append(text)
    return found


def answers_without_asking(catalog: Catalog, text: str, today: date) -> bool:
    """True when the offline reader takes `text` whole, as a data question with nothing left to ask."""
    vocab = catalog.vocab
    found = read_question(text, vocab, today)
    if classify_intent(text, found, False, catalog.warehouse.schema().words) != "data_question":
        return False
    reading = fit_to_metrics(found.reading, vocab)
    if not reading.query.metrics or reading.ignored or reading.unplaced or reading.date_note:
        return False
    return not metric_questions(vocab, reading) and not filter_questions(vocab, reading, None)


def format_suggestions(questions: list[str]) -> str:
    """The suggestions as lines to show under a help text."""
    return "\n".join(["Try for example:", *(f"  {q}" for q in questions)]) if questions else ""


def _candidates(catalog: Catalog, today: date) -> Iterable[list[str]]:
    """Suggestions to make, most useful first (a daily series of the first metric, then one breakdown per
    metric), each as the phrasings to try in turn."""
    vocab = catalog.vocab
    metrics = list(vocab.layer.metrics)
    plans: list[tuple[str, str | None, str]] = []  # (metric, dimension to break down by or None, period)
    for name in metrics:  # a series of the first metric with dates, at its own grain (daily, monthly, … data)
        period = _series_period(catalog, name, today)
        if period is not None:
            plans.append((name, None, period))
            break
    for i, name in enumerate(metrics):
        period = _recent_period(catalog, name, today)
        dims = _breakdowns(catalog, name)
        series = _series_period(catalog, name, today) if not dims else None
        if series is not None and (name, None, series) not in plans:  # nothing to break it down by: a series
            plans.append((name, None, series))
        if period is None or not dims:
            continue
        plans.append((name, dims[i % len(dims)], period))
    for name, dim, period in plans:
        fixed = [f"for {v}" for v in _required_values(catalog, name, dim)]
        yield [
            " ".join(w for w in [metric_words, *fixed, f"by {by}", period] if w)
            for metric_words in _metric_phrases(catalog, name)[:2]
            for by in (_dimension_phrases(catalog, dim)[:2] if dim else [vocab.time_grains[name] or "day"])
        ]


def _series_period(catalog: Catalog, metric: str, today: date) -> str | None:
    """The span a series of `metric` at its grain reads well over: a recent month of days, the latest year of
    weeks, months or quarters (the one before when the latest has under three months of data), all years of
    years; None for a metric without dates or data."""
    grain = catalog.vocab.time_grains.get(metric)
    if grain is None:
        return None
    if grain == "day":
        return _recent_period(catalog, metric, today)
    coverage = data_coverage(catalog, [metric])
    if coverage is None:
        return None
    if grain == "year":
        return ""
    first, last = coverage
    year = last.year - 1 if last.month < 3 and first.year < last.year else last.year
    return f"in {year}"


def _recent_period(catalog: Catalog, metric: str, today: date) -> str | None:
    """'last month' when it holds data, else the last month that does; '' for a metric without dates."""
    if catalog.vocab.time_grains.get(metric) is None:
        return None if METRIC_TIME in catalog.layer.metrics[metric].requires else ""
    coverage = data_coverage(catalog, [metric])
    if coverage is None:
        return None
    first, last = coverage
    last_month_end = today.replace(day=1) - timedelta(days=1)
    if last_month_end.replace(day=1) <= last and last_month_end >= first:
        return "last month"
    return f"in {last:%b %Y}"


def _breakdowns(catalog: Catalog, metric: str) -> list[str]:
    """Categorical dimensions the metric takes, with a few values: the ones it requires first."""
    vocab = catalog.vocab
    takes = [d for d, values in vocab.values.items() if vocab.takes(metric, d) and len(values) > 1]
    small = [d for d in takes if len(vocab.values[d]) <= MAX_BREAKDOWN_VALUES]
    required = catalog.layer.metrics[metric].requires
    return sorted(small, key=lambda d: d not in required)


def _required_values(catalog: Catalog, metric: str, grouped: str | None) -> list[str]:
    """A real value for each dimension the metric requires and the question does not break down by."""
    vocab = catalog.vocab
    words = []
    for part in catalog.layer.metrics[metric].requires:
        if part in (METRIC_TIME, grouped) or not vocab.values.get(part):
            continue
        info = vocab.values[part][0]
        words.append(info.label or info.value)
    return words


def _metric_phrases(catalog: Catalog, metric: str) -> list[str]:
    """The metric's label, then its own synonyms (those no other metric shares)."""
    vocab = catalog.vocab
    own = [p for p, names in vocab.metric_phrases if names == (metric,)]
    label = vocab.metric_label(metric)
    return list(dict.fromkeys([label, *sorted(own, key=len)]))


def _dimension_phrases(catalog: Catalog, dimension: str) -> list[str]:
    vocab = catalog.vocab
    known = [p for p, d in vocab.dimension_phrases if d == dimension]
    label = vocab.dimension_label(dimension).lower()
    return list(dict.fromkeys([label, *sorted(known, key=len)]))
