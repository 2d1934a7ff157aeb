"""Charts of catalog answers: a Vega-Lite v5 spec decided from the semantic query (never from column names),
drawn in the terminal (plotext) or written as a PNG/SVG image (matplotlib, the optional `charts` extra).

The spec is the one source: the terminal and the image read it back, so every face draws the same chart.
Its data is in long form, one record per point: {x: …, series: …, value: …} (series only when there are several).
"""

from __future__ import annotations

import importlib.util
import math
from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlclarify.errors import InputError
from sqlclarify.numbers import percent_of_one
from sqlclarify.semantic.compile import CompileError, resolve_dimension
from sqlclarify.semantic.query import SemanticQuery

if TYPE_CHECKING:
    from sqlclarify.resources import Catalog

VEGA_LITE_SCHEMA = "https://vega.github.io/schema/vega-lite/v5.json"
MAX_SERIES = 8  # more lines or bar colours than this are not readable: no chart
MAX_POINTS = 1000  # the spec is kept in the thread's state: a larger result gets no chart
IMAGE_FORMATS = (".png", ".svg")
X, SERIES, VALUE = "x", "series", "value"


def chart_spec(catalog: Catalog, query: SemanticQuery, columns: list[str], rows: list[list[Any]]) -> dict | None:
    """A Vega-Lite spec for a chartable answer (see `_shaped_spec`); a ratio with a percent unit has its axis in
    percent (0.0364 reads 3.6%)."""
    spec = _shaped_spec(catalog, query, columns, rows)
    metrics = [catalog.layer.metrics[m] for m in query.metrics]
    if spec is not None and all(percent_of_one(m.type, m.unit) for m in metrics):
        spec["encoding"]["y"]["axis"] = {"format": ".1%"}
    return spec


def _shaped_spec(catalog: Catalog, query: SemanticQuery, columns: list[str], rows: list[list[Any]]) -> dict | None:
    """A Vega-Lite spec for a chartable answer; None for a single number or a shape no chart shows well.

    A time dimension in group_by → a line over time (one line per value of one other dimension, or per metric);
    one categorical dimension → bars; a comparison of two periods → grouped bars. Columns are the compiler's:
    the group-by keys in order, then the metrics (each followed by compare, change, change % in a comparison).
    """
    metrics, groups = query.metrics, query.group_by
    width = len(metrics) * (4 if query.compare_to else 1)
    if not metrics or not rows or len(columns) != len(groups) + width or len(rows) > MAX_POINTS:
        return None
    vocab = catalog.vocab
    keys = [[row[i] for i in range(len(groups))] for row in rows]
    values = [row[len(groups) :] for row in rows]
    metric_labels = [vocab.metric_label(m) for m in metrics]
    times = [i for i, g in enumerate(groups) if _is_time(catalog, g.dimension, g.grain, metrics[0])]
    records: list[dict[str, Any]] = []
    if query.compare_to is not None:  # grouped bars: this period beside the one it is compared with
        if len(groups) > 1 or (groups and len(metrics) > 1) or times:
            return None
        periods = [query.time_range.label if query.time_range else "", query.compare_to.label]
        for key, vals in zip(keys, values, strict=True):
            for m, label in enumerate(metric_labels):
                x = _value_label(vocab, groups[0].dimension, key[0]) if groups else label
                records += [{X: x, SERIES: p, VALUE: _number(vals[m * 4 + k])} for k, p in enumerate(periods)]
        x_title = vocab.dimension_label(groups[0].dimension) if groups else "Metric"
        y_title = metric_labels[0] if len(metrics) == 1 else "Value"
        return _spec("bar", x_title, "nominal", y_title, records, "Period", grouped=True)
    if times:
        t = times[0]
        others = [i for i in range(len(groups)) if i != t]
        if len(others) > 1 or (others and len(metrics) > 1):
            return None
        for key, vals in zip(keys, values, strict=True):
            x = _time_text(key[t])
            if others:
                series = _value_label(vocab, groups[others[0]].dimension, key[others[0]])
                records.append({X: x, SERIES: series, VALUE: _number(vals[0])})
            else:
                records += [
                    {X: x, SERIES: label, VALUE: _number(v)} for label, v in zip(metric_labels, vals, strict=True)
                ]
        if len(metrics) == 1 and not others:
            records = [{X: r[X], VALUE: r[VALUE]} for r in records]
        series_title = vocab.dimension_label(groups[others[0]].dimension) if others else "Metric"
        y_title = metric_labels[0] if len(metrics) == 1 else "Value"
        x_title = (groups[t].grain or "date").capitalize()
        return _spec("line", x_title, "temporal", y_title, records, series_title)
    if not groups or len(groups) > 2 or (len(groups) == 2 and len(metrics) > 1):
        return None  # a single number (or one per metric), or a breakdown too wide for one chart
    for key, vals in zip(keys, values, strict=True):
        x = _value_label(vocab, groups[0].dimension, key[0])
        if len(groups) == 2:
            records.append({X: x, SERIES: _value_label(vocab, groups[1].dimension, key[1]), VALUE: _number(vals[0])})
        elif len(metrics) > 1:
            records += [{X: x, SERIES: label, VALUE: _number(v)} for label, v in zip(metric_labels, vals, strict=True)]
        else:
            records.append({X: x, VALUE: _number(vals[0])})
    series_title = vocab.dimension_label(groups[1].dimension) if len(groups) == 2 else "Metric"
    y_title = metric_labels[0] if len(metrics) == 1 else "Value"
    return _spec("bar", vocab.dimension_label(groups[0].dimension), "nominal", y_title, records, series_title, True)


def _spec(
    mark: str, x_title: str, x_type: str, y_title: str, records: list[dict], series_title: str, grouped: bool = False
) -> dict | None:
    series = list(dict.fromkeys(r[SERIES] for r in records if SERIES in r))
    if len(series) > MAX_SERIES or all(r[VALUE] is None for r in records):
        return None
    x: dict[str, Any] = {"field": X, "type": x_type, "title": x_title}
    if x_type == "nominal":
        x["sort"] = None  # the answer's own order (a top-N is already sorted)
    encoding: dict[str, Any] = {"x": x, "y": {"field": VALUE, "type": "quantitative", "title": y_title}}
    if series:
        encoding["color"] = {"field": SERIES, "type": "nominal", "title": series_title, "sort": None}
        if grouped:
            encoding["xOffset"] = {"field": SERIES, "sort": None}
    return {
        "$schema": VEGA_LITE_SCHEMA,
        "mark": {"type": mark, "tooltip": True} | ({"point": True} if mark == "line" else {}),
        "encoding": encoding,
        "data": {"values": records},
    }


def _is_time(catalog: Catalog, dimension: str, grain: str | None, metric: str) -> bool:
    if dimension == "metric_time" or grain is not None:
        return True
    try:
        return resolve_dimension(catalog.layer, dimension, metric).dimension.type == "time"
    except CompileError:
        return False


def _value_label(vocab: Any, dimension: str, value: Any) -> str:
    return "NULL" if value is None else vocab.value_label(dimension, str(value))


def _time_text(value: Any) -> str:
    if isinstance(value, datetime):
        return value.isoformat() if value.time() != datetime.min.time() else value.date().isoformat()
    return value.isoformat() if isinstance(value, date) else str(value)


def _number(value: Any) -> float | int | None:
    if isinstance(value, Decimal):
        return float(value)
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return value if isinstance(value, (int, float)) else None


# -- drawing a spec ----------------------------------------------------------------------------------


@dataclass
class _Drawing:
    """A spec read back for drawing: categories along x, and each series' values at them."""

    mark: str
    x_title: str
    y_title: str
    categories: list[str]
    series: dict[str, list[float | None]] = field(default_factory=dict)


def _read_spec(spec: dict) -> _Drawing:
    encoding = spec["encoding"]
    records = spec["data"]["values"]
    mark = spec["mark"]["type"] if isinstance(spec["mark"], dict) else spec["mark"]
    categories = list(dict.fromkeys(str(r[X]) for r in records))
    if encoding["x"]["type"] == "temporal":
        categories.sort()
    names = list(dict.fromkeys(str(r.get(SERIES, "")) for r in records))
    series: dict[str, list[float | None]] = {name: [None] * len(categories) for name in names}
    index = {c: i for i, c in enumerate(categories)}
    for r in records:
        series[str(r.get(SERIES, ""))][index[str(r[X])]] = r[VALUE]
    return _Drawing(mark, encoding["x"]["title"], encoding["y"]["title"], categories, series)


def terminal_chart(spec: dict, width: int = 80, height: int = 16, color: bool = False) -> str:
    """The chart as text for a terminal (ANSI colours when `color`)."""
    import plotext

    drawing = _read_spec(spec)
    figure = plotext.figure
    figure.clear()
    figure.plot_size(max(40, min(width, 120)), height)
    figure.theme("dark" if color else "colorless")
    positions = list(range(len(drawing.categories)))
    if drawing.mark == "line":
        for name, values in drawing.series.items():
            points = [(p, v) for p, v in zip(positions, values, strict=True) if v is not None]
            signal = figure.signal([p for p, _ in points], [v for _, v in points])
            signal.lines(True)
            if name:
                signal.label(name)
            figure.draw(signal)
        ticks = _tick_positions(len(positions), max(2, width // 14))
        figure.ruler().ticks(ticks, [drawing.categories[i] for i in ticks])
    else:
        heights = [[v or 0 for v in values] for values in drawing.series.values()]
        figure.draw(figure.bar(drawing.categories, heights if len(heights) > 1 else heights[0]))
    figure.title(drawing.y_title)
    figure.label(drawing.x_title, "x")
    text = str(figure.build())
    if drawing.mark == "bar" and len(drawing.series) > 1:
        text += "\nbars left to right: " + ", ".join(drawing.series)
    return text


def _tick_positions(count: int, most: int) -> list[int]:
    if count <= most:
        return list(range(count))
    step = (count - 1) / (most - 1)
    return sorted({round(i * step) for i in range(most)})


def check_image_path(path: str) -> Path:
    """The image file to write, checked before anything runs: a known extension and the plotting extra."""
    target = Path(path)
    if target.suffix.lower() not in IMAGE_FORMATS:
        raise InputError(f"--chart writes .png or .svg files, not '{target.suffix or path}'")
    if importlib.util.find_spec("matplotlib") is None:
        raise InputError("--chart FILE needs matplotlib: pip install 'sqlclarify[charts]'")
    return target


def write_image(spec: dict, path: str) -> Path:
    """Draw the spec with matplotlib into a .png or .svg file."""
    target = check_image_path(path)
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib import pyplot

    drawing = _read_spec(spec)
    figure, axes = pyplot.subplots(figsize=(9, 4.5))
    try:
        positions = list(range(len(drawing.categories)))
        named = len(drawing.series) > 1 or any(drawing.series)
        if drawing.mark == "line":
            for name, values in drawing.series.items():
                axes.plot(positions, [math.nan if v is None else v for v in values], marker=".", label=name or None)
            ticks = _tick_positions(len(positions), 10)
            axes.set_xticks(ticks, [drawing.categories[i] for i in ticks], rotation=30, ha="right")
        else:
            width = 0.8 / len(drawing.series)
            for k, (name, values) in enumerate(drawing.series.items()):
                offset = (k - (len(drawing.series) - 1) / 2) * width
                axes.bar([p + offset for p in positions], [v or 0 for v in values], width, label=name or None)
            axes.set_xticks(positions, drawing.categories, rotation=30 if len(positions) > 6 else 0, ha="right")
        axes.set_xlabel(drawing.x_title)
        axes.set_ylabel(drawing.y_title)
        if named:
            axes.legend()
        figure.tight_layout()
        figure.savefig(target, format=target.suffix.lower().lstrip("."))
    finally:
        pyplot.close(figure)
    return target
