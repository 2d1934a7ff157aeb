"""Ranges on numbers: "at hour 20 or later" on a dimension of numbers, "longer than 2000 miles" (asked about)."""

from __future__ import annotations

import re

from sqlclarify.semantic.query import DimensionFilter
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import lexicon, singular_words
from sqlclarify.understanding.shapes import (
    AMOUNT_RANGE,
    AT_LEAST,
    AT_MOST,
    CALENDAR_YEAR,
    CLOSING_BOUND,
    FUNCTION_WORDS,
    MORE_THAN,
    NUMBER_RANGE,
    YEAR_LIKE,
)
from sqlclarify.understanding.text import (
    WorkText,
    singular,
)


def read_dimension_ranges(work: WorkText, vocab: Vocabulary, found: Found) -> list[tuple[int, int]]:
    """'flights scheduled to leave at hour 20 or later': a range on a dimension of numbers the question names
    by a word of its label ("Scheduled departure hour"), read as a filter to the values in that range."""
    spans = []
    for m in NUMBER_RANGE.finditer(work.work):
        if not (m.group("lead") or m.group("tail")) or any(work.used[m.start() : m.end()]):
            continue
        # "from 2021 to 2024", "from 8 to 17": both bounds, not "2021 or later"
        closing = CLOSING_BOUND.match(work.work, m.end()) if m.group("lead") and not m.group("tail") else None
        noun = m.group("noun") or ""
        words = {
            (w, s, e)
            for w, s, e in work.words()
            if w not in FUNCTION_WORDS and (not (m.start() <= s < m.end()) or w == noun)
        }
        best: tuple[int, str, list[tuple[int, int]]] = (0, "", [])
        tie = False
        for dim in vocab.numeric_values:
            label = {singular(w) for w in singular_words(vocab.dimension_label(dim))} | set(_bare_name_words(dim))
            used = [(s, e) for w, s, e in words if singular(w) in label]
            if len(used) > best[0]:
                best, tie = (len(used), dim, used), False
            elif used and len(used) == best[0]:
                tie = True
        if not best[0] or tie:
            continue
        if closing is not None:
            if _years_said_by_period_words(work, m, closing, best[2]):
                continue  # "year over year growth from 2021 to 2024": a span of years, the dates' to read
            low, high = sorted((float(m.group("num")), float(closing.group("num"))))
            keep = [v for v, x in vocab.numeric_values[best[1]] if low <= x <= high]
            if keep:
                _take(work, found, best[1], keep, (m.start(), closing.end()), best[2])
                spans.append((m.start(), closing.end()))
            continue
        said = " ".join(f"{m.group('lead') or ''} {m.group('tail') or ''}".lower().split())
        n = float(m.group("num"))
        if AT_MOST.search(said):
            keep = [v for v, x in vocab.numeric_values[best[1]] if x <= n]
        elif AT_LEAST.search(said):
            keep = [v for v, x in vocab.numeric_values[best[1]] if x >= n]
        elif MORE_THAN.search(said):
            keep = [v for v, x in vocab.numeric_values[best[1]] if x > n]
        else:  # under, below, before, less than, earlier than
            keep = [v for v, x in vocab.numeric_values[best[1]] if x < n]
        if not keep:
            continue
        _take(work, found, best[1], keep, (m.start(), m.end()), best[2])
        spans.append((m.start(), m.end()))
    return spans


def _take(
    work: WorkText, found: Found, dim: str, keep: list[str], span: tuple[int, int], named: list[tuple[int, int]]
) -> None:
    """The range at `span` (its dimension named by the words at `named`) read as a filter to the values `keep`."""
    work.blank(*span)
    for start, end in named:
        work.blank(start, end)
    found.reading.query.filters = [f for f in found.reading.query.filters if f.dimension != dim]
    found.reading.query.filters.append(DimensionFilter(dimension=dim, values=keep))
    found.mentioned.add(f"filter:{dim}")


def _years_said_by_period_words(
    work: WorkText, m: re.Match[str], closing: re.Match[str], named: list[tuple[int, int]]
) -> bool:
    """Whether both bounds are calendar years and the words that named the dimension are only period words
    ("year" of "year over year", of "Reference year"): a span of dates, not the dimension's values."""
    if not (CALENDAR_YEAR.fullmatch(m.group("num")) and CALENDAR_YEAR.fullmatch(closing.group("num"))):
        return False
    periods = set(lexicon().period_column_words)
    return all(singular(work.original[s:e].lower()) in periods for s, e in named)


def _bare_name_words(dim: str) -> list[str]:
    return [w for w in dim.rpartition("__")[2].split("_") if w and w not in FUNCTION_WORDS]


def read_amount_ranges(work: WorkText, found: Found) -> list[tuple[int, int]]:
    """'flights longer than 2000 miles', 'orders with freight over $100': a range on an amount of each row. The
    catalog's dimensions filter by values, not amounts, so the whole phrase is asked about (never half read: not
    a year, not the metric Freight)."""
    spans = []
    for m in AMOUNT_RANGE.finditer(work.original):
        if any(work.used[m.start() : m.end()]):
            continue  # a range on a dimension, read already
        if YEAR_LIKE.search(m.group(0)) and not m.group("unit"):
            continue  # "growth over 2023" is a year
        end = m.end()
        if m.group("unit") and m.group("unit").lower() in FUNCTION_WORDS:
            end = m.start("unit")
        said = work.original[m.start() : end].rstrip()
        end = m.start() + len(said)
        work.blank(m.start(), end)
        found.set_aside.append(said)
        spans.append((m.start(), end))
    return spans


def masked(text: str, spans: list[tuple[int, int]]) -> str:
    for start, end in spans:
        text = text[:start] + " " * (end - start) + text[end:]
    return text
