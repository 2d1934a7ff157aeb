"""A follow-up that narrows to the things a value describes ("just for edited questions", "only the large lots"):
the noun after the value names those things, not a new metric — the last answer's metric stays."""

from __future__ import annotations

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import singular_words
from sqlclarify.understanding.text import WorkText
from sqlclarify.understanding.uncovered_amount import counts_things


def pass_over_things_after_value(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """In a follow-up, a metric read from the thing right after a value read ("edited questions": the count of
    questions) is no metric when it only counts that thing: dropped, so the last answer's metric is kept."""
    reading = found.reading
    if not found.earlier_metrics or len(reading.query.metrics) != 1 or reading.metric_candidates:
        return
    said = set(singular_words(work.original))
    name = reading.query.metrics[0]
    spans = [*found.value_spans, *found.flag_spans]
    for start, end, names in found.metric_mentions:
        after_value = any(b <= start and not work.original[b:start].strip() for _, b in spans)
        if names == [name] and after_value and counts_things(vocab, name, said):
            reading.query.metrics = []
            found.mentioned.discard("metric")
            reading.notes.append(f"I read '{work.original[start:end]}' as the things of that filter.")
            return
