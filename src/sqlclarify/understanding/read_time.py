"""Dates and periods: the time range, the period compared with, growth per period and running totals."""

from __future__ import annotations

import re
from datetime import date

from sqlclarify.semantic.compile import is_additive
from sqlclarify.semantic.query import GroupBy, TimeRange
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.dates import (
    STEP_GRAINS,
    find_time_request,
    leftover_date_words,
    one_step_back,
    period_end,
    previous_period,
)
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.label_phrases import PARENTHESES
from sqlclarify.understanding.restated_months import restated_month_spans
from sqlclarify.understanding.shapes import (
    ALL_TIME,
    CHANGE_WORDS,
    COMPARE_WORDS,
    GRAIN_WORDS,
    MOVES_BACK,
    PERIOD_MOVE,
    RUNNING_TOTAL,
    SINCE_THE_START,
)
from sqlclarify.understanding.text import WorkText, phrase_pattern, singular

# "was the price higher in 2025 than in 2024": a comparative said before two periods joined by "than"
COMPARED_THAN = re.compile(
    r"(?<![\w-])(?:higher|lower|bigger|smaller|greater|larger|more|less|fewer|better|worse|than)(?![\w-])"
)


def read_time(work: WorkText, text: str, today: date, found: Found, vocab: Vocabulary | None = None) -> None:
    request = find_time_request(text, today)
    if request is None:
        leftovers = leftover_date_words(text, [])
        if leftovers:
            found.reading.date_note = f"I could not read the dates in '{', '.join(leftovers)}'"
            found.mentioned.add("time")
        return
    found.reading.query.time_range = TimeRange(**request.range.as_dict())
    if request.compare_to is not None:
        found.reading.query.compare_to = TimeRange(**request.compare_to.as_dict())
        for word in COMPARE_WORDS:
            while work.take(word):
                pass
        if re.search(r"(?<![\w-])than(?![\w-])", work.work):  # "higher in 2025 than in 2024": its own words
            for m in COMPARED_THAN.finditer(work.work):
                work.blank(m.start(), m.end())
    # "the summer of 2024, June to August": the months said again are read with the range
    spans = [*request.spans, *restated_month_spans(text, list(request.spans), request.range.start, request.range.end)]
    for start, end in spans:
        work.blank(start, end)
    found.time_spans = spans
    found.mentioned.add("time")
    change = CHANGE_WORDS.search(work.work)
    if change and vocab is not None and _in_metric_label(work.work, change.start(), change.end(), vocab):
        change = None  # "same-store sales growth by month": the metric Same-Store Sales Growth, no comparison
    if change:
        grain_asked = any(phrase_pattern(p).search(work.work) for ps in GRAIN_WORDS.values() for p in ps)
        if request.compare_to is None and request.ends is not None and not grain_asked:
            # "how did sales change between 2010 and 2015": 2015 beside 2010, not 2010–2015 beside the years before
            first, last = request.ends
            found.reading.query.time_range = TimeRange(**last.as_dict())
            found.reading.query.compare_to = TimeRange(**first.as_dict())
        elif request.compare_to is None and request.range.start > date.min:  # "through 2025": none before it
            before = previous_period(request.range.start, request.range.end)
            found.reading.query.compare_to = TimeRange(**before.as_dict())
            found.change_word = True
        work.blank(change.start(), change.end())
    leftovers = leftover_date_words(text, spans)
    if leftovers:
        found.reading.date_note = f"I read {request.range.label} but not '{', '.join(leftovers)}'"
    elif request.future:
        found.reading.notes.append(f"{request.range.label} has not happened yet, so there is no data for it yet.")


def _in_metric_label(text: str, start: int, end: int, vocab: Vocabulary) -> bool:
    """Whether the change word at [start, end) is a word of a metric's label said whole around it."""
    for metric in vocab.metrics_by_label_word.get(singular(text[start:end]), ()):
        said = vocab.metric_label(metric).lower()
        # "Net MRR change (USD)" is said without its unit: "net MRR change each quarter"
        for label in {" ".join(said.split()), " ".join(PARENTHESES.sub(" ", said).split())}:
            at = text.find(label, max(0, end - len(label)), start + len(label)) if label else -1
            if at != -1 and at <= start and end <= at + len(label):
                return True
    return False


def read_period_growth(found: Found) -> None:
    """Growth for each period: "month over month growth in 2013" (a range of several months, compared a month
    back) is each month beside the month before it; so is "monthly revenue growth in 1997" (a grain and a
    change word). "Revenue by month, 2025 vs 2024" keeps its comparison: each month beside a year earlier."""
    query = found.reading.query
    if query.compare_to is None or query.time_range is None:
        return
    start, end = date.fromisoformat(query.time_range.start), date.fromisoformat(query.time_range.end)
    compared = (date.fromisoformat(query.compare_to.start), date.fromisoformat(query.compare_to.end))
    grouped = next((g for g in query.group_by if g.dimension == "metric_time"), None)
    if grouped is None:
        step = next((g for g in STEP_GRAINS if one_step_back(start, end, g) == compared), None)
        if step is None or compared[1] < start:  # one period back of a single period: a plain comparison
            return
        query.group_by.insert(0, GroupBy(dimension="metric_time", grain=step))
        found.mentioned.add("grain")
    elif found.change_word and grouped.grain in STEP_GRAINS:
        step = grouped.grain
    else:
        return
    first, last = one_step_back(start, end, step)
    query.compare_to = TimeRange(
        start=first.isoformat(), end=last.isoformat(), label=f"the {step} before each {step}", floating=False
    )


def read_running_total(work: WorkText, found: Found, vocab: Vocabulary) -> None:
    """'running total of flights by month': each period's value added to those before it (see fit.py). Words
    that say a cumulative metric's own label ("cumulative revenue" for *Cumulative Revenue*) are that metric,
    whatever period is asked: the catalog's running total, counted from its own start."""
    m = RUNNING_TOTAL.search(work.work)
    if m and _says_cumulative_label(work.work[m.start() :], vocab):
        return
    if m:
        work.blank(m.start(), m.end())
        found.reading.query.running_total = True
        found.mentioned.add("running_total")
        since = SINCE_THE_START.search(work.work)
        if since:
            work.blank(since.start(), since.end())
            found.reading.running_from_start = True


# "month-to-date sign-ups for each day of March": a to-date word that named no metric and no range (the period named
# beside it is the range, see dates.py)
TO_DATE = re.compile(r"(?<![\w])(?:(?P<unit>week|month|quarter|year)[\s-]+to[\s-]+date|(?P<short>[wmqy])td)(?![\w])")


def read_to_date_running_total(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """A to-date word left beside a range of exactly one such period ("month-to-date … each day of March 2024"):
    each day's total so far in that period, a running total from the range's first day, for metrics that add up
    (sums, counts). Any other range (two months: a to-date value restarts each month) or metric (a distinct count)
    leaves the word to be asked about."""
    m = TO_DATE.search(work.work)
    period = found.reading.query.time_range
    if m is None or period is None or any(work.used[m.start() : m.end()]):
        return
    metrics = found.reading.query.metrics
    if not metrics or not all(is_additive(vocab.layer, name) for name in metrics):
        return
    unit = m.group("unit") or {"w": "week", "m": "month", "q": "quarter", "y": "year"}[m.group("short")]
    start, end = date.fromisoformat(period.start), date.fromisoformat(period.end)
    if not _starts(start, unit) or period_end(start, unit) != end:
        return
    work.blank(m.start(), m.end())
    found.reading.query.running_total = True
    found.mentioned.add("running_total")


def _starts(day: date, unit: str) -> bool:
    """Whether `day` is the first day of its week (a Monday), month, quarter or year."""
    if unit == "week":
        return day.weekday() == 0
    firsts = {"month": range(1, 13), "quarter": (1, 4, 7, 10), "year": (1,)}[unit]
    return day.day == 1 and day.month in firsts


def _says_cumulative_label(rest: str, vocab: Vocabulary) -> bool:
    words = rest.lower().split()
    for metric in vocab.layer.metrics.values():
        if metric.type == "cumulative" and metric.label:
            label = metric.label.lower().split()
            if words[: len(label)] == label:
                return True
    return False


def read_all_time(work: WorkText, found: Found) -> None:
    """'our top 10 customers by net revenue, all time', 'across the whole history': every date the data has, as a
    question with no period is read anyway; said with a period of its own, the words are left to be asked about."""
    if found.reading.query.time_range is not None:
        return
    m = ALL_TIME.search(work.work)
    if m:
        work.blank(m.start(), m.end())
        found.reading.notes.append(f"I read '{work.said(m.start(), m.end()).strip()}' as every date in the data.")


def read_period_move(work: WorkText, found: Found) -> None:
    """'and the month before?': a follow-up moves the last answer's period (see merge_follow_up); said alone, with
    no period to move, the words are asked about."""
    if found.reading.query.time_range is not None:
        return
    m = PERIOD_MOVE.search(work.work)
    if m is None:
        return
    when = m.group("when") or m.group("when2")
    found.period_move = (
        m.group("unit") or m.group("unit2"),
        -1 if when in MOVES_BACK else 1,
        work.said(m.start(), m.end()),
    )
    work.blank(m.start(), m.end())
