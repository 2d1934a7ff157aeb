"""Asking calibrated: a question back only when two readings truly compete and nothing in the question or the
catalog prefers one (issue 32). Of the metrics a phrase fits, the one whose own label or name says its word
("refunds": Refund Impact, not the premiums described as "net of refunds"); a count for "how many"; one of two
names for the same measure; a guess the question says word for word is taken, a rate guessed for "how many" is
its count; a word two dimensions fit is the one on the metric's own rows; a metric's own sign or the word that
completes another label is no word to ask about. All read from the catalog's labels, names, descriptions,
measures and joins — never from a project's words."""

from __future__ import annotations

import re

from sqlclarify.semantic.model import Measure, SemanticLayer
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found, apply_element, ref_dimension
from sqlclarify.understanding.lexicon import singular_words, spoken_name
from sqlclarify.understanding.measure_kinds import metric_kinds
from sqlclarify.understanding.metric_variants import COUNT_QUESTION, _plain_words
from sqlclarify.understanding.scoring import nearest_dimensions
from sqlclarify.understanding.shapes import AGGREGATION_WORDS, AUXILIARIES, FUNCTION_WORDS, VAGUE_WORDS
from sqlclarify.understanding.text import WorkText, singular

MIN_STEM = 4  # "play" and "played": a shorter shared start says nothing
ABBREVIATION = re.compile(r"(?<![A-Za-z])[A-Z]{2,}(?![A-Za-z])")  # "NRR", "LTV per Customer": a label that shortens
# the words that end a description's first phrase: what follows says of what, before what, as what
LINKING_WORDS = frozenset(
    {"of", "before", "after", "as", "by", "for", "from", "in", "on", "per", "to", "with", "without", "over", "at"}
)
COUNTED = re.compile(r"^\s*(?:1|case\s+when\s+.+\s+then\s+1\s+else\s+0\s+end)\s*$", re.IGNORECASE | re.DOTALL)


def narrow_candidates_by_own_words(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Metrics to choose among: those the phrase's words reach when one's own label or name says a word of it
    (`_named_by_own_word`); then a count question keeps the counts among sums of amounts, and of metrics that
    answer the same, one is kept. One left is the metric, read without a question."""
    reading = found.reading
    if len(reading.metric_candidates) < 2 or reading.query.metrics:
        return
    kept = _named_by_own_word(vocab, reading.metric_candidates, reading.candidate_phrase) or reading.metric_candidates
    if COUNT_QUESTION.search(work.original.lower()):
        kept = _counts(vocab.layer, kept) or kept
    kept = _one_answer_each(vocab, kept, reading.candidate_phrase)
    if len(kept) == 1:
        reading.query.metrics.append(kept[0])
        reading.metric_candidates, reading.candidate_phrase = [], ""
    elif len(kept) < len(reading.metric_candidates):
        reading.metric_candidates = kept


def own_words(vocab: Vocabulary, name: str) -> set[str]:
    """The words a metric is called by: its label's and its name's, singular, aggregation synonyms made one."""
    said = f"{vocab.metric_label(name)} {spoken_name(name)}"
    return {AGGREGATION_WORDS.get(w, w) for w in singular_words(said)}


def _named_by_own_word(vocab: Vocabulary, names: list[str], phrase: str) -> list[str]:
    """Of `names`, those the content words of `phrase` reach, when another one's own label or name says one of
    them (Refund Impact for "refunds", Total Remaining Balance for "outstanding balance on loans"): the ones
    holding a word, those the lexicon gives for it ("sales": Revenue), and those whose descriptions say it as
    what the metric is — not those that only mention it on the way ("Premium net of refunds") nor those reached by
    a thing's name alone ("loans": every loan metric). Empty when no label holds a word of the phrase."""
    plain = _plain_words(vocab)
    words = {AGGREGATION_WORDS.get(w, w) for w in singular_words(phrase)} - FUNCTION_WORDS - plain
    things = _by_start(plain)
    words = {w for w in words if not any(_same_stem(w, t) for t in things.get(w[:MIN_STEM], ()))}  # "hired": hires
    if not words:
        return []
    holding = [n for n in names if any(_same_stem(w, own) for w in words for own in own_words(vocab, n))]
    if not holding:
        return []
    lexicon = _lexicon_metrics(vocab, words)

    def reached(name: str) -> bool:
        if any(_only_mentions(vocab, name, w) for w in words):
            return False
        return name in lexicon or any(_mentions(vocab, name, w) for w in words)

    return [n for n in names if n in holding or reached(n)]


def _lexicon_metrics(vocab: Vocabulary, words: set[str]) -> set[str]:
    """The metrics the shipped lexicon gives for one of `words` ("sales": Revenue, Gross sales)."""
    return {
        n
        for p, names in vocab.metric_phrases
        if p in vocab.lexicon_phrases and set(singular_words(p)) & words
        for n in names
    }


def _mentions(vocab: Vocabulary, name: str, word: str) -> bool:
    """Whether a metric's descriptions say `word`, or its label may say it in short (an abbreviation: NRR)."""
    label = vocab.layer.metrics[name].label or ""
    return word in vocab.descriptions.get(name, "").split() or bool(ABBREVIATION.search(label))


def _only_mentions(vocab: Vocabulary, name: str, word: str) -> bool:
    """Whether a metric's descriptions say `word` only on the way: not as what the metric is (the head of the
    description's first phrase: "Fee retention of the members …"), and its label is no abbreviation that may say
    it in short (NRR)."""
    metric = vocab.layer.metrics[name]
    if word not in vocab.descriptions.get(name, "").split() or ABBREVIATION.search(metric.label or ""):
        return False
    lead = re.split(r"[.,;:()]", metric.description or "", maxsplit=1)[0]
    said = [AGGREGATION_WORDS.get(w, w) for w in singular_words(lead)]
    while said and (said[0] in FUNCTION_WORDS or said[0] in LINKING_WORDS):
        said.pop(0)
    phrase = next((said[:i] for i, w in enumerate(said) if w in FUNCTION_WORDS or w in LINKING_WORDS), said)
    return not phrase or phrase[-1] != word  # the head of its first phrase: what the description says it is


def _counts(layer: SemanticLayer, names: list[str]) -> list[str]:
    """Those of `names` that count rows (a count, a distinct count, a sum of ones), when the others sum an amount:
    "how many loans started" is the number of loans, not the amount lent."""
    counts = [n for n in names if _counted(layer, n)]
    amounts = [n for n in names if _summed_amount(layer, n)]
    if not counts or not amounts or len(counts) + len(amounts) < len(names):
        return []  # an average, a ratio or another kind among them: the choice stays as it was
    return counts


def _one_answer_each(vocab: Vocabulary, names: list[str], phrase: str) -> list[str]:
    """`names` with one metric kept of those answering the same: the one most like the user's words (the
    others' names are no closer reading of them), in the catalog's order among the kept."""
    if len(_one_of_each_answer(vocab.layer, names)) == len(names):
        return names
    from sqlclarify.understanding.questions import closest_metrics  # the choice's own ranking of candidates

    kept = set(_one_of_each_answer(vocab.layer, closest_metrics(vocab, names, phrase, limit=None)))
    return [n for n in names if n in kept]


def _one_of_each_answer(layer: SemanticLayer, names: list[str]) -> list[str]:
    """`names` less the metrics that answer exactly what an earlier one does (the same measure, unfiltered, under
    two names): a choice between them changes nothing."""
    seen: set[tuple[str, float | None, bool]] = set()
    kept = []
    for name in names:
        metric = layer.metrics[name]
        same = metric.type == "simple" and metric.measure is not None and not metric.filter
        given = metric.measure
        plain = same and given is not None and not given.filter
        key = (given.name, given.fill_nulls_with, given.join_to_timespine) if plain and given else None
        if key is not None and key in seen:
            continue
        if key is not None:
            seen.add(key)
        kept.append(name)
    return kept


def _measure(layer: SemanticLayer, name: str) -> Measure | None:
    metric = layer.metrics.get(name)
    if metric is None or metric.type != "simple" or metric.measure is None:
        return None
    found = layer.measures.get(metric.measure.name)
    return found[1] if found else None


def _counted(layer: SemanticLayer, name: str) -> bool:
    measure = _measure(layer, name)
    if measure is None:
        return False
    agg = str(measure.agg)
    return agg in {"count", "count_distinct", "sum_boolean"} or (
        agg == "sum" and bool(COUNTED.match(measure.expr or ""))
    )


def _summed_amount(layer: SemanticLayer, name: str) -> bool:
    measure = _measure(layer, name)
    return measure is not None and str(measure.agg) == "sum" and not _counted(layer, name)


def confirm_guess_by_label(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """A fuzzy guess whose label's every word the question says, a verb's ending aside ("how many games did
    defensemen play": Games Played), is named, not guessed: read without "did you mean …?"."""
    guess = found.reading.metric_guess
    if not guess:
        return
    label = set(singular_words(vocab.metric_label(guess))) - FUNCTION_WORDS
    label = {w for w in label if not w.isdigit()}
    said = [(m.group(0), m.start(), m.end()) for m in re.finditer(r"[a-z0-9]+", work.original.lower())]
    said = [(singular(w), s, e) for w, s, e in said if w not in FUNCTION_WORDS]  # the guessed phrase's words too
    matched = [(s, e) for w, s, e in said if any(_same_stem(w, own) for own in label)]
    if not label or not all(any(_same_stem(w, own) for w, _, _ in said) for own in label):
        return
    found.reading.query.metrics.append(guess)
    found.reading.metric_guess = None
    _give_back_others(work, found.reading.candidate_phrase, matched)
    found.reading.candidate_phrase = ""
    for start, end in matched:
        if not work.used[start]:
            work.blank(start, end)


def _give_back_others(work: WorkText, phrase: str, matched: list[tuple[int, int]]) -> None:
    """The words of the guessed phrase that are no word of the label go back to the question, to be placed or
    asked about ("defensemen" of "games did defensemen play"), never dropped with the guess."""
    at = work.original.lower().find(phrase.lower()) if phrase else -1
    if at < 0:
        return
    for m in re.finditer(r"[a-z0-9]+", work.original.lower()[at : at + len(phrase)]):
        start, end = at + m.start(), at + m.end()
        if (start, end) in matched or m.group(0) in FUNCTION_WORDS:
            continue
        work.give_back(start, end)


def _same_stem(word: str, own: str) -> bool:
    """`word` is `own` (both singular), or one of them with an English ending added ("played", "play")."""
    if word == own:
        return True
    shorter, longer = sorted((word, own), key=len)
    return len(shorter) >= MIN_STEM and longer.startswith(shorter) and len(longer) - len(shorter) <= 3


def _by_start(words: set[str]) -> dict[str, list[str]]:
    """`words` by their first MIN_STEM letters: a word's other forms share them."""
    starts: dict[str, list[str]] = {}
    for word in words:
        starts.setdefault(word[:MIN_STEM], []).append(word)
    return starts


def settle_set_aside_by_distance(vocab: Vocabulary, found: Found) -> None:
    """A phrase set aside because it fits several dimensions or values ("by status": the meeting's or the
    parent's), once the metric is known: the one on the metric's own rows, or the fewest joins away, as when the
    metric was known on reading it (`nearest_dimensions`); two things' same attribute stays asked."""
    reading = found.reading
    metrics = reading.query.metrics  # while the metric is to be chosen, so is the dimension it reaches
    if not metrics or reading.metric_candidates or not found.set_aside:
        return
    for said in list(found.set_aside):
        refs = reading.unplaced_options.get(said, [])
        if len(refs) < 2 or not all(r.startswith(("dimension:", "value:")) for r in refs):
            continue
        fitting = [r for r in refs if all(vocab.takes(m, ref_dimension(r)) for m in metrics)]
        nearest = nearest_dimensions(vocab, metrics, sorted({ref_dimension(r) for r in fitting}))
        chosen = [r for r in fitting if ref_dimension(r) in nearest]
        if len(nearest) != 1 or len(chosen) != 1:
            continue
        apply_element(found, chosen[0])
        found.set_aside.remove(said)
        del reading.unplaced_options[said]


def count_behind_guessed_rate(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'how many opportunities did we win', guessed as Win rate: a count question asks for no rate; the count the
    rate is of (its numerator, a count of rows) is what the question counts — read, and said in the answer."""
    reading = found.reading
    guess = vocab.layer.metrics.get(reading.metric_guess or "")
    if guess is None or guess.type != "ratio" or guess.numerator is None:
        return
    counted = guess.numerator
    if counted.filter or counted.offset_window or counted.offset_to_grain:
        return  # a filtered or shifted count is no count the question said
    if not COUNT_QUESTION.search(work.original.lower()) or not _counted(vocab.layer, counted.name):
        return
    reading.query.metrics.append(counted.name)
    reading.notes.append(
        f"I read '{reading.candidate_phrase}' as {vocab.metric_label(counted.name)}, the count behind {guess.label}."
    )
    reading.metric_guess, reading.candidate_phrase = None, ""


def pass_over_own_signs(vocab: Vocabulary, found: Found) -> None:
    """'net revenue MoM growth % by month': a '%' set aside before the metric was read is the metric's own sign
    when its label has it (Net Revenue MoM Growth %) — no share to take, nothing to ask."""
    labels = [vocab.metric_label(n) for n in found.reading.query.metrics]
    if "%" in found.set_aside and any("%" in label for label in labels):
        found.set_aside.remove("%")


def extend_metric_by_next_word(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'goals against for the Oilers': a metric read from a phrase ("goals": Total Goals) whose next word, left
    unplaced, makes with it the words of exactly one other metric's label, but for whose thing it is or its
    kind (Team Goals Against), is that metric — the reading that covers every word, instead of asking where
    "against" goes."""
    query = found.reading.query
    labels = vocab.label_texts
    plain = _plain_words(vocab)
    for start, end, names in found.metric_mentions:
        if len(names) != 1 or names[0] not in query.metrics:
            continue
        after = re.match(r"\s+([a-z][\w\-]*)", work.work[end:])
        if after is None or any(work.used[end + after.start(1) : end + after.end(1)]):
            continue
        word = after.group(1)
        if word in FUNCTION_WORDS:
            continue
        said = singular_words(f"{work.original[start:end]} {word}")
        run = f" {said[-2]} {said[-1]} " if len(said) > 1 else ""  # the phrase's last word and the next one
        longer = [n for n, label in labels.items() if n != names[0] and run and run in f" {label} "]
        # of those, the labels that say every word said and nothing more but whose thing it is or its kind (Team
        # Goals Against, not Total Shots on Goal Against)
        words = set(said) - FUNCTION_WORDS - plain
        longer = [n for n in longer if set(labels[n].split()) - FUNCTION_WORDS - plain == words]
        if len(longer) != 1 or longer[0] in query.metrics:
            continue
        query.metrics[query.metrics.index(names[0])] = longer[0]
        work.blank(end + after.start(1), end + after.end(1))


def keep_the_one_whole_amount(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'new orgs per month' (Organization Count or Avg MRR per Org?), 'units by category' (Total quantity or Avg
    Selling Price, "per unit"?): the things the question names are what the other options divide by — an amount
    per org, a price per unit. A question that says no average, rate or "per <thing>" asks for no amount per
    those things: when every option but one is such an amount, the one left is what it names — read, and said
    in the answer. An amount per another thing stays an option ("maintenance": Total Maintenance Cost or
    Maintenance Cost per Machine — its cost, or per machine?), as does a vague reading ("September numbers")."""
    from sqlclarify.understanding.unsaid_averages import asks_per_unit, per_unit  # the per-thing reading's own test

    reading = found.reading
    if len(reading.metric_candidates) < 2 or reading.query.metrics or asks_per_unit(work.original):
        return
    named = set(singular_words(reading.candidate_phrase)) - FUNCTION_WORDS
    if not named or set(re.findall(r"[a-z]+", work.original.lower())) & (VAGUE_WORDS - AUXILIARIES):
        return  # "how did the web channel do", "September numbers": what is asked is not named
    dims = {f.dimension for f in reading.query.filters}
    per_named = [m for m in reading.metric_candidates if per_unit(vocab, m) and _divided_by(vocab, m) & named]
    whole = [m for m in reading.metric_candidates if m not in per_named]
    if not per_named or len(whole) != 1 or per_unit(vocab, whole[0]):
        return
    if not all(vocab.takes(whole[0], d) for d in dims):
        return
    reading.notes.append(f"I read '{reading.candidate_phrase}' as {vocab.metric_label(whole[0])}.")
    reading.query.metrics.append(whole[0])
    reading.metric_candidates, reading.candidate_phrase = [], ""
    found.mentioned.add("metric")


PER_THING = re.compile(r"(?<![\w])per\s+([a-z]+)")


def _divided_by(vocab: Vocabulary, name: str) -> set[str]:
    """The things a metric's label or description says it is per ("Avg MRR per Org": org; "price per unit")."""
    metric = vocab.layer.metrics[name]
    text = f"{metric.label or ''} {metric.description or ''}".lower()
    return {singular(m.group(1)) for m in PER_THING.finditer(text)}


def keep_the_one_shareable_amount(vocab: Vocabulary, found: Found) -> None:
    """'what share of credit packages are billed monthly?' (the count of packages, their earliest start date or
    their latest end date?): a share is a part of a whole that adds up — a sum or a count of rows, not a first or
    last date, an average or a rate. When one option alone adds up, it is what the share is of: read, and said."""
    reading = found.reading
    if not reading.share or len(reading.metric_candidates) < 2 or reading.query.metrics:
        return
    adding = [m for m in reading.metric_candidates if "total" in metric_kinds(vocab.layer, m)]
    if len(adding) != 1:
        return
    reading.notes.append(
        f"I read '{reading.candidate_phrase}' as {vocab.metric_label(adding[0])}, the amount a share adds up."
    )
    reading.query.metrics.append(adding[0])
    reading.metric_candidates, reading.candidate_phrase = [], ""
    found.mentioned.add("metric")
