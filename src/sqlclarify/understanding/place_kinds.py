"""A dimension named by the kind of places its values are (issue 32): `country_region` holding Brazil, Kenya and
Peru is said "by country", "top 5 countries", whatever its name says. The values decide, from the world
knowledge of place_names.yaml; the kinds' nouns are data (place_kinds.yaml). Such a name is taken only where no
other element of the catalog is named so (candidates.py adds it as a weak phrase)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import yaml

from sqlclarify.understanding.value_forms import MIN_PLACE_SHARE, place_tables

KINDS_FILE = Path(__file__).with_name("place_kinds.yaml")


def place_kind_nouns(values: list[str]) -> list[str]:
    """The nouns for the kind of places most of `values` are (two at least), else none."""
    best, count = None, 0
    for kind, table in place_tables().items():
        matched = sum(v.lower() in table for v in values)
        if matched >= max(2, MIN_PLACE_SHARE * len(values)) and matched > count:
            best, count = kind, matched
    return list(_kind_nouns().get(best, [])) if best else []


@lru_cache(maxsize=1)
def _kind_nouns() -> dict[str, list[str]]:
    data = yaml.safe_load(KINDS_FILE.read_text(encoding="utf-8")) or {}
    return {str(kind): [str(n).lower() for n in nouns] for kind, nouns in data.items()}
