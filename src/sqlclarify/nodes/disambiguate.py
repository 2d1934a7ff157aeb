"""disambiguate: narrow the candidate metrics by what else the question says; ask when several remain."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from sqlclarify.context import Context
from sqlclarify.nodes.clarify import pending_questions
from sqlclarify.resources import catalog_for
from sqlclarify.state import Slots, State
from sqlclarify.understanding.questions import metric_questions


def disambiguate(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    catalog = catalog_for(runtime.context)
    assert catalog is not None, "disambiguate runs only for catalog questions"
    slots = Slots(**state["slots"])
    if slots.metric is None and slots.metric_candidates:
        # "rev on AdMob" can only be an ads metric: drop candidates that cannot take the filters given
        needs = {d for d, v in (("ad_network", slots.ad_network),) if v} | set(slots.group_by)
        fitting = [n for n in slots.metric_candidates if needs <= set(catalog.metrics[n].dimensions)]
        slots.metric_candidates = fitting or slots.metric_candidates
        if len(slots.metric_candidates) == 1:
            slots.metric = slots.metric_candidates[0]
    questions = metric_questions(catalog, slots)
    update = {"slots": slots.model_dump(), "metric_questions": [q.model_dump() for q in questions]}
    if pending_questions({**state, **update}, runtime.context):  # type: ignore[typeddict-item]
        update["status"] = "needs_clarification"  # what the thread's state says while it waits
    return update
