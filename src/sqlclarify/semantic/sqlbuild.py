"""Small sqlglot builders shared by the compiler: identifiers quoted only when needed, user SQL parsed in the
target dialect and bound to a table alias, dates truncated and shifted per dialect, floating-point casts."""

from __future__ import annotations

import re
from functools import lru_cache

import sqlglot
from sqlglot import exp
from sqlglot.errors import ParseError, TokenError
from sqlglot.tokens import TokenType

from sqlclarify.semantic.errors import CompileError
from sqlclarify.semantic.model import Grain

Dialect = str  # "sqlite", "duckdb", "postgres", "mysql", "clickhouse", … (sqlglot dialect names)
# Run against real engines in the tests: sqlite, duckdb, postgres, mysql, clickhouse, spark. The others are compiled
# and validated only (golden SQL in tests/data/dialects/).
DIALECTS = (
    "sqlite", "duckdb", "postgres", "mysql", "clickhouse",
    "snowflake", "bigquery", "trino", "presto", "databricks", "spark", "redshift", "tsql", "oracle", "athena",
)  # fmt: skip
# the dialects where the compiler uses sqlglot's portable date functions (sqlglot writes each engine's own)
_PORTABLE_DATES = frozenset(DIALECTS) - {"sqlite", "duckdb", "postgres", "mysql", "clickhouse"}

_PLAIN = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_PLAIN_LOWER = re.compile(r"^[a-z_][a-z0-9_]*$")
# Words that cannot be a bare identifier in at least one of the engines we target.
_RESERVED = frozenset(
    """all analyse analyze and any array as asc asymmetric between both by case cast check collate column constraint
    create cross current_catalog current_date current_role current_time current_timestamp current_user default
    deferrable desc distinct do else end except false fetch for foreign from full grant group having ilike in
    initially inner intersect into is isnull join lateral leading left like limit localtime localtimestamp natural
    not notnull null offset on only or order outer over placing primary qualify references returning right select
    session_user similar some symmetric table then to trailing true union unique user using variadic verbose when
    where window with""".split()
)


def check_dialect(dialect: str) -> Dialect:
    if dialect not in DIALECTS:
        raise CompileError(f"unsupported SQL dialect {dialect!r} (expected one of {', '.join(DIALECTS)})")
    return dialect


def ident(name: str, dialect: Dialect) -> exp.Identifier:
    """An identifier, quoted only when the bare word would be invalid or folded to another name."""
    plain = _PLAIN_LOWER if dialect == "postgres" else _PLAIN
    quoted = not plain.match(name) or name.lower() in _RESERVED
    return exp.Identifier(this=name, quoted=quoted)


def column(name: str, table: str | None, dialect: Dialect) -> exp.Column:
    return exp.Column(this=ident(name, dialect), table=ident(table, dialect) if table else None)


def table(name: str, alias: str, dialect: Dialect) -> exp.Table:
    """The database table of a semantic model (a bare name, or a dotted/quoted relation as the catalog wrote it)."""
    if _PLAIN.match(name):
        node = exp.Table(this=ident(name, dialect))
        if alias == name:
            return node
    else:
        try:
            node = exp.to_table(name, dialect=dialect)
        except ParseError as err:
            raise CompileError(f"table {name!r} is not a valid relation name in {dialect}") from err
    return node.as_(ident(alias, dialect), copy=False)


def parse_sql(sql: str, dialect: Dialect, what: str) -> exp.Expression:
    """`sql` parsed in `dialect` (a fresh tree: catalog expressions are parsed once and copied after)."""
    parsed = _parse_cached(sql, dialect)
    if isinstance(parsed, str):
        raise CompileError(f"{what}: cannot parse {sql!r} as {dialect} SQL ({parsed})")
    return parsed.copy()


@lru_cache(maxsize=4096)
def _parse_cached(sql: str, dialect: Dialect) -> exp.Expression | str:
    """The parsed tree, or the first line of the parse error."""
    try:
        if dialect == "mysql" and any(t.token_type == TokenType.DPIPE for t in sqlglot.tokenize(sql, read=dialect)):
            # MySQL reads `a || b` as OR (deprecated since 8.0.17): almost always a catalog written in another
            # dialect, whose answer would be silently wrong (a name concatenated becomes 0 or 1)
            return (
                "`||` is OR in MySQL; write CONCAT(…), or say the dialect the catalog is written in "
                "(dbt_project.yml: vars: sqlclarify: sql_dialect: …)"
            )
        return sqlglot.parse_one(sql, read=dialect)
    except (ParseError, TokenError) as err:
        return str(err).splitlines()[0] if str(err) else "syntax error"


def bind(
    node: exp.Expression, alias: str, dialect: Dialect, table_name: str | None = None, copy: bool = True
) -> exp.Expression:
    """Qualify the unqualified columns of a catalog expression with the alias of its model's table.

    Columns inside a subquery of the expression belong to that subquery's tables and are left alone, except
    those that name the model's own table (`InvoiceLine.InvoiceId` in a correlated subquery), which then
    refer to the alias."""
    node = node.copy() if copy else node
    own = table_name.lower() if table_name else None
    for col in list(node.find_all(exp.Column)):
        nested = col.find_ancestor(exp.Select) is not None
        if not col.table:
            if not nested:
                col.set("table", ident(alias, dialect))
        elif own and col.table.lower() == own and not col.args.get("db"):
            col.set("table", ident(alias, dialect))
    return node


def to_float(node: exp.Expression) -> exp.Expression:
    return exp.cast(node, exp.DataType(this=exp.DataType.Type.DOUBLE), copy=False)


def date_literal(iso_day: str) -> exp.Literal:
    return exp.Literal.string(iso_day)


def _func(name: str, *args: exp.Expression) -> exp.Expression:
    return exp.Anonymous(this=name, expressions=list(args))


def truncate(node: exp.Expression, grain: Grain, dialect: Dialect) -> exp.Expression:
    """The first day of the period holding `node`: ISO text on SQLite, a DATE elsewhere; weeks start on Monday."""
    if dialect == "sqlite":
        if grain == "day":
            return _func("DATE", node)
        if grain == "week":
            return _func("DATE", node, exp.Literal.string("weekday 0"), exp.Literal.string("-6 days"))
        if grain == "month":
            return _func("STRFTIME", exp.Literal.string("%Y-%m-01"), node)
        if grain == "year":
            return _func("STRFTIME", exp.Literal.string("%Y-01-01"), node)
        # quarter: the year, then the quarter's first month as two digits
        month = exp.Cast(
            this=_func("STRFTIME", exp.Literal.string("%m"), node), to=exp.DataType(this=exp.DataType.Type.INT)
        )
        first = exp.Add(
            this=exp.Mul(
                this=exp.Paren(
                    # typed: integer division of integers, as SQLite does it
                    this=exp.Div(
                        this=exp.Paren(this=exp.Sub(this=month, expression=exp.Literal.number(1))),
                        expression=exp.Literal.number(3),
                        typed=True,
                        safe=False,
                    )
                ),
                expression=exp.Literal.number(3),
            ),
            expression=exp.Literal.number(1),
        )
        return exp.DPipe(
            this=exp.DPipe(
                this=_func("STRFTIME", exp.Literal.string("%Y-"), node),
                expression=_func("PRINTF", exp.Literal.string("%02d"), first),
            ),
            expression=exp.Literal.string("-01"),
        )
    as_date = exp.cast(node, exp.DataType(this=exp.DataType.Type.DATE), copy=False)
    if grain == "day":
        return as_date
    if dialect in ("mysql", "clickhouse"):
        return _truncate_template(as_date, grain, dialect)
    if dialect in _PORTABLE_DATES:
        return exp.DateTrunc(this=as_date, unit=exp.var(grain.upper()))
    return exp.cast(
        _func("DATE_TRUNC", exp.Literal.string(grain), as_date), exp.DataType(this=exp.DataType.Type.DATE), copy=False
    )


# The first day of a period in MySQL/MariaDB and ClickHouse, from plain date functions (weeks start on Monday);
# {d} is the date.
_TRUNCATE_TEMPLATES = {
    "mysql": {
        "week": "DATE_SUB({d}, INTERVAL WEEKDAY({d}) DAY)",
        "month": "DATE_SUB({d}, INTERVAL DAYOFMONTH({d}) - 1 DAY)",
        "quarter": "DATE_ADD(MAKEDATE(YEAR({d}), 1), INTERVAL (QUARTER({d}) - 1) * 3 MONTH)",
        "year": "MAKEDATE(YEAR({d}), 1)",
    },
    "clickhouse": {
        "week": "toMonday({d})",
        "month": "toStartOfMonth({d})",
        "quarter": "toStartOfQuarter({d})",
        "year": "toStartOfYear({d})",
    },
}


def _truncate_template(as_date: exp.Expression, grain: Grain, dialect: Dialect) -> exp.Expression:
    template = _TRUNCATE_TEMPLATES[dialect][grain]
    return sqlglot.parse_one(template.format(d=as_date.sql(dialect=dialect)), read=dialect)


def shift(node: exp.Expression, amount: int, unit: str, dialect: Dialect) -> exp.Expression:
    """A date moved by `amount` units (day, month or year); the result is a date key like `truncate`'s."""
    if amount == 0:
        return node
    if dialect == "sqlite":
        moved = _func("DATE", node, exp.Literal.string(f"{amount:+d} {unit}s"))
        if unit not in ("month", "year"):
            return moved
        # SQLite's months overflow (Jan 31 + 1 month is Mar 2): the last day of the target month at most, as
        # DuckDB and PostgreSQL clamp (ISO text compares as dates)
        months = amount * (12 if unit == "year" else 1)
        month_end = _func(
            "DATE", node.copy(), exp.Literal.string("start of month"), exp.Literal.string(f"{months + 1:+d} months"),
            exp.Literal.string("-1 day"),
        )  # fmt: skip
        return _func("MIN", moved, month_end)
    if dialect not in ("duckdb", "postgres"):  # sqlglot writes DATE_ADD, DATEADD, … as each engine spells it
        moved = exp.DateAdd(this=node, expression=exp.Literal.number(amount), unit=exp.var(unit.upper()))
        return exp.cast(moved, exp.DataType(this=exp.DataType.Type.DATE), copy=False)
    interval = exp.Interval(this=exp.Literal.string(str(abs(amount))), unit=exp.var(unit.upper()))
    moved = exp.Add(this=node, expression=interval) if amount > 0 else exp.Sub(this=node, expression=interval)
    return exp.cast(moved, exp.DataType(this=exp.DataType.Type.DATE), copy=False)
