"""respond: the final message of a turn: what was understood, the SQL, the rows — or why not."""

from __future__ import annotations

from datetime import date
from typing import Any

from langchain_core.messages import AIMessage
from langgraph.runtime import Runtime
from langgraph.store.base import BaseStore

from sqlclarify.charts import chart_spec
from sqlclarify.context import Context
from sqlclarify.knowledge.choices import announcement
from sqlclarify.knowledge.verified import verified_questions
from sqlclarify.llm.prompting import remembered_exchange, trim_conversation
from sqlclarify.numbers import percent_of_one, unit_number
from sqlclarify.presentation import column_formats, formatted_rows
from sqlclarify.resources import Catalog, catalog_for, data_coverage
from sqlclarify.semantic.left_out import left_out_text
from sqlclarify.semantic.periods import like_for_like
from sqlclarify.state import Reading, State
from sqlclarify.suggestions import VERIFIED_SUGGESTIONS, format_suggestions, suggest_questions
from sqlclarify.understanding.learned import announcement as team_announcement

REFUSED = "I only read data: I never insert, update, delete or change tables. Ask a question about the data instead."
CHAT_ROWS = 10  # rows shown in the chat message; the full result is in the state
OUT_OF_SCOPE = "I answer questions about the data in this database. Ask 'help' to see what I know."


def respond(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    ctx = runtime.context
    # an answer given with --model X rebinds to X
    update = _outcome(state, ctx, runtime.store) | {"binding": ctx.binding()}
    final = {**state, **update}
    turn = remembered_exchange(state.get("question", ""), final.get("message", ""), final.get("sql"))
    # only what the model will see is kept, so the checkpointed state does not grow with the turns;
    # a failed turn is left out (it taught the model nothing and would grow the next prompt)
    remembered = [*state.get("conversation", []), *([turn] if final.get("status") != "error" else [])]
    update["conversation"] = trim_conversation(remembered, ctx.memory_turns, ctx.memory_token_budget)
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
        # a markdown table (pipes on both sides, so a one-column result is a table too)
        headers, shown = formatted_rows(columns, rows[:CHAT_ROWS], (final.get("interpretation") or {}).get("columns"))
        lines = [_row(headers), _row(["---"] * len(columns))]
        lines += [_row(row) for row in shown]
        more = final.get("row_count", len(rows)) - min(len(rows), CHAT_ROWS)
        parts.append("\n".join(lines) + (f"\n… {more} more rows" if more > 0 else ""))
    return "\n\n".join(p for p in parts if p)


def _row(cells: list[str]) -> str:
    return "| " + " | ".join(c.replace("|", "\\|").replace("\n", " ") for c in cells) + " |"


def _outcome(state: State, ctx: Context, store: BaseStore | None) -> dict[str, Any]:
    catalog = catalog_for(ctx)
    intent = state.get("intent")
    if intent == "change_data":
        return {"status": "refused", "message": state.get("message") or REFUSED}
    if intent == "out_of_scope":
        left_out = left_out_text(catalog.layer, state.get("question") or "") if catalog else None
        return {"status": "refused", "message": state.get("message") or left_out or out_of_scope_text(catalog)}
    if intent == "help":
        verified = verified_questions(store)[:VERIFIED_SUGGESTIONS] if store is not None else []
        examples = format_suggestions(suggest_questions(catalog, ctx.today_date(), verified))
        return {"status": "answered", "message": "\n".join(t for t in (help_text(catalog), examples) if t)}

    reading = Reading(**state["slots"])
    interpretation = (
        interpret(catalog, reading, state)
        if catalog and reading.query.metrics
        else {"from_clarification": state.get("clarified", {}), "defaults_used": state.get("defaults_used", [])}
    )
    if catalog and reading.query.metrics and state.get("sql_source") == "catalog" and state.get("columns"):
        # how each column reads (labels, units, decimals); the rows themselves stay raw
        interpretation["columns"] = column_formats(catalog, reading.query, state["columns"], state.get("rows", []))
    if state.get("sql_source") == "model":
        interpretation |= {"sql_source": "model", "explanation": state.get("sql_explanation") or ""}
    if state.get("remembered"):
        interpretation["remembered"] = list(state["remembered"])
    if state.get("verified"):
        interpretation["verified"] = state["verified"]
    if state.get("team_words"):
        interpretation["team_vocabulary"] = list(state["team_words"])
    update: dict[str, Any] = {"interpretation": interpretation, "chart": None}
    if state.get("status") == "error":
        return update
    if state.get("sql_error"):
        return update | {"status": "error", "message": f"The SQL did not pass validation: {state['sql_error']}"}
    if state.get("sql"):
        update |= {
            "status": "answered",
            "previous_slots": reading.model_dump(),
            "message": " ".join(
                filter(
                    None,
                    [
                        _answer_message(catalog, reading, state),
                        *map(announcement, state.get("remembered", [])),
                        *map(team_announcement, state.get("team_words", [])),
                        state.get("verified_note"),
                    ],
                )
            ),
        }
        if catalog and state.get("sql_source") == "catalog":  # the compiler's columns follow the semantic query
            update["chart"] = chart_spec(catalog, reading.query, state.get("columns", []), state.get("rows", []))
    return update


def interpret(catalog: Catalog, reading: Reading, state: State) -> dict[str, Any]:
    """What the agent took the question to mean, which parts came from clarification, and what it set aside."""
    vocab = catalog.vocab
    query = reading.query
    result: dict[str, Any] = {"from_clarification": dict(state.get("clarified", {}))}
    if state.get("defaults_used"):
        result["defaults_used"] = list(state["defaults_used"])
    result["metrics"] = [
        {"name": m, "label": vocab.metric_label(m), "unit": catalog.layer.metrics[m].unit} for m in query.metrics
    ]
    for shown in result["metrics"]:  # a ratio with a percent unit: 0.0364 is shown as 3.64%
        metric = catalog.layer.metrics[shown["name"]]
        if percent_of_one(metric.type, metric.unit):
            shown["fraction"] = True
    if len(query.metrics) == 1:  # the one-metric shape earlier clients read
        result |= {"metric": query.metrics[0], "metric_label": vocab.metric_label(query.metrics[0])}
    filters = {f.dimension: f.values for f in query.filters}
    for dim in reading.all_dimensions:
        filters.setdefault(dim, "all")  # type: ignore[arg-type]
    if filters:
        result["filters"] = filters
    if query.time_range:
        result["date_range"] = query.time_range.model_dump()
    else:
        result["date_range"] = "all dates"
    if query.compare_to:
        result["compare_to"] = query.compare_to.model_dump()
        same = like_for_like_question(catalog, query)
        if same:  # a period cut short by the data: the follow-up that compares like for like
            result["like_for_like"] = same
    if query.group_by:
        result["group_by"] = [g.dimension + (f" by {g.grain}" if g.grain else "") for g in query.group_by]
    if query.order_by:
        result["order_by"] = [f"{o.key} {'descending' if o.descending else 'ascending'}" for o in query.order_by]
    if query.limit:
        result["limit"] = query.limit
    if reading.ignored:
        result["ignored"] = list(reading.ignored)
    if reading.notes:
        result["notes"] = list(reading.notes)
    result["semantic_query"] = query.model_dump(exclude_defaults=True)
    return result


def _answer_message(catalog: Catalog | None, reading: Reading, state: State) -> str:
    rows = state.get("rows", [])
    query = reading.query
    if catalog and query.metrics:
        vocab = catalog.vocab
        labels = " and ".join(vocab.metric_label(m) for m in query.metrics)
        when = query.time_range.label if query.time_range else "all dates"
        if query.compare_to:
            when = f"{query.time_range.label if query.time_range else ''} vs {query.compare_to.label}"
        where = _filters_text(catalog, reading)
        text = f"{labels}{where}, {when}."
        if query.compare_to and len(rows) == 1 and state.get("columns"):
            text += " " + _comparison_text(state["columns"], rows[0], query, catalog)
        if query.part is not None and state.get("columns"):
            text += " " + _part_text(state["columns"], rows, query, catalog)
        metric_columns = len(query.metrics) * (4 if query.compare_to else 3 if query.part else 1)
        has_values = any(v is not None for row in rows for v in row[-metric_columns:])
        outside = _outside_coverage(catalog, reading)
        if outside:
            text += f" {outside}"
        elif query.compare_to and query.time_range:
            text += "".join(f" {s}" for s in [_cut_short_text(catalog, query)] if s)
        elif not has_values and not reading.notes:
            text += " There is no data for this question."
        lines = [text, *reading.notes, *reading.ignored]
        return " ".join(lines)
    count = f"{len(rows)} row{'s' if len(rows) != 1 else ''}"
    explanation = f"{state['sql_explanation'].rstrip('.')}. " if state.get("sql_explanation") else ""
    return f"{explanation}{count}{' (more were cut)' if state.get('truncated') else ''}."


def _outside_coverage(catalog: Catalog, reading: Reading) -> str:
    """A sentence when the asked dates hold no data at all (before the first day or after the last)."""
    query = reading.query
    ranges = [r for r in (query.time_range, query.compare_to) if r is not None]
    if not ranges:
        return ""
    coverage = data_coverage(catalog, query.metrics)
    if coverage is None:
        return "There is no data at all for this metric."
    first, last = coverage[0].isoformat(), coverage[1].isoformat()
    empty = [r for r in ranges if r.end < first or r.start > last]
    if not empty:
        return ""
    return f"There is no data for {empty[0].start} to {empty[0].end}: the data covers {first} to {last}."


def like_for_like_question(catalog: Catalog, query: Any) -> str | None:
    """A follow-up that compares the same stretch of both periods when the data cuts one of them short."""
    coverage = data_coverage(catalog, query.metrics)
    if coverage is None or not (query.time_range and query.compare_to):
        return None
    current, compare = (
        (date.fromisoformat(r.start), date.fromisoformat(r.end)) for r in (query.time_range, query.compare_to)
    )
    same = like_for_like(current, compare, coverage)
    if same is None:
        return None
    (start, end), (before_start, before_end) = same
    return f"same from {start} to {end} vs {before_start} to {before_end}"


def _cut_short_text(catalog: Catalog, query: Any) -> str:
    """'2026 has data only through 2026-01-09 (9 of 365 days): …. Like for like, ask: "same from …".'"""
    follow_up = like_for_like_question(catalog, query)
    coverage = data_coverage(catalog, query.metrics)
    if follow_up is None or coverage is None:
        return ""
    cuts = []
    for period in (query.time_range, query.compare_to):
        start, end = date.fromisoformat(period.start), date.fromisoformat(period.end)
        held = (min(end, coverage[1]) - max(start, coverage[0])).days + 1
        if end > coverage[1]:
            cuts.append(f"{period.label} has data only through {coverage[1]} ({held} of {(end - start).days + 1} days)")
        elif start < coverage[0]:
            cuts.append(f"{period.label} has data only from {coverage[0]} ({held} of {(end - start).days + 1} days)")
    said = "; ".join(cuts) or "The data covers the two periods unevenly"
    return f'{said[0].upper()}{said[1:]}, so the change compares unequal periods. Like for like, ask: "{follow_up}".'


def _filters_text(catalog: Catalog, reading: Reading) -> str:
    vocab = catalog.vocab
    parts = []
    for flt in reading.query.filters:
        shown = ", ".join(vocab.value_label(flt.dimension, v) for v in flt.values)
        parts.append(f"{vocab.dimension_label(flt.dimension).lower()} {'not ' if flt.exclude else ''}{shown}")
    for group in reading.query.group_by:
        parts.append(f"by {group.grain or vocab.dimension_label(group.dimension).lower()}")
    query = reading.query
    if query.running_total:
        parts.append("running total")
    if query.order_by and query.limit:
        parts.append(f"{'top' if query.order_by[0].descending else 'bottom'} {query.limit}")
    return f" ({'; '.join(parts)})" if parts else ""


def _comparison_text(columns: list[str], row: list[Any], query: Any, catalog: Catalog) -> str:
    values = dict(zip(columns, row, strict=False))
    parts = []
    for metric in query.metrics:
        current, before = values.get(metric), values.get(f"{metric}__compare")
        change, pct = values.get(f"{metric}__change"), values.get(f"{metric}__change_pct")
        label = catalog.vocab.metric_label(metric)
        pct_text = f" ({pct:+.1f}%)" if isinstance(pct, (int, float)) else ""
        change_text = f"{change:+,.2f}" if isinstance(change, (int, float)) else "n/a"
        shown = catalog.layer.metrics[metric]
        if percent_of_one(shown.type, shown.unit):  # fractions shown as percentages; the change in points
            current_text, before_text = (_percent(v, shown.decimals) for v in (current, before))
            change_text = f"{change * 100:+,.2f} points" if isinstance(change, (int, float)) else "n/a"
        else:
            current_text, before_text = _num(current), _num(before)
        parts.append(
            f"{label}: {current_text} in {query.time_range.label} vs {before_text} in {query.compare_to.label}, "
            f"change {change_text}{pct_text}."
        )
    return " ".join(parts)


def _part_text(columns: list[str], rows: list[list[Any]], query: Any, catalog: Catalog) -> str:
    """'Revenue of category Beverages: 103,924.29 of 617,085.05 (16.8%).' (one row), else how to read the rows."""
    vocab = catalog.vocab
    part = query.part
    shown = f"{vocab.dimension_label(part.dimension).lower()} {'not ' if part.exclude else ''}" + ", ".join(
        vocab.value_label(part.dimension, v) for v in part.values
    )
    if len(rows) != 1:
        return f"Each row shows the part ({shown}), the whole and the part in percent of the whole."
    values = dict(zip(columns, rows[0], strict=False))
    sentences = []
    for metric in query.metrics:
        pct = values.get(f"{metric}__part_pct")
        pct_text = f" ({pct:.1f}%)" if isinstance(pct, (int, float)) else ""
        sentences.append(
            f"{vocab.metric_label(metric)} of {shown}: {_num(values.get(f'{metric}__part'))} of "
            f"{_num(values.get(metric))}{pct_text}."
        )
    return " ".join(sentences)


def _percent(value: Any, decimals: int | None) -> str:
    return unit_number(value, "%", decimals, fraction=True) if isinstance(value, (int, float)) else _num(value)


def _num(value: Any) -> str:
    if isinstance(value, (int, float)):
        return f"{value:,.2f}".rstrip("0").rstrip(".") if isinstance(value, float) else f"{value:,}"
    return "no data" if value is None else str(value)


def help_text(catalog: Catalog | None) -> str:
    if catalog is None:
        return "Ask a question about the data in this database; questions outside a metric catalog need a model."
    metrics = "; ".join(m.label for m in catalog.layer.metrics.values())
    dims = ", ".join(catalog.vocab.dimension_label(d).lower() for d in catalog.vocab.dimension_labels)
    example = next(iter(catalog.layer.metrics.values())).label.lower()
    return (
        f"I answer questions about these metrics: {metrics}. You can filter and break them down by: {dims}; "
        f"and give a date range, e.g. '{example} last month', '{example} by month in 2025', "
        f"'top 3 … by {example}'. I ask back when a question is ambiguous."
    )


def out_of_scope_text(catalog: Catalog | None) -> str:
    if catalog is None:
        return OUT_OF_SCOPE
    metrics = ", ".join(m.label for m in list(catalog.layer.metrics.values())[:8])
    return (
        f"That is outside what I can answer from this data. I answer questions about metrics such as {metrics}. "
        "Ask 'help' for the whole list."
    )
