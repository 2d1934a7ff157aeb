"""Periods named without a year, placed where the data is.

"December" is read as the latest December that has started. When the data ends before it (a warehouse whose
data stops in 2013), the question means the latest December *with data*: the range (and the period it is
compared with, the same number of years back) moves back whole years until it holds data, and the answer
says so. A range with a year ("Dec 2025") or relative to today ("last month") is never moved.
"""

from __future__ import annotations

from datetime import date

from dateutil.relativedelta import relativedelta

from sqlclarify.semantic.query import TimeRange
from sqlclarify.state import Reading
from sqlclarify.understanding.dates import period_label

MAX_YEARS_BACK = 200  # data older than this is not looked for


def anchor_to_data(reading: Reading, coverage: tuple[date, date] | None) -> Reading:
    """The reading with a year-less period the data does not reach yet moved to the latest one with data (and
    a note saying so); the reading itself when nothing moves."""
    current = reading.query.time_range
    if current is None or not current.floating or coverage is None:
        return reading
    first, last = coverage
    start = date.fromisoformat(current.start)
    if start <= last:
        return reading  # it holds data already (or the data starts later: the answer says there is none)
    years = start.year - last.year + (1 if (start.month, start.day) > (last.month, last.day) else 0)
    if years <= 0 or years > MAX_YEARS_BACK or _moved(current, years)[1] < first:
        return reading
    moved = reading.model_copy(deep=True)
    query = moved.query
    query.time_range = _as_range(current, years)
    if query.compare_to is not None:
        query.compare_to = _as_range(query.compare_to, years)
    shown = query.time_range.label + (f" vs {query.compare_to.label}" if query.compare_to else "")
    asked = current.label + (f" vs {reading.query.compare_to.label}" if reading.query.compare_to else "")
    moved.notes = [n for n in moved.notes if current.label not in n]  # "… has not happened yet" no longer applies
    moved.notes.append(f"The data ends on {last.isoformat()}: I used {shown} (not {asked}), the latest with data.")
    return moved


def _moved(found: TimeRange, years: int) -> tuple[date, date]:
    start, end = date.fromisoformat(found.start), date.fromisoformat(found.end)
    month_end = end + relativedelta(day=31) == end  # "Feb 2016" ends on the 29th, "Feb 2015" on the 28th
    start, end = start - relativedelta(years=years), end - relativedelta(years=years)
    return start, (end + relativedelta(day=31) if month_end else end)


def _as_range(found: TimeRange, years: int) -> TimeRange:
    start, end = _moved(found, years)
    return TimeRange(start=start.isoformat(), end=end.isoformat(), label=period_label(start, end), floating=True)
