"""'critical faults per machine' where two labels say "critical fault" (Critical Fault Events, Critical Fault Rate)
and one description says it too (the rate's: "Critical fault events divided by all fault events"): the words
are the labels' before any description's. A description that says words several labels hold names those metrics
(often its own inputs), so the choice is among the labels — never the one metric whose description happened to
repeat them. Of those labels, a plural said with no word of a rate ("critical faults") counts the things: the
ratios among them are set aside; one left is the metric, several are asked about."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.shapes import SHARE_WORDS
from sqlclarify.understanding.text import singular

RATE_WORDS = re.compile(r"(?<![\w])(?:rate|rates|ratio|ratios|average|averages|avg|mean)(?![\w])")


def labels_before_description(vocab: Vocabulary, phrase: str, described: list[str], said: str, text: str) -> list[str]:
    """The metrics a phrase (singular words, spaced at both ends; `said` as the question says it) names: the
    labels saying it, when two or more do (read_label_runs takes one); else those whose descriptions say it."""
    labelled = [n for n, label in vocab.label_texts.items() if phrase in f" {label} "]
    if len(labelled) < 2:
        return described
    last = said.split()[-1].lower()
    rate_said = RATE_WORDS.search(text.lower()) or SHARE_WORDS.search(text.lower())
    if singular(last) != last and not rate_said:  # "critical faults": how many, not their rate
        counts = [n for n in labelled if vocab.layer.metrics[n].type not in {"ratio", "derived"}]
        return counts or labelled
    return labelled
