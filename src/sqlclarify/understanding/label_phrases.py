"""The plain words inside a metric label written with a unit or a code: "Total Scope 3 Transport Emissions
(tCO2e)" is said "total scope 3 transport emissions", "transport emissions" and "emissions". A person never types
the unit in parentheses nor, usually, the code; without these phrases no ordinary word reaches the metric."""

from __future__ import annotations

import re

from sqlclarify.understanding.shapes import FUNCTION_WORDS, GENERIC_METRIC_WORDS, GRAIN_WORDS
from sqlclarify.understanding.text import singular

PARENTHESES = re.compile(r"\([^)]*\)|\[[^\]]*\]")
PLAIN_WORD = re.compile(r"[a-z]*[aeiouy][a-z]*")


def _plain(word: str) -> bool:
    return bool(PLAIN_WORD.fullmatch(word)) and len(word) > 2


def _a_unit(inside: str) -> bool:
    """Whether words in parentheses are a unit or a code ("tCO2e", "$M", "%", "EUR", "kWh", "days"), not a word that
    tells the metric from another ("Derived", "Tonnes" stay)."""
    words = inside.split()
    return bool(words) and (
        any(not c.isalpha() and not c.isspace() for c in inside)
        or all(w.isupper() or not PLAIN_WORD.fullmatch(w.lower()) for w in words)
        or all(singular(w.lower()) in TIME_UNITS for w in words)  # "(days)", "(hours)"
    )


TIME_UNITS = frozenset({*GRAIN_WORDS, "hour", "minute", "second", "hr", "min", "sec"})  # "(min)": minutes


def label_phrases(label: str) -> list[tuple[str, str]]:
    """(phrase, where it comes from) for a label that holds a unit in parentheses or a word with digits: the label
    without the parentheses, and the plain words after its last word with a digit ("Scope 3", "Tier 2")."""
    said = " ".join(label.lower().split())
    unitless = PARENTHESES.sub(lambda m: " " if _a_unit(m.group(0)[1:-1]) else m.group(0), label)
    bare = " ".join(unitless.lower().split())
    found: list[tuple[str, str]] = []
    if bare and bare != said:
        found.append((bare, "label without its unit in parentheses"))
    words = re.findall(r"[a-z0-9]+", bare)
    tail: list[str] = []
    for word in reversed(words):
        if not _plain(word):
            break
        tail.insert(0, word)
    broken_by_number = len(tail) < len(words) and any(c.isdigit() for c in words[-len(tail) - 1])
    counts_time = bool(tail) and singular(tail[0]) in GRAIN_WORDS  # "trailing 28 days": a span, not a name
    if tail and broken_by_number and not counts_time and tail[-1] not in FUNCTION_WORDS:
        found.append((" ".join(tail), "the plain last words of its label (after a code or number)"))
        if len(tail) > 1 and len(tail[-1]) > 3 and tail[-1] not in GENERIC_METRIC_WORDS:
            found.append((tail[-1], "the last word of its label (after a code or number)"))
    return [(p, s) for p, s in found if p]
