"""The general business lexicon (lexicon.yaml) and the words of catalog names.

The lexicon is data: concepts whose words may stand for one another ("sales" ~ revenue), qualifiers that pick
among metrics by their descriptions ("pre-tax"), and words that order a breakdown ("best-selling"). This module
only loads it and splits names into words ("is_food_order" → "food order", "homeState" → "home state").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import yaml

from sqlclarify.understanding.text import singular, singular_phrase

LEXICON_FILE = Path(__file__).with_name("lexicon.yaml")


@dataclass(frozen=True)
class Qualifier:
    """Question phrases, and the description phrases that say the same ("incl. tax" ~ "tax included")."""

    question: tuple[str, ...]
    description: tuple[str, ...]


@dataclass(frozen=True)
class Lexicon:
    concepts: dict[str, tuple[str, ...]]  # concept -> its words and phrases, lowercase
    qualifiers: tuple[Qualifier, ...]
    most_words: tuple[str, ...]
    least_words: tuple[str, ...]
    name_prefixes: frozenset[str]
    label_words: tuple[str, ...]  # in order of preference
    singulars: dict[str, frozenset[str]]  # concept -> its words in the singular
    count_words: tuple[str, ...] = ()
    traffic_words: tuple[str, ...] = ()  # how many came: the count of visits and the distinct visitors alike
    quantity_words: tuple[str, ...] = ()  # how much of a thing: its count or an amount added up on its rows
    running_total_words: tuple[str, ...] = ()
    # concept -> the aggregations its metrics may have ("revenue" is a sum of money, never a count of homes)
    concept_aggregations: dict[str, frozenset[str]] = field(default_factory=dict)
    identifier_words: tuple[str, ...] = ()  # a dimension named "<thing>_code" names the thing by its code
    identifier_forms: tuple[str, ...] = ()  # "<thing>_short_code": words that only say which form of the code
    name_suffixes: frozenset[str] = frozenset()
    flag_suffixes: frozenset[str] = frozenset()  # "timely_response_flag": a last word that only says true/false
    classifier_words: tuple[str, ...] = ()  # "device_category": the last word sorts the first ones into kinds
    period_column_words: tuple[str, ...] = ()  # "season", "fiscal_year": a column that holds periods
    smoothed_words: tuple[str, ...] = ()  # "12-month rolling average": a smoothed copy of a measure
    label_nouns: frozenset[str] = frozenset()  # "harvest value": a plain noun that tells labels apart
    # words that name two readings of one amount ("net"/"gross" revenue): said with neither, both fit the question
    amount_readings: tuple[frozenset[str], ...] = ()
    abbreviations: dict[str, str] = field(default_factory=dict)  # "avg" -> "average", as labels shorten words
    # "Maintenance Cost per Machine", "Avg Selling Price": a label that says an amount is per thing (see
    # unsaid_averages.py); and a label that says it is a rate ("Churn Rate", "Fleet Utilization Rate")
    per_unit_words: tuple[str, ...] = ()
    rate_words: tuple[str, ...] = ()
    measure_verbs: tuple[str, ...] = ()  # "spend", "sold": a verb that says which amount is asked
    # "common_name" beside "scientific_name": the words of the name a thing is called by day to day
    everyday_name_words: tuple[str, ...] = ()
    # "size" -> length, weight, ...: a word that stands for any of several measures, never the other way round
    umbrella_words: dict[str, tuple[str, ...]] = field(default_factory=dict)
    count_label_words: tuple[str, ...] = ()  # "count" of *PO Line Count*: said by "PO lines" itself
    period_point_words: tuple[str, ...] = ()  # "end" of *Active Subscriptions (Month End)*: when in the period

    def concepts_of(self, phrase: str) -> list[str]:
        """The concepts one of whose words is `phrase` (in the singular)."""
        base = singular_phrase(phrase)
        return [c for c, words in self.singulars.items() if base in words]


@cache
def lexicon() -> Lexicon:
    """The shipped lexicon, read once."""
    # libyaml's loader when PyYAML has it: the pure-Python one adds about 10 ms to every command's start
    data = yaml.load(LEXICON_FILE.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    order = data.get("order_words", {})
    concepts = {c: tuple(str(w).lower() for w in words) for c, words in data.get("concepts", {}).items()}
    return Lexicon(
        concepts=concepts,
        singulars={c: frozenset(singular_phrase(w) for w in words) for c, words in concepts.items()},
        qualifiers=tuple(Qualifier(tuple(q["question"]), tuple(q["description"])) for q in data.get("qualifiers", [])),
        most_words=tuple(order.get("most", [])),
        least_words=tuple(order.get("least", [])),
        name_prefixes=frozenset(data.get("name_prefixes", [])),
        label_words=tuple(data.get("label_dimension_words", [])),
        count_words=tuple(data.get("count_words", [])),
        traffic_words=tuple(data.get("traffic_words", [])),
        quantity_words=tuple(data.get("quantity_words", [])),
        running_total_words=tuple(data.get("running_total_words", [])),
        concept_aggregations={c: frozenset(a) for c, a in data.get("concept_aggregations", {}).items()},
        identifier_words=tuple(data.get("identifier_words", [])),
        identifier_forms=tuple(data.get("identifier_forms", [])),
        name_suffixes=frozenset(str(w).lower() for w in data.get("name_suffixes", [])),
        classifier_words=tuple(data.get("classifier_words", [])),
        period_column_words=tuple(data.get("period_column_words", [])),
        smoothed_words=tuple(data.get("smoothed_words", [])),
        label_nouns=frozenset(str(w).lower() for w in data.get("label_nouns", [])),
        flag_suffixes=frozenset(str(w).lower() for w in data.get("flag_suffixes", [])),
        amount_readings=tuple(frozenset(str(w).lower() for w in pair) for pair in data.get("amount_readings", [])),
        abbreviations={str(k).lower(): str(v).lower() for k, v in data.get("abbreviations", {}).items()},
        per_unit_words=tuple(str(w).lower() for w in data.get("per_unit_words", [])),
        rate_words=tuple(str(w).lower() for w in data.get("rate_words", [])),
        measure_verbs=tuple(str(w).lower() for w in data.get("measure_verbs", [])),
        everyday_name_words=tuple(str(w).lower() for w in data.get("everyday_name_words", [])),
        umbrella_words={
            str(k).lower(): tuple(str(w).lower() for w in v) for k, v in data.get("umbrella_words", {}).items()
        },
        count_label_words=tuple(str(w).lower() for w in data.get("count_label_words", [])),
        period_point_words=tuple(str(w).lower() for w in data.get("period_point_words", [])),
    )


def name_words(name: str) -> list[str]:
    """The words of an element's name: snake_case and camelCase split, lowercase ("homeState" → home, state)."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", " ", name)
    return [w for w in re.split(r"[\s_\-.]+", spaced.lower()) if w]


def spoken_name(name: str) -> str:
    """An element's name as words, without a prefix that only says its kind ("is_food_order" → "food order")."""
    words = name_words(name)
    while len(words) > 1 and words[0] in lexicon().name_prefixes:
        words = words[1:]
    return " ".join(words)


def is_flag_name(name: str) -> bool:
    """A name that says its dimension is true or false ("is_instant", "has_wifi")."""
    words = name_words(name)
    return len(words) > 1 and words[0] in {"is", "has", "was", "can", "did"}


def in_text(phrase: str, text_words: list[str]) -> bool:
    """Whether `phrase` (any number of words) occurs in `text_words` (singular, lowercase) as whole words."""
    words = singular_phrase(phrase).split()
    n = len(words)
    return any(text_words[i : i + n] == words for i in range(len(text_words) - n + 1))


def singular_words(text: str) -> list[str]:
    return [singular(w) for w in re.findall(r"[a-z0-9]+", text.lower())]
