"""disambiguate: fit the reading to its metrics — narrow ambiguous metrics by what else the question says,
set aside what the chosen metrics cannot take — and find the metric questions still open."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from sqlclarify.context import Context
from sqlclarify.nodes.clarify import pending_questions
from sqlclarify.resources import catalog_for
from sqlclarify.state import Reading, State
from sqlclarify.understanding.fit import fit_to_metrics
from sqlclarify.understanding.questions import metric_questions


def disambiguate(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    catalog = catalog_for(runtime.context)
    if catalog is None:
        return {"metric_questions": [], "status": "answered"}
    reading = fit_to_metrics(Reading(**state["slots"]), catalog.vocab)
    questions = metric_questions(catalog.vocab, reading)
    update = {"slots": reading.model_dump(), "metric_questions": [q.model_dump() for q in questions]}
    pending = pending_questions({**state, **update}, runtime.context)  # type: ignore[typeddict-item]
    # what the thread's state says while it waits, and what routes the turn to clarify
    update["status"] = "needs_clarification" if pending else "answered"
    return update
