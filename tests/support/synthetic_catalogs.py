"""The reader on the small synthetic catalogs in tests/data/catalogs/NAME/models.yml: catalogs the reader was not
written for, each dimension's values given as data (keyed by the dimension's own name), read without a database."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from pathlib import Path

from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.understanding.candidates import Vocabulary, build_vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.interpret import read_question

CATALOGS = Path(__file__).resolve().parents[1] / "data" / "catalogs"
TODAY = date(2025, 12, 15)


def vocabulary(name: str, values: Mapping[str, list[str]]) -> Vocabulary:
    """The words of catalog NAME, with `values[dimension]` as the values each dimension holds."""
    layer = load_semantic_layer(str(CATALOGS / name / "models.yml"))
    return build_vocabulary(layer, lambda dim: list(values.get(dim.rpartition("__")[2], [])))


def read(vocab: Vocabulary, text: str) -> Found:
    """What the reader finds in `text`, on TODAY."""
    return read_question(text, vocab, TODAY)
