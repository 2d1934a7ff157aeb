"""One measure's table with the dimension models it needs LEFT JOINed through entities, and the pieces of its
aggregating SELECT: group keys, the time range, dimension filters, MetricFlow where-filters, the aggregation."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from sqlglot import exp

from sqlclarify.semantic.date_keys import as_time, key_literal
from sqlclarify.semantic.date_parts import PART_GRAINS, PART_NAMES, date_part_of, extract
from sqlclarify.semantic.errors import CompileError
from sqlclarify.semantic.filters import FilterRef, render_filter
from sqlclarify.semantic.joins import JoinStep, entity_key, join_paths, locate
from sqlclarify.semantic.model import GRAINS, METRIC_TIME, Dimension, Grain, SemanticLayer, SemanticModel, TimeSpine
from sqlclarify.semantic.periods import grain_rank, truncate_day
from sqlclarify.semantic.scope import Key, Scope, Window
from sqlclarify.semantic.sqlbuild import Dialect, bind, column, date_literal, ident, shift, table, truncate
from sqlclarify.semantic.translate import catalog_sql

VALUE = "sqlclarify_value"  # the value column of every intermediate CTE (no dimension is named so)


@dataclass
class MeasureSource:
    """One measure's table and the dimension models joined to it (LEFT JOINs through entities, each once)."""

    layer: SemanticLayer
    dialect: Dialect
    model: SemanticModel
    what: str
    joins: dict[tuple[JoinStep, ...], str] = field(default_factory=dict)
    time_measure: str | None = None  # the measure whose time an SCD type II join is valid at
    # a metric filter's values: (metric, entities) → the CTE with one row per entity key and its value
    metric_values: Callable[[str, tuple[str, ...]], str] | None = None
    metric_joins: list[tuple[str, str, tuple[str, ...]]] = field(default_factory=list)  # (alias, cte, entities)
    spine_joins: dict[tuple[str, str], tuple[str, TimeSpine, exp.Expression]] = field(default_factory=dict)

    @property
    def alias(self) -> str:
        return self.model.name

    def bind(self, sql: str, what: str, alias: str | None = None) -> exp.Expression:
        alias = alias or self.alias
        # a fresh tree (bound in place), read in the catalog's own dialect
        parsed = catalog_sql(sql, self.layer.written_in(self.dialect), self.dialect, f"{self.what}: {what}")
        return bind(parsed, alias, self.dialect, self._table_of(alias), copy=False)

    def _table_of(self, alias: str) -> str:
        """The database table behind an alias of this source (the measure's model or a joined one)."""
        if alias == self.alias:
            return self.model.table
        path = next((p for p, a in self.joins.items() if a == alias), None)
        return self.layer.model(path[-1].to_model).table if path else self.model.table

    def join(self, path: tuple[JoinStep, ...]) -> str:
        """The alias of the model at the end of `path`, adding the joins it needs."""
        alias = self.alias
        for i in range(1, len(path) + 1):
            prefix = path[:i]
            if prefix not in self.joins:
                name = prefix[-1].to_model
                taken = {self.alias, *self.joins.values()}
                candidate, n = name, 2
                while candidate in taken:
                    candidate, n = f"{name}_{n}", n + 1
                self.joins[prefix] = candidate
            alias = self.joins[prefix]
        return alias

    def dimension(self, ref: str) -> tuple[exp.Expression, Dimension]:
        location = locate(self.layer, ref, self.model, self.what)
        alias = self.join(location.path)
        bound = self.bind(location.dimension.expr, f"dimension {ref!r}", alias)
        return as_time(bound, location.dimension, self.dialect), location.dimension

    def time_dimension(self, measure_name: str) -> Dimension:
        measure = self.model.measure(measure_name)
        assert measure is not None
        name = measure.agg_time_dimension or self.model.default_agg_time_dimension
        dim = self.model.dimension(name) if name else None
        if dim is None:
            raise CompileError(f"{self.what} has no time dimension (measure {measure_name!r})")
        return dim

    def time(self, measure_name: str) -> exp.Expression:
        dim = self.time_dimension(measure_name)
        return as_time(self.bind(dim.expr, f"time dimension {dim.name!r}"), dim, self.dialect)

    def key(self, key: Key, measure_name: str, offset: tuple[int, str] | None) -> exp.Expression:
        """A group key's expression; metric_time moved forward by `offset` (the period it is compared with)."""
        if key.entity:
            return self.entity(key.ref)
        if key.part:
            return self.date_part(key.ref, key.part, measure_name)
        if key.custom:
            if key.is_metric_time:
                return self.custom_grain(self.time(measure_name), self.time_dimension(measure_name), key.custom)
            expr, dim = self.dimension(key.ref)
            return self.custom_grain(expr, dim, key.custom)
        if not key.is_metric_time:
            expr, dim = self.dimension(key.ref)
            return self.at_grain(expr, dim, key.grain) if dim.type == "time" else expr
        grain = key.grain or "day"
        dim = self.time_dimension(measure_name)
        if offset is not None and grain_rank(grain) > offset_rank(offset):
            # a period coarser than the offset: each row's day moves, then falls in its period (MetricFlow
            # joins the time spine before aggregating here)
            day = self.at_grain(self.time(measure_name), dim, dim.granularity or "day")
            return truncate(shift(day, offset[0], offset[1], self.dialect), grain, self.dialect)
        expr = self.at_grain(self.time(measure_name), dim, grain)
        if offset is not None:
            expr = shift(expr, offset[0], offset[1], self.dialect)
            if grain == "week":
                expr = truncate(expr, grain, self.dialect)
        return expr

    def at_grain(self, expr: exp.Expression, dim: Dimension, grain: Grain | None) -> exp.Expression:
        grain = grain or dim.granularity or "day"
        if dim.granularity and grain_rank(grain) < grain_rank(dim.granularity):
            raise CompileError(
                f"{self.what}: {dim.name!r} is stored by {dim.granularity}; it cannot be grouped by {grain}"
            )
        return truncate(expr, grain, self.dialect)

    def date_part(self, ref: str, part: str, measure_name: str | None) -> exp.Expression:
        """A calendar part (the weekday, the month of the year…) of metric_time or of a time dimension, from its day;
        a dimension stored by a coarser period than the part needs (a monthly date by weekday) is refused."""
        if ref == METRIC_TIME:
            if measure_name is None:
                raise CompileError(f"{self.what}: a filter on a part of metric_time needs a measure")
            expr, dim = self.time(measure_name), self.time_dimension(measure_name)
        else:
            expr, dim = self.dimension(ref)
            if dim.type != "time":
                raise CompileError(f"{self.what}: {dim.name!r} is not a time dimension; it has no {part}")
        stored = dim.granularity or "day"
        if grain_rank(stored) > grain_rank(PART_GRAINS[part]):
            raise CompileError(f"{self.what}: {dim.name!r} is stored by {stored}; it has no {PART_NAMES[part]}")
        return extract(truncate(expr, stored, self.dialect), part, self.dialect)

    def custom_grain(self, expr: exp.Expression, dim: Dimension, name: str) -> exp.Expression:
        """The custom period of a time (a fiscal quarter…): the spine's column for it, by a LEFT JOIN of the
        time spine on the time at the spine's grain (as MetricFlow's JoinToCustomGranularityNode does)."""
        found = self.layer.custom_grain(name)
        if found is None:
            raise CompileError(f"{self.what}: unknown grain {name!r} (no time spine declares it)")
        spine, col = found
        at = self.at_grain(expr, dim, spine.grain)
        key = (spine.table, at.sql(dialect=self.dialect))
        if key not in self.spine_joins:
            self.spine_joins[key] = (f"spine_{len(self.spine_joins) + 1}", spine, at)
        alias = self.spine_joins[key][0]
        return column(col, alias, self.dialect)

    def time_range(self, measure_name: str, window: Window | None) -> list[exp.Expression]:
        """start <= t < end as literals; a coarse-grained dimension keeps every period overlapping the range."""
        if window is None:
            return []
        dim = self.time_dimension(measure_name)
        start = truncate_day(window.start, dim.granularity) if dim.granularity else window.start
        if dim.date_key:  # the stored keys themselves, in a range of keys (an index on them still serves)
            key = self.bind(dim.expr, f"time dimension {dim.name!r}")
            return [
                exp.GTE(this=key, expression=key_literal(start)),
                exp.LT(this=key.copy(), expression=key_literal(window.end)),
            ]
        t = self.time(measure_name)
        return [
            exp.GTE(this=t, expression=date_literal(start.isoformat())),
            exp.LT(this=t.copy(), expression=date_literal(window.end.isoformat())),
        ]

    def filters(self, scope: Scope, measure_name: str | None = None) -> list[exp.Expression]:
        conditions: list[exp.Expression] = []
        for ref, values, exclude in scope.filters:
            head, _, grain = ref.partition("__")
            owner, _, last = ref.rpartition("__")
            part = date_part_of(last) if owner else None
            if part is not None:  # "on weekends": metric_time__extract_dow IN (6, 7); parts are numbers
                expr = self.date_part(owner, part, measure_name or self.time_measure)
                conditions.append(_in_numbers(expr, values, exclude, ref))
                continue
            if head == METRIC_TIME and self.time_measure and self.layer.custom_grain(grain) is not None:
                measure = self.time_measure
                expr = self.custom_grain(self.time(measure), self.time_dimension(measure), grain)
            elif head == METRIC_TIME:
                raise CompileError("filter metric_time with the query's time range, not a dimension filter")
            elif entity_key(self.layer, ref, [self.model]):  # an entity's key: 'FY2026' of fiscal_year
                expr = self.entity(ref)
            else:
                expr, _ = self.dimension(ref)
            literals = value_literals(values, self.dialect)
            if exclude:
                # "everything but X" keeps the rows whose dimension is unknown
                conditions.append(
                    exp.Paren(
                        this=exp.or_(
                            exp.not_(exp.In(this=expr, expressions=literals)),
                            exp.Is(this=expr.copy(), expression=exp.Null()),
                            copy=False,
                        )
                    )
                )
            else:
                conditions.append(exp.In(this=expr, expressions=literals))
        return conditions

    def where(self, text: str, measure_name: str) -> exp.Expression:
        def resolve(ref: FilterRef) -> exp.Expression:
            if ref.kind == "Entity":
                return self.entity(ref.name.split("__")[-1])
            if ref.kind == "Metric":
                return self.metric_value(ref.name, ref.group_by)
            if ref.name.split("__")[0] == METRIC_TIME:
                grain = ref.grain or ref.name.partition("__")[2] or "day"
                if grain not in GRAINS and self.layer.custom_grain(grain) is not None:
                    dim = self.time_dimension(measure_name)
                    return self.custom_grain(self.time(measure_name), dim, grain)
                return truncate(self.time(measure_name), valid_grain(grain, text), self.dialect)
            expr, dim = self.dimension(ref.name)
            if dim.type == "time" and ref.grain and ref.grain not in GRAINS and self.layer.custom_grain(ref.grain):
                return self.custom_grain(expr, dim, ref.grain)
            if dim.type == "time" and (ref.grain or ref.kind == "TimeDimension"):
                return truncate(expr, valid_grain(ref.grain or "day", text), self.dialect)
            return expr

        return exp.Paren(
            this=render_filter(text, self.layer.written_in(self.dialect), self.dialect, resolve, self.what)
        )

    def metric_value(self, metric: str, group_by: tuple[str, ...]) -> exp.Expression:
        """A metric computed per entity, LEFT JOINed on those entities: its value for this row's entities."""
        if self.metric_values is None:
            raise CompileError(f"{self.what}: a filter on metric {metric!r} is not supported here")
        entities = tuple(g.split("__")[-1] for g in group_by)
        cte = self.metric_values(metric, entities)
        alias = f"mf_{len(self.metric_joins) + 1}"
        self.metric_joins.append((alias, cte, entities))
        return column(VALUE, alias, self.dialect)

    def entity(self, name: str) -> exp.Expression:
        for path, model in join_paths(self.layer, self.model):
            entity = next((e for e in model.entities if e.name == name), None)
            if entity is not None:
                return self.bind(entity.expr, f"entity {name!r}", self.join(path))
        raise CompileError(f"{self.what}: unknown entity {name!r}")

    def base(self) -> exp.Table:
        return table(self.model.table, self.alias, self.dialect)

    def select(
        self,
        keys: list[tuple[str, exp.Expression]],
        agg: exp.Expression | Agg,
        conditions: list[exp.Expression],
        joins: tuple[tuple[exp.Table, exp.Expression], ...] = (),
        time_key: str | None = None,
        plain_rows: bool = False,
    ) -> exp.Select:
        """SELECT keys, agg FROM the table LEFT JOIN its dimension models (then `joins`, inner) WHERE …
        GROUP BY keys. A non-additive measure keeps only the rows at its dimension's min/max first; a
        percentile on SQLite is computed from row numbers (SQLite has no percentile aggregate)."""
        spec = agg if isinstance(agg, Agg) else Agg("plain", agg)
        wrapped = spec.non_additive is not None or (spec.kind == "percentile" and self.dialect in ROW_PERCENTILES)
        value = spec.expr if wrapped else spec.sql(self.dialect)
        select = exp.select(
            *[exp.alias_(e, ident(n, self.dialect), copy=False) for n, e in keys], exp.alias_(value, VALUE, copy=False)
        ).from_(self.base(), copy=False)
        previous = {(): self.alias}
        for path, alias in self.joins.items():
            step = path[-1]
            left = self.bind(step.from_expr, f"entity {step.entity!r}", previous[path[:-1]])
            target = self.layer.model(step.to_model)
            right = self.bind(step.to_expr, f"entity {step.entity!r}", alias)
            on: exp.Expression = exp.EQ(this=left, expression=right)
            validity = self.validity(target, alias)
            if validity is not None:
                on = exp.and_(on, validity, copy=False)
            origin = self.layer.model(path[-2].to_model) if len(path) > 1 else self.model
            for left_dim, right_dim in _partitions(origin, target):
                # MetricFlow joins models that share a partition dimension on it as well
                left_part = self.bind(left_dim.expr, f"partition {left_dim.name!r}", previous[path[:-1]])
                right_part = self.bind(right_dim.expr, f"partition {right_dim.name!r}", alias)
                if left_dim.type == "time":
                    left_part = truncate(left_part, left_dim.granularity or "day", self.dialect)
                    right_part = truncate(right_part, right_dim.granularity or "day", self.dialect)
                on = exp.and_(on, exp.EQ(this=left_part, expression=right_part), copy=False)
            select = select.join(table(target.table, alias, self.dialect), on=on, join_type="left", copy=False)
            previous[path] = alias
        for alias, cte, entities in self.metric_joins:
            on = exp.and_(
                *[exp.EQ(this=column(e, alias, self.dialect), expression=self.entity(e)) for e in entities], copy=False
            )
            select = select.join(
                exp.Table(this=ident(cte, self.dialect), alias=exp.TableAlias(this=ident(alias, self.dialect))),
                on=on,
                join_type="left",
                copy=False,
            )
        for alias, spine, at in self.spine_joins.values():
            on = exp.EQ(this=column(spine.column, alias, self.dialect), expression=at.copy())
            select = select.join(table(spine.table, alias, self.dialect), on=on, join_type="left", copy=False)
        for other, on in joins:
            select = select.join(other, on=on, join_type="inner", copy=False)
        if conditions:
            select = select.where(exp.and_(*conditions, copy=False), copy=False)
        if plain_rows:  # the rows themselves, `agg` being a plain expression of each
            return select
        if not wrapped:
            # a constant key (a dimension whose expr is a literal) needs no grouping; PostgreSQL refuses it
            grouped = [e.copy() for _, e in keys if not isinstance(e, exp.Literal | exp.Null | exp.Boolean)]
            if grouped:
                select = select.group_by(*grouped, copy=False)
            return select
        names = [n for n, _ in keys]
        rows: exp.Select = select
        if spec.non_additive is not None:
            rows = self._non_additive(rows, names, spec.non_additive, time_key)
        if spec.kind == "percentile" and self.dialect in ROW_PERCENTILES:
            return _sqlite_percentile(rows, names, spec, self.dialect)
        outer = exp.select(
            *[column(n, "q", self.dialect) for n in names],
            exp.alias_(
                Agg(spec.kind, column(VALUE, "q", self.dialect), spec.percentile, spec.discrete, spec.approximate).sql(
                    self.dialect
                ),
                VALUE,
                copy=False,
            ),
        ).from_(_sub(rows, "q", self.dialect), copy=False)
        if names:
            outer = outer.group_by(*[column(n, "q", self.dialect) for n in names], copy=False)
        return outer

    def _non_additive(
        self, rows: exp.Select, names: list[str], spec: NonAdditiveSpec, time_key: str | None
    ) -> exp.Select:
        """The rows at the min/max of the non-additive dimension, per window grouping (and per queried period of
        metric_time), as MetricFlow's semi-additive join keeps them."""
        at, choice, groupings = spec
        rows.select(exp.alias_(at, "sqlclarify_nad_at", copy=False), copy=False)
        partition = [g.copy() for g in groupings]
        if time_key is not None:
            partition.append(next(e for e in rows.expressions if e.alias == time_key).this.copy())
        pick = exp.Window(
            this=(exp.Max if choice == "max" else exp.Min)(this=at.copy()), partition_by=partition or None
        )
        rows.select(exp.alias_(pick, "sqlclarify_nad_pick", copy=False), copy=False)
        kept = exp.select(*[column(n, "r", self.dialect) for n in names], column(VALUE, "r", self.dialect))
        return kept.from_(_sub(rows, "r", self.dialect), copy=False).where(
            exp.EQ(
                this=column("sqlclarify_nad_at", "r", self.dialect),
                expression=column("sqlclarify_nad_pick", "r", self.dialect),
            ),
            copy=False,
        )

    def non_additive(self, measure_name: str) -> NonAdditiveSpec | None:
        measure = self.model.measure(measure_name)
        assert measure is not None
        nad = measure.non_additive
        if nad is None:
            return None
        dim = self.model.dimension(nad.dimension)
        if dim is None or dim.type != "time":
            raise CompileError(f"{self.what}: non_additive_dimension {nad.dimension!r} is not a time dimension")
        day = as_time(self.bind(dim.expr, f"dimension {dim.name!r}"), dim, self.dialect)
        at = truncate(day, dim.granularity or "day", self.dialect)
        return at, nad.window_choice, tuple(self.entity(g) for g in nad.window_groupings)

    def _validity_bound(self, dim: Dimension, which: str, alias: str) -> exp.Expression:
        return as_time(self.bind(dim.expr, f"validity {which}", alias), dim, self.dialect)

    def validity(self, target: SemanticModel, alias: str) -> exp.Expression | None:
        """SCD type II: the joined row valid at the measure's time (start <= t < end, an open end)."""
        start = next((d for d in target.dimensions if d.validity == "start"), None)
        end = next((d for d in target.dimensions if d.validity == "end"), None)
        if start is None and end is None:
            return None
        t = self.time(self.time_measure) if self.time_measure else None
        if t is None:
            raise CompileError(f"{self.what}: joining {target.name!r} (SCD type II) needs the measure's time")
        conditions: list[exp.Expression] = []
        if start is not None:
            conditions.append(exp.GTE(this=t.copy(), expression=self._validity_bound(start, "start", alias)))
        if end is not None:
            e = self._validity_bound(end, "end", alias)
            conditions.append(
                exp.Paren(
                    this=exp.or_(
                        exp.LT(this=t.copy(), expression=e), exp.Is(this=e.copy(), expression=exp.Null()), copy=False
                    )
                )
            )
        return exp.and_(*conditions, copy=False)


NonAdditiveSpec = tuple[exp.Expression, str, tuple[exp.Expression, ...]]


@dataclass(frozen=True)
class Agg:
    """A measure's aggregation of an expression (`plain`: `expr` is already the aggregate)."""

    kind: str
    expr: exp.Expression
    percentile: float | None = None
    discrete: bool = False
    approximate: bool = False
    non_additive: NonAdditiveSpec | None = None

    def sql(self, dialect: Dialect) -> exp.Expression:
        if self.kind == "plain":
            return self.expr
        if self.kind == "percentile":
            return _percentile(self.expr, self.percentile or 0.5, self.discrete, self.approximate, dialect)
        return aggregate(self.kind, self.expr, dialect, "")


def _sub(select: exp.Select, alias: str, dialect: Dialect) -> exp.Subquery:
    return exp.Subquery(this=select, alias=exp.TableAlias(this=ident(alias, dialect)))


# engines without a percentile aggregate: the exact percentile from row numbers (MySQL and MariaDB have window
# functions, and MariaDB's PERCENTILE_CONT is a window function only)
ROW_PERCENTILES = ("sqlite", "mysql")


def _percentile(expr: exp.Expression, p: float, discrete: bool, approximate: bool, dialect: Dialect) -> exp.Expression:
    """PERCENTILE_CONT / PERCENTILE_DISC (p) WITHIN GROUP (ORDER BY expr), as MetricFlow renders it; DuckDB's
    approximate continuous one is APPROX_QUANTILE. PostgreSQL has no approximate percentile: the exact one."""
    if dialect == "duckdb" and approximate and not discrete:
        return exp.Anonymous(this="APPROX_QUANTILE", expressions=[expr, exp.Literal.number(p)])
    if dialect == "clickhouse":  # exact: quantile()/median() are estimates in ClickHouse
        name = "quantileExactLow" if discrete else "quantileExactInclusive"
        return exp.Anonymous(this=f"{name}({p:g})", expressions=[expr])
    func = (exp.PercentileDisc if discrete else exp.PercentileCont)(this=exp.Literal.number(p))
    if dialect == "duckdb":
        return exp.Anonymous(
            this="QUANTILE_DISC" if discrete else "QUANTILE_CONT", expressions=[expr, exp.Literal.number(p)]
        )
    return exp.WithinGroup(this=func, expression=exp.Order(expressions=[exp.Ordered(this=expr, nulls_first=False)]))


def _sqlite_percentile(rows: exp.Select, names: list[str], spec: Agg, dialect: Dialect) -> exp.Select:
    """The exact percentile from row numbers: continuous interpolates between the rows at 1 + p(n-1) (as
    PERCENTILE_CONT), discrete takes the row at ceil(p·n) (as PERCENTILE_DISC); NULLs are not counted."""
    p = exp.Literal.number(spec.percentile or 0.5)
    v = column(VALUE, "q", dialect)
    partition = [column(n, "q", dialect) for n in names] or None
    ordered = exp.Order(
        expressions=[
            exp.Ordered(this=exp.Is(this=v.copy(), expression=exp.Null()), nulls_first=False),
            exp.Ordered(this=v.copy(), nulls_first=False),
        ]
    )
    rn = exp.Window(this=exp.RowNumber(), partition_by=[c.copy() for c in partition or []] or None, order=ordered)
    n = exp.Window(this=exp.Count(this=v.copy()), partition_by=[c.copy() for c in partition or []] or None)
    ranked = exp.select(
        *[column(c, "q", dialect) for c in names],
        v.copy(),
        exp.alias_(rn, "sqlclarify_rn", copy=False),
        exp.alias_(n, "sqlclarify_n", copy=False),
    ).from_(_sub(rows, "q", dialect), copy=False)

    def at(rank: exp.Expression) -> exp.Expression:
        return exp.Max(
            this=exp.Case(
                ifs=[
                    exp.If(
                        this=exp.EQ(this=column("sqlclarify_rn", "w", dialect), expression=rank),
                        true=column(VALUE, "w", dialect),
                    )
                ]
            )
        )

    count = column("sqlclarify_n", "w", dialect)
    if spec.discrete:
        product = exp.Mul(this=p.copy(), expression=count)
        floor = exp.cast(product, exp.DataType(this=exp.DataType.Type.INT), copy=False)
        ceil = exp.Add(this=floor, expression=exp.Paren(this=exp.GT(this=product.copy(), expression=floor.copy())))
        value = at(exp.Anonymous(this="MAX", expressions=[ceil, exp.Literal.number(1)]))
    else:
        position = exp.Add(
            this=exp.Literal.number(1),
            expression=exp.Mul(
                this=p.copy(), expression=exp.Paren(this=exp.Sub(this=count, expression=exp.Literal.number(1)))
            ),
        )
        low = exp.cast(position, exp.DataType(this=exp.DataType.Type.INT), copy=False)
        fraction = exp.Max(this=exp.Sub(this=position.copy(), expression=low.copy()))
        lower = at(low.copy())
        upper = exp.Coalesce(
            this=at(exp.Add(this=low.copy(), expression=exp.Literal.number(1))), expressions=[lower.copy()]
        )
        value = exp.Add(
            this=lower,
            expression=exp.Mul(this=fraction, expression=exp.Paren(this=exp.Sub(this=upper, expression=lower.copy()))),
        )
    outer = exp.select(*[column(c, "w", dialect) for c in names], exp.alias_(value, VALUE, copy=False)).from_(
        _sub(ranked, "w", dialect), copy=False
    )
    if names:
        outer = outer.group_by(*[column(c, "w", dialect) for c in names], copy=False)
    return outer


def _partitions(left: SemanticModel, right: SemanticModel) -> list[tuple[Dimension, Dimension]]:
    """The partition dimensions two models share by name."""
    theirs = {d.name: d for d in right.dimensions if d.is_partition}
    return [(d, theirs[d.name]) for d in left.dimensions if d.is_partition and d.name in theirs]


def offset_rank(offset: tuple[int, str]) -> int:
    """The grain rank of an offset's unit (days, months, years)."""
    return grain_rank(offset[1])  # type: ignore[arg-type]


def valid_grain(text: str, where: str) -> Grain:
    """`text` as a grain, or a CompileError naming where it came from."""
    if text not in GRAINS:
        raise CompileError(f"{where!r}: unknown grain {text!r} (expected one of {', '.join(GRAINS)})")
    return text  # type: ignore[return-value]


def measure_agg(src: MeasureSource, measure_name: str, what: str) -> Agg:
    """The aggregation of a measure of `src`'s model, bound to its table."""
    measure = src.model.measure(measure_name)
    assert measure is not None
    expr = src.bind(measure.expr, f"measure {measure.name!r}")
    kind = "percentile" if measure.agg in ("percentile", "median") else measure.agg
    percentile = 0.5 if measure.agg == "median" else measure.percentile
    if kind == "percentile" and (percentile is None or not 0 <= percentile <= 1):
        raise CompileError(f"{what}: measure {measure.name!r} needs a percentile between 0 and 1")
    return Agg(
        kind,
        expr,
        percentile,
        measure.percentile_discrete,
        measure.percentile_approximate,
        src.non_additive(measure_name),
    )


def aggregate(agg: str, expr: exp.Expression, dialect: Dialect, what: str) -> exp.Expression:
    if agg == "sum":
        return exp.Sum(this=expr)
    if agg == "count":
        return exp.Count(this=expr)
    if agg == "count_distinct":
        return exp.Count(this=exp.Distinct(expressions=[expr]))
    if agg == "average":
        return exp.Avg(this=expr)
    if agg == "min":
        return exp.Min(this=expr)
    if agg == "max":
        return exp.Max(this=expr)
    if agg == "sum_boolean":
        # a cast, as MetricFlow does: works on booleans and on 0/1 integers in every engine
        return exp.Sum(this=exp.cast(expr, exp.DataType(this=exp.DataType.Type.INT), copy=False))
    if agg == "median":
        return _percentile(expr, 0.5, False, False, dialect)
    raise CompileError(f"{what}: unknown aggregation {agg!r}")


_WHOLE_NUMBER = re.compile(r"-?[0-9]+")


def value_literals(values: tuple[str, ...], dialect: Dialect) -> list[exp.Expression]:
    """A filter's values as text literals; on SQLite a whole number also as a number. A SQLite column declared
    without a type keeps what was stored in it, and the integer 1 is not the text '1' there (a 0/1 flag or an id
    filtered with `IN ('1')` matches nothing); a typed column converts either literal to its own type."""
    literals: list[exp.Expression] = []
    for value in values:
        literals.append(exp.Literal.string(value))
        # only a number's own spelling: '07' stays a code (a TEXT column would read 7 back as '7')
        if dialect == "sqlite" and _WHOLE_NUMBER.fullmatch(value) and str(int(value)) == value:
            literals.append(exp.Literal.number(int(value)))
    return literals


def _in_numbers(expr: exp.Expression, values: tuple[str, ...], exclude: bool, ref: str) -> exp.Expression:
    """expr IN (numbers) (NOT IN with `exclude`): a date part compared as a number on every engine."""
    try:
        numbers = [exp.Literal.number(int(v)) for v in values]
    except ValueError:
        raise CompileError(f"the filter on {ref!r} takes whole numbers, not {', '.join(values)}") from None
    found = exp.In(this=expr, expressions=numbers)
    return exp.not_(found) if exclude else found
