"""Loose words of a lexicon concept (lexicon.yaml `loose_concept_words`): "spend", "bill" for cost. They join their
concept only on catalogs where no metric's own name or label says any of them: there the catalog's meaning wins
("In-Park Spend" is a metric of its own, not any cost)."""

from __future__ import annotations

from functools import cache

import yaml

from sqlclarify.understanding.lexicon import LEXICON_FILE


@cache
def _loose() -> dict[str, tuple[str, ...]]:
    data = yaml.load(LEXICON_FILE.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    return {
        str(c): tuple(str(w).lower() for w in words) for c, words in (data.get("loose_concept_words") or {}).items()
    }


def loose_concept_words(concept: str) -> tuple[str, ...]:
    """The loose words of `concept`, lowercase."""
    return _loose().get(concept, ())
