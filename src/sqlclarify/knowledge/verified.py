"""Verified answers: questions a person marked "this is right", kept with their semantic query (never raw SQL) in
the LangGraph Store, and reused when a later question means the same thing.

They live in one namespace shared by every user: a verified answer is the team's knowledge, not one user's
preference. An answer is reused when the later question reads to the same semantic query, or is a near
paraphrase of the verified question whose reading contradicts nothing in it. Relative dates ("last month") are
read again on the day of the later question, so a verified "last month" always means last month; fixed dates
("Nov 2025") stay as they were. An answer whose metric or dimension left the catalog is reported, never used.
"""

from __future__ import annotations

import hashlib
import re
import uuid
import weakref
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from typing import Any

from langgraph.store.base import BaseStore
from pydantic import BaseModel, Field

from sqlclarify.context import Context
from sqlclarify.errors import CatalogError, InputError
from sqlclarify.ids import expand_id
from sqlclarify.resources import Catalog
from sqlclarify.semantic.compile import CompileError, compile_query
from sqlclarify.semantic.model import SemanticLayer
from sqlclarify.semantic.query import SemanticQuery, TimeRange
from sqlclarify.state import Reading
from sqlclarify.understanding.dates import resolve_date_range
from sqlclarify.understanding.fit import fit_to_metrics

NAMESPACE = ("sqlclarify", "verified")  # shared by all users: verified answers are the team's knowledge
# one item whose value changes with every write to NAMESPACE: a turn reads it instead of every answer
VERSION_NAMESPACE = ("sqlclarify", "verified_version")
BUILT_IN_CATALOG = "built-in demo catalog"
PARAPHRASE_SCORE = 90  # rapidfuzz token-set ratio of the two normalized questions
# token-set ratio is 100 for any subset ("rev" of "rev for ID last month"): the later question must also carry
# most of the verified question's words
WORD_COVERAGE = 0.75
PAGE = 500


class VerifiedAnswer(BaseModel):
    """A question a person approved, with the semantic query that answered it and the catalog it was made on."""

    id: str
    question: str
    semantic_query: dict[str, Any]
    catalog: str  # the catalog's path, or BUILT_IN_CATALOG
    catalog_fingerprint: str  # the layer as it was when verified: a changed catalog is checked again
    by: str
    at: str  # when, ISO 8601 in UTC
    all_dimensions: list[str] = Field(default_factory=list)  # dimensions the answer took "all" of (no filter)
    standalone: bool = True  # a follow-up ("same for TH") is reused by meaning only, never by its words
    # an answer from an export: `by` is the user who imported it; who the file said verified it is only a claim
    claimed_by: str | None = None
    broken: str | None = None  # why it no longer fits its catalog (filled in when listed, not stored)

    @property
    def on(self) -> str:
        return self.at[:10]

    @property
    def provenance(self) -> str:
        """Who vouches for it and when, as a sentence's middle: "verified by X on DAY", or for an answer from a
        file "imported by X on DAY, who vouches for it (the export names Y as its verifier)"."""
        if self.claimed_by is None:
            return f"verified by {self.by} on {self.on}"
        origin = f"the export names {self.claimed_by} as its verifier"
        return f"imported by {self.by} on {self.on}, who vouches for it ({origin})"

    def stamp(self) -> dict[str, str]:
        """What a turn that reuses it carries as interpretation["verified"]."""
        stamp = {"id": self.id, "by": self.by, "on": self.on, "question": self.question}
        return stamp | ({"claimed_by": self.claimed_by} if self.claimed_by is not None else {})


def catalog_name(catalog: str | None) -> str:
    """How a verified answer names its catalog: the resolved path the thread binds, or the built-in one."""
    return catalog or BUILT_IN_CATALOG


def fingerprint(layer: SemanticLayer) -> str:
    """A digest of the layer's whole content, worked out once per layer object (a layer is read once per
    catalog version and never changed after)."""
    key = id(layer)
    known = _FINGERPRINTS.get(key)
    if known is not None and known[0]() is layer:
        return known[1]
    digest = hashlib.sha256(layer.model_dump_json().encode()).hexdigest()[:16]
    _FINGERPRINTS[key] = (weakref.ref(layer, lambda _, key=key: _FINGERPRINTS.pop(key, None)), digest)
    return digest


_FINGERPRINTS: dict[int, tuple[weakref.ref, str]] = {}


def normalized(text: str) -> str:
    return " ".join(re.sub(r"[^\w\s]", " ", text.lower()).split())


# -- the store ------------------------------------------------------------------------------------


def save_verified(
    store: BaseStore,
    *,
    question: str,
    semantic_query: dict[str, Any],
    catalog: str | None,
    layer: SemanticLayer,
    user: str,
    all_dimensions: list[str] | None = None,
    standalone: bool = True,
) -> VerifiedAnswer:
    """Store the approved answer (verifying the same question and query again renews who and when)."""
    query = SemanticQuery(**semantic_query)
    name = catalog_name(catalog)
    key = f"{name}\n{normalized(question)}\n{query.model_dump_json(exclude={'time_range', 'compare_to'})}"
    key += "".join(f"\n{r.start}..{r.end}" for r in (query.time_range, query.compare_to) if r)
    key += "".join(f"\nall {d}" for d in sorted(all_dimensions or []))
    answer = VerifiedAnswer(
        id=hashlib.sha256(key.encode()).hexdigest()[:12],
        question=question.strip(),
        semantic_query=query.model_dump(exclude_defaults=True),
        catalog=name,
        catalog_fingerprint=fingerprint(layer),
        by=user,
        at=datetime.now(UTC).isoformat(timespec="seconds"),
        all_dimensions=sorted(all_dimensions or []),
        standalone=standalone,
    )
    store.put(NAMESPACE, answer.id, answer.model_dump(exclude={"broken"}))
    _changed(store)
    return answer


def verify_turn(
    store: BaseStore,
    *,
    thread_id: str,
    status: str,
    question: str,
    interpretation: dict[str, Any],
    follow_up: bool,
    catalog: str | None,
    user: str,
) -> VerifiedAnswer:
    """Save a thread's latest turn as verified; InputError (one line) unless it is an answered catalog turn."""
    if status == "needs_clarification":
        raise InputError(f"thread {thread_id} is waiting for an answer: answer it first, then verify the answer")
    if status != "answered":
        raise InputError(f"thread {thread_id}: its latest turn ended as '{status}', there is no answer to verify")
    semantic_query = interpretation.get("semantic_query")
    if not semantic_query:
        raise InputError(
            f"thread {thread_id}: its latest answer has no semantic query (SQL written by the model, or not a "
            "data question); only answers from the metric catalog can be verified"
        )
    from sqlclarify.semantic.readers import load_semantic_layer

    filters = interpretation.get("filters") or {}
    return save_verified(
        store,
        question=question,
        semantic_query=semantic_query,
        catalog=catalog,
        layer=load_semantic_layer(catalog),
        user=user,
        all_dimensions=[d for d, values in filters.items() if values == "all"],
        standalone=not follow_up,
    )


def all_verified(store: BaseStore) -> list[VerifiedAnswer]:
    """Every verified answer, the most recent first."""
    return list(_shelf(store).answers)


class _Shelf:
    """The verified answers of a store as of one version, parsed once, with what reuse looks up per day."""

    def __init__(self, version: str | None, answers: list[VerifiedAnswer]) -> None:
        self.version = version
        self.answers = answers
        self.words = {a.id: normalized(a.question) for a in answers}
        self._phrasings: dict[str, list[tuple[str, VerifiedAnswer]]] = {}
        self._queries: dict[tuple[str, date], SemanticQuery] = {}
        self._keys: dict[tuple[str, date], dict[tuple, list[VerifiedAnswer]]] = {}

    def query(self, answer: VerifiedAnswer, today: date) -> SemanticQuery:
        """current_query(answer, today), worked out once a day."""
        found = self._queries.get((answer.id, today))
        if found is None:
            found = self._queries[(answer.id, today)] = current_query(answer, today)
        return found

    def phrasings(self, catalog: str) -> list[tuple[str, VerifiedAnswer]]:
        """The normalized questions of `catalog`'s standalone answers (the ones reused by their words)."""
        found = self._phrasings.get(catalog)
        if found is None:
            found = self._phrasings[catalog] = [
                (self.words[a.id], a) for a in self.answers if a.standalone and a.catalog == catalog
            ]
        return found

    def by_key(self, catalog: str, today: date) -> dict[tuple, list[VerifiedAnswer]]:
        """The answers of `catalog` by the meaning of their query on `today` (see _key)."""
        found = self._keys.get((catalog, today))
        if found is None:
            found = {}
            for answer in self.answers:
                if answer.catalog == catalog:
                    found.setdefault(_key(self.query(answer, today)), []).append(answer)
            self._keys[(catalog, today)] = found
        return found


_SHELVES: weakref.WeakKeyDictionary[BaseStore, _Shelf] = weakref.WeakKeyDictionary()


def _shelf(store: BaseStore) -> _Shelf:
    """The store's verified answers, read again only when its version item changed (another process may have
    verified, imported or removed one since)."""
    item = store.get(VERSION_NAMESPACE, "version")  # read before the answers: a shelf is never newer than its label
    version = item.value.get("v") if item else None
    shelf = _SHELVES.get(store)
    if shelf is not None and shelf.version == version:
        return shelf
    found: list[VerifiedAnswer] = []
    offset = 0
    while True:
        items = store.search(NAMESPACE, limit=PAGE, offset=offset)
        found += [VerifiedAnswer(**item.value) for item in items]
        if len(items) < PAGE:
            break
        offset += PAGE
    shelf = _Shelf(version, sorted(found, key=lambda a: a.at, reverse=True))
    _SHELVES[store] = shelf
    return shelf


def _changed(store: BaseStore) -> None:
    store.put(VERSION_NAMESPACE, "version", {"v": uuid.uuid4().hex})


def verified_questions(store: BaseStore) -> list[str]:
    """The verified questions, most recent first, each once (example questions that are known to be right)."""
    return list(dict.fromkeys(a.question for a in all_verified(store) if a.standalone))


def remove_verified(
    store: BaseStore, answer_id: str, allowed: Callable[[VerifiedAnswer], None] | None = None
) -> VerifiedAnswer:
    """Remove one verified answer by its id or a unique prefix; InputError when there is none. `allowed` raises
    when this user may not remove it."""
    answers = {a.id: a for a in all_verified(store)}
    found = expand_id(answer_id.strip(), answers, "verified answer id")
    if found is None:
        raise InputError(f"no verified answer with id {answer_id} (sqlclarify verified list shows them)")
    if allowed is not None:
        allowed(answers[found])
    store.delete(NAMESPACE, found)
    _changed(store)
    return answers[found]


MAX_CLAIM_CHARS = 200


def import_verified(store: BaseStore, data: Any, importer: str) -> int:
    """Add the verified answers of an export (a list of answers); returns how many. InputError when malformed.

    `importer` becomes each answer's `by`: a file can say anything, so who it names as the verifier is kept
    only as `claimed_by`, the origin the importer vouches for ("imported by X …, the export names Y …")."""
    if not isinstance(data, list):
        raise InputError("a verified-answers export is a JSON list of answers")
    try:
        answers = [VerifiedAnswer(**item) for item in data]
    except (TypeError, ValueError) as exc:
        raise InputError(f"not a verified-answers export: {' '.join(str(exc).split())[:200]}") from None
    answers = [
        a.model_copy(update={"by": importer, "claimed_by": " ".join((a.claimed_by or a.by).split())[:MAX_CLAIM_CHARS]})
        for a in answers
    ]
    for answer in answers:
        store.put(NAMESPACE, answer.id, answer.model_dump(exclude={"broken"}))
    _changed(store)
    return len(answers)


# -- does it still fit --------------------------------------------------------------------------


def problem_with(answer: VerifiedAnswer, layer: SemanticLayer, dialect: str) -> str | None:
    """Why the answer no longer fits `layer` (a metric gone, a query that fails to compile); None if it fits."""
    query = SemanticQuery(**answer.semantic_query)
    gone = [m for m in query.metrics if m not in layer.metrics]
    if gone:
        return f"metric {', '.join(gone)} is not in the catalog"
    if answer.catalog_fingerprint == fingerprint(layer):
        return None  # the catalog it compiled on when it was verified
    try:
        compile_query(layer, query, dialect)
    except CompileError as exc:
        return " ".join(str(exc).split())
    return None


def problem_in_catalog(answer: VerifiedAnswer, dialect: str) -> str | None:
    """`problem_with` against the answer's own catalog as it is now."""
    from sqlclarify.semantic.readers import load_semantic_layer

    try:
        layer = load_semantic_layer(None if answer.catalog == BUILT_IN_CATALOG else answer.catalog)
    except CatalogError as exc:
        return f"its catalog cannot be read: {exc}"
    return problem_with(answer, layer, dialect)


# -- reuse --------------------------------------------------------------------------------------


def reuse_verified(
    store: BaseStore | None, question: str, reading: Reading, catalog: Catalog, ctx: Context, follow_up: bool
) -> tuple[Reading, dict[str, Any]]:
    """The reading to go on with and the state it adds: the verified answer `question` (read as `reading`)
    means, or the reading unchanged — with a note when the answer it means no longer fits the catalog."""
    if store is None:
        return reading, {}
    shelf = _shelf(store)
    name = catalog_name(ctx.binding()["catalog"])
    if not any(a.catalog == name for a in shelf.answers):
        return reading, {}
    today = ctx.today_date()
    fitted = fit_to_metrics(reading, catalog.vocab)
    for answer in _by_likeness(shelf, name, fitted, normalized(question), today, follow_up, catalog.layer):
        problem = problem_with(answer, catalog.layer, catalog.warehouse.dialect)
        if problem:
            note = f"A verified answer for this question no longer fits the catalog ({problem}); it was not used."
            return reading, {"verified_note": note}
        note = f"This is a verified answer: {answer.provenance} (as '{answer.question}')."
        kept = Reading(query=current_query(answer, today), all_dimensions=list(answer.all_dimensions))  # a copy
        return kept.model_copy(update={"mentioned": list(reading.mentioned)}), {
            "verified": answer.stamp(),
            "verified_note": note,
        }
    return reading, {}


def _by_likeness(
    shelf: _Shelf, catalog: str, fitted: Reading, words: str, today: date, follow_up: bool, layer: SemanticLayer
) -> list[VerifiedAnswer]:
    """The answers of `catalog` the question means: the same semantic query first, then near paraphrases,
    closest first."""
    same = shelf.by_key(catalog, today).get(_key(fitted.query), []) if _complete(fitted) else []
    if same or follow_up:
        return same
    from rapidfuzz import fuzz, process

    phrasings = shelf.phrasings(catalog)
    close = process.extract(
        words, [text for text, _ in phrasings], scorer=fuzz.token_set_ratio, score_cutoff=PARAPHRASE_SCORE, limit=None
    )
    scored = []
    for theirs, score, index in close:
        answer = phrasings[index][1]
        known = set(theirs.split())
        coverage = len(known & set(words.split())) / max(len(known), 1)
        if coverage < WORD_COVERAGE:
            continue
        query = shelf.query(answer, today)
        # a metric that left the catalog cannot be read any more: the answer is still the one meant (and reported)
        if _contradicts(fitted, query, known, check_metrics=all(m in layer.metrics for m in query.metrics)):
            continue
        scored.append((score, answer))
    return [a for _, a in sorted(scored, key=lambda pair: -pair[0])]


def current_query(answer: VerifiedAnswer, today: date) -> SemanticQuery:
    """The verified query with its relative date phrases read again on `today`."""
    query = SemanticQuery(**answer.semantic_query)
    query.time_range = _read_again(query.time_range, today)
    query.compare_to = _read_again(query.compare_to, today)
    return query


def _read_again(found: TimeRange | None, today: date) -> TimeRange | None:
    """A range whose words resolve differently on different days ("last month") resolved on `today`; any other
    range (fixed dates, words that no longer read as dates) as it was."""
    if found is None:
        return None
    later = date.fromisoformat(found.end) + timedelta(days=400)
    first, second = resolve_date_range(found.label, later), resolve_date_range(found.label, later + timedelta(400))
    if first is None or second is None or (first.start, first.end) == (second.start, second.end):
        return found
    fresh = resolve_date_range(found.label, today)
    return TimeRange(**fresh.as_dict()) if fresh else found


def _complete(reading: Reading) -> bool:
    """Nothing open in the reading: it alone decides what the question means."""
    return not (reading.metric_candidates or reading.metric_guess or reading.unplaced or reading.date_note)


def _key(query: SemanticQuery) -> tuple:
    """A query compared on meaning: order of metrics and filters and the wording of date labels do not count."""
    return (
        tuple(sorted(query.metrics)),
        tuple(sorted((f.dimension, tuple(sorted(f.values)), f.exclude) for f in query.filters)),
        tuple(sorted((g.dimension, g.grain or "") for g in query.group_by)),
        _span(query.time_range),
        _span(query.compare_to),
        tuple((o.key, o.descending) for o in query.order_by),
        query.limit,
    )


def _span(found: TimeRange | None) -> tuple[str, str] | None:
    return (found.start, found.end) if found else None


def _contradicts(reading: Reading, verified: SemanticQuery, verified_words: set[str], check_metrics: bool) -> bool:
    """Whether anything the reading settled, or could not place, differs from the verified query."""
    query = reading.query
    if check_metrics and _other_metric(reading, verified):
        return True
    filters = {f.dimension: (sorted(f.values), f.exclude) for f in verified.filters}
    if any(filters.get(f.dimension) != (sorted(f.values), f.exclude) for f in query.filters):
        return True
    if any(d in filters for d in reading.all_dimensions):
        return True
    if query.time_range and _span(query.time_range) != _span(verified.time_range):
        return True
    if query.compare_to and _span(query.compare_to) != _span(verified.compare_to):
        return True
    groups = {(g.dimension, g.grain) for g in verified.group_by}
    if any((g.dimension, g.grain) not in groups for g in query.group_by):
        return True
    if (query.order_by or query.limit) and (query.order_by, query.limit) != (verified.order_by, verified.limit):
        return True
    # words the reader could not place that the verified question did not have: something new was asked
    return bool(reading.date_note) or any(not set(normalized(p).split()) <= verified_words for p in reading.unplaced)


def _other_metric(reading: Reading, verified: SemanticQuery) -> bool:
    query = reading.query
    if query.metrics and set(query.metrics) != set(verified.metrics):
        return True
    if reading.metric_candidates and not set(reading.metric_candidates) & set(verified.metrics):
        return True
    return bool(reading.metric_guess and reading.metric_guess not in verified.metrics)
