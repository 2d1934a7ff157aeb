"""Natural date ranges and comparisons ("Nov 2025", "last 7 days", "between March and May 2025", "Nov vs Oct").

The reader works in three passes: find the single periods ("atoms": "Oct 1", "May 2025", "Q3", "last month"),
join neighbours into ranges ("from A to B", "A-B", "between A and B"), then into comparisons ("A vs B",
"compare … between A and B", "… yoy"). A year written once serves both ends of a pair. Conventions, documented
in the docs (docs/ask-and-answer.md, docs/metrics.md):
- "last N days/weeks" are the N full days (7N days) before today; today is excluded.
- "last N months/quarters/years" (also "the last N full months") are the N full calendar periods before the
  current one; "next N …" are the N periods after the current one.
- "this week/month/quarter/year", "WTD/MTD/QTD/YTD" run from the period's first day to today.
- a period written without a year ("October", "Q2", "Oct 1") is the most recent one that has started.
- "until X" has an open start (`date.min`): all data up to the end of X.
- weeks start on Monday.
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

from dateutil.relativedelta import relativedelta

_MONTH_NUMBERS = {
    "jan": 1,
    "feb": 2,
    "mar": 3,
    "apr": 4,
    "may": 5,
    "jun": 6,
    "jul": 7,
    "aug": 8,
    "sep": 9,
    "oct": 10,
    "nov": 11,
    "dec": 12,
}
MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
YEAR = r"(?:19|20)\d{2}"
_DAY = r"(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?(?!\d)"
NUMBER_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "fourteen": 14,
    "thirty": 30,
    "ninety": 90,
}
_NUMBER = r"\d+|" + "|".join(NUMBER_WORDS)
_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
# Words before a bare "may" that make it the month rather than the verb.
_DATE_PREPOSITIONS = (
    "in for during of since from until till through thru to between and vs versus last next before after"
).split()


@dataclass(frozen=True)
class ResolvedRange:
    """A closed date interval with the words it came from; `future` when it starts after today."""

    start: date
    end: date
    label: str
    future: bool = False
    floating: bool = False  # a month, quarter or half named without a year: placed at the latest with data

    def as_dict(self) -> dict[str, Any]:
        found: dict[str, Any] = {"start": self.start.isoformat(), "end": self.end.isoformat(), "label": self.label}
        if self.floating:
            found["floating"] = True
        return found


@dataclass(frozen=True)
class DateMatch:
    range: ResolvedRange
    span: tuple[int, int]


@dataclass(frozen=True)
class TimeRequest:
    """The period a question asks about, the period to compare it with, and every span of text they used."""

    range: ResolvedRange
    compare_to: ResolvedRange | None = None
    spans: list[tuple[int, int]] = field(default_factory=list)
    future: bool = False
    # "between 2010 and 2015", "from Q2 to Q3": the two periods at the ends of a range, when they are alike (two
    # years, two quarters): a question about change compares the second with the first
    ends: tuple[ResolvedRange, ResolvedRange] | None = None


# ---------------------------------------------------------------- calendar helpers


def _month_end(day: date) -> date:
    return day + relativedelta(day=31)


def _quarter_start(day: date) -> date:
    return date(day.year, 3 * ((day.month - 1) // 3) + 1, 1)


def _month_number(word: str) -> int:
    return _MONTH_NUMBERS[word.lower().rstrip(".")[:3]]


def _label_for(start: date, end: date) -> str:
    if start == end:
        return start.isoformat()
    if start.day == 1 and end == _month_end(start):
        return start.strftime("%b %Y")
    if start == date(start.year, 1, 1) and end == date(start.year, 12, 31):
        return str(start.year)
    if start.month in {1, 7} and start.day == 1 and end == _month_end(start + relativedelta(months=5)):
        return f"H{start.month // 6 + 1} {start.year}"
    if start == _quarter_start(start) and end == _month_end(start + relativedelta(months=2)):
        return f"Q{(start.month - 1) // 3 + 1} {start.year}"
    if start.day == 1 and end == _month_end(end):
        first = start.strftime("%b") if start.year == end.year else start.strftime("%b %Y")
        return f"{first} to {end.strftime('%b %Y')}"
    return f"{start.isoformat()} to {end.isoformat()}"


def _shift(start: date, end: date, months: int = 0, days: int = 0) -> tuple[date, date]:
    """The same span moved back; a span ending on a month's last day still does."""
    if days:
        return start - timedelta(days=days), end - timedelta(days=days)
    new_end = end - relativedelta(months=months)
    if end == _month_end(end):
        new_end = _month_end(new_end)
    return start - relativedelta(months=months), new_end


# ---------------------------------------------------------------- atoms: single periods


@dataclass
class _Atom:
    """One written period. `place(year)` gives its days in a year; year-less atoms are placed by their pair."""

    span: tuple[int, int]
    kind: str  # "period" (may lack a year), "fixed" (already resolved), "bad" (date-like but invalid)
    year: int | None = None
    place: Callable[[int], tuple[date, date] | None] | None = None
    fixed: tuple[date, date, str] | None = None
    default: Callable[[], int] | None = None  # the year to use when nothing else tells
    forward: bool = False  # "next December": placed ahead of today, never moved to where the data is
    to_date: bool = False  # "MTD", "year to date": this period so far
    both_ends: bool = False  # "1 to 7 September": a range written whole ("from 1 to 7 September" ends on the 7th)

    @property
    def floating(self) -> bool:
        """Named without a year ("December", "Q4"): the latest one, wherever the data ends."""
        return self.kind == "period" and self.year is None and not self.forward

    def resolve(self, year: int | None = None) -> tuple[date, date] | None:
        if self.fixed:
            return self.fixed[0], self.fixed[1]
        assert self.place is not None
        chosen = year if year is not None else self.year
        if chosen is None:
            chosen = self.default() if self.default else None
        if chosen is None:
            return None
        try:
            return self.place(chosen)
        except ValueError:
            return None


def _safe(build: Callable[[int], tuple[date, date]]) -> Callable[[int], tuple[date, date] | None]:
    def place(year: int) -> tuple[date, date] | None:
        try:
            start, end = build(year)
        except ValueError:
            return None
        return (start, end) if start <= end else None

    return place


def _latest_started(place: Callable[[int], tuple[date, date] | None], today: date) -> Callable[[], int]:
    """The year of the most recent such period that has started (up to 8 years back, for Feb 29)."""

    def default() -> int:
        for year in range(today.year, today.year - 9, -1):
            placed = place(year)
            if placed and placed[0] <= today:
                return year
        return today.year

    return default


def _next_starting(place: Callable[[int], tuple[date, date] | None], today: date) -> Callable[[], int]:
    def default() -> int:
        for year in range(today.year, today.year + 9):
            placed = place(year)
            if placed and placed[0] > today:
                return year
        return today.year

    return default


def _year_of(m: re.Match, *groups: str) -> int | None:
    for name in groups:
        if m.group(name):
            return int(m.group(name))
    return None


def _atom_iso_day(m: re.Match, today: date) -> _Atom:
    y, mo, d = int(m.group("y")), int(m.group("mo")), int(m.group("d"))
    return _period(m, y, _safe(lambda year: (date(year, mo, d), date(year, mo, d))), today)


def _atom_slash_day(m: re.Match, today: date) -> _Atom:
    d, mo = int(m.group("d")), int(m.group("mo"))
    return _period(m, int(m.group("y")), _safe(lambda year: (date(year, mo, d), date(year, mo, d))), today)


def _atom_month_days(m: re.Match, today: date) -> _Atom:
    """ "Oct 1-15 2025", "1-15 Oct", "between 1 and 7 December": one month, two days."""
    month = _month_number(m.group("m") or m.group("m2") or m.group("m3"))
    d1 = _day_number(m.group("d1") or m.group("d1b") or m.group("d1c"))
    d2 = _day_number(m.group("d2") or m.group("d2b") or m.group("d2c"))
    atom = _period(m, _year_of(m, "y"), _safe(lambda y: (date(y, month, d1), date(y, month, d2))), today)
    atom.both_ends = True
    return atom


def _day_number(text: str) -> int:
    return int(re.sub(r"\D", "", text))


def _atom_month_day(m: re.Match, today: date) -> _Atom | None:
    if m.group("m").lower() == "may" and not m.group("y") and not _may_is_month(m):
        return None  # "top 3 may be"
    month = _month_number(m.group("m"))
    day = _day_number(m.group("d"))
    return _period(m, _year_of(m, "y"), _safe(lambda y: (date(y, month, day), date(y, month, day))), today)


_NTH_WEEK = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}


def _atom_week_of_month(m: re.Match, today: date) -> _Atom:
    """ "the first week of March": days 1-7 of the month (the second: 8-14, …; the last: its last seven days)."""
    month, nth = _month_number(m.group("m")), m.group("nth").lower()

    def place(y: int) -> tuple[date, date] | None:
        if nth == "last":
            end = _month_end(date(y, month, 1))
            return end - timedelta(days=6), end
        first = date(y, month, 1) + timedelta(days=7 * (_NTH_WEEK[nth] - 1))
        return first, first + timedelta(days=6)

    return _period(m, _year_of(m, "y"), _safe(place), today)


def _atom_days_of_month(m: re.Match, today: date) -> _Atom | None:
    """ "the first ten days of March", "the last 5 days of June 2025": days 1-N of the month (its last N days)."""
    said = m.group("n").lower()
    n = int(said) if said.isdigit() else NUMBER_WORDS.get(said)
    if not n or n > 31:
        return None
    month, last = _month_number(m.group("m")), m.group("end").lower() == "last"

    def place(y: int) -> tuple[date, date] | None:
        start, end = date(y, month, 1), _month_end(date(y, month, 1))
        if n > end.day:
            return None
        return (end - timedelta(days=n - 1), end) if last else (start, start + timedelta(days=n - 1))

    return _period(m, _year_of(m, "y"), _safe(place), today)


def _atom_month_year(m: re.Match, today: date) -> _Atom:
    month = _month_number(m.group("m")) if m.group("m") else int(m.group("mo"))
    year = int(m.group("y") or m.group("y2"))
    return _period(m, year, _safe(lambda y: (date(y, month, 1), _month_end(date(y, month, 1)))), today)


def _atom_quarter(m: re.Match, today: date) -> _Atom:
    quarter = int(m.group("q") or m.group("q2"))
    place = _safe(lambda y: (date(y, 3 * quarter - 2, 1), _month_end(date(y, 3 * quarter, 1))))
    return _period(m, _year_of(m, "y", "y2"), place, today)


# "the first half of this year", "the second half of last year": the year the words say, from today's
_RELATIVE_YEARS = {"this": 0, "current": 0, "last": -1, "previous": -1, "prior": -1, "next": 1}


def _atom_half(m: re.Match, today: date) -> _Atom:
    half = int(m.group("h")) if m.group("h") else (1 if m.group("hw") == "first" else 2)
    place = _safe(lambda y: (date(y, 6 * half - 5, 1), _month_end(date(y, 6 * half, 1))))
    year = _year_of(m, "y")
    if year is None and m.group("rel"):
        year = today.year + _RELATIVE_YEARS[m.group("rel").lower()]
    return _period(m, year, place, today)


def _atom_year(m: re.Match, today: date) -> _Atom:
    """ "2024", "calendar 2024", "calendar year 2024": January to December ("calendar" says the dates, never a
    season or fiscal year of the same number: its label keeps the word)."""
    year = int(m.group("y"))
    if m.group(0).lower().startswith("calendar"):
        return _fixed(m, date(year, 1, 1), date(year, 12, 31), f"{CALENDAR_WORD} {year}")
    return _period(m, year, _safe(lambda y: (date(y, 1, 1), date(y, 12, 31))), today)


CALENDAR_WORD = "calendar"


# "the first quarter", "the 3rd quarter of 2024": Q1 to Q4 ("last quarter" is the one before this one)
_NTH_QUARTER = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}


def _atom_nth_quarter(m: re.Match, today: date) -> _Atom:
    quarter = _NTH_QUARTER[m.group("nth").lower()]
    place = _safe(lambda y: (date(y, 3 * quarter - 2, 1), _month_end(date(y, 3 * quarter, 1))))
    return _period(m, _year_of(m, "y"), place, today)


def _atom_week_of_day(m: re.Match, today: date) -> _Atom:
    """ "the week of March 3": Monday to Sunday around that day; "the week starting March 3": seven days from it."""
    month = _month_number(m.group("m") or m.group("m2"))
    day = _day_number(m.group("d") or m.group("d2"))
    from_the_day = m.group("how").lower() != "of"

    def place(y: int) -> tuple[date, date]:
        first = date(y, month, day)
        if not from_the_day:
            first -= timedelta(days=first.weekday())
        return first, first + timedelta(days=6)

    return _period(m, _year_of(m, "y"), _safe(place), today)


def _atom_period_start(m: re.Match, today: date) -> _Atom:
    """ "the start of the year": this period's first day ("since the start of the year": this year so far)."""
    first = _relative("this", 1, m.group("unit").lower(), False, today)[0]
    return _fixed(m, first, first, first.isoformat())


def _atom_month(m: re.Match, today: date) -> _Atom | None:
    if m.group("m").lower() == "may" and not _may_is_month(m):
        return None
    month = _month_number(m.group("m"))
    place = _safe(lambda y: (date(y, month, 1), _month_end(date(y, month, 1))))
    atom = _period(m, None, place, today)
    kind = (m.group("kind") or "").lower()
    if kind == "next":
        atom.default = _next_starting(place, today)
        atom.forward = True
    elif kind == "last":  # "last November" in November is a year ago
        atom.default = lambda: _latest_started(place, today - relativedelta(months=1, day=31))()
    return atom


# meteorological seasons (northern hemisphere): first month, number of months; winter YYYY ends in YYYY
_SEASONS = {"spring": (3, 3), "summer": (6, 3), "autumn": (9, 3), "fall": (9, 3), "winter": (12, 3)}
SEASON_NAMES = tuple(_SEASONS)


def _atom_season(m: re.Match, today: date) -> _Atom | None:
    name, kind = m.group("s").lower(), (m.group("kind") or "").lower()
    before = m.string[: m.start()].split()
    if name == "fall" and not (kind or m.group("y") or (before and before[-1].lower() in _DATE_PREPOSITIONS)):
        return None  # "did revenue fall": the verb
    first, months = _SEASONS[name]

    def build(year: int) -> tuple[date, date]:
        start = date(year - 1 if first == 12 else year, first, 1)
        return start, _month_end(start + relativedelta(months=months - 1))

    place = _safe(build)
    atom = _period(m, _year_of(m, "y"), place, today)
    if kind == "next":
        atom.default, atom.forward = _next_starting(place, today), True
    elif kind == "last":  # "last summer" in July is a year ago
        atom.default = lambda: _latest_started(place, today - relativedelta(months=months))()
    return atom


def _may_is_month(m: re.Match) -> bool:
    """A bare "may" is the month after a date word ("in May", "last may"), or written "May" mid-sentence."""
    if m.re.groupindex.get("kind") and m.group("kind"):
        return True
    before = m.string[: m.start()].split()
    capitalised = m.group("m") == "May" and bool(before) and not before[-1].endswith((".", "?", "!"))
    return capitalised or bool(before and before[-1].lower() in _DATE_PREPOSITIONS)


def _period(m: re.Match, year: int | None, place: Callable[[int], tuple[date, date] | None], today: date) -> _Atom:
    return _Atom((m.start(), m.end()), "period", year, place, default=_latest_started(place, today))


def _fixed(m: re.Match, start: date, end: date, label: str) -> _Atom:
    return _Atom((m.start(), m.end()), "fixed", fixed=(start, end, label))


def _relative(kind: str, count: int, unit: str, full: bool, today: date) -> tuple[date, date, str]:
    """last/this/next N units, as (start, end, label)."""
    unit = unit.rstrip("s")
    yesterday = today - timedelta(days=1)
    monday = today - timedelta(days=today.weekday())
    starts = {
        "day": today,
        "week": monday,
        "month": today.replace(day=1),
        "quarter": _quarter_start(today),
        "year": today.replace(month=1, day=1),
    }
    if kind == "this":
        return starts[unit], today, f"this {unit} ({starts[unit].isoformat()} to {today.isoformat()})"
    steps = {"day": relativedelta(days=1), "week": relativedelta(weeks=1), "month": relativedelta(months=1)}
    steps |= {"quarter": relativedelta(months=3), "year": relativedelta(years=1)}
    word = f"{kind} {unit}" if count == 1 else f"{kind} {count} {unit}s"
    if kind == "next":
        if unit == "day" or (unit == "week" and count > 1 and not full):
            start, end = today + timedelta(days=1), today + timedelta(days=count * (7 if unit == "week" else 1))
        else:
            start = starts[unit] + steps[unit]
            end = start + steps[unit] * count - timedelta(days=1)
        return start, end, f"{word} ({start.isoformat()} to {end.isoformat()})"
    if unit == "day" or (unit == "week" and count > 1 and not full):
        start = today - timedelta(days=count * (7 if unit == "week" else 1))
        return start, yesterday, f"{word} ({start.isoformat()} to {yesterday.isoformat()})"
    start = starts[unit] - steps[unit] * count
    end = starts[unit] - timedelta(days=1)
    shown = _label_for(start, end) if unit != "week" else f"{start.isoformat()} to {end.isoformat()}"
    return start, end, f"{word} ({shown})"


def _atom_relative(m: re.Match, today: date) -> _Atom:
    count_text = (m.group("n") or "1").lower()
    count = max(int(count_text) if count_text.isdigit() else NUMBER_WORDS[count_text], 1)
    kind = m.group("kind").lower()
    kind = {"past": "last", "previous": "last", "prior": "last", "current": "this", "coming": "next"}.get(kind, kind)
    unit = m.group("unit").lower()
    start, end, label = _relative(kind, min(count, 500), unit, bool(m.group("full")), today)
    if kind == "this" and count == 1 and _scheduled_before(m.string, m.start()):
        # "deals closing this quarter", "invoices due this month": things still to come count, so the whole period
        end = _relative("next", 1, unit, False, today)[0] - timedelta(days=1)
        label = f"this {unit.rstrip('s')} ({start.isoformat()} to {end.isoformat()})"
    return _fixed(m, start, end, label)


# A verb of something arranged to happen (English present progressive, "due"), said just before "this month": the
# whole period, days still to come included. The "-ing" words below are no such verb.
_SCHEDULED = re.compile(r"(?<![\w'])(?P<word>\w+ing|due|scheduled|planned|expected|forecast)\s+(?:(?:in|for|by)\s+)?$")
_NOT_SCHEDULED = frozenset(
    """during including excluding regarding concerning according following preceding running trailing rolling
    anything everything nothing something morning evening spring string king ring bring thing sing wing""".split()
)


def _scheduled_before(text: str, start: int) -> bool:
    found = _SCHEDULED.search(text, max(0, start - 40), start)
    return found is not None and found.group("word").lower() not in _NOT_SCHEDULED


def _atom_to_date(m: re.Match, today: date) -> _Atom:
    unit = {"w": "week", "m": "month", "q": "quarter", "y": "year"}[m.group(0)[0].lower()]
    atom = _fixed(m, *_relative("this", 1, unit, False, today))
    atom.to_date = True
    return atom


def _atom_day_word(m: re.Match, today: date) -> _Atom:
    word = " ".join(m.group(0).lower().split())
    offset = {"today": 0, "yesterday": -1, "day before yesterday": -2, "tomorrow": 1, "day after tomorrow": 2}
    day = today + timedelta(days=offset[word.removeprefix("the ")])
    return _fixed(m, day, day, f"{word} ({day.isoformat()})")


def _atom_bad(m: re.Match, today: date) -> _Atom:
    return _Atom((m.start(), m.end()), "bad")


_ATOMS: list[tuple[str, Callable[[re.Match, date], _Atom | None]]] = [
    (r"(?P<y>\d{4})[-/](?P<mo>\d{1,2})[-/](?P<d>\d{1,2})", _atom_iso_day),
    (rf"(?P<d>\d{{1,2}})[/.](?P<mo>\d{{1,2}})[/.](?P<y>{YEAR})", _atom_slash_day),
    (
        rf"(?:(?P<m>{MONTH})\.?\s+(?P<d1>{_DAY})\s*(?:-|–|to|through|thru|until|till)\s*(?P<d2>{_DAY})"
        rf"|(?:the\s+)?(?P<d1b>{_DAY})\s*(?:-|–|to|through|thru|until|till)\s*(?:the\s+)?(?P<d2b>{_DAY})\s+(?:of\s+)?"
        rf"(?P<m2>{MONTH})\.?"
        rf"|between\s+(?:the\s+)?(?P<d1c>{_DAY})\s+and\s+(?:the\s+)?(?P<d2c>{_DAY})\s+(?:of\s+)?(?P<m3>{MONTH})\.?)"
        rf"(?:,?\s+(?P<y>{YEAR}))?",
        _atom_month_days,
    ),
    (
        rf"(?:the\s+)?(?P<nth>first|second|third|fourth|last|1st|2nd|3rd|4th)\s+week\s+of\s+(?P<m>{MONTH})\.?"
        rf"(?:,?\s+(?P<y>{YEAR}))?",
        _atom_week_of_month,
    ),
    (
        rf"(?:the\s+)?(?P<end>first|last)\s+(?P<n>\d{{1,2}}|{'|'.join(NUMBER_WORDS)})\s+days\s+of\s+(?P<m>{MONTH})\.?"
        rf"(?:,?\s+(?P<y>{YEAR}))?",
        _atom_days_of_month,
    ),
    (
        rf"(?:the\s+)?week\s+(?P<how>of|starting|beginning|commencing)\s+(?:on\s+)?(?:{_WEEKDAY},?\s+)?(?:the\s+)?"
        rf"(?:(?P<m>{MONTH})\.?\s+(?P<d>{_DAY})|(?P<d2>{_DAY})\s+(?:of\s+)?(?P<m2>{MONTH})\.?)(?:,?\s+(?P<y>{YEAR}))?",
        _atom_week_of_day,
    ),
    (rf"(?P<m>{MONTH})\.?\s+(?P<d>{_DAY})(?:,?\s+(?P<y>{YEAR}))?", _atom_month_day),
    (rf"(?:the\s+)?(?P<d>{_DAY})\s+(?:of\s+)?(?P<m>{MONTH})\.?(?:,?\s+(?P<y>{YEAR}))?", _atom_month_day),
    (rf"(?P<m>{MONTH})\.?,?\s+(?P<y>{YEAR})|(?P<y2>{YEAR})[-/](?P<mo>0?[1-9]|1[0-2])(?![-/\d])", _atom_month_year),
    (rf"{YEAR}[-/]\d{{1,2}}(?![-/\d])", _atom_bad),
    (rf"q(?P<q>[1-4])(?:\s*(?:of\s+)?'?(?P<y>{YEAR}))?|(?P<y2>{YEAR})\s*-?\s*q(?P<q2>[1-4])", _atom_quarter),
    (rf"q\d+(?:\s*{YEAR})?", _atom_bad),
    (
        rf"(?:the\s+)?(?P<nth>{'|'.join(_NTH_QUARTER)})\s+quarter(?:\s+of)?(?:\s+(?:the\s+)?(?:year\s+)?(?P<y>{YEAR}))?",
        _atom_nth_quarter,
    ),
    # "the first half of the year": the year said in words is the one a half with no year is placed in
    (
        rf"(?:h(?P<h>[12])|(?:the\s+)?(?P<hw>first|second)\s+half"
        rf"(?:\s+of(?:\s+(?:the|(?P<rel>this|current|last|previous|prior|next))\s+year(?![\w]))?)?)"
        rf"(?:\s*(?P<y>{YEAR}))?",
        _atom_half,
    ),
    (
        rf"(?:the\s+)?(?P<kind>last|past|previous|prior|this|current|next|coming)\s+(?:(?P<n>{_NUMBER})\s+)?"
        r"(?:(?P<full>full|complete|whole|calendar)\s+)?(?P<unit>days?|weeks?|months?|quarters?|years?)",
        _atom_relative,
    ),
    (r"wtd|mtd|qtd|ytd|(?:week|month|quarter|year)[\s-]+to[\s-]+date", _atom_to_date),
    (r"(?:the\s+)?day\s+(?:before\s+yesterday|after\s+tomorrow)|yesterday|today|tomorrow", _atom_day_word),
    (
        rf"(?:(?P<kind>last|next|this)\s+)?(?P<s>spring|summer|autumn|fall|winter)(?:\s+(?:of\s+)?(?P<y>{YEAR}))?",
        _atom_season,
    ),
    (rf"(?:calendar\s+(?:year\s+)?)?(?P<y>{YEAR})", _atom_year),
    (r"(?:the\s+)?(?:start|beginning)\s+of\s+(?:the|this)\s+(?P<unit>week|month|quarter|year)", _atom_period_start),
    (rf"(?:(?P<kind>last|next)\s+)?(?P<m>{MONTH})\.?(?!\s*\d)", _atom_month),
]
_ATOM_PATTERNS = [(re.compile(rf"(?<![\w/.])(?:{p})(?![\w/])", re.IGNORECASE), build) for p, build in _ATOMS]

# "vs last year", "yoy": a comparison that names no second period, only how far back it lies.
_SHIFT = re.compile(
    r"(?<!\w)(?:(?:vs\.?|versus|v\.?|compared\s+(?:to|with)|against|relative\s+to)\s+(?:the\s+)?"
    r"(?:same\s+(?:period|time|days?|week|month|quarter)\s+)?"
    r"(?P<back>last\s+year|(?:the\s+)?(?:previous|prior|preceding)\s+(?:year|period)|a\s+year\s+(?:ago|earlier|before)"
    r"|the\s+year\s+before|the\s+period\s+before)"
    r"|(?P<tail>yoy|y/y|year[-\s]+o(?:ver|n)[-\s]+year|mom|m/m|month[-\s]+o(?:ver|n)[-\s]+month|qoq|q/q"
    r"|quarter[-\s]+o(?:ver|n)[-\s]+quarter|wow|w/w|week[-\s]+o(?:ver|n)[-\s]+week|dod|d/d"
    r"|day[-\s]+o(?:ver|n)[-\s]+day))(?!\w)",  # "quarter-on-quarter": the British "over"
    re.IGNORECASE,
)


def _scan_atoms(text: str, today: date) -> list[_Atom]:
    """Every single period in the text, most specific pattern first, no two overlapping."""
    taken: list[_Atom] = []
    used = bytearray(len(text))  # the characters an atom took: a look-up per match, not a pass over every atom

    def free(start: int, end: int) -> bool:
        return 1 not in used[start:end]

    def take(atom: _Atom) -> None:
        taken.append(atom)
        used[atom.span[0] : atom.span[1]] = b"\x01" * (atom.span[1] - atom.span[0])

    for m in _SHIFT.finditer(text):
        take(_Atom((m.start(), m.end()), "shift", fixed=(today, today, m.group(0))))
    for pattern, build in _ATOM_PATTERNS:
        for m in pattern.finditer(text):
            if not free(m.start(), m.end()):
                continue
            atom = build(m, today)
            if atom is not None:
                if atom.kind == "period" and atom.resolve() is None:
                    atom = _Atom(atom.span, "bad")  # "Feb 30 2025": date-like, so nothing smaller may claim it
                take(atom)
    return sorted(taken, key=lambda a: a.span)


# ---------------------------------------------------------------- joining atoms into ranges and comparisons

_RANGE_JOIN = re.compile(r"\s*(?:-|–|—|\.\.|to|until|till|through|thru)\s*", re.IGNORECASE)
_AND_JOIN = re.compile(r"\s*and\s*", re.IGNORECASE)
_COMPARE_JOIN = re.compile(
    r"\s*,?\s*(?:vs\.?|versus|v\.?|than|compared\s+(?:to|with)|against|relative\s+to)\s*", re.IGNORECASE
)
_COMPARE_CONTEXT_JOIN = re.compile(r"\s*,?\s*(?:and|with|to)\s*", re.IGNORECASE)
_COMPARE_WORD = re.compile(r"\bcompar(?:e|es|ed|ing|ison)\b", re.IGNORECASE)
_PREFIX = re.compile(
    r"\b(?P<word>from|between|since|after|until|till|through|thru|before|up\s+to|in|for|during|on|over|of)\s+$",
    re.IGNORECASE,
)
_SPANNING = re.compile(r"\b(?:across|throughout|spanning|over\s+both)\s+(?:the\s+)?$", re.IGNORECASE)
_PREFIX_REACH = 16  # characters before the spaces that `_PREFIX` may need ("through", "up  to")


@dataclass
class _Expr:
    """A range phrase: one atom, or two joined; `atoms` keeps the year-less ones for a comparison to place."""

    start: date
    end: date
    label: str
    span: tuple[int, int]
    atoms: list[_Atom]
    floating: bool = False  # every atom named without a year, and no "since"/"before" reaching to today


def _prefix(text: str, start: int) -> re.Match | None:
    # only the few characters before the spaces at `start` can hold the word: a search from 0 made the reader's
    # time grow with the square of the question's length
    end = start
    while end > 0 and text[end - 1].isspace():
        end -= 1
    return _PREFIX.search(text, max(0, end - _PREFIX_REACH), start)


def _range_of(first: tuple[date, date], last: tuple[date, date]) -> tuple[date, date] | None:
    return (first[0], last[1]) if first[0] <= last[1] else None


def _place_range(a: _Atom, b: _Atom) -> tuple[date, date] | None:
    """A year written on one end serves both: 'between March and May 2025', 'Nov to Feb 2026'."""
    if a.year is None and a.kind == "period" and (b.year is not None or b.kind == "fixed"):
        end = b.resolve()
        start = a.resolve(end[0].year) if end else None
        if start and end and start[0] > end[1]:
            start = a.resolve(end[0].year - 1)
        return _range_of(start, end) if start and end else None
    if b.year is None and b.kind == "period":
        start = a.resolve()
        if start is None:
            return None
        if a.kind == "period" and a.year is None:  # neither end has a year: the most recent such span
            end = b.resolve()
            start = a.resolve(end[0].year) if end else None
            if start and end and start[0] > end[1]:
                start = a.resolve(end[0].year - 1)
            return _range_of(start, end) if start and end else None
        end = b.resolve(start[0].year)
        if end and end[1] < start[0]:
            end = b.resolve(start[0].year + 1)
        return _range_of(start, end) if end else None
    first, last = a.resolve(), b.resolve()
    return _range_of(first, last) if first and last else None


# "since March", "before May": a range reaching to today or to the start of the data, never moved back
_REACHING_WORDS = frozenset({"since", "from", "after", "until", "till", "through", "thru", "up to", "before"})


def _single(text: str, atom: _Atom, today: date) -> _Expr | None:
    placed = atom.resolve()
    if placed is None:
        return None
    start, end = placed
    label = atom.fixed[2] if atom.fixed else _label_for(start, end)
    span_start = atom.span[0]
    prefix = _prefix(text, atom.span[0])
    word = " ".join(prefix.group("word").lower().split()) if prefix else ""
    if word in {"since", "from"} and start <= today and not (word == "from" and atom.both_ends):
        end, label = today, f"since {start.isoformat()} ({start.isoformat()} to {today.isoformat()})"
    elif word == "after" and end < today:
        start, end = end + timedelta(days=1), today
        label = f"after {label} ({start.isoformat()} to {today.isoformat()})"
    elif word in {"until", "till", "through", "thru", "up to"}:
        start, label = date.min, f"until {end.isoformat()} (all data up to then)"
    elif word == "before":
        start, end = date.min, start - timedelta(days=1)
        label = f"before {end + timedelta(days=1)} (all data up to {end.isoformat()})"
    if prefix:
        span_start = prefix.start()
    floating = atom.floating and word not in _REACHING_WORDS
    return _Expr(start, end, label, (span_start, atom.span[1]), [atom], floating)


def _opens_comparison(text: str, atoms: list[_Atom], i: int) -> bool:
    """The atom is the first period after 'compare': 'compare Q2 to Q3', 'compare … between Q2 and Q3'."""
    words = _compare_words(text)
    last = bisect.bisect_right(words, atoms[i].span[0], key=lambda word: word[1]) - 1  # the last one before it
    # atoms are sorted and never overlap: the one before this one ends last of all before it
    return last >= 0 and (i == 0 or atoms[i - 1].span[1] <= words[last][0])


@functools.lru_cache(maxsize=8)
def _compare_words(text: str) -> list[tuple[int, int]]:
    """The (start, end) of every 'compare' word of the text, found once per text (not once per period)."""
    return [m.span() for m in _COMPARE_WORD.finditer(text)]


def _join_ranges(text: str, atoms: list[_Atom], today: date) -> list[_Expr]:
    """Pair neighbouring atoms into ranges; the rest stand alone."""
    exprs: list[_Expr] = []
    i = 0
    while i < len(atoms):
        a = atoms[i]
        if a.kind in {"bad", "shift"}:
            i += 1
            continue
        b = atoms[i + 1] if i + 1 < len(atoms) else None
        if b is not None and b.kind in {"period", "fixed"}:
            gap = text[a.span[1] : b.span[0]]
            prefix = _prefix(text, a.span[0])
            word = prefix.group("word").lower() if prefix else ""
            compare_context = _opens_comparison(text, atoms, i) and word != "from"
            joined = (_RANGE_JOIN.fullmatch(gap) and not (compare_context and gap.strip() == "to")) or (
                word == "between" and not compare_context and _AND_JOIN.fullmatch(gap)
            )
            # "across September and October 2025": two periods listed back to back after a word that says one
            # span are that span ("sales Nov 2025 and Dec" alone may want each month: the second is asked about)
            listed = (
                not joined
                and not compare_context
                and bool(_AND_JOIN.fullmatch(gap))
                and bool(_SPANNING.search(text, max(0, a.span[0] - _PREFIX_REACH), a.span[0]))
            )
            placed = _place_range(a, b) if joined or listed else None
            if listed and placed and not _back_to_back(a, b, placed):
                placed = None
            if placed:
                start = prefix.start() if word in {"from", "between", "in", "for", "during", "over", "of"} else None
                span = (start if start is not None else a.span[0], b.span[1])
                floating = a.floating and b.floating
                exprs.append(_Expr(placed[0], placed[1], _label_for(*placed), span, [a, b], floating))
                i += 2
                continue
        single = _single(text, a, today)
        if single:
            exprs.append(single)
        i += 1
    return exprs


def _back_to_back(a: _Atom, b: _Atom, placed: tuple[date, date]) -> bool:
    """Whether `b`, placed in the span's last year, starts the day after `a`, placed in its first year, ends."""
    first = a.resolve(placed[0].year) if a.kind == "period" and a.year is None else a.resolve()
    last = b.resolve(placed[1].year) if b.kind == "period" and b.year is None else b.resolve()
    return bool(first and last and last[0] == first[1] + timedelta(days=1))


def _place_pair(x: _Expr, y: _Expr, listed: bool = False) -> tuple[tuple[date, date, str], tuple[date, date, str]]:
    """Years for 'Nov vs Oct 2025' (both 2025) and 'Jan 2026 vs Dec' (Dec 2025: the one before); two periods
    listed ('compare January and February') in the same year when the second is the nearer there."""
    a, b = x.atoms[0], y.atoms[0]
    first, second = (x.start, x.end, x.label), (y.start, y.end, y.label)
    if len(x.atoms) > 1 or len(y.atoms) > 1 or a.kind != "period" or b.kind != "period":
        return first, second
    if a.year is None and b.year is None:  # "December vs November": the November before that December
        placed = b.resolve(x.start.year)
        if placed and placed[0] >= x.start:
            later = placed  # "compare January and February": that year's February, one month on, not eleven back
            placed = b.resolve(x.start.year - 1)
            if listed and placed and (later[0] - x.end) < (x.start - placed[1]):
                placed = later
        if placed:
            second = (*placed, _label_for(*placed))
    elif a.year is None and b.year is not None:
        placed = a.resolve(b.year)
        if placed:
            first = (*placed, _label_for(*placed))
    elif a.year is not None and b.year is None:
        placed = b.resolve(a.year)
        if placed and placed[0] >= x.start:
            placed = b.resolve(a.year - 1)
        if placed:
            second = (*placed, _label_for(*placed))
    return first, second


def _shift_range(base: _Expr, shift: _Atom, text: str) -> tuple[date, date, str] | None:
    words = " ".join(text[shift.span[0] : shift.span[1]].lower().split())
    if base.start == date.min:
        return None
    if re.search(r"(?:previous|prior|preceding)\s+period|period\s+before", words):
        if base.start.day == 1 and base.end == _month_end(base.end):  # whole months: the months before
            months = (base.end.year - base.start.year) * 12 + base.end.month - base.start.month + 1
            start, end = _shift(base.start, base.end, months=months)
        else:
            start, end = _shift(base.start, base.end, days=(base.end - base.start).days + 1)
        return start, end, f"previous period ({_label_for(start, end)})"
    if re.search(r"year|yoy|y/y", words):
        start, end = _shift(base.start, base.end, months=12)
        return start, end, f"a year earlier ({_label_for(start, end)})"
    if re.search(r"quarter|qoq|q/q", words):
        start, end = _shift(base.start, base.end, months=3)
        return start, end, f"a quarter earlier ({_label_for(start, end)})"
    if re.search(r"week|wow|w/w", words):
        start, end = _shift(base.start, base.end, days=7)
        return start, end, f"a week earlier ({_label_for(start, end)})"
    if re.search(r"day|dod|d/d", words):
        start, end = _shift(base.start, base.end, days=1)
        return start, end, f"a day earlier ({_label_for(start, end)})"
    start, end = _shift(base.start, base.end, months=1)
    return start, end, f"a month earlier ({_label_for(start, end)})"


_COMPARE_LEAD = re.compile(r"(?<!\w)(?:vs\.?|versus|compared\s+(?:to|with)|against|relative\s+to)\s*$", re.IGNORECASE)


def _following(start: date, end: date, today: date) -> tuple[date, date, str] | None:
    """The period of the same length just after [start, end], cut at today; None when it starts later."""
    if start.day == 1 and end == _month_end(end):
        months = (end.year - start.year) * 12 + end.month - start.month + 1
        first, last = _shift(start, end, months=-months)
    else:
        first, last = _shift(start, end, days=-((end - start).days + 1))
    if first > today:
        return None
    last = min(last, today)
    return first, last, _label_for(first, last)


def _resolved(start: date, end: date, label: str, today: date, floating: bool = False) -> ResolvedRange:
    return ResolvedRange(start, end, label, future=start > today, floating=floating)


def period_label(start: date, end: date) -> str:
    """How a range of days is named in answers: 'Nov 2025', 'Q3 2025', '2025-11-03 to 2025-11-09'."""
    return _label_for(start, end)


def _read(text: str, today: date) -> tuple[TimeRequest, tuple[int, int]] | None:
    """The time request and the span of its first range phrase (for `find_date_range`)."""
    atoms = _scan_atoms(text, today)
    exprs = _join_ranges(text, atoms, today)
    if any(not _to_date(e) for e in exprs):
        # "QTD coverage for Q3 2026", "month-to-date sign-ups for each day of March 2024": the period named is the
        # range; "to date" says how each value is counted (a to-date metric, a running total), not which dates
        exprs = [e for e in exprs if not _to_date(e)]
    if not exprs:
        return None
    base = exprs[0]
    spans = [base.span]
    if len(exprs) > 1 and _restated(text, base, exprs[1]):
        # "the first week of March (March 1 to 7)": the dates in parentheses say the same period again
        spans.append(exprs[1].span)
        exprs = [base, *exprs[2:]]
    main, compare = (base.start, base.end, base.label), None
    floating = (base.floating, base.floating)  # of main and compare
    if len(exprs) > 1:
        other = exprs[1]
        gap = text[base.span[1] : other.span[0]]
        compare_context = _opens_comparison(text, atoms, atoms.index(base.atoms[0]))
        if _COMPARE_JOIN.fullmatch(gap) or (compare_context and _COMPARE_CONTEXT_JOIN.fullmatch(gap)):
            # "A vs B" keeps the order asked: "December vs November" is December, compared with November;
            # "compare Q2 and Q3" lists periods in time order: the later one is compared with the earlier
            main, compare = _place_pair(base, other, listed=not _COMPARE_JOIN.fullmatch(gap))
            both = base.floating and other.floating  # a year on either side places both
            floating = (both, both)
            if not _COMPARE_JOIN.fullmatch(gap) and main[0] < compare[0]:
                main, compare = compare, main
            spans.append((base.span[1], other.span[1]))
    lasting = _LASTING.search(text, 0, base.atoms[0].span[0]) if compare is None else None
    if lasting is not None:  # "the four weeks starting Monday Dec 1": that many weeks from that day
        count = _count(lasting.group("n"))
        unit = lasting.group("unit").lower()
        step = relativedelta(days=count) if unit == "day" else relativedelta(weeks=count) if unit == "week" else None
        step = step or relativedelta(months=count * {"month": 1, "quarter": 3, "year": 12}[unit])
        end = base.start + step - timedelta(days=1)
        main = (base.start, end, _label_for(base.start, end))
        spans = [(lasting.start(), base.span[1])]
        floating = (False, False)
    if compare is None:
        shift = next((a for a in atoms if a.kind == "shift"), None)
        if shift is not None and base.start == date.min and len(base.atoms) == 1 and base.atoms[0].resolve():
            # "quarter on quarter change through 2025": a growth per period is read over the period named, not
            # over all the data up to its end (which has no period before it to compare with)
            first, last = base.atoms[0].resolve()
            main = (first, last, _label_for(first, last))
            base = _Expr(*main, base.span, base.atoms)
        if shift is not None:
            compare = _shift_range(_Expr(*main, base.span, base.atoms), shift, text)
            if compare:
                spans.append(shift.span)
    if compare is None and len(exprs) == 1 and _COMPARE_LEAD.search(text, 0, base.span[0]):
        # "signups vs last month": the one period named is the one compared with; the question is about
        # the period after it, up to today ("this month so far")
        following = _following(base.start, base.end, today)
        if following is not None:
            main, compare = following, main
            floating = (False, False)  # "this month so far" is pinned to today
            spans.append(_COMPARE_LEAD.search(text, 0, base.span[0]).span())
    main_range = _resolved(*main, today, floating[0])
    request = TimeRequest(
        main_range,
        _resolved(*compare, today, floating[1]) if compare else None,
        sorted(spans),
        main_range.future,
        _range_ends(base, today) if compare is None else None,
    )
    return request, base.span


def _to_date(expr: _Expr) -> bool:
    return len(expr.atoms) == 1 and expr.atoms[0].to_date


_RESTATING = re.compile(r"\s*[(\[]\s*(?:i\.?e\.?,?\s*|that\s+is,?\s*)?")


def _restated(text: str, base: _Expr, other: _Expr) -> bool:
    """`other` is the same days as `base`, written just after it in parentheses: "Q1 (Jan 1 to Mar 31)"."""
    opened = _RESTATING.fullmatch(text, base.span[1], other.span[0])
    closed = text[other.span[1] : other.span[1] + 2].lstrip()[:1] in {")", "]"}
    return bool(opened and closed) and (base.start, base.end) == (other.start, other.end)


_LASTING = re.compile(
    rf"(?<!\w)(?:the\s+)?(?:next\s+|first\s+)?(?P<n>{_NUMBER})\s+(?P<unit>day|week|month|quarter|year)s?\s+"
    r"(?:starting|beginning|from|after)\s+(?:on\s+|with\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?(?:the\s+)?$",
    re.IGNORECASE,
)


def _count(said: str) -> int:
    return int(said) if said.isdigit() else NUMBER_WORDS[said.lower()]


ALIKE_DAYS = 3  # two months, quarters or years differ by at most this many days (28 to 31, 365 and 366)


def _range_ends(base: _Expr, today: date) -> tuple[ResolvedRange, ResolvedRange] | None:
    """The first and last period of a range written with two ends of the same size ("2010 to 2015", "Q2 to Q3"),
    each placed in the year the range gives it; None for other ranges ("March 3 to May 2025")."""
    if len(base.atoms) != 2 or base.start == date.min:
        return None
    first, last = base.atoms
    start = first.resolve(base.start.year)
    end = last.resolve(base.end.year)
    if start is None or end is None or start[0] != base.start or end[1] != base.end or start[1] >= end[0]:
        return None
    if abs((start[1] - start[0]).days - (end[1] - end[0]).days) > ALIKE_DAYS:
        return None
    return _resolved(*start, _label_for(*start), today, base.floating), _resolved(
        *end, _label_for(*end), today, base.floating
    )


# ---------------------------------------------------------------- public API


def find_time_request(text: str, today: date) -> TimeRequest | None:
    """The period a question asks about and, for "Nov vs Oct" / "vs last year" / "yoy", the one to compare with.

    `range` is the later period of a comparison; `spans` are every character span the time phrases used.
    """
    found = _read(text, today)
    return found[0] if found else None


def find_date_range(text: str, today: date) -> DateMatch | None:
    """The first date-range phrase in free text (a comparison's later period) and its span."""
    found = _read(text, today)
    if not found:
        return None
    request, span = found
    if request.compare_to is not None and len(request.spans) > 1 and request.spans[1][0] == span[1]:
        span = (span[0], request.spans[1][1])  # "Nov vs Oct 2025" is one phrase
    return DateMatch(request.range, span)


def resolve_date_range(text: str, today: date) -> ResolvedRange | None:
    """Resolve text that is (mostly) a date-range phrase; None when none is found."""
    found = _read(text, today)
    return found[0].range if found else None


_LEFTOVER = re.compile(
    rf"(?<![\w/.-])(?:"
    rf"{YEAR}[-/]\d{{1,2}}(?:[-/]\d{{1,2}})?|\d{{1,2}}[-/.]\d{{1,2}}[-/.]\d{{2,4}}"
    rf"|(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)(?:\s+(?:of\s+)?{MONTH}\.?)?"
    rf"|{MONTH}\.?(?:\s+\d{{1,2}}(?:st|nd|rd|th)?(?!\d))?"
    rf"|{YEAR}|q\d+|h\d"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|yesterday|tomorrow|tonight"
    r"|yoy|y/y|mom|m/m|qoq|q/q|wow|w/w|dod|d/d"
    r"|(?:year|month|quarter|week|day)[-\s]+o(?:ver|n)[-\s]+(?:year|month|quarter|week|day)"
    r")(?![\w/-])",
    re.IGNORECASE,
)


def leftover_date_words(text: str, spans: list[tuple[int, int]]) -> list[str]:
    """Date-like words outside `spans` (a month, a year, 'q5', 'the 31st', a weekday), neighbours joined.

    The caller asks about them instead of dropping them: in "sales Nov 2025 and Dec" the leftover is "Dec".
    """
    chars = list(text)
    for start, end in spans:
        chars[max(start, 0) : max(end, 0)] = " " * (max(end, 0) - max(start, 0))
    blanked = "".join(chars)
    found: list[list[int]] = []
    for m in _LEFTOVER.finditer(blanked):
        word = m.group(0)
        if word.lower() == "may":
            before = blanked[: m.start()].split()
            if not (before and before[-1].lower() in _DATE_PREPOSITIONS):
                continue
        if found and re.fullmatch(r"[\s,]*", blanked[found[-1][1] : m.start()]):
            found[-1][1] = m.end()
        else:
            found.append([m.start(), m.end()])
    return [text[start:end] for start, end in found]


def period_end(day: date, grain: str) -> date:
    """The last day of the `grain` period (week, month, quarter, year) that starts at or contains `day`."""
    if grain == "week":
        return day - timedelta(days=day.weekday()) + timedelta(days=6)
    if grain == "month":
        return _month_end(day)
    if grain == "quarter":
        return _month_end(_quarter_start(day) + relativedelta(months=2))
    if grain == "year":
        return date(day.year, 12, 31)
    return day


STEP_GRAINS = ("day", "week", "month", "quarter", "year")
_STEPS = {
    "day": {"days": 1},
    "week": {"days": 7},
    "month": {"months": 1},
    "quarter": {"months": 3},
    "year": {"months": 12},
}


def one_step_back(start: date, end: date, grain: str) -> tuple[date, date]:
    """[start, end] moved back by one `grain` (a month back for month over month)."""
    return _shift(start, end, **_STEPS[grain])


def one_step_on(start: date, end: date, grain: str) -> tuple[date, date]:
    """[start, end] moved on by one `grain` ("the month after")."""
    return _shift(start, end, **{k: -v for k, v in _STEPS[grain].items()})


def previous_period(start: date, end: date) -> ResolvedRange:
    """The period of the same length just before [start, end]: the months before for whole months."""
    if start.day == 1 and end == _month_end(end):
        months = (end.year - start.year) * 12 + end.month - start.month + 1
        first, last = _shift(start, end, months=months)
    else:
        first, last = _shift(start, end, days=(end - start).days + 1)
    return ResolvedRange(first, last, _label_for(first, last))
