"""'total engine hours across the fleet', 'how many faults has the fleet logged': a collective noun for
everything the business has (whole_words.yaml) said with its article is every row, not a word to ask about. Only
where the question has its metric and the catalog names no dimension or value by the word; the answer says so."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import yaml

from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.found import Found
from sqlclarify.understanding.text import WorkText, singular_phrase

WHOLE_WORDS_FILE = Path(__file__).with_name("whole_words.yaml")


@cache
def _pattern() -> re.Pattern[str]:
    words = yaml.safe_load(WHOLE_WORDS_FILE.read_text(encoding="utf-8"))["whole_words"]
    alternatives = "|".join(sorted((re.escape(str(w).lower()) for w in words), key=len, reverse=True))
    return re.compile(
        rf"(?<![\w])(?:(?:across|for|in|of|over|throughout)\s+)?(?:the|our|my)\s+(?:(?:whole|entire)\s+)?"
        rf"(?:{alternatives})(?:\s+as\s+a\s+whole)?(?![\w])"
    )


def pass_over_whole_words(work: WorkText, vocab: Vocabulary, found: Found) -> None:
    """Every row for "across the fleet" and the like, when a metric is read and the word is no catalog name."""
    reading = found.reading
    if not reading.query.metrics:
        return
    for m in list(_pattern().finditer(work.work)):
        word = re.sub(r"\s+as\s+a\s+whole$", "", m.group(0)).split()[-1]
        if _catalog_word(vocab, word):
            continue
        said = work.said(m.start(), m.end()).strip()
        work.blank(m.start(), m.end())
        reading.notes.append(f"I read '{said}' as every row, with no filter.")


def _catalog_word(vocab: Vocabulary, word: str) -> bool:
    """Whether the catalog names a dimension or a value by `word` (its own column wins)."""
    forms = {word, singular_phrase(word)}
    return any(p in forms for p, _ in vocab.dimension_phrases) or any(v.phrase in forms for v in vocab.value_phrases)
