"""'on Halloween 2024 (October 31)', 'Launch Day (March 3, 2025)': a named day whose date is written beside it in
parentheses is that date. The text is rewritten as the plain date ("October 31 2024"), every position kept, and
the day's name goes with it: the date says which day the name means. A named day with no date given is left to
the reader, which asks about the name rather than answering for the whole year."""

from __future__ import annotations

import re

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
