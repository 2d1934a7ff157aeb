"""A catalog's SQL written in its project's dialect (Snowflake, BigQuery, Databricks…), made to run on the warehouse
the user points at: sqlglot reads each expression in the catalog's dialect and writes it in the warehouse's; what
sqlglot leaves as the source spelt it, or writes in a form the target lacks, is rewritten from parts the target has
(the tables below are data); what still has no translation is one `CompileError` naming the expression and the
function, never SQL that fails later or, worse, answers with another meaning.

Day-of-week numbers differ between engines (Snowflake counts Sunday 0, BigQuery and Spark Sunday 1, Trino Monday
1): a weekday is rewritten to the number the catalog's own engine gives, so a filter `= 1` keeps its meaning."""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import pairwise

import sqlglot
from sqlglot import exp
from sqlglot.errors import ErrorLevel, ParseError, TokenError, UnsupportedError
from sqlglot.tokens import TokenType

from sqlclarify.semantic.date_parts import extract
from sqlclarify.semantic.errors import CompileError
from sqlclarify.semantic.sqlbuild import Dialect, parse_sql
from sqlclarify.warehouse.sqlite import ALLOWED_FUNCTIONS as SQLITE_FUNCTIONS

# Functions sqlglot does not read in a source dialect (it keeps them by name), and a dialect whose parser reads the
# same call with the same meaning: Databricks' make_date(year, month, day) is DuckDB's.
SAME_CALL_AS: dict[str, dict[str, str]] = {
    "databricks": {"make_date": "duckdb"},
    "spark": {"make_date": "duckdb"},
}

# How each engine numbers the day of the week in EXTRACT(DAYOFWEEK / DOW …) and DAYOFWEEK(…):
# "sunday0" (Sunday 0 … Saturday 6), "sunday1" (Sunday 1 … Saturday 7) or "iso" (Monday 1 … Sunday 7).
WEEKDAY_NUMBERS: dict[str, str] = {
    "sqlite": "sunday0",  # strftime('%w')
    "duckdb": "sunday0",
    "postgres": "sunday0",
    "redshift": "sunday0",
    "snowflake": "sunday0",  # WEEK_START 0, the default
    "bigquery": "sunday1",
    "spark": "sunday1",
    "databricks": "sunday1",
    "mysql": "sunday1",
    "trino": "iso",
    "presto": "iso",
    "athena": "iso",
    "clickhouse": "iso",
}

# EXTRACT units (as the source spells them) → the date part `date_parts.extract` writes per dialect
_EXTRACT_PARTS = {
    "YEAR": "year", "YEARS": "year", "YYYY": "year",
    "QUARTER": "quarter", "QUARTERS": "quarter", "QTR": "quarter",
    "MONTH": "month", "MONTHS": "month", "MON": "month", "MM": "month",
    "DAY": "day", "DAYS": "day", "DAYOFMONTH": "day", "DD": "day",
    "DAYOFYEAR": "doy", "DOY": "doy",
    "DAYOFWEEK": "weekday", "DOW": "weekday", "DAY_OF_WEEK": "weekday", "WEEKDAY": "weekday",
    "DAYOFWEEKISO": "isoweekday", "ISODOW": "isoweekday", "DAYOFWEEK_ISO": "isoweekday",
}  # fmt: skip
# date-part functions sqlglot reads in every dialect → the same parts
_PART_FUNCTIONS: dict[type[exp.Expression], str] = {
    exp.Year: "year",
    exp.Quarter: "quarter",
    exp.Month: "month",
    exp.Day: "day",
    exp.DayOfMonth: "day",
    exp.DayOfYear: "doy",
    exp.DayOfWeek: "weekday",
    exp.DayOfWeekIso: "isoweekday",
}
# Calls sqlglot writes in a form an engine lacks (DATE_FROM_PARTS, LEFT), as that engine's SQL; a {slot} is the
# call's argument of that name (1 where the call leaves it out). SQLite keeps dates as ISO text; PostgreSQL's
# make_date takes integers (not bigint).
REWRITES: dict[str, dict[type[exp.Expression], str]] = {
    "sqlite": {
        exp.DateFromParts: "PRINTF('%04d-%02d-%02d', {year}, {month}, {day})",
        exp.Left: "SUBSTR({this}, 1, {expression})",
        exp.Right: "SUBSTR({this}, MAX(LENGTH({this}) - {expression} + 1, 1))",
    },
    "postgres": {exp.DateFromParts: "MAKE_DATE(CAST({year} AS INT), CAST({month} AS INT), CAST({day} AS INT))"},
    "clickhouse": {exp.DateFromParts: "makeDate({year}, {month}, {day})"},
    "mysql": {exp.DateFromParts: "STR_TO_DATE(CONCAT_WS('-', {year}, {month}, {day}), '%Y-%c-%e')"},
}
_SLOT = "sqlclarify_slot_"  # a template's placeholder column for an argument
_SLOTS = re.compile(r"\{(\w+)\}")

# the codes every SQLite's strftime has (3.40; newer ones add more): any other answers NULL
SQLITE_FORMAT_CODES = frozenset({"%d", "%f", "%H", "%j", "%J", "%m", "%M", "%s", "%S", "%w", "%W", "%Y", "%%"})
_FORMAT_CODE = re.compile(r"%.")
_STRICT = re.compile(r"(%[A-Za-z])strict")

# SQL words SQLite writes as a call that are not functions (the allow-list holds only functions)
_SQLITE_SYNTAX = frozenset({"cast"})


def catalog_sql(sql: str, written_in: Dialect, dialect: Dialect, what: str) -> exp.Expression:
    """A catalog expression written in `written_in`, as a fresh tree for a query in `dialect`."""
    tree = parse_sql(sql, written_in, what)
    if written_in == dialect:
        return rewritten(tree, dialect)
    found = _translated(sql, written_in, dialect)
    if isinstance(found, str):
        raise CompileError(f"{what}: {found}")
    return found.copy()


@lru_cache(maxsize=4096)
def _translated(sql: str, written_in: Dialect, dialect: Dialect) -> exp.Expression | str:
    """The expression rewritten for `dialect`, or why it cannot be (one line naming the function)."""
    tree = parse_sql(sql, written_in, "")
    try:
        tree = translate(tree, written_in, dialect)
    except CompileError as err:
        return str(err)
    return untranslatable(tree, written_in, dialect) or tree


def translate(tree: exp.Expression, written_in: Dialect, dialect: Dialect) -> exp.Expression:
    """`tree` (read in `written_in`) with the calls sqlglot would write wrongly for `dialect` rewritten."""
    tree = tree.transform(lambda node: _same_call(node, written_in))
    tree = tree.transform(lambda node: _date_part(node, written_in, dialect))
    if dialect == "sqlite":
        for written in tree.find_all(exp.TimeToStr):
            _sqlite_format(written, written_in)
    return rewritten(tree, dialect)


def _sqlite_format(node: exp.TimeToStr, written_in: Dialect) -> None:
    """A date written as text (date_format, format_date, to_char) in codes SQLite's strftime has; SQLite answers
    NULL for a code it lacks (a month's name), so such a format has no translation."""
    fmt = node.args.get("format")
    if not isinstance(fmt, exp.Literal) or not fmt.is_string:
        return
    # sqlglot marks the codes Spark and Hive parse strictly (%mstrict): the same code when writing a date
    text = _STRICT.sub(r"\1", fmt.this)
    missing = sorted(set(_FORMAT_CODE.findall(text)) - SQLITE_FORMAT_CODES)
    if missing:
        raise CompileError(f"the date format code {missing[0]} of {written_in} SQL has no sqlite translation")
    node.set("format", exp.Literal.string(text))


def rewritten(tree: exp.Expression, dialect: Dialect) -> exp.Expression:
    """`tree` with each call sqlglot would write in a form `dialect` lacks written from REWRITES' template."""
    templates = REWRITES.get(dialect)
    if not templates:
        return tree
    for node in reversed(list(tree.find_all(*templates))):  # the innermost first: an outer one copies it
        template = templates[type(node)]
        replacement = sqlglot.parse_one(_SLOTS.sub(lambda m: _SLOT + m.group(1), template), read=dialect)
        for slot in list(replacement.find_all(exp.Column)):
            if slot.name.startswith(_SLOT):
                found = node.args.get(slot.name[len(_SLOT) :])
                slot.replace(found.copy() if isinstance(found, exp.Expression) else exp.Literal.number(1))
        if node is tree:
            tree = replacement
        else:
            node.replace(replacement)
    return tree


def untranslatable(tree: exp.Expression, written_in: Dialect, dialect: Dialect) -> str | None:
    """Why the translated `tree` cannot run on `dialect`: a function sqlglot cannot write there, or (SQLite, whose
    functions are a known list) one the engine does not have."""
    try:
        text = tree.sql(dialect=dialect, unsupported_level=ErrorLevel.RAISE)
    except UnsupportedError as err:
        return f"{written_in} SQL that has no {dialect} translation ({str(err).splitlines()[0]})"
    if dialect != "sqlite":
        return None
    try:
        tokens = sqlglot.tokenize(text, read=dialect)
    except TokenError:
        return None
    for token, following in pairwise(tokens):
        called = following.token_type == TokenType.L_PAREN and token.token_type in (
            TokenType.VAR,
            TokenType.LEFT,
            TokenType.RIGHT,
        )
        name = token.text.lower()
        if called and name not in SQLITE_FUNCTIONS and name not in _SQLITE_SYNTAX:
            return f"function {name}() of {written_in} SQL has no {dialect} translation"
    return None


def _same_call(node: exp.Expression, written_in: Dialect) -> exp.Expression:
    """A call sqlglot left unread in `written_in`, read by the dialect that means the same by it."""
    if not isinstance(node, exp.Anonymous):
        return node
    reader = SAME_CALL_AS.get(written_in, {}).get(str(node.this).lower())
    if reader is None:
        return node
    try:
        return sqlglot.parse_one(node.sql(dialect=written_in), read=reader)
    except (ParseError, TokenError):
        return node


def _date_part(node: exp.Expression, written_in: Dialect, dialect: Dialect) -> exp.Expression:
    """A date part (EXTRACT(… FROM d), YEAR(d), DAYOFWEEK(d) …) written the target's way, with the number the
    catalog's engine gives (its weekday numbering)."""
    if isinstance(node, exp.Extract):
        unit = node.this.name.upper() if isinstance(node.this, (exp.Var, exp.Identifier)) else ""
        part, day = _EXTRACT_PARTS.get(unit), node.expression
        if part is None:  # left as sqlglot writes it (an hour); `untranslatable` names what SQLite lacks
            return node
    else:
        part = next((p for kind, p in _PART_FUNCTIONS.items() if type(node) is kind), None)
        day = node.this
        if part is None:
            return node
    if part == "weekday":
        numbering = WEEKDAY_NUMBERS.get(written_in)
        if numbering is None:
            raise CompileError(f"the day of the week of {written_in} SQL has no {dialect} translation")
    elif part == "isoweekday":
        part, numbering = "weekday", "iso"
    if part != "weekday":
        return extract(day, part, dialect)
    iso = extract(day, "dow", dialect)  # Monday 1 … Sunday 7 on every engine
    if numbering == "iso":
        return iso
    sunday0 = exp.Mod(this=iso, expression=exp.Literal.number(7))
    if numbering == "sunday0":
        return exp.Paren(this=sunday0)
    return exp.Paren(this=exp.Add(this=sunday0, expression=exp.Literal.number(1)))
