"""SemanticQuery + SemanticLayer + dialect → SQL, built as sqlglot expressions, with MetricFlow's semantics.

The plan: every measure is aggregated in its own CTE (its table LEFT JOINed to dimension models through
entities, filtered, grouped by the query's keys); ratio and derived metrics, several metrics, and a comparison
period are combined from those CTEs with FULL OUTER JOINs on the group keys and COALESCE of the keys, so no
group is lost when one source has no rows for it. Same input, same SQL text.

Not supported (a CompileError says so): `offset_to_grain`, an offset inside an offset, an offset of a
cumulative metric, filters on metrics, median on SQLite, a comparison grouped by metric_time. Where MetricFlow
joins a time spine, a calendar of the query's range is written into the SQL (cumulative periods, offsets by
period); with no range, the data's own periods stand in. time_rollup averages the periods that have rows;
`join_to_timespine` is ignored.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date, timedelta
from typing import Literal

from sqlglot import exp

from sqlclarify.semantic.errors import CompileError
from sqlclarify.semantic.joins import metric_dimensions, metric_measures, metric_models, resolve_dimension
from sqlclarify.semantic.lookups import coverage_query, values_query
from sqlclarify.semantic.model import (
    METRIC_TIME,
    Grain,
    MeasureInput,
    Metric,
    MetricInput,
    SemanticLayer,
    SemanticModel,
)
from sqlclarify.semantic.periods import (
    grain_rank,
    grain_step,
    parse_window,
    shift_day,
    truncate_day,
)
from sqlclarify.semantic.query import SemanticQuery
from sqlclarify.semantic.scope import Key, Scope, Window, query_window
from sqlclarify.semantic.source import VALUE, MeasureSource, aggregate, valid_grain
from sqlclarify.semantic.sqlbuild import (
    Dialect,
    check_dialect,
    column,
    date_literal,
    ident,
    parse_sql,
    shift,
    to_float,
    truncate,
)

__all__ = [
    "CompileError",
    "CompiledQuery",
    "OutputColumn",
    "compile_query",
    "coverage_query",
    "metric_dimensions",
    "resolve_dimension",
    "values_query",
]

Role = Literal["dimension", "time", "metric", "compare", "change", "change_pct"]
NO_FULL_JOIN = frozenset({"mysql", "clickhouse"})  # engines without (standard) FULL OUTER JOIN: UNION ALL instead
MAX_CALENDAR = 1000  # periods listed in the SQL for a cumulative metric; beyond, the data's own periods


@dataclass(frozen=True)
class OutputColumn:
    """A column of the compiled query's result, and what it means."""

    name: str
    role: Role
    ref: str  # the metric name, the dimension reference, or metric_time
    grain: str | None = None


@dataclass
class CompiledQuery:
    sql: str
    expression: exp.Select
    columns: list[OutputColumn]


@dataclass(frozen=True)
class Part:
    """A CTE with the scope's key columns and one value column; `fill` replaces a missing value."""

    cte: str
    fill: float | None = None


def compile_query(layer: SemanticLayer, query: SemanticQuery, dialect: str) -> CompiledQuery:
    """The SQL answering `query` in `dialect` ("sqlite", "duckdb" or "postgres"), and its output columns."""
    return _Compiler(layer, check_dialect(dialect)).compile(query)


class _Compiler:
    def __init__(self, layer: SemanticLayer, dialect: Dialect) -> None:
        self.layer = layer
        self.dialect = dialect
        self.ctes: list[tuple[str, exp.Select]] = []
        self.memo: dict[tuple, Part] = {}

    # ---- the query -------------------------------------------------------------------------------------
    def compile(self, query: SemanticQuery) -> CompiledQuery:
        metrics = list(dict.fromkeys(query.metrics))
        if not metrics:
            raise CompileError("the query names no metric")
        for name in metrics:
            metric_models(self.layer, name)  # unknown metric or measure, a metric defined by itself → CompileError
        keys = self.keys(query, metrics)
        filters = tuple((f.dimension, tuple(f.values), f.exclude) for f in query.filters)
        for dim, values, _ in filters:
            if not values:
                raise CompileError(f"the filter on {dim!r} has no values")
        scope = Scope(tuple(keys), query_window(query.time_range, "time range"), filters)
        parts = [self.metric(name, scope) for name in metrics]
        outputs: list[tuple[str, Callable[[list[exp.Expression]], exp.Expression]]] = []
        columns = [
            OutputColumn(k.name, "time" if k.is_metric_time or k.grain else "dimension", k.ref, k.grain) for k in keys
        ]
        n = len(metrics)
        for i, name in enumerate(metrics):
            outputs.append((name, lambda v, i=i: v[i]))
            columns.append(OutputColumn(name, "metric", name))
        if query.compare_to is not None:
            if any(k.is_metric_time for k in keys):
                raise CompileError("a comparison of two periods cannot also be grouped by metric_time")
            if query.time_range is None:
                raise CompileError("a comparison needs the time range it is compared with")
            other = replace(scope, window=query_window(query.compare_to, "comparison range"))
            parts += [self.metric(name, other) for name in metrics]
            for i, name in enumerate(metrics):
                outputs += [
                    (f"{name}__compare", lambda v, i=i: v[n + i]),
                    (f"{name}__change", lambda v, i=i: exp.Sub(this=v[i], expression=v[n + i])),
                    (f"{name}__change_pct", lambda v, i=i: _change_pct(v[i], v[n + i])),
                ]
                columns += [
                    OutputColumn(f"{name}__compare", "compare", name),
                    OutputColumn(f"{name}__change", "change", name),
                    OutputColumn(f"{name}__change_pct", "change_pct", name),
                ]
        select = self.combine(parts, scope.keys, outputs)
        ordering = self.order(query, keys, columns)
        if ordering:
            select = select.order_by(*ordering, copy=False)
        if query.limit is not None:
            select = select.limit(query.limit, copy=False)
        for name, cte in self.ctes:
            select = select.with_(ident(name, self.dialect), as_=cte, copy=False)
        return CompiledQuery(select.sql(dialect=self.dialect), select, columns)

    def keys(self, query: SemanticQuery, metrics: list[str]) -> list[Key]:
        keys: list[Key] = []
        for group in query.group_by:
            ref, grain = group.dimension, group.grain
            entities_and_name = ref.split("__")
            if entities_and_name[0] == METRIC_TIME:
                if len(entities_and_name) == 2 and grain is None:
                    grain = valid_grain(entities_and_name[1], ref)  # "metric_time__month"
                grain = grain or self.default_grain(metrics)
                keys.append(Key(f"{METRIC_TIME}__{grain}", METRIC_TIME, grain))
                continue
            location = resolve_dimension(self.layer, ref, metrics[0])
            if location.dimension.type == "time":
                grain = grain or location.dimension.granularity or "day"
                keys.append(Key(f"{location.dimension.name}__{grain}", ref, grain))
            else:
                keys.append(Key(location.dimension.name, ref))
        bare = [k.name for k in keys]
        keys = [
            replace(k, name=resolve_dimension(self.layer, k.ref, metrics[0]).ref) if bare.count(k.name) > 1 else k
            for k in keys
        ]
        if len({k.name for k in keys}) < len(keys):
            raise CompileError("the query groups by the same dimension twice")
        return keys

    def default_grain(self, metrics: list[str]) -> Grain:
        """Day, or the coarsest stored grain of the metrics' time dimensions (a monthly table → month)."""
        grains: list[Grain] = ["day"]
        for name in metrics:
            for measure in metric_measures(self.layer, name):
                model, m = self.layer.measures[measure]
                dim = model.dimension(m.agg_time_dimension or model.default_agg_time_dimension or "")
                if dim is not None and dim.granularity:
                    grains.append(dim.granularity)
        return max(grains, key=grain_rank)

    def order(self, query: SemanticQuery, keys: list[Key], columns: list[OutputColumn]) -> list[exp.Ordered]:
        names = {k.ref: k.name for k in keys} | {c.name: c.name for c in columns}
        for k in keys:
            if k.is_metric_time:
                names[METRIC_TIME] = k.name
        ordered: list[exp.Ordered] = []
        for item in query.order_by:
            name = names.get(item.key)
            if name is None:
                raise CompileError(f"cannot order by {item.key!r}: it is not a metric or a group-by of the query")
            ordered.append(exp.Ordered(this=column(name, None, self.dialect), desc=item.descending, nulls_first=False))
        used = {o.this.name for o in ordered}
        # the group keys always follow, so ties come out in the same order on every engine
        ordered += [
            exp.Ordered(this=column(k.name, None, self.dialect), desc=False, nulls_first=False)
            for k in keys
            if k.name not in used
        ]
        return ordered

    # ---- metrics ---------------------------------------------------------------------------------------
    def metric(self, name: str, scope: Scope, rollup: bool = True) -> Part:
        """The metric's values over `scope` (`rollup=False`: ignore meta.time_rollup, as inside a rollup)."""
        memo_key = ("metric", name, scope, rollup)
        if memo_key not in self.memo:
            self.memo[memo_key] = self._metric(name, scope, rollup)
        return self.memo[memo_key]

    def _metric(self, name: str, scope: Scope, rollup: bool) -> Part:
        metric = self.layer.metrics.get(name)
        if metric is None:
            raise CompileError(f"unknown metric {name!r}")
        what = f"metric {name!r}"
        if rollup and metric.time_rollup is not None and self.needs_rollup(metric, scope):
            return self.rollup(metric, scope)
        scope = scope.with_where(metric.filter)
        if metric.type == "simple":
            if metric.measure is None:
                raise CompileError(f"{what} has no measure")
            return self.measure(metric.measure, scope, what)
        if metric.type == "cumulative":
            return self.cumulative(metric, scope, what)
        if metric.type == "ratio":
            if metric.numerator is None or metric.denominator is None:
                raise CompileError(f"{what} needs a numerator and a denominator")
            parts = [self.input(metric.numerator, scope, what), self.input(metric.denominator, scope, what)]
            return self.register(name, self.combine(parts, scope.keys, [(VALUE, lambda v: _ratio(v[0], v[1]))]))
        if not metric.metrics or not metric.expr:
            raise CompileError(f"{what} needs input metrics and an expr")
        parts = [self.input(i, scope, what) for i in metric.metrics]
        names = [i.alias or i.name for i in metric.metrics]
        formula = parse_sql(metric.expr, self.dialect, what)
        return self.register(
            name, self.combine(parts, scope.keys, [(VALUE, lambda v: _derived(formula, names, v, what))])
        )

    def input(self, item: MetricInput, scope: Scope, what: str) -> Part:
        scope = scope.with_where(item.filter)
        if item.offset_to_grain is not None:
            raise CompileError(f"{what}: offset_to_grain on {item.name!r} is not supported")
        if item.offset_window:
            if scope.offset is not None:
                raise CompileError(f"{what}: an offset inside an offset metric is not supported")
            if scope.window is None and not any(k.is_metric_time for k in scope.keys):
                raise CompileError(
                    f"{what} compares {item.name!r} with {item.offset_window} before: give a time range "
                    "or group by metric_time"
                )
            scope = replace(scope, offset=parse_window(item.offset_window, what))
        return self.metric(item.name, scope)

    def needs_rollup(self, metric: Metric, scope: Scope) -> bool:
        assert metric.time_rollup is not None
        time_key = next((k for k in scope.keys if k.is_metric_time), None)
        return time_key is None or grain_rank(time_key.grain or "day") > grain_rank(metric.time_rollup.grain)

    def rollup(self, metric: Metric, scope: Scope) -> Part:
        """meta.time_rollup: the metric per `grain` period, then AVG/MIN/MAX/first/last of those per group."""
        assert metric.time_rollup is not None
        grain, how = metric.time_rollup.grain, metric.time_rollup.agg
        inner_key = Key(f"{METRIC_TIME}__{grain}", METRIC_TIME, grain)
        outer_time = next((k for k in scope.keys if k.is_metric_time), None)
        inner_keys = (*[k for k in scope.keys if not k.is_metric_time], inner_key)
        part = self.metric(metric.name, replace(scope, keys=inner_keys), rollup=False)
        src = exp.to_identifier("r")
        value = _filled(column(VALUE, "r", self.dialect), part.fill)
        period = column(inner_key.name, "r", self.dialect)
        outs: list[exp.Expression] = []
        groups: list[exp.Expression] = []
        for key in scope.keys:
            expr = (
                truncate(period, key.grain or "day", self.dialect)
                if key is outer_time
                else column(key.name, "r", self.dialect)
            )
            outs.append(exp.alias_(expr, ident(key.name, self.dialect)))
            groups.append(expr.copy())
        base = exp.Table(this=ident(part.cte, self.dialect), alias=exp.TableAlias(this=src))
        if how in ("average", "min", "max"):
            agg = {"average": exp.Avg, "min": exp.Min, "max": exp.Max}[how](this=value)
            select = exp.select(*outs, exp.alias_(agg, VALUE)).from_(base)
            if groups:
                select = select.group_by(*groups)
            return self.register(metric.name, select)
        # first / last: the value of the earliest / latest period of each group
        window = exp.Window(
            this=exp.RowNumber(),
            partition_by=groups or None,
            order=exp.Order(expressions=[exp.Ordered(this=period, desc=how == "last", nulls_first=False)]),
        )
        ranked = exp.select(*outs, exp.alias_(value, VALUE), exp.alias_(window, "rn")).from_(base)
        ranked_cte = self.add_cte(f"{metric.name}_ranked", ranked)
        final = exp.select(*[column(k.name, None, self.dialect) for k in scope.keys], column(VALUE, None, self.dialect))
        final = final.from_(exp.Table(this=ident(ranked_cte, self.dialect))).where(
            exp.EQ(this=column("rn", None, self.dialect), expression=exp.Literal.number(1))
        )
        return self.register(metric.name, final)

    # ---- measures --------------------------------------------------------------------------------------
    def measure(self, item: MeasureInput, scope: Scope, what: str) -> Part:
        if item.name not in self.layer.measures:
            raise CompileError(f"{what} uses an unknown measure {item.name!r}")
        model, measure = self.layer.measures[item.name]
        scope = scope.with_where(item.filter)
        time_key = next((k for k in scope.keys if k.is_metric_time), None)
        lookup = None
        if scope.offset is not None and time_key is not None:
            lookup = _offset_lookup(scope.window, time_key.grain or "day", scope.offset)
        src = MeasureSource(self.layer, self.dialect, model, what)
        offset = None if lookup is not None else scope.offset
        keys = [(k.name, src.key(k, measure.name, offset)) for k in scope.keys]
        conditions = src.time_range(measure.name, scope.window.shifted(scope.offset) if scope.window else None)
        conditions += src.filters(scope) + [src.where(w, measure.name) for w in scope.where]
        agg = aggregate(measure.agg, src.bind(measure.expr, f"measure {measure.name!r}"), self.dialect, what)
        cte = self.add_cte(model.name, src.select(keys, agg, conditions))
        if lookup is None or time_key is None:
            return Part(cte, item.fill_nulls_with)
        # each period of the range shows the value of the period `offset` before it (as MetricFlow's time spine
        # join does; the dates are worked out here, so a month before March 31 is February 28 on every engine)
        spine = self.add_cte("offset_periods", self.literal_rows(lookup, ["period", "source_period"]))
        moved = exp.select(
            *[
                exp.alias_(
                    column("period" if k is time_key else k.name, "o" if k is time_key else "s", self.dialect),
                    ident(k.name, self.dialect),
                )
                for k in scope.keys
            ],
            column(VALUE, "s", self.dialect),
        )
        moved = moved.from_(
            exp.Table(this=ident(cte, self.dialect), alias=exp.TableAlias(this=ident("s", self.dialect)))
        )
        moved = moved.join(
            exp.Table(this=ident(spine, self.dialect), alias=exp.TableAlias(this=ident("o", self.dialect))),
            on=exp.EQ(
                this=column(time_key.name, "s", self.dialect), expression=column("source_period", "o", self.dialect)
            ),
            join_type="inner",
        )
        return Part(self.add_cte(f"{model.name}_offset", moved), item.fill_nulls_with)

    def cumulative(self, metric: Metric, scope: Scope, what: str) -> Part:
        """All time up to the end of each period (or of the range), or a trailing `window`, or grain-to-date."""
        if metric.measure is None:
            raise CompileError(f"{what} has no measure")
        if scope.offset is not None:
            raise CompileError(f"{what}: a time offset of a cumulative metric is not supported")
        model, measure = self.layer.measures[metric.measure.name]
        scope = scope.with_where(metric.measure.filter)
        window = parse_window(metric.window, what) if metric.window else None
        to_date = metric.grain_to_date
        src = MeasureSource(self.layer, self.dialect, model, what)
        t = src.time(measure.name)
        agg = aggregate(measure.agg, src.bind(measure.expr, f"measure {measure.name!r}"), self.dialect, what)
        conditions = src.filters(scope) + [src.where(w, measure.name) for w in scope.where]
        time_key = next((k for k in scope.keys if k.is_metric_time), None)
        if time_key is None:
            keys = [(k.name, src.key(k, measure.name, None)) for k in scope.keys]
            if scope.window is None:
                if window or to_date:
                    raise CompileError(f"{what} is cumulative over a window: give a time range")
            else:
                end = scope.window.end
                conditions.append(exp.LT(this=t.copy(), expression=date_literal(end.isoformat())))
                if window:
                    start = shift_day(end, -window[0], window[1])
                    conditions.append(exp.GTE(this=t.copy(), expression=date_literal(start.isoformat())))
                if to_date:
                    start = truncate_day(end - timedelta(days=1), to_date)
                    conditions.append(exp.GTE(this=t.copy(), expression=date_literal(start.isoformat())))
            return Part(self.add_cte(model.name, src.select(keys, agg, conditions)), metric.measure.fill_nulls_with)
        grain = time_key.grain or "day"
        if to_date and grain_rank(to_date) < grain_rank(grain):
            raise CompileError(f"{what} accumulates {to_date} to date; it cannot be grouped by {grain}")
        spine_cte = self.add_cte(f"{model.name}_periods", self.periods(model, measure.name, time_key, scope, what))
        start = column("period", "p", self.dialect)
        amount, unit = grain_step(grain)
        end = shift(start.copy(), amount, unit, self.dialect)
        on = [exp.LT(this=t.copy(), expression=end)]
        if window:
            on.append(exp.GTE(this=t.copy(), expression=shift(end.copy(), -window[0], window[1], self.dialect)))
        if to_date:
            on.append(exp.GTE(this=t.copy(), expression=truncate(start.copy(), to_date, self.dialect)))
        keys = [(k.name, start.copy() if k is time_key else src.key(k, measure.name, None)) for k in scope.keys]
        select = src.select(keys, agg, conditions)
        select = select.join(
            exp.Table(this=ident(spine_cte, self.dialect), alias=exp.TableAlias(this=ident("p", self.dialect))),
            on=exp.and_(*on),
            join_type="inner",
        )
        return Part(self.add_cte(model.name, select), metric.measure.fill_nulls_with)

    def periods(self, model: SemanticModel, measure_name: str, key: Key, scope: Scope, what: str) -> exp.Select:
        """The periods a cumulative metric reports: every period of the time range (a calendar, as MetricFlow's
        time spine would give), or with no range those where the measure's table has rows."""
        days = _calendar(scope.window, key.grain or "day")
        if days is not None:
            return self.literal_rows([(d,) for d in days], ["period"])
        src = MeasureSource(self.layer, self.dialect, model, what)
        spine = exp.select(exp.alias_(src.key(key, measure_name, None), "period")).distinct().from_(src.base())
        bounds = src.time_range(measure_name, scope.window)
        return spine.where(exp.and_(*bounds)) if bounds else spine

    def literal_rows(self, rows: list[tuple[date, ...]], names: list[str]) -> exp.Select:
        """SELECT * FROM (a UNION ALL of one-row SELECTs of dates): a VALUES list every engine reads."""
        selects = [
            exp.select(*[exp.alias_(_day(d, self.dialect), n) for d, n in zip(row, names, strict=True)]) for row in rows
        ]
        union: exp.Expression = selects[0]
        for other in selects[1:]:
            union = exp.union(union, other, distinct=False)
        alias = exp.TableAlias(this=ident("c", self.dialect))
        return exp.select(*names).from_(exp.Subquery(this=union, alias=alias))

    # ---- combining -------------------------------------------------------------------------------------
    def combine(
        self,
        parts: list[Part],
        keys: tuple[Key, ...],
        outputs: list[tuple[str, Callable[[list[exp.Expression]], exp.Expression]]],
    ) -> exp.Select:
        """One row per group present in any part: FULL OUTER JOIN on the keys, COALESCE of the keys (with no
        keys, CROSS JOIN of one-row aggregates); `outputs` are computed from the parts' values."""
        aliases = [f"p{i}" for i in range(len(parts))]
        tables = [
            exp.Table(this=ident(p.cte, self.dialect), alias=exp.TableAlias(this=ident(a, self.dialect)))
            for p, a in zip(parts, aliases, strict=True)
        ]
        if len(parts) == 1 or not keys:
            values = [_filled(column(VALUE, a, self.dialect), p.fill) for p, a in zip(parts, aliases, strict=True)]
            select = exp.select(
                *[exp.alias_(column(k.name, aliases[0], self.dialect), ident(k.name, self.dialect)) for k in keys],
                *[exp.alias_(fn(values), ident(name, self.dialect)) for name, fn in outputs],
            ).from_(tables[0])
            for extra in tables[1:]:
                select = select.join(extra, join_type="cross")
            return select
        if self.dialect in NO_FULL_JOIN:
            joined_cte = self.add_cte("joined", self._union_of_parts(tables, aliases, keys))
            values = [_filled(column(f"v{i}", None, self.dialect), p.fill) for i, p in enumerate(parts)]
            return exp.select(
                *[column(k.name, None, self.dialect) for k in keys],
                *[exp.alias_(fn(values), ident(name, self.dialect)) for name, fn in outputs],
            ).from_(exp.Table(this=ident(joined_cte, self.dialect)))
        if self.dialect == "sqlite" and sqlite3.sqlite_version_info < (3, 39):
            raise CompileError(
                f"combining several sources needs SQLite 3.39 or later (this is {sqlite3.sqlite_version})"
            )

        # Equality drops NULL keys from the join; regrouping by the coalesced keys merges those rows back,
        # and MAX picks each part's single value per group (PostgreSQL cannot FULL JOIN on IS NOT DISTINCT FROM).
        def merged(name: str, upto: int) -> exp.Expression:
            cols = [column(name, a, self.dialect) for a in aliases[:upto]]
            return cols[0] if len(cols) == 1 else exp.Coalesce(this=cols[0], expressions=cols[1:])

        joined = exp.select(
            *[exp.alias_(merged(k.name, len(parts)), ident(k.name, self.dialect)) for k in keys],
            *[exp.alias_(exp.Max(this=column(VALUE, a, self.dialect)), f"v{i}") for i, a in enumerate(aliases)],
        ).from_(tables[0])
        for i, extra in enumerate(tables[1:], start=1):
            on = exp.and_(
                *[exp.EQ(this=merged(k.name, i), expression=column(k.name, aliases[i], self.dialect)) for k in keys]
            )
            joined = joined.join(extra, on=on, join_type="full outer")
        joined = joined.group_by(*[merged(k.name, len(parts)) for k in keys])
        joined_cte = self.add_cte("joined", joined)
        values = [_filled(column(f"v{i}", None, self.dialect), p.fill) for i, p in enumerate(parts)]
        return exp.select(
            *[column(k.name, None, self.dialect) for k in keys],
            *[exp.alias_(fn(values), ident(name, self.dialect)) for name, fn in outputs],
        ).from_(exp.Table(this=ident(joined_cte, self.dialect)))

    def _union_of_parts(self, tables: list[exp.Table], aliases: list[str], keys: tuple[Key, ...]) -> exp.Select:
        """The FULL OUTER JOIN of the parts where the engine has none: every part's rows stacked (UNION ALL), its
        value in its own column and NULL in the others, then grouped by the keys (NULL keys form one group, as
        the regrouped join's do) with MAX picking each part's single value per group."""
        stacked: exp.Query | None = None
        for i, (source, alias) in enumerate(zip(tables, aliases, strict=True)):
            branch = exp.select(
                *[exp.alias_(column(k.name, alias, self.dialect), ident(k.name, self.dialect)) for k in keys],
                *[
                    exp.alias_(column(VALUE, alias, self.dialect) if j == i else exp.null(), f"v{j}")
                    for j in range(len(aliases))
                ],
            ).from_(source.copy())
            stacked = branch if stacked is None else exp.union(stacked, branch, distinct=False)
        assert stacked is not None
        names = [column(k.name, None, self.dialect) for k in keys]
        return (
            exp.select(
                *names,
                *[exp.alias_(exp.Max(this=column(f"v{j}", None, self.dialect)), f"v{j}") for j in range(len(aliases))],
            )
            .from_(exp.Subquery(this=stacked, alias=exp.TableAlias(this=ident("u", self.dialect))))
            .group_by(*[n.copy() for n in names])
        )

    def register(self, stem: str, select: exp.Select) -> Part:
        return Part(self.add_cte(stem, select))

    def add_cte(self, stem: str, select: exp.Select) -> str:
        """Register a CTE (an identical one already registered is reused) and return its name."""
        text = select.sql(dialect=self.dialect)
        for name, existing in self.ctes:
            if existing.sql(dialect=self.dialect) == text:
                return name
        name = f"{_slug(stem)}_{len(self.ctes) + 1}"
        self.ctes.append((name, select))
        return name


# ---- helpers ---------------------------------------------------------------------------------------------
def _calendar(window: Window | None, grain: Grain) -> list[date] | None:
    """The first day of every period of `grain` overlapping the window; None without a window or when too long."""
    if window is None:
        return None
    first, days = truncate_day(window.start, grain), []
    while first < window.end:
        if len(days) == MAX_CALENDAR:
            return None
        days.append(first)
        first = shift_day(first, *grain_step(grain))
    return days


def _offset_lookup(window: Window | None, grain: Grain, offset: tuple[int, str]) -> list[tuple[date, date]] | None:
    """(period, the period `offset` before it) for every period of the window."""
    days = _calendar(window, grain)
    if days is None:
        return None
    return [(d, truncate_day(shift_day(d, -offset[0], offset[1]), grain)) for d in days]


def _day(day: date, dialect: Dialect) -> exp.Expression:
    """A day as the compiler's date keys are: ISO text on SQLite, a DATE elsewhere."""
    literal = date_literal(day.isoformat())
    return literal if dialect == "sqlite" else exp.cast(literal, exp.DataType.build("date"))


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9_]+", "_", text.lower()).strip("_") or "cte"


def _filled(value: exp.Expression, fill: float | None) -> exp.Expression:
    if fill is None:
        return value
    literal = exp.Literal.number(int(fill) if float(fill).is_integer() else fill)
    return exp.Coalesce(this=value, expressions=[literal])


def _nullif_zero(value: exp.Expression) -> exp.Expression:
    return exp.Nullif(this=value, expression=exp.Literal.number(0))


def _ratio(numerator: exp.Expression, denominator: exp.Expression) -> exp.Expression:
    """Floating-point division, NULL when the denominator is 0."""
    # typed=True: the cast is already explicit, so sqlglot must not add its own
    return exp.Div(this=to_float(numerator), expression=_nullif_zero(denominator), typed=True, safe=False)


def _change_pct(current: exp.Expression, base: exp.Expression) -> exp.Expression:
    change = exp.Paren(this=exp.Sub(this=current, expression=base.copy()))
    return _ratio(exp.Mul(this=change, expression=exp.Literal.number(100)), base.copy())


def _derived(formula: exp.Expression, names: list[str], values: list[exp.Expression], what: str) -> exp.Expression:
    """The derived metric's expr over its inputs' values; every division is floating point and NULL on 0."""
    by_name = dict(zip(names, values, strict=True))

    def substitute(node: exp.Expression) -> exp.Expression:
        if isinstance(node, exp.Column) and not node.table:
            if node.name not in by_name:
                raise CompileError(f"{what}: its expr names {node.name!r}, which is not one of its inputs")
            value = by_name[node.name].copy()
            return value if isinstance(value, exp.Column | exp.Func | exp.Literal) else exp.Paren(this=value)
        return node

    result = formula.copy().transform(substitute)
    for div in reversed(list(result.find_all(exp.Div))):  # innermost first
        new = _ratio(div.this, div.expression)
        result = new if div is result else result
        div.replace(new)
    return result
