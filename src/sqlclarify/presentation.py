"""How an answer's columns read (issue 29): the catalog's labels as headers, each metric's unit and decimals,
ratios with a percent unit as percentages, time buckets by their grain, codes by their value labels.

`column_formats` describes the columns once (the graph keeps it in the interpretation); `format_cell` turns one
raw value into text with it. Raw values are never changed: `--json`, the API and the graph state keep them, and
every face (the CLI, chat, the web page, MCP text) formats a copy the same way."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlclarify.numbers import percent_of_one, plain_number, unit_number
from sqlclarify.semantic.date_parts import part_of_ref

GRAINS = ("day", "week", "month", "quarter", "year")
# a metric's derived columns: the header after the metric's label, and whether the values keep the metric's unit
DERIVED = {
    "compare": ("{label} ({compare})", True),
    "change": ("{label}: change", True),
    "change_pct": ("{label}: change %", False),
    "part": ("{label} ({part})", True),
    "part_pct": ("{label}: part %", False),
    "share": ("{label}: share", False),
}


def column_formats(catalog: Any, query: Any, columns: list[str], rows: list[list[Any]]) -> list[dict[str, Any]]:
    """One entry a column: {"name", "label"} and, where they apply, "unit", "decimals", "fraction" (a fraction
    shown as a percentage), "grain" (a time bucket) and "values" (the labels of the codes in these rows)."""
    return [_column(catalog, query, name, [row[i] for row in rows]) for i, name in enumerate(columns)]


def _column(catalog: Any, query: Any, name: str, values: list[Any]) -> dict[str, Any]:
    vocab, metrics = catalog.vocab, catalog.layer.metrics
    base, _, role = name.rpartition("__")
    if name in metrics:
        return _metric(metrics[name], name, metrics[name].label)
    if base in metrics and role in DERIVED:
        template, keeps_unit = DERIVED[role]
        compare = query.compare_to.label if getattr(query, "compare_to", None) else "before"
        part = ", ".join(query.part.values) if getattr(query, "part", None) else "part"
        label = template.format(label=metrics[base].label, compare=compare, part=part)
        if keeps_unit:
            return _metric(metrics[base], name, label) | ({"signed": True} if role == "change" else {})
        if role == "share":
            return {"name": name, "label": label, "unit": "%", "decimals": 1, "fraction": True}
        signed = {"signed": True} if role == "change_pct" else {}
        return {"name": name, "label": label, "unit": "%", "decimals": 1} | signed
    if role in GRAINS:
        dimension = base.rpartition("__")[2] if base != "metric_time" else ""
        label = role.capitalize() if not dimension else f"{vocab.dimension_label(dimension)} ({role})"
        return {"name": name, "label": label, "grain": role}
    # a calendar part keeps its owner ("metric_time__extract_dow": Day of the week); a dimension its bare name
    label = vocab.dimension_label(name if part_of_ref(name) else name.rpartition("__")[2] or name)
    column = {"name": name, "label": _capitalized(label)}
    labels = {str(v): vocab.value_label(name, str(v)) for v in dict.fromkeys(values) if v is not None}
    labels = {value: label for value, label in labels.items() if label != value}
    if labels:
        column["values"] = labels
    return column


def _metric(metric: Any, name: str, label: str) -> dict[str, Any]:
    shown: dict[str, Any] = {"name": name, "label": label}
    if metric.unit:
        shown["unit"] = metric.unit
    if metric.decimals is not None:
        shown["decimals"] = metric.decimals
    if percent_of_one(metric.type, metric.unit):
        shown["fraction"] = True
    return shown


def _capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


def format_cell(value: Any, column: dict[str, Any] | None = None) -> str:
    """One value as its column reads: $143,708.60, 3.64%, 4,572,055 users, Nov 2025, Indonesia; NULL for none."""
    if value is None:
        return "NULL"
    column = column or {}
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int) and str(value) in (column.get("values") or {}):
        return column["values"][str(value)]  # a numbered code with a name: 6 → Saturday (a day of the week)
    if isinstance(value, (int, float)):
        unit, decimals = column.get("unit"), column.get("decimals")
        if decimals is None and isinstance(value, float) and unit and value.is_integer():
            decimals = 0  # a count of users summed as a float: 4,572,055 users, not 4,572,055.00
        if unit or decimals is not None or column.get("fraction"):
            if decimals is None and isinstance(value, float) and abs(value) >= 1 and not column.get("fraction"):
                decimals = 2  # money and amounts read to the cent, not 143,708.6003
            text = unit_number(value, unit, decimals, fraction=bool(column.get("fraction")))
        else:
            text = plain_number(value)
        return f"+{text}" if column.get("signed") and value > 0 else text
    if column.get("grain"):
        return _bucket(value, column["grain"])
    text = str(value)
    return (column.get("values") or {}).get(text, text)


def _bucket(value: Any, grain: str) -> str:
    """A time bucket by its grain: 2025-11-01 → Nov 2025 (month), Q4 2025 (quarter), 2025 (year)."""
    try:
        day = value if isinstance(value, date) else datetime.fromisoformat(str(value)[:10]).date()
    except ValueError:
        return str(value)
    if isinstance(day, datetime):
        day = day.date()
    if grain == "year":
        return str(day.year)
    if grain == "quarter":
        return f"Q{(day.month - 1) // 3 + 1} {day.year}"
    if grain == "month":
        return day.strftime("%b %Y")
    if grain == "week":
        return f"week of {day.isoformat()}"
    return day.isoformat()


def formatted_rows(
    columns: list[str], rows: list[list[Any]], formats: list[dict[str, Any]] | None
) -> tuple[list[str], list[list[str]]]:
    """The headers and the rows as text (the catalog's formats when known, else the raw column names)."""
    by_name = {f["name"]: f for f in formats or []}
    shown = [by_name.get(c, {"name": c, "label": c}) for c in columns]
    return [c["label"] for c in shown], [[format_cell(v, c) for v, c in zip(row, shown, strict=False)] for row in rows]
