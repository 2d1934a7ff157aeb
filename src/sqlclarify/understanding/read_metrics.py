"""Metrics: the catalog's phrases for them, the lexicon's words, typos, descriptions and count words."""

from __future__ import annotations

import re
from itertools import pairwise

from rapidfuzz import fuzz, process

from sqlclarify.understanding.candidates import Vocabulary, words_of
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.scoring import narrow_by_descriptions, narrow_by_qualifiers
from sqlclarify.understanding.shapes import (
    BREAKDOWN_BEFORE,
    COUNT_WORDS,
    FUNCTION_WORDS,
    GENERIC_METRIC_WORDS,
    HOW_MANY,
    INCLUDING,
)
from sqlclarify.understanding.text import (
    WorkText,
    singular,
)

FUZZY_ACCEPT = 88  # a typo we take without asking


FUZZY_CONFIRM = 78  # close enough to ask "did you mean …?"


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
    for word, _, _ in content:
        if word in GENERIC_METRIC_WORDS:
            continue  # "average ticket price": "average" alone names no metric
        for name in {*by_word.get(word, ()), *by_word.get(word.rstrip("s"), ()), *by_word.get(singular(word), ())}:
            scores[name] = scores.get(name, 0) + 1
    if not scores:  # the metrics' descriptions, and their tables' ("the weather at JFK")
        by_description = vocab.lookup.metrics_by_description
        for word, _, _ in content:  # a dimension's word ("markets") is no hint of a metric
            if word not in GENERIC_METRIC_WORDS and singular(word) not in vocab.lookup.element_words:
                for name in by_description.get(singular(word), ()):
                    scores[name] = scores.get(name, 0) + 1
        if len(scores) == len(vocab.layer.metrics) > 1:
            return  # a word every metric's description says tells none of them apart
    if not scores:
        return
    best = max(scores.values())
    candidates = [n for n in vocab.metric_words if scores.get(n) == best]  # in the catalog's order
    # the user picks among the metrics, which settles what all of these words meant ("earn from ads")
    found.reading.candidate_phrase = work.original[content[0][1] : content[-1][2]]
    for _, start, end in content:
        work.blank(start, end)
    found.mentioned.add("metric")
    found.weak_metric = True
    if len(candidates) == 1:
        found.reading.metric_guess = candidates[0]
    else:
        found.reading.metric_candidates = candidates


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
        found.reading.query.metrics.append(metrics[0])
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
    if len(vocab.count_metrics) == 1:
        name = vocab.count_metrics[0]
        found.reading.query.metrics.append(name)
        found.reading.notes.append(f"I read '{work.original[m.start() : m.end()]}' as {vocab.metric_label(name)}.")
    else:
        found.reading.metric_candidates = list(vocab.count_metrics)
        found.reading.candidate_phrase = work.original[m.start() : m.end()]


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
    words = set(words_of(work.original))
    if len(words & vocab.metric_words[guess]) >= 2:
        found.reading.query.metrics.append(guess)
        found.reading.metric_guess = None
        for word, start, end in work.words():
            if word in vocab.metric_words[guess]:
                work.blank(start, end)


def metric_words_of(text: str) -> set[str]:
    return set(words_of(text))
