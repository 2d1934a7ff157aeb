"""'year over year growth in total salary', 'month-over-month change in orders': growth per period with no period
named is every period of the data beside the one before it — not a question about which dates. The reader marks
the step (`Reading.growth_step`) and groups by it; the range is the data's own, filled in once the metric is known
and the data's first and last days are (`growth_over_coverage`, called by the disambiguate node)."""

from __future__ import annotations

import re
from datetime import date

from sqlclarify.semantic.query import GroupBy, TimeRange
from sqlclarify.state import Reading
from sqlclarify.understanding.dates import leftover_date_words, one_step_back, period_end
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.shapes import CHANGE_WORDS
from sqlclarify.understanding.text import WorkText

_STEP_WORDS = {"yoy": "year", "y/y": "year", "mom": "month", "m/m": "month", "qoq": "quarter", "q/q": "quarter"}
_STEP_WORDS |= {"wow": "week", "w/w": "week", "dod": "day", "d/d": "day"}
_PERIOD_OVER_PERIOD = re.compile(
    r"(?<![\w/])(?:(?P<unit>year|quarter|month|week|day)[-\s]+o(?:ver|n)[-\s]+(?P=unit)"
    r"|(?P<short>yoy|y/y|mom|m/m|qoq|q/q|wow|w/w|dod|d/d))(?![\w/])",
    re.IGNORECASE,
)


def read_growth_over_data(work: WorkText, found: Found) -> None:
    """With no period read, a period-over-period phrase (and the change word beside it) is growth per period over
    all the data: grouped by that step, the range left for the data to give."""
    reading = found.reading
    query = reading.query
    if query.time_range is not None or query.compare_to is not None:
        return
    if found.calendar_filters:  # "since FY2020": periods of the catalog's own column, which no date step counts
        return
    m = _PERIOD_OVER_PERIOD.search(work.work)
    if m is None or leftover_date_words(work.original, [m.span()]):
        return  # another date word the question said and the reader did not read: asked about, as before
    step = (m.group("unit") or _STEP_WORDS[m.group("short").lower()]).lower()
    work.blank(m.start(), m.end())
    if change := CHANGE_WORDS.search(work.work):
        work.blank(change.start(), change.end())
    reading.growth_step = step
    reading.date_note = ""
    if all(g.dimension != "metric_time" for g in query.group_by):
        query.group_by.insert(0, GroupBy(dimension="metric_time", grain=step))
    found.mentioned.update({"time", "grain"})


def growth_over_coverage(reading: Reading, coverage: tuple[date, date] | None) -> Reading:
    """The reading with its growth per period set over the data's whole periods, each beside the one before it;
    the reading itself when it asks no such growth, has a range already, or the data's span is unknown."""
    step = reading.growth_step
    if step is None or reading.query.time_range is not None or coverage is None:
        return reading
    first, last = coverage
    start, end = _period_start(first, step), period_end(last, step)
    before = one_step_back(start, end, step)
    filled = reading.model_copy(deep=True)
    label = f"{start.isoformat()} to {end.isoformat()}"
    filled.query.time_range = TimeRange(start=start.isoformat(), end=end.isoformat(), label=label)
    filled.query.compare_to = TimeRange(
        start=before[0].isoformat(), end=before[1].isoformat(), label=f"the {step} before each {step}"
    )
    return filled


def _period_start(day: date, step: str) -> date:
    if step == "year":
        return date(day.year, 1, 1)
    if step == "quarter":
        return date(day.year, 3 * ((day.month - 1) // 3) + 1, 1)
    if step == "month":
        return day.replace(day=1)
    if step == "week":
        return date.fromordinal(day.toordinal() - day.weekday())
    return day
