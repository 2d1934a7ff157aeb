"""MetricFlow's command-line names, read into a SemanticQuery: `--metrics a,b`, `--group-by metric_time__month,
customer__region`, `--where "{{ Dimension('customer__region') }} = 'EU'"`, `--start-time`, `--end-time`,
`--order -revenue`, `--limit`; and the dimensions and entities a metric can be asked by, named as MetricFlow
names them (`list dimensions`, `list entities`)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from sqlclarify.semantic.errors import CompileError
from sqlclarify.semantic.joins import DimensionLocation, join_paths, metric_models
from sqlclarify.semantic.model import GRAINS, METRIC_TIME, SemanticLayer
from sqlclarify.semantic.query import DimensionFilter, GroupBy, OrderBy, SemanticQuery, TimeRange

_DAY = re.compile(r"^(\d{4}-\d{2}-\d{2})([ T].*)?$")
_REF = (
    r"(?:\{\{\s*(?:Dimension|TimeDimension|Entity)\(\s*'([^']+)'(?:\s*,\s*'([^']+)')?\s*\)\s*\}\}|([a-z_][a-z0-9_]*))"
)
_VALUE = r"'((?:[^']|'')*)'"
_CONDITION = re.compile(
    rf"^\s*{_REF}\s*(=|!=|<>|\s+not\s+in\s+|\s+in\s+)\s*(\(\s*{_VALUE}(?:\s*,\s*{_VALUE})*\s*\)|{_VALUE})\s*$",
    re.IGNORECASE,
)


class NameError_(ValueError):
    """A name or filter MetricFlow's syntax allows but this catalog or sqlclarify cannot take; one line."""


@dataclass(frozen=True)
class DimensionName:
    name: str  # MetricFlow's name: entity__dimension, or metric_time
    type: str  # categorical or time
    label: str
    grain: str | None = None


def metric_dimensions(layer: SemanticLayer, metrics: list[str]) -> list[DimensionName]:
    """The dimensions every one of `metrics` can be grouped by (all metrics when none is given), MetricFlow's names
    first by metric_time; NameError_ for an unknown metric."""
    names = metrics or sorted(layer.metrics)
    common: dict[str, DimensionName] | None = None
    for metric in names:
        if metric not in layer.metrics:
            raise NameError_(f"no metric '{metric}' in the catalog (see `sqlclarify list metrics`)")
        found: dict[str, DimensionName] = {}
        try:
            models = metric_models(layer, metric)
        except CompileError:
            models = []
        for index, model in enumerate(models):
            reach: dict[str, DimensionName] = {}
            for path, other in join_paths(layer, model):
                for dimension in other.dimensions:
                    ref = DimensionLocation(other, dimension, path).ref
                    grain = dimension.granularity if dimension.type == "time" else None
                    reach.setdefault(ref, DimensionName(ref, dimension.type, dimension.label or dimension.name, grain))
            found = reach if index == 0 else {r: d for r, d in found.items() if r in reach}
        if models:
            found = {METRIC_TIME: DimensionName(METRIC_TIME, "time", "Metric time", "day")} | found
        common = found if common is None else {r: d for r, d in common.items() if r in found}
    return list((common or {}).values())


def entities(layer: SemanticLayer) -> list[tuple[str, str, list[str]]]:
    """(entity, the model it is the primary key of or '', the models it joins) for every entity."""
    seen: dict[str, tuple[str, list[str]]] = {}
    for model in layer.semantic_models:
        for entity in model.entities:
            primary, models = seen.get(entity.name, ("", []))
            if entity.type in ("primary", "unique", "natural") and not primary:
                primary = model.name
            seen[entity.name] = (primary, [*models, model.name])
    return [(name, primary, models) for name, (primary, models) in sorted(seen.items())]


def build_query(
    layer: SemanticLayer,
    metrics: list[str],
    group_by: list[str],
    where: list[str],
    start: str | None,
    end: str | None,
    order: list[str],
    limit: int | None,
) -> SemanticQuery:
    """The SemanticQuery of an `mf query`-style request (MetricFlow's semantics: a time range widened to whole
    periods of the query's grain)."""
    if not metrics:
        raise NameError_("--metrics names at least one metric")
    unknown = [m for m in metrics if m not in layer.metrics]
    if unknown:
        raise NameError_(f"no metric '{unknown[0]}' in the catalog (see `sqlclarify list metrics`)")
    groups = [_group(name) for name in group_by]
    filters = [f for text in where for f in _filters(text)]
    time_range = None
    if start or end:
        first, last = _day(start, "--start-time") if start else "1900-01-01", _day(end, "--end-time") if end else None
        time_range = TimeRange(start=first, end=last or "9999-12-31", label=f"{first} to {last or 'the end'}")
    ordering = []
    for item in order:
        descending = item.startswith("-")
        key = item.lstrip("-+")
        group = next((g for g, name in zip(groups, group_by, strict=True) if name == key), None)
        ordering.append(OrderBy(key=group.dimension if group is not None else key, descending=descending))
    if limit is not None and limit <= 0:
        raise NameError_("--limit must be a positive number")
    return SemanticQuery(
        metrics=metrics,
        group_by=groups,
        filters=filters,
        time_range=time_range,
        order_by=ordering,
        limit=limit,
        whole_periods=True,
    )


def _group(name: str) -> GroupBy:
    head, _, tail = name.rpartition("__")
    if head and tail in GRAINS:
        return GroupBy(dimension=head, grain=tail)
    if name == METRIC_TIME:
        return GroupBy(dimension=METRIC_TIME, grain="day")
    return GroupBy(dimension=name)


def _filters(text: str) -> list[DimensionFilter]:
    """`A = 'x' AND B IN ('y', 'z')`: equality and IN (and their negations) joined by AND; anything else is
    refused by name rather than dropped."""
    found = []
    for part in re.split(r"\s+and\s+", text.strip(), flags=re.IGNORECASE):
        match = _CONDITION.match(part)
        if match is None:
            raise NameError_(
                f"--where '{part.strip()}': only {{{{ Dimension('entity__name') }}}} = 'value', != 'value', "
                "IN ('a', 'b') or NOT IN (…), joined by AND, are understood"
            )
        ref = match.group(1) or match.group(3)
        operator = " ".join(match.group(4).lower().split())
        values = [v.replace("''", "'") for v in re.findall(_VALUE, match.group(5))]
        found.append(DimensionFilter(dimension=ref, values=values, exclude=operator in ("!=", "<>", "not in")))
    return found


def _day(text: str, option: str) -> str:
    match = _DAY.match(text.strip())
    if match is None:
        raise NameError_(f"{option} must be a day (YYYY-MM-DD) or a moment (YYYY-MM-DDTHH:MM:SS), not '{text}'")
    return match.group(1)
