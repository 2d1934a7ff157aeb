"""disambiguate: fit the reading to its metrics — narrow ambiguous metrics by what else the question says,
set aside what the chosen metrics cannot take, settle a word or a required filter the user asked to remember —
and find the metric questions still open."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from sqlclarify.context import Context
from sqlclarify.knowledge.choices import settle_filters_from_memory, settle_from_memory
from sqlclarify.knowledge.verified import catalog_name
from sqlclarify.nodes.clarify import pending_questions
from sqlclarify.resources import catalog_for, data_coverage
from sqlclarify.semantic.model import METRIC_TIME
from sqlclarify.state import Reading, State
from sqlclarify.understanding.data_dates import anchor_to_data
from sqlclarify.understanding.direction import DIRECTION_ID, settle_direction
from sqlclarify.understanding.fit import fit_to_metrics
from sqlclarify.understanding.growth_over_data import growth_over_coverage
from sqlclarify.understanding.option_values import question_option_values
from sqlclarify.understanding.questions import metric_questions, open_metrics, required_parts


def disambiguate(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    ctx = runtime.context
    catalog = catalog_for(ctx)
    if catalog is None:
        return {"metric_questions": [], "status": "answered"}
    reading = fit_to_metrics(Reading(**state["slots"]), catalog.vocab)
    update: dict[str, Any] = {}
    question = state.get("question", "")
    reading, used = settle_from_memory(reading, runtime.store, ctx.user_id, question, catalog.layer.metrics)
    if used is not None:  # the user's remembered meaning of the word, announced in the answer
        reading = fit_to_metrics(reading, catalog.vocab)
    # then the values the user chose for the filters the metrics require (those the question left open)
    required = [p for p in required_parts(catalog.vocab, reading) if p != METRIC_TIME]
    reading, filters = settle_filters_from_memory(
        reading,
        runtime.store,
        ctx.user_id,
        question,
        catalog_name(ctx.binding()["catalog"]),
        required,
        lambda dimension: [v.value for v in catalog.vocab.values.get(dimension, [])],
    )
    announced = [c.announced() for c in [*([used] if used else []), *filters]]
    if announced:
        update["remembered"] = [*(r for r in state.get("remembered", []) if r not in announced), *announced]
    if reading.query.time_range is not None and reading.query.time_range.floating:  # "December": one with data
        reading = anchor_to_data(reading, data_coverage(catalog, open_metrics(reading)))
    if reading.growth_step and reading.query.time_range is None and reading.query.metrics:
        # "year over year growth" with no period: every period of the data beside the one before it
        reading = growth_over_coverage(reading, data_coverage(catalog, reading.query.metrics))
    questions = metric_questions(catalog.vocab, reading)
    # "best" / "worst": the way that is better for the metric, or asked once the metric is known
    answered = DIRECTION_ID in state.get("clarified", {})
    reading, direction = settle_direction(reading, catalog.layer.metrics, question, answered)
    questions += direction if not questions else []
    update |= {
        "slots": reading.model_dump(),
        "metric_questions": [q.model_dump() for q in questions],
        "option_values": {},
    }
    pending = pending_questions({**state, **update}, ctx)  # type: ignore[typeddict-item]
    # what the thread's state says while it waits, and what routes the turn to clarify
    update["status"] = "needs_clarification" if pending else "answered"
    if pending and ctx.mode == "interactive":  # auto and strict modes show no options to anyone
        # computed here, not in clarify: clarify re-runs from its start on resume and must not query again
        update["option_values"] = question_option_values(
            catalog.vocab, catalog.warehouse, reading, pending, ctx.today_date(), ctx.option_values_seconds
        )
    return update
