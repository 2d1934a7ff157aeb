"""validate: one read-only statement over real tables and columns, EXPLAINed on the database.

SQL the catalog compiled is judged once per (SQL, schema version); the model's SQL is judged every time."""

from __future__ import annotations

import time
from typing import Any

from langgraph.runtime import Runtime

from sqlclarify.context import Context
from sqlclarify.events import emit
from sqlclarify.state import State
from sqlclarify.warehouse.guard import validate_catalog_sql, validate_sql


def validate(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    ctx = runtime.context
    started = time.perf_counter()
    judge = validate_catalog_sql if state.get("sql_source") == "catalog" else validate_sql
    report = judge(state["sql"] or "", ctx.warehouse(), row_limit=ctx.row_limit)
    if not report.ok:
        emit(
            "validation_failed",
            errors=[e.model_dump() for e in report.errors],
            sql=state["sql"],
            ms=round((time.perf_counter() - started) * 1000, 2),
        )
    update: dict[str, Any] = {"validation": report.model_dump()}
    if report.ok:
        update |= {"sql": report.sql, "sql_error": None}
    else:
        update |= {"sql_error": report.summary(), "sql_attempts": state.get("sql_attempts", 0) + 1}
        if state.get("sql_source") == "model":  # the model sees its failed attempt and the error next time
            attempt = {"id": state.get("sql_call_id") or "submit_sql", "sql": state["sql"], "error": report.summary()}
            update["sql_history"] = [*state.get("sql_history", []), attempt]
    return update
