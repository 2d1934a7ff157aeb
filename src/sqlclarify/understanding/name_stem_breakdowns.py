"""'complaints by submission channel' where `submitted_via` is said "channel": a word before a dimension's phrase
after "by" or "per" whose stem is a word of the dimension's own name ("submission" of "submitted") is that
dimension's word too — the breakdown, not a word to ask about. Read from the dimension's name only."""

from __future__ import annotations

import re
from itertools import islice

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found, add_group_by
from sqlclarify.understanding.lexicon import name_words
from sqlclarify.understanding.text import WorkText, shares_stem, singular

_WORD = re.compile(r"[a-z0-9]+")
_BY_WORD = re.compile(r"(?<![\w])(?:by|per)\s+([a-z]+)\s+")
MIN_STEM = 4  # "book" of "booking" and "booked"; a shorter shared start says nothing
MAX_PHRASE_WORDS = 3


def read_name_stem_breakdowns(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """'by <word> <a dimension's phrase>', both still unread, the word sharing a stem with the dimension's name."""
    text = work.original.lower()
    for m in _BY_WORD.finditer(text):
        if any(work.used[m.start(1) : m.end(1)]):
            continue
        read = _phrase_at(vocab, text, m.end())
        if read is None or any(work.used[m.end() : read[0]]):
            continue
        end, dim = read
        if any(shares_stem(singular(m.group(1)), w, MIN_STEM, max_rest=4) for w in name_words(dim.rpartition("__")[2])):
            work.blank(m.start(1), end)
            add_group_by(found, dim)


def _phrase_at(vocab: Vocabulary, text: str, start: int) -> tuple[int, str] | None:
    """The longest dimension phrase (up to three words, or its plural's singular) at `start`: (its end, dim)."""
    phrases = _phrases(vocab)
    words = list(islice(_WORD.finditer(text, start), MAX_PHRASE_WORDS))  # lazily: a long text stays linear
    if not words or words[0].start() != start:
        return None
    for n in range(len(words), 0, -1):
        said = text[start : words[n - 1].end()]
        for form in dict.fromkeys([said, " ".join(singular(w) for w in said.split())]):
            if form in phrases:
                return words[n - 1].end(), phrases[form]
    return None


def _phrases(vocab: Vocabulary) -> dict[str, str]:
    """phrase -> dimension, once per catalog version."""
    kept = vars(vocab).get("_dimension_phrase_map")
    if kept is None:
        kept = dict(vocab.dimension_phrases)
        vars(vocab)["_dimension_phrase_map"] = kept
    return kept
