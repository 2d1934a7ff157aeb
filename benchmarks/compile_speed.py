"""Compile speed: one semantic query → SQL, median over every metric of the demo catalog, each asked by month
over a year and by a dimension, on each of SQLite, DuckDB and PostgreSQL. The goal (issue 20) is ≤ 5 ms per
query. Baseline: sqlglot parsing and re-rendering the same SQL text (what any SQL-producing layer pays)."""

from __future__ import annotations

import statistics
import time
from typing import Any

import sqlglot

from sqlclarify.semantic.compile import compile_query, metric_dimensions
from sqlclarify.semantic.query import GroupBy, SemanticQuery, TimeRange
from sqlclarify.semantic.readers import load_semantic_layer
from support import figure

GOAL_MS = 5.0
YEAR = TimeRange(start="2024-01-01", end="2024-12-31", label="2024")


def queries() -> list[SemanticQuery]:
    layer = load_semantic_layer()
    found = []
    for name in sorted(layer.metrics):
        dims = [d for d in metric_dimensions(layer, name) if d != "metric_time" and "__" not in d]
        group = [GroupBy(dimension="metric_time", grain="month")] + [GroupBy(dimension=d) for d in dims[:1]]
        found.append(SemanticQuery(metrics=[name], group_by=group, time_range=YEAR))
    return found


def measure(quick: bool = False) -> list[dict[str, Any]]:
    layer = load_semantic_layer()
    repeat = 3 if quick else 15
    compile_ms: list[float] = []
    baseline_ms: list[float] = []
    for query in queries():
        for dialect in ("sqlite", "duckdb", "postgres"):
            sql = compile_query(layer, query, dialect).sql  # warm
            for _ in range(repeat):
                started = time.perf_counter()
                compile_query(layer, query, dialect)
                compile_ms.append((time.perf_counter() - started) * 1000)
                started = time.perf_counter()
                sqlglot.parse_one(sql, read=dialect).sql(dialect=dialect)
                baseline_ms.append((time.perf_counter() - started) * 1000)
    measured, baseline = statistics.median(compile_ms), statistics.median(baseline_ms)
    return [
        figure(
            "compile_query",
            f"one semantic query compiled to SQL (demo catalog, {len(queries())} metrics × 3 dialects), median",
            f"{measured:.2f} ms",
            f"{baseline:.2f} ms (sqlglot parse + render of the same SQL)",
            measured / baseline if baseline else float("nan"),
            f"≤ {GOAL_MS:g} ms",
            measured <= GOAL_MS,
            f"p90 {statistics.quantiles(compile_ms, n=10)[-1]:.2f} ms",
        )
    ]
