"""Validate SQL before it runs: one read-only query over tables and columns that exist.

This is the one place where SQL is judged; the validate node, `sqlclarify validate` and the model's
correction loop all read the same `ValidationReport`.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Literal

import sqlglot
from pydantic import BaseModel, Field
from sqlglot import exp
from sqlglot.errors import OptimizeError, ParseError, TokenError
from sqlglot.optimizer.qualify import qualify

from sqlclarify.sql.readonly import ALLOWED_FUNCTIONS, explain
from sqlclarify.sql.schema import DatabaseSchema, read_schema

IssueKind = Literal[
    "empty",
    "parse",
    "statement_count",
    "not_read_only",
    "forbidden_function",
    "unknown_table",
    "unknown_column",
    "explain",
]

# Statements and clauses that change data, schema, files, settings or the session — anywhere in the tree.
WRITE_NODES: tuple[type[exp.Expression], ...] = (
    exp.Insert,
    exp.Update,
    exp.Delete,
    exp.Merge,
    exp.Create,
    exp.Drop,
    exp.Alter,
    exp.AlterColumn,
    exp.TruncateTable,
    exp.Command,
    exp.Pragma,
    exp.Attach,
    exp.Detach,
    exp.Into,
    exp.Copy,
    exp.Transaction,
    exp.Commit,
    exp.Rollback,
    exp.Set,
    exp.Use,
    exp.Analyze,
    exp.Grant,
    exp.Revoke,
    exp.Cache,
    exp.Uncache,
    exp.Refresh,
    exp.Kill,
    exp.LoadData,
    exp.Lock,
    exp.Install,
    exp.Declare,
    exp.Execute,
    exp.Export,
    exp.Comment,
)

logging.getLogger("sqlglot").setLevel(logging.ERROR)


class ValidationIssue(BaseModel):
    kind: IssueKind
    message: str
    line: int | None = None
    column: int | None = None


class ValidationReport(BaseModel):
    """ok, the problems found, the SQL to run (with a row limit added when it had none) and its tables."""

    ok: bool
    errors: list[ValidationIssue] = Field(default_factory=list)
    sql: str
    tables: list[str] = Field(default_factory=list)

    def summary(self) -> str:
        return "; ".join(e.message for e in self.errors)


def validate_sql(
    sql: str,
    database: str | Path,
    *,
    dialect: str = "sqlite",
    row_limit: int | None = 1000,
    dry_run: bool = True,
) -> ValidationReport:
    """Check `sql` against the live schema of `database` (and EXPLAIN it there when `dry_run`)."""
    text = (sql or "").strip().rstrip(";").strip()

    def reject(kind: IssueKind, message: str, tables: list[str] | None = None, **where: int | None) -> ValidationReport:
        return ValidationReport(
            ok=False, errors=[ValidationIssue(kind=kind, message=message, **where)], sql=text, tables=tables or []
        )

    if not text:
        return reject("empty", "the SQL is empty")
    try:
        statements = [s for s in sqlglot.parse(text, read=dialect) if s is not None]
    except ParseError as exc:
        first = exc.errors[0] if exc.errors else {}
        return reject(
            "parse",
            f"cannot parse the SQL: {first.get('description', str(exc).splitlines()[0])}",
            line=first.get("line"),
            column=first.get("col"),
        )
    except TokenError as exc:
        return reject("parse", f"cannot parse the SQL: {exc}")
    if len(statements) != 1:
        return reject("statement_count", f"expected exactly one statement, got {len(statements)}")
    tree = statements[0]
    if not isinstance(tree, exp.Query):
        return reject("not_read_only", f"only a query (SELECT) may run; this is {_describe_node(tree)}")
    writer = next(iter(tree.find_all(*WRITE_NODES)), None)
    if writer is not None:
        return reject("not_read_only", f"the query contains {_describe_node(writer)}, which is not read-only")
    for func in tree.find_all(exp.Func):
        name = _function_name(func)
        if name and name not in ALLOWED_FUNCTIONS and isinstance(func, exp.Anonymous):
            return reject("forbidden_function", f"function {name}() is not allowed")

    schema = read_schema(str(database))
    tables, unknown = _check_tables(tree, schema)
    if unknown:
        names = ", ".join(unknown)
        return reject("unknown_table", f"unknown table{'s' if len(unknown) > 1 else ''}: {names}", tables)
    column_issue = _check_columns(tree, schema, dialect)
    if column_issue:
        return reject("unknown_column", column_issue, tables)

    final_sql = text
    if row_limit is not None and tree.args.get("limit") is None:
        final_sql = f"{text}\nLIMIT {int(row_limit)}"
    if dry_run:
        error = explain(database, final_sql)
        if error:
            return reject("explain", f"the database rejects the query: {error}", tables)
    return ValidationReport(ok=True, sql=final_sql, tables=tables)


def _describe_node(node: exp.Expression) -> str:
    if isinstance(node, exp.Command):
        return f"a {str(node.this).upper()} command"
    name = type(node).__name__
    return {"Into": "SELECT ... INTO", "Pragma": "a PRAGMA"}.get(name, f"a {name.upper()} statement")


def _function_name(func: exp.Func) -> str | None:
    if isinstance(func, exp.Anonymous):
        return str(func.this).lower()
    return None


def _check_tables(tree: exp.Expression, schema: DatabaseSchema) -> tuple[list[str], list[str]]:
    """(tables used, as the database spells them; names that are neither a table nor a CTE)."""
    cte_names = {cte.alias_or_name.lower() for cte in tree.find_all(exp.CTE)}
    used: list[str] = []
    unknown: list[str] = []
    for table in tree.find_all(exp.Table):
        if not isinstance(table.this, exp.Identifier):
            continue  # a table-valued function such as json_each(...)
        name = table.name
        if table.db and table.db.lower() not in ("main", "temp"):
            unknown.append(f"{table.db}.{name}")
            continue
        if name.lower() in cte_names:
            continue
        found = schema.find_table(name)
        if found is None:
            unknown.append(name)
        elif found not in used:
            used.append(found)
    return used, list(dict.fromkeys(unknown))


def _check_columns(tree: exp.Expression, schema: DatabaseSchema, dialect: str) -> str | None:
    """A message naming an unknown column, or None. Other qualify failures are left to EXPLAIN."""
    tree = _sqlite_string_fallback(tree.copy(), schema) if dialect == "sqlite" else tree.copy()
    try:
        qualify(
            tree,
            schema=schema.sqlglot_schema,
            dialect=dialect,
            validate_qualify_columns=True,
            identify=False,
            quote_identifiers=False,
        )
    except OptimizeError as exc:
        message = str(exc)
        if "could not be resolved" in message or "Unknown column" in message:
            return message.splitlines()[0].replace("Column", "unknown column", 1)
    except Exception:
        return None
    return None


def _sqlite_string_fallback(tree: exp.Expression, schema: DatabaseSchema) -> exp.Expression:
    """Read "double-quoted" names that match no column as strings, as SQLite itself does."""
    known = {col.lower() for cols in schema.tables.values() for col in cols}
    known |= {alias.alias.lower() for alias in tree.find_all(exp.Alias)}
    for column in list(tree.find_all(exp.Column)):
        ident = column.this
        if isinstance(ident, exp.Identifier) and ident.quoted and not column.table and ident.name.lower() not in known:
            column.replace(exp.Literal.string(ident.name))
    return tree
