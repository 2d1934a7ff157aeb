"""execute: run the query read-only, with a timeout and a row cap — after validating it again itself.

The state may hold SQL no validate node judged (a client that writes state, a checkpoint edited on disk), so the
SQL that runs is always the SQL this node validated. For a user under the operator's data boundary or a row
policy, SQL that is not the catalog's runs only where the database itself enforces the boundary."""

from __future__ import annotations

from datetime import date, datetime, time
from decimal import Decimal
from typing import Any

from langgraph.runtime import Runtime

from sqlclarify.context import Context
from sqlclarify.events import emit
from sqlclarify.state import State
from sqlclarify.warehouse.base import QueryError
from sqlclarify.warehouse.guard import validate_catalog_sql, validate_sql

NOT_ENFORCED = (
    "only the catalog's own queries run for you on this database: it cannot enforce your data boundary itself "
    "(on PostgreSQL the operator creates the boundary's role with `sqlclarify boundary --create-role`)"
)


def execute(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    ctx = runtime.context
    warehouse = ctx.warehouse()
    from_catalog = state.get("sql_source") == "catalog"
    judge = validate_catalog_sql if from_catalog else validate_sql
    # no EXPLAIN: the run itself is the engine's verdict; the static checks and the boundary are all here
    report = judge(state.get("sql") or "", warehouse, row_limit=ctx.row_limit, dry_run=False)
    if not report.ok:
        emit("executed", ok=False, error=report.summary())
        return {"status": "error", "message": f"The query was refused: {report.summary()}"}
    if not from_catalog and getattr(warehouse, "requires_enforcement", False) and not warehouse.enforced:
        emit("executed", ok=False, error=NOT_ENFORCED)
        return {"status": "error", "message": f"The query was refused: {NOT_ENFORCED}."}
    try:
        result = warehouse.run(report.sql, max_rows=ctx.max_rows, timeout_s=ctx.timeout_seconds)
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
