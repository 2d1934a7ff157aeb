"""respond: the final message of a turn: what was understood, the SQL, the rows — or why not."""

from __future__ import annotations

from typing import Any

from langchain_core.messages import AIMessage
from langgraph.runtime import Runtime

from sqlclarify.catalog.model import AGGREGATION_TEXT, Catalog
from sqlclarify.context import Context
from sqlclarify.llm.prompting import trim_conversation
from sqlclarify.resources import catalog_for, data_coverage
from sqlclarify.state import Slots, State

REFUSED = "I only read data: I never insert, update, delete or change tables. Ask a question about the data instead."
MEMORY_SQL_CHARS = 200  # what the model remembers of an earlier answer's SQL
CHAT_ROWS = 10  # rows shown in the chat message; the full result is in the state
OUT_OF_SCOPE = "I answer questions about the data in this database. Ask 'help' to see what I know."


def respond(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    ctx = runtime.context
    update = _outcome(state, ctx) | {"binding": ctx.binding()}  # an answer given with --model X rebinds to X
    final = {**state, **update}
    answer = final.get("message", "") + (f"\nSQL: {final['sql'][:MEMORY_SQL_CHARS]}" if final.get("sql") else "")
    turn = {"question": state.get("question", ""), "answer": answer.strip()}
    # only what the model will see is kept, so the checkpointed state does not grow with the turns
    update["conversation"] = trim_conversation(
        [*state.get("conversation", []), turn], ctx.memory_turns, ctx.memory_token_budget
    )
    update["messages"] = [AIMessage(content=chat_reply(final))]
    return update


def chat_reply(final: dict[str, Any]) -> str:
    """The turn as one chat message (Studio, agent-chat-ui): the answer, what the questions settled, the SQL
    and the first rows."""
    parts = [final.get("message") or ""]
    clarified = (final.get("interpretation") or {}).get("from_clarification") or {}
    if clarified:
        parts.append("Your answers: " + ", ".join(f"{k} = {v}" for k, v in clarified.items()))
    if final.get("sql"):
        parts.append(f"```sql\n{final['sql']}\n```")
    columns, rows = final.get("columns") or [], final.get("rows") or []
    if columns:
        lines = [" | ".join(columns), " | ".join("---" for _ in columns)]
        lines += [" | ".join("NULL" if v is None else str(v) for v in row) for row in rows[:CHAT_ROWS]]
        more = final.get("row_count", len(rows)) - min(len(rows), CHAT_ROWS)
        parts.append("\n".join(lines) + (f"\n… {more} more rows" if more > 0 else ""))
    return "\n\n".join(p for p in parts if p)


def _outcome(state: State, ctx: Context) -> dict[str, Any]:
    catalog = catalog_for(ctx)
    intent = state.get("intent")
    if intent == "change_data":
        return {"status": "refused", "message": state.get("message") or REFUSED}
    if intent == "out_of_scope":
        return {"status": "refused", "message": state.get("message") or OUT_OF_SCOPE}
    if intent == "help":
        return {"status": "answered", "message": help_text(catalog)}

    slots = Slots(**state["slots"])
    interpretation = (
        interpret(catalog, slots, state)
        if catalog
        else {"from_clarification": state.get("clarified", {}), "defaults_used": state.get("defaults_used", [])}
    )
    if state.get("sql_source") == "model":
        interpretation |= {"sql_source": "model", "explanation": state.get("sql_explanation") or ""}
    update: dict[str, Any] = {"interpretation": interpretation}
    if state.get("status") == "error":
        return update
    if state.get("sql_error"):
        return update | {"status": "error", "message": f"The SQL did not pass validation: {state['sql_error']}"}
    if state.get("sql"):
        update |= {
            "status": "answered",
            "previous_slots": slots.model_dump(),
            "message": _answer_message(ctx, catalog, slots, state),
        }
    return update


def interpret(catalog: Catalog, slots: Slots, state: State) -> dict[str, Any]:
    """What the agent took the question to mean, and which parts came from clarification."""
    result: dict[str, Any] = {"from_clarification": dict(state.get("clarified", {}))}
    if state.get("defaults_used"):
        result["defaults_used"] = list(state["defaults_used"])
    if slots.metric:
        metric = catalog.metrics[slots.metric]
        result |= {
            "metric": slots.metric,
            "metric_label": metric.label,
            "unit": metric.unit,
            "aggregation": AGGREGATION_TEXT[metric.aggregation],
        }
    if slots.markets:
        result["markets"] = "all markets" if set(slots.markets) == set(catalog.market_codes) else slots.markets
    if slots.date_range:
        result["date_range"] = slots.date_range.model_dump()
    for name in ("platform", "ad_network", "grain"):
        if getattr(slots, name):
            result[name] = getattr(slots, name)
    if slots.group_by:
        result["group_by"] = slots.group_by
    return result


def _answer_message(ctx: Context, catalog: Catalog | None, slots: Slots, state: State) -> str:
    rows = state.get("rows", [])
    if catalog and slots.metric and slots.date_range:
        metric = catalog.metrics[slots.metric]
        text = f"{metric.label}, {AGGREGATION_TEXT[metric.aggregation]} ({slots.date_range.label})."
        has_values = any(value is not None for row in rows for value in row[-1:])
        if not has_values:
            coverage = data_coverage(ctx, catalog)
            span = f"{coverage[0].isoformat()} to {coverage[1].isoformat()}" if coverage else "no dates at all"
            text += f" There is no data for {slots.date_range.start} to {slots.date_range.end}: the data covers {span}."
        return text
    count = f"{len(rows)} row{'s' if len(rows) != 1 else ''}"
    explanation = f"{state['sql_explanation'].rstrip('.')}. " if state.get("sql_explanation") else ""
    return f"{explanation}{count}{' (more were cut)' if state.get('truncated') else ''}."


def help_text(catalog: Catalog | None) -> str:
    if catalog is None:
        return "Ask a question about the data in this database; questions outside a metric catalog need a model."
    metrics = "; ".join(f"{m.label}" for m in catalog.metrics.values())
    markets = ", ".join(f"{m.code} ({m.name})" for m in catalog.markets)
    return (
        f"I answer questions about these metrics: {metrics}. Markets: {markets}. "
        "Say a market and a date range, e.g. 'ads net revenue for ID in Nov 2025', 'DAU TH last week', "
        "'CTR by ad network Q3 2025 for all markets'. I ask back when a question is ambiguous."
    )
