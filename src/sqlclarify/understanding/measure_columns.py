"""A loose word that names the columns some metrics add up ("how much did guests spend": `total_visit_spend`,
`in_park_spend`): the metrics of the kind the question asks (a total for "how much", an average), to choose
among. With fewer than two of that kind reached, every metric of the kind is offered ("average spend")."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.lexicon import name_words
from sqlclarify.understanding.measure_kinds import KIND_WORDS, metrics_of_kinds
from sqlclarify.understanding.shapes import FUNCTION_WORDS, GENERIC_METRIC_WORDS, VAGUE_WORDS
from sqlclarify.understanding.text import WorkText, singular, verb_lemmas

HOW_MUCH = re.compile(r"(?<![\w])how\s+much(?![\w])")
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def metrics_adding_up(vocab: Vocabulary, word: str) -> list[str]:
    """The metrics one of whose measures reads a column with `word` in its name (in the catalog's order)."""
    layer = vocab.layer
    found = []
    for name in layer.metrics:
        exprs = [layer.measures[m][1].expr for m in layer.base_measures(name) if m in layer.measures]
        columns = {w for e in exprs for ident in IDENTIFIER.findall(e) for w in name_words(ident)}
        if word in columns:
            found.append(name)
    return found


def read_column_metrics(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Read last, when nothing else named a metric: a loose verb ("spend", "paid"), or any word after a kind
    ("average spend"), that a column some metrics add up says, asked as a choice among those metrics."""
    reading = found.reading
    if reading.knows_metric:
        return
    kinds = {KIND_WORDS[w] for w, _, _ in work.words() if w in KIND_WORDS}
    if HOW_MUCH.search(work.original.lower()):
        kinds.add("total")  # "how much did they spend": an amount, not a ratio
    # "spend", "spent" are function words elsewhere (an event's verb); here a verb may name the amount's column
    said = [(w, s, e) for w, s, e in work.words() if w not in FUNCTION_WORDS or verb_lemmas(w)]
    for word, _, _ in said:
        if word not in FUNCTION_WORDS and not kinds:
            continue  # "discounted tickets": a thing the catalog may not hold; only a loose verb, or "average X"
        if word in KIND_WORDS or word in GENERIC_METRIC_WORDS or word in VAGUE_WORDS or len(word) < 4:
            continue
        reached = metrics_adding_up(vocab, singular(word))
        if not reached:
            continue
        fits = metrics_of_kinds(vocab.layer, reached, kinds)
        if len(fits) < 2 and kinds:  # "average spend": one average reads spend; the averages are the choice
            fits = metrics_of_kinds(vocab.layer, list(vocab.layer.metrics), kinds)
        if len(fits) < 2:
            return
        # the user picks among the metrics, which settles what the question's loose words meant
        reading.candidate_phrase = work.original[said[0][1] : said[-1][2]]
        for _, start, end in said:
            work.blank(start, end)
        reading.metric_candidates = fits
        found.mentioned.add("metric")
        found.weak_metric = True
        return
