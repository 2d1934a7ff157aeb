"""'monthly recurring revenue' where the catalog labels its metric *Total MRR (USD)*, 'orders delivered on time and
in full' where it has *OTIF Orders*: words whose initials spell an acronym the catalog's metric labels write in
capitals are that acronym. Read from the catalog's own labels and names; the words may skip the small words
that acronyms leave out ("and", "of", "the"). Currency codes are no acronyms of words ("USD")."""

from __future__ import annotations

import re

from sqlclarify.understanding import word_tables
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.currency_names import currency_codes
from sqlclarify.understanding.shapes import FUNCTION_WORDS

_ACRONYM = re.compile(r"(?<![A-Za-z])[A-Z]{3,5}(?![A-Za-z])")
_SKIPPED = ("and", "of", "the", "&")  # words an acronym may leave out: "on time and in full" is OTIF


def with_acronyms(text: str, vocab: Vocabulary) -> str:
    """`text` with each spelled-out acronym of the catalog's metric labels said as the acronym, padded so every
    position still points at the same place."""
    pattern, acronyms = vocab.derived("spelled_acronyms", lambda: _spelled(vocab))
    if pattern is None:
        return text
    return pattern.sub(lambda m: acronyms[m.lastgroup or ""].ljust(len(m.group(0))), text)


def _spelled(vocab: Vocabulary) -> tuple[re.Pattern[str] | None, dict[str, str]]:
    """One pattern of every acronym's spelled-out words (a named group each), and group name -> acronym."""
    currencies = currency_codes()
    written: set[str] = set()
    for metric in vocab.layer.metrics.values():
        written.update(a for a in _ACRONYM.findall(metric.label or "") if a not in currencies)
        written.update(_named_acronym(metric.name, metric.label or "", currencies))
    if not written:
        return None, {}
    groups = {f"a{i}": acronym for i, acronym in enumerate(sorted(written, key=len, reverse=True))}
    alternatives = "|".join(f"(?P<{group}>{_words_for(acronym)})" for group, acronym in groups.items())
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])", re.IGNORECASE), groups


def _named_acronym(name: str, label: str, currencies: frozenset[str] | set[str]) -> list[str]:
    """A metric named by an acronym whose label says no English ("aov" labelled 객단가): the name, in capitals.
    Only where the label has no Latin letters: an English label writes its acronym itself. No English word
    ("cost") and no currency code is an acronym."""
    if re.search(r"[A-Za-z]", label) or not re.fullmatch(r"[a-z]{3,5}", name) or name.upper() in currencies:
        return []
    return [] if word_tables.all_lemmas(name) else [name.upper()]


def _words_for(acronym: str) -> str:
    """Words whose initials are the acronym's letters in order, a skippable small word allowed between them; no
    word of the question's own frame ("how much recurring revenue" is no MRR, "me" no word of it)."""
    gap = rf"(?:[\s-]+(?:{'|'.join(map(re.escape, _SKIPPED))}))?[\s-]+"
    # the frame's words only start the run ("how much ..."): inside it they are the acronym's own ("average order
    # value": AOV, "value" a function word elsewhere)
    first, rest = acronym[0], acronym[1:]
    words = [rf"(?!{_FRAME_WORDS}(?![\w-])){re.escape(first.lower())}[a-z]+"]
    words += [rf"{re.escape(letter.lower())}[a-z]+" for letter in rest]
    return gap.join(words)


# the function words an acronym's letters never stand for: all but the prepositions ("on time in full": OTIF,
# "average revenue per user": ARPU)
_PREPOSITIONS = frozenset({"on", "in", "at", "of", "for", "to", "by", "per", "with", "from", "over", "into", "within"})
_FRAME_WORDS = "(?:" + "|".join(sorted(map(re.escape, FUNCTION_WORDS - _PREPOSITIONS), key=len, reverse=True)) + ")"
