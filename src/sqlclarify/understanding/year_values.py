"""'last fiscal year', 'fiscal year 2025', 'since FY2023': a column whose name says it holds periods and whose values
are years written with letters ('FY2026') is read as those periods: "this"/"last"/"next" <its name> is the value of
today's year, the year before or after; "since"/"from"/"after"/"before"/"until" a value is every value on that side.
Values that are bare numbers (a season 2025) are read only when the year is said beside the column's name ("the
2025 season"): which season "last season" is depends on a convention the catalog does not state."""

from __future__ import annotations

import re
from datetime import date

from sqlclarify.semantic.query import DimensionFilter
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import lexicon, name_words
from sqlclarify.understanding.shared_seasons import beside_year, shared_season_values
from sqlclarify.understanding.text import WorkText

_YEAR = re.compile(r"(?<!\d)((?:19|20)\d\d)(?!\d)")
_MOVES = {"this": 0, "current": 0, "last": -1, "previous": -1, "prior": -1, "next": 1}
# period words every calendar has: a year beside them is the calendar's ("the 2025 year" is 2025)
CALENDAR_PERIOD_WORDS = frozenset({"year", "quarter", "month", "week", "day", "date"})
_SIDES = {"since": ">=", "from": ">=", "after": ">", "before": "<", "until": "<=", "through": "<="}


def read_year_values(work: WorkText, vocab: Vocabulary, found: Found, today: date) -> list[tuple[int, int]]:
    """Each period said by a year-valued column's name or values, as a filter on that column; the spans read, for
    the dates to pass over ("fiscal year 2025" is no calendar year)."""
    text = work.work
    spans: list[tuple[int, int]] = []
    for dim, years in _year_valued(vocab).items():
        for phrase in _phrases(vocab, dim):
            said = re.escape(phrase)
            for m in re.finditer(rf"(?<![\w])(?P<move>{'|'.join(_MOVES)})\s+{said}(?![\w])", text):
                value = years.get(today.year + _MOVES[m.group("move")])
                if value is not None:
                    spans += _filter(work, found, dim, [value], m.start(), m.end())
            for m in re.finditer(rf"(?<![\w]){said}\s+(?P<year>(?:19|20)\d\d)(?![\w])", text):
                value = years.get(int(m.group("year")))
                if value is not None:
                    spans += _filter(work, found, dim, [value], m.start(), m.end())
        by_value = {v.lower(): y for y, v in years.items()}
        values = "|".join(re.escape(v) for v in sorted(by_value, key=len, reverse=True))
        for m in re.finditer(rf"(?<![\w])(?P<side>{'|'.join(_SIDES)})\s+(?P<value>{values})(?![\w])", text):
            year, side = by_value[m.group("value")], _SIDES[m.group("side")]
            kept = [v for y, v in sorted(years.items()) if _on_side(y, side, year)]
            spans += _filter(work, found, dim, kept, m.start(), m.end())
    spans += _numbered_seasons(work, vocab, found)
    return spans


def _numbered_seasons(work: WorkText, vocab: Vocabulary, found: Found) -> list[tuple[int, int]]:
    """'the 2025 season', 'season 2025': a year said right beside the name of a column of bare years named by a
    period word no calendar has ("season", "period"), one column so named — that column's value, not the calendar
    year (a season may start in the year before). "Last season" is still left alone (see the module's note)."""
    text = work.work
    spans: list[tuple[int, int]] = []
    numbered = _numbered(vocab)
    for dim, years in numbered.items():
        for phrase in _phrases(vocab, dim):
            for m in re.finditer(beside_year(phrase), text):
                value = years.get(int(m.group("before") or m.group("after")))
                if value is not None:
                    spans += _filter(work, found, dim, [value], m.start(), m.end())
    spans += shared_season_values(work, found, numbered)
    return spans


def numbered_season_columns(vocab: Vocabulary) -> dict[str, dict[int, str]]:
    """dimension -> {year: value} for the columns of bare season years ("the 2025 season")."""
    return _numbered(vocab)


def season_filter(
    work: WorkText, found: Found, dim: str, values: list[str], start: int, end: int
) -> list[tuple[int, int]]:
    """Filter on a column of periods where the words start..end name its values; the span read, if any."""
    return _filter(work, found, dim, values, start, end)


def _numbered(vocab: Vocabulary) -> dict[str, dict[int, str]]:
    """dimension -> {year: value} for the one column per non-calendar period word whose values are bare years."""
    return vocab.derived("numbered_seasons", lambda: _work_out_numbered(vocab))


def _work_out_numbered(vocab: Vocabulary) -> dict[str, dict[int, str]]:
    words = set(lexicon().period_column_words) - CALENDAR_PERIOD_WORDS
    by_word: dict[str, list[str]] = {}
    for dim, numbers in vocab.numeric_values.items():
        if numbers and all(x == int(x) and 1800 <= x <= 2200 for _, x in numbers):
            for word in words & set(name_words(dim.rpartition("__")[2])):
                by_word.setdefault(word, []).append(dim)
    found: dict[str, dict[int, str]] = {}
    for dims in by_word.values():
        named = {d.rpartition("__")[2] for d in dims}
        if len(named) == 1:  # the same column reached from several models is one column
            for dim in dims:
                found[dim] = {int(x): v for v, x in vocab.numeric_values[dim]}
    return found


def _on_side(year: int, side: str, bound: int) -> bool:
    return {">=": year >= bound, ">": year > bound, "<": year < bound, "<=": year <= bound}[side]


def _filter(work: WorkText, found: Found, dim: str, values: list[str], start: int, end: int) -> list[tuple[int, int]]:
    if not values or any(work.used[start:end]):
        return []
    work.blank(start, end)
    query = found.reading.query
    found.values[dim] = list(values)
    query.filters = [f for f in query.filters if f.dimension != dim]
    query.filters.append(DimensionFilter(dimension=dim, values=list(values)))
    found.mentioned.add(f"filter:{dim}")
    found.calendar_filters.add(dim)  # a set of periods, not values to show one row each
    return [(start, end)]


def _year_valued(vocab: Vocabulary) -> dict[str, dict[int, str]]:
    """dimension -> {year: value} for the columns whose name has a period word and whose every value is one year
    written with letters ('FY2026'), each year once."""
    return vocab.derived("year_valued", lambda: _work_out(vocab))


def _work_out(vocab: Vocabulary) -> dict[str, dict[int, str]]:
    period_words = set(lexicon().period_column_words)
    found: dict[str, dict[int, str]] = {}
    for dim, infos in vocab.values.items():
        if not infos or not period_words & set(name_words(dim.rpartition("__")[2])):
            continue
        years: dict[int, str] = {}
        for info in infos:
            text = str(info.value)
            held = _YEAR.findall(text)
            if len(held) != 1 or text.strip().isdigit() or int(held[0]) in years:
                break
            years[int(held[0])] = text
        else:
            found[dim] = years
    return found


def _phrases(vocab: Vocabulary, dim: str) -> list[str]:
    """The phrases that name the column ("fiscal year"), longest first."""
    return sorted({p for p, d in vocab.dimension_phrases if d == dim}, key=len, reverse=True)
