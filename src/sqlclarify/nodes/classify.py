"""classify: what the message asks for, and the slots it fills (follow-ups reuse the last question's)."""

from __future__ import annotations

from typing import Any

from langchain_core.messages import BaseMessage, HumanMessage
from langgraph.runtime import Runtime

from sqlclarify.context import Context
from sqlclarify.llm.steps import llm_classify
from sqlclarify.resources import catalog_for
from sqlclarify.sql.schema import read_schema
from sqlclarify.state import Slots, State
from sqlclarify.understanding.intent import classify_intent
from sqlclarify.understanding.slots import Extraction, extract_slots

# Everything a turn produces is reset here, so nothing of the last turn leaks into this one.
FRESH_TURN: dict[str, Any] = {
    "metric_questions": [],
    "clarified": {},
    "clarification_rounds": 0,
    "clarification_note": "",
    "defaults_used": [],
    "sql": None,
    "sql_source": None,
    "sql_error": None,
    "sql_attempts": 0,
    "validation": None,
    "columns": [],
    "rows": [],
    "row_count": 0,
    "truncated": False,
    "status": "answered",
    "message": "",
    "interpretation": {},
    "model_questions": [],
    "model_note": "",
    "model_answers": [],
    "reclassify": False,
    "sql_question": None,
    "sql_explanation": None,
    "sql_call_id": None,
    "sql_history": [],
    "usage": {},
}


def classify(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    ctx = runtime.context
    catalog = catalog_for(ctx)
    if state.get("reclassify"):  # the user answered the model's questions: the model decides again
        return {"reclassify": False, **llm_classify(state, ctx, catalog)}
    question, chat = incoming_question(state)
    if not question:  # an empty submit (Studio, the SDK with input={}): say what can be asked
        return {**FRESH_TURN, "question": "", "intent": "help", "turn": state.get("turn", 0) + 1}
    schema_words = read_schema(str(ctx.database_path())).words
    found = extract_slots(question, catalog, ctx.today_date()) if catalog else Extraction(slots=Slots())
    previous = state.get("previous_slots")
    intent = classify_intent(question, found, previous is not None, schema_words)
    slots = merge_follow_up(Slots(**previous), found) if intent == "follow_up" and previous else found.slots
    update = {
        **FRESH_TURN,
        "question": question,
        "intent": intent,
        "slots": slots.model_dump(),
        "turn": state.get("turn", 0) + 1,
        "binding": ctx.binding(),
    }
    if not chat:  # chat UIs show the thread's messages: the question asked as {"question": ...} is one too
        update["messages"] = [HumanMessage(content=question)]
    knows_metric = bool(slots.metric or slots.metric_candidates or slots.metric_guess)
    if ctx.model and intent in ("data_question", "out_of_scope") and not knows_metric:
        update |= llm_classify({**state, **update}, ctx, catalog)  # type: ignore[typeddict-item]
    return update


def incoming_question(state: State) -> tuple[str, bool]:
    """This run's question, and whether it came as a chat message: a human message not yet answered wins
    over the `question` key (which, once answered, is the previous turn's question)."""
    messages = state.get("messages") or []
    if messages and messages[-1].type == "human":
        return message_text(messages[-1]).strip(), True
    return (state.get("question") or "").strip(), False


def message_text(message: BaseMessage) -> str:
    """The text of a message whose content is a string or a list of content blocks."""
    if isinstance(message.content, str):
        return message.content
    return " ".join(b.get("text", "") if isinstance(b, dict) else str(b) for b in message.content)


def merge_follow_up(previous: Slots, found: Extraction) -> Slots:
    """The previous question's slots with what the follow-up says replacing them ("same for TH")."""
    merged = previous.model_copy(deep=True)
    new = found.slots
    if "metric" in found.mentioned:
        merged.metric, merged.metric_candidates = new.metric, new.metric_candidates
        merged.metric_guess = new.metric_guess
    for name in ("markets", "date_range", "platform", "ad_network", "grain"):
        if name in found.mentioned:
            setattr(merged, name, getattr(new, name))
    if "group_by" in found.mentioned:
        merged.group_by = list(dict.fromkeys([*merged.group_by, *new.group_by]))
    return merged
