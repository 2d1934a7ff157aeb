"""Every word the offline reader matches, gathered from the catalog (labels, synonyms, meta) and the
warehouse (the distinct values of categorical dimensions). Nothing here is written in Python."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from sqlclarify.semantic.compile import metric_dimensions
from sqlclarify.semantic.date_parts import PART_NAMES, groupable_by_part, part_fits, part_of_ref, part_value_label
from sqlclarify.semantic.joins import join_paths, primary_entity
from sqlclarify.semantic.model import Dimension, SemanticLayer, SemanticModel, ValueGroup, ValueInfo
from sqlclarify.semantic.readers.meta import default_qualifiers
from sqlclarify.understanding import word_tables
from sqlclarify.understanding.coded_values import coded_forms
from sqlclarify.understanding.dimension_names import weak_names, with_thing
from sqlclarify.understanding.flag_words import participle_phrases, without_flag_suffix
from sqlclarify.understanding.label_phrases import label_phrases
from sqlclarify.understanding.lexicon import in_text, is_flag_name, lexicon, name_words, singular_words, spoken_name
from sqlclarify.understanding.loose_words import loose_concept_words
from sqlclarify.understanding.name_forms import two_forms_of_one_thing
from sqlclarify.understanding.named_first import catalog_named_first
from sqlclarify.understanding.own_names import names_its_entity
from sqlclarify.understanding.place_kinds import place_kind_nouns
from sqlclarify.understanding.shapes import AGGREGATION_WORDS, FUNCTION_WORDS, GENERIC_METRIC_WORDS, GRAIN_WORDS
from sqlclarify.understanding.text import (
    LOWERCASE_STOPWORDS,
    PhraseIndex,
    is_head_noun,
    plural_forms,
    singular,
    singular_phrase,
)
from sqlclarify.understanding.value_forms import other_forms
from sqlclarify.understanding.value_kinds import value_kind_nouns
from sqlclarify.understanding.weak_value_names import qualifier_first, said_by_other_values

MAX_DATABASE_VALUES = 500
TIME_NAME_WORDS = frozenset("date time day at on ts timestamp dt start end".split())  # say a time, not which
TRUE_VALUES = ("1", "true", "True", "TRUE", "t", "T", "yes", "Y", "y")
FALSE_VALUES = ("0", "false", "False", "FALSE", "f", "F", "no", "N", "n")
NEGATIONS = ("non", "not", "no")  # "non-instant", "not lux"
# English prefixes that make a true/false word its opposite: "unverified", "unplanned", "nonexempt", "inactive"
NEGATING_PREFIXES = ("un", "non", "in")
# words of descriptions that say nothing about what a metric is
DESCRIPTION_STOPWORDS = frozenset(
    "a an the of for in on at by to from with and or is are was were be been this that these those each every "
    "per all any its it their our as which who when where what how sum count total number distinct unique "
    "value values amount metric measure row rows table column one".split()
)  # a dimension with more distinct values than this is not read for words


@dataclass(frozen=True)
class ValuePhrase:
    phrase: str
    dimension: str
    values: tuple[str, ...]
    exact_case: bool = False  # a short code that is also a word: only taken as written ("MY", not "my")
    proper: bool = False  # one word of a longer name ("United" of "United Air Lines Inc."): only capitalised


@dataclass
class Vocabulary:
    """The catalog's words, ready for matching: longest phrases first."""

    layer: SemanticLayer
    metric_phrases: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)
    qualifiers: dict[str, set[str]] = field(default_factory=dict)
    metric_words: dict[str, set[str]] = field(default_factory=dict)  # every word of a metric's names
    dimension_phrases: list[tuple[str, str]] = field(default_factory=list)
    dimension_labels: dict[str, str] = field(default_factory=dict)
    values: dict[str, list[ValueInfo]] = field(default_factory=dict)
    value_phrases: list[ValuePhrase] = field(default_factory=list)
    all_phrases: list[tuple[str, str]] = field(default_factory=list)
    metric_dims: dict[str, set[str]] = field(default_factory=dict)  # metric -> bare dimension names it takes
    time_grains: dict[str, str | None] = field(default_factory=dict)  # metric -> its time dimension's grain
    # words of the metric's descriptions (its own, its measures'): a weak hint, only asked about
    description_words: dict[str, set[str]] = field(default_factory=dict)
    descriptions: dict[str, str] = field(default_factory=dict)  # metric -> its descriptions, lowercase, joined
    lexicon_phrases: dict[str, str] = field(default_factory=dict)  # a metric phrase from the lexicon -> its concept
    # a phrase that fits several elements: "home state" (host's or guest's), "food" (food order or food item)
    ambiguous: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)  # phrase -> "kind:name" refs
    dimension_words: dict[str, set[str]] = field(default_factory=dict)  # words of a dimension's description
    flag_dimensions: set[str] = field(default_factory=set)  # true/false dimensions ("is_instant")
    count_metrics: list[str] = field(default_factory=list)  # metrics that count rows (a count of events)
    own_qualifiers: set[str] = field(default_factory=set)  # metrics whose qualifiers the catalog wrote (meta)
    # every word the reader recognises, by element ("metric:revenue", "dimension:country"): (phrase, where from)
    origins: dict[str, list[tuple[str, str]]] = field(default_factory=dict)

    def derived(self, key: str, build: Callable[[], Any]) -> Any:
        """What a reader rule works out from the catalog alone, worked out once per vocabulary (a question is read
        by some fifty rules; the catalog does not change under them)."""
        cache = self.__dict__.setdefault("_derived", {})
        if key not in cache:
            cache[key] = build()
        return cache[key]

    def note_origin(self, element: str, phrase: str, source: str) -> None:
        entries = self.origins.setdefault(element, [])
        if all(p != phrase for p, _ in entries):
            entries.append((phrase, source))

    def element_label(self, ref: str) -> str:
        """A "kind:name" reference as the user reads it: "Revenue", "Host home state", "Food order: yes"."""
        kind, _, name = ref.partition(":")
        if kind == "metric":
            return self.metric_label(name)
        if kind == "value":
            dim, _, value = name.partition("=")
            return f"{self.dimension_label(dim)}: {self.value_label(dim, value)}"
        return self.dimension_label(name)

    def metric_label(self, name: str) -> str:
        return self.layer.metrics[name].label

    def value_label(self, dimension: str, value: str) -> str:
        if part := part_of_ref(dimension):  # a calendar part's number: "Saturday", "December"
            return part_value_label(part, value)
        info = next((v for v in self.values.get(dimension, []) if v.value == value), None)
        return info.label if info and info.label else value

    def dimension_label(self, dimension: str) -> str:
        if part := part_of_ref(dimension):
            return PART_NAMES[part]
        return self.dimension_labels.get(dimension, dimension.replace("_", " "))

    def takes(self, metric: str, dimension: str) -> bool:
        if part := part_of_ref(dimension):  # a calendar part of the metric's own time, if it has one fine enough
            return part_fits(part, self.time_grains.get(metric)) and groupable_by_part(self.layer, metric)
        return dimension in self.metric_dims.get(metric, set())

    @cached_property
    def distinct_counts(self) -> list[tuple[str, tuple[str, ...]]]:
        """(an entity's spoken name, the simple metrics counting its distinct keys): "plane" -> Active planes
        (count_distinct of tailnum where the plane entity is tailnum); longest names first."""
        layer = self.layer
        counts: dict[str, list[str]] = {}
        for name, metric in layer.metrics.items():
            if metric.type != "simple" or metric.measure is None or metric.measure.filter or metric.filter:
                continue
            found = layer.measures.get(metric.measure.name)
            if found is None or found[1].agg != "count_distinct":
                continue
            model, measure = found
            for entity in model.entities:
                if entity.expr.strip().lower() == measure.expr.strip().lower():
                    counts.setdefault(spoken_name(entity.name), []).append(name)
        return sorted(((p, tuple(n)) for p, n in counts.items()), key=lambda item: -len(item[0]))

    def same_thing(self, first: str, second: str) -> bool:
        """Whether two dimensions name the same thing: an entity's key and another of its attributes (the
        origin code and the origin airport's name), so a filter on one replaces a filter on the other."""
        a, b = self._entity_of(first), self._entity_of(second)
        if a is None or b is None or a[0] != b[0]:
            return False
        return a[1] or b[1] or two_forms_of_one_thing(first, second)  # brand_name and brand_code: one brand

    def entity_of(self, dim: str) -> str | None:
        """The thing a dimension describes (the entity of its model): "machine" for is_retired on machines."""
        found = self._entity_of(dim)
        return found[0] if found else None

    def _entity_of(self, dim: str) -> tuple[str, bool] | None:
        """(the entity a dimension describes, whether it is that entity's key itself)."""
        entity, _, name = dim.rpartition("__")
        for model in self.layer.semantic_models:
            found = next((d for d in model.dimensions if d.name == name), None)
            if found is None or (entity and entity not in {e.name for e in model.entities}):
                continue
            expr = found.expr.strip().lower()
            keyed = next((e for e in model.entities if e.expr.strip().lower() == expr), None)
            if keyed is not None:
                return keyed.name, True
            primary = entity or next((e.name for e in model.primary_entities), None)
            return (primary, False) if primary else None
        return None

    @cached_property
    def numeric_values(self) -> dict[str, list[tuple[str, float]]]:
        """Dimensions whose known values are all numbers (an hour, a year built), with each value's number."""
        found: dict[str, list[tuple[str, float]]] = {}
        for dim, values in self.values.items():
            if dim in self.flag_dimensions or len(values) < 3:
                continue
            numbers = []
            for info in values:
                try:
                    numbers.append((info.value, float(info.value)))
                except ValueError:
                    break
            else:
                found[dim] = sorted(numbers, key=lambda pair: pair[1])
        return found

    @cached_property
    def flag_counts(self) -> dict[str, list[str]]:
        """True/false dimension -> the simple metrics that sum its column on its own table (is_cancelled ->
        Cancelled flights): the count of the events the flag marks."""
        layer = self.layer
        counts: dict[str, list[str]] = {}
        for dim in self.flag_dimensions:
            name = dim.rpartition("__")[2]
            columns = [(m.name, d.expr) for m in layer.semantic_models for d in m.dimensions if d.name == name]
            if len(columns) != 1:
                continue
            for metric_name, metric in layer.metrics.items():
                if metric.type != "simple" or metric.measure is None or metric.filter or metric.measure.filter:
                    continue
                found = layer.measures.get(metric.measure.name)
                if found and found[1].agg in ("sum", "sum_boolean") and (found[0].name, found[1].expr) == columns[0]:
                    counts.setdefault(dim, []).append(metric_name)
        return counts

    @cached_property
    def definitions(self) -> dict[str, str]:
        """metric -> the text of its own definition, lowercase: its measures' expressions and every filter on the
        way (`case when funnel_stage = 'signup'`, `{{ Dimension('loan__status') }} = 'active'`)."""
        layer = self.layer
        found = {}
        for name, metric in layer.metrics.items():
            parts = [*metric.filter]
            inputs = [i for i in (metric.measure, metric.numerator, metric.denominator) if i] + list(metric.metrics)
            parts += [f for i in inputs for f in i.filter]
            for measure in layer.base_measures(name):
                if measure in layer.measures:
                    parts.append(layer.measures[measure][1].expr)
            for other in (i.name for i in [metric.numerator, metric.denominator, *metric.metrics] if i):
                if other in layer.metrics and other != name:
                    parts += layer.metrics[other].filter
            found[name] = " ".join(parts).lower()
        return found

    def owners_of_value(self, phrase: str, value: str) -> list[str]:
        """The metrics that say `phrase` in their own name or label and whose definition picks `value` ("signups":
        Funnel signups, counting `funnel_stage = 'signup'`): the word names that metric, not a filter."""
        literal = f"'{value.lower()}'"
        words = {singular(w) for w in words_of(phrase)}
        names = {n for w in words for n in self.lookup.metrics_by_word.get(w, ())}
        names |= {n for w in words for n in self.metrics_by_singular_word.get(w, ())}
        return [n for n in self.layer.metrics if n in names and literal in self.definitions.get(n, "")]

    @cached_property
    def metric_order(self) -> dict[str, int]:
        return {name: i for i, name in enumerate(self.layer.metrics)}

    @cached_property
    def metrics_by_singular_word(self) -> dict[str, tuple[str, ...]]:
        """A metric word in the singular -> the metrics saying it."""
        return _invert({n: {singular(w) for w in own} for n, own in self.metric_words.items()})

    @cached_property
    def label_texts(self) -> dict[str, str]:
        """metric -> its label's words in the singular, joined by spaces."""
        return {n: " ".join(singular(w) for w in words_of(m.label)) for n, m in self.layer.metrics.items()}

    @cached_property
    def label_word_sets(self) -> dict[str, frozenset[str]]:
        """metric -> its label's content words in the singular (no numbers)."""
        return {
            n: frozenset(singular(w) for w in words_of(m.label) if w not in FUNCTION_WORDS and not w.isdigit())
            for n, m in self.layer.metrics.items()
        }

    @cached_property
    def stem_index(self) -> dict[str, list[tuple[str, str]]]:
        """The first four letters of a metric's own word -> (word, metric): stems are looked up, not scanned."""
        return _by_start(self.metric_words)

    @cached_property
    def description_stem_index(self) -> dict[str, list[tuple[str, str]]]:
        """As `stem_index`, for the words of metrics' own descriptions."""
        return _by_start({n: set(text.split()) for n, text in self.descriptions.items()})

    @cached_property
    def value_phrases_by_dimension(self) -> dict[str, list[ValuePhrase]]:
        found: dict[str, list[ValuePhrase]] = {}
        for entry in self.value_phrases:
            found.setdefault(entry.dimension, []).append(entry)
        return found

    @cached_property
    def sum_metrics(self) -> dict[frozenset[str], str]:
        """Derived metrics that are the plain sum of two metrics ("revenue + freight"), by those two."""
        sums: dict[frozenset[str], str] = {}
        for name, metric in self.layer.metrics.items():
            if metric.type != "derived" or not metric.expr or len(metric.metrics) != 2:
                continue
            if any(i.filter or i.offset_window or i.offset_to_grain for i in metric.metrics):
                continue
            names = {(i.alias or i.name): i.name for i in metric.metrics}
            terms = [t.strip() for t in metric.expr.split("+")]
            if len(terms) == 2 and set(terms) == set(names):
                sums.setdefault(frozenset(names.values()), name)
        return sums

    @cached_property
    def value_phrases_by_text(self) -> dict[str, list[ValuePhrase]]:
        """Every dimension a value phrase names ("london": a customer's city and an office's city)."""
        by_text: dict[str, list[ValuePhrase]] = {}
        for entry in self.value_phrases:
            by_text.setdefault(entry.phrase, []).append(entry)
        return by_text

    @cached_property
    def period_words(self) -> dict[str, str]:
        """A word naming the period of a time dimension stored coarser than a day -> its grain: "season" of
        `season_date` stored by year ("by season", "last season", "the last three seasons")."""
        found: dict[str, str] = {}
        for model in self.layer.semantic_models:
            for dim in model.dimensions:
                if dim.type != "time" or dim.granularity in (None, "day"):
                    continue
                words = [w for w in name_words(dim.name) if w not in TIME_NAME_WORDS]
                if len(words) == 1 and words[0] not in GRAIN_WORDS and len(words[0]) > 2:
                    found.setdefault(words[0], dim.granularity)
        return found

    def with_period_words(self, text: str) -> str:
        """`text` with the catalog's period words said as grains ("last season" -> "last year"), padded so every
        position still points at the same place; a grain word longer than the word said is left alone."""
        for word, grain in self.period_words.items():
            for said, grain_said in ((f"{word}s", f"{grain}s"), (word, grain)):
                if len(grain_said) <= len(said):
                    text = re.sub(rf"(?<![\w]){said}(?![\w])", grain_said.ljust(len(said)), text, flags=re.IGNORECASE)
        return text

    @cached_property
    def label_words(self) -> dict[str, tuple[str, ...]]:
        """metric -> the content words of its label (singular, no numbers), for labels of two or more."""
        found = {}
        for name, metric in self.layer.metrics.items():
            said = (singular(w) for w in words_of(metric.label) if w not in FUNCTION_WORDS)
            words = dict.fromkeys(AGGREGATION_WORDS.get(w, w) for w in said)
            words = tuple(w for w in words if not w.isdigit())
            if len(words) >= 2:
                found[name] = words
        return found

    @cached_property
    def metrics_by_label_word(self) -> dict[str, tuple[str, ...]]:
        """A label word (see `label_words`) -> the metrics whose label says it."""
        return _invert({name: set(words) for name, words in self.label_words.items()})

    @cached_property
    def lookup(self) -> Lookup:
        """The indexes over these words, built on first use (`build_vocabulary` builds them); a vocabulary
        is read-only once built."""
        return Lookup.of(self)


FUZZY_MIN_METRIC = 4  # metric phrases shorter than this are not matched with typos
FUZZY_MIN_VALUE = 5  # nor value phrases shorter than this


class TypoChoices:
    """Phrases to match typos against, in order. `near` gives those whose length lets fuzz.ratio reach a floor
    (the ratio is at most 100 * (1 - |a - b| / (a + b)) for lengths a and b), so a word is scored against few."""

    def __init__(self, phrases: Iterable[str]):
        self.phrases = tuple(phrases)
        self._near: dict[tuple[int, float], tuple[tuple[str, ...], tuple[int, ...]]] = {}

    def near(self, length: int, floor: float) -> tuple[tuple[str, ...], tuple[int, ...]]:
        """The phrases a text of `length` characters may score `floor` or more against, and their positions."""
        key = (length, floor)
        if key not in self._near:
            slack = (100 - floor) / 100
            kept = [i for i, p in enumerate(self.phrases) if abs(len(p) - length) <= slack * (len(p) + length) + 1e-9]
            self._near[key] = (tuple(self.phrases[i] for i in kept), tuple(kept))
        return self._near[key]


@dataclass(frozen=True)
class Lookup:
    """A vocabulary's phrases indexed by their words, so reading a question costs what the question holds,
    not what the catalog holds."""

    metric_phrases: PhraseIndex  # positions in Vocabulary.metric_phrases
    value_phrases: PhraseIndex  # in Vocabulary.value_phrases
    all_phrases: PhraseIndex  # in Vocabulary.all_phrases
    dimension_phrases: PhraseIndex  # in Vocabulary.dimension_phrases, by the phrases and their plurals
    multiword_phrases: tuple[str, ...]  # dimension and value phrases of several words
    multiword_index: PhraseIndex
    metric_choices: TypoChoices  # metric phrases to match typos against
    metric_choice_names: tuple[tuple[str, ...], ...]  # the metrics of each of those phrases
    value_choices: dict[str, ValuePhrase]  # value phrases to match typos against
    value_choice_list: TypoChoices
    metrics_by_word: dict[str, tuple[str, ...]]  # a word of Vocabulary.metric_words -> its metrics, in order
    ambiguous: PhraseIndex  # in Vocabulary.ambiguous
    element_words: frozenset[str]  # one-word metric and dimension phrases, in the singular
    metrics_by_description: dict[str, tuple[str, ...]]  # a description word (singular) -> its metrics

    @classmethod
    def of(cls, vocab: Vocabulary) -> Lookup:
        multiword = tuple(
            phrase
            for phrase in [p for p, _ in vocab.dimension_phrases if " " in p] + [v.phrase for v in vocab.value_phrases]
            if " " in phrase
        )
        metric_choices = [  # typos of the catalog's own phrases: a lexicon word is read exactly or not at all
            (p, names)
            for p, names in vocab.metric_phrases
            if len(p) >= FUZZY_MIN_METRIC and p not in vocab.lexicon_phrases
        ]
        value_choices = {
            e.phrase: e
            for e in vocab.value_phrases
            if len(e.phrase) >= FUZZY_MIN_VALUE and not e.exact_case and not e.proper
        }
        by_word: dict[str, list[str]] = {}
        for name, words in vocab.metric_words.items():
            for word in words:
                by_word.setdefault(word, []).append(name)
        return cls(
            metric_phrases=PhraseIndex.of(p for p, _ in vocab.metric_phrases),
            value_phrases=PhraseIndex.of(v.phrase for v in vocab.value_phrases),
            all_phrases=PhraseIndex.of(p for p, _ in vocab.all_phrases),
            dimension_phrases=PhraseIndex([plural_forms(p) for p, _ in vocab.dimension_phrases]),
            multiword_phrases=multiword,
            multiword_index=PhraseIndex.of(multiword),
            metric_choices=TypoChoices(p for p, _ in metric_choices),
            metric_choice_names=tuple(names for _, names in metric_choices),
            value_choices=value_choices,
            value_choice_list=TypoChoices(value_choices),
            metrics_by_word={word: tuple(names) for word, names in by_word.items()},
            ambiguous=PhraseIndex([plural_forms(p) for p, _ in vocab.ambiguous]),
            element_words=frozenset(
                singular_phrase(p)
                for p in [*(p for p, _ in vocab.metric_phrases), *(p for p, _ in vocab.dimension_phrases)]
                if " " not in p
            ),
            metrics_by_description=_invert(vocab.description_words),
        )


def _invert(words: dict[str, set[str]]) -> dict[str, tuple[str, ...]]:
    by_word: dict[str, list[str]] = {}
    for name, its_words in words.items():
        for word in its_words:
            by_word.setdefault(word, []).append(name)
    return {word: tuple(names) for word, names in by_word.items()}


def _by_start(words: dict[str, set[str]]) -> dict[str, list[tuple[str, str]]]:
    index: dict[str, list[tuple[str, str]]] = {}
    for name, own in words.items():
        for word in own:
            if len(word) >= 4:
                index.setdefault(word[:4], []).append((word, name))
    return index


def words_of(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def _plain_label_phrases(layer: SemanticLayer) -> dict[str, list[tuple[str, str]]]:
    """metric -> the plain words of its label without a unit or code (`label_phrases`), each kept only when no
    other metric is named so: "Total Salary ($M)" says "total salary" only where no Total Salary is."""
    named: dict[str, set[str]] = {}
    for name, metric in layer.metrics.items():
        for phrase in (name.replace("_", " ").lower(), spoken_name(name), metric.label.lower()):
            named.setdefault(phrase, set()).add(name)
    derived = {name: label_phrases(metric.label) for name, metric in layer.metrics.items()}
    owners: dict[str, set[str]] = {}
    for name, phrases in derived.items():
        for phrase, _ in phrases:
            owners.setdefault(phrase, set()).add(name)
    # one word of a label ("players" of Week 4 Returned Players) is no name of it where other metrics' names
    # or labels say that word too (Cohort Players, Paying Players): it fits them all
    words_of = {
        name: {singular(w) for w in re.findall(r"[a-z0-9]+", f"{name.replace('_', ' ')} {metric.label}".lower())}
        for name, metric in layer.metrics.items()
    }

    def shared_word(phrase: str, name: str) -> bool:
        return " " not in phrase and any(singular(phrase) in words for n, words in words_of.items() if n != name)

    return {
        name: [
            (p, s)
            for p, s in phrases
            if owners[p] == {name} and named.get(p, {name}) == {name} and not shared_word(p, name)
        ]
        for name, phrases in derived.items()
    }


def build_vocabulary(layer: SemanticLayer, read_values: Callable[[str], list[str]] | None = None) -> Vocabulary:
    """The vocabulary of `layer`; `read_values(dimension)` gives a dimension's distinct database values."""
    vocab = Vocabulary(layer=layer)
    by_phrase: dict[str, list[str]] = {}
    plain_label_words = _plain_label_phrases(layer)
    for name, metric in layer.metrics.items():
        sources = {
            name.replace("_", " ").lower(): "name",
            spoken_name(name): "name",
            metric.label.lower(): "label",
            **{s.lower(): "synonym (meta)" for s in metric.synonyms},
        }
        for phrase, source in plain_label_words.get(name, []):
            sources.setdefault(phrase, source)
        for phrase in list(sources):  # "avg session duration": "average session duration" too
            spelled = " ".join(lexicon().abbreviations.get(w, w) for w in phrase.split())
            if spelled != phrase:
                sources.setdefault(spelled, f"{sources[phrase]} with its abbreviations spelled out")
        phrases = set(sources)
        for phrase in phrases:
            by_phrase.setdefault(phrase, []).append(name)
            vocab.note_origin(f"metric:{name}", phrase, sources[phrase])
        _describe_metric(vocab, layer, name)
        if metric.type == "simple" and metric.measure and metric.measure.name in layer.measures and not metric.filter:
            measure = layer.measures[metric.measure.name][1]
            if measure.agg == "count" or (measure.agg == "sum" and measure.expr.strip() == "1"):
                vocab.count_metrics.append(name)
        shared = {w for s in metric.synonyms for w in words_of(s)}
        qualifiers = {q.lower() for q in metric.qualifiers} or (set(words_of(metric.label)) - shared)
        vocab.qualifiers[name] = qualifiers
        if metric.qualifiers and metric.qualifiers != default_qualifiers(name, metric.label):
            vocab.own_qualifiers.add(name)
        vocab.metric_words[name] = {w for p in phrases for w in words_of(p)} | qualifiers
        vocab.metric_dims[name] = set(metric_dimensions(layer, name))
        vocab.time_grains[name] = _time_grain(layer, name)
    _add_input_aliases(vocab, by_phrase)
    _add_lexicon_metric_phrases(vocab, by_phrase)
    _add_umbrella_phrases(vocab, by_phrase)
    vocab.metric_phrases = sorted(((p, tuple(n)) for p, n in by_phrase.items()), key=lambda item: -len(item[0]))

    dimensions, refs = _dimensions_by_key(layer)
    dim_phrases: dict[str, str] = {}
    for dim_name, dims in dimensions.items():
        first = dims[0]
        entity, _, bare = dim_name.rpartition("__")
        spoken = " ".join(f"{entity} {bare}".split()).replace("_", " ")  # "genre name", or "market"
        vocab.dimension_labels[dim_name] = first.label or spoken
        for dim in dims:
            for phrase in {spoken, *(s.lower() for s in dim.synonyms)}:
                dim_phrases.setdefault(phrase.lower(), dim_name)
                vocab.note_origin(f"dimension:{dim_name}", phrase.lower(), "name" if phrase == spoken else "synonym")
        # "by genre" means the genre's name; "per machine" is no breakdown by the machine's site name
        if entity and set(name_words(bare)) & set(lexicon().label_words) and names_its_entity(layer, entity, bare):
            dim_phrases.setdefault(entity.replace("_", " "), dim_name)
            if dim.label:
                dim_phrases.setdefault(dim.label.lower(), dim_name)
        vocab.dimension_words[dim_name] = {
            w for d in dims for w in singular_words(d.description) if w not in DESCRIPTION_STOPWORDS and len(w) > 2
        }
        if first.type == "categorical":
            reader = (lambda _key, qualified=refs[dim_name]: _read_all(read_values, qualified)) if read_values else None
            _add_values(vocab, dim_name, dims, reader)
    _add_catalog_dimension_phrases(vocab, layer, dimensions, refs, dim_phrases)
    vocab.dimension_phrases = sorted(dim_phrases.items(), key=lambda item: -len(item[0]))
    _add_value_forms(vocab)  # "power play" for powerPlay, "Ohio" for OH: once every stored value is in
    vocab.ambiguous.sort(key=lambda item: -len(item[0]))
    vocab.value_phrases.sort(key=lambda v: -len(v.phrase))
    vocab.all_phrases.sort(key=lambda item: -len(item[0]))
    vocab.lookup  # noqa: B018 - built here, once per catalog version, not on a question
    vocab.metrics_by_label_word  # noqa: B018
    return vocab


def _add_value_forms(vocab: Vocabulary) -> None:
    """Every categorical dimension's values in their other forms (value_forms.py), as value phrases."""
    values = {dim: [str(info.value) for info in infos if info.value is not None] for dim, infos in vocab.values.items()}
    taken = {entry.phrase for entry in vocab.value_phrases}
    for dim, (phrase, group, exact, source) in [*other_forms(values, taken), *coded_forms(values, taken)]:
        vocab.value_phrases.append(ValuePhrase(phrase.lower(), dim, group, exact_case=exact))
        vocab.note_origin(f"dimension:{dim}", phrase.lower(), source)


def _time_grain(layer: SemanticLayer, metric: str) -> str | None:
    grains = []
    for measure_name in layer.base_measures(metric):
        model, measure = layer.measures[measure_name]
        time_dim = model.dimension(measure.agg_time_dimension or model.default_agg_time_dimension or "")
        if time_dim is not None:
            grains.append(time_dim.granularity or "day")
    order = ["day", "week", "month", "quarter", "year"]
    return max(grains, key=order.index) if grains else None


def _dimensions_by_key(layer: SemanticLayer) -> tuple[dict[str, list[Dimension]], dict[str, list[str]]]:
    """Dimensions by the name the reader uses for them, and the compiler's reference of each.

    Same-named dimensions of models that never join (each fact table's own `market`) are one concept with
    the bare name; same-named dimensions of models that join, or that one model reaches both of (a genre's
    `name`, an artist's `name`), are told apart by their model's primary entity: `genre__name`, `artist__name`."""
    by_name: dict[str, list[tuple[SemanticModel, Dimension]]] = {}
    for model in layer.semantic_models:
        for dim in model.dimensions:
            if dim.type == "categorical":  # time is read as dates and grains, and grouped as metric_time
                by_name.setdefault(dim.name, []).append((model, dim))
    reachable = {m.name: {other.name for _, other in join_paths(layer, m)} for m in layer.semantic_models}
    dims: dict[str, list[Dimension]] = {}
    refs: dict[str, list[str]] = {}
    for name, pairs in by_name.items():
        models = [m for m, _ in pairs]
        joined = any(b.name in reachable[a.name] for a in models for b in models if a is not b)
        # two models a third one reaches (a host's home state and a guest's, both from views) are told apart too
        joined = joined or any(
            sum(m.name in {start, *reached} for m in models) > 1 for start, reached in reachable.items()
        )
        for model, dim in pairs:
            qualified = f"{primary_entity(model) or model.name}__{name}"
            key = qualified if joined else name
            dims.setdefault(key, []).append(dim)
            refs.setdefault(key, []).append(qualified)
    for name, expr in _key_entities(layer):
        # its values are read once, from the dimension that is its column when there is one ("owner_team")
        aliased = any(_is_key_column(m, name, d) for m in layer.semantic_models for d in m.dimensions)
        dims[name] = [Dimension(name=name, type="categorical", expr=expr, read_values=not aliased)]
        refs[name] = [name]
    return dims, refs


def _is_key_column(model: SemanticModel, entity: str, dim: Dimension) -> bool:
    """Whether `dim` is the column of `entity`'s key on `model` (owner_team where the team entity is owner_team)."""
    column = dim.expr.strip().lower()
    keys = {e.expr.strip().lower() for e in model.entities if e.name == entity}
    return dim.type == "categorical" and column in keys


def _key_entities(layer: SemanticLayer) -> list[tuple[str, str]]:
    """(entity, its key's expression) for the entities named only by their key ("by fiscal year": 'FY2026'):
    held by a model with measures, no dimension of their name, and no model of their own with a dimension
    to name them by (a hospital is named by its name, a fiscal year by its key)."""
    found: dict[str, str] = {}
    for model in layer.semantic_models:
        for entity in model.entities if model.measures else ():
            if entity.name in found or any(m.dimension(entity.name) for m in layer.semantic_models):
                continue
            others = [
                m
                for m in layer.semantic_models
                if m is not model and entity.name in {e.name for e in m.primary_entities} | {m.primary_entity}
            ]
            if entity.type != "foreign" and not others and not _named_per_thing(model, entity.name):
                continue  # the fact table's own row key ("hospital_year"): not a thing a person groups by
            named = (d for m in others for d in m.dimensions if d.type == "categorical" and not is_flag_name(d.name))
            words = set(name_words(entity.name))
            holders = [m for m in layer.semantic_models if any(e.name == entity.name for e in m.entities)]
            own_name = (  # "tag_name" beside the tag entity: the tag is named by it
                d
                for m in holders
                for d in m.dimensions
                if d.type == "categorical"
                and not is_flag_name(d.name)
                and words <= set(name_words(d.name))
                and not _is_key_column(m, entity.name, d)  # "owner_team", the team's own column, names nothing more
            )
            if next(named, None) is None and next(own_name, None) is None:
                found[entity.name] = entity.expr
    return sorted(found.items())


_TABLE_PREFIXES = frozenset({"fct", "fact", "dim", "stg", "int", "mart", "agg", "rpt"})


def model_noun(model: SemanticModel, entity: str) -> str | None:
    """The one noun a model's name says its rows are, when it is not its entity's name: "product" of the
    products model keyed by sku."""
    words = [w for w in name_words(model.name) if w not in _TABLE_PREFIXES]
    if len(words) != 1 or singular(words[0]) in {singular(w) for w in name_words(entity)}:
        return None
    return singular(words[0])


def _named_per_thing(model: SemanticModel, entity: str) -> bool:
    """Whether a model's name says its rows are a thing's measures ("store_sales" of the store entity): the
    entity's one-word name first, then more words — rows per store and something else (a day), so the store is a
    thing a person groups by, not the row key ("fct_sessions" of the session, "article_events" of the event)."""
    words = [w for w in name_words(model.name) if w not in _TABLE_PREFIXES]
    own = name_words(entity)
    return len(own) == 1 and len(words) > 1 and singular(words[0]) == singular(own[0])


def _add_input_aliases(vocab: Vocabulary, by_phrase: dict[str, list[str]]) -> None:
    """A derived metric's own name for an input ("new_members" for total_members in "New members, YoY change")
    is a name of that input, when the input is taken as it is (no filter, no offset), the derived metric's label
    says that name (a working name such as `revenue` in an expression is no name for people), and it is free."""
    for name, metric in vocab.layer.metrics.items():
        label = set(words_of(metric.label))
        for item in metric.metrics:
            if not item.alias or item.filter or item.offset_window or item.offset_to_grain:
                continue
            if item.name not in vocab.layer.metrics or item.name == name:
                continue
            phrase = item.alias.replace("_", " ").lower()
            if not set(words_of(phrase)) <= label or phrase in by_phrase:
                continue  # a name the catalog already gives something
            by_phrase[phrase] = [item.name]
            vocab.note_origin(f"metric:{item.name}", phrase, f"alias in {name}")


def _read_all(read_values: Callable[[str], list[str]], refs: list[str]) -> list[str]:
    values: list[str] = []
    for ref in refs:
        values.extend(v for v in read_values(ref) if v not in values)
    return values


def _add_values(
    vocab: Vocabulary, dim_name: str, dims: list[Dimension], read_values: Callable[[str], list[str]] | None
) -> None:
    known: dict[str, ValueInfo] = {}
    groups: list[ValueGroup] = []
    all_words: set[str] = set()
    for dim in dims:
        for info in dim.values:
            known.setdefault(info.value, info)
        groups.extend(dim.groups)
        all_words.update(w.lower() for w in dim.all_words)
    if read_values is not None and any(d.read_values for d in dims):
        database_values = read_values(dim_name)
        if len(database_values) <= MAX_DATABASE_VALUES:
            for value in database_values:
                known.setdefault(value, ValueInfo(value=value))
    vocab.values[dim_name] = list(known.values())
    spellings = _longer_spellings(list(known))
    for info in known.values():
        for phrase in {info.value, *(info.synonyms), *([info.label] if info.label else [])}:
            _add_value_phrase(vocab, dim_name, phrase, (info.value, *spellings.get(info.value, ())))
    for group in groups:
        for phrase in {group.name, *group.synonyms, *([group.label] if group.label else [])}:
            _add_value_phrase(vocab, dim_name, phrase, tuple(group.values))
    if len(known) <= MAX_NAME_VALUES:
        _add_name_words(vocab, dim_name, list(known))
    for dim in dims:
        for value, phrase in _described_values(dim.description, list(known)):
            _add_value_phrase(vocab, dim_name, phrase, (value,))
            vocab.note_origin(f"dimension:{dim_name}", phrase.lower(), f"its description: '{value}' is {phrase}")
    synonyms = [p for p, d in vocab.dimension_phrases if d == dim_name] or [dim_name.replace("_", " ")]
    for word in all_words:
        vocab.all_phrases.append((word, dim_name))
    for synonym in {*synonyms, *(p for p, d in _plain_dimension_phrases(dims, dim_name))}:
        for lead in ("all", "every", "any"):
            vocab.all_phrases.append((f"{lead} {synonym}", dim_name))
            vocab.all_phrases.append((f"{lead} {synonym}s", dim_name))


_PARTS = re.compile(r"[,;](?![^()]*\))")  # a description's list items: commas outside parentheses
_CODE_FIRST = re.compile(r"^(?P<code>[\w-]+)\s*(?:\((?P<a>[^()]+)\)|[=:]\s*(?P<b>[^()=:]+))$")
_CODE_LAST = re.compile(r"^(?P<words>[^()=:]+?)\s*(?:\((?P<a>[\w-]+)\)|[=:]\s*(?P<b>[\w-]+))$")


def _described_values(description: str, values: list[str]) -> list[tuple[str, str]]:
    """(value, its words) that a dimension's description defines: "HF (heart failure)", "5 = highest share",
    "heart failure (HF)", "D: defence" — only for the dimension's own values."""
    known = {v.lower(): v for v in values}
    found: list[tuple[str, str]] = []
    for part in _PARTS.split(" ".join(description.split())):
        part = part.strip().rstrip(".").strip()
        first, last = _CODE_FIRST.match(part), _CODE_LAST.match(part.rpartition(": ")[2])
        if first and first.group("code").lower() in known:
            code, words = first.group("code"), first.group("a") or first.group("b")
        elif last and (last.group("a") or last.group("b")).lower() in known:
            code, words = last.group("a") or last.group("b"), last.group("words").split(".")[-1]
        else:
            continue
        if not any(c.isalpha() for c in code):
            continue  # "5 = highest share" ranks a number; it is no name for it
        words = " ".join(re.sub(r"[^\w'-]+", " ", words).split())
        if len(words) >= 3 and any(c.isalpha() for c in words) and words.lower() not in known:
            found.append((known[code.lower()], words))
    return found


MAX_SPELLINGS = 3  # a value that starts more values than this is a word they share, not their name


def _longer_spellings(values: list[str]) -> dict[str, tuple[str, ...]]:
    """The values that are a value written longer with only the lexicon's name suffixes ("AIRBUS" and "AIRBUS
    INDUSTRIE", not "Rock" and "Rock And Roll"): asked for by the short name, a question means all of them (the
    answer lists them)."""
    suffixes = lexicon().name_suffixes
    by_lower = {str(v).lower().strip(): v for v in values}
    longer: dict[str, tuple[str, ...]] = {}
    for short, value in by_lower.items():
        if len(short) < 3:
            continue
        found = tuple(
            v
            for low, v in by_lower.items()
            if low.startswith(short + " ") and set(re.findall(r"[a-z]+", low[len(short) :])) <= suffixes
        )
        if 0 < len(found) <= MAX_SPELLINGS:
            longer[value] = found
    return longer


MAX_NAME_VALUES = 100  # a dimension with more values than this is not read for the words of its names


def _add_name_words(vocab: Vocabulary, dim_name: str, values: list[str]) -> None:
    """The words that tell one value's name apart ("United" of "United Air Lines Inc.", "Delta" of "Delta Air
    Lines Inc."): a word of one value only, of four letters or more, taken when written with a capital."""
    counts: dict[str, int] = {}
    words_by_value = {v: set(re.findall(r"[a-z]{4,}", str(v).lower())) for v in values if " " in str(v).strip()}
    for words in words_by_value.values():
        for word in words:
            counts[word] = counts.get(word, 0) + 1
    for value, words in words_by_value.items():
        for word in sorted(words):
            if counts[word] == 1 and word not in LOWERCASE_STOPWORDS:
                vocab.value_phrases.append(ValuePhrase(word, dim_name, (value,), proper=True))
                vocab.note_origin(f"dimension:{dim_name}", word, f"a word of the value '{value}'")


def _plain_dimension_phrases(dims: list[Dimension], dim_name: str) -> list[tuple[str, str]]:
    phrases = [(dim_name.replace("_", " "), dim_name)]
    for dim in dims:
        phrases += [(s.lower(), dim_name) for s in dim.synonyms]
    return phrases


def _add_value_phrase(vocab: Vocabulary, dim_name: str, phrase: str, values: tuple[str, ...]) -> None:
    text = " ".join(str(phrase).split())
    if not text or text.isdigit() or len(text) < 2:
        return
    exact_case = text.lower() in LOWERCASE_STOPWORDS
    vocab.value_phrases.append(ValuePhrase(text.lower(), dim_name, values, exact_case))


def _describe_metric(vocab: Vocabulary, layer: SemanticLayer, name: str) -> None:
    """The words of a metric's description and of its measures' descriptions: hints for loose wording."""
    metric = layer.metrics[name]
    texts = [metric.description]
    models = []
    for measure_name in layer.base_measures(name):
        if measure_name in layer.measures:
            model, measure = layer.measures[measure_name]
            if metric.measure is not None:  # a ratio's inputs describe its parts, not it
                texts.append(measure.description)
            models.append(f"{model.description} {measure.description}")
    text = " ".join(t for t in texts if t).lower()
    vocab.descriptions[name] = " ".join(singular_words(text))
    # the tables' descriptions ("hourly weather at the airports") hint too, but never make a phrase
    hints = f"{text} {' '.join(m for m in models if m)}".lower()
    vocab.description_words[name] = {w for w in singular_words(hints) if w not in DESCRIPTION_STOPWORDS and len(w) > 2}
    for word in sorted(vocab.description_words[name]):
        vocab.note_origin(f"metric:{name}", word, "description (asked about, never taken alone)")


def _add_lexicon_metric_phrases(vocab: Vocabulary, by_phrase: dict[str, list[str]]) -> None:
    """The lexicon's words for the metrics whose own words (name, label) or descriptions use a word of the same
    concept: "sales" for Revenue and for an Order total described as "the revenue a store takes in". A word with
    several metrics is asked about; the catalog's own phrases always win."""
    lex = lexicon()
    own = {
        name: {singular_phrase(p) for p, source in vocab.origins[f"metric:{name}"] if not source.startswith("desc")}
        for name in vocab.layer.metrics
    }
    own_words = {name: {w for p in phrases for w in p.split()} for name, phrases in own.items()}
    taken = {singular_phrase(p) for p in by_phrase}
    said_by_metrics = {singular_phrase(w) for words in own_words.values() for w in words}
    for concept, words in lex.concepts.items():
        singulars = lex.singulars[concept]
        # the loose words of the concept ("spend", "spent" for cost) join it where no metric's own name or label
        # says any of them ("Total Campaign Spend": "spent the most on" is that metric's, not every cost's)
        loose = loose_concept_words(concept)
        loose = () if any(singular_phrase(w) in said_by_metrics for w in loose) else loose
        words, singulars = (*words, *loose), singulars | {singular_phrase(w) for w in loose}
        exact = [n for n in own if own[n] & singulars]
        strong = [n for n in own if n not in exact and any(_has_phrase(w, own_words[n], own[n]) for w in singulars)]
        weak = [
            n
            for n in own
            if n not in exact and n not in strong and any(_in_description(w, vocab, n) for w in singulars)
        ]
        # a metric's own description before its table's ("the money Northwind took" describes every metric there)
        weak.sort(key=lambda n: not any(w in vocab.descriptions.get(n, "").split() for w in singulars))
        # a word of the concept in a metric's own name leads; descriptions only add to those, never lead
        candidates = (exact + weak if exact else strong + weak) if exact or strong else []
        if concept in lex.concept_aggregations:  # the lexicon never brings a metric of another kind
            candidates = [n for n in candidates if _aggregates_as(vocab.layer, n, lex.concept_aggregations[concept])]
        if not candidates:
            continue
        for word in words:
            if word in by_phrase or singular_phrase(word) in taken:
                continue
            by_phrase[word] = list(candidates)
            vocab.lexicon_phrases[word] = concept
            for name in candidates:
                vocab.note_origin(f"metric:{name}", word, f"lexicon ({concept})")


def _add_umbrella_phrases(vocab: Vocabulary, by_phrase: dict[str, list[str]]) -> None:
    """The lexicon's umbrella words ("size") for the metrics whose own name or label says one of the measures it
    stands for (Average length, Average weight): asked which when several; the catalog's own phrases win."""
    taken = {singular_phrase(p) for p in by_phrase}
    for word, parts in lexicon().umbrella_words.items():
        if singular_phrase(word) in taken:
            continue
        candidates = [
            name
            for name in vocab.layer.metrics
            if any(
                singular_phrase(w) in parts
                for p, source in vocab.origins[f"metric:{name}"]
                if not source.startswith(("desc", "lexicon"))
                for w in p.split()
            )
        ]
        if candidates:
            by_phrase[word] = candidates
            vocab.lexicon_phrases[word] = word
            for name in candidates:
                vocab.note_origin(f"metric:{name}", word, f"lexicon ({word}: any of {', '.join(parts)})")


def _aggregates_as(layer: SemanticLayer, metric: str, aggregations: frozenset[str]) -> bool:
    """Whether every measure `metric` is built from aggregates in one of `aggregations` (a sum of 1 is a count)."""
    measures = [layer.measures[m][1] for m in layer.base_measures(metric) if m in layer.measures]
    return bool(measures) and all(m.agg in aggregations and m.expr.strip() != "1" for m in measures)


def _has_phrase(phrase: str, words: set[str], phrases: set[str]) -> bool:
    parts = phrase.split()
    if not set(parts) <= words:
        return False
    return len(parts) == 1 or any(in_text(phrase, p.split()) for p in phrases)


def _in_description(phrase: str, vocab: Vocabulary, name: str) -> bool:
    parts = phrase.split()
    if not set(parts) <= vocab.description_words.get(name, set()):
        return False
    return len(parts) == 1 or in_text(phrase, vocab.descriptions[name].split())


def _add_catalog_dimension_phrases(
    vocab: Vocabulary,
    layer: SemanticLayer,
    dimensions: dict[str, list[Dimension]],
    refs: dict[str, list[str]],
    dim_phrases: dict[str, str],
) -> None:
    """What a catalog says about its dimensions without meta: names split and without `is_`, labels, a
    qualified dimension by its bare name ("home state"), an entity or a model by its name ("by store" is the
    store's name), the lexicon's words for those, and true/false dimensions as filters ("instant bookings",
    "non-instant"). A phrase that fits several dimensions is asked about, never guessed."""
    key_of = {ref: key for key, its_refs in refs.items() for ref in its_refs}
    metric_words = {singular_phrase(p) for p, _ in vocab.metric_phrases if " " not in p}
    extra: dict[str, list[str]] = {}  # phrase -> element refs
    sources: dict[tuple[str, str], str] = {}

    def add(phrase: str, ref: str, source: str) -> None:
        phrase = " ".join(phrase.lower().split())
        if not phrase or phrase.isdigit():
            return
        if ref not in extra.setdefault(phrase, []):
            extra[phrase].append(ref)
        sources.setdefault((phrase, ref), source)

    flags: dict[str, tuple[str, str]] = {}  # dimension key -> (true value, false value)
    must_ask: set[str] = set()  # a thing with no name to group by ("by listing"): asked which of its dimensions
    weak: list[tuple[str, str, str]] = []  # (phrase, ref, source): taken only where nothing else is named so
    foreign = {e.name for m in layer.semantic_models for e in m.entities if e.type == "foreign"}
    for model in layer.semantic_models:
        entity = primary_entity(model) or model.name
        entity_words = set(name_words(entity)) | {singular_phrase(w) for w in name_words(model.name)}
        plain: list[str] = []
        for dim in model.dimensions:
            key = key_of.get(f"{entity}__{dim.name}")
            if dim.type != "categorical" or key is None:
                continue
            spoken = spoken_name(dim.name)
            ref = f"dimension:{key}"
            flag = is_flag_name(dim.name) or _holds_flags(vocab.values.get(key, []))
            if flag:  # "timely_response_flag" is said "timely response"
                spoken = without_flag_suffix(spoken)
            if not flag:  # a true/false dimension is named by its value phrases (below), "by" or not
                add(spoken, ref, "name")
                named = name_words(dim.name)
                if len(named) > 1 and named[-1] in lexicon().label_words:  # "tag_name": "per tag"
                    add(" ".join(named[:-1]), ref, f"its name without '{named[-1]}'")
                things = {w for e in model.entities for w in name_words(e.name)}
                rest = named[1:]
                ordinary = FUNCTION_WORDS | GENERIC_METRIC_WORDS | set(lexicon().label_words) | set(GRAIN_WORDS)
                said_alone = not {singular_phrase(w) for w in rest} & (ordinary | metric_words)
                if len(named) > 1 and named[0] in things and said_alone:  # "customer_segment": "by segment"
                    add(" ".join(rest), ref, f"its name without its thing's word '{named[0]}'")
                if len(named) > 2:  # "overall_star_rating": "by star rating" (asked when another ends so)
                    add(" ".join(named[-2:]), ref, "the last two words of its name")
                for phrase, source in weak_names(dim.name, entity_words):
                    weak.append((phrase, ref, source))
                    if said := with_thing(phrase, entity):
                        weak.append((said, ref, f"its thing's name and {source}"))
                values = [str(v.value) for v in vocab.values.get(key, []) if v.value is not None]
                for noun in place_kind_nouns(values):  # `country_region` holding Brazil, Peru: "by country"
                    weak.append((noun, ref, f"its values are places ({noun}, place_kinds.yaml)"))
                for noun in value_kind_nouns(values):  # `day_part` holding morning, evening: "by time of day"
                    weak.append((noun, ref, f"its values are of one kind ({noun}, value_kinds.yaml)"))
            if dim.label:
                add(dim.label, ref, "label")
            if spoken.split()[0] not in entity_words and not flag:
                add(f"{spoken_name(entity)} {spoken}", ref, "entity and name")
            if (noun := model_noun(model, entity)) and spoken.split()[0] != noun and not flag:
                add(f"{noun} {spoken}", ref, "its model's thing and name")  # "product category" on products
            if flag:
                flags[key] = _flag_values(vocab.values.get(key, []))
                true, false = flags[key]
                vocab.values[key] = [ValueInfo(value=true, label="yes"), ValueInfo(value=false, label="no")]
                vocab.dimension_labels[key] = dim.label or spoken.capitalize()
                _add_flag_phrases(add, key, spoken, entity_words, flags[key], metric_words)
                vocab.flag_dimensions.add(key)
            else:
                plain.append(key)
        # the first label word that names some dimension wins: an employee's name over their job title
        named = next(
            (found for word in lexicon().label_words if (found := [k for k in plain if word in _bare_words(k)])), []
        )
        named = [k for k in named if names_its_entity(layer, entity, k.rpartition("__")[2])]  # not a site's name
        if len(named) > 1:  # a county's county_name, not its state_name
            own_named = [k for k in named if set(_bare_words(k)) & entity_words]
            named = own_named if len(own_named) == 1 else named
        if len(named) > 1:  # a species' common_name, not its scientific_name
            everyday = [k for k in named if set(_bare_words(k)) & set(lexicon().everyday_name_words)]
            named = everyday if len(everyday) == 1 else named
        natural = named or plain  # one natural way to group by the thing; several, or none a name: asked which
        # a thing's name (a store, a product) groups by it; a fact table's (orders, ad revenue) names events
        # a table with measures that other tables point to (articles, with an article count) is a thing too,
        # when it has one name to group it by ("top 5 articles": by their title)
        thing = not model.measures or (entity in foreign and len(named) == 1)
        for phrase, source in _entity_phrases(model, entity) if thing else ():
            for key in natural:
                add(phrase, f"dimension:{key}", source)
            if len(named) != 1:
                must_ask.add(" ".join(phrase.split()))
    entity_names = {singular_phrase(spoken_name(e.name)) for m in layer.semantic_models for e in m.entities}
    claimed = {singular_phrase(p) for p in [*extra, *dim_phrases, *(p for p, _ in vocab.metric_phrases)]}
    held: dict[str, set[str]] = {}
    for v in vocab.value_phrases:
        held.setdefault(v.phrase, set()).add(v.dimension)
    for phrase, ref, source in weak:
        unclaimed = singular_phrase(phrase) not in claimed and singular_phrase(phrase) not in entity_names
        # "home": the value home_away holds, not the last word of team_name_home
        if unclaimed and not said_by_other_values(phrase, ref, held, entity_names):
            add(phrase, ref, source)
        elif unclaimed and (reworded := qualifier_first(ref)):
            add(reworded, ref, f"{source}, before its thing's word")
    said_by_metrics = {singular_phrase(w) for words in vocab.metric_words.values() for w in words}
    own_phrases = {*extra, *dim_phrases}
    for phrase in list(extra):  # the lexicon's words for a single-word dimension, entity or model phrase
        if " " in phrase:
            _add_concept_heads(add, phrase, extra[phrase], own_phrases)
            continue
        for concept in lexicon().concepts_of(phrase):
            for word in lexicon().concepts[concept]:
                for ref in extra[phrase]:
                    # a true/false dimension's value too ("late" is Delayed: yes), unless a metric says the word
                    # ("delay": the average delays)
                    if ref.startswith("dimension:") or (ref.startswith("value:") and word not in said_by_metrics):
                        add(word, ref, f"lexicon ({concept} ~ {phrase})")
                        if phrase in must_ask:
                            must_ask.add(word)
    # "country" names the ship country too (a name whose last word names other dimensions): the reader takes the
    # one nearest the metric, and asks when they tie
    heads: dict[str, list[str]] = {}
    for key in dimensions:
        words = _bare_words(key)
        if len(words) > 1 and key not in flags:
            heads.setdefault(words[-1], []).append(key)
    for phrase, found in list(extra.items()):
        if " " not in phrase and any(r.startswith("dimension:") for r in found):
            for key in heads.get(phrase, []):
                add(phrase, f"dimension:{key}", "the last word of its name")
    catalog_metric_phrases = {p for p, _ in vocab.metric_phrases if p not in vocab.lexicon_phrases}
    for phrase, found in extra.items():
        if phrase in dim_phrases or phrase in catalog_metric_phrases:
            continue
        found = catalog_named_first(phrase, found, sources)
        dims = {ref.partition(":")[2].partition("=")[0] for ref in found}
        if len(dims) == 1 and phrase not in must_ask:  # a dimension, or one of its values ("by instant", "instant")
            for ref in found:
                kind, _, name = ref.partition(":")
                if kind == "dimension":
                    dim_phrases[phrase] = name
                else:
                    dim, _, value = name.partition("=")
                    vocab.value_phrases.append(ValuePhrase(phrase, dim, (value,)))
                vocab.note_origin(f"dimension:{name.partition('=')[0]}", phrase, sources[(phrase, ref)])
        else:
            vocab.ambiguous.append((phrase, tuple(found)))
            for ref in found:
                vocab.note_origin(
                    f"dimension:{ref.partition(':')[2].partition('=')[0]}",
                    phrase,
                    f"{sources[(phrase, ref)]}; "
                    + (f"shared with {len(found) - 1} other(s): asked which" if len(found) > 1 else "asked first"),
                )


def _add_concept_heads(
    add: Callable[[str, str, str], None], phrase: str, refs: list[str], own_phrases: set[str]
) -> None:
    """A two-word dimension phrase said with another word of its last word's concept: "acquisition channel" for
    `acquisition_source` (channel ~ source), "home province" for home_state. Only a dimension's two-word
    phrase, and never one the catalog already says of another element ("product group" of product_group_name
    stays that dimension's beside a product_category)."""
    words = phrase.split()
    if len(words) != 2 or not all(r.startswith("dimension:") for r in refs):
        return
    if words[1] in lexicon().classifier_words:  # "room category" for room_type: the classifier rules decide
        return
    for concept in lexicon().concepts_of(words[1]):
        for word in lexicon().concepts[concept]:
            said = f"{words[0]} {word}"
            if " " not in word and word not in words and said not in own_phrases:
                for ref in refs:
                    add(said, ref, f"lexicon ({concept} ~ {words[1]})")


def _bare_words(key: str) -> list[str]:
    return name_words(key.rpartition("__")[2])


def _entity_phrases(model: SemanticModel, entity: str) -> list[tuple[str, str]]:
    phrases = [(spoken_name(entity), "entity name"), (singular_phrase(spoken_name(model.name)), "model name")]
    if model.label:
        phrases.append((model.label.lower(), "model label"))
    return phrases


def _holds_flags(values: list[ValueInfo]) -> bool:
    held = {v.value for v in values}
    return bool(held) and held <= {*TRUE_VALUES, *FALSE_VALUES} and len(held) <= 2


def _flag_values(values: list[ValueInfo]) -> tuple[str, str]:
    """The database's own spelling of true and false ("1"/"0", "true"/"false"), else "true"/"false"."""
    held = [v.value for v in values]
    true = next((v for v in held if v in TRUE_VALUES), "true")
    false = next((v for v in held if v in FALSE_VALUES), "false")
    return true, false


def _participles(word: str) -> tuple[str, ...]:
    """'rerouted' for a flag named by a verb that is no noun ("is_cape_reroute", "was_cancel"): the rows the flag
    marks are said with the verb's past participle ("rerouted shipments", "not rerouted")."""
    lemmas = word_tables.all_lemmas(word)
    if "VERB" not in lemmas or "NOUN" in lemmas or "ADJ" in lemmas:
        return ()
    return tuple(p for p in word_tables.inflections(word, "VBN") if p != word)


def _add_flag_phrases(
    add: Callable[[str, str, str], None],
    key: str,
    spoken: str,
    entity_words: set[str],
    values: tuple[str, str],
    metric_words: set[str],
) -> None:
    """'food' for is_food_order (the model's own word left out: "food orders" keeps "orders" for the metric),
    'lux listings' for is_lux on listings; 'non-food', 'not lux' the other value. The model's noun joins the
    phrase only when it is no metric's word."""
    true, false = values
    words = spoken.split()
    short = [w for w in words if singular_phrase(w) not in entity_words] or words
    # the words before a head noun name the flag too ("food" of "food item"); a modifier never goes: "shipped"
    # alone is not "shipped late" ("orders shipped to Brazil")
    phrases = [" ".join(short)]
    if len(short) > 1 and is_head_noun(short[-1]) and not set(short[:-1]) <= FUNCTION_WORDS:
        phrases.append(" ".join(short[:-1]))  # "food" of "food item"; never "on" of "on time"
    if short == words or singular_phrase(spoken.split()[-1]) not in metric_words:
        phrases.insert(0, spoken)
    phrases += [f"{' '.join(short)} {noun}" for noun in sorted(entity_words) if noun not in metric_words]
    phrases += [p for p in _participles(short[-1]) if p not in metric_words]  # is_cape_reroute: "rerouted"
    phrases += [p for p in participle_phrases(short) if p not in metric_words]  # "consumer disputed": "disputed"
    for phrase in dict.fromkeys(phrases):
        add(phrase, f"dimension:{key}", "true/false name (by …)")
        add(phrase, f"value:{key}={true}", "true/false name")
        for negation in NEGATIONS[:2]:
            add(f"{negation} {phrase}", f"value:{key}={false}", "true/false name, negated")
        for prefix in NEGATING_PREFIXES if phrase[:1].isalpha() and not phrase.startswith(NEGATING_PREFIXES) else ():
            add(f"{prefix}{phrase}", f"value:{key}={false}", f"true/false name, negated by '{prefix}-'")
