"""A dimension named by the everyday kind of its values (issue 32): `day_part` or `time_of_day_bucket` holding
morning, afternoon and evening is said "by time of day", whatever its name says. The kinds and their nouns are
world knowledge kept as data (value_kinds.yaml); a dimension takes a kind's nouns only when most of its values,
and two at least, are of that kind. Like place kinds, the nouns are weak phrases (candidates.py): taken only where
no other element of the catalog is named so."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import yaml

KINDS_FILE = Path(__file__).with_name("value_kinds.yaml")
MIN_KIND_SHARE = 0.6  # the share of a dimension's values that must be of the kind


def value_kind_nouns(values: list[str]) -> list[str]:
    """The nouns for the everyday kind most of `values` are (two at least), else none."""
    said = [" ".join(v.lower().replace("_", " ").replace("-", " ").split()) for v in values if v]
    for members, nouns in _kinds():
        matched = sum(v in members for v in said)
        if said and matched >= max(2, MIN_KIND_SHARE * len(said)):
            return list(nouns)
    return []


@lru_cache(maxsize=1)
def _kinds() -> tuple[tuple[frozenset[str], tuple[str, ...]], ...]:
    data = yaml.safe_load(KINDS_FILE.read_text(encoding="utf-8")) or {}
    return tuple(
        (frozenset(str(v).lower() for v in kind["values"]), tuple(str(n).lower() for n in kind["nouns"]))
        for kind in data.values()
    )
