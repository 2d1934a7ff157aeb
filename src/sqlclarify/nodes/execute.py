"""execute: run the validated query read-only, with a timeout and a row cap."""

from __future__ import annotations

from datetime import date, datetime, time
from decimal import Decimal
from typing import Any

from langgraph.runtime import Runtime

from sqlclarify.context import Context
from sqlclarify.events import emit
from sqlclarify.state import State
from sqlclarify.warehouse.base import QueryError


def execute(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    ctx = runtime.context
    try:
        result = ctx.warehouse().run(state["sql"] or "", max_rows=ctx.max_rows, timeout_s=ctx.timeout_seconds)
    except QueryError as exc:
        emit("executed", ok=False, error=str(exc))
        return {"status": "error", "message": f"The query failed: {exc}"}
    emit("executed", ok=True, rows=len(result.rows), truncated=result.truncated, ms=round(result.elapsed_ms, 2))
    rows = [[_plain(value) for value in row] for row in result.rows]
    return {"columns": result.columns, "rows": rows, "row_count": len(rows), "truncated": result.truncated}


def _plain(value: object) -> object:
    """Blobs are shown as SQL hex literals, dates as ISO text, decimals as floats: every answer is plain JSON."""
    if isinstance(value, (bytes, bytearray, memoryview)):
        data = bytes(value)
        return f"x'{data[:32].hex()}'" + ("…" if len(data) > 32 else "")
    if isinstance(value, (date, time)):  # datetime is a date
        return value.isoformat(sep=" ") if isinstance(value, datetime) else value.isoformat()
    if isinstance(value, Decimal):
        return int(value) if value == value.to_integral_value() and abs(value) < 2**63 else float(value)
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    return str(value)  # intervals, UUIDs, arrays…: their text
