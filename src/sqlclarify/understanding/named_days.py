"""'on Halloween 2024 (October 31)', 'Launch Day (March 3, 2025)': a named day whose date is written beside it in
parentheses is that date. The text is rewritten as the plain date ("October 31 2024"), every position kept, and
the day's name goes with it: the date says which day the name means. A named day with no date given is left to
the reader, which asks about the name rather than answering for the whole year — unless it is a day the world
knows by that name (named_days.yaml: "New Year's Eve 2025", "Christmas Eve", "Black Friday 2024"), written as its
date the same way. A weekday said before a date it agrees with ("Friday November 29 … 2024") says nothing more and
is blanked; one that disagrees is left for the reader to ask about."""

from __future__ import annotations

import calendar
import re
from datetime import date, timedelta
from functools import cache
from pathlib import Path

import yaml

_MONTH = (
    r"(?i:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_DAY = r"(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?"
_YEAR = r"(?:19|20)\d\d"
# the date inside the parentheses: "October 31", "Oct 31, 2024", "31 October 2024"
_GIVEN = (
    rf"(?:(?P<month>{_MONTH})\s+(?P<day>{_DAY})|(?P<day2>{_DAY})\s+(?P<month2>{_MONTH}))"
    rf"(?:\s*,?\s*(?P<year_in>{_YEAR}))?"
)
# an optional name in capitals ("Halloween", "Christmas Day"), an optional year, then the date in parentheses
EXPLICIT_DAY = re.compile(
    rf"(?P<name>(?<![\w])[A-Z][\w'’]*(?:\s+[A-Z][\w'’]*){{0,2}}\s+)?(?:(?P<year>{_YEAR})\s*)?\(\s*{_GIVEN}\s*\)",
)


def with_explicit_days(text: str) -> str:
    """Each named day with its date in parentheses written as that date, the same length as the words it
    replaces; text without one comes back unchanged."""

    def plain(m: re.Match[str]) -> str:
        year = m.group("year") or m.group("year_in")
        if not year:  # "(October 31)" with no year anywhere beside it: the reader's own rules decide the year
            return m.group(0)
        month = m.group("month") or m.group("month2")
        day = re.sub(r"\D", "", m.group("day") or m.group("day2"))
        return f"{month} {day} {year}".ljust(len(m.group(0)))

    return EXPLICIT_DAY.sub(plain, text) if "(" in text else text


NAMED_DAYS_FILE = Path(__file__).with_name("named_days.yaml")
_SHORT_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


@cache
def _named_days() -> tuple[re.Pattern[str], dict[str, dict[str, object]]]:
    """The pattern of every known day name with an optional year after it, and each name's rule (lowercase,
    apostrophes dropped)."""
    data = yaml.safe_load(NAMED_DAYS_FILE.read_text(encoding="utf-8"))
    rules: dict[str, dict[str, object]] = {}
    for name, month_day in data.get("fixed", {}).items():
        month, day = (int(part) for part in str(month_day).split("-"))
        rules[_key(name)] = {"month": month, "day": day}
    for name, rule in data.get("nth_weekday", {}).items():
        rules[_key(name)] = dict(rule)
    names = sorted(data.get("fixed", {}).keys() | data.get("nth_weekday", {}).keys(), key=len, reverse=True)
    spelled = "|".join(
        r"\s+".join(re.escape(word).replace("'", "['’]?") for word in name.replace("’", "'").split()) for name in names
    )
    pattern = re.compile(rf"(?<![\w])(?P<name>{spelled})(?:\s*,?\s+(?P<year>{_YEAR}))?(?![\w'’])", re.IGNORECASE)
    return pattern, rules


def _key(name: str) -> str:
    return " ".join(re.sub(r"['’]", "", name).lower().split())


def _day_of(rule: dict[str, object], year: int) -> date:
    if "day" in rule:
        return date(year, int(rule["month"]), int(rule["day"]))  # type: ignore[arg-type]
    month, weekday, nth = int(rule["month"]), _WEEKDAYS.index(str(rule["weekday"])), int(rule["nth"])  # type: ignore[arg-type]
    days = [d for d in calendar.Calendar().itermonthdates(year, month) if d.month == month and d.weekday() == weekday]
    return days[nth - 1 if nth > 0 else nth] + timedelta(days=int(rule.get("days_after", 0)))  # type: ignore[arg-type]


def with_named_days(text: str) -> str:
    """Each day the world knows by name written as its date ("Dec 31 2025" for "New Year's Eve 2025", "Dec 24"
    for "Christmas Eve" said without a year), no longer than the words it replaces; a day whose date moves from
    year to year is rewritten only with its year said. Then a weekday agreeing with the date after it is blanked."""
    pattern, rules = _named_days()

    def plain(m: re.Match[str]) -> str:
        rule = rules[_key(m.group("name"))]
        year = m.group("year")
        if year is None and "day" not in rule:
            return m.group(0)
        day = _day_of(rule, int(year) if year else 2000)
        written = f"{_SHORT_MONTHS[day.month - 1]} {day.day}" + (f" {day.year}" if year else "")
        return written.ljust(len(m.group(0))) if len(written) <= len(m.group(0)) else m.group(0)

    return _without_agreeing_weekdays(pattern.sub(plain, text))


_WEEKDAY_BEFORE_DATE = re.compile(
    rf"(?<![\w])(?P<weekday>(?i:mon|tues|wednes|thurs|fri|satur|sun)day),?\s+(?P<month>{_MONTH})\s+(?P<day>{_DAY})"
    rf"(?![\w])"
)
_YEAR_AFTER = re.compile(rf"(?<![\w])({_YEAR})(?![\w])")


def _without_agreeing_weekdays(text: str) -> str:
    """'from Friday November 29 through Sunday December 1, 2024': each weekday that is the weekday of the date
    after it (in the first year said after it) blanked; any other left as said."""
    if not _WEEKDAY_BEFORE_DATE.search(text):
        return text
    out = list(text)
    for m in _WEEKDAY_BEFORE_DATE.finditer(text):
        year = _YEAR_AFTER.search(text, m.end())
        month = _month_number(m.group("month"))
        if year is None or month is None:
            continue
        try:
            day = date(int(year.group(1)), month, int(re.sub(r"\D", "", m.group("day"))))
        except ValueError:
            continue
        if _WEEKDAYS[day.weekday()] == m.group("weekday").lower():
            out[m.start("weekday") : m.start("month")] = " " * (m.start("month") - m.start("weekday"))
    return "".join(out)


def _month_number(said: str) -> int | None:
    key = said.rstrip(".").lower()[:3]
    return next((i + 1 for i, short in enumerate(_SHORT_MONTHS) if short.lower() == key), None)
