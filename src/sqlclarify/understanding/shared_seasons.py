"""'in season 2022' where two models each hold the season column ("season" names neither alone): the year is that
column's value, not the calendar year 2022 and a breakdown by season. The column is left pending between the
models' copies; the one the question's metric is on is settled later, as for any value several dimensions hold
(issue 32, reader28)."""

from __future__ import annotations

import re

from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import name_words
from sqlclarify.understanding.text import WorkText


def beside_year(phrase: str) -> str:
    """A year said right before or after `phrase` ("the 2025 season", "season 2025")."""
    said = re.escape(phrase)
    return rf"(?<![\w])(?:(?P<before>(?:19|20)\d\d)\s+{said}|{said}\s+(?P<after>(?:19|20)\d\d))(?![\w])"


def shared_season_values(work: WorkText, found: Found, numbered: dict[str, dict[int, str]]) -> list[tuple[int, int]]:
    """Each year said beside the bare name of a column of season years that several models hold, as a value
    pending between those models' columns; the spans read, for the dates to pass over."""
    by_name: dict[str, list[str]] = {}
    for dim in numbered:
        by_name.setdefault(dim.rpartition("__")[2], []).append(dim)
    spans: list[tuple[int, int]] = []
    for bare, dims in by_name.items():
        if len(dims) < 2:
            continue  # one model's column: its own phrases named it already
        for m in re.finditer(beside_year(" ".join(name_words(bare))), work.work):
            if any(work.used[m.start() : m.end()]):
                continue
            year = int(m.group("before") or m.group("after"))
            refs = [f"value:{dim}={numbered[dim][year]}" for dim in dims if year in numbered[dim]]
            if not refs:
                continue
            work.blank(m.start(), m.end())
            found.pending_values.append((work.original[m.start() : m.end()], refs, False))
            found.calendar_filters.update(dims)  # a set of periods, not values to show one row each
            spans.append((m.start(), m.end()))
    return spans
