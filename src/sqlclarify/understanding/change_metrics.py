"""'year-over-year change in new members': a change of a metric over the period before each period, where the
catalog has a derived metric that is exactly that change (`m - m offset by 1 year`), is that metric — the
catalog's own definition, not one the reader composes."""

from __future__ import annotations

import re
from datetime import date

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.dates import one_step_back
from sqlclarify.understanding.found import Found

GROWTH_WORDS = re.compile(r"(?<![\w])(?:growth|grew|grow|growing|percent|pct)(?![\w])|%", re.IGNORECASE)


def use_catalog_change_metric(vocab: Vocabulary, found: Found) -> None:
    """Swap a metric compared with the period before each period for the catalog's one derived metric of that
    change at the same grain (said in the answer)."""
    query = found.reading.query
    grains = [g.grain for g in query.group_by if g.dimension == "metric_time" and g.grain]
    if len(query.metrics) != 1 or query.compare_to is None or len(grains) != 1:
        return
    metric = query.metrics[0]
    kind = "growth" if GROWTH_WORDS.search(found.reading_text) else "change"
    fitting = [name for name in vocab.layer.metrics if _change_of(vocab, name, metric) == (grains[0], kind)]
    if not fitting and kind == "growth":  # a change the catalog defines only as a difference
        fitting = [name for name in vocab.layer.metrics if _change_of(vocab, name, metric) == (grains[0], "change")]
    if len(fitting) != 1:
        return
    query.metrics = fitting
    query.compare_to = None
    found.reading.notes.append(
        f"I used {vocab.metric_label(fitting[0])}, the catalog's own change of {vocab.metric_label(metric)}."
    )


def keep_own_change_metric(vocab: Vocabulary, found: Found) -> None:
    """'day-over-day revenue growth for each day of July 1-7': the metric read is itself the catalog's change over
    the period before (a derived metric with an offset input); the words that named it compare nothing more, so
    the comparison they also read one such period back is dropped — never a change of the change. With no metric
    read at all ("day-over-day growth for each day"), the catalog's one growth (or change) metric over that period
    is the metric the words name."""
    reading = found.reading
    query = reading.query
    if query.compare_to is None or query.time_range is None:
        return
    if reading.knows_metric:
        if len(query.metrics) != 1:
            return
        change = own_change(vocab, query.metrics[0])
        named = query.metrics[0]
    else:
        kind = "growth" if GROWTH_WORDS.search(found.reading_text) else "change"
        grains = {g.grain for g in query.group_by if g.dimension == "metric_time" and g.grain}
        fitting = [n for n in vocab.layer.metrics if (c := own_change(vocab, n)) and c[1] == kind and {c[0]} >= grains]
        if len(fitting) != 1:
            return
        named, change = fitting[0], own_change(vocab, fitting[0])
    grains = {g.grain for g in query.group_by if g.dimension == "metric_time" and g.grain}
    if change is None or grains - {change[0]}:
        return
    start, end = date.fromisoformat(query.time_range.start), date.fromisoformat(query.time_range.end)
    if date.fromisoformat(query.compare_to.start) != one_step_back(start, end, change[0])[0]:
        return
    query.compare_to = None
    if named not in query.metrics:
        query.metrics = [named]
        found.mentioned.add("metric")


def own_change(vocab: Vocabulary, name: str) -> tuple[str, str] | None:
    """(grain, 'change' or 'growth') when `name` is a derived metric of some metric's change over one period,
    a growth said as a fraction or in percent (`* 100`); None otherwise."""
    derived = vocab.layer.metrics[name]
    if derived.type != "derived" or len(derived.metrics) != 2:
        return None
    base = next((i.name for i in derived.metrics if not i.offset_window), None)
    if base is None:
        return None
    return _change_of(vocab, name, base, percent=True)


def _change_of(vocab: Vocabulary, name: str, metric: str, percent: bool = False) -> tuple[str, str] | None:
    """(the grain: 'year', 'month', ...; 'change' or 'growth') when derived metric `name` is `metric` minus
    `metric` one such period earlier (a change), or that difference over the earlier value (a growth); None
    when it is neither."""
    derived = vocab.layer.metrics[name]
    if derived.type != "derived" or len(derived.metrics) != 2 or not derived.expr:
        return None
    now = next((i for i in derived.metrics if i.name == metric and not i.offset_window and not i.filter), None)
    then = next((i for i in derived.metrics if i.name == metric and i.offset_window and not i.filter), None)
    if now is None or then is None:
        return None
    expr = re.sub(r"\s+", "", derived.expr.lower())
    a, b = (now.alias or now.name).lower(), (then.alias or then.name).lower()
    hundred = r"(?:\*100(?:\.0*)?)?" if percent else ""
    growth = re.fullmatch(
        rf"\({re.escape(a)}-{re.escape(b)}\)/(?:nullif\({re.escape(b)},0\)|{re.escape(b)}){hundred}", expr
    )
    if expr != f"{a}-{b}" and not growth:
        return None
    m = re.fullmatch(r"\s*1\s+(day|week|month|quarter|year)s?\s*", then.offset_window or "")
    return (m.group(1), "growth" if growth else "change") if m else None
