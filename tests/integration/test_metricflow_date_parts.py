"""Calendar parts against MetricFlow itself: every plain metric of the demo catalog grouped by each date part
(`metric_time__extract_dow`, `extract_month`, …) and by a part with a time range; MetricFlow's SQL (cached in
tests/data/mf_sql/demo_date_parts.json.gz, see tests/support/mf_diff.py) and sqlclarify's both run on DuckDB and
must return the same rows; sqlclarify's SQL returns the same rows on SQLite too."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from sqlclarify.semantic.compile import compile_query
from sqlclarify.semantic.date_parts import DATE_PARTS
from sqlclarify.semantic.query import GroupBy, SemanticQuery, TimeRange
from sqlclarify.semantic.readers import load_semantic_layer
from tests.support.mf_diff import Engines, catalogs, describe, mf_sql, rows_of
from tests.support.tables import write_duckdb, write_sqlite

RANGE = ("2025-09-01", "2025-11-30")


def test_date_parts_return_what_metricflow_returns(demo_db: Path, tmp_path: Path) -> None:
    demo = next(c for c in catalogs(demo_db, []) if c.name == "demo")
    layer = load_semantic_layer(str(demo.sqlclarify_path))
    metrics = [
        name
        for name, metric in layer.metrics.items()
        if metric.type in ("simple", "ratio") and metric.time_rollup is None and not metric.filter
    ]
    requests, queries = [], []
    for name in metrics:
        for part in DATE_PARTS:
            for start, end in ((None, None), RANGE):
                requests.append(
                    {
                        "metrics": [name],
                        # MetricFlow takes a date part in its object syntax only ("dunder syntax not supported")
                        "group_by": [f"TimeDimension('metric_time', date_part_name='{part}')"],
                        "where": [],
                        "start": start,
                        "end": end,
                    }
                )
                window = TimeRange(start=start, end=end, label="range") if start and end else None
                queries.append(
                    SemanticQuery(
                        metrics=[name],
                        group_by=[GroupBy(dimension=f"metric_time__extract_{part}")],
                        time_range=window,
                        whole_periods=True,
                    )
                )
    results, _ = mf_sql(replace(demo, name="demo_date_parts"), requests)
    write_duckdb(tmp_path / "data.duckdb", demo.tables)
    write_sqlite(tmp_path / "data.sqlite", demo.tables)
    engines = Engines(tmp_path / "data.duckdb", tmp_path / "data.sqlite", None)
    problems, compared = [], 0
    try:
        for request, query, result in zip(requests, queries, results, strict=True):
            if "sql" not in result:
                continue  # MetricFlow refuses: not compared
            columns = [query.group_by[0].dimension, *request["metrics"]]
            expected = rows_of(*engines.run("duckdb", result["sql"]), columns)
            for dialect in ("duckdb", "sqlite"):
                got = rows_of(*engines.run(dialect, compile_query(layer, query, dialect).sql), columns)
                if got != expected:
                    ours, theirs = describe(got - expected), describe(expected - got)
                    problems.append(f"{dialect} {request}: ours {ours}, MetricFlow {theirs}")
            compared += 1
    finally:
        engines.close()
    assert compared >= len(metrics) * len(DATE_PARTS), f"only {compared} of {len(requests)} compared"
    assert not problems, "\n".join(problems[:20])
