"""Read the slots of a catalog question from plain words, with no model.

Exact phrases first (the longest wins), then fuzzy matching with rapidfuzz for typos. Each slot's words
are blanked once used, so "monthly active users" is not also read as a monthly grain.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date

from rapidfuzz import fuzz, process

from sqlclarify.catalog.model import Catalog
from sqlclarify.state import DateRange, Slots
from sqlclarify.understanding.dates import find_date_range

FUZZY_ACCEPT = 88  # a typo we take without asking
FUZZY_CONFIRM = 78  # close enough to ask "did you mean …?"
# two-letter market codes that are also common lowercase words: only taken when written in capitals
AMBIGUOUS_LOWERCASE_CODES = {"id", "my", "th"}
# ...except right after a preposition ("rev for id"), but never "my" ("for my team")
PREPOSITION_BEFORE = re.compile(r"\b(?:for|in|from|of)\s+$", re.IGNORECASE)


@dataclass
class Extraction:
    """The slots found in a text, and which ones the text mentioned."""

    slots: Slots
    mentioned: set[str] = field(default_factory=set)
    leftover: str = ""


class _Text:
    """A lowercase working copy of the question whose used-up words can be blanked out."""

    def __init__(self, original: str):
        self.original = original
        self.work = re.sub(r"[^\w\s\-]", " ", original.lower())

    def blank(self, start: int, end: int) -> None:
        self.work = self.work[:start] + " " * (end - start) + self.work[end:]

    def find(self, phrase: str) -> re.Match | None:
        pattern = r"(?<![\w])" + r"[\s\-]+".join(map(re.escape, phrase.lower().split())) + r"(?![\w])"
        return re.search(pattern, self.work)

    def take(self, phrase: str) -> bool:
        m = self.find(phrase)
        if m:
            self.blank(m.start(), m.end())
        return m is not None

    def words(self) -> list[tuple[str, int, int]]:
        return [(m.group(0), m.start(), m.end()) for m in re.finditer(r"[\w\-]+", self.work)]


def extract_slots(text: str, catalog: Catalog, today: date) -> Extraction:
    """Find metric, markets, date range, platform, ad network, grain and breakdowns in `text`."""
    work = _Text(text)
    slots = Slots()
    found = Extraction(slots=slots)

    date_match = find_date_range(text, today)
    if date_match:
        slots.date_range = DateRange(**date_match.range.as_dict())
        work.blank(*date_match.span)
        found.mentioned.add("date_range")

    _read_dimension_breakdowns(work, catalog, found)
    _read_metric(work, catalog, found)
    _read_grain(work, catalog, found)
    _read_markets(work, catalog, found)
    _read_platform(work, catalog, found)
    _read_ad_network(work, catalog, found)
    found.leftover = " ".join(work.work.split())
    return found


def _read_metric(work: _Text, catalog: Catalog, found: Extraction) -> None:
    slots = found.slots
    phrases = sorted(
        ((syn, name) for name, m in catalog.metrics.items() for syn in [name.replace("_", " "), *m.synonyms]),
        key=lambda item: -len(item[0]),
    )
    exact: list[str] = []
    for phrase, name in phrases:
        if name not in exact and work.take(phrase):
            exact.append(name)
    if exact:
        _set_metric(found, exact)
        return

    for family in catalog.families.values():
        synonym = next((s for s in sorted(family.synonyms, key=len, reverse=True) if work.find(s)), None)
        if synonym:
            members = family.members
            scores = {name: sum(1 for q in catalog.metrics[name].qualifiers if work.find(q)) for name in members}
            best = max(scores.values())
            candidates = [n for n in members if scores[n] == best] if best else list(members)
            work.take(synonym)
            for name in candidates:
                for qualifier in catalog.metrics[name].qualifiers:
                    work.take(qualifier)
            _set_metric(found, candidates)
            return

    names, score = _fuzzy_metric(work, catalog)
    if names and score >= FUZZY_ACCEPT:
        _set_metric(found, names)
    elif len(names) == 1 and score >= FUZZY_CONFIRM:
        slots.metric_guess = names[0]
        found.mentioned.add("metric")


def _set_metric(found: Extraction, names: list[str]) -> None:
    found.mentioned.add("metric")
    found.slots.metric_candidates = names
    found.slots.metric = names[0] if len(names) == 1 else None


def _fuzzy_metric(work: _Text, catalog: Catalog) -> tuple[list[str], float]:
    """The metric (or family) whose synonym is closest to a run of 1–4 words of the text (typos)."""
    choices: dict[str, list[str]] = {}
    for family in catalog.families.values():
        for syn in family.synonyms:
            choices[syn] = list(family.members)
    for name, metric in catalog.metrics.items():
        for syn in metric.synonyms:
            choices[syn] = [name]
    choices = {syn: names for syn, names in choices.items() if len(syn) >= 4}
    words = work.words()
    best: tuple[list[str], float, tuple[int, int]] = ([], 0.0, (0, 0))
    for size in range(1, 5):
        for i in range(len(words) - size + 1):
            chunk = words[i : i + size]
            ngram = " ".join(w for w, _, _ in chunk)
            if len(ngram) < 4:
                continue
            hit = process.extractOne(ngram, choices.keys(), scorer=fuzz.ratio)
            if hit and hit[1] > best[1]:
                best = (choices[hit[0]], hit[1], (chunk[0][1], chunk[-1][2]))
    if best[1] >= FUZZY_CONFIRM:
        work.blank(*best[2])
    return best[0], best[1]


def _read_markets(work: _Text, catalog: Catalog, found: Extraction) -> None:
    codes: list[str] = []
    if any(work.take(w) for w in catalog.all_markets_words):
        found.slots.markets = list(catalog.market_codes)
        found.mentioned.add("markets")
        return
    for code, region in catalog.regions.items():
        for alias in [*region.aliases, region.name]:
            if work.take(alias):
                codes.extend(region.markets)
        if re.search(rf"\b{code}\b", work.original) and work.take(code):
            codes.extend(region.markets)
    for market in catalog.markets:
        for alias in sorted([market.name, *market.aliases], key=len, reverse=True):
            if work.take(alias):
                codes.append(market.code)
    # codes: capitals always; lowercase only when the code is not also an everyday word
    for m in re.finditer(r"(?<![\w])([A-Za-z]{2})(?![\w])", work.original):
        token = m.group(1)
        if token.upper() not in catalog.market_codes or work.work[m.start() : m.end()].strip() == "":
            continue
        after_preposition = token.lower() != "my" and PREPOSITION_BEFORE.search(work.original[: m.start()])
        if token.isupper() or token.lower() not in AMBIGUOUS_LOWERCASE_CODES or after_preposition:
            codes.append(token.upper())
            work.blank(m.start(), m.end())
    if not codes:
        codes = _fuzzy_market_names(work, catalog)
    if codes:
        found.slots.markets = list(dict.fromkeys(codes))
        found.mentioned.add("markets")
        if len(found.slots.markets) > 1 and not _named_region(work.original, catalog):
            _add_group_by(found, "market")


def _fuzzy_market_names(work: _Text, catalog: Catalog) -> list[str]:
    names = {m.name.lower(): m.code for m in catalog.markets}
    codes = []
    for word, start, end in work.words():
        if len(word) < 5:
            continue
        hit = process.extractOne(word, names.keys(), scorer=fuzz.ratio, score_cutoff=FUZZY_ACCEPT - 8)
        if hit:
            codes.append(names[hit[0]])
            work.blank(start, end)
    return codes


def _named_region(text: str, catalog: Catalog) -> bool:
    lowered = text.lower()
    return any(
        re.search(rf"\b{re.escape(alias.lower())}\b", lowered)
        for code, region in catalog.regions.items()
        for alias in [code, region.name, *region.aliases]
    )


def _read_platform(work: _Text, catalog: Catalog, found: Extraction) -> None:
    named = [p for p, aliases in catalog.platforms.items() if any(work.take(a) for a in aliases)]
    if len(named) == 1:
        found.slots.platform = named[0]
        found.mentioned.add("platform")
    elif len(named) > 1:  # "android vs ios": compare them
        _add_group_by(found, "platform")


def _read_ad_network(work: _Text, catalog: Catalog, found: Extraction) -> None:
    named = [n for n, aliases in catalog.ad_networks.items() if any(work.take(a) for a in [n, *aliases])]
    if len(named) == 1:
        found.slots.ad_network = named[0]
        found.mentioned.add("ad_network")
    elif len(named) > 1:
        _add_group_by(found, "ad_network")


def _read_grain(work: _Text, catalog: Catalog, found: Extraction) -> None:
    for grain, phrases in catalog.grains.items():
        if any(work.take(p) for p in sorted(phrases, key=len, reverse=True)):
            found.slots.grain = grain
            found.mentioned.add("grain")
            return


def _read_dimension_breakdowns(work: _Text, catalog: Catalog, found: Extraction) -> None:
    for dimension, info in catalog.dimensions.items():
        for synonym in sorted(info.synonyms, key=len, reverse=True):
            for lead in ("split by", "broken down by", "breakdown by", "by", "per", "for each", "each", "across"):
                if work.take(f"{lead} {synonym}"):
                    _add_group_by(found, dimension)


def _add_group_by(found: Extraction, dimension: str) -> None:
    if dimension not in found.slots.group_by:
        found.slots.group_by.append(dimension)
    found.mentioned.add("group_by")
