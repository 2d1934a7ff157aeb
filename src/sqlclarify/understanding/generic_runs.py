"""'average margin': a run of label words whose only word past the aggregation ("average", "total") is one several
labels hold (Average Margin of Victory/Defeat, Average Game Margin) tells the metrics apart by word order alone;
the reading is left to the steps that offer every such metric (asked which), not taken as the one label the two
words happen to be adjacent in (issue 32, reader28)."""

from __future__ import annotations

from sqlclarify.understanding.shapes import GENERIC_METRIC_WORDS


def shared_beyond_generic(run_words: list[str], labels: dict[str, tuple[str, ...]]) -> bool:
    """Whether the run's one non-generic word, with its generic words, is held by more than one label (any order)."""
    content = [w for w in run_words if w not in GENERIC_METRIC_WORDS]
    if len(content) != 1 or len(content) == len(run_words):
        return False
    said = set(run_words)
    holders = [n for n, forms in labels.items() if any(said <= set(label.split()) for label in forms)]
    return len(holders) > 1
