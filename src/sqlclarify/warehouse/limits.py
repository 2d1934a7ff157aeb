"""Row and byte caps shared by the engines: results are read row by row and stop at the first cap."""

from __future__ import annotations

import time
from collections.abc import Iterable
from typing import Any

from sqlclarify.warehouse.base import QueryError, QueryResult


def value_size(value: Any) -> int:
    return len(value) if isinstance(value, (str, bytes, bytearray, memoryview)) else 8


def collect(columns: list[str], rows: Iterable[Any], *, max_rows: int, max_bytes: int, started: float) -> QueryResult:
    """At most `max_rows` rows and `max_bytes` of values; QueryError past the byte cap."""
    kept: list[list[Any]] = []
    size = 0
    truncated = False
    for row in rows:
        if len(kept) >= max_rows:
            truncated = True
            break
        size += sum(value_size(v) for v in row)
        if size > max_bytes:
            raise QueryError(f"the result is larger than {max(1, max_bytes // (1024 * 1024))} MB; narrow the question")
        kept.append(list(row))
    return QueryResult(columns, kept, truncated, (time.perf_counter() - started) * 1000)


def timeout_message(timeout_s: float) -> str:
    return f"the query ran longer than the {timeout_s:g} s timeout and was stopped"
