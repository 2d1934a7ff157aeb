"""Words left over once the parts are read: a metric's own words misspelled, a dimension's description, event verbs."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found, add_group_by
from sqlclarify.understanding.lexicon import name_words
from sqlclarify.understanding.read_metrics import FUZZY_ACCEPT, FUZZY_CONFIRM
from sqlclarify.understanding.shapes import AUXILIARIES, AVERAGE_WORDS, FUNCTION_WORDS, GENERIC_METRIC_WORDS
from sqlclarify.understanding.text import (
    WorkText,
    plural_forms,
    singular,
    verb_lemmas,
)


def pass_over_event_verbs(work: WorkText, found: Found) -> None:
    """'how many planes flew', 'orders placed in March', 'did Delta fly to Atlanta': a verb left over once the
    metric is known tells the event the metric already counts. It is not asked about; the answer names it."""
    words = work.words()
    for index, (word, start, end) in enumerate(words):
        lemmas = verb_lemmas(word)
        if not lemmas or word in FUNCTION_WORDS or word in GENERIC_METRIC_WORDS:
            continue  # "what was the average per question": a measure asked for, not the event
        # a past form ("flew", "placed"); "fly", a noun too, only after "did Delta …"; never "including"
        before = [w for w, _, _ in words[max(0, index - 3) : index]]
        # "members live in Utrecht", "stores located in Ohio": a verb that ties the thing to a value read as a filter
        ties = lemmas != "" and _before_a_value(work.original, end, found.value_spans)
        if lemmas == "past" and _before_a_metric(work, end, found):
            continue  # "troubled face value", "delivered orders": which ones, not the event — asked, never passed over
        if lemmas == "past" or ties or (lemmas != "" and any(w in AUXILIARIES for w in before)):
            work.blank(start, end)
            found.reading.ignored.append(f"I read '{work.said(start, end)}' as the event itself: nothing to filter.")


def _before_a_metric(work: WorkText, end: int, found: Found) -> bool:
    """Whether the words right after `end` are a metric's phrase the question was read by (the word describes it)."""
    gap = len(work.original[end:]) - len(work.original[end:].lstrip())
    return any(start == end + gap for start, _, _ in found.metric_mentions) and gap > 0


_TIE = re.compile(r"\s+(?:in|at|from|on|near|inside|within|across)\s+(?:the\s+)?", re.IGNORECASE)


def _before_a_value(text: str, end: int, value_spans: list[tuple[int, int]]) -> bool:
    """Whether a preposition right after `end` leads to a value the question filters on ("live in Utrecht")."""
    m = _TIE.match(text, end)
    return m is not None and any(start == m.end() for start, _ in value_spans)


def absorb_dimension_words(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """A leftover word that the description of a dimension the question uses says ("departed from JFK": the
    origin is "the airport the flight departed from") is part of that filter or breakdown, not a new part."""
    query = found.reading.query
    used = {f.dimension for f in query.filters} | {g.dimension for g in query.group_by}
    words = set().union(*(vocab.dimension_words.get(d, set()) for d in used)) if used else set()
    # the words of its own name too: "organic traffic" where organic is a traffic_medium
    words |= {singular(w) for d in used for w in name_words(d.rpartition("__")[2]) if len(w) > 2}
    # "rerouted around the Cape" for a count that sums is_cape_reroute: the words of the column the metric adds up
    words |= {singular(w) for m in query.metrics for w in _summed_column_words(vocab, m) if len(w) > 2}
    if not words:
        return
    for word, start, end in work.words():
        if word not in FUNCTION_WORDS and singular(word) in words:
            work.blank(start, end)


def _summed_column_words(vocab: Vocabulary, metric: str) -> list[str]:
    """The words of the plain column a simple metric's measures add up or count ("is_cape_reroute")."""
    layer = vocab.layer
    if metric not in layer.metrics or layer.metrics[metric].type != "simple":
        return []
    exprs = [layer.measures[m][1].expr.strip() for m in layer.base_measures(metric) if m in layer.measures]
    return [w for e in exprs if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", e) for w in name_words(e)]


def absorb_typos(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Leftover words that are typos of the chosen metrics' own words ("avg order valu"), a breakdown
    misspelled after "by"/"per" ("by contry"), or "avg" before a metric that is an average already."""
    metrics = found.reading.query.metrics
    own = {w for m in metrics for w in vocab.metric_words[m]}
    averaged = bool(metrics) and all(_is_average(vocab, m) for m in metrics)  # "average monthly inflation"
    dimension_words = {p: d for p, d in vocab.dimension_phrases if " " not in p and len(p) >= 4}
    for word, start, end in work.words():
        if word in FUNCTION_WORDS:
            continue
        if _word_before(work.original, start) in {"by", "per"} and dimension_words:
            from rapidfuzz import fuzz, process  # loaded by the first word that may be a typo

            hit = process.extractOne(word, dimension_words.keys(), scorer=fuzz.ratio, score_cutoff=FUZZY_CONFIRM + 2)
            if hit:
                add_group_by(found, dimension_words[hit[0]])
                work.blank(start, end)
                continue
        if word in AVERAGE_WORDS and (own & {"average", "avg", "per", "rate", "ratio", "mean"} or averaged):
            work.blank(start, end)
            continue
        if len(word) >= 4 and own:
            from rapidfuzz import fuzz, process

            hit = process.extractOne(
                word, [w for w in own if len(w) >= 4], scorer=fuzz.ratio, score_cutoff=FUZZY_ACCEPT - 8
            )
            if hit:
                work.blank(start, end)


def _is_average(vocab: Vocabulary, metric: str) -> bool:
    """Whether a metric is an average of its measure (agg: average), as its label may not say."""
    layer = vocab.layer
    measures = [layer.measures[m][1] for m in layer.base_measures(metric) if m in layer.measures]
    return layer.metrics[metric].type == "simple" and bool(measures) and all(m.agg == "average" for m in measures)


def pass_over_context_dimensions(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """A leftover dimension phrase that only says what a part of the query is about: "the ID market" (a filter
    on the market), "annual plans" (right after a value), "machines not retired" (the things a filter is on).
    Any other dimension phrase is a part of its own: left to be asked about, never passed over."""
    query = found.reading.query
    used = {f.dimension for f in query.filters} | {g.dimension for g in query.group_by}
    things = {vocab.entity_of(d) for d in used} - {None}  # "machines not retired": the things the filter is on
    value_ends = {end for _, end in found.value_spans}
    # "which market had …" where the metrics require a market: the question the agent asks ("which market?")
    years = {d for d, values in vocab.numeric_values.items() if all(1800 <= x <= 2200 for _, x in values)}
    required = {part for m in query.metrics if m in vocab.layer.metrics for part in vocab.layer.metrics[m].requires}
    for i in vocab.lookup.dimension_phrases.candidates(work.index_text):
        phrase, dim = vocab.dimension_phrases[i]
        for form in sorted(plural_forms(phrase), key=len, reverse=True):
            while m := work.find(form):
                before = work.original[: m.start()].rstrip()
                thing = vocab.entity_of(dim)
                names_a_thing = thing in things and phrase == (thing or "").replace("_", " ")
                asked_which = dim in required and re.search(r"(?<![\w])(?:which|what)$", before.lower()) is not None
                # "the 2025 season" where seasons are years: the year is read as the season (see fit.py)
                of_year = dim in years and re.search(r"(?<![\w])(?:1[89]|2[01])\d\d$", before) is not None
                context = names_a_thing or len(before) in value_ends or asked_which or of_year
                if dim not in used and not context:
                    break
                work.blank(m.start(), m.end())


def pass_over_things_filtered(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'revenue from customers who are not active': a leftover word naming the things a filter is on."""
    query = found.reading.query
    things = {vocab.entity_of(f.dimension) for f in query.filters} - {None}
    names = {t.replace("_", " ") for t in things if t}
    # "pageviews on articles": the things each of the metric's rows is about, said after a preposition
    about = {e.replace("_", " ") for m in query.metrics for e in _row_things(vocab, m)}
    # "contracts that are no longer active": what the filtered table's descriptions call its rows
    described = set().union(*(_model_words(vocab, f.dimension) for f in query.filters)) if query.filters else set()
    spans = [*found.value_spans, *found.flag_spans] if query.filters else []
    for word, start, end in work.words():
        before, after = _word_before(work.original, start), _word_after(work.original, end)
        if (
            singular(word) in names
            or (singular(word) in about and before in ABOUT)
            or (singular(word) in described and after in RELATIVES)
            or (word not in FUNCTION_WORDS and _heads_a_filter_clause(work.original, end, spans))
        ):
            work.blank(start, end)


_RELATIVE = re.compile(r"\s+(?:who|that|which|with)\s+", re.IGNORECASE)
_NEXT_WORD = re.compile(r"([\w']+)\s+")


def _heads_a_filter_clause(text: str, end: int, spans: list[tuple[int, int]]) -> bool:
    """'guests who aren't VIP members', 'days that were not weekends', 'guests with a high risk': the noun before a
    relative clause whose words, past a few linking ones (verbs, negations, articles), are a filter the question
    uses names the things that filter is on, whatever the catalog calls them."""
    m = _RELATIVE.match(text, end)
    if m is None or not spans:
        return False
    starts = {start for start, _ in spans}
    at = m.end()
    # "deals that closed in 2025": a value said as the clause's verb may be an event in time, not a filter the
    # noun names; a linking word first ("that were", "who aren't", "with a") says it is what the things are
    linked = m.group(0).strip().lower() == "with"
    for _ in range(4):
        if at in starts:
            return linked
        linked = True
        word = _NEXT_WORD.match(text, at)
        if word is None or word.group(1).lower() not in LINK_WORDS | AUXILIARIES:
            return False
        at = word.end()
    return at in starts


# the words between a relative and its filter: negations, articles, forms of "be" and "have"
LINK_WORDS = frozenset(
    "not no never aren't isn't weren't wasn't don't didn't a an the are is were was have has had".split()
)


RELATIVES = frozenset({"that", "which", "who", "whose", "where"})


def _model_words(vocab: Vocabulary, dimension: str) -> set[str]:
    """The words of the names and descriptions of the tables holding `dimension`, and of their measures."""
    return vocab.derived(f"model_words:{dimension}", lambda: _work_out_model_words(vocab, dimension))


def _work_out_model_words(vocab: Vocabulary, dimension: str) -> set[str]:
    bare = dimension.rpartition("__")[2]
    words: set[str] = set()
    for model in vocab.layer.semantic_models:
        if any(d.name == bare for d in model.dimensions):
            texts = [model.name.replace("_", " "), model.description, *(m.description for m in model.measures)]
            words |= {singular(w) for t in texts for w in re.findall(r"[a-z]+", (t or "").lower())}
    return words - FUNCTION_WORDS


def _word_after(text: str, end: int) -> str:
    m = re.match(r"\s*([\w'-]+)", text[end:])
    return m.group(1).lower() if m else ""


ABOUT = frozenset({"on", "of", "for", "about", "across", "over"})


def _row_things(vocab: Vocabulary, metric: str) -> set[str]:
    """The entities of the tables a metric's measures are read from."""
    layer = vocab.layer
    return {e.name for m in layer.base_measures(metric) if m in layer.measures for e in layer.measures[m][0].entities}


def _word_before(text: str, start: int) -> str:
    """The whitespace-separated word before `start`, lowercased ("" at the start). Read backwards from `start`:
    splitting all of the text before each word made the reader's time grow with the square of its length."""
    end = start
    while end > 0 and text[end - 1].isspace():
        end -= 1
    begin = end
    while begin > 0 and not text[begin - 1].isspace():
        begin -= 1
    return text[begin:end].lower()
