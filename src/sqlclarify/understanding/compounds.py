"""Hyphenated compounds of a metric's label ("Same-Store Net Sales", "Year-over-Year Growth"): one modifier,
which names the metric only when said whole; its parts said apart ("sales for our stores") are other words."""

from __future__ import annotations

import re

from sqlclarify.understanding.shapes import FUNCTION_WORDS
from sqlclarify.understanding.text import singular

# a hyphenated compound of a label ("Same-Store Net Sales", "Year-over-Year Growth"): one modifier, said whole
HYPHENATED = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)+")


def compounds_said(label: str, text: str) -> bool:
    """Whether no hyphenated compound of `label` is said only in part in `text`: "stores" alone is no word of
    *Same-Store Net Sales* (whose "same" is a function word elsewhere); "same store", "same-store" say it whole.
    A compound none of whose content words is said, even inflected ("MoM growth" for *Month-over-Month Growth*),
    is no matter."""
    words = re.findall(r"[a-z0-9]+", text.lower())
    said = " ".join(words)
    singulars = {singular(w) for w in words}
    for compound in HYPHENATED.findall(label.lower()):
        parts = compound.split("-")
        if not any(_said(p, words, singulars) for p in parts if p not in FUNCTION_WORDS):
            continue
        spoken = r"[\s-]?".join(re.escape(p) for p in parts[:-1])
        if not re.search(rf"(?<![a-z0-9]){spoken}[\s-]?{re.escape(parts[-1])}", said):
            return False
    return True


def _said(part: str, words: list[str], singulars: set[str]) -> bool:
    """Whether a compound's `part` is said, as written or inflected ("stores", "screened" for "screen")."""
    return singular(part) in singulars or (len(part) >= 4 and any(w.startswith(part) for w in words))
