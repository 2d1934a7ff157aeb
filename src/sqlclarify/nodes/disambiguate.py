"""disambiguate: fit the reading to its metrics — narrow ambiguous metrics by what else the question says,
set aside what the chosen metrics cannot take, settle a word the user asked to remember — and find the metric
questions still open."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from sqlclarify.context import Context
from sqlclarify.knowledge.choices import settle_from_memory
from sqlclarify.nodes.clarify import pending_questions
from sqlclarify.resources import catalog_for
from sqlclarify.state import Reading, State
from sqlclarify.understanding.fit import fit_to_metrics
from sqlclarify.understanding.questions import metric_questions


def disambiguate(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    catalog = catalog_for(runtime.context)
    if catalog is None:
        return {"metric_questions": []}
    reading = fit_to_metrics(Reading(**state["slots"]), catalog.vocab)
    update: dict[str, Any] = {}
    reading, used = settle_from_memory(
        reading, runtime.store, runtime.context.user_id, state.get("question", ""), catalog.layer.metrics
    )
    if used is not None:  # the user's remembered meaning of the word, announced in the answer
        reading = fit_to_metrics(reading, catalog.vocab)
        update["remembered"] = [*(r for r in state.get("remembered", []) if r != used.announced()), used.announced()]
    questions = metric_questions(catalog.vocab, reading)
    update |= {"slots": reading.model_dump(), "metric_questions": [q.model_dump() for q in questions]}
    if pending_questions({**state, **update}, runtime.context):  # type: ignore[typeddict-item]
        update["status"] = "needs_clarification"  # what the thread's state says while it waits
    return update
