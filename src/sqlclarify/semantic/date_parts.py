"""Calendar parts of a date (MetricFlow's `metric_time__extract_dow`): the number of a day's weekday, month,
quarter… across years, written per dialect. The day of week is ISO: 1 = Monday … 7 = Sunday, as MetricFlow
extracts `isodow` on every engine."""

from __future__ import annotations

from functools import lru_cache

import sqlglot
from sqlglot import exp

from sqlclarify.semantic.errors import CompileError
from sqlclarify.semantic.model import GRAINS, Grain, SemanticLayer

# MetricFlow's date parts (DatePart): what `extract_<part>` names
DATE_PARTS = ("year", "quarter", "month", "day", "dow", "doy")
EXTRACT = "extract_"
# the coarsest stored grain a part can be read from (a monthly date has a month of year, not a weekday)
PART_GRAINS: dict[str, Grain] = {
    "year": "year", "quarter": "quarter", "month": "month", "day": "day", "dow": "day", "doy": "day",
}  # fmt: skip
PART_NAMES = {
    "year": "year", "quarter": "quarter of the year", "month": "month of the year", "day": "day of the month",
    "dow": "day of the week", "doy": "day of the year",
}  # fmt: skip
_DATE = "sqlclarify_date_part_arg"  # the placeholder a template's date stands for

_POSTGRES_UNITS = {"year": "YEAR", "quarter": "QUARTER", "month": "MONTH", "day": "DAY", "dow": "ISODOW", "doy": "DOY"}
# Each part as a plain-number expression of the date {d} (a DATE, or ISO text on SQLite); a dialect not named here
# is written from DuckDB's by sqlglot.
_TEMPLATES: dict[str, dict[str, str]] = {
    "sqlite": {
        "year": "CAST(STRFTIME('%Y', {d}) AS INTEGER)",
        "quarter": "(CAST(STRFTIME('%m', {d}) AS INTEGER) + 2) / 3",
        "month": "CAST(STRFTIME('%m', {d}) AS INTEGER)",
        "day": "CAST(STRFTIME('%d', {d}) AS INTEGER)",
        "dow": "(CAST(STRFTIME('%w', {d}) AS INTEGER) + 6) % 7 + 1",  # %w: 0 = Sunday
        "doy": "CAST(STRFTIME('%j', {d}) AS INTEGER)",
    },
    "duckdb": {
        "year": "YEAR({d})",
        "quarter": "QUARTER({d})",
        "month": "MONTH({d})",
        "day": "DAY({d})",
        "dow": "ISODOW({d})",
        "doy": "DAYOFYEAR({d})",
    },
    "postgres": {part: f"CAST(EXTRACT({unit} FROM {{d}}) AS INTEGER)" for part, unit in _POSTGRES_UNITS.items()},
    "mysql": {
        "year": "YEAR({d})",
        "quarter": "QUARTER({d})",
        "month": "MONTH({d})",
        "day": "DAYOFMONTH({d})",
        "dow": "WEEKDAY({d}) + 1",  # WEEKDAY: 0 = Monday
        "doy": "DAYOFYEAR({d})",
    },
    "clickhouse": {
        "year": "toYear({d})",
        "quarter": "toQuarter({d})",
        "month": "toMonth({d})",
        "day": "toDayOfMonth({d})",
        "dow": "toDayOfWeek({d})",  # 1 = Monday by default
        "doy": "toDayOfYear({d})",
    },
    "spark": {
        "year": "YEAR({d})",
        "quarter": "QUARTER({d})",
        "month": "MONTH({d})",
        "day": "DAYOFMONTH({d})",
        "dow": "(DAYOFWEEK({d}) + 5) % 7 + 1",  # DAYOFWEEK: 1 = Sunday
        "doy": "DAYOFYEAR({d})",
    },
}
_TEMPLATES["databricks"] = _TEMPLATES["spark"]


def date_part_of(grain: str | None) -> str | None:
    """'dow' for the grain 'extract_dow'; None for a grain that names no date part."""
    if grain is None or not grain.startswith(EXTRACT):
        return None
    part = grain[len(EXTRACT) :]
    if part not in DATE_PARTS:
        raise CompileError(f"unknown date part {part!r} (expected one of {', '.join(DATE_PARTS)})")
    return part


def extract(day: exp.Expression, part: str, dialect: str) -> exp.Expression:
    """The date part `part` of `day` as an integer in `dialect`."""
    template = _template(part, dialect)
    found = template.copy()
    for node in list(found.find_all(exp.Column)):
        if node.name == _DATE:
            node.replace(day.copy())
    return exp.Paren(this=found)


@lru_cache(maxsize=256)
def _template(part: str, dialect: str) -> exp.Expression:
    if part not in DATE_PARTS:
        raise CompileError(f"unknown date part {part!r} (expected one of {', '.join(DATE_PARTS)})")
    read = dialect if dialect in _TEMPLATES else "duckdb"
    return sqlglot.parse_one(_TEMPLATES[read][part].format(d=_DATE), read=read)


WEEKDAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTH_NAMES = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
)  # fmt: skip


def part_of_ref(ref: str) -> str | None:
    """'dow' for 'metric_time__extract_dow' (or a time dimension's), else None."""
    owner, _, last = ref.rpartition("__")
    if not owner or not last.startswith(EXTRACT) or last[len(EXTRACT) :] not in DATE_PARTS:
        return None
    return last[len(EXTRACT) :]


def part_fits(part: str, stored: str | None) -> bool:
    """Whether a time stored by `stored` (None: no time at all) has the part: a monthly date has no weekday."""
    if stored is None or stored not in GRAINS:
        return False
    return GRAINS.index(stored) <= GRAINS.index(PART_GRAINS[part])  # type: ignore[arg-type]


def part_value_label(part: str, value: str) -> str:
    """A part's number as a person reads it: 6 → Saturday (ISO weekday), 12 → December; else the number."""
    try:
        n = int(value)
    except ValueError:
        return value
    if part == "dow" and 1 <= n <= 7:
        return WEEKDAY_NAMES[n - 1]
    if part == "month" and 1 <= n <= 12:
        return MONTH_NAMES[n - 1]
    if part == "quarter" and 1 <= n <= 4:
        return f"Q{n}"
    return value


def groupable_by_part(layer: SemanticLayer, metric: str, seen: tuple[str, ...] = ()) -> bool:
    """Whether a metric can be grouped by a calendar part: not a cumulative or conversion metric, nor one built on
    another period's value (an offset input), which need periods in order, not numbers across years."""
    found = layer.metrics.get(metric)
    if found is None or metric in seen:
        return False
    if found.type in ("cumulative", "conversion"):
        return False
    inputs = [i for i in (found.numerator, found.denominator) if i] + list(found.metrics or [])
    if any(i.offset_window or i.offset_to_grain for i in inputs):
        return False
    return all(groupable_by_part(layer, i.name, (*seen, metric)) for i in inputs)
