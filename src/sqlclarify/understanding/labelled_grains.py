"""A metric whose label names its period ("Monthly Fill Level", "Stored Water (Month End)"), asked for over
several of those periods, is answered one value per period — not one value over the whole range.

"monthly fill level from March to June" read as the metric Monthly Fill Level had its grain word taken by the
label, and the answer averaged four months into one number no one asked for; "stored water at month end, January
through April" summed four month-end balances into a balance of nothing. The grain the label says is the
breakdown, when:
- the question said that grain word (it is the label's, so no other reading took it as a grain);
- the range holds two periods of it or more, and nothing else asks for one number: no period by period already,
  no comparison, running total or ranking, and no word that aggregates ("average monthly fill level", "total");
- one number over the range would mislead: the metric is no plain sum or count (an average, a rate), or its label
  says a balance taken at the period's end. A sum per day ("daily inflow in Q3") adds up, and stays one
  number."""

from __future__ import annotations

import re
from datetime import date

from dateutil.relativedelta import relativedelta

from sqlclarify.semantic.compile import is_additive
from sqlclarify.semantic.query import GroupBy
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found

# the grain a label's word names
LABEL_GRAINS = {
    "daily": "day",
    "weekly": "week",
    "monthly": "month",
    "quarterly": "quarter",
    "yearly": "year",
    "annual": "year",
}
# a balance taken at the end of each period: "(Month End)", "end of month", "year-end"
PERIOD_END = re.compile(
    r"(?<![\w])(?:(day|week|month|quarter|year)[\s-]+end|end\s+of\s+(?:the\s+)?(day|week|month|quarter|year))(?![\w])"
)
# words that ask for one number over the range
AGGREGATING = re.compile(
    r"(?<![\w])(?:average|avg|mean|total|overall|sum|combined|cumulative|altogether|whole)(?![\w])", re.IGNORECASE
)
STEPS = {
    "day": relativedelta(days=1),
    "week": relativedelta(weeks=1),
    "month": relativedelta(months=1),
    "quarter": relativedelta(months=3),
    "year": relativedelta(years=1),
}


def series_by_labelled_grain(vocab: Vocabulary, found: Found) -> None:
    """Break the answer down by the period its one metric's label names, when the range holds several."""
    reading = found.reading
    query = reading.query
    if len(query.metrics) != 1 or reading.metric_candidates or query.time_range is None:
        return
    if any(g.dimension == "metric_time" for g in query.group_by):
        return
    if query.compare_to or query.running_total or query.top or query.order_by or query.limit or query.part:
        return
    if found.top_n or found.period_move:
        return
    text = found.reading_text.lower()
    if AGGREGATING.search(text):
        return
    name = query.metrics[0]
    label = vocab.metric_label(name).lower()
    grain, at_period_end = _label_grain(label)
    if grain is None or not _said(grain, text, label):
        return
    if is_additive(vocab.layer, name) and not at_period_end:
        return  # a sum per day adds up over the range: one number is the answer
    if _periods(query.time_range.start, query.time_range.end, grain) < 2:
        return
    query.group_by.insert(0, GroupBy(dimension="metric_time", grain=grain))  # type: ignore[arg-type]
    found.mentioned.add("grain")


def _label_grain(label: str) -> tuple[str | None, bool]:
    """The grain a label names, and whether it names the period's end."""
    m = PERIOD_END.search(label)
    if m:
        return m.group(1) or m.group(2), True
    word = next((w for w in re.findall(r"[a-z]+", label) if w in LABEL_GRAINS), None)
    return (LABEL_GRAINS[word], False) if word else (None, False)


def _said(grain: str, text: str, label: str) -> bool:
    """Whether the question said the label's grain word: "monthly", or "month end" / "end of the month"."""
    words = [w for w, g in LABEL_GRAINS.items() if g == grain and w in label]
    if any(re.search(rf"(?<![\w]){w}(?![\w])", text) for w in words):
        return True
    return any((m.group(1) or m.group(2)) == grain for m in PERIOD_END.finditer(text))


def _periods(start: str, end: str, grain: str) -> int:
    """How many periods of `grain` begin within the closed range of days (at most 3: enough to tell)."""
    first, last = date.fromisoformat(start), date.fromisoformat(end)
    count, day = 0, first
    while day <= last and count < 3:
        count += 1
        day += STEPS[grain]
    return count
