"""Natural date ranges ("Nov 2025", "last 7 days", "Q3 2025", "YTD", "2025-01-01 to 2025-03-31").

Calendar arithmetic is python-dateutil's (relativedelta, and its parser for single dates); this module
only knows the phrases people use. Conventions, documented in the README:
- "last N days/weeks" are the N full days (7N days) before today; today is excluded.
- "last N months/quarters/years" are the N full calendar periods before the current one.
- "this week/month/quarter/year", "WTD/MTD/QTD/YTD" run from the period's first day to today.
- weeks start on Monday.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

from dateutil import parser as date_parser
from dateutil.relativedelta import relativedelta

MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
YEAR = r"(?:19|20)\d{2}"
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

# A single point in time, as precise as the user wrote it: a day, a month or a year.
POINT = (
    rf"(?:{YEAR}[-/]\d{{1,2}}[-/]\d{{1,2}}"  # 2025-11-03
    rf"|\d{{1,2}}[/.]\d{{1,2}}[/.]{YEAR}"  # 03/11/2025
    rf"|{MONTH}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+{YEAR}"  # Nov 3, 2025
    rf"|\d{{1,2}}(?:st|nd|rd|th)?\s+{MONTH}\.?,?\s+{YEAR}"  # 3 Nov 2025
    rf"|{MONTH}\.?,?\s+{YEAR}"  # Nov 2025
    rf"|{YEAR}[-/]\d{{1,2}}(?![-/\d])"  # 2025-11
    rf"|{YEAR})"  # 2025
)


@dataclass(frozen=True)
class ResolvedRange:
    """A closed date interval with the words it came from."""

    start: date
    end: date
    label: str

    def as_dict(self) -> dict[str, str]:
        return {"start": self.start.isoformat(), "end": self.end.isoformat(), "label": self.label}


@dataclass(frozen=True)
class DateMatch:
    range: ResolvedRange
    span: tuple[int, int]


def _month_end(day: date) -> date:
    return day + relativedelta(day=31)


def _quarter_start(day: date) -> date:
    return date(day.year, 3 * ((day.month - 1) // 3) + 1, 1)


def _fmt_month(day: date) -> str:
    return day.strftime("%b %Y")


def _point(text: str) -> tuple[date, date] | None:
    """The first and last day of a written point in time ("2025" is the whole year)."""
    text = text.strip().rstrip(",")
    if re.fullmatch(YEAR, text):
        year = int(text)
        return date(year, 1, 1), date(year, 12, 31)
    month_only = re.fullmatch(rf"({MONTH})\.?,?\s+({YEAR})|({YEAR})[-/](\d{{1,2}})", text, re.IGNORECASE)
    try:
        if month_only:
            if month_only.group(3):
                first = date(int(month_only.group(3)), int(month_only.group(4)), 1)
            else:
                first = date_parser.parse(f"1 {month_only.group(1)} {month_only.group(2)}").date()
            return first, _month_end(first)
        day_first = bool(re.fullmatch(r"\d{1,2}[/.]\d{1,2}[/.]\d{4}", text))
        day = date_parser.parse(text, dayfirst=day_first).date()
        return day, day
    except (ValueError, OverflowError):
        return None


def _label_for(start: date, end: date) -> str:
    if start == end:
        return start.isoformat()
    if start.day == 1 and end == _month_end(start):
        return _fmt_month(start)
    if start == date(start.year, 1, 1) and end == date(start.year, 12, 31):
        return str(start.year)
    if start == _quarter_start(start) and end == _month_end(start + relativedelta(months=2)):
        return f"Q{(start.month - 1) // 3 + 1} {start.year}"
    return f"{start.isoformat()} to {end.isoformat()}"


def _relative(kind: str, count: int, unit: str, today: date) -> tuple[date, date, str]:
    """last/this N units, as (start, end, label)."""
    unit = unit.rstrip("s")
    yesterday = today - timedelta(days=1)
    if kind == "this":
        starts = {
            "day": today,
            "week": today - timedelta(days=today.weekday()),
            "month": today.replace(day=1),
            "quarter": _quarter_start(today),
            "year": today.replace(month=1, day=1),
        }
        return starts[unit], today, f"this {unit} ({starts[unit].isoformat()} to {today.isoformat()})"
    if unit == "day":
        start = today - timedelta(days=count)
        return start, yesterday, f"last {count} days ({start.isoformat()} to {yesterday.isoformat()})"
    if unit == "week" and count > 1:
        start = today - timedelta(days=7 * count)
        return start, yesterday, f"last {count} weeks ({start.isoformat()} to {yesterday.isoformat()})"
    if unit == "week":
        monday = today - timedelta(days=today.weekday() + 7)
        end = monday + timedelta(days=6)
        return monday, end, f"last week ({monday.isoformat()} to {end.isoformat()})"
    if unit == "month":
        first = today.replace(day=1) - relativedelta(months=count)
        end = today.replace(day=1) - timedelta(days=1)
    elif unit == "quarter":
        first = _quarter_start(today) - relativedelta(months=3 * count)
        end = _quarter_start(today) - timedelta(days=1)
    else:
        first = date(today.year - count, 1, 1)
        end = date(today.year - 1, 12, 31)
    word = f"last {unit}" if count == 1 else f"last {count} {unit}s"
    return first, end, f"{word} ({_label_for(first, end)})"


def _most_recent_month(month_name: str, today: date) -> date:
    month = date_parser.parse(f"1 {month_name} 2000").month
    year = today.year if month <= today.month else today.year - 1
    return date(year, month, 1)


def _rule_range(m: re.Match, today: date) -> tuple[date, date, str] | None:
    first, second = _point(m.group("a")), _point(m.group("b"))
    if not first or not second or second[1] < first[0]:
        return None
    return first[0], second[1], _label_for(first[0], second[1])


def _rule_since(m: re.Match, today: date) -> tuple[date, date, str] | None:
    first = _point(m.group("a"))
    if not first:
        return None
    return first[0], today, f"since {first[0].isoformat()} ({first[0].isoformat()} to {today.isoformat()})"


def _rule_quarter(m: re.Match, today: date) -> tuple[date, date, str]:
    quarter = int(m.group("q") or m.group("q2"))
    year_text = m.group("y") or m.group("y2")
    if year_text:
        year = int(year_text)
    else:  # the most recent such quarter that has started
        year = today.year if _quarter_start(today).month >= 3 * quarter - 2 else today.year - 1
    start = date(year, 3 * quarter - 2, 1)
    return start, _month_end(start + relativedelta(months=2)), f"Q{quarter} {year}"


def _rule_half(m: re.Match, today: date) -> tuple[date, date, str]:
    half, year = int(m.group("h")), int(m.group("y"))
    start = date(year, 1 if half == 1 else 7, 1)
    return start, _month_end(start + relativedelta(months=5)), f"H{half} {year}"


def _rule_relative(m: re.Match, today: date) -> tuple[date, date, str]:
    count_text = (m.group("n") or "1").lower()
    count = int(count_text) if count_text.isdigit() else NUMBER_WORDS[count_text]
    kind = "this" if m.group("kind").lower() in {"this", "current"} else "last"
    return _relative(kind, max(count, 1), m.group("unit").lower(), today)


def _rule_to_date(m: re.Match, today: date) -> tuple[date, date, str]:
    unit = {"w": "week", "m": "month", "q": "quarter", "y": "year"}[m.group("p")[0].lower()]
    return _relative("this", 1, unit, today)


def _rule_day_word(m: re.Match, today: date) -> tuple[date, date, str]:
    word = m.group(0).lower()
    if word == "today":
        return today, today, f"today ({today.isoformat()})"
    day = today - timedelta(days=1 if word == "yesterday" else 2)
    return day, day, f"{word} ({day.isoformat()})"


def _rule_named_month(m: re.Match, today: date) -> tuple[date, date, str]:
    first = _most_recent_month(m.group("m"), today)
    this_month = (first.year, first.month) == (today.year, today.month)
    if m.group("kind") and m.group("kind").lower() == "last" and this_month:
        first -= relativedelta(years=1)
    return first, _month_end(first), _fmt_month(first)


def _rule_point(m: re.Match, today: date) -> tuple[date, date, str] | None:
    point = _point(m.group("a"))
    if not point:
        return None
    return point[0], point[1], _label_for(*point)


_NUMBER = r"\d+|" + "|".join(NUMBER_WORDS)
_RULES = [
    (
        rf"(?:from|between)?\s*(?P<a>{POINT})\s*(?:to|until|till|through|thru|and|-|–|—|\.\.)\s*(?P<b>{POINT})",
        _rule_range,
    ),
    (rf"\b(?:since|from)\s+(?P<a>{POINT})", _rule_since),
    (rf"\b(?:q(?P<q>[1-4])\s*(?:of\s+)?(?P<y>{YEAR})?|(?P<y2>{YEAR})\s*-?\s*q(?P<q2>[1-4]))\b", _rule_quarter),
    (rf"\bh(?P<h>[12])\s*(?P<y>{YEAR})\b", _rule_half),
    (
        rf"\b(?P<kind>last|past|previous|prior|this|current)\s+(?:(?P<n>{_NUMBER})\s+)?"
        r"(?P<unit>days?|weeks?|months?|quarters?|years?)\b",
        _rule_relative,
    ),
    (r"\b(?P<p>wtd|mtd|qtd|ytd|week to date|month to date|quarter to date|year to date)\b", _rule_to_date),
    (r"\b(?:day before yesterday|yesterday|today)\b", _rule_day_word),
    (rf"(?P<a>{POINT})", _rule_point),
    (rf"\b(?:(?P<kind>in|for|during|last|of)\s+)(?P<m>{MONTH})\b(?!\s*\d)", _rule_named_month),
]
_COMPILED = [(re.compile(pattern, re.IGNORECASE), rule) for pattern, rule in _RULES]


def find_date_range(text: str, today: date) -> DateMatch | None:
    """Find the first date-range phrase in free text; rules are tried from the most specific."""
    for pattern, rule in _COMPILED:
        for m in pattern.finditer(text):
            if not _standalone(text, m.start(), m.end()):
                continue
            resolved = rule(m, today)
            if resolved:
                start, end, label = resolved
                return DateMatch(ResolvedRange(start, end, label), (m.start(), m.end()))
    return None


def resolve_date_range(text: str, today: date) -> ResolvedRange | None:
    """Resolve text that is (mostly) a date-range phrase; None when none is found."""
    found = find_date_range(text, today)
    return found.range if found else None


def _standalone(text: str, start: int, end: int) -> bool:
    """A match must not cut a word or a number in two (e.g. '2025' inside an id)."""
    while start < end and text[start].isspace():
        start += 1
    before = text[start - 1] if start > 0 else " "
    after = text[end] if end < len(text) else " "
    return not (before.isalnum() or after.isalnum())
