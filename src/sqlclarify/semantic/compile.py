"""SemanticQuery + SemanticLayer + dialect → SQL, built as sqlglot expressions, with MetricFlow's semantics.

The plan: every measure is aggregated in its own CTE (its table LEFT JOINed to dimension models through
entities, filtered, grouped by the query's keys); ratio and derived metrics, several metrics, and a comparison
period are combined from those CTEs with FULL OUTER JOINs on the group keys and COALESCE of the keys, so no
group is lost when one source has no rows for it. Same input, same SQL text.

Not supported (a CompileError says so): `offset_to_grain` without a time range and metric_time, an offset
inside an offset, a cumulative or offset metric by a custom granularity, a comparison grouped by metric_time.
Where MetricFlow joins a time spine, a calendar of the query's range is written into the SQL (cumulative
periods, offsets by period); with no range, the catalog's own time spine table where it declares one
(`join_to_timespine`, all-time cumulative rows), else the data's own periods. time_rollup averages the
periods that have rows.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date, timedelta
from typing import Literal

from sqlglot import exp

from sqlclarify.semantic.date_parts import date_part_of
from sqlclarify.semantic.errors import CompileError
from sqlclarify.semantic.joins import (
    metric_dimensions,
    metric_entity_key,
    metric_measures,
    metric_models,
    resolve_dimension,
)
from sqlclarify.semantic.lookups import coverage_query, values_in_use_query, values_query
from sqlclarify.semantic.model import (
    GRAINS,
    METRIC_TIME,
    Grain,
    MeasureInput,
    Metric,
    MetricInput,
    SemanticLayer,
    SemanticModel,
    TimeRollup,
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
from sqlclarify.semantic.source import VALUE, Agg, MeasureSource, aggregate, measure_agg, offset_rank, valid_grain
from sqlclarify.semantic.sqlbuild import (
    Dialect,
    check_dialect,
    column,
    date_literal,
    ident,
    shift,
    table,
    to_float,
    truncate,
)
from sqlclarify.semantic.translate import catalog_sql

__all__ = [
    "CompileError",
    "CompiledQuery",
    "OutputColumn",
    "compile_query",
    "coverage_query",
    "metric_dimensions",
    "resolve_dimension",
    "values_in_use_query",
    "values_query",
]

Role = Literal["dimension", "time", "metric", "compare", "change", "change_pct", "share", "part", "part_pct"]
# engines whose parts are stacked (UNION ALL, then grouped) rather than FULL OUTER JOINed: those without a
# (standard) FULL OUTER JOIN, and SQLite, whose FULL JOIN of two CTEs uses no index on either side (a ratio by day
# and two dimensions, 4,000 groups a side, took 4 s; stacked, 0.1 s)
STACKED_PARTS = frozenset({"mysql", "clickhouse", "sqlite"})
MAX_CALENDAR = 1000  # periods listed in the SQL for a cumulative metric; beyond, the data's own periods


# measures whose cumulative value is the same aggregate over per-day partials: each kind → how partials combine
DAY_PARTIALS = {"sum": "sum", "count": "sum", "sum_boolean": "sum", "min": "min", "max": "max"}
DAY = "sqlclarify_day"


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
        self.cte_names: dict[str, str] = {}  # the SQL of each CTE → its name, so an identical one is reused
        self.cte_texts: dict[str, str] = {}
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
        scope = Scope(
            tuple(keys),
            self.fill_grain(query_window(query.time_range, "time range"), keys, metrics, query.whole_periods),
            filters,
        )
        parts = [self.metric(name, scope) for name in metrics]
        outputs: list[tuple[str, Callable[[list[exp.Expression]], exp.Expression]]] = []
        columns = [
            OutputColumn(
                k.name, "time" if k.is_metric_time or k.grain else "dimension", k.asked or k.ref, k.custom or k.grain
            )
            for k in keys
        ]
        n = len(metrics)
        if query.part is not None:
            if query.compare_to is not None:
                raise CompileError("a part of the whole and a comparison of periods cannot be asked together")
            part = query.part
            if not part.values:
                raise CompileError(f"the part's filter on {part.dimension!r} has no values")
            within = replace(scope, filters=(*scope.filters, (part.dimension, tuple(part.values), part.exclude)))
            parts += [self.metric(name, within) for name in metrics]
            for i, name in enumerate(metrics):  # the part, the whole and the part in percent of the whole
                outputs += [
                    (f"{name}__part", lambda v, i=i: v[n + i]),
                    (name, lambda v, i=i: v[i]),
                    (
                        f"{name}__part_pct",
                        lambda v, i=i: _ratio(exp.Mul(this=v[n + i], expression=exp.Literal.number(100)), v[i]),
                    ),
                ]
                columns += [
                    OutputColumn(f"{name}__part", "part", name),
                    OutputColumn(name, "metric", name),
                    OutputColumn(f"{name}__part_pct", "part_pct", name),
                ]
        else:
            for i, name in enumerate(metrics):
                outputs.append((name, lambda v, i=i: v[i]))
                columns.append(OutputColumn(name, "metric", name))
        if query.compare_to is not None:
            if query.time_range is None:
                raise CompileError("a comparison needs the time range it is compared with")
            compared = self.fill_grain(
                query_window(query.compare_to, "comparison range"), keys, metrics, query.whole_periods
            )
            assert compared is not None and scope.window is not None
            if any(k.is_metric_time for k in keys):
                # period over period for each period: every period next to the one as far before it as the
                # comparison range is before the time range (MoM: one month, YoY: one year)
                other = replace(scope, offset=_range_offset(scope.window, compared), by_period=True)
            else:
                other = replace(scope, window=compared)
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
        period = next((k for k in keys if k.is_metric_time), None)
        if query.compare_to is not None and period is not None and len(scope.keys) > 0:
            select = self.up_to_last_period(select, period, parts[:n])
        if query.shares or query.top is not None or query.running_total:
            select = self.shaped(select, query, keys, columns)
        ordering = self.order(query, keys, columns)
        if ordering:
            select = select.order_by(*ordering, copy=False)
        if query.limit is not None:
            select = select.limit(query.limit, copy=False)
        # each CTE was rendered once when it was registered: the statement is those texts and the final SELECT's
        # (rendering the whole tree again would double the compile time)
        text = select.sql(dialect=self.dialect, copy=False)
        if self.ctes:
            named = [
                f"{ident(name, self.dialect).sql(dialect=self.dialect)} AS ({self.cte_texts[name]})"
                for name, _ in self.ctes
            ]
            text = f"WITH {', '.join(named)} {text}"
        for name, cte in self.ctes:
            select = select.with_(ident(name, self.dialect), as_=cte, copy=False)
        return CompiledQuery(text, select, columns)

    def up_to_last_period(self, select: exp.Select, period: Key, main: list[Part]) -> exp.Select:
        """Growth per period lists the periods up to the last one with a value of its own: "month over month in
        2025" with data through June has no row for July (which only the comparison, June, would fill)."""
        d = self.dialect
        last = [
            exp.LTE(
                this=column(period.name, None, d),
                expression=exp.Subquery(
                    this=exp.select(exp.Max(this=column(period.name, None, d))).from_(exp.Table(this=ident(p.cte, d)))
                ),
            )
            for p in main
        ]
        return select.where(exp.or_(*last, copy=False), copy=False)

    def shaped(
        self, select: exp.Select, query: SemanticQuery, keys: list[Key], columns: list[OutputColumn]
    ) -> exp.Select:
        """Shares of a total (value / SUM(value) OVER the rows, or per `within` group) and the top N rows
        per group (ROW_NUMBER() OVER (PARTITION BY per ORDER BY the metric)), over the answer's rows."""
        d = self.dialect
        names = [c.name for c in columns]
        answer = self.add_cte("answer", select)

        def group_columns(refs: list[str], what: str) -> list[exp.Expression]:
            found = []
            for ref in refs:
                key = next((k for k in keys if ref in (k.ref, k.name)), None)
                if key is None:
                    raise CompileError(f"{what}: {ref!r} is not a group-by of the query")
                found.append(column(key.name, None, d))
            return found

        outs: list[exp.Expression] = [column(n, None, d) for n in names]
        if query.running_total:
            outs = self.running_totals(query, keys, columns)
        for share in query.shares:
            if share.metric not in query.metrics:
                raise CompileError(f"a share of {share.metric!r}: it is not a metric of the query")
            value = column(share.metric, None, d)
            total = exp.Window(
                this=exp.Sum(this=value.copy()),
                partition_by=group_columns(share.within, f"a share of {share.metric!r}") or None,
            )
            outs.append(exp.alias_(_ratio(value, total), ident(f"{share.metric}__share", d), copy=False))
            columns.append(OutputColumn(f"{share.metric}__share", "share", share.metric))
        shaped = exp.select(*outs).from_(exp.Table(this=ident(answer, d)), copy=False)
        top = query.top
        if top is None:
            return shaped
        if top.by not in query.metrics:
            raise CompileError(f"the top {top.n} by {top.by!r}: it is not a metric of the query")
        order = [exp.Ordered(this=column(top.by, None, d), desc=top.descending, nulls_first=False)]
        order += [exp.Ordered(this=column(k.name, None, d), nulls_first=False) for k in keys]
        rank = exp.Window(
            this=exp.RowNumber(),
            partition_by=group_columns(top.per, f"the top {top.n} by {top.by!r}") or None,
            order=exp.Order(expressions=order),
        )
        ranked = self.add_cte("ranked", shaped.select(exp.alias_(rank, "sqlclarify_top_rank", copy=False)))
        return (
            exp.select(*[column(c.name, None, d) for c in columns])
            .from_(exp.Table(this=ident(ranked, d)), copy=False)
            .where(
                exp.LTE(this=column("sqlclarify_top_rank", None, d), expression=exp.Literal.number(top.n)), copy=False
            )
        )

    def running_totals(
        self, query: SemanticQuery, keys: list[Key], columns: list[OutputColumn]
    ) -> list[exp.Expression]:
        """Each metric column as SUM(value) OVER (PARTITION BY the other keys ORDER BY the period): the running
        total over the answer's periods. Only sums and counts add up over time."""
        d = self.dialect
        time = [k for k in keys if k.is_metric_time]
        if not time:
            raise CompileError("a running total needs the periods it runs over: group by metric_time")
        if query.compare_to is not None or query.part is not None:
            raise CompileError("a running total cannot be asked with a comparison or a part of the whole")
        for name in query.metrics:
            if not is_additive(self.layer, name):
                raise CompileError(f"a running total of {name!r}: only sums and counts add up over time")
        others = [column(k.name, None, d) for k in keys if not k.is_metric_time]
        outs: list[exp.Expression] = []
        for c in columns:
            if c.role != "metric":
                outs.append(column(c.name, None, d))
                continue
            window = exp.Window(
                this=exp.Sum(this=column(c.name, None, d)),
                partition_by=others or None,
                order=exp.Order(expressions=[exp.Ordered(this=column(time[0].name, None, d), nulls_first=False)]),
                spec=exp.WindowSpec(kind="ROWS", start="UNBOUNDED", start_side="PRECEDING", end="CURRENT ROW"),
            )
            outs.append(exp.alias_(window, ident(c.name, d), copy=False))
        return outs

    def keys(self, query: SemanticQuery, metrics: list[str]) -> list[Key]:
        keys: list[Key] = []
        for group in query.group_by:
            ref, grain = group.dimension, group.grain
            owner, _, last = ref.rpartition("__")
            if grain is None and date_part_of(last) is not None:  # "metric_time__extract_dow"
                ref, grain = owner, last
            part = date_part_of(grain)
            if part is not None:  # a calendar part: a number per row, grouped like a categorical dimension
                name = ref if ref == METRIC_TIME else resolve_dimension(self.layer, ref, metrics[0]).dimension.name
                keys.append(Key(f"{name}__{grain}", ref, part=part, asked=f"{ref}__{grain}"))
                continue
            entities_and_name = ref.split("__")
            if entities_and_name[0] == METRIC_TIME:
                if len(entities_and_name) == 2 and grain is None:
                    grain = entities_and_name[1]  # "metric_time__month"
                if grain is not None and self.layer.custom_grain(grain) is not None and grain not in GRAINS:
                    keys.append(Key(f"{METRIC_TIME}__{grain}", METRIC_TIME, "day", custom=grain))
                    continue
                grain = valid_grain(grain, ref) if grain else self.default_grain(metrics)
                keys.append(Key(f"{METRIC_TIME}__{grain}", METRIC_TIME, grain))
                continue
            if all(metric_entity_key(self.layer, ref, m) for m in metrics):  # grouped by an entity's key
                keys.append(Key(ref, ref, entity=True))
                continue
            location = resolve_dimension(self.layer, ref, metrics[0])
            if location.dimension.type == "time" and grain is not None and grain not in GRAINS:
                if self.layer.custom_grain(grain) is None:
                    valid_grain(grain, ref)
                keys.append(Key(f"{location.dimension.name}__{grain}", ref, "day", custom=grain))
            elif location.dimension.type == "time":
                grain = valid_grain(grain, ref) if grain else None
                grain = grain or location.dimension.granularity or "day"
                keys.append(Key(f"{location.dimension.name}__{grain}", ref, grain))
            else:
                keys.append(Key(location.dimension.name, ref))
        keys = self.time_as_metric_time(keys, metrics)
        bare = [k.name for k in keys]
        keys = [
            replace(k, name=resolve_dimension(self.layer, k.ref, metrics[0]).ref)
            if bare.count(k.name) > 1 and not k.entity
            else k
            for k in keys
        ]
        if len({k.name for k in keys}) < len(keys):
            raise CompileError("the query groups by the same dimension twice")
        return keys

    def time_as_metric_time(self, keys: list[Key], metrics: list[str]) -> list[Key]:
        """A group-by on the metrics' own aggregation time dimension (booking__ds__week) is metric_time for
        cumulative and offset metrics, as in MetricFlow (when the query has no metric_time of its own)."""
        if any(k.is_metric_time for k in keys):
            return keys
        timed = [m for m in metrics if self._spans_time(m)]
        if not timed:
            return keys
        for i, key in enumerate(keys):
            if key.entity or key.custom or key.grain is None or key.is_metric_time:
                continue
            if all(self._is_agg_time(key.ref, m) for m in metrics):
                keys[i] = replace(key, ref=METRIC_TIME, asked=key.ref)
                break
        return keys

    def _spans_time(self, name: str, seen: tuple[str, ...] = ()) -> bool:
        metric = self.layer.metrics.get(name)
        if metric is None or name in seen:
            return False
        if metric.type in ("cumulative", "conversion"):
            return True
        inputs = [i for i in (metric.numerator, metric.denominator, *metric.metrics) if i is not None]
        return any(i.offset_window or i.offset_to_grain or self._spans_time(i.name, (*seen, name)) for i in inputs)

    def _is_agg_time(self, ref: str, metric_name: str) -> bool:
        for measure_name in metric_measures(self.layer, metric_name):
            model, measure = self.layer.measures[measure_name]
            location = resolve_dimension(self.layer, ref, metric_name)
            own = measure.agg_time_dimension or model.default_agg_time_dimension
            if location.path or location.model.name != model.name or location.dimension.name != own:
                return False
        return True

    def fill_grain(
        self, window: Window | None, keys: list[Key], metrics: list[str], whole_periods: bool = True
    ) -> Window | None:
        """The range widened to whole periods of the query's metric_time grain when `whole_periods` (or, without
        one, of the metrics' coarsest stored grain), as MetricFlow adjusts a time constraint: Jan 15 – Feb 10 by
        month is January and February. Without `whole_periods`, only to the stored grain; and for a range of whole
        months (a month, a quarter, a year named) a stored period belongs to the one its first day is in (a weekly
        table's week of Monday Jul 28 is July's, not August's) unless none starts in the range (then the one
        holding it)."""
        if window is None:
            return None
        grains = [k.grain or "day" for k in keys if k.is_metric_time and not k.custom] if whole_periods else []
        grain = min(grains, key=grain_rank) if grains else self.default_grain(metrics)
        if grain == "day":
            return window
        first = truncate_day(window.start, grain)
        if not whole_periods and first < window.start and window.start.day == 1 and window.end.day == 1:
            following = shift_day(first, *grain_step(grain))
            if following < window.end:
                first = following
        last = truncate_day(window.end - timedelta(days=1), grain)
        return Window(first, shift_day(last, *grain_step(grain)))

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
        names = (
            {k.ref: k.name for k in keys}
            | {k.asked: k.name for k in keys if k.asked}
            | {c.name: c.name for c in columns}
        )
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
        if rollup and metric.type == "cumulative":
            # MetricFlow computes a cumulative metric per day (its finest grain) and, grouped by a coarser
            # period, keeps the first / last / average of those days per period (period_agg)
            finest = self.default_grain([metric.name])
            time_key = next((k for k in scope.keys if k.is_metric_time), None)
            if time_key is not None and grain_rank(time_key.grain or "day") > grain_rank(finest):
                return self.rollup(metric, scope, TimeRollup(grain=finest, agg=metric.period_agg))
        if rollup and metric.time_rollup is not None and self.needs_rollup(metric, scope):
            return self.rollup(metric, scope, metric.time_rollup)
        scope = scope.with_where(metric.filter)
        part = next((k for k in scope.keys if k.part), None)
        if part is not None and (metric.type in ("cumulative", "conversion") or scope.offset or scope.to_grain):
            raise CompileError(f"{what}: a cumulative or offset metric cannot be grouped by {part.asked}")
        custom = next((k.custom for k in scope.keys if k.custom), None)
        if custom and (metric.type == "cumulative" or scope.offset is not None or scope.to_grain is not None):
            raise CompileError(
                f"{what}: a cumulative or offset metric cannot be grouped by the custom grain {custom!r}"
            )
        if metric.type == "simple":
            if metric.measure is None:
                raise CompileError(f"{what} has no measure")
            return self.measure(metric.measure, scope, what)
        if metric.type == "cumulative":
            return self.cumulative(metric, scope, what)
        if metric.type == "conversion":
            return self.conversion(metric, scope, what)
        if metric.type == "ratio":
            if metric.numerator is None or metric.denominator is None:
                raise CompileError(f"{what} needs a numerator and a denominator")
            parts = [self.input(metric.numerator, scope, what), self.input(metric.denominator, scope, what)]
            return self.register(name, self.combine(parts, scope.keys, [(VALUE, lambda v: _ratio(v[0], v[1]))]))
        if not metric.metrics or not metric.expr:
            raise CompileError(f"{what} needs input metrics and an expr")
        parts = [self.input(i, scope, what) for i in metric.metrics]
        names = [i.alias or i.name for i in metric.metrics]
        formula = catalog_sql(metric.expr, self.layer.written_in(self.dialect), self.dialect, what)
        return self.register(
            name, self.combine(parts, scope.keys, [(VALUE, lambda v: _derived(formula, names, v, what))])
        )

    def input(self, item: MetricInput, scope: Scope, what: str) -> Part:
        scope = scope.with_where(item.filter)
        if item.offset_to_grain is not None:
            if scope.offset is not None or scope.to_grain is not None:
                raise CompileError(f"{what}: an offset inside an offset metric is not supported")
            if scope.window is None or not any(k.is_metric_time for k in scope.keys):
                raise CompileError(
                    f"{what} shows {item.name!r} at the start of each {item.offset_to_grain}: give a time range "
                    "and group by metric_time"
                )
            return self.metric(item.name, replace(scope, to_grain=item.offset_to_grain))
        if item.offset_window:
            offset = parse_window(item.offset_window, what)
            if scope.offset is not None and scope.to_grain is None:
                # an offset metric compared with an earlier period: the two offsets add up
                total = _add_offsets(scope.offset, offset)
                if total is not None:
                    return self.metric(item.name, replace(scope, offset=total))
            if scope.offset is not None or scope.to_grain is not None:
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

    def rollup(self, metric: Metric, scope: Scope, how_to: TimeRollup) -> Part:
        """meta.time_rollup: the metric per `grain` period, then AVG/MIN/MAX/first/last of those per group."""
        grain, how = how_to.grain, how_to.agg
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
            outs.append(exp.alias_(expr, ident(key.name, self.dialect), copy=False))
            groups.append(expr.copy())
        base = exp.Table(this=ident(part.cte, self.dialect), alias=exp.TableAlias(this=src))
        if how in ("average", "min", "max"):
            agg = {"average": exp.Avg, "min": exp.Min, "max": exp.Max}[how](this=value)
            select = exp.select(*outs, exp.alias_(agg, VALUE, copy=False)).from_(base, copy=False)
            if groups:
                select = select.group_by(*groups, copy=False)
            return self.register(metric.name, select)
        # first / last: the value of the earliest / latest period of each group
        window = exp.Window(
            this=exp.RowNumber(),
            partition_by=groups or None,
            order=exp.Order(expressions=[exp.Ordered(this=period, desc=how == "last", nulls_first=False)]),
        )
        ranked = exp.select(
            *outs, exp.alias_(value, VALUE, copy=False), exp.alias_(window, "sqlclarify_rn", copy=False)
        ).from_(base, copy=False)
        ranked_cte = self.add_cte(f"{metric.name}_ranked", ranked)
        final = exp.select(*[column(k.name, None, self.dialect) for k in scope.keys], column(VALUE, None, self.dialect))
        final = final.from_(exp.Table(this=ident(ranked_cte, self.dialect)), copy=False).where(
            exp.EQ(this=column("sqlclarify_rn", None, self.dialect), expression=exp.Literal.number(1)), copy=False
        )
        return self.register(metric.name, final)

    # ---- measures --------------------------------------------------------------------------------------
    def measure(self, item: MeasureInput, scope: Scope, what: str) -> Part:
        if item.name not in self.layer.measures:
            raise CompileError(f"{what} uses an unknown measure {item.name!r}")
        model, measure = self.layer.measures[item.name]
        scope = scope.with_where(item.filter)
        time_key = next((k for k in scope.keys if k.is_metric_time), None)
        lookup, window = self.offset_lookup(scope, what)
        src = self.source(model, what, measure.name)
        if (
            scope.offset is not None
            and time_key is not None
            and not time_key.custom
            and not scope.by_period
            and grain_rank(time_key.grain or "day") > offset_rank(scope.offset)
        ):
            return self.offset_before_aggregation(item, model, measure.name, src, scope, time_key, what)
        offset = None if lookup is not None else scope.offset
        keys = [(k.name, src.key(k, measure.name, offset)) for k in scope.keys]
        conditions = src.time_range(measure.name, window)
        conditions += src.filters(scope, measure.name) + [src.where(w, measure.name) for w in scope.where]
        agg = measure_agg(src, measure.name, what)
        time_name = time_key.name if time_key else self.own_time_key(scope, model, measure.name)
        cte = self.add_cte(model.name, src.select(keys, agg, conditions, time_key=time_name))
        if lookup is None or time_key is None:
            return self.spine_joined(Part(cte, item.fill_nulls_with), item, model, scope, what)
        moved = self.moved(cte, lookup, scope.keys, time_key)
        return self.spine_joined(Part(moved, item.fill_nulls_with), item, model, scope, what)

    def own_time_key(self, scope: Scope, model: SemanticModel, measure_name: str) -> str | None:
        """The key grouping by the measure's own time dimension (`snapshot__counted_on` by month) where the
        query has no metric_time: a balance is then taken per period of it, as MetricFlow does."""
        measure = model.measure(measure_name)
        own = (measure.agg_time_dimension if measure else None) or model.default_agg_time_dimension
        entities = {e.name for e in model.entities}
        for key in scope.keys:
            head, _, name = key.ref.rpartition("__")
            if not key.entity and name == own and head in entities:
                return key.name
        return None

    def offset_before_aggregation(
        self,
        item: MeasureInput,
        model: SemanticModel,
        measure_name: str,
        src: MeasureSource,
        scope: Scope,
        time_key: Key,
        what: str,
    ) -> Part:
        """An offset finer than the queried period (7 days, grouped by month): as MetricFlow, every day of the range
        takes the rows of the day `offset` before it, then the days are aggregated by period."""
        assert scope.offset is not None
        grain = time_key.grain or "day"
        days = _calendar(scope.window, "day")
        keys = [(k.name, src.key(k, measure_name, scope.offset)) for k in scope.keys]
        conditions = src.filters(scope, measure_name) + [src.where(w, measure_name) for w in scope.where]
        joins: tuple[tuple[exp.Table, exp.Expression], ...] = ()
        if days is not None and scope.window is not None:
            lookup = [(d, shift_day(d, -scope.offset[0], scope.offset[1])) for d in days]
            spine = self.add_cte("offset_days", self.literal_rows(lookup, ["period", "source_period"]))
            d = self.dialect
            dim = src.time_dimension(measure_name)
            day = src.at_grain(src.time(measure_name), dim, dim.granularity or "day")
            table = exp.Table(this=ident(spine, d), alias=exp.TableAlias(this=ident("o", d)))
            joins = ((table, exp.EQ(this=day, expression=column("source_period", "o", d))),)
            keys = [
                (k.name, truncate(column("period", "o", d), grain, d) if k is time_key else expr)
                for k, (_, expr) in zip(scope.keys, keys, strict=True)
            ]
            conditions += src.time_range(measure_name, scope.window.shifted(scope.offset))
        elif scope.window is not None:  # too many days to list: each row's day moves (the same but at month ends)
            conditions += src.time_range(measure_name, scope.window.shifted(scope.offset))
        agg = measure_agg(src, measure_name, what)
        cte = self.add_cte(
            f"{model.name}_offset", src.select(keys, agg, conditions, joins=joins, time_key=time_key.name)
        )
        return self.spine_joined(Part(cte, item.fill_nulls_with), item, model, scope, what)

    def offset_lookup(self, scope: Scope, what: str) -> tuple[list[tuple[date, date]] | None, Window | None]:
        """For an offset scope grouped by metric_time: (period, the period whose value it shows) for every period
        of the range, and the window the source is read over."""
        time_key = next((k for k in scope.keys if k.is_metric_time), None)
        window = scope.window.shifted(scope.offset) if scope.window else None
        lookup = None
        if scope.offset is not None and time_key is not None:
            lookup = _offset_lookup(scope.window, time_key.grain or "day", scope.offset)
        if scope.to_grain is not None and time_key is not None and scope.window is not None:
            grain = time_key.grain or "day"
            days = _calendar(scope.window, grain)
            if days is None:
                raise CompileError(f"{what}: the time range is too long for an offset to the start of a period")
            lookup = [(d, truncate_day(truncate_day(d, scope.to_grain), grain)) for d in days]
            window = Window(truncate_day(scope.window.start, scope.to_grain), scope.window.end)
        return lookup, window

    def moved(self, cte: str, lookup: list[tuple[date, date]], keys: tuple[Key, ...], time_key: Key) -> str:
        """Each period of the range shows the value of the period `offset` before it (as MetricFlow's time spine
        join does; the dates are worked out here, so a month before March 31 is February 28 on every engine)."""
        spine = self.add_cte("offset_periods", self.literal_rows(lookup, ["period", "source_period"]))
        moved = exp.select(
            *[
                exp.alias_(
                    column("period" if k is time_key else k.name, "o" if k is time_key else "s", self.dialect),
                    ident(k.name, self.dialect),
                    copy=False,
                )
                for k in keys
            ],
            column(VALUE, "s", self.dialect),
        )
        moved = moved.from_(
            exp.Table(this=ident(cte, self.dialect), alias=exp.TableAlias(this=ident("s", self.dialect))), copy=False
        )
        moved = moved.join(
            exp.Table(this=ident(spine, self.dialect), alias=exp.TableAlias(this=ident("o", self.dialect))),
            on=exp.EQ(
                this=column(time_key.name, "s", self.dialect), expression=column("source_period", "o", self.dialect)
            ),
            join_type="inner",
            copy=False,
        )
        return self.add_cte("offset", moved)

    def spine_joined(self, part: Part, item: MeasureInput, model: SemanticModel, scope: Scope, what: str) -> Part:
        """join_to_timespine: every period of the range (or of the data's span) gets a row, the periods without
        data a NULL value (then fill_nulls_with), as MetricFlow's time spine join does."""
        time_key = next((k for k in scope.keys if k.is_metric_time), None)
        if time_key is None and self.layer.time_spines:  # grouped by the measure's own time dimension
            own = self.own_time_key(scope, model, item.name)
            time_key = next((k for k in scope.keys if k.name == own), None)
        if not item.join_to_timespine or time_key is None:
            return part
        d = self.dialect
        spine_rows = self.spine_periods(time_key, scope)
        if spine_rows is None and time_key.custom:
            return part
        periods = self.add_cte(
            f"{model.name}_spine", spine_rows or self.periods(model, item.name, time_key, scope, what)
        )
        joined = exp.select(
            *[
                exp.alias_(
                    column("period" if k is time_key else k.name, "t" if k is time_key else "m", d),
                    ident(k.name, d),
                    copy=False,
                )
                for k in scope.keys
            ],
            column(VALUE, "m", d),
        ).from_(exp.Table(this=ident(periods, d), alias=exp.TableAlias(this=ident("t", d))), copy=False)
        joined = joined.join(
            exp.Table(this=ident(part.cte, d), alias=exp.TableAlias(this=ident("m", d))),
            on=exp.EQ(this=column(time_key.name, "m", d), expression=column("period", "t", d)),
            join_type="left",
            copy=False,
        )
        # MetricFlow filters again after the spine join on the dimensions the query groups by: a period without
        # data (no value of that dimension) is then not listed under an IN filter
        kept = [
            exp.In(this=column(k.name, "m", d), expressions=[exp.Literal.string(v) for v in values])
            for ref, values, exclude in scope.filters
            if not exclude
            for k in scope.keys
            if k.ref == ref and k is not time_key and not k.custom and not k.entity
        ]
        if kept:
            joined = joined.where(exp.and_(*kept, copy=False), copy=False)
        return Part(self.add_cte(f"{model.name}_filled", joined), part.fill)

    def source(self, model: SemanticModel, what: str, measure_name: str) -> MeasureSource:
        return MeasureSource(
            self.layer, self.dialect, model, what, time_measure=measure_name, metric_values=self.metric_values
        )

    def metric_values(self, name: str, entities: tuple[str, ...]) -> str:
        """A metric filter's values: the metric per entity key, over all time (as MetricFlow computes it)."""
        if name not in self.layer.metrics:
            raise CompileError(f"a filter names an unknown metric {name!r}")
        keys = tuple(Key(e, e, entity=True) for e in entities)
        return self.metric(name, Scope(keys, None, ())).cte

    def conversion(self, metric: Metric, scope: Scope, what: str) -> Part:
        """MetricFlow's conversion metric: each conversion event is credited to the latest base event of the same
        entity (and constant properties) at or before it, within the window; the conversions are grouped as that
        base event is. conversion_rate = conversions / base events; conversions = the conversion measure."""
        params = metric.conversion
        if params is None:
            raise CompileError(f"{what} has no conversion parameters")
        if scope.offset is not None or scope.to_grain is not None:
            raise CompileError(f"{what}: a time offset of a conversion metric is not supported")
        for item in (params.base_measure, params.conversion_measure):
            if item.name not in self.layer.measures:
                raise CompileError(f"{what} uses an unknown measure {item.name!r}")
        opportunities = self.measure(params.base_measure, scope, what)
        base_model, base_measure = self.layer.measures[params.base_measure.name]
        conv_model, conv_measure = self.layer.measures[params.conversion_measure.name]
        base_scope = scope.with_where(params.base_measure.filter)
        b = self.source(base_model, what, base_measure.name)
        c = self.source(conv_model, what, conv_measure.name)
        d = self.dialect

        def day(src: MeasureSource, measure_name: str) -> exp.Expression:
            dim = src.time_dimension(measure_name)
            return truncate(src.time(measure_name), dim.granularity or "day", d)

        def prop(src: MeasureSource, name: str) -> exp.Expression:
            try:
                return src.dimension(name)[0]
            except CompileError:
                return src.entity(name)

        base_cols = [(k.name, b.key(k, base_measure.name, None)) for k in scope.keys]
        base_cols += [
            ("sqlclarify_cv_entity", b.entity(params.entity)),
            ("sqlclarify_cv_time", day(b, base_measure.name)),
        ]
        base_cols += [(f"sqlclarify_cv_p{i}", prop(b, bp)) for i, (bp, _) in enumerate(params.constant_properties)]
        conditions = b.time_range(base_measure.name, scope.window)
        conditions += b.filters(base_scope, base_measure.name)
        conditions += [b.where(w, base_measure.name) for w in base_scope.where]
        base_rows = b.select(base_cols, exp.Literal.number(1), conditions, plain_rows=True)
        conv_cols = [
            ("sqlclarify_cv_entity", c.entity(params.entity)),
            ("sqlclarify_cv_time", day(c, conv_measure.name)),
            ("sqlclarify_cv_row", exp.Window(this=exp.RowNumber())),
        ]
        conv_cols += [(f"sqlclarify_cv_p{i}", prop(c, cp)) for i, (_, cp) in enumerate(params.constant_properties)]
        conv_value = c.bind(conv_measure.expr, f"measure {conv_measure.name!r}")
        conv_rows = c.select(conv_cols, conv_value, [], plain_rows=True)
        base_cte = self.add_cte(f"{metric.name}_base", base_rows)
        conv_cte = self.add_cte(f"{metric.name}_events", conv_rows)
        on = [
            exp.EQ(this=column("sqlclarify_cv_entity", "b", d), expression=column("sqlclarify_cv_entity", "c", d)),
            exp.LTE(this=column("sqlclarify_cv_time", "b", d), expression=column("sqlclarify_cv_time", "c", d)),
        ]
        on += [
            exp.EQ(this=column(f"sqlclarify_cv_p{i}", "b", d), expression=column(f"sqlclarify_cv_p{i}", "c", d))
            for i in range(len(params.constant_properties))
        ]
        if params.window:
            amount, unit = parse_window(params.window, what)
            on.append(
                exp.GT(
                    this=column("sqlclarify_cv_time", "b", d),
                    expression=shift(column("sqlclarify_cv_time", "c", d), -amount, unit, d),
                )
            )
        partition = [column(n, "c", d) for n in ("sqlclarify_cv_entity", "sqlclarify_cv_time", "sqlclarify_cv_row")]
        partition += [column(f"sqlclarify_cv_p{i}", "c", d) for i in range(len(params.constant_properties))]
        latest = exp.Order(
            expressions=[exp.Ordered(this=column("sqlclarify_cv_time", "b", d), desc=True, nulls_first=False)]
        )
        credited = exp.select(
            *[
                exp.alias_(
                    exp.Window(
                        this=exp.FirstValue(this=column(k.name, "b", d)),
                        partition_by=[p.copy() for p in partition],
                        order=latest.copy(),
                    ),
                    ident(k.name, d),
                    copy=False,
                )
                for k in scope.keys
            ],
            column("sqlclarify_cv_row", "c", d),
            column(VALUE, "c", d),
        ).distinct(copy=False)
        credited = credited.from_(
            exp.Table(this=ident(base_cte, d), alias=exp.TableAlias(this=ident("b", d))), copy=False
        )
        credited = credited.join(
            exp.Table(this=ident(conv_cte, d), alias=exp.TableAlias(this=ident("c", d))),
            on=exp.and_(*on, copy=False),
            join_type="inner",
            copy=False,
        )
        credited_cte = self.add_cte(f"{metric.name}_credited", credited)
        agg = aggregate(conv_measure.agg, column(VALUE, None, d), d, what)
        counted = exp.select(*[column(k.name, None, d) for k in scope.keys], exp.alias_(agg, VALUE, copy=False)).from_(
            exp.Table(this=ident(credited_cte, d)), copy=False
        )
        if scope.keys:
            counted = counted.group_by(*[column(k.name, None, d) for k in scope.keys], copy=False)
        conversions = Part(
            self.add_cte(f"{metric.name}_conversions", counted), params.conversion_measure.fill_nulls_with
        )
        # one row per group with base events, as MetricFlow joins the conversions to them (NULL: none converted)
        value: Callable[[list[exp.Expression]], exp.Expression] = (
            (lambda v: v[0]) if params.calculation == "conversions" else (lambda v: _ratio(v[0], v[1]))
        )
        return self.register(metric.name, self.combine([conversions, opportunities], scope.keys, [(VALUE, value)]))

    def cumulative(self, metric: Metric, scope: Scope, what: str) -> Part:
        """All time up to the end of each period (or of the range), or a trailing `window`, or grain-to-date."""
        if metric.measure is None:
            raise CompileError(f"{what} has no measure")
        if scope.offset is not None or scope.to_grain is not None:
            # the cumulative values of the earlier periods, then each period shows the one it is offset to
            lookup, window = self.offset_lookup(scope, what)
            time_key = next((k for k in scope.keys if k.is_metric_time), None)
            if time_key is not None and lookup is None:
                raise CompileError(f"{what} is offset in time: give a time range")
            if time_key is not None and lookup is not None:
                start = min(source for _, source in lookup)
                window = Window(start, shift_day(window.end - timedelta(days=1), *grain_step(time_key.grain or "day")))
            base = self.cumulative(metric, replace(scope, window=window, offset=None, to_grain=None), what)
            if time_key is None or lookup is None:
                return base
            return Part(self.moved(base.cte, lookup, scope.keys, time_key), base.fill)
        model, measure = self.layer.measures[metric.measure.name]
        scope = scope.with_where(metric.measure.filter)
        window = parse_window(metric.window, what) if metric.window else None
        to_date = metric.grain_to_date
        src = self.source(model, what, measure.name)
        t = src.time(measure.name)
        agg = measure_agg(src, measure.name, what)
        conditions = src.filters(scope, measure.name) + [src.where(w, measure.name) for w in scope.where]
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
        periods = self.periods(model, measure.name, time_key, scope, what, reach=window or to_date)
        # each period's bounds are worked out once per period, not once per (row, period) pair of the join
        d = self.dialect
        period = column("period", None, d)
        amount, unit = grain_step(grain)
        period_end = shift(period.copy(), amount, unit, d)
        bounds = [exp.alias_(period_end, "period_end", copy=False)]
        if window:
            bounds.append(exp.alias_(shift(period_end.copy(), -window[0], window[1], d), "period_from", copy=False))
        elif to_date:
            bounds.append(exp.alias_(truncate(period.copy(), to_date, d), "period_from", copy=False))
        framed = exp.select(period, *bounds).from_(_sub_select(periods, "cal", d), copy=False)
        spine_cte = self.add_cte(f"{model.name}_periods", framed)
        start = column("period", "p", d)
        on = [exp.LT(this=t.copy(), expression=column("period_end", "p", d))]
        if window or to_date:
            on.append(exp.GTE(this=t.copy(), expression=column("period_from", "p", d)))
        spine = exp.Table(this=ident(spine_cte, self.dialect), alias=exp.TableAlias(this=ident("p", self.dialect)))
        if agg.kind in DAY_PARTIALS and agg.non_additive is None:
            select = self.cumulative_from_days(
                model.name, src, measure.name, agg, conditions, scope, time_key, spine, bool(window or to_date)
            )
            return Part(self.add_cte(model.name, select), metric.measure.fill_nulls_with)
        keys = [(k.name, start.copy() if k is time_key else src.key(k, measure.name, None)) for k in scope.keys]
        select = src.select(keys, agg, conditions, joins=((spine, exp.and_(*on, copy=False)),), time_key=time_key.name)
        return Part(self.add_cte(model.name, select), metric.measure.fill_nulls_with)

    def cumulative_from_days(
        self,
        name: str,
        src: MeasureSource,
        measure_name: str,
        agg: Agg,
        conditions: list[exp.Expression],
        scope: Scope,
        time_key: Key,
        spine: exp.Table,
        framed: bool,
    ) -> exp.Select:
        """A cumulative measure per period from one partial aggregate per day (and per group): the join to the
        periods then pairs each period with days, not with rows. Periods start and end at midnight, so
        `day < period_end` (and `day >= period_from` for a window or a grain to date) keeps exactly the rows
        that `time < period_end` keeps. (Joining the rows themselves made a daily running total over three years
        of 80,000 rows take two minutes on SQLite.)"""
        d = self.dialect
        others = [k for k in scope.keys if k is not time_key]
        keys = [(k.name, src.key(k, measure_name, None)) for k in others]
        keys.append((DAY, truncate(src.time(measure_name), "day", d)))
        days = self.add_cte(f"{name}_days", src.select(keys, agg, conditions))
        if not framed:
            return self.running_from_days(name, days, others, scope, time_key, spine, DAY_PARTIALS[agg.kind])
        on: exp.Expression = exp.LT(this=column(DAY, "g", d), expression=column("period_end", "p", d))
        if framed:
            on = exp.and_(on, exp.GTE(this=column(DAY, "g", d), expression=column("period_from", "p", d)), copy=False)
        outer_keys = [column("period", "p", d) if k is time_key else column(k.name, "g", d) for k in scope.keys]
        total = aggregate(DAY_PARTIALS[agg.kind], column(VALUE, "g", d), d, "")
        select = exp.select(
            *[exp.alias_(e, ident(k.name, d), copy=False) for k, e in zip(scope.keys, outer_keys, strict=True)],
            exp.alias_(total, VALUE, copy=False),
        ).from_(exp.Table(this=ident(days, d), alias=exp.TableAlias(this=ident("g", d))), copy=False)
        select = select.join(spine, on=on, join_type="inner", copy=False)
        return select.group_by(*[e.copy() for e in outer_keys], copy=False)

    def running_from_days(
        self,
        name: str,
        days: str,
        others: list[Key],
        scope: Scope,
        time_key: Key,
        spine: exp.Table,
        combine: str,
    ) -> exp.Select:
        """An all-time cumulative measure per period from its per-day partials, without joining days to periods:
        the days and one marker per (group, period end) are stacked and read in time order, and each marker takes
        the running aggregate of the days before it (a marker sorts before a day of the same date: `day <
        period_end`); a group shows a period once it has a day before its end, as the join did. (The join paired
        every period with every earlier day: an all-time daily total over three years of data took 13 s on
        SQLite; this takes 0.3 s.)"""
        d = self.dialect
        periods = spine.this.name
        group = [k.name for k in others]
        kind, period, value, seen = "sqlclarify_kind", "sqlclarify_period", VALUE, "sqlclarify_seen"
        at = "sqlclarify_at"

        day_rows = exp.select(
            *[column(k, "g", d) for k in group],
            exp.alias_(column(DAY, "g", d), at, copy=False),
            exp.alias_(exp.Literal.number(1), kind, copy=False),
            exp.alias_(exp.Null(), period, copy=False),  # typed by the markers' periods
            exp.alias_(column(VALUE, "g", d), value, copy=False),
        ).from_(exp.Table(this=ident(days, d), alias=exp.TableAlias(this=ident("g", d))), copy=False)
        markers = exp.select(
            *[column(k, "k", d) for k in group],
            exp.alias_(column("period_end", "p", d), at, copy=False),
            exp.alias_(exp.Literal.number(0), kind, copy=False),
            exp.alias_(column("period", "p", d), period, copy=False),
            exp.alias_(exp.Null(), value, copy=False),
        ).from_(exp.Table(this=ident(periods, d), alias=exp.TableAlias(this=ident("p", d))), copy=False)
        if group:
            distinct = exp.select(*[column(k, None, d) for k in group]).distinct(copy=False)
            distinct = distinct.from_(exp.Table(this=ident(days, d)), copy=False)
            markers = markers.join(_sub_select(distinct, "k", d), join_type="cross", copy=False)
        stream = self.add_cte(f"{name}_stream", exp.union(day_rows, markers, distinct=False))

        def running(this: exp.Expression) -> exp.Window:
            return exp.Window(
                this=this,
                partition_by=[column(k, None, d) for k in group] or None,
                order=exp.Order(
                    expressions=[
                        exp.Ordered(this=column(at, None, d), nulls_first=False),
                        exp.Ordered(this=column(kind, None, d), nulls_first=False),
                    ]
                ),
                spec=exp.WindowSpec(kind="ROWS", start="UNBOUNDED", start_side="PRECEDING", end="CURRENT ROW"),
            )

        read = exp.select(
            *[column(k, None, d) for k in group],
            column(kind, None, d),
            column(period, None, d),
            exp.alias_(running(aggregate(combine, column(value, None, d), d, "")), value, copy=False),
            exp.alias_(running(exp.Sum(this=column(kind, None, d))), seen, copy=False),
        ).from_(exp.Table(this=ident(stream, d)), copy=False)
        ran = self.add_cte(f"{name}_running", read)
        outer = [
            exp.alias_(column(period if k is time_key else k.name, "r", d), ident(k.name, d), copy=False)
            for k in scope.keys
        ]
        return (
            exp.select(*outer, exp.alias_(column(value, "r", d), VALUE, copy=False))
            .from_(exp.Table(this=ident(ran, d), alias=exp.TableAlias(this=ident("r", d))), copy=False)
            .where(
                exp.and_(
                    exp.EQ(this=column(kind, "r", d), expression=exp.Literal.number(0)),
                    exp.GT(this=column(seen, "r", d), expression=exp.Literal.number(0)),
                    copy=False,
                ),
                copy=False,
            )
        )

    def periods(
        self,
        model: SemanticModel,
        measure_name: str,
        key: Key,
        scope: Scope,
        what: str,
        reach: tuple[int, str] | Grain | None = None,
    ) -> exp.Select:
        """The periods a cumulative metric reports: every period of the time range (a calendar, as MetricFlow's
        time spine would give), or with no range every period from the data's first to its last (a recursive
        calendar, so a period without rows is still there) — or, for a trailing window or a grain to date,
        to the last day the data still counts in (`reach`)."""
        grain = key.grain or "day"
        days = _calendar(scope.window, grain)
        if days is not None:
            return self.literal_rows([(d,) for d in days], ["period"])
        src = MeasureSource(self.layer, self.dialect, model, what)
        first = src.key(key, measure_name, None)
        last: exp.Expression = exp.Max(this=first.copy())
        spine_end = self.spine_end(grain) if reach is None and scope.window is None else None
        if spine_end is not None:  # all time: MetricFlow's rows go on to the end of the time spine
            last = spine_end
        elif reach is not None:
            day = exp.Max(this=truncate(src.time(measure_name), "day", self.dialect))
            if isinstance(reach, tuple):
                end = shift(shift(day, reach[0], reach[1], self.dialect), -1, "day", self.dialect)
            else:
                step = grain_step(reach)
                start = truncate(day, reach, self.dialect)
                end = shift(shift(start, step[0], step[1], self.dialect), -1, "day", self.dialect)
            last = truncate(end, grain, self.dialect)
        bounds = exp.select(
            exp.alias_(exp.Min(this=first), "lo", copy=False), exp.alias_(last, "hi", copy=False)
        ).from_(src.base(), copy=False)
        conditions = src.time_range(measure_name, scope.window)
        if conditions:
            bounds = bounds.where(exp.and_(*conditions, copy=False), copy=False)
        return self.recursive_calendar(bounds, grain)

    def spine_periods(self, key: Key, scope: Scope) -> exp.Select | None:
        """The periods of the catalog's own daily time spine table (its custom periods for a custom grain),
        within the range when there is one and the query's filters on custom periods — what MetricFlow's join
        to the time spine lists; None when the catalog declares no such spine."""
        window = scope.window
        d = self.dialect
        if key.custom:
            found = self.layer.custom_grain(key.custom)
            if found is None or found[0].grain != "day":
                return None
            spine, custom = found
            value: exp.Expression = column(custom, "ts", d)
        else:
            spine = next((s for s in self.layer.time_spines if s.grain == "day"), None)  # type: ignore[assignment]
            if spine is None:
                return None
            value = truncate(column(spine.column, "ts", d), key.grain or "day", d)
        select = exp.select(exp.alias_(value, "period", copy=False)).distinct(copy=False)
        select = select.from_(table(spine.table, "ts", d), copy=False)
        conditions: list[exp.Expression] = []
        if window is not None:
            day = column(spine.column, "ts", d)
            conditions += [
                exp.GTE(this=day, expression=_day(window.start, d)),
                exp.LT(this=day.copy(), expression=_day(window.end, d)),
            ]
        for ref, values, exclude in scope.filters:
            head, _, grain = ref.partition("__")
            found = self.layer.custom_grain(grain) if head == METRIC_TIME else None
            if found is not None and found[0].table == spine.table:
                listed = exp.In(this=column(found[1], "ts", d), expressions=[exp.Literal.string(v) for v in values])
                conditions.append(exp.not_(listed) if exclude else listed)
        if conditions:
            select = select.where(exp.and_(*conditions, copy=False), copy=False)
        return select

    def spine_end(self, grain: Grain) -> exp.Expression | None:
        """The last period of the catalog's daily time spine table (where MetricFlow's all-time cumulative
        rows end), as a scalar subquery; None without such a spine."""
        spine = next((s for s in self.layer.time_spines if s.grain == "day"), None)
        if spine is None:
            return None
        d = self.dialect
        last = exp.Max(this=truncate(column(spine.column, "ts", d), grain, d))
        return exp.Subquery(this=exp.select(last).from_(table(spine.table, "ts", d), copy=False))

    def recursive_calendar(self, bounds: exp.Select, grain: Grain) -> exp.Select:
        """Every period of `grain` from `bounds`' lo to hi (one row of period starts), by a recursive CTE."""
        d = self.dialect
        step = grain_step(grain)
        nxt = shift(column("period", "cal", d), step[0], step[1], d)
        if grain == "week":
            nxt = truncate(nxt, grain, d)
        seed = exp.select(exp.alias_(column("lo", "b", d), "period", copy=False)).from_(
            exp.Table(this=ident("bounds", d), alias=exp.TableAlias(this=ident("b", d))), copy=False
        )
        seed = seed.where(exp.Not(this=exp.Is(this=column("lo", "b", d), expression=exp.Null())), copy=False)
        more = (
            exp.select(exp.alias_(nxt, "period", copy=False))
            .from_(exp.Table(this=ident("cal", d)), copy=False)
            .join(
                exp.Table(this=ident("bounds", d), alias=exp.TableAlias(this=ident("b", d))),
                join_type="cross",
                copy=False,
            )
            .where(exp.LTE(this=nxt.copy(), expression=column("hi", "b", d)), copy=False)
        )
        calendar = exp.union(seed, more, distinct=False)
        return (
            exp.select(column("period", None, d))
            .from_(exp.Table(this=ident("cal", d)), copy=False)
            .with_("bounds", as_=bounds, recursive=True, copy=False)
            .with_("cal", as_=calendar, recursive=True, copy=False)
        )

    def literal_rows(self, rows: list[tuple[date, ...]], names: list[str]) -> exp.Select:
        """SELECT * FROM (a UNION ALL of one-row SELECTs of dates): a VALUES list every engine reads."""
        selects = [
            exp.select(*[exp.alias_(_day(d, self.dialect), n, copy=False) for d, n in zip(row, names, strict=True)])
            for row in rows
        ]
        # chunks of 100 rows, each a subquery: SQLite allows 500 terms in one compound SELECT, and a long chain
        # of UNIONs is a deep tree for sqlglot to render
        chunks: list[exp.Expression] = []
        for start in range(0, len(selects), 100):
            union: exp.Expression = selects[start]
            for other in selects[start + 1 : start + 100]:
                union = exp.Union(this=union, expression=other, distinct=False)  # exp.union copies: O(n²)
            chunks.append(union)
        if len(chunks) > 1:
            wrapped = [
                exp.select(*names).from_(
                    exp.Subquery(this=chunk, alias=exp.TableAlias(this=ident(f"c{i}", self.dialect))), copy=False
                )
                for i, chunk in enumerate(chunks)
            ]
            chunks = [wrapped[0]]
            for other in wrapped[1:]:
                chunks[0] = exp.Union(this=chunks[0], expression=other, distinct=False)
        alias = exp.TableAlias(this=ident("c", self.dialect))
        return exp.select(*names).from_(exp.Subquery(this=chunks[0], alias=alias), copy=False)

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
                *[
                    exp.alias_(column(k.name, aliases[0], self.dialect), ident(k.name, self.dialect), copy=False)
                    for k in keys
                ],
                *[exp.alias_(fn(values), ident(name, self.dialect), copy=False) for name, fn in outputs],
            ).from_(tables[0], copy=False)
            for extra in tables[1:]:
                select = select.join(extra, join_type="cross", copy=False)
            return select
        if self.dialect in STACKED_PARTS:
            joined_cte = self.add_cte("joined", self._union_of_parts(tables, aliases, keys))
            values = [_filled(column(f"v{i}", None, self.dialect), p.fill) for i, p in enumerate(parts)]
            return exp.select(
                *[column(k.name, None, self.dialect) for k in keys],
                *[exp.alias_(fn(values), ident(name, self.dialect)) for name, fn in outputs],
            ).from_(exp.Table(this=ident(joined_cte, self.dialect)))

        # Equality drops NULL keys from the join; regrouping by the coalesced keys merges those rows back,
        # and MAX picks each part's single value per group (PostgreSQL cannot FULL JOIN on IS NOT DISTINCT FROM).
        def merged(name: str, upto: int) -> exp.Expression:
            cols = [column(name, a, self.dialect) for a in aliases[:upto]]
            return cols[0] if len(cols) == 1 else exp.Coalesce(this=cols[0], expressions=cols[1:])

        joined = exp.select(
            *[exp.alias_(merged(k.name, len(parts)), ident(k.name, self.dialect), copy=False) for k in keys],
            *[
                exp.alias_(exp.Max(this=column(VALUE, a, self.dialect)), f"sqlclarify_v{i}", copy=False)
                for i, a in enumerate(aliases)
            ],
        ).from_(tables[0], copy=False)
        for i, extra in enumerate(tables[1:], start=1):
            on = exp.and_(
                *[exp.EQ(this=merged(k.name, i), expression=column(k.name, aliases[i], self.dialect)) for k in keys],
                copy=False,
            )
            joined = joined.join(extra, on=on, join_type="full outer", copy=False)
        joined = joined.group_by(*[merged(k.name, len(parts)) for k in keys], copy=False)
        joined_cte = self.add_cte("joined", joined)
        values = [_filled(column(f"sqlclarify_v{i}", None, self.dialect), p.fill) for i, p in enumerate(parts)]
        return exp.select(
            *[column(k.name, None, self.dialect) for k in keys],
            *[exp.alias_(fn(values), ident(name, self.dialect), copy=False) for name, fn in outputs],
        ).from_(exp.Table(this=ident(joined_cte, self.dialect)), copy=False)

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
        text = select.sql(dialect=self.dialect, copy=False)
        if text in self.cte_names:
            return self.cte_names[text]
        name = f"{_slug(stem)}_{len(self.ctes) + 1}"
        self.ctes.append((name, select))
        self.cte_names[text] = name
        self.cte_texts[name] = text
        return name


# ---- helpers ---------------------------------------------------------------------------------------------
def _add_offsets(first: tuple[int, str], second: tuple[int, str]) -> tuple[int, str] | None:
    """Two offsets as one (days with days, months and years as months); None when they cannot be added."""
    if first[1] == second[1]:
        return first[0] + second[0], first[1]
    months = {"month": 1, "year": 12}
    if first[1] in months and second[1] in months:
        return first[0] * months[first[1]] + second[0] * months[second[1]], "month"
    return None


def _range_offset(window: Window, compared: Window) -> tuple[int, str]:
    """How far before `window` the `compared` window starts: whole years or months when it is, else days."""
    months = (window.start.year - compared.start.year) * 12 + window.start.month - compared.start.month
    if months and shift_day(compared.start, months, "month") == window.start:
        return (months // 12, "year") if months % 12 == 0 else (months, "month")
    days = (window.start - compared.start).days
    if days == 0:
        raise CompileError("the comparison range starts when the time range does")
    return days, "day"


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


def _sub_select(select: exp.Select, alias: str, dialect: Dialect) -> exp.Subquery:
    return exp.Subquery(this=select, alias=exp.TableAlias(this=ident(alias, dialect)))


def _day(day: date, dialect: Dialect) -> exp.Expression:
    """A day as the compiler's date keys are: ISO text on SQLite, a DATE elsewhere."""
    literal = date_literal(day.isoformat())
    return literal if dialect == "sqlite" else exp.cast(literal, exp.DataType(this=exp.DataType.Type.DATE), copy=False)


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9_]+", "_", text.lower()).strip("_") or "cte"


def _filled(value: exp.Expression, fill: float | None) -> exp.Expression:
    if fill is None:
        return value
    literal = exp.Literal.number(int(fill) if float(fill).is_integer() else fill)
    return exp.Coalesce(this=value, expressions=[literal])


def _nullif_zero(value: exp.Expression) -> exp.Expression:
    return exp.Nullif(this=value, expression=exp.Literal.number(0))


def is_additive(layer: SemanticLayer, name: str) -> bool:
    """A metric whose values for two periods add up to its value for both: a simple sum or count."""
    metric = layer.metrics[name]
    if metric.type != "simple" or metric.measure is None or metric.measure.name not in layer.measures:
        return False
    return layer.measures[metric.measure.name][1].agg in ("sum", "count", "sum_boolean")


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
