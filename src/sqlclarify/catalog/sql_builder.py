"""Governed SQL for a resolved catalog metric: same slots, same SQL, every time."""

from __future__ import annotations

from sqlclarify.catalog.model import Catalog, Component, Metric
from sqlclarify.state import Slots


def sql_literal(value: str) -> str:
    """A SQL string literal; values come from the catalog's vocabulary, quoted all the same."""
    return "'" + str(value).replace("'", "''") + "'"


def rounded(expression: str, digits: int) -> str:
    """Round for display; whole numbers come back as integers, not 2095066.0."""
    return f"CAST(ROUND({expression}) AS INTEGER)" if digits == 0 else f"ROUND({expression}, {digits})"


def render_metric_sql(catalog: Catalog, slots: Slots) -> str:
    """The SQL computing `slots.metric` with the slots' filters, grain and breakdowns."""
    if not slots.metric or slots.date_range is None:
        raise ValueError("a metric and a date range are needed to render catalog SQL")
    metric = catalog.metrics[slots.metric]
    dims = _dimension_columns(catalog, metric, slots)
    dim_names = [name for name, _ in dims]
    order = f"\nORDER BY {', '.join(dim_names)}" if dim_names else ""

    if len(metric.components) == 1:
        (comp,) = metric.components.values()
        return _component_query(catalog, metric, comp, slots, dims, metric.name, metric.round) + order

    ctes = ",\n".join(
        f"{name} AS (\n{_indent(_component_query(catalog, metric, comp, slots, dims, name))}\n)"
        for name, comp in metric.components.items()
    )
    first, *others = metric.components
    joins = first + "".join(
        f"\nJOIN {name} USING ({', '.join(dim_names)})" if dim_names else f"\nCROSS JOIN {name}" for name in others
    )
    value = f"{rounded(metric.formula or '', metric.round)} AS {metric.name}"
    select = ", ".join([*(f"{first}.{d}" for d in dim_names), value])
    return f"WITH {ctes}\nSELECT {select}\nFROM {joins}{order}"


def _dimension_columns(catalog: Catalog, metric: Metric, slots: Slots) -> list[tuple[str, str]]:
    """(output name, SQL template with {column} for the date column) of each GROUP BY dimension."""
    dims: list[tuple[str, str]] = []
    if slots.grain and slots.grain in metric.grains:
        dims.append(("period", catalog.snippets.grains[slots.grain]))
    for dimension in slots.group_by:
        if dimension in metric.dimensions:
            dims.append((dimension, catalog.dimensions[dimension].column))
    return dims


def _component_query(
    catalog: Catalog,
    metric: Metric,
    comp: Component,
    slots: Slots,
    dims: list[tuple[str, str]],
    alias: str,
    round_to: int | None = None,
) -> str:
    """One component's aggregate over its table; averaged metrics average the per-period values."""

    def value(expression: str) -> str:
        return f"{rounded(expression, round_to)} AS {alias}" if round_to is not None else f"{expression} AS {alias}"

    filters = catalog.snippets.filters
    assert slots.date_range is not None
    where = [
        filters[comp.date_filter].format(
            column=comp.date_column, start=sql_literal(slots.date_range.start), end=sql_literal(slots.date_range.end)
        )
    ]
    if slots.markets and set(slots.markets) != set(catalog.market_codes):
        where.append(filters["market"].format(markets=", ".join(sql_literal(m) for m in slots.markets)))
    if slots.platform:
        where.append(filters["platform"].format(platform=sql_literal(slots.platform)))
    if slots.ad_network and "ad_network" in metric.dimensions:
        where.append(filters["ad_network"].format(ad_network=sql_literal(slots.ad_network)))
    dim_exprs = []
    for out, template in dims:
        expression = template.format(column=comp.date_column)
        dim_exprs.append(expression if expression == out else f"{expression} AS {out}")
    dim_names = [out for out, _ in dims]
    group = f"\nGROUP BY {', '.join(dim_names)}" if dim_names else ""

    if metric.aggregation in ("average_of_daily", "average_of_monthly"):
        inner_select = ", ".join([f"{comp.date_column} AS day", *dim_exprs, f"{comp.expression} AS value"])
        inner_where = "\n    AND ".join(where)
        inner_group = ", ".join(["day", *dim_names])
        return (
            f"SELECT {', '.join([*dim_names, value('AVG(value)')])}\n"
            f"FROM (\n  SELECT {inner_select}\n  FROM {comp.table}\n  WHERE {inner_where}\n"
            f"  GROUP BY {inner_group}\n) AS per_period{group}"
        )
    select = ", ".join([*dim_exprs, value(comp.expression)])
    where_sql = "\n  AND ".join(where)
    return f"SELECT {select}\nFROM {comp.table}\nWHERE {where_sql}{group}"


def _indent(text: str) -> str:
    return "\n".join("  " + line for line in text.splitlines())
