"""'false positive rate per rule' where FALSE_POSITIVE is a value of a review's outcome and the catalog has a
metric labelled Fincrime False Positive Rate: the value's words and the word left over beside them ("rate") are
together the words of one metric's own label or name. Then the value is no filter but the metric's own words.
So too in a follow-up: "now the completed ones" after *All Qualifying Transactions*, where COMPLETED is a value the
last metric cannot be split by and *Completed Qualifying Transactions* is the last metric's label with that word
instead of one of its own. Read from the metrics' labels and names and the values read, never a project's words."""

from __future__ import annotations

from sqlclarify.understanding.calibration import own_words
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.metric_value_words import drop_value_filter, said_value_words
from sqlclarify.understanding.shapes import FUNCTION_WORDS
from sqlclarify.understanding.text import WorkText, singular


def read_metric_from_value_words(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """With no metric read: the one metric whose own words hold every word of a value read as a filter and a word
    left over in the question is the metric; the filter goes, and the leftover words the metric says are used."""
    reading = found.reading
    if reading.knows_metric or not reading.query.filters:
        return
    left = [(singular(w), start, end) for w, start, end in work.words() if w not in FUNCTION_WORDS]
    if not left:
        return
    said = {
        f.dimension: said_value_words(found, f.dimension)
        for f in reading.query.filters
        if not f.exclude and f.dimension not in vocab.flag_dimensions
    }
    fits: list[tuple[str, str, set[str]]] = []  # metric, the filter it takes, the leftover words it says
    for name in vocab.layer.metrics:
        own = own_words(vocab, name)
        for dim, words in said.items():
            used = {w for w, _, _ in left if w in own}
            if words and words <= own and used:
                fits.append((name, dim, used))
    if len({name for name, _, _ in fits}) != 1:
        return  # none, or several metrics hold the words: the question stays as read (asked or refused)
    name, dim, used = fits[0]
    drop_value_filter(found, dim)
    reading.query.metrics.append(name)
    found.mentioned.add("metric")
    for word, start, end in left:
        if word in used:
            work.blank(start, end)


def read_sibling_metric_of_value(vocab: Vocabulary, found: Found) -> None:
    """A follow-up with no metric and a value the last answer's one metric cannot take: the one metric whose own
    words are the value's and the last metric's (one of those swapped) is the metric; the value is its word."""
    reading = found.reading
    if reading.knows_metric or len(found.earlier_metrics) != 1:
        return
    last = found.earlier_metrics[0]
    kept = own_words(vocab, last)
    said = {
        f.dimension: said_value_words(found, f.dimension)
        for f in reading.query.filters
        if not f.exclude and f.dimension not in vocab.flag_dimensions and not vocab.takes(last, f.dimension)
    }
    fits = {
        (name, dim)
        for dim, words in said.items()
        for name in vocab.layer.metrics
        if name != last and words and _sibling(own_words(vocab, name), words, kept)
    }
    if len({name for name, _ in fits}) != 1 or len(fits) != 1:
        return
    name, dim = next(iter(fits))
    drop_value_filter(found, dim)
    reading.query.metrics.append(name)
    found.mentioned.add("metric")


def _sibling(own: set[str], value_words: set[str], last: set[str]) -> bool:
    """Whether a metric's words are the value's plus the last metric's but for the one word they replace."""
    rest = own - value_words
    return value_words <= own and bool(rest) and rest <= last and len(last - rest) == 1
