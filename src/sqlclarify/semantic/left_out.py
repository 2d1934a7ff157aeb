"""Which element left out of the catalog a question names, so that the answer gives its reason rather than
"outside what I can answer"."""

from __future__ import annotations

import re

from sqlclarify.semantic.model import Excluded, SemanticLayer

# words too common to tell one element from another
_COMMON = frozenset({"the", "and", "for", "per", "our", "all", "total", "number", "count", "by", "of", "to", "in"})
_NAMED_KINDS = ("metric", "measure", "dimension", "semantic_model", "saved_query")


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9]+", text.lower()) if len(w) > 1 and w not in _COMMON}


def left_out_named(layer: SemanticLayer, question: str) -> Excluded | None:
    """The left-out element whose words the question uses most (all of them, or at least two), if any."""
    asked = _words(question)
    best: tuple[int, Excluded] | None = None
    for excluded in layer.excluded:
        if excluded.kind not in _NAMED_KINDS:
            continue
        own = _words(" ".join(excluded.words))
        shared = len(own & asked)
        if own and (shared == len(own) or shared >= 2) and (best is None or shared > best[0]):
            best = (shared, excluded)
    return best[1] if best else None


def left_out_text(layer: SemanticLayer, question: str) -> str | None:
    """ "'name' is in the catalog but left out: reason", for a question naming a left-out element."""
    excluded = left_out_named(layer, question)
    if excluded is None:
        return None
    return f"'{excluded.name}' is in the catalog but left out: {excluded.reason}"


def left_out_asked(
    layer: SemanticLayer, question: str, knows_metric: bool, loose: bool, unplaced: list[str]
) -> str | None:
    """The left-out text when a question asks for a left-out element rather than one the reader placed: all
    its words are in the question, or the reader found no metric, only a loose one, or left some of the
    element's words unplaced ("conversion rate" read as "conversions" with "rate" left over)."""
    excluded = left_out_named(layer, question)
    if excluded is None:
        return None
    own = _words(" ".join(excluded.words))
    placed_elsewhere = knows_metric and not loose and not own & _words(" ".join(unplaced))
    if placed_elsewhere and own - _words(question):
        return None
    return f"'{excluded.name}' is in the catalog but left out: {excluded.reason}"
