"""A running total the catalog names (issue 32): "running total of revenue day by day for the first week of
September" where the catalog's all-time cumulative metric of that revenue says "Running total of revenue" (its
description), or "cumulative new patient visits" where its label is *Cumulative New Patients*: the question
names that metric, and MetricFlow computes it from the data's first day, shown for the days asked. A running
total the catalog's own words do not name ("running total of takings" beside *Takings all time*) still restarts
on the range's first day, as does a to-date total ("month-to-date … each day of March")."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.fit import own_running_total
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import singular_words
from sqlclarify.understanding.shapes import RUNNING_TOTAL

# where a description's naming phrase ends: "Running total of revenue | over time"
PHRASE_END = re.compile(r"\s(?:over|for|by|since|across|from|in|per|to|until)\s|[,.;:(]")


def count_from_catalog_start(vocab: Vocabulary, found: Found) -> None:
    """Count a running total from the data's start when every metric read has the catalog's own all-time
    cumulative metric and the question says that metric's label or the running total its description names
    (fit.py then answers with that metric)."""
    reading = found.reading
    query = reading.query
    if not query.running_total or reading.running_from_start or not query.metrics:
        return
    if RUNNING_TOTAL.search(found.reading_text.lower()) is None:
        return
    said = f" {' '.join(singular_words(found.reading_text))} "
    owned = [own_running_total(vocab, m) for m in query.metrics]
    if all(c and any(f" {p} " in said for p in _naming_phrases(vocab, c)) for c in owned):
        reading.running_from_start = True


def _naming_phrases(vocab: Vocabulary, name: str) -> list[str]:
    """The cumulative metric's label, and its description's running-total phrase, as singular words."""
    metric = vocab.layer.metrics[name]
    phrases = [" ".join(singular_words(metric.label))]
    description = (metric.description or "").lower()
    m = RUNNING_TOTAL.search(description)
    if m:
        end = PHRASE_END.search(description, m.end())
        phrases.append(" ".join(singular_words(description[m.start() : end.start() if end else None])))
    return [p for p in phrases if len(p.split()) > 1]
