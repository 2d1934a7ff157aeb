"""What the offline reader recognises in a catalog: for each metric and dimension, its words and where each
came from (`sqlclarify catalog explain`), and the elements no ordinary word reaches (for `catalog check`)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from sqlclarify.understanding.candidates import Vocabulary


@dataclass
class ElementWords:
    kind: str  # "metric" or "dimension"
    name: str
    label: str
    words: list[tuple[str, str]] = field(default_factory=list)  # (phrase, where it came from)
    values: int = 0  # distinct values read as filter words (dimensions)

    def as_dict(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "name": self.name,
            "label": self.label,
            "words": [{"phrase": p, "source": s} for p, s in self.words],
            "values": self.values,
        }


def explain_vocabulary(vocab: Vocabulary) -> list[ElementWords]:
    """Every metric, then every dimension, with the phrases the reader matches for it and their origin."""
    explained = [
        ElementWords("metric", name, vocab.metric_label(name), list(vocab.origins.get(f"metric:{name}", [])))
        for name in vocab.layer.metrics
    ]
    dims: dict[str, ElementWords] = {}
    for phrase, dim in vocab.dimension_phrases:
        element = dims.setdefault(dim, ElementWords("dimension", dim, vocab.dimension_label(dim)))
        source = next((s for p, s in vocab.origins.get(f"dimension:{dim}", []) if p == phrase), "name or synonym")
        element.words.append((phrase, source))
    for dim, origins in vocab.origins.items():
        kind, _, name = dim.partition(":")
        if kind == "dimension":
            element = dims.setdefault(name, ElementWords("dimension", name, vocab.dimension_label(name)))
            element.words.extend(o for o in origins if all(o[0] != p for p, _ in element.words))
    for name, values in vocab.values.items():
        dims.setdefault(name, ElementWords("dimension", name, vocab.dimension_label(name))).values = len(values)
    return explained + sorted(dims.values(), key=lambda e: e.name)


ORDINARY_WORD = re.compile(r"[a-z]*[aeiouy][a-z]*")


def is_ordinary(phrase: str) -> bool:
    """A phrase a person would type: words of letters with a vowel, none a code ("amt_x2", "cnt")."""
    words = phrase.lower().split()
    return bool(words) and all(
        (ORDINARY_WORD.fullmatch(w) and len(w) > 2) or w in {"of", "by", "to", "in"} for w in words
    )


def unreached_elements(vocab: Vocabulary) -> list[str]:
    """Lines for the metrics and dimensions no ordinary word reaches: only codes or nothing at all. A question
    can still name them by typing their names, but nobody will; `catalog check` warns about them."""
    lines = []
    for element in explain_vocabulary(vocab):
        taken = [p for p, source in element.words if not source.startswith("description") and is_ordinary(p)]
        if not taken:
            lines.append(
                f"{element.kind} '{element.name}': no ordinary word reaches it; give it a label "
                "or a description (or meta synonyms)"
            )
    return lines
