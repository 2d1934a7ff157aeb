"""What a statement really reads, resolved scope by scope on sqlglot's scope walker.

A table name is a common table expression only inside the scopes where that CTE is defined; anywhere else the
same name is the stored table. `stored_tables` is the one answer to "which stored tables does this read", used by
the validator, the data boundary's check and the row-policy rewrite alike, so a CTE named like a hidden table
can no longer hide it from any of them.

`boundary_problem` is the data boundary's check on a parsed statement: every stored table inside the boundary,
and on a table with hidden columns every referenced column resolved against the allow-list, with whole-row,
positional and star-by-regex references refused.
"""

from __future__ import annotations

from sqlglot import exp
from sqlglot.errors import OptimizeError, SqlglotError
from sqlglot.optimizer.qualify import qualify
from sqlglot.optimizer.scope import Scope, traverse_scope
from sqlglot.schema import MappingSchema

from sqlclarify.warehouse.base import WarehouseSchema
from sqlclarify.warehouse.spelling import FOLDS_TO_LOWER

# schema qualifiers that name the database the agent queries
HOME_SCHEMAS = {"sqlite": ("main", "temp"), "duckdb": ("main",), "postgres": ("public",)}

STAR_REFUSED = "SELECT * is not allowed on a table with columns outside the data boundary; name the columns"


def stored_tables(tree: exp.Expression) -> list[exp.Table]:
    """The `Table` nodes of `tree` that name a stored table or view (not a CTE in scope, not a table function).

    A table is taken for a CTE only where sqlglot's scopes say that CTE is in scope and the names agree; any
    table the walker does not account for (or every table, when the walker cannot read the statement) counts
    as stored, so a doubt never hides a table."""
    cte_refs: set[int] = set()
    try:
        scopes = traverse_scope(tree)
    except (OptimizeError, SqlglotError, RecursionError):
        scopes = []
    for scope in scopes:
        for table in scope.tables:
            if table.args.get("db") or table.args.get("catalog"):
                continue  # schema.users is the stored table even beside a CTE named users
            source = scope.sources.get(table.alias_or_name)
            if isinstance(source, Scope) and source.is_cte and _cte_name(source).lower() == table.name.lower():
                cte_refs.add(id(table))
    return [
        table
        for table in tree.find_all(exp.Table)
        if isinstance(table.this, exp.Identifier) and id(table) not in cte_refs
    ]


def _cte_name(scope: Scope) -> str:
    node: exp.Expression | None = scope.expression
    while node is not None and not isinstance(node, exp.CTE):
        node = node.parent
    return node.alias if node is not None else ""


def boundary_problem(
    tree: exp.Expression, full: WarehouseSchema, visible: WarehouseSchema, dialect: str, home: tuple[str, ...]
) -> str | None:
    """Why `tree` reads outside the boundary (`visible` is `full` less what may not be read), or None.
    Names only what the user may know exists."""
    if not isinstance(tree, exp.Query):  # DESCRIBE, SUMMARIZE, PIVOT statements, SHOW…: not a query to check
        return "only a query (SELECT) may read inside the data boundary"
    used: list[str] = []
    names: set[str] = set()  # every name a guarded table goes by in the statement: its own and its aliases
    owners: dict[str, set[str]] = {}  # each name a stored table goes by → the tables it names somewhere
    for table in stored_tables(tree):
        found = visible.find_table(table.name)
        if table.catalog or (table.db and table.db.lower() not in home) or found is None:
            # another database or schema, a system view, a denied table: none is inside the boundary
            return f"table {table.sql(dialect=dialect)} is outside the data boundary"
        used.append(found)
        for name in {table.name.lower(), (table.alias or table.name).lower()}:
            owners.setdefault(name, set()).add(found)
        if len(visible.tables[found]) < len(full.tables[found]):
            names |= {table.name.lower(), (table.alias or table.name).lower()}
    guarded = [t for t in dict.fromkeys(used) if len(visible.tables[t]) < len(full.tables[t])]
    if not guarded:
        return None
    hidden = {c.lower() for t in guarded for c in full.tables[t] if c not in visible.tables[t]}
    columns = {c.lower() for t in used for c in visible.tables[t]}
    for node in tree.walk():
        if isinstance(node, exp.Star) and not isinstance(node.parent, exp.Count):
            return STAR_REFUSED
        if isinstance(node, exp.Columns):  # DuckDB's COLUMNS('regex') / COLUMNS(lambda): columns chosen by pattern
            return "COLUMNS(…) is not allowed on a table with columns outside the data boundary; name the columns"
        if isinstance(node, exp.Join) and str(node.args.get("method") or "").upper() == "NATURAL":
            # joins on every shared column name, hidden ones included, without naming any
            return "NATURAL JOIN is not allowed on a table with columns outside the data boundary; name the columns"
        if isinstance(node, exp.PositionalColumn):  # DuckDB's #3
            return "positional references (#n) are not allowed on a table with columns outside the data boundary"
        if isinstance(node, exp.Column) and node.name.lower() in names and node.name.lower() not in columns:
            # `t`, `to_json(t)`, `(t).col`, `t::text`, `array_agg(t)`, `struct_extract(t, …)`: the whole row
            return f"the whole row of {node.name} may not be read: it has columns outside the data boundary"
        hidden_name = isinstance(node, exp.Identifier) and node.name.lower() in hidden and _names_a_column(node)
        if hidden_name and not _of_an_open_table(node, owners, names, guarded):
            return f"column {node.name} is outside the data boundary"
    return _unresolved(tree, visible, dialect)


def _names_a_column(identifier: exp.Identifier) -> bool:
    """False for identifiers that name a table, an alias or a CTE (where a hidden column's name is harmless)."""
    parent = identifier.parent
    if isinstance(parent, (exp.Table, exp.TableAlias)):
        return False
    return not (isinstance(parent, exp.Alias) and identifier.arg_key == "alias")


def _of_an_open_table(
    identifier: exp.Identifier, owners: dict[str, set[str]], names: set[str], guarded: list[str]
) -> bool:
    """True for `o.email` where `o` names only tables with nothing hidden: a visible column that shares its name
    with a hidden one elsewhere. An unqualified name, or a qualifier that may name a guarded table, is not."""
    column = identifier.parent
    if not isinstance(column, exp.Column) or identifier.arg_key != "this" or not column.table:
        return False
    qualifier = column.table.lower()
    tables = owners.get(qualifier)
    return bool(tables) and qualifier not in names and not tables & set(guarded)


def _unresolved(tree: exp.Expression, visible: WarehouseSchema, dialect: str) -> str | None:
    """Every column resolved against the allowed columns only (sqlglot's qualify), then, scope by scope, every
    column of a stored table checked against that table's allowed columns. Statements qualify cannot read are
    left to the checks above."""
    schema = visible.sqlglot_schema
    mapping = (
        MappingSchema(schema, dialect=dialect, normalize=False)
        if dialect in FOLDS_TO_LOWER and visible.has_upper_case
        else schema
    )
    try:
        qualified = qualify(
            tree.copy(),
            schema=mapping,
            dialect=dialect,
            validate_qualify_columns=True,
            identify=False,
            quote_identifiers=False,
        )
        scopes = traverse_scope(qualified)
    except OptimizeError as exc:
        message = str(exc)
        if "could not be resolved" in message or "Unknown column" in message:
            return "a column outside the data boundary (or unknown) is referenced"
        return None
    except Exception:  # qualify's own limits are not a boundary verdict
        return None
    for scope in scopes:
        for column in scope.columns:
            source = scope.sources.get(column.table)
            if not isinstance(source, exp.Table) or not isinstance(source.this, exp.Identifier):
                continue  # a CTE, a derived table, a function: its own scope was checked
            table = visible.find_table(source.name)
            if table is None or visible.find_column(table, column.name) is None:
                return f"column {column.name} is outside the data boundary"
    return None
