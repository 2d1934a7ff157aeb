"""A range said twice: "the summer of 2024, June to August", "Q1 2025 (January through March)". The months named
beside a range that runs from exactly the first to the last of them restate it: they are read, not asked about
as dates left over. Months that do not span the range ("2024, in March") still narrow it, and are left over."""

from __future__ import annotations

import re
from datetime import date

from sqlclarify.understanding.dates import MONTH, period_end

MONTH_WORD = re.compile(rf"(?<![\w/.-]){MONTH}\.?(?![\w])", re.IGNORECASE)
MONTH_STEMS = "jan feb mar apr may jun jul aug sep oct nov dec".split()
# the words before "may" that make it the month ("June to May"), not the verb ("which may have")
MAY_AS_MONTH_AFTER = frozenset({"to", "through", "thru", "till", "until", "from", "and", "in", "of"})


def restated_month_spans(text: str, spans: list[tuple[int, int]], start: date, end: date) -> list[tuple[int, int]]:
    """The spans of the month names outside `spans` when the first and last of them are the first and last
    months of the range [start, end] (whole months of one year); else none."""
    if start.year != end.year or start.day != 1 or period_end(end, "month") != end:
        return []
    outside = [
        m
        for m in MONTH_WORD.finditer(text)
        if not any(s <= m.start() < e for s, e in spans) and not _may_as_verb(text, m)
    ]
    if not outside:
        return []
    months = [MONTH_STEMS.index(m.group(0).lower()[:3]) + 1 for m in outside]
    if (months[0], months[-1]) != (start.month, end.month) or sorted(months) != months:
        return []
    return [(m.start(), m.end()) for m in outside]


def _may_as_verb(text: str, m: re.Match[str]) -> bool:
    before = text[: m.start()].split()
    return m.group(0).lower() == "may" and not (before and before[-1].lower().strip(",(") in MAY_AS_MONTH_AFTER)
