"""'how much did we sell through digital channels': "how much" asks an amount, so of a ratio (*Digital Channel
Mix*, digital sales / net sales) and a sum of an amount (*Total Digital Sales*) that a word fits alike, the sum
is meant — unless the question says a ratio's own words (per, rate, ratio, average, share, percent)."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.shapes import SHARE_WORDS

HOW_MUCH = re.compile(r"(?<![\w])how\s+much(?![\w])")
COUNTED = re.compile(r"^\s*(?:1|case\s+when\s+.+\s+then\s+1\s+else\s+0\s+end)\s*$", re.IGNORECASE | re.DOTALL)
RATIO_WORDS = re.compile(r"(?<![\w])(?:per|rate|rates|ratio|ratios|average|avg|mean)(?![\w])")


def keep_amounts_for_how_much(vocab: Vocabulary, found: Found) -> None:
    """Of the metrics to choose among, the sums of an amount when "how much" asks and the others are ratios."""
    reading = found.reading
    candidates = reading.metric_candidates
    if reading.query.metrics or len(candidates) < 2:
        return
    text = found.reading_text.lower()
    if not HOW_MUCH.search(text) or SHARE_WORDS.search(text) or RATIO_WORDS.search(text):
        return
    sums = [n for n in candidates if _summed(vocab, n)]
    ratios = [n for n in candidates if vocab.layer.metrics[n].type == "ratio"]
    if not sums or not ratios or len(sums) + len(ratios) != len(candidates):
        return
    if len(sums) == 1:
        reading.query.metrics.append(sums[0])
        reading.notes.append(f"I read 'how much' as {vocab.metric_label(sums[0])}, an amount (not a ratio).")
        reading.metric_candidates, reading.candidate_phrase = [], ""
    else:
        reading.metric_candidates = sums


def _summed(vocab: Vocabulary, name: str) -> bool:
    """A simple metric adding up an amount: a sum, not a count of rows nor a sum of a yes/no column (a count of
    the rows with it: "how much did the diversions affect us" may be their number or their rate)."""
    if name in vocab.count_metrics or any(name in names for names in vocab.flag_counts.values()):
        return False
    metric = vocab.layer.metrics[name]
    if metric.type != "simple" or metric.measure is None:
        return False
    held = vocab.layer.measures.get(metric.measure.name)
    return held is not None and str(held[1].agg) == "sum" and not COUNTED.match(held[1].expr or "1")
