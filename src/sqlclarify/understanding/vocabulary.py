"""Every word the offline reader matches, gathered from the catalog (labels, synonyms, meta) and the
warehouse (the distinct values of categorical dimensions). Nothing here is written in Python."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cached_property

from sqlclarify.semantic.compile import metric_dimensions
from sqlclarify.semantic.joins import join_paths, primary_entity
from sqlclarify.semantic.model import Dimension, SemanticLayer, SemanticModel, ValueGroup, ValueInfo
from sqlclarify.understanding.text import PhraseIndex, plural_forms

MAX_DATABASE_VALUES = 500  # a dimension with more distinct values than this is not read for words
# function words that are never taken as a dimension value when written in lower case ("for my team")
LOWERCASE_STOPWORDS = frozenset(
    "a am an and are as at be by do go he i if in is it me my no of on or so to up us we all any not our "
    "the was per top".split()
)


@dataclass(frozen=True)
class ValuePhrase:
    phrase: str
    dimension: str
    values: tuple[str, ...]
    exact_case: bool = False  # a short code that is also a word: only taken as written ("MY", not "my")


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

    def metric_label(self, name: str) -> str:
        return self.layer.metrics[name].label

    def value_label(self, dimension: str, value: str) -> str:
        info = next((v for v in self.values.get(dimension, []) if v.value == value), None)
        return info.label if info and info.label else value

    def dimension_label(self, dimension: str) -> str:
        return self.dimension_labels.get(dimension, dimension.replace("_", " "))

    def takes(self, metric: str, dimension: str) -> bool:
        return dimension in self.metric_dims.get(metric, set())

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

    @classmethod
    def of(cls, vocab: Vocabulary) -> Lookup:
        multiword = tuple(
            phrase
            for phrase in [p for p, _ in vocab.dimension_phrases if " " in p] + [v.phrase for v in vocab.value_phrases]
            if " " in phrase
        )
        metric_choices = [(p, names) for p, names in vocab.metric_phrases if len(p) >= FUZZY_MIN_METRIC]
        value_choices = {
            e.phrase: e for e in vocab.value_phrases if len(e.phrase) >= FUZZY_MIN_VALUE and not e.exact_case
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
        )


def words_of(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def build_vocabulary(layer: SemanticLayer, read_values: Callable[[str], list[str]] | None = None) -> Vocabulary:
    """The vocabulary of `layer`; `read_values(dimension)` gives a dimension's distinct database values."""
    vocab = Vocabulary(layer=layer)
    by_phrase: dict[str, list[str]] = {}
    for name, metric in layer.metrics.items():
        phrases = {name.replace("_", " ").lower(), metric.label.lower(), *(s.lower() for s in metric.synonyms)}
        for phrase in phrases:
            by_phrase.setdefault(phrase, []).append(name)
        shared = {w for s in metric.synonyms for w in words_of(s)}
        qualifiers = {q.lower() for q in metric.qualifiers} or (set(words_of(metric.label)) - shared)
        vocab.qualifiers[name] = qualifiers
        vocab.metric_words[name] = {w for p in phrases for w in words_of(p)} | qualifiers
        vocab.metric_dims[name] = set(metric_dimensions(layer, name))
        vocab.time_grains[name] = _time_grain(layer, name)
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
        if entity:  # "by genre" means the genre's name
            dim_phrases.setdefault(entity.replace("_", " "), dim_name)
            if dim.label:
                dim_phrases.setdefault(dim.label.lower(), dim_name)
        if first.type == "categorical":
            reader = (lambda _key, qualified=refs[dim_name]: _read_all(read_values, qualified)) if read_values else None
            _add_values(vocab, dim_name, dims, reader)
    vocab.dimension_phrases = sorted(dim_phrases.items(), key=lambda item: -len(item[0]))
    vocab.value_phrases.sort(key=lambda v: -len(v.phrase))
    vocab.all_phrases.sort(key=lambda item: -len(item[0]))
    vocab.lookup  # noqa: B018 - built here, once per catalog version, not on a question
    return vocab


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
    the bare name; same-named dimensions of models that join (a genre's `name`, an artist's `name`) are told
    apart by their model's primary entity: `genre__name`, `artist__name`."""
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
        for model, dim in pairs:
            qualified = f"{primary_entity(model) or model.name}__{name}"
            key = qualified if joined else name
            dims.setdefault(key, []).append(dim)
            refs.setdefault(key, []).append(qualified)
    return dims, refs


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
    for info in known.values():
        for phrase in {info.value, *(info.synonyms), *([info.label] if info.label else [])}:
            _add_value_phrase(vocab, dim_name, phrase, (info.value,))
    for group in groups:
        for phrase in {group.name, *group.synonyms, *([group.label] if group.label else [])}:
            _add_value_phrase(vocab, dim_name, phrase, tuple(group.values))
    synonyms = [p for p, d in vocab.dimension_phrases if d == dim_name] or [dim_name.replace("_", " ")]
    for word in all_words:
        vocab.all_phrases.append((word, dim_name))
    for synonym in {*synonyms, *(p for p, d in _plain_dimension_phrases(dims, dim_name))}:
        for lead in ("all", "every", "any"):
            vocab.all_phrases.append((f"{lead} {synonym}", dim_name))
            vocab.all_phrases.append((f"{lead} {synonym}s", dim_name))


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
