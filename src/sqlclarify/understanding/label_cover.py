"""Which of several metrics a question's words name, read from their labels alone (issue 32, reader20).

A label's initials are its words too: "PO" in *On-Time PO Line Count* is "purchase order" where another label of
the catalog spells it, and "PO lines" says *Purchase Order Line Count*. Of labels the question says every word of,
the one that says the most of it wins when it holds every other: "purchase order lines" is *Purchase Order Line
Count*, not also *Order Line Count*, whose words leave "purchase" unexplained."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from sqlclarify.understanding import word_tables
from sqlclarify.understanding.lexicon import lexicon
from sqlclarify.understanding.shapes import FUNCTION_WORDS, GRAIN_WORDS

if TYPE_CHECKING:
    from sqlclarify.understanding.candidates import Vocabulary

MAX_INITIALS = 4  # "PO", "SKU", "ASN", "MTBF": longer runs of initials are words, not abbreviations


def _abbreviation(word: str) -> bool:
    """A word that can stand for others' initials: no English word ("po", "sku"; not "in", "us", "id")."""
    return word not in FUNCTION_WORDS and not word_tables.all_lemmas(word)


def catalog_initials(vocab: Vocabulary) -> frozenset[str]:
    """The abbreviations the catalog's labels write: a word of two to four capitals ("PO", "RS"), lowercase."""
    return vocab.derived(
        "catalog_initials",
        lambda: frozenset(
            w.lower()
            for m in vocab.layer.metrics.values()
            for w in re.findall(r"[A-Za-z]+", m.label)
            if 2 <= len(w) <= MAX_INITIALS and w.isupper() and w.lower() not in FUNCTION_WORDS
        ),
    )


def with_initials(
    said: set[str], ordered: list[str], label_words: list[str], known: frozenset[str] = frozenset()
) -> set[str]:
    """`said` with the words an abbreviation stands for: a label's run of words whose initials a said word spells
    ("po" said: "purchase", "order"), and a label's abbreviation whose words are said in a row ("purchase order"
    said: "po")."""
    more = set(said)
    for size in range(2, MAX_INITIALS + 1):
        for i in range(len(label_words) - size + 1):
            run = label_words[i : i + size]
            initials = "".join(w[0] for w in run)
            if initials in said and (initials in known or _abbreviation(initials)):
                more.update(run)
        for i in range(len(ordered) - size + 1):
            initials = "".join(w[0] for w in ordered[i : i + size])
            spells = initials in known or _abbreviation(initials)
            if initials in label_words and spells and all(w in said for w in ordered[i : i + size]):
                more.add(initials)
    return more


def period_words() -> frozenset[str]:
    """Words that say a period or a point in one: "month", "weekly", "end", "opening"."""
    lex = lexicon()
    grains = {w for phrases in GRAIN_WORDS.values() for p in phrases for w in p.split()} | set(GRAIN_WORDS)
    return frozenset({*grains, *lex.period_column_words, *lex.period_point_words} - FUNCTION_WORDS)


def only_in_time(vocab: Vocabulary, chosen: str, others: list[str]) -> bool:
    """Whether another metric's label says more than `chosen`'s only in period words: *Active Subscriptions
    (Month End)* beside *Active Subscription Count*, *Weekly Order Line Count* beside *Order Line Count* — the
    same amount taken another way in time, which the question has not said."""
    counts = set(lexicon().count_label_words)
    own = set(vocab.label_texts.get(chosen, "").split()) - FUNCTION_WORDS - counts
    words = period_words()
    for other in others:
        theirs = set(vocab.label_texts.get(other, "").split()) - FUNCTION_WORDS - counts
        if own <= theirs and theirs - own and theirs - own <= words:
            return True
    return False


def most_specific(covered: dict[str, set[str]]) -> list[str]:
    """Of the metrics whose label words are all said, the one whose words hold every other's; else all."""
    names = list(covered)
    widest = [n for n in names if all(covered[o] <= covered[n] for o in names)]
    return widest if len(widest) == 1 else names


def spelled_labels(vocab: Vocabulary) -> dict[str, tuple[str, ...]]:
    """metric -> its label's text (label_texts), and the same with a run of words written as the initials another
    label of the catalog uses ("rider support ticket count" is also "rs ticket count" where *Closed RS Ticket
    Count* says RS): worked out once per catalog."""

    def build() -> dict[str, tuple[str, ...]]:
        texts = vocab.label_texts
        used = catalog_initials(vocab)
        spelled: dict[str, tuple[str, ...]] = {}
        for name, text in texts.items():
            words = text.split()
            forms = [text]
            for size in range(2, MAX_INITIALS + 1):
                for i in range(len(words) - size + 1):
                    initials = "".join(w[0] for w in words[i : i + size])
                    if initials in used:
                        forms.append(" ".join([*words[:i], initials, *words[i + size :]]))
            spelled[name] = tuple(forms)
        return spelled

    return vocab.derived("spelled_labels", build)
