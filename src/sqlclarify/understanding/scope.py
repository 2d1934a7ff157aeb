"""Out of scope (issue 32): a question about something the catalog does not hold is refused with a line naming the
words, never answered with a metric that shares one word with it nor asked about. Out of scope means content words
that no element, value, description or vocabulary entry of the catalog covers, where ignoring them changes the
answer:
- the amount asked is of an uncovered thing: "customer churn rate", "the card decline rate", "government debt to
  GDP ratio", "the observed readmission rate" (an amount word with an uncovered word in its phrase);
- the things counted are uncovered: "how many support tickets did customers open" on a catalog of subscriptions;
- a word that judges the events against a reference the catalog would have to hold ("delivered late": a due date);
- a cause asked for ("why did customers cancel"): the catalog holds amounts, not reasons.
The words that name the things a filter is on ("top 5 guests", "Swedish skaters") are not out of scope: the question
is answerable once they are placed, so they stay asked about."""

from __future__ import annotations

import re

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.measure_kinds import KIND_WORDS
from sqlclarify.understanding.shapes import AUXILIARIES, FUNCTION_WORDS
from sqlclarify.understanding.text import WorkText, is_head_noun, singular, verb_lemmas

MIN_WORD = 4  # shorter words ("new", "top") are too often the question's shape
STEM = 5  # two words sharing their first five letters are one word ("churned", "churn"; "recovery", "recovered")
AMOUNT_WORDS = frozenset(KIND_WORDS) | {"percent", "percentage", "share"}
# words that judge an event against a reference (a due date, a plan, an expectation): answerable only where the
# catalog holds that reference, which then covers the word
JUDGED_AGAINST_A_REFERENCE = frozenset({"late", "early", "delayed", "overdue", "tardy"})
ASKS_A_CAUSE = re.compile(r"^\s*why\b", re.IGNORECASE)
# a past participle before an amount's words ("the observed readmission rate"): a kind of the amount, not the event
QUALIFIED_AMOUNT = re.compile(
    r"(?<![\w-])([a-z]+ed)\s+(?:[\w-]+\s+){0,2}?(?:rates?|ratios?|averages?|percent|percentages?)\b"
)
# "how many support tickets did …": the words counted, up to the verb, a preposition or the end
HOW_MANY = re.compile(
    r"(?<![\w])how\s+many\s+((?:[\w'-]+\s+){0,3}?)([\w'-]+)"
    r"(?=\s+(?:did|do|does|were|was|are|is|have|has|had|in|on|at|for|from|by|of|per)\b|\s*[?.,]|\s*$)",
    re.IGNORECASE,
)


def refuse_out_of_scope(vocab: Vocabulary, found: Found) -> None:
    """Clear the metrics read when the question asks about something the catalog does not hold; the words are
    kept in `found.out_of_scope` for the refusal to name."""
    reading = found.reading
    if found.earlier_metrics:
        return
    text = found.reading_text
    words: list[str] = []
    if ASKS_A_CAUSE.search(text):
        words = ["why"]
    words = words or _uncovered_amount(vocab, found) or _uncovered_count(vocab, text) or _judged(vocab, found)
    if not words:
        return
    found.out_of_scope = words
    reading.query.metrics = []
    reading.metric_candidates, reading.metric_guess, reading.candidate_phrase = [], None, ""


def scope_line(words: list[str]) -> str:
    """The refusal's first line, naming what the catalog does not hold."""
    if words == ["why"]:
        return "This data holds amounts, not their causes: I cannot answer why."
    said = ", ".join(f"'{w}'" for w in dict.fromkeys(words))
    return f"Nothing in this data covers {said}."


def _uncovered_amount(vocab: Vocabulary, found: Found) -> list[str]:
    """The uncovered words of an amount asked for: an unplaced phrase, or the phrase metrics were offered for,
    that holds an amount word ("churn rate", "card decline rate") and a word the catalog does not cover — or an
    amount word left alone beside an uncovered thing ("government debt", "ratio")."""
    reading = found.reading
    for m in QUALIFIED_AMOUNT.finditer(found.reading_text.lower()):  # "the observed fix rate"
        if verb_lemmas(m.group(1)) == "past" and not covered(vocab, m.group(1)):
            return [m.group(1)]
    phrases = [*reading.unplaced, reading.candidate_phrase]
    lone_amount = any(p.lower().strip() in AMOUNT_WORDS for p in reading.unplaced)
    for phrase in phrases:
        said = _content(phrase)
        uncovered = [w for w in said if not covered(vocab, w) and w not in AMOUNT_WORDS]
        if uncovered and (any(w in AMOUNT_WORDS for w in said) or lone_amount):
            return uncovered
    return []


def _uncovered_count(vocab: Vocabulary, text: str) -> list[str]:
    """'how many support tickets did …': the things counted, when the catalog covers none of their names."""
    m = HOW_MANY.search(text)
    if m is None:
        return []
    said = [*m.group(1).lower().split(), m.group(2).lower()]
    # the thing counted: the last plural noun ("Medicare dollars"; "stays" of "stays moor"), else the last word
    head = next((w for w in reversed(said) if singular(w) != w and is_head_noun(singular(w))), said[-1])
    if head in FUNCTION_WORDS or not head.isalpha() or covered(vocab, head) or not is_head_noun(singular(head)):
        return []
    return [w for w in _content(" ".join(said[: said.index(head) + 1])) if not covered(vocab, w)]


def _judged(vocab: Vocabulary, found: Found) -> list[str]:
    """A word left over that judges the events against a reference the catalog does not hold ("late")."""
    return [
        w
        for phrase in found.reading.unplaced
        for w in _content(phrase)
        if w in JUDGED_AGAINST_A_REFERENCE and not covered(vocab, w)
    ]


def _content(phrase: str) -> list[str]:
    return [
        w
        for w, _, _ in WorkText(phrase).words()
        if w not in FUNCTION_WORDS and w not in AUXILIARIES and (len(w) >= MIN_WORD or w in AMOUNT_WORDS)
    ]


def covered(vocab: Vocabulary, word: str) -> bool:
    """Whether any text of the catalog says `word` (in the singular, or another form of its stem): a name,
    label, description, value or vocabulary entry."""
    word = word.lower().strip("'")
    words, stems = catalog_words(vocab)
    base = singular(word)
    return word in words or base in words or (len(base) >= STEM and base[:STEM] in stems)


def catalog_words(vocab: Vocabulary) -> tuple[frozenset[str], frozenset[str]]:
    """Every word of the catalog's texts and vocabulary, singular, and their stems (built once per catalog)."""
    return vocab.derived("scope:catalog_words", lambda: _work_out_catalog_words(vocab))


def _work_out_catalog_words(vocab: Vocabulary) -> tuple[frozenset[str], frozenset[str]]:
    layer = vocab.layer
    texts: list[str] = []
    for name, metric in layer.metrics.items():
        texts += [name, metric.label, metric.description or "", *metric.synonyms]
    for model in layer.semantic_models:
        texts += [model.name, model.description or ""]
        texts += [e.name for e in model.entities]
        texts += [t for d in model.dimensions for t in (d.name, d.label or "", d.description or "", *d.synonyms)]
        texts += [t for m in model.measures for t in (m.name, m.description or "", m.expr or "")]
        texts += [d.expr or "" for d in model.dimensions]  # the columns: "postage_paid" covers "paid"
    texts += [p for p, _ in vocab.metric_phrases] + [p for p, _ in vocab.dimension_phrases]
    # a value's word covers only as the whole value: "login decline" (a risk signal) says nothing of card declines
    texts += [e.phrase for e in vocab.value_phrases if " " not in e.phrase and "_" not in e.phrase]
    texts += [p for p, _ in vocab.all_phrases] + list(vocab.descriptions.values())
    words = {singular(w) for t in texts for w in re.findall(r"[a-z0-9]+", t.replace("_", " ").lower())}
    return frozenset(words), frozenset(w[:STEM] for w in words if len(w) >= STEM)
