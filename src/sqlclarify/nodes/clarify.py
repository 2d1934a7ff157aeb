"""clarify: ask for what is missing or ambiguous, pause the thread with interrupt(), read the reply.

The questions come from the catalog path (metric choice, missing market or dates) or from the model's
ask_user call. LangGraph re-runs this node from the top on resume, so everything before interrupt() is
a pure function of the state: the same questions are rebuilt, nothing is written twice.
"""

from __future__ import annotations

from typing import Any

from langchain_core.messages import AIMessage
from langgraph.runtime import Runtime
from langgraph.types import interrupt

from sqlclarify.context import Context
from sqlclarify.errors import InputError
from sqlclarify.events import emit
from sqlclarify.forms import elicitation_schema, from_form, questions_message
from sqlclarify.resources import catalog_for, data_coverage
from sqlclarify.state import ClarificationQuestion, Reading, State
from sqlclarify.understanding.answers import parse_model_reply, parse_reply
from sqlclarify.understanding.option_values import with_option_values
from sqlclarify.understanding.questions import filter_questions, open_metrics


def pending_questions(state: State, ctx: Context) -> list[ClarificationQuestion]:
    """Every open question of the turn: the model's, or the metric's (from disambiguate) and the filters'."""
    if state.get("model_questions"):
        return [ClarificationQuestion(**q) for q in state["model_questions"]]
    catalog = catalog_for(ctx)
    if catalog is None:
        return []
    reading = Reading(**state["slots"])
    metric = [ClarificationQuestion(**q) for q in state.get("metric_questions", [])]
    # while the metric is open, the filters asked for are those any candidate requires
    needs_dates = reading.query.time_range is None or bool(reading.date_note)
    coverage = data_coverage(catalog, open_metrics(reading)) if needs_dates else None
    return with_option_values(
        [*metric, *filter_questions(catalog.vocab, reading, coverage)], state.get("option_values")
    )


def clarify(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    ctx = runtime.context
    questions = pending_questions(state, ctx)
    from_model = bool(state.get("model_questions"))
    rounds = state.get("clarification_rounds", 0)
    if rounds >= ctx.max_clarification_rounds:
        missing = "; ".join(q.text if from_model else q.slot.replace("_", " ") for q in questions)
        return {
            "status": "error",
            "message": f"After {rounds} rounds of questions I still lack: {missing}. "
            "Ask again with it in the question, e.g. 'ads net revenue for ID in Nov 2025'.",
        }
    if ctx.mode == "strict":
        listing = "; ".join(f"[{q.id}] {q.text} (default: {_default_text(q)})" for q in questions)
        return {"status": "error", "message": f"Strict mode: the question is not complete. Open questions: {listing}"}
    if ctx.mode == "auto":
        reply: Any = {q.id: _default_answer(q) for q in questions}
        emit("clarification_requested", questions=[q.id for q in questions], round=rounds + 1, mode="auto")
        emit("clarification_answered", source="default", answers=reply)
    elif state.get("chat_reply"):
        reply = state["chat_reply"]  # typed in a chat UI while the questions were pending
    elif state.get("asked_round") != rounds + 1:
        # chat UIs show messages, not interrupts: the questions are posted first, then the thread pauses on them
        reason = state.get("model_note", "") if from_model else state.get("verified_note", "")
        text = questions_message(questions, reason, state.get("clarification_note", ""))
        return {"asked_round": rounds + 1, "asking": True, "messages": [AIMessage(content=text)]}
    else:
        reply = interrupt(
            {
                "questions": [q.model_dump() for q in questions],
                "source": "model" if from_model else "catalog",
                "reason": state.get("model_note", "") if from_model else state.get("verified_note", ""),
                "round": rounds + 1,
                "max_rounds": ctx.max_clarification_rounds,
                "note": state.get("clarification_note", ""),
            },
            # the same JSON schema as the MCP form: Studio and any LangGraph UI draw and check the answer
            response_schema=elicitation_schema(questions),
        )
        reply = from_form(questions, reply)
    asked: dict[str, Any] = {"clarification_rounds": rounds + 1, "asking": False, "chat_reply": None}
    if ctx.mode == "auto":
        asked["defaults_used"] = [*state.get("defaults_used", []), *(q.id for q in questions)]
    try:
        if from_model:
            answers = parse_model_reply(questions, reply)
            return asked | {
                "model_answers": [*state.get("model_answers", []), *answers],
                "model_questions": [],
                "reclassify": True,
                "clarified": {**state.get("clarified", {}), **{a["id"]: a["answer"] for a in answers}},
                "clarification_note": "",
            }
        catalog = catalog_for(ctx)
        if catalog is None:
            raise InputError("there is no catalog question to answer")
        applied = parse_reply(questions, reply, catalog.vocab, ctx.today_date(), Reading(**state["slots"]))
    except InputError as exc:  # the graph was resumed directly with a bad answer: ask again, say why
        return asked | {"clarification_note": str(exc)}
    return asked | {
        "slots": applied.reading.model_dump(),
        "clarified": {**state.get("clarified", {}), **applied.answered},
        "clarification_note": "",
    }


def _default_answer(question: ClarificationQuestion) -> Any:
    """The question's default, or its first option when it has none (auto mode never pauses)."""
    if question.default not in (None, "", []):
        return question.default
    if question.kind == "yes_no":
        return "yes"
    return question.options[0].label if question.options else "use your best judgement"


def _default_text(question: ClarificationQuestion) -> str:
    default = _default_answer(question)
    return ", ".join(default) if isinstance(default, list) else str(default)
