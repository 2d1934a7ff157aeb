"""Time dimensions whose stored value is a date written as a YYYYMMDD integer key (20260601), a common warehouse
convention: found from the values themselves when the catalog is loaded, never from names, and read as the date
they stand for, so that periods filter and group them as dates."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import date

import sqlglot
from sqlglot import exp

from sqlclarify.semantic.errors import CompileError
from sqlclarify.semantic.model import Dimension, SemanticLayer, SemanticModel
from sqlclarify.semantic.sqlbuild import Dialect, bind, check_dialect, table
from sqlclarify.semantic.translate import catalog_sql

SAMPLE = 200  # distinct values looked at, besides the smallest and the largest
_YEARS = (1900, 2100)  # an 8-digit number outside these years is no date key


def key_to_date(node: exp.Expression, dialect: Dialect) -> exp.Expression:
    """The date a YYYYMMDD integer key stands for: ISO text on SQLite (as its dates are), a DATE elsewhere."""
    as_int = exp.cast(node, exp.DataType(this=exp.DataType.Type.BIGINT))
    if dialect == "sqlite":
        # integer division of an integer column, as SQLite does it
        def part(divisor: int, modulo: int | None) -> exp.Expression:
            value: exp.Expression = exp.Div(
                this=as_int.copy(), expression=exp.Literal.number(divisor), typed=True, safe=False
            )
            if modulo is not None:
                value = exp.Mod(this=exp.Paren(this=value), expression=exp.Literal.number(modulo))
            return value

        return exp.Anonymous(
            this="PRINTF",
            expressions=[exp.Literal.string("%04d-%02d-%02d"), part(10000, None), part(100, 100), part(1, 100)],
        )
    text = exp.cast(as_int, exp.DataType(this=exp.DataType.Type.VARCHAR))
    return exp.StrToDate(this=text, format=exp.Literal.string("%Y%m%d"))


def as_time(node: exp.Expression, dim: Dimension, dialect: Dialect) -> exp.Expression:
    """A time dimension's bound expression as a date: its key read as a date when it stores YYYYMMDD keys."""
    return key_to_date(node, dialect) if dim.date_key else node


def key_literal(day: date) -> exp.Literal:
    """The YYYYMMDD key of a day, as a number (2025-06-01 → 20250601)."""
    return exp.Literal.number(day.year * 10000 + day.month * 100 + day.day)


def is_date_key(value: object) -> bool:
    """Whether one stored value is a YYYYMMDD integer of a real day (20260601; not 2026, 202606 or 20261301)."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        text = str(value)
    elif isinstance(value, str) and value.isdigit():
        text = value
    else:
        return False  # a date, a timestamp, ISO text, a float: today's reading
    if len(text) != 8:
        return False
    try:
        day = date(int(text[:4]), int(text[4:6]), int(text[6:]))
    except ValueError:
        return False
    return _YEARS[0] <= day.year <= _YEARS[1]


def all_date_keys(values: Iterable[object]) -> bool:
    """Whether every non-null value is a date key, and there is one at least (unsure: no)."""
    seen = [v for v in values if v is not None]
    return bool(seen) and all(is_date_key(v) for v in seen)


def probe_query(layer: SemanticLayer, model: SemanticModel, dim: Dimension, dialect: str) -> str:
    """The smallest and largest value of a time dimension, then a sample of its distinct values (one column)."""
    dialect = check_dialect(dialect)

    def expr() -> exp.Expression:
        parsed = catalog_sql(dim.expr, layer.written_in(dialect), dialect, f"time dimension {dim.name!r}")
        return bind(parsed, model.name, dialect, model.table, copy=False)

    def source() -> exp.Table:
        return table(model.table, model.name, dialect)

    ends = exp.union(
        exp.select(exp.alias_(exp.Min(this=expr()), "v")).from_(source()),
        exp.select(exp.alias_(exp.Max(this=expr()), "v")).from_(source()),
        distinct=False,
    )
    sample = (
        exp.select(exp.alias_(expr(), "v"))
        .distinct()
        .from_(source())
        .where(exp.Not(this=exp.Is(this=expr(), expression=exp.Null())))
        .limit(SAMPLE)
    )
    rows = exp.union(
        ends,
        exp.select("*").from_(exp.Subquery(this=sample, alias=exp.TableAlias(this=exp.to_identifier("s")))),
        distinct=False,
    )
    return rows.sql(dialect=dialect)


def under_casts(dim: Dimension, written_in: str) -> str | None:
    """The column a time dimension's expression casts to a date (`CAST(CAST(date_id AS VARCHAR) AS DATE)`: an
    integer key read through text), or None when the expression is no chain of casts around one column."""
    try:
        node = sqlglot.parse_one(dim.expr, read=written_in)
    except sqlglot.errors.ParseError:
        return None
    if not isinstance(node, exp.Cast):
        return None
    while isinstance(node, exp.Cast):
        node = node.this
    return node.sql(dialect=written_in) if isinstance(node, exp.Column) else None


def mark_date_keys(layer: SemanticLayer, read: Callable[[str], list[object] | None], dialect: str) -> SemanticLayer:
    """A copy of `layer` whose time dimensions storing YYYYMMDD keys say so (one that casts such a key to a date
    reads the key itself); `layer` itself when none does. `read(sql)` gives the first column's values, or None when
    the query failed: that dimension is left as it is."""
    found: dict[tuple[str, str], str] = {}  # (model, dimension) → the key's expression
    for model in layer.semantic_models:
        for dim in model.dimensions:
            if dim.type != "time" or dim.date_key:
                continue
            inner = under_casts(dim, layer.written_in(dialect))
            for expr in (dim.expr, inner):
                if expr is not None and _stores_keys(
                    layer, model, dim.model_copy(update={"expr": expr}), dialect, read
                ):
                    found[(model.name, dim.name)] = expr
                    break
    if not found:
        return layer
    marked = layer.model_copy(deep=True)
    marked.__dict__.pop("measures", None)  # the cached lookup is rebuilt for the copy
    for model in marked.semantic_models:
        for dim in model.dimensions:
            if (model.name, dim.name) in found:
                dim.expr, dim.date_key = found[(model.name, dim.name)], True
    return marked


def _stores_keys(
    layer: SemanticLayer, model: SemanticModel, dim: Dimension, dialect: str, read: Callable[[str], list[object] | None]
) -> bool:
    try:
        sql = probe_query(layer, model, dim, dialect)
    except CompileError:  # an expression the probe cannot write keeps today's reading
        return False
    values = read(sql)
    return values is not None and all_date_keys(values)
