"""Metrics: the catalog's phrases for them, the lexicon's words, typos, descriptions and count words."""

from __future__ import annotations

import re
from itertools import pairwise

from sqlclarify.understanding import word_tables
from sqlclarify.understanding.candidates import Vocabulary, words_of
from sqlclarify.understanding.compounds import compounds_said
from sqlclarify.understanding.entity_counts import counts_of_thing
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.generic_runs import shared_beyond_generic
from sqlclarify.understanding.label_cover import catalog_initials, spelled_labels, with_initials
from sqlclarify.understanding.label_holders import labels_before_description
from sqlclarify.understanding.lexicon import spoken_name
from sqlclarify.understanding.measure_kinds import KIND_WORDS, metrics_of_kinds
from sqlclarify.understanding.scoring import (
    covered_by_question,
    metric_inputs,
    narrow_by_descriptions,
    narrow_by_qualifiers,
)
from sqlclarify.understanding.shapes import (
    AGGREGATION_WORDS,
    BREAKDOWN_BEFORE,
    COUNT_WORDS,
    FUNCTION_WORDS,
    GENERIC_METRIC_WORDS,
    HOW_MANY,
    INCLUDING,
    SHARE_WORDS,
    VAGUE_WORDS,
)
from sqlclarify.understanding.text import (
    WorkText,
    is_head_noun,
    singular,
)
from sqlclarify.understanding.traffic_words import with_visitor_counts

FUZZY_ACCEPT = 88  # a typo we take without asking


FUZZY_CONFIRM = 78  # close enough to ask "did you mean …?"
METRICS_APART = re.compile(r"(?<![\w])(?:and|or|vs|versus|plus)(?![\w])|[,&/]")


NEGATED_BEFORE = re.compile(r"(?<![\w])(?:non|not)[\s-]*$")


def read_metrics(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    # longer dimension and value phrases keep their words: "sales rep" is a dimension, not "sales"
    lookup = vocab.lookup
    protected = [
        (m.start(), m.end())
        for i in lookup.multiword_index.candidates(work.index_text)
        for m in [work.find(lookup.multiword_phrases[i])]
        if m
    ]
    _read_metric_phrases(work, vocab, found, protected, lexicon_words=False)


def read_lexicon_metrics(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """The lexicon's words for metrics ("sales", "money"), when the question names no metric in the catalog's
    own words: read after breakdowns and values, so "per customer" and "smb accounts" keep theirs."""
    if not found.metric_mentions:
        read_metric_fuzzy(work, vocab, found, accept_only=True)  # "avrage arival delay": a typo wins over "delay"
    if not found.metric_mentions and not found.reading.knows_metric:
        _read_metric_phrases(work, vocab, found, [], lexicon_words=True)


def _read_metric_phrases(
    work: WorkText, vocab: Vocabulary, found: Found, protected: list[tuple[int, int]], lexicon_words: bool
) -> None:
    for i in vocab.lookup.metric_phrases.candidates(work.index_text):
        phrase, names = vocab.metric_phrases[i]
        if (phrase in vocab.lexicon_phrases) != lexicon_words:
            continue
        m = work.find(phrase)
        if m and any(a <= m.start() and m.end() <= b and b - a > m.end() - m.start() for a, b in protected):
            m = None
        if m and any(m.start() < a < m.end() < b for a, b in protected):
            m = None  # "revenue per customer country": the metric Revenue, by Customer country
        if m and lexicon_words and BREAKDOWN_BEFORE.search(work.original[: m.start()].lower()):
            m = None  # "per customer": a breakdown; "customers": a metric
        if m and "%" in phrase and "%" not in work.original[m.start() : m.end() + 2]:
            m = None  # "gross margin by region": Gross Margin, not Gross Margin % (whose "%" the work text drops)
        if m and NEGATED_BEFORE.search(work.original[: m.start()].lower()):
            m = None  # "non-rerouted shipments": the rows a flag's false value marks, not the rerouted-shipment count
        if not m:
            continue
        found.mentioned.add("metric")
        candidates = list(names)
        if lexicon_words:  # the lexicon's word is no qualifier of its own candidates ("delays": Delayed flights too)
            work.blank(m.start(), m.end())
        if lexicon_words and len(candidates) > 1:
            candidates = narrow_by_descriptions(work, vocab, candidates)
        if lexicon_words and len(candidates) == 1:
            said = work.original[m.start() : m.end()]
            found.reading.notes.append(f"I read '{said}' as {vocab.metric_label(candidates[0])}.")
        if len(candidates) > 1:  # the phrase's own words count as qualifiers too ("active users")
            candidates = narrow_by_qualifiers(work, vocab, candidates)
        work.blank(m.start(), m.end())
        found.metric_mentions.append((m.start(), m.end(), candidates))


def read_metric_label_words(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'how many hospitals were penalized': every content word of one metric's label said, apart or in another
    order (Penalized hospitals); the metric whose label covers most words, when one does. It also wins over a
    shorter metric phrase inside those words ("average payment reduction among penalized hospitals" is not
    Penalized hospitals). A true/false value read from such a word is the metric's own, not a filter."""
    reading = found.reading
    if reading.metric_candidates or reading.metric_guess:
        return
    mentions = found.metric_mentions
    said: dict[str, list[tuple[int, int]]] = {}
    for m in re.finditer(r"[a-z0-9]+", work.original.lower()):
        span = (m.start(), m.end())
        free = not any(work.used[m.start() : m.end()])
        # a value said as this one word ("not penalized" stays), or a word of a metric phrase
        if free or span in found.value_spans or any(a <= span[0] and span[1] <= b for a, b, _ in mentions):
            word = singular(m.group(0))
            said.setdefault(AGGREGATION_WORDS.get(word, word), []).append(span)
    # a metric read already (a phrase, a typo): the other words of its label are its own ("the highest items
    # missing": Max items missing)
    for name in [*reading.query.metrics, *(n[0] for _, _, n in mentions if len(n) == 1)]:
        for word in vocab.label_words.get(name, ()):
            for start, end in said.get(word, ()):
                if not any(work.used[start:end]):
                    work.blank(start, end)
    if reading.query.metrics:
        return
    best: list[tuple[str, tuple[str, ...]]] = []
    by_word = vocab.metrics_by_label_word
    for name in dict.fromkeys(n for w in said for n in by_word.get(w, ())):
        words = vocab.label_words[name]
        if any(w not in said for w in words) or not compounds_said(vocab.metric_label(name), work.original):
            continue
        if not best or len(words) > len(best[0][1]):
            best = [(name, words)]
        elif len(words) == len(best[0][1]):
            best.append((name, words))
    if len(best) != 1:
        return
    name, words = best[0]
    spans = [span for w in words for span in said[w]]
    share = [m for m in SHARE_WORDS.finditer(work.original.lower()) if not any(work.used[m.start() : m.end()])]
    if share and not any(s <= m.start() < e for m in share for s, e in spans):
        return  # "what % of flights were cancelled": the share of a part, not the metric of those words
    inside = [(a, b, n) for a, b, n in mentions if any(a <= s and e <= b for s, e in spans)]
    joined = any(METRICS_APART.search(work.original[a[1] : b[0]].lower()) for a, b in pairwise(sorted(inside)))
    if joined:
        return  # two metrics said ("revenue and orders")
    if any(name in n for _, _, n in inside):
        return
    if inside and all(any(a <= s and e <= b for a, b, _ in inside) for s, e in spans):
        return  # no word beyond the phrase read
    found.metric_mentions = [m for m in mentions if m not in inside]
    # the words of a phrase read before that this label does not say go back to be placed or asked about ("hire
    # fees overdue": Total Hire Fees takes "hire fees"; "overdue" of "fees overdue" is not dropped with it)
    for a, b, _ in inside:
        for m in re.finditer(r"[a-z0-9]+", work.original.lower()[a:b]):
            start, end = a + m.start(), a + m.end()
            if m.group(0) not in FUNCTION_WORDS and not any(s <= start and end <= e for s, e in spans):
                work.give_back(start, end)
    numbers = {w for w in words_of(vocab.layer.metrics[name].label) if w.isdigit()}  # "the 3% cap"
    for m in re.finditer(r"\d+\s*%?", work.original):
        if m.group(0).rstrip("% ") in numbers and not any(work.used[m.start() : m.end()]):
            spans.append((m.start(), m.end()))
    for start, end in spans:
        work.blank(start, end)
    _drop_values_in(found, spans)
    found.metric_mentions.append((min(s for s, _ in spans), max(e for _, e in spans), [name]))
    found.mentioned.add("metric")


def _drop_values_in(found: Found, spans: list[tuple[int, int]]) -> None:
    """Forget the values read from words a metric took."""
    query = found.reading.query
    for dim, dim_spans in list(found.value_dims.items()):
        kept = [(a, b) for a, b in dim_spans if not any((s <= a and b <= e) or (a <= s and e <= b) for s, e in spans)]
        if kept == dim_spans:
            continue
        found.value_spans = [v for v in found.value_spans if v in kept or v not in dim_spans]
        found.flag_spans = [v for v in found.flag_spans if v in kept or v not in dim_spans]
        if kept:
            found.value_dims[dim] = kept
            continue
        del found.value_dims[dim]
        found.values.pop(dim, None)
        query.filters = [f for f in query.filters if f.dimension != dim]
        found.mentioned.discard(f"filter:{dim}")


def read_sum_of_metrics(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'revenue including freight': the catalog's metric that is exactly their sum (Order total = revenue +
    freight), when it has one; otherwise both are shown and the joining word is asked about."""
    mentions = sorted((s, e, n[0]) for s, e, n in found.metric_mentions if len(n) == 1)
    for (_, end, first), (start, _, second) in pairwise(mentions):
        joint = INCLUDING.fullmatch(work.original[end:start])
        total = vocab.sum_metrics.get(frozenset({first, second})) if joint else None
        if total is None:
            continue
        query = found.reading.query
        query.metrics = [m for m in query.metrics if m not in (first, second)]
        query.metrics.append(total)
        work.blank(end, start)
        return


def read_metric_fuzzy(work: WorkText, vocab: Vocabulary, found: Found, accept_only: bool = False) -> None:
    """The metric whose phrase is closest to a run of 1–4 words of the text (typos); with `accept_only`, only a
    typo close enough to take without asking."""
    from rapidfuzz import fuzz, process

    choices, choice_names = vocab.lookup.metric_choices, vocab.lookup.metric_choice_names
    words = [w for w in work.words() if w[0] not in FUNCTION_WORDS]
    best: tuple[tuple[str, ...], float, tuple[int, int]] = ((), 0.0, (0, 0))
    for size in range(1, 5):
        for i in range(len(words) - size + 1):
            chunk = words[i : i + size]
            ngram = " ".join(w for w, _, _ in chunk)
            if len(ngram) < 4:
                continue
            # a hit under FUZZY_CONFIRM is never used: only the phrases that can reach it are scored
            near, positions = choices.near(len(ngram), FUZZY_CONFIRM)
            hit = process.extractOne(ngram, near, scorer=fuzz.ratio, score_cutoff=FUZZY_CONFIRM)
            if hit and hit[1] < FUZZY_ACCEPT and set(ngram.split()) <= set(hit[0].split()):
                continue  # "retention" of "Logo retention": no typo but a part of a label, for the word reading
            if hit and hit[1] > best[1]:
                best = (choice_names[positions[hit[2]]], hit[1], (chunk[0][1], chunk[-1][2]))
    names, score, span = best
    if score < (FUZZY_ACCEPT if accept_only else FUZZY_CONFIRM) or (accept_only and len(names) > 1):
        return
    work.blank(*span)
    found.mentioned.add("metric")
    if len(names) > 1:
        found.reading.metric_candidates = list(names)
        found.reading.candidate_phrase = work.original[span[0] : span[1]]
    elif score >= FUZZY_ACCEPT:
        found.reading.query.metrics.append(names[0])
    else:
        found.reading.metric_guess = names[0]
        found.reading.candidate_phrase = work.original[span[0] : span[1]]  # ranks the metrics offered after a "no"


def read_metric_words(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Wording that could be a metric ('earn from ads'): the metrics sharing most of its words, to ask about."""
    content = [(w, s, e) for w, s, e in work.words() if w not in FUNCTION_WORDS]
    by_word = vocab.lookup.metrics_by_word
    scores: dict[str, int] = {}
    stems: list[str] = []  # words read by their stem ("profitable" ~ profit)
    for word, _, _ in content:
        if word in GENERIC_METRIC_WORDS:
            continue  # "average ticket price": "average" alone names no metric
        names = {*by_word.get(word, ()), *by_word.get(word.rstrip("s"), ()), *by_word.get(singular(word), ())}
        if not names and word not in VAGUE_WORDS:  # "how profitable was the shop": Shop gross profit
            names = set(metrics_by_stem(vocab, word))
            stems += [word] if names else []
        for name in names:
            scores[name] = scores.get(name, 0) + 1
    if not scores:  # the metrics' descriptions, and their tables' ("the weather at JFK")
        by_description = vocab.lookup.metrics_by_description
        for word, _, _ in content:  # a dimension's word ("markets") is no hint of a metric
            if word not in GENERIC_METRIC_WORDS and singular(word) not in vocab.lookup.element_words:
                for name in by_description.get(singular(word), ()):
                    scores[name] = scores.get(name, 0) + 1
        if len(scores) == len(vocab.layer.metrics) > 1:
            return  # a word every metric's description says tells none of them apart
    if not scores or _uncovered_count(vocab, content) >= max(scores.values()):
        return  # as many things no catalog element says as words matched ("the average discount on won deals")
    best = max(scores.values())
    candidates = [n for n in vocab.metric_words if scores.get(n) == best]  # in the catalog's order
    if len(candidates) > 1:  # "MQLs": the one label that says it as written (Funnel MQLs), not "mql_to_sql_conv"
        said = {w for w, _, _ in content if w not in GENERIC_METRIC_WORDS}
        # a label says a word by its initials too: *Rider Support Ticket Count* says "RS" (label_cover.py)
        as_written = [n for n in candidates if said & _label_says(vocab, n, said)]
        candidates = as_written if len(as_written) == 1 else candidates
    if len(candidates) == 1:  # "retention": Logo retention, and the metrics described as retention (NRR, GRR)
        said = {singular(w) for w, _, _ in content} & vocab.metric_words[candidates[0]]
        own = {n: set(text.split()) for n, text in vocab.descriptions.items()}  # the metric's own, not its table's
        # a word of its label: not those built from it (Pipeline coverage, "open pipeline / quota", is no other
        # reading of "quota"); a stem only ("profitable"): every metric described so (Gross margin, of gross profit)
        first = candidates[0]
        described = [n for n in vocab.metric_words if said & own.get(n, set()) and first not in metric_inputs(vocab, n)]
        described += [n for w in stems for n in metrics_by_stem(vocab, w, descriptions=True)]
        candidates += [n for n in dict.fromkeys(described) if n not in candidates]
    phrase = work.original[content[0][1] : content[-1][2]]
    # "how many renewals": Renewal count; "how many PO lines": PO Line Count
    covered = covered_by_question(vocab, work.original, candidates, only=True, phrase=phrase)
    # the user picks among the metrics, which settles what all of these words meant ("earn from ads")
    found.reading.candidate_phrase = phrase
    for _, start, end in content:
        work.blank(start, end)
    found.mentioned.add("metric")
    found.weak_metric = True
    if len(covered) == 1:  # the question says the whole label: no guess
        found.reading.query.metrics.append(covered[0])
        found.weak_metric = False
        own = vocab.metric_words.get(covered[0], set())
        for word, start, end in content:  # the label's words are its own; another element's go back to be placed
            if singular(word) not in own and word not in own and _names_an_element(vocab, word):
                work.give_back(start, end)
    elif len(candidates) == 1 and _names_only(found, vocab, candidates[0], content):
        found.reading.query.metrics.append(candidates[0])  # "how many signups": Funnel signups, its own word
        found.weak_metric = False
    elif len(candidates) == 1:
        found.reading.metric_guess = candidates[0]
    else:
        found.reading.metric_candidates = candidates


def _label_says(vocab: Vocabulary, name: str, said: set[str]) -> set[str]:
    """The words a metric's label says: its own, and the abbreviations its runs of words spell."""
    label = words_of(vocab.metric_label(name))
    return with_initials(set(label), label, sorted(said), catalog_initials(vocab))


def _names_an_element(vocab: Vocabulary, word: str) -> bool:
    """Whether a word is one some metric or other element of the catalog is named by ("balance"): a reading that
    passes over it would answer without what the user asked for."""
    lookup = vocab.lookup
    return bool(lookup.metrics_by_word.get(word) or lookup.metrics_by_word.get(singular(word))) or (
        singular(word) in lookup.element_words
    )


MIN_STEM = 4  # a shorter shared start says nothing ("pay" and "payroll" are no stems of each other)


def metrics_by_stem(vocab: Vocabulary, word: str, descriptions: bool = False) -> list[str]:
    """The metrics one of whose own words (name, label; or description) is `word` with an English ending added or
    taken off: "profitable" ~ profit, "conversion" ~ conv, "retained" ~ retention (a shared start of 6 or more)."""
    word = singular(word)
    if len(word) < MIN_STEM:
        return []
    index = vocab.description_stem_index if descriptions else vocab.stem_index
    found = []
    for own, name in index.get(word[:MIN_STEM], ()):
        if own in GENERIC_METRIC_WORDS or name in found:
            continue
        shorter, longer = sorted((own, word), key=len)
        if longer.startswith(shorter) or _shared_start(own, word) >= 6:
            found.append(name)
    order = vocab.metric_order
    return sorted(found, key=order.__getitem__)


def narrow_candidates_by_stems(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Metrics to choose among, and a word left over whose stem some of their names say ("how profitable was the
    shop": of the shop's metrics, Shop gross profit, and Shop margin described as "shop gross profit …"): those."""
    reading = found.reading
    if not reading.metric_candidates or reading.query.metrics:
        return
    for word, start, end in work.words():
        if word in FUNCTION_WORDS or word in GENERIC_METRIC_WORDS or word in VAGUE_WORDS:
            continue
        named = [n for n in metrics_by_stem(vocab, word) if n in reading.metric_candidates]
        if not named:
            continue
        described = [n for n in metrics_by_stem(vocab, word, descriptions=True) if n in reading.metric_candidates]
        kept = list(dict.fromkeys([*named, *described]))
        reading.metric_candidates = [n for n in reading.metric_candidates if n in kept]
        work.blank(start, end)
    if len(reading.metric_candidates) == 1:
        reading.query.metrics.append(reading.metric_candidates.pop())
        reading.candidate_phrase = ""


def uncovered_noun(vocab: Vocabulary, text: str) -> str | None:
    """The first word of `text` that is a thing (a noun, or no English word) no catalog element says."""
    return next(
        (w for w, _, _ in WorkText(text).words() if w not in FUNCTION_WORDS and _uncovered(vocab, [(w, 0, 0)])), None
    )


def _uncovered_count(vocab: Vocabulary, content: list[tuple[str, int, int]]) -> int:
    return sum(_uncovered(vocab, [word]) for word in content)


def _uncovered(vocab: Vocabulary, content: list[tuple[str, int, int]]) -> bool:
    """Whether a content word of four letters or more that names a thing (a noun, not an adjective; or no English
    word) is said by no metric (name, label, description, stem) and names no dimension."""
    by_word, by_description = vocab.lookup.metrics_by_word, vocab.lookup.metrics_by_description
    for word, _, _ in content:
        base = singular(word)
        if len(base) < MIN_STEM or word in GENERIC_METRIC_WORDS or word in VAGUE_WORDS:
            continue
        lemmas = word_tables.all_lemmas(word)
        if lemmas and not is_head_noun(word):
            continue  # "bring", "profitable": a verb or an adjective says how, not what
        if by_word.get(word) or by_word.get(base) or by_description.get(base) or base in vocab.lookup.element_words:
            continue
        if not metrics_by_stem(vocab, word) and not metrics_by_stem(vocab, word, descriptions=True):
            return True
    return False


def _names_only(found: Found, vocab: Vocabulary, metric: str, content: list[tuple[str, int, int]]) -> bool:
    """Whether every thing the words name (nouns, unknown words) is a word of the metric's own label as said, and
    the metric is the only one saying them — and none is the things a value just before it describes ("just home
    games")."""
    text = found.reading_text
    if any(not text[end:start].strip() for _, end in found.value_spans for _, start, _ in content):
        return False
    label = set(words_of(vocab.metric_label(metric)))
    said = [w for w, _, _ in content if w not in VAGUE_WORDS]
    if any(w in GENERIC_METRIC_WORDS and w not in label for w in said):
        return False  # "the average penalty" where the label counts results toward the penalty
    things = [w for w in said if w not in GENERIC_METRIC_WORDS and (not word_tables.all_lemmas(w) or is_head_noun(w))]
    by_word = vocab.lookup.metrics_by_word
    return bool(things) and all(w in label and by_word.get(w, ()) == (metric,) for w in things)


def _shared_start(a: str, b: str) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def read_vague_metric(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'how did java do in 2024', 'python activity last month': a value or a breakdown the question names, but
    no measure, only words that ask how it went — asked which metric, among those that take what it named."""
    reading = found.reading
    query = reading.query
    dims = {f.dimension for f in query.filters} | {g.dimension for g in query.group_by} - {"metric_time"}
    # the words of what it named ("the North pier") and of the catalog's things ("the lots") say no measure
    named = {w for d in dims for w in words_of(vocab.dimension_label(d))}
    if dims:  # "the web channel" for submitted_via: every phrase that names it (its lexicon words too)
        named |= {w for phrase, d in vocab.dimension_phrases if d in dims for w in phrase.split()}
    things = {w for model in vocab.layer.semantic_models for e in model.entities for w in words_of(spoken_name(e.name))}
    thing_options = all(_one_of(w, things) for w in reading.unplaced_options)  # "the berths": which attribute?
    if reading.knows_metric or found.pending_values or not thing_options or found.earlier_metrics:
        return
    content = [(w, s, e) for w, s, e in work.words() if w not in FUNCTION_WORDS]
    left = [(w, s, e) for w, s, e in content if not _one_of(w, named | things)]
    if any(w not in VAGUE_WORDS and w not in KIND_WORDS for w, _, _ in left):
        return  # a word the catalog does not hold: out of scope, not a choice
    kinds = {KIND_WORDS[w] for w, _, _ in work.words() if w in KIND_WORDS}  # "total" is also a function word
    # "how big was December", "the average for Seattle", "how did we do in May": a period or a value, and words
    # that ask how it went (their verb alone, "do", is a function word): which metric is the question
    if not dims and not query.time_range:
        return
    ordered = bool(query.order_by) and bool(query.group_by)  # "top 5 articles last month": ranked by what?
    if not (VAGUE_WORDS | set(KIND_WORDS)) & set(words_of(work.original)) and not ordered:
        return  # "what about frozen?": a value alone, for a follow-up to place
    taking = [n for n in vocab.layer.metrics if all(vocab.takes(n, d) for d in dims)]
    candidates = metrics_of_kinds(vocab.layer, taking, kinds)  # "the ratio": the ratios among them
    if len(candidates) < 2:
        return
    for _, start, end in content:
        work.blank(start, end)
    found.set_aside = [said for said in found.set_aside if said not in reading.unplaced_options]
    reading.unplaced_options.clear()  # its things were context: what it asks is which measure
    reading.metric_candidates = candidates
    said = left or [(w, s, e) for w, s, e in work.words() if w in KIND_WORDS]
    reading.candidate_phrase = " ".join(w for w, _, _ in said)
    found.mentioned.add("metric")
    found.weak_metric = True


def _one_of(word: str, words: set[str]) -> bool:
    """Whether `word`, or its singular, is one of `words` ("lots": lot, where the plural is also a noun)."""
    return bool({word.lower(), singular(word.lower()), word.lower().removesuffix("s")} & words)


def read_distinct_count(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'how many different planes flew', 'how many customers ordered': the catalog's distinct count of that
    entity (a count_distinct of its key) when it has exactly one; otherwise the metric words decide."""
    for phrase, metrics in vocab.distinct_counts:
        m = work.find(phrase)
        if not m or len(metrics) != 1:
            continue
        lead = HOW_MANY.search(work.work[: m.start()])
        if lead is None:
            continue
        work.blank(lead.start(), m.end())
        # "how many customers": the distinct customers of the orders, and the rows of the customers' own table
        counts = counts_of_thing(vocab, phrase, metrics[0], work.original[m.end() :])
        found.metric_mentions.append((lead.start(), m.end(), counts))  # a label may still say more
        found.mentioned.add("metric")
        return


def read_count_words(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'the busiest day', 'how busy was JFK': the catalog's count of events (its count metric; several: asked)."""
    m = re.search(rf"(?<![\w])(?:{COUNT_WORDS})(?![\w])", work.original.lower()) if COUNT_WORDS else None
    if not m or not vocab.count_metrics:
        return
    if not work.used[m.start()]:
        work.blank(m.start(), m.end())
    found.mentioned.add("metric")
    counts = with_visitor_counts(vocab, m.group(0))  # "traffic": the pageviews and the unique users alike
    if len(counts) > 1:
        found.reading.metric_candidates = counts
        found.reading.candidate_phrase = work.original[m.start() : m.end()]
    elif len(vocab.count_metrics) == 1:
        name = vocab.count_metrics[0]
        found.reading.query.metrics.append(name)
        found.reading.notes.append(f"I read '{work.original[m.start() : m.end()]}' as {vocab.metric_label(name)}.")
    else:
        found.reading.metric_candidates = list(vocab.count_metrics)
        found.reading.candidate_phrase = work.original[m.start() : m.end()]


def read_label_runs(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'open pipeline by forecast category': two or more adjacent words of the question said in that order inside
    exactly one metric's label (Open pipeline ARR) — that metric, before any description that mentions them."""
    content = [(w, s, e) for w, s, e in work.words() if w not in FUNCTION_WORDS]
    labels = spelled_labels(vocab)  # each label as written, and with a run of its words as initials ("RS")
    for size in (4, 3, 2):
        for i in range(len(content) - size + 1):
            chunk = content[i : i + size]
            if any(work.original[a[2] : b[1]].strip() for a, b in pairwise(chunk)):
                continue  # not adjacent words
            if all(w in GENERIC_METRIC_WORDS for w, _, _ in chunk):
                continue
            # "no-show rate" is said of a label written "Lesson no-show rate", whose words are "no show rate"
            run = " " + " ".join(singular(w).replace("-", " ") for w, _, _ in chunk) + " "
            names = [n for n, forms in labels.items() if any(run in f" {label} " for label in forms)]
            if len(names) != 1 or shared_beyond_generic(run.split(), labels):
                continue
            start, end = chunk[0][1], chunk[-1][2]
            work.blank(start, end)
            found.reading.query.metrics.append(names[0])
            found.mentioned.add("metric")
            return


def read_metric_descriptions(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Two or more words of the question that a metric's description says ("miles flown": Distance flown,
    described as "Miles flown."): that metric, said in the answer; several: asked which."""
    content = [(w, s, e) for w, s, e in work.words() if w not in FUNCTION_WORDS and w not in GENERIC_METRIC_WORDS]
    for size in (4, 3, 2):
        for i in range(len(content) - size + 1):
            chunk = content[i : i + size]
            if any(work.original[a[2] : b[1]].strip() for a, b in pairwise(chunk)):
                continue  # not adjacent words
            phrase = " " + " ".join(singular(w) for w, _, _ in chunk) + " "
            names = [n for n, text in vocab.descriptions.items() if phrase in f" {text} "]
            if not names:
                continue
            said_words = work.original[chunk[0][1] : chunk[-1][2]]
            names = labels_before_description(vocab, phrase, names, said_words, work.original)
            start, end = chunk[0][1], chunk[-1][2]
            said = work.original[start:end]
            work.blank(start, end)
            found.mentioned.add("metric")
            if len(names) == 1:
                found.reading.query.metrics.append(names[0])
                found.reading.notes.append(f"I read '{said}' as {vocab.metric_label(names[0])} (its description).")
            else:
                found.reading.metric_candidates, found.reading.candidate_phrase = names, said
            return


def confirm_guess_by_words(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """A fuzzy guess whose metric also owns two or more other words of the question is no guess
    ("which genre sold the most tracks": tracks, sold)."""
    guess = found.reading.metric_guess
    if not guess:
        return
    words = set(words_of(work.original)) - FUNCTION_WORDS  # "the" of "… toward the penalty" tells nothing
    if len(words & vocab.metric_words[guess]) >= 2:
        found.reading.query.metrics.append(guess)
        found.reading.metric_guess = None
        for word, start, end in work.words():
            if word in vocab.metric_words[guess]:
                work.blank(start, end)


def metric_words_of(text: str) -> set[str]:
    return set(words_of(text))
