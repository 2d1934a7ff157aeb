"""'the 2024-25 season': a season written as the two years it spans, on a catalog whose column of bare season
years says in its description which of the two years it stores ("Season year (e.g., 2024 = 2023-24 season)").
Read as that column's value; where no description says the convention, the words are left to be asked about (a
season may be stored by its first year or by its last). Read from the catalog's descriptions, never a sport's."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.text import WorkText
from sqlclarify.understanding.year_values import numbered_season_columns, season_filter

_YEAR = r"(?:19|20)\d\d"
# "2024-25", "2024/25", "2024-2025", "2024–25"
_SPLIT = rf"(?P<first>{_YEAR})\s*[-–/]\s*(?P<second>\d\d(?:\d\d)?)"
# "2024 = 2023-24", "2024 is the 2023-24 season", "2024 means 2023/24"
_CONVENTION = re.compile(
    rf"(?<!\d)(?P<value>{_YEAR})\s*(?:=|:|is|means|for|stands\s+for)\s*(?:the\s+)?"
    rf"(?P<first>{_YEAR})\s*[-–/]\s*(?P<second>\d\d(?:\d\d)?)(?!\d)",
    re.IGNORECASE,
)


def read_split_seasons(work: WorkText, vocab: Vocabulary, found: Found) -> list[tuple[int, int]]:
    """Each 'YYYY-YY season' (or 'season YYYY-YY') said beside a season column whose description gives the
    convention, as a filter on that column; the spans read, for the dates to pass over."""
    spans: list[tuple[int, int]] = []
    text = work.original.lower()  # the work text has no "/" ("2021/22"); both keep every position
    for dim, years in numbered_season_columns(vocab).items():
        step = _stored_year_step(vocab, dim)
        if step is None:
            continue
        for phrase in sorted({p for p, d in vocab.dimension_phrases if d == dim}, key=len, reverse=True):
            said = re.escape(phrase)
            pattern = rf"(?<![\w]){_SPLIT}\s+{said}(?![\w])|(?<![\w]){said}\s+{_SPLIT.replace('?P<', '?P<x')}(?![\w])"
            for m in re.finditer(pattern, text):
                first, second = m.group("first") or m.group("xfirst"), m.group("second") or m.group("xsecond")
                if not _one_year_apart(first, second):
                    continue
                value = years.get(int(first) + step)
                if value is not None:
                    spans += season_filter(work, found, dim, [value], m.start(), m.end())
    return spans


def _one_year_apart(first: str, second: str) -> bool:
    later = int(second) if len(second) == 4 else int(first[:2] + second)
    return later == int(first) + 1


def _stored_year_step(vocab: Vocabulary, dim: str) -> int | None:
    """0 when the column stores a season by its first year, 1 by its last; None when no description says."""
    return vocab.derived(f"split_season_step:{dim}", lambda: _step_from_descriptions(vocab, dim))


def _step_from_descriptions(vocab: Vocabulary, dim: str) -> int | None:
    bare = dim.rpartition("__")[2]
    steps = set()
    for model in vocab.layer.semantic_models:
        for d in model.dimensions:
            if d.name != bare:
                continue
            for m in _CONVENTION.finditer(f"{d.label or ''} {d.description or ''}"):
                if _one_year_apart(m.group("first"), m.group("second")):
                    steps.add(int(m.group("value")) - int(m.group("first")))
    return steps.pop() if len(steps) == 1 and steps <= {0, 1} else None
