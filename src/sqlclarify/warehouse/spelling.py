"""Names spelled as the database stores them, for engines that fold unquoted names to lower case.

PostgreSQL reads `Invoice` as `invoice`; a table created as "Invoice" (Chinook's PostgreSQL script, Prisma and
many ORMs create such names) is then not found. A catalog's SQL written for SQLite or MySQL, or a model's SQL
that spells names as the schema lists them, fails for that reason only. Where an unquoted name resolves to
nothing but names exactly one table (or one column of the query's tables) in another case, it is quoted with the
stored spelling. A name that resolves as written, or matches several spellings, is left as it is.
"""

from __future__ import annotations

from collections.abc import Iterable

import sqlglot
from sqlglot import exp
from sqlglot.errors import ParseError, TokenError

from sqlclarify.warehouse.base import WarehouseSchema

# engines whose unquoted names fold to lower case (the ones run for real here)
FOLDS_TO_LOWER = frozenset({"postgres"})


def spell_as_stored(tree: exp.Expression, schema: WarehouseSchema, dialect: str) -> bool:
    """Quote the unquoted names of `tree` that only the stored spelling resolves; True when one was changed."""
    if dialect not in FOLDS_TO_LOWER or not schema.has_upper_case:
        return False  # the common case: nothing is stored in upper case, nothing to do
    changed = False
    sources: dict[str, str] = {}  # the name a column may be qualified by (folded) -> the stored table
    defined = {cte.alias_or_name.lower() for cte in tree.find_all(exp.CTE)}
    for table in tree.find_all(exp.Table):
        ident = table.this
        if not isinstance(ident, exp.Identifier) or table.db or ident.name.lower() in defined:
            continue
        stored = ident.name if ident.quoted else ident.name.lower()
        if stored not in schema.tables:
            stored = None if ident.quoted else _one_spelling(ident.name, schema.tables)
            if stored is None:
                continue  # unknown: the validator names it
            table.set("this", exp.Identifier(this=stored, quoted=True))
            changed = True
        if not table.alias and stored != stored.lower():
            # named by itself: `"Invoice"."InvoiceId"` then resolves for sqlglot's column check as for the engine
            table.set("alias", exp.TableAlias(this=exp.Identifier(this=stored, quoted=True)))
            changed = True
        sources[(table.alias or stored).lower()] = stored
    every_column = {column for name in set(sources.values()) for column in schema.tables[name]}
    outputs = {alias.alias.lower() for alias in tree.find_all(exp.Alias)} | defined
    for column in tree.find_all(exp.Column):
        ident = column.this
        qualifier = column.args.get("table")
        if isinstance(qualifier, exp.Identifier):
            source = sources.get(qualifier.name.lower())
            if source is None:
                continue  # a subquery's or a CTE's column: named as its SELECT names it
            if not qualifier.quoted and source != source.lower() and qualifier.name.lower() == source.lower():
                column.set("table", exp.Identifier(this=source, quoted=True))  # Invoice.InvoiceId
                changed = True
            known = schema.tables[source]
        elif ident.name.lower() in outputs:
            continue  # an output column's name (ORDER BY revenue)
        else:
            known = every_column
        if not isinstance(ident, exp.Identifier) or ident.quoted or ident.name.lower() in known:
            continue  # resolves as written
        stored = _one_spelling(ident.name, known)
        if stored is not None:
            column.set("this", exp.Identifier(this=stored, quoted=True))
            changed = True
    return changed


def _one_spelling(name: str, names: Iterable[str]) -> str | None:
    """The one stored name equal to `name` but for case, or None (none, or several)."""
    lowered = name.lower()
    found = {n for n in names if n.lower() == lowered}
    return found.pop() if len(found) == 1 else None


def respelled(sql: str, schema: WarehouseSchema, dialect: str) -> str:
    """`sql` with its names spelled as stored (itself when nothing changes or it does not parse as one query)."""
    if dialect not in FOLDS_TO_LOWER or not schema.has_upper_case:
        return sql
    try:
        statements = sqlglot.parse(sql, read=dialect)
    except (ParseError, TokenError):
        return sql  # the read-only screen refuses it with the reason
    if len(statements) != 1 or statements[0] is None:
        return sql
    tree = statements[0]
    return tree.sql(dialect=dialect) if spell_as_stored(tree, schema, dialect) else sql
