"""Calendar arithmetic on ISO days in Python (time ranges are literals in the SQL, so they work on DATE,
TIMESTAMP and ISO text columns alike)."""

from __future__ import annotations

import re
from datetime import date, timedelta

from dateutil.relativedelta import relativedelta

from sqlclarify.semantic.errors import CompileError
from sqlclarify.semantic.model import GRAINS, Grain

_WINDOW = re.compile(r"^\s*(\d+)\s+(day|week|month|quarter|year)s?\s*$", re.IGNORECASE)


def parse_day(text: str, what: str) -> date:
    try:
        return date.fromisoformat(text[:10])
    except ValueError as err:
        raise CompileError(f"{what}: {text!r} is not an ISO date (YYYY-MM-DD)") from err


def parse_window(text: str, what: str) -> tuple[int, str]:
    """'7 days' → (7, 'day'); weeks become days and quarters months, the units every engine can add."""
    match = _WINDOW.match(text)
    if not match:
        raise CompileError(f"{what}: cannot read the window {text!r} (expected e.g. '7 days', '1 month')")
    amount, unit = int(match.group(1)), match.group(2).lower()
    if unit == "week":
        return amount * 7, "day"
    if unit == "quarter":
        return amount * 3, "month"
    return amount, unit


def shift_day(day: date, amount: int, unit: str) -> date:
    if unit == "day":
        return day + timedelta(days=amount)
    if unit == "month":
        return day + relativedelta(months=amount)
    return day + relativedelta(years=amount)


def truncate_day(day: date, grain: Grain) -> date:
    if grain == "day":
        return day
    if grain == "week":
        return day - timedelta(days=day.weekday())
    if grain == "month":
        return day.replace(day=1)
    if grain == "quarter":
        return day.replace(month=(day.month - 1) // 3 * 3 + 1, day=1)
    return day.replace(month=1, day=1)


def grain_rank(grain: Grain) -> int:
    return GRAINS.index(grain)


def grain_step(grain: Grain) -> tuple[int, str]:
    """One period of `grain` as an amount of days, months or years."""
    return {"day": (1, "day"), "week": (7, "day"), "month": (1, "month"), "quarter": (3, "month"), "year": (1, "year")}[
        grain
    ]


def like_for_like(
    current: tuple[date, date], compare: tuple[date, date], coverage: tuple[date, date]
) -> tuple[tuple[date, date], tuple[date, date]] | None:
    """The same stretch of both periods that the data covers in both ("2015 vs 2014" on data ending 2015-07-31:
    Jan 1-Jul 31 of each), or None when the data covers both periods whole (or no common stretch at all)."""
    if all(coverage[0] <= day <= coverage[1] for day in (*current, *compare)):
        return None
    shift = relativedelta(current[0], compare[0])  # one period to the other: a year, a month, some days
    start, end = max(current[0], coverage[0]), min(current[1], coverage[1])
    if compare[0] < coverage[0]:
        start = max(start, coverage[0] + shift)
    if compare[1] > coverage[1]:
        end = min(end, coverage[1] + shift)
    if start > end:
        return None
    # an end the data does not cut stays as asked (Nov 30 is the end of November, not Dec 31 less a month)
    before = (compare[0] if start == current[0] else start - shift, compare[1] if end == current[1] else end - shift)
    return (start, end), before
