"""Bounded, read-only profiles of a database's tables: row counts, distinct counts, nulls, ranges, value kinds.

Every statement goes through the warehouse's read-only `run` with a row limit and a timeout, and reads at most
`COUNT_CAP` rows of a table (a count over a `LIMIT`ed subquery) or its first `sample_rows(...)` rows: a
100M-row table is never scanned whole. Where the sample holds every row, distinct counts are exact.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlglot import exp

from sqlclarify.warehouse.base import QueryError, Warehouse

COUNT_CAP = 1_000_000  # rows counted at most; a bigger table is "over 1,000,000 rows"
SAMPLE_ROWS = 10_000  # rows read per table at most
SAMPLE_CELLS = 2_000_000  # rows × columns read per table at most (a wide table gets fewer rows)
COLUMNS_PER_QUERY = 400  # a very wide table is read in slices of columns
KEPT_VALUES = 60  # distinct values kept per column (enough to list a categorical dimension's values)
TIMEOUT_S = 30.0

_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_STAMP = re.compile(r"^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?([+-]\d{2}:?\d{2}|Z)?$")
# declared types → a value kind, for columns whose sample is empty (checked in order, on the lowercased type)
_DECLARED = (
    ("bool", "boolean"),
    ("timestamp", "timestamp"),
    ("datetime", "timestamp"),
    ("date", "date"),
    ("int", "integer"),
    ("dec", "number"),
    ("num", "number"),
    ("real", "number"),
    ("floa", "number"),
    ("doub", "number"),
    ("char", "text"),
    ("text", "text"),
    ("string", "text"),
    ("clob", "text"),
)


@dataclass
class ColumnProfile:
    """What a sample says of one column."""

    name: str
    declared: str
    kind: str = "empty"  # integer, number, boolean, text, date, timestamp, mixed, other, empty
    seen: int = 0  # sampled rows
    nulls: int = 0
    distinct: int = 0
    minimum: Any = None
    maximum: Any = None
    values: list[Any] = field(default_factory=list)  # up to KEPT_VALUES distinct values, sorted when comparable
    longest: int = 0  # longest text value, in characters
    grain: str | None = None  # time columns: day, month or year (the coarsest grain every value sits on)
    finer_than_day: bool = False  # time columns: values carry a time of day
    kinds_seen: tuple[str, ...] = ()  # for a mixed column: the kinds found

    @property
    def non_null(self) -> int:
        return self.seen - self.nulls

    @property
    def unique(self) -> bool:
        """Every sampled value distinct and none empty."""
        return self.seen > 0 and self.nulls == 0 and self.distinct == self.seen


@dataclass
class TableProfile:
    name: str
    rows: int = 0  # counted rows (at most COUNT_CAP)
    rows_capped: bool = False  # the table has more than COUNT_CAP rows
    sampled: int = 0  # rows read for the column profiles
    columns: dict[str, ColumnProfile] = field(default_factory=dict)
    problem: str | None = None  # why the table could not be read

    @property
    def complete(self) -> bool:
        """The sample holds every row: distinct counts and uniqueness are exact."""
        return not self.rows_capped and self.sampled >= self.rows


def quote(name: str, dialect: str) -> str:
    return exp.to_identifier(name, quoted=True).sql(dialect=dialect)


def sample_rows(columns: int) -> int:
    return max(100, min(SAMPLE_ROWS, SAMPLE_CELLS // max(columns, 1)))


def profile_table(warehouse: Warehouse, table: str, columns: dict[str, str]) -> TableProfile:
    """The profile of `table`; `problem` says why when it cannot be read (no permission, a failing type)."""
    dialect = warehouse.dialect
    profile = TableProfile(name=table, columns={c: ColumnProfile(c, t or "") for c, t in columns.items()})
    source = quote(table, dialect)
    try:
        counted = warehouse.run(
            f"SELECT COUNT(*) FROM (SELECT 1 AS one FROM {source} LIMIT {COUNT_CAP + 1}) AS capped",
            max_rows=1,
            timeout_s=TIMEOUT_S,
        )
    except QueryError as exc:
        profile.problem = _first_line(str(exc))
        return profile
    profile.rows = min(int(counted.rows[0][0] or 0), COUNT_CAP)
    profile.rows_capped = int(counted.rows[0][0] or 0) > COUNT_CAP
    limit = sample_rows(len(columns))
    names = list(columns)
    for start in range(0, len(names), COLUMNS_PER_QUERY):
        part = names[start : start + COLUMNS_PER_QUERY]
        listed = ", ".join(quote(c, dialect) for c in part)
        try:
            result = warehouse.run(f"SELECT {listed} FROM {source} LIMIT {limit}", max_rows=limit, timeout_s=TIMEOUT_S)
        except QueryError as exc:
            if len(part) == 1:
                profile.columns[part[0]].kind = "other"
                continue
            # one unreadable column (a type the driver cannot convert) must not hide the others
            for column in part:
                _profile_alone(warehouse, source, column, limit, profile)
            if profile.problem is None and all(profile.columns[c].kind == "other" for c in part):
                profile.problem = _first_line(str(exc))
            continue
        profile.sampled = max(profile.sampled, len(result.rows))
        for index, column in enumerate(part):
            _describe(profile.columns[column], [row[index] for row in result.rows])
    return profile


def _profile_alone(warehouse: Warehouse, source: str, column: str, limit: int, profile: TableProfile) -> None:
    try:
        result = warehouse.run(
            f"SELECT {quote(column, warehouse.dialect)} FROM {source} LIMIT {limit}",
            max_rows=limit,
            timeout_s=TIMEOUT_S,
        )
    except QueryError:
        profile.columns[column].kind = "other"
        return
    profile.sampled = max(profile.sampled, len(result.rows))
    _describe(profile.columns[column], [row[0] for row in result.rows])


def _describe(column: ColumnProfile, values: list[Any]) -> None:
    column.seen = len(values)
    present = [v for v in values if v is not None and not (isinstance(v, str) and not v.strip())]
    column.nulls = column.seen - len(present)
    kinds = {_kind_of(v) for v in present}
    if not kinds:
        column.kind = _declared_kind(column.declared)
        return
    if kinds <= {"integer", "number"}:
        column.kind = "number" if "number" in kinds else "integer"
    elif kinds <= {"date", "timestamp"}:
        column.kind = "timestamp" if "timestamp" in kinds else "date"
    elif len(kinds) == 1:
        column.kind = kinds.pop()
    else:
        column.kind = "mixed"
        column.kinds_seen = tuple(sorted(kinds))
    hashable = [_hashable(v) for v in present]
    distinct = set(hashable)
    column.distinct = len(distinct)
    try:
        ordered = sorted(distinct)
    except TypeError:
        ordered = sorted(distinct, key=repr)
    column.values = ordered[:KEPT_VALUES]
    if column.kind != "mixed" and ordered:
        column.minimum, column.maximum = ordered[0], ordered[-1]
    if column.kind == "text":
        column.longest = max(len(str(v)) for v in present)
    if column.kind in ("date", "timestamp"):
        _time_grain(column, present)


def _kind_of(value: Any) -> str:
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float | Decimal):
        return "number"
    if isinstance(value, datetime):
        return "timestamp"
    if isinstance(value, date):
        return "date"
    if isinstance(value, str):
        text = value.strip()
        if _DAY.match(text):
            return "date"
        if _STAMP.match(text):
            return "timestamp"
        return "text"
    return "other"


def _hashable(value: Any) -> Any:
    if isinstance(value, list | dict | bytearray):
        return repr(value)
    return value


def _declared_kind(declared: str) -> str:
    lowered = declared.lower()
    return next((kind for word, kind in _DECLARED if word in lowered), "empty" if not lowered else "other")


def _time_grain(column: ColumnProfile, values: list[Any]) -> None:
    """The coarsest of day, month, year that every value sits on; `finer_than_day` when any has a time."""
    stamps = [_as_datetime(v) for v in values]
    stamps = [s for s in stamps if s is not None]
    if not stamps:
        column.grain = "day"
        return
    column.finer_than_day = any(s.time() != datetime.min.time() for s in stamps)
    if column.finer_than_day or any(s.day != 1 for s in stamps):
        column.grain = "day"
    elif any(s.month != 1 for s in stamps):
        column.grain = "month"
    else:
        column.grain = "year"


def _as_datetime(value: Any) -> datetime | None:
    if isinstance(value, datetime):
        return value.replace(tzinfo=None)
    if isinstance(value, date):
        return datetime(value.year, value.month, value.day)
    try:
        return datetime.fromisoformat(str(value).strip().replace("Z", "+00:00")).replace(tzinfo=None)
    except ValueError:
        return None


def count_distinct(warehouse: Warehouse, table: str, column: str) -> tuple[int, int, int]:
    """(rows, non-null values, distinct values) of a column over at most COUNT_CAP rows."""
    dialect = warehouse.dialect
    col = quote(column, dialect)
    result = warehouse.run(
        f"SELECT COUNT(*), COUNT({col}), COUNT(DISTINCT {col}) FROM "
        f"(SELECT {col} FROM {quote(table, dialect)} LIMIT {COUNT_CAP}) AS capped",
        max_rows=1,
        timeout_s=TIMEOUT_S,
    )
    rows, values, distinct = result.rows[0]
    return int(rows or 0), int(values or 0), int(distinct or 0)


def contained(warehouse: Warehouse, table: str, column: str, values: list[Any]) -> int:
    """How many of `values` occur in `table.column` (one bounded IN query)."""
    if not values:
        return 0
    dialect = warehouse.dialect
    col = quote(column, dialect)
    listed = ", ".join(exp.convert(v).sql(dialect=dialect) for v in values)
    result = warehouse.run(
        f"SELECT COUNT(DISTINCT {col}) FROM (SELECT {col} FROM {quote(table, dialect)} LIMIT {COUNT_CAP}) AS capped "
        f"WHERE {col} IN ({listed})",
        max_rows=1,
        timeout_s=TIMEOUT_S,
    )
    return int(result.rows[0][0] or 0)


def _first_line(text: str) -> str:
    lines = text.strip().splitlines()
    return lines[0] if lines else "cannot be read"
