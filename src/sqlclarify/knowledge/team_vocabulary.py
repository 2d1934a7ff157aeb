"""The team's vocabulary: words a user taught the reader ("outlet" = Store) by answering a question about
them, approved for everyone.

When a user settles a word the reader could not place, or an ambiguous word, by choosing a catalog element,
the answer offers to add the word to the team's vocabulary (`answer --add-vocabulary`, or "y" in chat). Entries
live in one namespace of the LangGraph Store shared by every user — the team's knowledge, like verified answers
— each with the catalog it applies to, who added it and when. Every user's reader then takes the word as that
element in that catalog, and the answer says so. An entry whose element left the catalog is not used.
"""

from __future__ import annotations

import hashlib
import re
import uuid
import weakref
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, Literal

from langgraph.store.base import BaseStore
from pydantic import BaseModel

from sqlclarify.errors import InputError
from sqlclarify.semantic.model import SemanticLayer
from sqlclarify.state import Reading

NAMESPACE = ("sqlclarify", "team_vocabulary")  # shared by all users: the team's words
# one item whose value changes with every write to NAMESPACE: a turn reads it instead of every entry
VERSION_NAMESPACE = ("sqlclarify", "team_vocabulary_version")
PAGE = 500
Kind = Literal["metric", "dimension", "value"]


class TeamWord(BaseModel):
    """One word of the team's vocabulary: the phrase, the catalog element it means, where, who and when."""

    id: str
    phrase: str  # as a key: lowercase, single spaces
    kind: Kind  # a metric, a dimension (a breakdown) or a value of a dimension (a filter)
    target: str  # the metric's or the dimension's name
    value: str | None = None  # kind "value": the dimension's value
    label: str  # the element as people read it: "Store", "Origin airport: EWR"
    catalog: str  # the catalog's path, or the built-in catalog's name
    by: str
    at: str  # when, ISO 8601 in UTC
    broken: str | None = None  # why it no longer fits its catalog (filled in when listed, not stored)

    @property
    def on(self) -> str:
        return self.at[:10]

    def announced(self) -> dict[str, str]:
        """What the answer records about using it (Turn.interpretation["team_vocabulary"])."""
        return {"phrase": self.phrase, "label": self.label, "by": self.by, "on": self.on}


def phrase_key(phrase: str) -> str:
    return " ".join(phrase.lower().split())


def word_id(catalog: str, phrase: str) -> str:
    return hashlib.sha256(f"{catalog}\n{phrase_key(phrase)}".encode()).hexdigest()[:12]


def add_word(
    store: BaseStore,
    *,
    phrase: str,
    kind: Kind,
    target: str,
    label: str,
    catalog: str,
    by: str,
    value: str | None = None,
) -> TeamWord:
    """Add (or replace) the team's meaning of `phrase` in `catalog`."""
    key = phrase_key(phrase)
    if not re.search(r"\w", key):
        raise InputError("a vocabulary phrase needs a word")
    word = TeamWord(
        id=word_id(catalog, key),
        phrase=key,
        kind=kind,
        target=target,
        value=value,
        label=label,
        catalog=catalog,
        by=by,
        at=datetime.now(UTC).isoformat(timespec="seconds"),
    )
    store.put(NAMESPACE, word.id, word.model_dump(exclude={"broken"}))
    _changed(store)
    return word


def all_words(store: BaseStore) -> list[TeamWord]:
    """Every word of the team's vocabulary, by catalog and phrase."""
    return list(_shelf(store)[1])


def words_for(store: BaseStore | None, catalog: str) -> tuple[str | None, list[TeamWord]]:
    """(the vocabulary's version, the words of `catalog`): the version changes with every change."""
    if store is None:
        return None, []
    version, words = _shelf(store)
    return version, [w for w in words if w.catalog == catalog]


def remove_words(
    store: BaseStore, phrase_or_id: str, allowed: Callable[[TeamWord], None] | None = None, catalog: str | None = None
) -> list[TeamWord]:
    """Remove the words whose id (or a unique id prefix) or phrase is `phrase_or_id` (only in `catalog` when
    given); InputError when there is none. `allowed` raises for a word this user may not remove: then none is."""
    wanted = phrase_key(phrase_or_id)
    words = [w for w in all_words(store) if catalog is None or w.catalog == catalog]
    gone = [w for w in words if w.phrase == wanted] or [w for w in words if w.id == wanted]
    if not gone and len(wanted) >= 4:
        prefixed = [w for w in words if w.id.startswith(wanted)]
        gone = prefixed if len(prefixed) == 1 else []
    if not gone:
        raise InputError(f"no team vocabulary word '{phrase_or_id}' (sqlclarify vocabulary list shows them)")
    for word in gone if allowed is not None else ():
        allowed(word)
    for word in gone:
        store.delete(NAMESPACE, word.id)
    _changed(store)
    return gone


def import_words(store: BaseStore, data: Any, importer: str) -> int:
    """Add the words of an export (a JSON list); how many. InputError when malformed. `importer` becomes each
    word's `by`: a file can name anyone as a word's author."""
    if not isinstance(data, list):
        raise InputError("a team vocabulary export is a JSON list of words")
    try:
        words = [TeamWord(**item) for item in data]
    except (TypeError, ValueError) as exc:
        raise InputError(f"not a team vocabulary export: {' '.join(str(exc).split())[:200]}") from None
    for word in words:
        word = word.model_copy(
            update={"phrase": phrase_key(word.phrase), "id": word_id(word.catalog, word.phrase), "by": importer}
        )
        store.put(NAMESPACE, word.id, word.model_dump(exclude={"broken"}))
    _changed(store)
    return len(words)


def problem_with(word: TeamWord, layer: SemanticLayer, dimensions: set[str]) -> str | None:
    """Why the word no longer fits `layer` (its metric or dimension gone); None when it fits. `dimensions`:
    the dimension names the reader uses for the layer."""
    if word.kind == "metric" and word.target not in layer.metrics:
        return f"metric {word.target} is not in the catalog"
    if word.kind in ("dimension", "value") and word.target not in dimensions:
        return f"dimension {word.target} is not in the catalog"
    return None


_SHELVES: weakref.WeakKeyDictionary[BaseStore, tuple[str | None, list[TeamWord]]] = weakref.WeakKeyDictionary()


def _shelf(store: BaseStore) -> tuple[str | None, list[TeamWord]]:
    """The store's words, read again only when its version item changed (another process may have added one)."""
    item = store.get(VERSION_NAMESPACE, "version")
    version = item.value.get("v") if item else None
    shelf = _SHELVES.get(store)
    if shelf is not None and shelf[0] == version:
        return shelf
    found: list[TeamWord] = []
    offset = 0
    while True:
        items = store.search(NAMESPACE, limit=PAGE, offset=offset)
        found += [TeamWord(**item.value) for item in items]
        if len(items) < PAGE:
            break
        offset += PAGE
    shelf = (version, sorted(found, key=lambda w: (w.catalog, w.phrase)))
    _SHELVES[store] = shelf
    return shelf


def _changed(store: BaseStore) -> None:
    store.put(VERSION_NAMESPACE, "version", {"v": uuid.uuid4().hex})


# -- what an answer taught ------------------------------------------------------------------------


MISSPELLING = 80  # a phrase this close to the element's own name is a typo of it ("ad netwrok"), not a new word


def misspells(phrase: str, names: list[str]) -> bool:
    """Whether `phrase` is a slip of one of an element's own names: the reader could not place it only because of
    the typo, so the team has nothing to learn from it (issue 29)."""
    from rapidfuzz import fuzz

    wanted = " ".join(phrase.lower().split())
    return any(fuzz.ratio(wanted, " ".join(name.lower().split())) >= MISSPELLING for name in names if name)


def taught_by_answer(before: Reading, after: Reading, chosen_metric: dict[str, Any] | None) -> list[dict[str, Any]]:
    """What an answer settled by choosing a catalog element, as [{phrase, kind, target, value}]: the metric
    chosen for an ambiguous word (`chosen_metric`, from choices.settled_by_answer), or the one element an
    unplaced word was placed as (a metric, a breakdown, or a filter value)."""
    taught: list[dict[str, Any]] = []
    if chosen_metric:
        taught.append({"phrase": chosen_metric["phrase"], "kind": "metric", "target": chosen_metric["metric"]})
    placed = [p for p in before.unplaced if p not in after.unplaced]
    if len(placed) != 1 or after.unplaced_accepted:
        return taught
    new = _new_elements(before, after)
    if len(new) == 1:
        taught.append({"phrase": phrase_key(placed[0]), **new[0]})
    return taught


def _new_elements(before: Reading, after: Reading) -> list[dict[str, Any]]:
    old, query = before.query, after.query
    found: list[dict[str, Any]] = [
        {"kind": "metric", "target": m}
        for m in query.metrics
        if m not in old.metrics and m not in before.metric_candidates
    ]
    old_groups = {g.dimension for g in old.group_by}
    found += [
        {"kind": "dimension", "target": g.dimension}
        for g in query.group_by
        if g.dimension not in old_groups and g.dimension != "metric_time"
    ]
    old_values = {(f.dimension, v) for f in old.filters for v in f.values}
    new_values = [(f.dimension, v) for f in query.filters if not f.exclude for v in f.values]
    found += [{"kind": "value", "target": d, "value": v} for d, v in new_values if (d, v) not in old_values]
    if any(e["kind"] == "value" for e in found):  # several values of one filter add a breakdown by it too
        found = [e for e in found if e["kind"] != "dimension" or e["target"] not in {d for d, _ in new_values}]
    return found
