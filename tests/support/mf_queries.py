"""Queries for the differential test against MetricFlow, generated from a catalog: every metric × the
dimensions it takes × grains × filters × time ranges, in a fixed order from a fixed seed (the same catalog
and data give the same queries, so MetricFlow's SQL for them can be kept in a cache).

A query is plain data (`QuerySpec`), turned into sqlclarify's `SemanticQuery` and into MetricFlow's request
(group-by names, where filters in MetricFlow's Jinja, time constraints) by the two sides.
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field
from datetime import date, timedelta
from typing import Any

from sqlclarify.semantic.errors import CompileError
from sqlclarify.semantic.joins import DimensionLocation, join_paths, locate, metric_measures, metric_models
from sqlclarify.semantic.model import GRAINS, METRIC_TIME, SemanticLayer
from sqlclarify.semantic.periods import grain_step, shift_day, truncate_day
from sqlclarify.semantic.query import DimensionFilter, GroupBy, SemanticQuery, TimeRange


@dataclass(frozen=True)
class Group:
    ref: str  # metric_time or MetricFlow's entity__dimension name
    grain: str | None = None  # time dimensions only

    @property
    def mf_name(self) -> str:
        return f"{self.ref}__{self.grain}" if self.grain else self.ref


@dataclass(frozen=True)
class Filter:
    ref: str
    values: tuple[str, ...]
    exclude: bool = False


@dataclass(frozen=True)
class QuerySpec:
    metrics: tuple[str, ...]
    group_by: tuple[Group, ...] = ()
    filters: tuple[Filter, ...] = ()
    start: str | None = None  # ISO day, inclusive
    end: str | None = None  # ISO day, inclusive
    kind: str = field(default="", compare=False)  # what the generator meant to exercise, for the summary

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @property
    def key(self) -> str:
        groups = ",".join(g.mf_name for g in self.group_by)
        where = ";".join(f"{f.ref}{' NOT' if f.exclude else ''} IN {list(f.values)}" for f in self.filters)
        span = f" {self.start}..{self.end}" if self.start else ""
        return f"{'+'.join(self.metrics)} by [{groups}]{' where ' + where if where else ''}{span}"

    def semantic_query(self) -> SemanticQuery:
        time_range = TimeRange(start=self.start, end=self.end, label="range") if self.start and self.end else None
        return SemanticQuery(
            metrics=list(self.metrics),
            group_by=[GroupBy(dimension=g.ref, grain=g.grain) for g in self.group_by],  # type: ignore[arg-type]
            filters=[DimensionFilter(dimension=f.ref, values=list(f.values), exclude=f.exclude) for f in self.filters],
            time_range=time_range,
            whole_periods=True,  # MetricFlow widens a range to whole periods of the grain
        )

    def mf_request(self) -> dict[str, Any]:
        """MetricFlow's query: metric names, group-by names, where filters, time constraints (the end day as
        given: MetricFlow's script makes it the last moment of that day)."""
        where = []
        for f in self.filters:
            values = ", ".join("'" + v.replace("'", "''") + "'" for v in f.values)
            head, _, custom = f.ref.partition("__")
            if head == METRIC_TIME:  # a custom granularity of metric_time (fiscal_quarter…)
                dimension = f"{{{{ TimeDimension('{METRIC_TIME}', '{custom}') }}}}"
            else:
                dimension = f"{{{{ Dimension('{f.ref}') }}}}"
            if f.exclude:  # sqlclarify's "everything but X" keeps the rows whose X is unknown (deliberately)
                where.append(f"({dimension} NOT IN ({values}) OR {dimension} IS NULL)")
            else:
                where.append(f"{dimension} IN ({values})")
        return {
            "metrics": list(self.metrics),
            "group_by": [g.mf_name for g in self.group_by],
            "where": where,
            "start": self.start,
            "end": self.end,
        }


@dataclass
class MetricShape:
    """What a metric can be asked by: categorical and time dimension references (MetricFlow's names)."""

    name: str
    categorical: list[str]
    time: list[str]
    has_metric_time: bool


def metric_shape(layer: SemanticLayer, name: str) -> MetricShape:
    """The dimensions every model of the metric reaches, each by its full entity path (MetricFlow's name)."""
    models = metric_models(layer, name)
    common: dict[str, DimensionLocation] | None = None
    for model in models:
        found = {}
        for path, other in join_paths(layer, model):
            for dim in other.dimensions:
                location = DimensionLocation(other, dim, path)
                found.setdefault(location.ref, location)
        common = found if common is None else {r: loc for r, loc in common.items() if r in found}
    categorical, time = [], []
    for ref, location in sorted((common or {}).items()):
        entities = [step.entity for step in location.path]
        if len(entities) > 2 or len(set(entities)) < len(entities):
            continue  # MetricFlow joins at most two hops, never through one entity twice: not comparable
        try:
            for model in models:
                locate(layer, ref, model, f"metric {name!r}")
        except CompileError:
            continue
        (time if location.dimension.type == "time" else categorical).append(ref)
    has_time = all(
        (layer.measures[m][1].agg_time_dimension or layer.measures[m][0].default_agg_time_dimension) is not None
        for m in metric_measures(layer, name)
    )
    return MetricShape(name, categorical, time, has_time)


def generate(
    layer: SemanticLayer,
    values: dict[str, list[str]],
    span: tuple[date, date],
    seed: int,
    per_metric: int = 24,
) -> list[QuerySpec]:
    """Queries for every metric of `layer`: alone; by metric_time at every grain; by each dimension; by a
    dimension and a grain; with IN / NOT IN filters on dimensions with known text `values`; over time ranges
    aligned to the grain inside `span` (the data's first and last day); and metrics two at a time."""
    rng = random.Random(seed)
    specs: list[QuerySpec] = []
    shapes = []
    for name in sorted(layer.metrics):
        try:
            shapes.append(metric_shape(layer, name))
        except CompileError:
            specs.append(QuerySpec((name,), kind="plain"))  # still asked: the compiler's error is reported
    for shape in shapes:
        specs += _for_metric(shape, values, span, rng, per_metric)
    # custom granularities whose periods are known (a spine with data): queried by them too
    customs = [
        n for spine in layer.time_spines for n in spine.custom_granularities if values.get(f"{METRIC_TIME}__{n}")
    ]
    if customs:  # its own random sequence: the queries of catalogs without custom granularities stay the same
        custom_rng = random.Random(seed + 1)
        for shape in shapes:
            specs += _custom_grains(shape, customs, values, span, custom_rng)
    # two metrics at once, sharing a dimension
    for _ in range(max(1, len(shapes) // 2)):
        first, second = rng.sample(shapes, 2) if len(shapes) > 1 else (shapes[0], shapes[0])
        if first.name == second.name:
            continue
        shared = sorted(set(first.categorical) & set(second.categorical))
        groups: list[Group] = [Group(rng.choice(shared))] if shared else []
        if first.has_metric_time and second.has_metric_time:
            groups.append(Group(METRIC_TIME, rng.choice(GRAINS)))
        specs.append(QuerySpec((first.name, second.name), tuple(groups), kind="two metrics"))
    return list(dict.fromkeys(specs))


def _for_metric(
    shape: MetricShape, values: dict[str, list[str]], span: tuple[date, date], rng: random.Random, budget: int
) -> list[QuerySpec]:
    m = (shape.name,)
    out = [QuerySpec(m, kind="plain")]
    if shape.has_metric_time:
        out += [QuerySpec(m, (Group(METRIC_TIME, g),), kind="metric_time") for g in GRAINS]
    out += [QuerySpec(m, (Group(ref),), kind="dimension") for ref in shape.categorical]
    out += [QuerySpec(m, (Group(ref, rng.choice(GRAINS)),), kind="time dimension") for ref in shape.time]
    filterable = [ref for ref in shape.categorical if values.get(ref)]
    extra = []
    for _ in range(budget):
        groups: list[Group] = []
        if shape.categorical and rng.random() < 0.7:
            groups.append(Group(rng.choice(shape.categorical)))
        if shape.categorical and rng.random() < 0.2:
            other = Group(rng.choice(shape.categorical))
            if other not in groups:
                groups.append(other)
        grain = rng.choice(GRAINS)
        if shape.has_metric_time and rng.random() < 0.6:
            groups.append(Group(METRIC_TIME, grain))
        filters: list[Filter] = []
        if filterable and rng.random() < 0.5:
            ref = rng.choice(filterable)
            known = values[ref]
            chosen = tuple(sorted(rng.sample(known, rng.randint(1, min(3, len(known))))))
            filters.append(Filter(ref, chosen, exclude=rng.random() < 0.25))
        start = end = None
        kind = "filter" if filters else "group"
        if shape.has_metric_time and rng.random() < 0.5:
            start, end = _aligned_range(span, grain, rng)
            kind += " + range"
        extra.append(QuerySpec(m, tuple(groups), tuple(filters), start, end, kind=kind))
    return out + extra


def _custom_grains(
    shape: MetricShape, customs: list[str], values: dict[str, list[str]], span: tuple[date, date], rng: random.Random
) -> list[QuerySpec]:
    """A metric by each custom granularity of the time spine (metric_time, and its own time dimensions), then
    mixed with a dimension, a filter on a custom period, a filter on a dimension and a range of whole months."""
    m = (shape.name,)
    out = []
    if shape.has_metric_time:
        out += [QuerySpec(m, (Group(METRIC_TIME, c),), kind="custom grain") for c in customs]
    out += [QuerySpec(m, (Group(ref, rng.choice(customs)),), kind="custom grain") for ref in shape.time]
    if not shape.has_metric_time:
        return out
    filterable = [ref for ref in shape.categorical if values.get(ref)]
    for _ in range(4):
        custom = rng.choice(customs)
        groups: list[Group] = [Group(METRIC_TIME, custom)]
        if shape.categorical and rng.random() < 0.5:
            groups.insert(0, Group(rng.choice(shape.categorical)))
        filters: list[Filter] = []
        periods = values.get(f"{METRIC_TIME}__{custom}") or []
        if periods and rng.random() < 0.5:
            chosen = tuple(sorted(rng.sample(periods, rng.randint(1, min(3, len(periods))))))
            filters.append(Filter(f"{METRIC_TIME}__{custom}", chosen))
        if filterable and rng.random() < 0.3:
            ref = rng.choice(filterable)
            filters.append(Filter(ref, (rng.choice(values[ref]),)))
        start = end = None
        if rng.random() < 0.4:
            start, end = _aligned_range(span, "month", rng)
        kind = "custom grain" + (" + filter" if filters else "") + (" + range" if start else "")
        out.append(QuerySpec(m, tuple(groups), tuple(filters), start, end, kind=kind))
    return out


def _aligned_range(span: tuple[date, date], grain: str, rng: random.Random) -> tuple[str, str]:
    """Whole periods of `grain` inside the data's span (MetricFlow widens a range to whole periods of the
    query's grain; sqlclarify reads the days given)."""
    first, last = span
    start = truncate_day(first + timedelta(days=rng.randint(0, max(0, (last - first).days))), grain)  # type: ignore[arg-type]
    periods = rng.randint(1, 6)
    end = start
    for _ in range(periods):
        end = shift_day(end, *grain_step(grain))  # type: ignore[arg-type]
    return start.isoformat(), (end - timedelta(days=1)).isoformat()
