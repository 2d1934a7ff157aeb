"""Row-level policies applied: each guarded table is read through a filtered sub-select.

The rewrite is applied to every statement that runs — SQL the catalog compiled and SQL a model wrote alike —
so no query reads a guarded table's rows beyond the user's. Which condition guards which table for a user is the
catalog's to say (`semantic/access_policy.py` reads a catalog's `meta.access_policy` into `RowPolicies`); this
module knows only tables and conditions.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlglot import exp

from sqlclarify.warehouse.reads import stored_tables


@dataclass(frozen=True)
class RowPolicies:
    """Lowercased table name → the SQL condition its rows must meet for this user."""

    conditions: dict[str, exp.Expression]

    def __bool__(self) -> bool:
        return bool(self.conditions)


def apply_policies(tree: exp.Expression, policies: RowPolicies, dialect: str) -> exp.Expression:
    """`tree` with every guarded table read through `(SELECT * FROM t WHERE condition) AS alias`."""
    if not policies:
        return tree
    tree = tree.copy()
    # only stored tables: a CTE named like a guarded table shadows it in its own scope, nowhere else
    for node in stored_tables(tree):
        name = node.name.lower()
        if name not in policies.conditions:
            continue
        bare = exp.Table(this=node.this.copy(), db=node.args.get("db"), catalog=node.args.get("catalog"))
        inner = exp.select("*").from_(bare).where(policies.conditions[name].copy())
        alias = node.alias or node.name
        node.replace(exp.Subquery(this=inner, alias=exp.TableAlias(this=exp.to_identifier(alias))))
    return tree
