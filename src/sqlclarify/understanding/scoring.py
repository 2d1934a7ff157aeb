"""Choosing among candidates: when a phrase fits several catalog elements, the one the question's other words,
the metrics' reach (join distance) or the catalog's own qualifiers prefer; otherwise the phrase is asked about."""

from __future__ import annotations

import re
from itertools import pairwise

from sqlclarify.semantic.compile import CompileError
from sqlclarify.semantic.joins import resolve_dimension
from sqlclarify.semantic.query import DimensionFilter
from sqlclarify.understanding.attribute_copies import copy_of, without_copies
from sqlclarify.understanding.candidates import ValuePhrase, Vocabulary
from sqlclarify.understanding.compounds import compounds_said
from sqlclarify.understanding.found import Found, apply_element, ref_dimension
from sqlclarify.understanding.label_cover import catalog_initials, most_specific, only_in_time, with_initials
from sqlclarify.understanding.lexicon import lexicon, singular_words
from sqlclarify.understanding.own_flag_values import flag_named_by
from sqlclarify.understanding.period_end import is_balance
from sqlclarify.understanding.row_counts import counts_rows
from sqlclarify.understanding.shapes import AGGREGATION_WORDS, EXCLUDING, FUNCTION_WORDS
from sqlclarify.understanding.text import (
    WorkText,
    _Span,
    phrase_pattern,
    singular,
    word_forms,
)

THINGS_OF = re.compile(r"\s*(?:on|of|for|among|across|from)\s+(?:the\s+|all\s+|those\s+|our\s+)?")
FROM_INPUTS = re.compile(
    r"(?<![\w])(?:derived|computed|calculated|made|built)\s+from(?![\w])|(?<![\w])based\s+on(?![\w])"
)
A_THING = re.compile(r"(?<![\w])(?:a|an)\s+$")


def settle_metrics(work: WorkText, found: Found, vocab: Vocabulary | None = None) -> None:
    """The metric mentions as metrics, or one open choice. A word shared by several metrics right after a
    value ("iOS users", "enterprise customers") names the value's people or things, not a metric, when the
    question has another metric mention."""
    reading = found.reading
    mentions = found.metric_mentions

    def after_value(start: int, flags_only: bool = False) -> bool:
        spans = found.flag_spans if flags_only else found.value_spans
        return any(b <= start and not work.original[b:start].strip() for _, b in spans)

    if len(mentions) > 1:
        mentions = [(s, e, names) for s, e, names in mentions if len(names) == 1 or not after_value(s)] or mentions
    if len(mentions) > 1 and vocab is not None:  # "share of emissions from MSC shipments": the value's rows
        counted = [(s, e, n) for s, e, n in mentions if len(n) == 1 and counts_rows(vocab, n[0]) and after_value(s)]
        mentions = [m for m in mentions if m not in counted] or mentions
    if len(mentions) > 1:  # "booking value for instant vs non-instant bookings": the things the flag describes
        mentions = [(s, e, names) for s, e, names in mentions if not after_value(s, flags_only=True)] or mentions
    if len(mentions) > 1 or (mentions and reading.query.metrics):
        # "views on questions that were never edited": the things the first metric is of
        ordered = sorted(mentions)
        things = [
            m for prev, m in pairwise(ordered) if THINGS_OF.fullmatch(_without_values(work, found, prev[1], m[0]))
        ]
        # "customers who placed an order": one thing, not a metric
        first = 0 if reading.query.metrics else 1
        things += [m for m in ordered[first:] if A_THING.search(work.original[: m[0]].lower()) and m not in things]
        # "GDP per capita derived from total GDP and population": the first metric's own inputs, said after "from"
        own_inputs = []
        for m in ordered[1:]:
            earlier = [e for e in ordered if e[1] <= m[0] and len(e[2]) == 1]
            said_from = FROM_INPUTS.search(work.original[: m[0]].lower()) is not None
            if vocab and len(m[2]) == 1 and m not in things and said_from:
                own_inputs += [m] if any(m[2][0] in metric_inputs(vocab, e[2][0]) for e in earlier) else []
        mentions = [m for m in ordered if m not in things and m not in own_inputs]
        mentions = _coordinated(work, mentions)
        for start, end, _ in things:  # "revenue from active customers": those customers, when a value says so
            _value_of_things(vocab, found, work.original[start:end].lower())
    for start, end, names in sorted(mentions):
        if len(names) > 1 and vocab is not None:
            names = covered_by_question(vocab, work.original, names, phrase=work.original[start:end])
        if len(names) == 1:
            if names[0] not in reading.query.metrics:
                reading.query.metrics.append(names[0])
        elif not reading.metric_candidates:
            reading.metric_candidates = list(names)
            reading.candidate_phrase = work.original[start:end]
        else:  # a second ambiguous word: asked about, never dropped
            found.set_aside.append(work.original[start:end])


# what joins two metrics the question asks for: "revenue and orders", "revenue, orders", "revenue vs cost"
COORDINATED = re.compile(
    r"[,;&+/]|(?<![\w])(?:and|or|vs|versus|plus|minus|with|against|compared|than|to|over|also|as\s+well\s+as)(?![\w])"
    # "which 3 coaches brought in the most revenue": the metric the things are ordered by (read as such later)
    r"|(?<![\w])(?:most|least|highest|lowest|fewest|top|bottom|best|worst|biggest|largest|smallest|more|less|by)(?![\w])"
)


def _coordinated(work: WorkText, mentions: list[tuple[int, int, list[str]]]) -> list[tuple[int, int, list[str]]]:
    """'how many customers placed an order', 'how many views did the questions asked in 2023 get': a metric
    phrase after the first that no "and", comma or the like joins to the one before is what that one counts or
    is of — no second metric (its words stay read: the answer's metric says them)."""
    kept = mentions[:1]
    for mention in mentions[1:]:
        if any(len(m[2]) != 1 for m in (kept[-1], mention)):
            kept.append(mention)  # an open choice is asked about, never dropped
            continue
        if COORDINATED.search(work.original[kept[-1][1] : mention[0]].lower()):
            kept.append(mention)
    return kept


def _without_values(work: WorkText, found: Found, start: int, end: int) -> str:
    """The words between two places, lowercase, with the values read there left out ("of Gold": " of ")."""
    chars = list(work.original[start:end].lower())
    for a, b in found.value_spans:
        if start <= a and b <= end:
            chars[a - start : b - start] = " " * (b - a)
    words = "".join(chars).split()
    return f" {' '.join(words)} " if words else "".join(chars)


def covered_by_question(
    vocab: Vocabulary, text: str, names: list[str] | tuple[str, ...], only: bool = False, phrase: str | None = None
) -> list[str]:
    """Of several metrics a word fits, the one whose label says nothing the question does not ("how many
    transactions": Transaction Count, not Total Gross Premium of the transactions); else all of them (with
    `only`, none)."""
    ordered = [AGGREGATION_WORDS.get(w, w) for w in singular_words(text)]
    said = set(ordered)
    covered: dict[str, set[str]] = {}
    for name in names:
        label = vocab.metric_label(name)
        words = {AGGREGATION_WORDS.get(w, w) for w in singular_words(label)} - FUNCTION_WORDS
        if words and words <= said and compounds_said(label, text):
            covered[name] = words
    if len(covered) == 1:
        return list(covered)
    if phrase is not None:  # the label's abbreviations, and the label that says the most (label_cover.py)
        chosen = _covering_phrase(vocab, text, phrase, names)
        if chosen:
            return chosen
    return [] if only else list(names)


def _covering_phrase(vocab: Vocabulary, text: str, phrase: str, names: list[str] | tuple[str, ...]) -> list[str]:
    """The one metric whose label, its abbreviations read, says every word the question does and explains each
    word of the phrase that named it ("late PO lines" is not *Purchase Order Line Count*: "late" is more)."""
    ordered = [AGGREGATION_WORDS.get(w, w) for w in singular_words(text)]
    said = set(ordered)
    named = [w for w in (AGGREGATION_WORDS.get(w, w) for w in singular_words(phrase)) if w not in FUNCTION_WORDS]
    known = catalog_initials(vocab)
    if len({is_balance(vocab, n) for n in names}) > 1:
        return []  # a count and a balance of the same things ("active subscriptions"): two readings, asked
    covered: dict[str, set[str]] = {}
    for name in names:
        label = vocab.metric_label(name)
        label_words = [AGGREGATION_WORDS.get(w, w) for w in singular_words(label)]
        words = set(label_words) - FUNCTION_WORDS
        if not words or not compounds_said(label, text):
            continue
        spelled = with_initials(said, ordered, label_words, known)
        explained = with_initials(words, label_words, named, known)
        last = max((i for i, w in enumerate(named) if w in explained), default=-1)
        # every word up to the phrase's last word of the label: a modifier before it ("late") is more than the
        # label says; a verb after it ("did we place") is the question's own
        if words <= spelled and last >= 0 and set(named[: last + 1]) <= explained:
            covered[name] = words
    chosen = most_specific(covered)
    if len(chosen) == 1 and only_in_time(vocab, chosen[0], [n for n in names if n != chosen[0]]):
        return []  # the same amount at a period's end, or weekly: another reading the question does not settle
    return chosen if len(chosen) == 1 else []


def metric_inputs(vocab: Vocabulary, name: str, seen: tuple[str, ...] = ()) -> set[str]:
    """The metrics a ratio or derived metric is computed from, through their own inputs."""
    metric = vocab.layer.metrics.get(name)
    if metric is None or name in seen:
        return set()
    direct = {i.name for i in (metric.numerator, metric.denominator, *metric.metrics) if i is not None}
    return direct.union(*(metric_inputs(vocab, d, (*seen, name)) for d in direct)) if direct else set()


def _value_of_things(vocab: Vocabulary | None, found: Found, said: str) -> None:
    """The value some words of a metric phrase name ("active" of "active customers"), as a filter, when one
    dimension has it."""
    words = said.split()
    for phrase in (said, " ".join(words[:-1])):
        entries = vocab.value_phrases_by_text.get(phrase, []) if vocab and phrase else []
        if vocab and len({e.dimension for e in entries}) > 1:  # the things named: "active customers"
            entries = [e for e in entries if vocab.entity_of(e.dimension) == singular(words[-1])]
        if entries and len({e.dimension for e in entries}) == 1:
            apply_element(found, f"value:{entries[0].dimension}={entries[0].values[0]}")
            return


def narrow_by_descriptions(work: WorkText, vocab: Vocabulary, candidates: list[str]) -> list[str]:
    """'sales incl. tax': the metrics whose descriptions say what the lexicon's qualifier says ("tax included")."""
    for qualifier in lexicon().qualifiers:
        said = next((q for q in qualifier.question if work.find(q)), None)
        if said is None:
            continue
        kept = [
            n
            for n in candidates
            if any(phrase_pattern(d).search(vocab.descriptions.get(n, "")) for d in qualifier.description)
        ]
        if kept:
            work.take(said)
            return kept
    return candidates


def narrow_by_qualifiers(work: WorkText, vocab: Vocabulary, candidates: list[str]) -> list[str]:
    """'gross rev' keeps the metrics whose qualifiers the text uses most; those words are used up."""
    # a label's ordinary words ("total") pick nothing; a catalog's own qualifiers (meta) are kept as written
    scores = {
        name: sum(
            1
            for q in vocab.qualifiers[name]
            if work.find(q) and (name in vocab.own_qualifiers or q not in FUNCTION_WORDS)
        )
        for name in candidates
    }
    best = max(scores.values())
    if not best:
        return candidates
    kept = [n for n in candidates if scores[n] == best]
    for name in kept:
        for qualifier in vocab.qualifiers[name]:
            work.take(qualifier)
    return kept


def settle_value_dimension(
    work: WorkText, vocab: Vocabulary, found: Found, entry: ValuePhrase, match: re.Match[str] | _Span
) -> ValuePhrase | None:
    """The dimension a value phrase found at `match` belongs to, when several have it ("London": a customer's
    city or the office's). A word of the question that names one of them settles it ("the London office",
    "shipped to Brazil": the ship country), else the metrics asked for; otherwise the phrase is asked about
    and None returned."""
    entries = [e for e in vocab.value_phrases_by_text.get(entry.phrase, [entry]) if find_value(work, e)]
    entries = [e for e in entries if not e.proper] or entries  # a whole value before a word of a longer name
    by_dim = {e.dimension: e for e in entries}
    if len(by_dim) < 2:
        return entries[0] if entries else entry
    label_words = {
        dim: {w for w in singular_words(vocab.dimension_label(dim)) if w not in FUNCTION_WORDS} for dim in by_dim
    }
    shared = set.intersection(*label_words.values())
    said = [(w, s, e) for w, s, e in work.words() if not (s < match.end() and match.start() < e)]
    named: dict[str, tuple[int, int]] = {}
    for dim, words in label_words.items():
        for word, start, end in said:
            if word_forms(word) & (words - shared):
                named.setdefault(dim, (start, end))
    rest = work.original[match.end() :]
    # "Premium customers": the thing the value describes (the customer's segment); "freelance vs contractor
    # writers": the thing after the values compared names it for both
    for after in (re.match(r"\s+([\w-]+)", rest), re.match(r"\s+(?:vs\.?|versus|or|and|/)\s+[\w-]+\s+([\w-]+)", rest)):
        if named or not after:
            continue
        span = (match.end() + after.start(1), match.end() + after.end(1))
        for dim in by_dim:
            thing = vocab.entity_of(dim)
            if thing and word_forms(after.group(1).lower()) & {thing.replace("_", " ")}:
                named.setdefault(dim, span)
    if len(named) == 1:
        ((dim, span),) = named.items()
        if not any(work.used[span[0] : span[1]]):
            work.blank(*span)
        return by_dim[dim]
    # the metrics decide, once they are all read (a typo "unts sold" is read after the values)
    text = work.said(match.start(), match.end())
    work.blank(match.start(), match.end())
    negation = EXCLUDING.search(work.work[: match.start()])  # "excluding Germany": all but it, wherever it goes
    if negation:
        work.blank(negation.start(), negation.end())
    refs = [f"value:{d}={v}" for d, e in by_dim.items() for v in e.values]
    found.pending_values.append((text, refs, negation is not None))
    return None


def settle_pending_values(vocab: Vocabulary, found: Found) -> None:
    """Values several dimensions hold that no word settled: the one dimension the question's metrics (a
    follow-up's: the last answer's) take, else the one nearest them; otherwise asked, with those as options."""
    metrics = [*found.reading.query.metrics, *(n[0] for _, _, n in found.metric_mentions if len(n) == 1)]
    metrics = metrics or found.earlier_metrics
    for text, refs, excluded in found.pending_values:
        dims = list(dict.fromkeys(ref_dimension(r) for r in refs))
        fitting = [d for d in dims if metrics and all(vocab.takes(m, d) for m in metrics)]
        chosen = fitting if len(fitting) == 1 else nearest_dimensions(vocab, metrics, fitting)
        if len(chosen) != 1 and (
            flag := flag_named_by(vocab, text, [r for r in refs if ref_dimension(r) in (chosen or dims)])
        ):
            chosen = [ref_dimension(flag)]  # "eurozone": is_eurozone, not also eu_status 'Eurozone'
        if len(chosen) == 1 and excluded:
            values = [r.partition("=")[2] for r in refs if ref_dimension(r) == chosen[0]]
            query = found.reading.query
            query.filters = [f for f in query.filters if f.dimension != chosen[0]]
            query.filters.append(DimensionFilter(dimension=chosen[0], values=values, exclude=True))
            found.values[chosen[0]] = values
            found.mentioned.add(f"filter:{chosen[0]}")
            continue
        if len(chosen) == 1:
            for ref in refs:
                if ref_dimension(ref) == chosen[0]:
                    apply_element(found, ref)
            continue
        if excluded:  # the options would filter to the value, not exclude it: asked in the user's words
            found.set_aside.append(f"excluding {text}")
            continue
        found.set_aside.append(text)
        found.reading.unplaced_options[text] = [r for r in refs if ref_dimension(r) in (fitting or dims)]


def nearest_dimensions(vocab: Vocabulary, metrics: list[str], dims: list[str]) -> list[str]:
    """The dimension the metrics reach in the fewest joins: one on the metrics' own rows (a contract's own position,
    not its player's); through joins, only when no other thing has an attribute of the same name (then all of
    them, as when the distances tie)."""
    if not metrics or not dims:
        return dims
    distance: dict[str, int] = {}
    for dim in dims:
        try:
            distance[dim] = max(len(resolve_dimension(vocab.layer, dim, m).path) for m in metrics)
        except CompileError:
            return dims
    least = min(distance.values())
    nearest = without_copies(vocab, [d for d in dims if distance[d] == least])
    bare = nearest[0].rpartition("__")[2]
    others = [d for d in dims if d != nearest[0] and not copy_of(vocab, d, nearest[0])]
    if len(nearest) == 1 and least > 0 and any(d.rpartition("__")[2] == bare for d in others):
        return dims  # the same attribute of two things (a host's home state, a guest's): asked, never guessed
    return plain_of(nearest)


def plain_of(dims: list[str]) -> list[str]:
    """Of dimensions on the same rows, the plain one whose name ends every other's: `category` beside
    `writer_category` and `device_category` (those say whose category); else all of them."""
    if len(dims) < 2:
        return dims
    bare = {d: d.rpartition("__")[2] for d in dims}
    plain = [d for d in dims if all(bare[o].endswith(f"_{bare[d]}") for o in dims if o != d)]
    return plain if len(plain) == 1 else dims


def find_value(work: WorkText, entry: ValuePhrase) -> re.Match[str] | None:
    if entry.exact_case:
        return work.find_exact_case(entry.phrase)
    m = work.find(entry.phrase)
    if m and entry.proper and not work.original[m.start()].isupper():
        return None  # "United" the airline, not "united" the word
    return m
