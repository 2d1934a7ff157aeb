"""Remembered choices: the metric a user chose for an ambiguous word ("rev" → Ads net revenue), and the
value(s) a user chose for a filter a metric requires ("market" → ID), per catalog.

Kept per user in the LangGraph Store beside the threads, and only when the user asks for it. A later question
of that user, in any thread, that leaves the same word (or required filter) open takes the remembered choice
instead of asking — unless it is gone from the catalog (a metric, a value), is no longer a candidate for the
word, or the question asks again ("which rev?", "which market?").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, Literal

from langgraph.store.base import BaseStore
from pydantic import BaseModel, Field

from sqlclarify.ids import namespace_label
from sqlclarify.semantic.query import DimensionFilter, GroupBy
from sqlclarify.state import Reading

MAX_CHOICES = 1000  # a user's remembered words; far more than anyone sets by hand


class RememberedChoice(BaseModel):
    """One remembered choice: the word as the user wrote it, the metric chosen for it, and when."""

    kind: Literal["metric"] = "metric"  # stored choices from before filters were remembered have no kind
    phrase: str
    metric: str
    label: str
    candidates: list[str] = Field(default_factory=list)  # what the word could mean when it was chosen
    chosen_at: str  # ISO timestamp (UTC)

    @property
    def on(self) -> str:
        return self.chosen_at[:10]

    def announced(self) -> dict[str, str]:
        """What the answer records about using it (Turn.interpretation["remembered"])."""
        return {"phrase": self.phrase, "chosen": self.metric, "label": self.label, "on": self.on}


def _namespace(user_id: str) -> tuple[str, ...]:
    return ("sqlclarify", "choices", namespace_label(user_id))


def phrase_key(phrase: str) -> str:
    """The word as a key: case and spacing do not matter ("Rev" and "rev" are one choice)."""
    return " ".join(phrase.lower().split())


def remember(store: BaseStore, user_id: str, phrase: str, metric: str, label: str, candidates: list[str]) -> None:
    """Remember (or replace) the user's choice of `metric` for `phrase`."""
    choice = RememberedChoice(
        phrase=phrase_key(phrase),
        metric=metric,
        label=label,
        candidates=list(candidates),
        chosen_at=datetime.now(UTC).isoformat(timespec="seconds"),
    )
    store.put(_namespace(user_id), choice.phrase, choice.model_dump())


def recall(store: BaseStore, user_id: str, phrase: str) -> RememberedChoice | None:
    item = store.get(_namespace(user_id), phrase_key(phrase))
    return RememberedChoice(**item.value) if item else None


def remembered_choices(store: BaseStore, user_id: str) -> list[RememberedChoice]:
    """The user's remembered choices, by phrase."""
    items = store.search(_namespace(user_id), limit=MAX_CHOICES)
    return sorted((RememberedChoice(**item.value) for item in items), key=lambda c: c.phrase)


def everything_remembered(store: BaseStore, user_id: str) -> list[RememberedChoice | RememberedFilter]:
    """The user's remembered metric words and required-filter values, by phrase."""
    found: list[RememberedChoice | RememberedFilter] = [
        *remembered_choices(store, user_id),
        *remembered_filters(store, user_id),
    ]
    return sorted(found, key=lambda c: (c.phrase, c.kind, getattr(c, "catalog", "")))


def forget(store: BaseStore, user_id: str, phrase: str | None = None) -> int:
    """Forget the choices for `phrase` (a metric word, or a required filter in every catalog), or every choice
    of the user when `phrase` is None; how many were."""
    wanted = None if phrase is None else phrase_key(phrase)
    gone = [(_namespace(user_id), c.phrase) for c in remembered_choices(store, user_id) if wanted in (None, c.phrase)]
    gone += [
        (_filter_namespace(user_id), f.key)
        for f in remembered_filters(store, user_id)
        if wanted in (None, f.phrase, f.dimension)
    ]
    for namespace, key in gone:
        store.delete(namespace, key)
    return len(gone)


# -- required filters ----------------------------------------------------------------------------------------


class RememberedFilter(BaseModel):
    """One remembered answer to "for which markets?", asked because a metric requires the dimension: its
    values ([] = all of them), the catalog it was chosen in (it applies there only), and when."""

    kind: Literal["filter"] = "filter"
    phrase: str  # the dimension as the user calls it ("market"): what "which market?" and `forget` name
    dimension: str
    values: list[str] = Field(default_factory=list)  # empty: every value
    label: str  # "ID", "ID, TH" or "All markets"
    catalog: str
    chosen_at: str  # ISO timestamp (UTC)

    @property
    def on(self) -> str:
        return self.chosen_at[:10]

    @property
    def key(self) -> str:
        return _filter_key(self.catalog, self.dimension)

    def announced(self) -> dict[str, str]:
        """What the answer records about using it (Turn.interpretation["remembered"])."""
        chosen = ", ".join(self.values) or "all"
        return {
            "kind": "filter",
            "phrase": self.phrase,
            "dimension": self.dimension,
            "chosen": chosen,
            "label": self.label,
            "on": self.on,
        }


def _filter_namespace(user_id: str) -> tuple[str, ...]:
    # apart from the metric words: a version that knows only those lists its own namespace unchanged
    return ("sqlclarify", "filter_choices", namespace_label(user_id))


def _filter_key(catalog: str, dimension: str) -> str:
    return f"{dimension}@{catalog}"  # a catalog is a path: namespace labels may not hold its dots


def remember_filter(
    store: BaseStore, user_id: str, catalog: str, dimension: str, phrase: str, values: list[str], label: str
) -> RememberedFilter:
    """Remember (or replace) the user's values for the required `dimension` in `catalog`; [] means all."""
    choice = RememberedFilter(
        phrase=phrase_key(phrase),
        dimension=dimension,
        values=list(values),
        label=label,
        catalog=catalog,
        chosen_at=datetime.now(UTC).isoformat(timespec="seconds"),
    )
    store.put(_filter_namespace(user_id), choice.key, choice.model_dump())
    return choice


def recall_filter(store: BaseStore, user_id: str, catalog: str, dimension: str) -> RememberedFilter | None:
    item = store.get(_filter_namespace(user_id), _filter_key(catalog, dimension))
    return RememberedFilter(**item.value) if item else None


def remembered_filters(store: BaseStore, user_id: str) -> list[RememberedFilter]:
    """The user's remembered required-filter values, in every catalog."""
    items = store.search(_filter_namespace(user_id), limit=MAX_CHOICES)
    return [RememberedFilter(**item.value) for item in items]


def settles(reading: Reading, dimension: str) -> bool:
    """Whether the reading already says something about `dimension` (a filter, a breakdown, or "all")."""
    query = reading.query
    return (
        any(f.dimension == dimension for f in query.filters)
        or any(g.dimension == dimension for g in query.group_by)
        or dimension in reading.all_dimensions
    )


def settle_filters_from_memory(
    reading: Reading,
    store: BaseStore | None,
    user_id: str,
    question: str,
    catalog: str,
    required: list[str],
    known_values: Callable[[str], list[str]],
) -> tuple[Reading, list[RememberedFilter]]:
    """The reading with the `required` dimensions it leaves open settled by the user's remembered values in
    `catalog`, and the choices used. A choice is skipped when the question asks again ("which market?") or
    names a value no longer among `known_values(dimension)` (read only for a remembered choice; a dimension with
    no known values is not checked)."""
    if store is None:
        return reading, []
    settled, used = reading, []
    for dimension in required:
        if settles(settled, dimension):
            continue  # the question (or an answer) already said which: never overridden
        choice = recall_filter(store, user_id, catalog, dimension)
        if choice is None or asks_again(question, choice.phrase) or asks_again(question, dimension):
            continue
        known = known_values(dimension)
        if known and not set(choice.values) <= set(known):
            continue  # stale: a value left the data since it was chosen
        if settled is reading:
            settled = reading.model_copy(deep=True)
        _apply_values(settled, dimension, choice.values)
        used.append(choice)
    return settled, used


def _apply_values(reading: Reading, dimension: str, values: list[str]) -> None:
    """As answering the dimension's question with `values` would: a filter (one row per value when several),
    or every value."""
    if not values:
        reading.all_dimensions.append(dimension)
        return
    reading.query.filters.append(DimensionFilter(dimension=dimension, values=list(values)))
    if len(values) > 1:
        reading.query.group_by.append(GroupBy(dimension=dimension))


def filters_settled_by_answer(before: Reading, after: Reading, asked: list[str]) -> list[dict[str, Any]]:
    """What an answer chose for the required dimensions in `asked` (questions the reading left open before),
    as [{dimension, values}] ([] values: all)."""
    chosen: list[dict[str, Any]] = []
    for dimension in asked:
        if settles(before, dimension) or not settles(after, dimension):
            continue
        values = [v for f in after.query.filters if f.dimension == dimension and not f.exclude for v in f.values]
        chosen.append({"dimension": dimension, "values": [] if dimension in after.all_dimensions else values})
    return chosen


def asks_again(question: str, phrase: str) -> bool:
    """Whether the question asks to choose the word's meaning again ("which rev?", "which revenue", "which
    markets")."""
    return re.search(rf"\bwhich\s+{re.escape(phrase)}(e?s)?\b", question, re.IGNORECASE) is not None


def settle_from_memory(
    reading: Reading, store: BaseStore | None, user_id: str, question: str, known_metrics: Any
) -> tuple[Reading, RememberedChoice | None]:
    """The reading with its open metric choice settled by the user's remembered choice, and that choice; the
    reading unchanged (and None) when nothing applies."""
    phrase = reading.candidate_phrase
    if store is None or len(reading.metric_candidates) < 2 or not phrase or asks_again(question, phrase):
        return reading, None
    choice = recall(store, user_id, phrase)
    if choice is None or choice.metric not in reading.metric_candidates or choice.metric not in known_metrics:
        return reading, None  # never chosen, or stale: the catalog or the word's meanings changed since
    settled = reading.model_copy(deep=True)
    if choice.metric not in settled.query.metrics:
        settled.query.metrics.append(choice.metric)
    settled.metric_candidates, settled.candidate_phrase = [], ""
    return settled, choice


def settled_by_answer(before: Reading, after: Reading) -> dict[str, Any] | None:
    """What an answer chose for an ambiguous word, as {phrase, metric, candidates}; None when it chose none."""
    if not before.candidate_phrase or len(before.metric_candidates) < 2 or after.metric_candidates:
        return None
    chosen = [m for m in after.query.metrics if m in before.metric_candidates]
    if len(chosen) != 1:
        return None
    return {"phrase": phrase_key(before.candidate_phrase), "metric": chosen[0], "candidates": before.metric_candidates}


def announcement(used: dict[str, str]) -> str:
    """The answer's sentence about a remembered choice it used."""
    if used.get("kind") == "filter":
        return (
            f"{used['phrase']} = {used['label']}, as you chose on {used['on']} — "
            f"say 'which {used['phrase']}?' to choose again."
        )
    return (
        f"'{used['phrase']}' = {used['label']}, as you chose on {used['on']} — "
        f"say 'which {used['phrase']}?' to choose again."
    )
