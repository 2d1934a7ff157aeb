"""A season's name the catalog holds as a value ("summer vs regular season" where a `season` column holds Summer
and Regular) is that value, not the months of a season: the catalog's own seasons are what its rows say, the
calendar's summer (June to August) only a guess at them. Said with a year or a "last"/"next" ("summer 2024",
"last winter") it is still the dates (reader10, issue 32)."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.dates import SEASON_NAMES, YEAR

_SEASON = re.compile(
    rf"(?<![\w])(?<!last\s)(?<!next\s)(?<!this\s)(?P<name>{'|'.join(SEASON_NAMES)})(?![\w])(?!\s*(?:of\s+)?{YEAR})",
    re.IGNORECASE,
)


def season_value_spans(text: str, vocab: Vocabulary) -> list[tuple[int, int]]:
    """Where `text` says a season's name, alone, that a dimension of the catalog holds as a value."""
    by_text = vocab.value_phrases_by_text  # five look-ups, none per value of the catalog
    held = [name for name in SEASON_NAMES if name in by_text]
    if not held:
        return []
    return [m.span("name") for m in _SEASON.finditer(text) if m.group("name").lower() in held]
