"""One measure's table with the dimension models it needs LEFT JOINed through entities, and the pieces of its
aggregating SELECT: group keys, the time range, dimension filters, MetricFlow where-filters, the aggregation."""

from __future__ import annotations

from dataclasses import dataclass, field

from sqlglot import exp

from sqlclarify.semantic.errors import CompileError
from sqlclarify.semantic.filters import FilterRef, render_filter
from sqlclarify.semantic.joins import JoinStep, join_paths, locate
from sqlclarify.semantic.model import GRAINS, METRIC_TIME, Dimension, Grain, SemanticLayer, SemanticModel
from sqlclarify.semantic.periods import grain_rank, truncate_day
from sqlclarify.semantic.scope import Key, Scope, Window
from sqlclarify.semantic.sqlbuild import Dialect, bind, date_literal, ident, parse_sql, shift, table, truncate

VALUE = "value"  # the value column of every intermediate CTE


@dataclass
class MeasureSource:
    """One measure's table and the dimension models joined to it (LEFT JOINs through entities, each once)."""

    layer: SemanticLayer
    dialect: Dialect
    model: SemanticModel
    what: str
    joins: dict[tuple[JoinStep, ...], str] = field(default_factory=dict)

    @property
    def alias(self) -> str:
        return self.model.name

    def bind(self, sql: str, what: str, alias: str | None = None) -> exp.Expression:
        alias = alias or self.alias
        return bind(parse_sql(sql, self.dialect, f"{self.what}: {what}"), alias, self.dialect, self._table_of(alias))

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
        return self.bind(location.dimension.expr, f"dimension {ref!r}", alias), location.dimension

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
        return self.bind(dim.expr, f"time dimension {dim.name!r}")

    def key(self, key: Key, measure_name: str, offset: tuple[int, str] | None) -> exp.Expression:
        """A group key's expression; metric_time moved forward by `offset` (the period it is compared with)."""
        if not key.is_metric_time:
            expr, dim = self.dimension(key.ref)
            return self.at_grain(expr, dim, key.grain) if dim.type == "time" else expr
        grain = key.grain or "day"
        expr = self.at_grain(self.time(measure_name), self.time_dimension(measure_name), grain)
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

    def time_range(self, measure_name: str, window: Window | None) -> list[exp.Expression]:
        """start <= t < end as literals; a coarse-grained dimension keeps every period overlapping the range."""
        if window is None:
            return []
        dim = self.time_dimension(measure_name)
        start = truncate_day(window.start, dim.granularity) if dim.granularity else window.start
        t = self.time(measure_name)
        return [
            exp.GTE(this=t, expression=date_literal(start.isoformat())),
            exp.LT(this=t.copy(), expression=date_literal(window.end.isoformat())),
        ]

    def filters(self, scope: Scope) -> list[exp.Expression]:
        conditions: list[exp.Expression] = []
        for ref, values, exclude in scope.filters:
            if ref.split("__")[0] == METRIC_TIME:
                raise CompileError("filter metric_time with the query's time range, not a dimension filter")
            expr, _ = self.dimension(ref)
            literals = [exp.Literal.string(v) for v in values]
            if exclude:
                # "everything but X" keeps the rows whose dimension is unknown
                conditions.append(
                    exp.Paren(
                        this=exp.or_(
                            exp.not_(exp.In(this=expr, expressions=literals)),
                            exp.Is(this=expr.copy(), expression=exp.Null()),
                        )
                    )
                )
            else:
                conditions.append(exp.In(this=expr, expressions=literals))
        return conditions

    def where(self, text: str, measure_name: str) -> exp.Expression:
        def resolve(ref: FilterRef) -> exp.Expression:
            if ref.kind == "Entity":
                return self.entity(ref.name)
            if ref.name.split("__")[0] == METRIC_TIME:
                grain = ref.grain or ref.name.partition("__")[2] or "day"
                return truncate(self.time(measure_name), valid_grain(grain, text), self.dialect)
            expr, dim = self.dimension(ref.name)
            if dim.type == "time" and (ref.grain or ref.kind == "TimeDimension"):
                return truncate(expr, valid_grain(ref.grain or "day", text), self.dialect)
            return expr

        return exp.Paren(this=render_filter(text, self.dialect, resolve, self.what))

    def entity(self, name: str) -> exp.Expression:
        for path, model in join_paths(self.layer, self.model):
            entity = next((e for e in model.entities if e.name == name), None)
            if entity is not None:
                return self.bind(entity.expr, f"entity {name!r}", self.join(path))
        raise CompileError(f"{self.what}: unknown entity {name!r}")

    def base(self) -> exp.Table:
        return table(self.model.table, self.alias, self.dialect)

    def select(
        self, keys: list[tuple[str, exp.Expression]], agg: exp.Expression, conditions: list[exp.Expression]
    ) -> exp.Select:
        """SELECT keys, agg FROM the table LEFT JOIN its dimension models WHERE … GROUP BY keys."""
        select = exp.select(*[exp.alias_(e, ident(n, self.dialect)) for n, e in keys], exp.alias_(agg, VALUE)).from_(
            self.base()
        )
        previous = {(): self.alias}
        for path, alias in self.joins.items():
            step = path[-1]
            left = self.bind(step.from_expr, f"entity {step.entity!r}", previous[path[:-1]])
            target = self.layer.model(step.to_model)
            right = self.bind(step.to_expr, f"entity {step.entity!r}", alias)
            select = select.join(
                table(target.table, alias, self.dialect), on=exp.EQ(this=left, expression=right), join_type="left"
            )
            previous[path] = alias
        if conditions:
            select = select.where(exp.and_(*conditions))
        if keys:
            select = select.group_by(*[e.copy() for _, e in keys])
        return select


def valid_grain(text: str, where: str) -> Grain:
    """`text` as a grain, or a CompileError naming where it came from."""
    if text not in GRAINS:
        raise CompileError(f"{where!r}: unknown grain {text!r} (expected one of {', '.join(GRAINS)})")
    return text  # type: ignore[return-value]


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
        return exp.Sum(this=exp.cast(expr, exp.DataType.build("int")))
    if agg == "median":
        if dialect in ("sqlite", "mysql"):
            raise CompileError(f"{what}: median is not available on {'SQLite' if dialect == 'sqlite' else 'MySQL'}")
        if dialect == "clickhouse":  # median() is an estimate in ClickHouse; medianExact interpolates nothing
            return exp.Anonymous(this="quantileExactInclusive(0.5)", expressions=[expr])
        return exp.func("MEDIAN", expr, dialect=dialect)
    raise CompileError(f"{what}: unknown aggregation {agg!r}")
