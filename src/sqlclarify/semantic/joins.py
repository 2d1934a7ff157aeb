"""Where a dimension lives, seen from a measure's semantic model: join paths through entities (a foreign or
unique key of one model to the primary key of another, never fanning out), and dimension references in
MetricFlow's spelling (`entity__dimension`, `entity__entity__dimension`, or a bare name when unique)."""

from __future__ import annotations

from dataclasses import dataclass

from sqlclarify.semantic.errors import CompileError
from sqlclarify.semantic.model import METRIC_TIME, Dimension, Entity, SemanticLayer, SemanticModel

MAX_HOPS = 3
_KEY_TYPES = ("primary", "unique", "natural")


@dataclass(frozen=True)
class JoinStep:
    """Join `to_model` on `entity`: the entity's expression in the previous model = its expression in `to_model`."""

    entity: str
    from_expr: str
    to_model: str
    to_expr: str


@dataclass(frozen=True)
class DimensionLocation:
    """A dimension and how to reach its model from a base model (an empty path: the base model itself)."""

    model: SemanticModel
    dimension: Dimension
    path: tuple[JoinStep, ...]

    @property
    def ref(self) -> str:
        """MetricFlow's name for it from the base model: the join entities, then the dimension."""
        entities = [s.entity for s in self.path] or [primary_entity(self.model) or self.model.name]
        return "__".join([*entities, self.dimension.name])


def primary_entity(model: SemanticModel) -> str | None:
    if model.primary_entity:
        return model.primary_entity
    keys = model.primary_entities
    return keys[0].name if keys else None


def _key_entity(model: SemanticModel, name: str) -> Entity | None:
    return next((e for e in model.entities if e.name == name and e.type in _KEY_TYPES), None)


def join_paths(layer: SemanticLayer, base: SemanticModel) -> list[tuple[tuple[JoinStep, ...], SemanticModel]]:
    """Every model reachable from `base` (itself first), breadth first, in a deterministic order."""
    found: list[tuple[tuple[JoinStep, ...], SemanticModel]] = [((), base)]
    frontier = found[:]
    for _ in range(MAX_HOPS):
        nxt = []
        for path, model in frontier:
            visited = {base.name, *(s.to_model for s in path)}
            for entity in model.entities:
                for other in layer.semantic_models:
                    target = _key_entity(other, entity.name)
                    if other.name in visited or target is None:
                        continue
                    step = JoinStep(entity.name, entity.expr, other.name, target.expr)
                    nxt.append(((*path, step), other))
        found.extend(nxt)
        frontier = nxt
    return found


def split_ref(ref: str) -> tuple[list[str], str]:
    """'customer__country' → (['customer'], 'country')."""
    parts = [p for p in ref.split("__") if p]
    if not parts:
        raise CompileError(f"empty dimension reference {ref!r}")
    return parts[:-1], parts[-1]


def locate(layer: SemanticLayer, ref: str, base: SemanticModel, what: str) -> DimensionLocation:
    """The dimension `ref` as seen from `base`, or a CompileError saying why not (unknown, unreachable, ambiguous)."""
    entities, name = split_ref(ref)
    candidates = [
        DimensionLocation(model, dim, path)
        for path, model in join_paths(layer, base)
        for dim in model.dimensions
        if dim.name == name
    ]
    if entities:
        candidates = [c for c in candidates if _matches(c, entities)]
    if not candidates:
        if not any(m.dimension(name) for m in layer.semantic_models):
            raise CompileError(f"unknown dimension {ref!r}")
        raise CompileError(f"{what} cannot be grouped or filtered by {ref!r}: no join path from {base.name!r}")
    shortest = min(len(c.path) for c in candidates)
    best = [c for c in candidates if len(c.path) == shortest]
    if len({(c.model.name, c.path) for c in best}) > 1:
        refs = ", ".join(sorted({c.ref for c in best}))
        raise CompileError(f"dimension {ref!r} is ambiguous for {what}: say which one of {refs}")
    return best[0]


def _matches(location: DimensionLocation, entities: list[str]) -> bool:
    path_entities = [s.entity for s in location.path]
    if path_entities and entities == path_entities:
        return True
    own = {e.name for e in location.model.entities if e.type in _KEY_TYPES} | {location.model.primary_entity}
    return (len(entities) == 1 and entities[0] in own) or entities == [*path_entities, primary_entity(location.model)]


def metric_measures(layer: SemanticLayer, metric_name: str, _seen: tuple[str, ...] = ()) -> list[str]:
    """The measures a metric is computed from, through ratio and derived inputs; a CompileError for an unknown
    metric or measure, or a metric defined in terms of itself."""
    metric = layer.metrics.get(metric_name)
    if metric is None:
        raise CompileError(f"unknown metric {metric_name!r}" + (f" (an input of {_seen[-1]!r})" if _seen else ""))
    if metric_name in _seen:
        raise CompileError(f"metric {metric_name!r} is defined in terms of itself")
    if metric.conversion is not None:  # grouped and filtered as its base events are
        for item in (metric.conversion.base_measure, metric.conversion.conversion_measure):
            if item.name not in layer.measures:
                raise CompileError(f"metric {metric_name!r} uses an unknown measure {item.name!r}")
        return [metric.conversion.base_measure.name]
    if metric.measure is not None:
        if metric.measure.name not in layer.measures:
            raise CompileError(f"metric {metric_name!r} uses an unknown measure {metric.measure.name!r}")
        return [metric.measure.name]
    inputs = [i for i in (metric.numerator, metric.denominator) if i] + metric.metrics
    found = [m for i in inputs for m in metric_measures(layer, i.name, (*_seen, metric_name))]
    return list(dict.fromkeys(found))


def metric_models(layer: SemanticLayer, metric_name: str) -> list[SemanticModel]:
    """The semantic models of a metric's measures (through ratio and derived inputs), in order."""
    names: list[str] = []
    for measure in metric_measures(layer, metric_name):
        model = layer.measures[measure][0]
        if model.name not in names:
            names.append(model.name)
    return [layer.model(n) for n in names]


def resolve_dimension(layer: SemanticLayer, ref: str, metric_name: str) -> DimensionLocation:
    """Where `ref` lives for a metric (from its first measure's model); a CompileError if any of the metric's
    measures cannot reach it."""
    locations = [locate(layer, ref, model, f"metric {metric_name!r}") for model in metric_models(layer, metric_name)]
    return locations[0]


def metric_dimensions(layer: SemanticLayer, metric_name: str) -> list[str]:
    """The dimension references a metric can be grouped or filtered by: bare names (when unambiguous) and
    `entity__dimension` names, the entities every measure's model holds (grouped by their key), plus
    `metric_time` when every measure has a time dimension."""
    models = metric_models(layer, metric_name)
    usable: set[str] | None = None
    for model in models:
        refs: set[str] = set()
        for path, other in join_paths(layer, model):
            for dim in other.dimensions:
                location = DimensionLocation(other, dim, path)
                refs.add(location.ref)
                refs.add(dim.name)
                owner = primary_entity(other)
                if owner:
                    refs.add(f"{owner}__{dim.name}")
        usable = refs if usable is None else usable & refs
    result = set()
    for ref in usable or set():
        try:
            for model in models:
                locate(layer, ref, model, f"metric {metric_name!r}")
        except CompileError:
            continue
        result.add(ref)
    if models:  # an entity's key, where no dimension names it
        result.update(e.name for e in models[0].entities if entity_key(layer, e.name, models))
    if all(_has_time(layer, measure) for measure in metric_measures(layer, metric_name)):
        result.add(METRIC_TIME)
    return sorted(result)


def entity_key(layer: SemanticLayer, ref: str, models: list[SemanticModel]) -> bool:
    """Whether `ref` is an entity grouped or filtered by its key, as MetricFlow allows (`fiscal_year`: 'FY2026'):
    an entity every one of `models` holds, and no dimension's name."""
    if "__" in ref or not models or any(m.dimension(ref) for m in layer.semantic_models):
        return False
    return all(any(e.name == ref for e in m.entities) for m in models)


def metric_entity_key(layer: SemanticLayer, ref: str, metric_name: str) -> bool:
    """`entity_key` for the models of a metric's measures."""
    try:
        return entity_key(layer, ref, metric_models(layer, metric_name))
    except CompileError:
        return False


def _has_time(layer: SemanticLayer, measure_name: str) -> bool:
    model, measure = layer.measures[measure_name]
    return (measure.agg_time_dimension or model.default_agg_time_dimension) is not None
