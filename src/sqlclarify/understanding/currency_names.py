"""'palm oil price in rupiah' where the label says *Palm oil price (IDR/t)*, 'revenue in euros' where a column holds
EUR: a currency said by its name is the code the catalog writes. The names are world knowledge (currencies.yaml);
a name is read as a code only where the catalog writes exactly one code it fits."""

from __future__ import annotations

import functools
import re
from pathlib import Path

import yaml

from sqlclarify.understanding.candidates import Vocabulary

CURRENCY_FILE = Path(__file__).with_name("currencies.yaml")
_CODE = re.compile(r"(?<![A-Za-z])[A-Z]{3}(?![A-Za-z])")


@functools.lru_cache(maxsize=1)
def _names() -> dict[str, tuple[str, ...]]:
    """A currency's name (lowercase) -> the codes it may be."""
    found: dict[str, list[str]] = {}
    for code, *names in yaml.safe_load(CURRENCY_FILE.read_text(encoding="utf-8")):
        for name in names:
            found.setdefault(str(name).lower(), []).append(str(code))
    return {name: tuple(codes) for name, codes in found.items()}


def currency_codes() -> frozenset[str]:
    """Every currency code currencies.yaml knows ("USD", "IDR")."""
    return frozenset(code for codes in _names().values() for code in codes)


def with_currency_codes(text: str, vocab: Vocabulary) -> str:
    """`text` with each currency name the catalog writes as one code said as that code, padded so every position
    still points at the same place."""
    pattern, codes = vocab.derived("currency_names", lambda: _catalog_names(vocab))
    if pattern is None:
        return text
    return pattern.sub(lambda m: codes[m.group(0).lower()].ljust(len(m.group(0))), text)


def _catalog_names(vocab: Vocabulary) -> tuple[re.Pattern[str] | None, dict[str, str]]:
    written = _codes_written(vocab)
    names = {}
    for name, codes in _names().items():
        held = [c for c in codes if c in written]
        if len(held) == 1 and len(held[0]) <= len(name):
            names[name] = held[0]
    if not names:
        return None, {}
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])", re.IGNORECASE), names


def _codes_written(vocab: Vocabulary) -> set[str]:
    """The currency codes the catalog writes in capitals: in its metrics' labels and descriptions, its measures'
    descriptions, its dimensions' names, and the values its columns hold."""
    layer = vocab.layer
    texts = [f"{m.label or ''} {m.description or ''}" for m in layer.metrics.values()]
    texts += [measure.description or "" for _, measure in layer.measures.values()]
    texts += [" ".join(v.value for v in values) for values in vocab.values.values()]
    said = set(_CODE.findall(" ".join(texts)))
    for name in [*layer.metrics, *vocab.dimension_labels]:
        said |= {w.upper() for w in re.split(r"[_\W]+", name) if len(w) == 3}
    known = {c for codes in _names().values() for c in codes}
    return said & known
