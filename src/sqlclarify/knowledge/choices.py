"""Remembered choices: the metric a user chose for an ambiguous word ("rev" → Ads net revenue).

Kept per user in the LangGraph Store beside the threads, and only when the user asks for it. A later question
of that user, in any thread, that leaves the same word open takes the remembered metric instead of asking —
unless the metric is gone from the catalog, is no longer a candidate for the word, or the question asks
again ("which rev?").
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any

from langgraph.store.base import BaseStore
from pydantic import BaseModel, Field

from sqlclarify.state import Reading

MAX_CHOICES = 1000  # a user's remembered words; far more than anyone sets by hand


class RememberedChoice(BaseModel):
    """One remembered choice: the word as the user wrote it, the metric chosen for it, and when."""

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
    return ("sqlclarify", "choices", user_id)


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


def forget(store: BaseStore, user_id: str, phrase: str | None = None) -> int:
    """Forget the choice for `phrase`, or every choice of the user when `phrase` is None; how many were."""
    keys = [c.phrase for c in remembered_choices(store, user_id)]
    gone = keys if phrase is None else [k for k in keys if k == phrase_key(phrase)]
    for key in gone:
        store.delete(_namespace(user_id), key)
    return len(gone)


def asks_again(question: str, phrase: str) -> bool:
    """Whether the question asks to choose the word's meaning again ("which rev?", "which revenue")."""
    return re.search(rf"\bwhich\s+{re.escape(phrase)}\b", question, re.IGNORECASE) is not None


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
    return (
        f"'{used['phrase']}' = {used['label']}, as you chose on {used['on']} — "
        f"say 'which {used['phrase']}?' to choose again."
    )
