"""Differential test: sqlclarify's semantic compiler against MetricFlow itself.

For every catalog the project ships (the demo and each example) and the drafts `catalog init` writes for databases
nobody prepared (and for Northwind), queries are generated (every metric × its dimensions × grains × filters × time
ranges, from a fixed seed). MetricFlow's own test manifests are held out and not used. MetricFlow's SQL for
them (cached, see tests/support/mf_diff.py) and sqlclarify's SQL both run on DuckDB and must return the same rows;
sqlclarify's SQL must return the same rows on SQLite and PostgreSQL as on DuckDB (by default for every metric once
and every query shape once: `on_other_engines`).

A query sqlclarify cannot compile counts as "unsupported"; one MetricFlow refuses is not compared. Every
difference or unsupported query must be listed, by catalog, metric and outcome, in
tests/data/metricflow/known_differences.yaml (and in docs/evaluation.md): a new one fails the test, and so does an entry
that no longer happens.
"""

from __future__ import annotations

import hashlib
import os
import sys
import time
from pathlib import Path

import pytest

from sqlclarify.errors import InputError
from sqlclarify.metric_queries import run_metric_query
from sqlclarify.semantic.compile import compile_query
from sqlclarify.semantic.errors import CompileError
from sqlclarify.semantic.lookups import values_query
from sqlclarify.semantic.model import METRIC_TIME, SemanticLayer
from sqlclarify.semantic.readers import load_semantic_layer
from sqlclarify.warehouse.base import QueryResult
from tests.support.mf_diff import (
    Catalog,
    Engines,
    Expected,
    Known,
    MetricFlowRows,
    Tally,
    catalogs,
    describe,
    drafted_catalogs,
    known_differences,
    mf_sql,
    rows_of,
    spine_tables,
)
from tests.support.mf_queries import QuerySpec, generate, metric_shape
from tests.support.tables import write_duckdb, write_postgres, write_sqlite

SEED = 20_251_125
MIN_QUERIES = 2_000
# random mixes per metric (24 by default): fewer for a catalog whose SQL is slow on SQLite (cumulative metrics
# over a calendar), so the suite's time stays small; its fixed queries (every metric by every grain and
# dimension) are all asked
PER_METRIC = {"bikeshare": 6}
# `make test` compares a fixed, covering sample: the first query of each catalog × kind × metric (so every
# metric of every catalog is asked in every shape the generator makes of it) and a twelfth of the rest, chosen by a
# hash of each query. A new difference in it fails, and the suite keeps to its time budget. SQLCLARIFY_MF_FULL=1
# compares every query and also fails on a listed difference that no longer happens (docs/evaluation.md's figures
# are such a run).
FULL = os.environ.get("SQLCLARIFY_MF_FULL") == "1"
SAMPLE_STRIDE = 12
MIN_SAMPLED = 450  # a floor for the sample (a twelfth of some 9,000 generated queries, and the covering ones)


def in_sample(catalog: str, spec: QuerySpec, covered: set[tuple]) -> bool:
    """Whether `make test` compares this query: always with SQLCLARIFY_MF_FULL=1, else when it is the first of
    its catalog, kind and metrics, or its hash falls in the fixed twelfth."""
    if FULL:
        return True
    shape = (catalog, spec.kind, spec.metrics)
    if shape not in covered:
        covered.add(shape)
        return True
    return int(hashlib.sha256(spec.key.encode()).hexdigest(), 16) % SAMPLE_STRIDE == 0


def on_other_engines(layer: SemanticLayer, catalog: str, spec: QuerySpec, checked: set[tuple]) -> bool:
    """Whether this query's SQL is also run on SQLite and PostgreSQL (held to DuckDB's rows): always with
    SQLCLARIFY_MF_FULL=1, else for the first query of its catalog and metric, and the first of its catalog, kind
    and metric shape (the SQL a dialect writes differently follows the shape: the metric's type, window, its
    measures' aggregations, filters and balances; every metric of every catalog in every shape the generator makes
    of it was compared on all three engines, where half the differential's CPU went to SQLite and PostgreSQL
    running queries of one shape again for each metric)."""
    if FULL:
        return True
    shapes = {(catalog, "metrics", spec.metrics), (catalog, spec.kind, _sql_shape(layer, spec.metrics))}
    new = shapes - checked
    checked |= shapes
    return bool(new)


def _sql_shape(layer: SemanticLayer, names: tuple[str, ...]) -> tuple:
    """What of the metrics' definitions changes the SQL a dialect writes (not their names or columns): each
    metric's type, window and filters, its inputs' types and offsets, its measures' aggregations."""
    return tuple(_metric_sql_shape(layer, name) for name in names)


def _metric_sql_shape(layer: SemanticLayer, name: str) -> tuple:
    metric = layer.metrics[name]
    inputs = [i for i in (metric.numerator, metric.denominator) if i] + metric.metrics
    measures = [layer.measures[m][1] for m in layer.base_measures(name) if m in layer.measures]
    fills = [
        (metric.measure.fill_nulls_with is not None, metric.measure.join_to_timespine, bool(metric.measure.filter))
    ] if metric.measure else []  # fmt: skip
    return (
        metric.type, metric.window, metric.grain_to_date, metric.period_agg, bool(metric.filter), tuple(fills),
        tuple((layer.metrics[i.name].type, i.offset_window, i.offset_to_grain, bool(i.filter)) for i in inputs),
        tuple(sorted((m.agg, m.percentile is not None, m.non_additive is not None) for m in measures)),
    )  # fmt: skip


def _values(layer: SemanticLayer, engines: Engines) -> dict[str, list[str]]:
    """Known text values of each categorical dimension (up to 40), for filters."""
    values: dict[str, list[str]] = {}
    refs = {ref for name in layer.metrics for ref in _categorical(layer, name)}
    for ref in sorted(refs):
        try:
            _, rows = engines.run("duckdb", values_query(layer, ref, "duckdb", limit=41))
        except (CompileError, Exception):  # an ambiguous bare name: no filters on it
            continue
        found = [r[0] for r in rows]
        if found and len(found) <= 40 and all(isinstance(v, str) for v in found):
            values[ref] = found
    return values


def _custom_values(layer: SemanticLayer, engines: Engines, span: tuple) -> dict[str, list[str]]:
    """The periods of each custom granularity of the time spine over the data's span (`metric_time__NAME`),
    for filters on them."""
    values: dict[str, list[str]] = {}
    for spine in layer.time_spines:
        for name, col in spine.custom_granularities.items():
            try:
                _, rows = engines.run(
                    "duckdb",
                    f'SELECT DISTINCT CAST("{col}" AS VARCHAR) FROM "{spine.table}" WHERE "{spine.column}" '
                    f"BETWEEN DATE '{span[0].isoformat()}' AND DATE '{span[1].isoformat()}' ORDER BY 1",
                )
            except Exception:  # a spine this harness does not load (MetricFlow's manifests name theirs)
                continue
            values[f"{METRIC_TIME}__{name}"] = [r[0] for r in rows if r[0] is not None]
    return values


def _categorical(layer: SemanticLayer, name: str) -> list[str]:
    try:
        return metric_shape(layer, name).categorical
    except CompileError:
        return []


def _span(engines: Engines, catalog: Catalog) -> tuple:
    """The first and last day of the catalog's data (over its date and timestamp columns, time spine aside)."""
    days = []
    calendars = spine_tables(catalog.mf_manifest)
    for table in catalog.tables:
        if table.name in calendars:
            continue
        for column, kind in table.columns:
            if kind in ("date", "timestamp"):
                _, rows = engines.run("duckdb", f'SELECT MIN("{column}"), MAX("{column}") FROM "{table.name}"')
                days += [v if not hasattr(v, "date") else v.date() for v in rows[0] if v is not None]
    return (min(days), max(days))


def _deliberate(layer: SemanticLayer, spec: QuerySpec) -> bool:
    """sqlclarify's own meta.time_rollup (DAU over a month is the average day), which MetricFlow does not know."""
    time_grain = next((g.grain for g in spec.group_by if g.ref == METRIC_TIME), None)
    order = ["day", "week", "month", "quarter", "year"]
    for name in spec.metrics:
        rollup = layer.metrics[name].time_rollup
        if rollup is not None and (time_grain is None or order.index(time_grain) > order.index(rollup.grain)):
            return True
    return False


def _known(known: list[Known], catalog: str, spec: QuerySpec, outcome: str) -> Known | None:
    for entry in known:
        if entry.catalog == catalog and entry.outcome == outcome and entry.metric in spec.metrics:
            entry.seen += 1
            return entry
    return None


MF_ALL_TIME_BEGIN = "2000-01-01"  # MetricFlow's TimeRangeConstraint.all_time() starts here


def _compare(catalog: Catalog, engines: Engines, known: list[Known], problems: list[str]) -> Tally:
    layer = load_semantic_layer(catalog.sqlclarify_path)
    span = _span(engines, catalog)
    values = _values(layer, engines) | _custom_values(layer, engines, span)
    specs = generate(layer, values, span, SEED, per_metric=PER_METRIC.get(catalog.name, 24))
    started = time.monotonic()
    results, asked = mf_sql(catalog, [s.mf_request() for s in specs])
    print(
        f"{catalog.name}: {len(specs)} queries, MetricFlow {'asked' if asked else 'cached'} "
        f"{time.monotonic() - started:.1f}s",
        file=sys.stderr,
    )
    tally = Tally()
    mf_rows = MetricFlowRows(catalog)
    covered: set[tuple] = set()
    checked: set[tuple] = set()  # the shapes already run on SQLite and PostgreSQL
    for spec, mf in zip(specs, results, strict=True):
        if not in_sample(catalog.name, spec, covered):
            continue
        tally.kinds[spec.kind] += 1
        if "error" in mf:
            tally.mf_refused += 1
            continue
        if _deliberate(layer, spec):
            tally.deliberate += 1
            continue
        request = spec.mf_request()
        if min(d for d in (request.get("start"), request.get("end"), "9999") if d) < MF_ALL_TIME_BEGIN:
            # MetricFlow clamps a time constraint to its "all time", which begins 2000-01-01 (Northwind's 1990s
            # orders fall before it): MetricFlow's answer there is not a definition to hold sqlclarify to
            tally.before_2000 += 1
            continue
        try:
            compiled = compile_query(layer, spec.semantic_query(), "duckdb")
        except CompileError as err:
            tally.unsupported += 1
            if _known(known, catalog.name, spec, "unsupported") is None:
                problems.append(f"{catalog.name}: {spec.key}: unsupported by sqlclarify: {err}")
            continue
        wanted_mf = [g.mf_name for g in spec.group_by] + list(spec.metrics)
        expected = mf_rows.expected(
            spec.key, mf["sql"], lambda sql=mf["sql"], wanted=wanted_mf: rows_of(*engines.run("duckdb", sql), wanted)
        )
        if expected is None:  # MetricFlow's SQL fails (an expr naming a table MetricFlow aliases): not compared
            tally.mf_refused += 1
            continue
        tally.compared += 1
        wanted = len(compiled.columns)  # by position: a metric may share its name with a dimension
        try:
            ran = engines.run("duckdb", compiled.sql)
            ours = rows_of(*ran, wanted)
        except Exception as err:
            if _known(known, catalog.name, spec, "error") is None:
                problems.append(f"{catalog.name}: {spec.key}: sqlclarify's SQL fails on DuckDB: {err}")
            continue
        verb_engine = _DuckDBOfEngines(engines, (compiled.sql, *ran))
        _check_query_verb(layer, verb_engine, spec, expected, ours, tally, problems, catalog.name)
        if expected.matches(ours):
            tally.equal += 1
        elif _known(known, catalog.name, spec, "differ") is None:
            problems.append(
                f"{catalog.name}: {spec.key}: MetricFlow {describe(expected.rows - ours)} vs sqlclarify "
                f"{describe(ours - expected.rows)}"
            )
        if not on_other_engines(layer, catalog.name, spec, checked):
            continue
        for engine in ("sqlite", "postgres"):
            if engine == "postgres" and engines.postgres is None:
                continue
            tally.engine_checks[engine] += 1
            try:
                sql = compile_query(layer, spec.semantic_query(), engine).sql
                theirs = rows_of(*engines.run(engine, sql), wanted)
            except Exception as err:
                theirs = None
                detail = f"fails: {' '.join(str(err).split())[:300]}"
            if theirs == ours:
                tally.engine_equal[engine] += 1
            elif _known(known, catalog.name, spec, engine) is None:
                if theirs is not None:
                    detail = f"{describe(theirs - ours)} vs DuckDB {describe(ours - theirs)}"
                problems.append(f"{catalog.name}: {spec.key}: {engine} {detail}")
    mf_rows.save()
    return tally


class _DuckDBOfEngines:
    """The harness's DuckDB connection as a warehouse (the verbs' own read-only layers are tested elsewhere: the
    file is open here already, and DuckDB takes one configuration per file and process)."""

    dialect = "duckdb"

    def __init__(self, engines: Engines, known: tuple[str, list[str], list[tuple]] | None = None) -> None:
        self.engines = engines
        self.known = known  # (SQL, columns, rows) the harness just ran on the same connection

    def run(self, sql: str, *, max_rows: int = 10_000, **_: object) -> QueryResult:
        if self.known is not None and sql == self.known[0]:  # the same SQL on the same read-only file: same rows
            columns, rows = self.known[1], self.known[2]
        else:
            columns, rows = self.engines.run("duckdb", sql)
        return QueryResult(columns=columns, rows=[list(r) for r in rows[:max_rows]], truncated=len(rows) > max_rows)


def _check_query_verb(
    layer: SemanticLayer,
    warehouse: _DuckDBOfEngines,
    spec,
    expected: Expected,
    ours,
    tally: Tally,
    problems: list[str],
    name: str,
) -> None:
    """`sqlclarify query` with MetricFlow's own request (names, where filters, time constraints) returns
    MetricFlow's rows, or the compiler's where those differ from MetricFlow's (a difference judged, and listed,
    on its own); a request it cannot express (a filter it does not parse) is counted, not compared."""
    request = spec.mf_request()
    try:
        answer = run_metric_query(
            layer, warehouse, request["metrics"], request["group_by"], request["where"],
            request["start"], request["end"], max_rows=1_000_000,
        )  # fmt: skip
    except InputError:
        tally.verb_unexpressed += 1
        return
    tally.verb_checks += 1
    got = rows_of(
        answer.columns, [tuple(r) for r in answer.rows], [g.mf_name for g in spec.group_by] + list(spec.metrics)
    )
    # MetricFlow's rows, or the compiler's where those differ from MetricFlow's (judged on their own)
    if got == ours or expected.matches(got):
        tally.verb_equal += 1
    else:
        problems.append(
            f"{name}: {spec.key}: sqlclarify query {describe(got - expected.rows)} vs MetricFlow "
            f"{describe(expected.rows - got)}"
        )


@pytest.fixture(scope="module")
def postgres_or_none(request: pytest.FixtureRequest):
    from tests.support.postgres import pg_bin

    if pg_bin() is None:
        if os.environ.get("CI"):
            pytest.fail("PostgreSQL server binaries are required in CI")
        return None
    return request.getfixturevalue("postgres_server")


def test_sqlclarify_returns_what_metricflow_returns(demo_db: Path, tmp_path: Path, postgres_or_none) -> None:
    known = known_differences()
    problems: list[str] = []
    total = Tally()
    lines: list[str] = []
    unreadable: list[str] = []
    only = {n for n in os.environ.get("SQLCLARIFY_MF_ONLY", "").split(",") if n}  # a few catalogs, while working
    for catalog in catalogs(demo_db, unreadable) + drafted_catalogs(tmp_path / "drafted"):
        if only and catalog.name not in only:
            continue
        folder = tmp_path / catalog.name
        folder.mkdir()
        write_duckdb(folder / "data.duckdb", catalog.tables)
        write_sqlite(folder / "data.sqlite", catalog.tables)
        url = None
        if postgres_or_none is not None:
            url = postgres_or_none.create_database(f"mf_{catalog.name}")
            write_postgres(url, catalog.tables)
        engines = Engines(folder / "data.duckdb", folder / "data.sqlite", url)
        started = time.monotonic()
        try:
            tally = _compare(catalog, engines, known, problems)
        finally:
            engines.close()
        lines.append(tally.line(f"  {catalog.name} ({time.monotonic() - started:.0f}s)"))
        total.add(tally)
    summary = "\n".join(
        [total.line("metricflow differential"), *lines, *[f"  not read by sqlclarify: {u}" for u in unreadable]]
    )
    stale = [
        f"{k.catalog} / {k.metric} / {k.outcome}"
        for k in known
        if FULL and k.seen == 0 and (not only or k.catalog in only)
    ]
    report = os.environ.get("SQLCLARIFY_MF_REPORT")
    if report:
        listed = "\n".join([*problems, *(f"stale: {s}" for s in stale)])
        Path(report).write_text(summary + "\n\n" + listed + "\n", encoding="utf-8")
    print("\n" + summary)  # shown with -s, and in the failure report
    assert not problems, f"{len(problems)} new differences from MetricFlow:\n" + "\n".join(problems[:40])
    assert not stale, "known differences that no longer happen (remove them from known_differences.yaml and "
    "docs/evaluation.md): " + "; ".join(stale)
    assert only or total.compared >= (MIN_QUERIES if FULL else MIN_SAMPLED), summary
