"""A question's text as the reader works through it: matched words are blanked once used, so no word
is read twice and what is left at the end is exactly what the reader could not place."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import lru_cache

from sqlclarify.understanding import word_tables

# function words that are never taken as a dimension value when written in lower case ("for my team")
LOWERCASE_STOPWORDS = frozenset(
    "a am an and are as at be by do go he i if in is it me my no of on or so to up us we all any not our "
    "the was per top".split()
)

WORD = re.compile(r"\w+")
POSSESSIVE = re.compile(r"(?<=\w)['’]s(?![\w])")
# "o'hare", "d'angelo"; not "delta's", "don't", nor a contraction's "i've", "i'll" (its ending is a function word)
ELISION = re.compile(r"(?<![\w'’])([a-z])['’](?!(?:ve|re|ll)(?![\w]))([a-z]{2,})")
MIN_INFLECTED = 4  # shorter words ("is", "us", "bus") are kept as written: too many are not nouns
# words ending in s that are not plural nouns; other words are singular unless lemminflect knows them ("people")
NOT_PLURAL = frozenset(
    "does goes yes was has his its hers ours yours theirs whereas across always perhaps sometimes unless news "
    "series species plus thus towards afterwards besides lots whose".split()
)
# plurals lemminflect takes as lemmas of their own ("people" is a noun too): their singular
IRREGULAR_PLURALS = {"people": "person", "children": "child", "men": "man", "women": "woman"}


@lru_cache(maxsize=65536)
def singular(word: str) -> str:
    """The singular of a lowercase English noun ("countries" country, "analyses" analysis), else the word."""
    if len(word) < MIN_INFLECTED or not word.isalpha() or word in NOT_PLURAL:
        return word
    if not (word.endswith("s") and not word.endswith(("ss", "us", "is"))) and word not in IRREGULAR_PLURALS:
        return word
    if word in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[word]
    found = word_tables.lemmas(word, "NOUN")
    return found[0] if found and found[0] else word


@lru_cache(maxsize=65536)
def plural(word: str) -> str:
    """The plural of a lowercase English noun ("country" countries, "person" people)."""
    return plurals(word)[0]


@lru_cache(maxsize=65536)
def plurals(word: str) -> tuple[str, ...]:
    """Every plural lemminflect knows of a lowercase noun ("person": persons, people), the commonest first."""
    if len(word) < 2 or not word.isalpha():
        return (word,)
    found = tuple(f for f in word_tables.inflections(word, "NNS") if f and f != word)
    return found or (word,)


@lru_cache(maxsize=65536)
def word_forms(word: str) -> frozenset[str]:
    """A lowercase word, its singular and its verb's lemma ("shipped": ship; "offices": office)."""
    forms = {word, singular(word)}
    if len(word) >= MIN_INFLECTED and word.isalpha() and word.endswith(("ed", "ing", "s")):
        forms.update(f for f in word_tables.lemmas(word, "VERB") if f)
    return frozenset(forms)


@lru_cache(maxsize=4096)
def is_head_noun(word: str) -> bool:
    """Whether a word can be a noun and not an adjective ("item", "access"; not "late", "instant")."""
    lemmas = word_tables.all_lemmas(word.lower())
    return "NOUN" in lemmas and "ADJ" not in lemmas


@lru_cache(maxsize=4096)
def verb_lemmas(word: str) -> str:
    """'past' for a verb's past form that is no noun ("flew", "placed", "shipped"), 'verb' for any other form of
    a verb ("fly", "order", "including"), '' for a word that is no verb."""
    if not word.isalpha() or len(word) < 3:
        return ""
    lemmas = word_tables.all_lemmas(word.lower())
    if "VERB" not in lemmas:
        return ""
    if "NOUN" not in lemmas:
        for lemma in lemmas["VERB"]:
            if word.lower() in {*word_tables.inflections(lemma, "VBD"), *word_tables.inflections(lemma, "VBN")}:
                return "past"
    return "verb"


def shares_stem(word: str, other: str, min_stem: int = 4, max_rest: int = 3) -> bool:
    """'submission' and 'submitted', 'created' and 'creation': the same word, or a shared start of `min_stem`
    letters or more with at most `max_rest` letters of the shorter word past it."""
    if word == other:
        return True
    common = 0
    for a, b in zip(word, other, strict=False):
        if a != b:
            break
        common += 1
    return common >= min_stem and common >= min(len(word), len(other)) - max_rest


def singular_phrase(phrase: str) -> str:
    """`phrase` with each of its words in the singular ("listing countries" listing country)."""
    return " ".join(singular(w) for w in phrase.lower().split())


@lru_cache(maxsize=8192)
def phrase_pattern(phrase: str) -> re.Pattern[str]:
    """Whole words of `phrase`, any spacing or hyphens between them (compiled once per phrase)."""
    # punctuation inside a phrase is a break between words, as in the text; an elision joins ("o'hare" ohare)
    words = WORD.findall(ELISION.sub(r"\1\2", phrase.lower())) or phrase.lower().split()
    return re.compile(r"(?<![\w])" + r"[\s\-]+".join(map(re.escape, words)) + r"(?![\w])")


@lru_cache(maxsize=65536)
def plural_forms(phrase: str) -> tuple[str, ...]:
    """`phrase` and the plurals of its last word: "plan" plans, "tax" taxes, "country" countries, "person" people."""
    head, _, last = phrase.rpartition(" ")
    forms = [phrase, f"{phrase}s", f"{phrase}es"]
    if len(phrase) > 2 and phrase.endswith("y") and phrase[-2] not in "aeiou":
        forms.append(f"{phrase[:-1]}ies")
    for inflected in plurals(last) if last.isalpha() else ():
        if inflected != last:
            forms.append(f"{head} {inflected}".strip())
    return tuple(dict.fromkeys(forms))


def plural_regex(phrase: str) -> str:
    """A regex body (no word boundaries) for `phrase` or one of its plurals, any spacing between words."""
    bodies = (phrase_pattern(f).pattern[len(r"(?<![\w])") : -len(r"(?![\w])")] for f in plural_forms(phrase))
    return "(?:" + "|".join(bodies) + ")"


@lru_cache(maxsize=65536)
def _find_keys(phrase: str) -> tuple[str, str, str]:
    """What `WorkText.find` tests a text against, worked out once per phrase (a question tests dozens): the
    phrase's first word, the phrase in the singular, and that one's first word."""
    base = singular_phrase(" ".join(WORD.findall(phrase.lower())))
    return first_word(phrase) or "", base, base.split()[0] if base else ""


def first_word(phrase: str) -> str | None:
    """The first run of word characters of `phrase` (lowercase): wherever `phrase` occurs in a text, that run
    is a whole word of the text, since a phrase matches only whole words."""
    m = WORD.search(ELISION.sub(r"\1\2", phrase.lower()))
    return m.group(0) if m else None


class PhraseIndex:
    """Phrases by their first word, built once: a text is tested only against the phrases whose first word it
    holds. `candidates` is a superset of the phrases `WorkText.find` finds, in the phrases' own order."""

    def __init__(self, forms: Sequence[Iterable[str]]):
        """`forms[i]` are the ways phrase i may be written (a phrase and its plurals)."""
        self._by_word: dict[str, list[int]] = {}
        self._always: list[int] = []  # phrases without a word character: tested every time
        for position, spellings in enumerate(forms):
            words = {first_word(s) for s in spellings}
            words |= {singular(w) for w in words if w}  # a text's singular forms are looked up too
            if None in words:
                self._always.append(position)
            for word in words - {None}:
                self._by_word.setdefault(word, []).append(position)  # type: ignore[arg-type]

    @classmethod
    def of(cls, phrases: Iterable[str]) -> PhraseIndex:
        return cls([(p,) for p in phrases])

    def candidates(self, text: str) -> list[int]:
        """The positions, in order, of the phrases that may occur in `text` (lowercase)."""
        positions = set(self._always)
        for word in set(WORD.findall(text)):
            positions.update(self._by_word.get(word, ()))
        return sorted(positions)


def _singular_text(work: str) -> str:
    """`work` with each word in the singular, padded to its length so positions stay the same; a singular
    longer than its word is left as written."""

    def one(m: re.Match[str]) -> str:
        word = m.group(0)
        base = singular(word)
        return base.ljust(len(word)) if len(base) <= len(word) else word

    return WORD.sub(one, work)


class _Span:
    """A match found in the singular text: the same interface as the parts of re.Match the reader uses."""

    def __init__(self, start: int, end: int, text: str):
        self._start, self._end, self._text = start, end, text

    def start(self) -> int:
        return self._start

    def end(self) -> int:
        return self._end

    def group(self, _index: int = 0) -> str:
        return self._text


class WorkText:
    """A lowercase working copy of the question whose used-up words can be blanked out."""

    def __init__(self, original: str):
        self.original = original
        # "O'Hare", "D'Angelo": one word, as a catalog writes it ("Ohare"); the apostrophe moves to the word's end
        # as a blank so that every position still points at the same place in the original
        lowered = ELISION.sub(lambda m: f"{m.group(1)}{m.group(2)} ", original.lower())
        lowered = POSSESSIVE.sub("  ", lowered)  # "the writer's category": the writer's, said as "writer"
        self.work = re.sub(r"[^\w\s\-]", " ", lowered)
        self.used = bytearray(len(self.work))
        self.singular = _singular_text(self.work)

    @property
    def index_text(self) -> str:
        """The words as written and in the singular, for `PhraseIndex.candidates`."""
        return f"{self.work}\n{self.singular}"

    def blank(self, start: int, end: int) -> None:
        self.work = self.work[:start] + " " * (end - start) + self.work[end:]
        self.singular = self.singular[:start] + " " * (end - start) + self.singular[end:]
        self.used[start:end] = b"\x01" * (end - start)

    def give_back(self, start: int, end: int) -> None:
        """Words a reading took and then let go, back in the question to be placed, asked about or named as
        ignored (never dropped with the reading that took them)."""
        pristine = WorkText(self.original)
        self.work = self.work[:start] + pristine.work[start:end] + self.work[end:]
        self.singular = self.singular[:start] + pristine.singular[start:end] + self.singular[end:]
        self.used[start:end] = bytes(end - start)

    def find(self, phrase: str) -> re.Match[str] | _Span | None:
        """`phrase` as written, else in the singular ("listing countries" for "listing country"); a match in
        the singular covers the whole words of the text."""
        first, base, base_first = _find_keys(phrase)
        if first in self.work:  # cheap pre-check before the regex
            m = phrase_pattern(phrase).search(self.work)
            if m:
                return m
        if not base or base_first not in self.singular:
            return None
        m = phrase_pattern(base).search(self.singular)
        if not m:
            return None
        end = m.end()
        while end < len(self.work) and (self.work[end].isalnum() or self.work[end] == "_"):
            end += 1
        return _Span(m.start(), end, self.work[m.start() : end])

    def find_exact_case(self, phrase: str) -> re.Match[str] | None:
        """A match that is also written this way in the original ("MY", not "my"), or that follows "the"
        ("in the us": a pronoun never does)."""
        for m in phrase_pattern(phrase).finditer(self.work):
            if self.original[m.start() : m.end()].upper() == self.original[m.start() : m.end()]:
                return m
            if re.search(r"(?<![\w])the\s+$", self.work[: m.start()]):
                return m
        return None

    def take(self, phrase: str) -> bool:
        m = self.find(phrase)
        if m:
            self.blank(m.start(), m.end())
        return m is not None

    def words(self) -> list[tuple[str, int, int]]:
        return [(m.group(0), m.start(), m.end()) for m in re.finditer(r"[\w\-]+", self.work)]

    def leftover_runs(self, ignorable: frozenset[str]) -> list[str]:
        """Runs of adjacent words that are still unused and are not function words, in the original's spelling."""
        runs: list[list[tuple[int, int]]] = []
        last_end = -1
        for word, start, end in self.words():
            # a function word written in capitals is a name ("US pageviews"), not "us": never passed over
            name = len(word) >= 2 and self.original[start:end].isupper() and self.original[start:end].isalpha()
            name = name and not self.original.isupper()  # a question shouted in capitals has no names by case
            if (word.strip("-") in ignorable and not name) or (word.isdigit() and len(word) < 2):
                last_end = -1
                continue
            if runs and last_end != -1 and not any(self.used[last_end:start]):
                runs[-1].append((start, end))
            else:
                runs.append([(start, end)])
            last_end = end
        return [self.said(run[0][0], run[-1][1]) for run in runs]

    def said(self, start: int, end: int) -> str:
        """The original's words at [start, end) of the working copy (an elided apostrophe included)."""
        moved = len(ELISION.findall(self.original[start:end].lower()))
        return self.original[start : end + moved] if moved else self.original[start:end]
