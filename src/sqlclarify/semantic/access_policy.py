"""A catalog's row-level policies (`meta.access_policy` on a semantic model) for one user: which condition each
guarded table's rows must meet. A user is matched by name (`user:NAME`), by group, or by `*`; a filter's values are
literals or `{user.ATTRIBUTE}` (the operator's users file). The warehouse applies the conditions
(`warehouse/row_policy.py`) to every statement that runs.
"""

from __future__ import annotations

import re

import sqlglot
from sqlglot import exp

from sqlclarify.semantic.model import AccessRule, RowFilter, SemanticLayer
from sqlclarify.warehouse.boundary import UserInfo
from sqlclarify.warehouse.row_policy import RowPolicies

_ATTRIBUTE = re.compile(r"^\{\s*user\.(\w+)\s*\}$")


class PolicyError(ValueError):
    """A policy that cannot be applied (an unknown dimension); the message is one line."""


def policies_for(layer: SemanticLayer | None, user: str, info: UserInfo, dialect: str) -> RowPolicies:
    """The row conditions `user` reads each guarded table under."""
    conditions: dict[str, exp.Expression] = {}
    if layer is None:
        return RowPolicies(conditions)
    for model in layer.semantic_models:
        if not model.access_policy:
            continue
        dimensions = {d.name: d.expr for d in model.dimensions} | {e.name: e.expr for e in model.entities}
        matching = [rule for rule in model.access_policy if _matches(rule, user, info)]
        condition = _any_of([_rule_condition(rule, dimensions, info, dialect, model.name) for rule in matching])
        table = model.table.lower()
        # two models on one table: a row must meet both
        conditions[table] = exp.and_(conditions[table], condition) if table in conditions else condition
    return RowPolicies(conditions)


def _matches(rule: AccessRule, user: str, info: UserInfo) -> bool:
    group = rule.group.strip()
    return group == "*" or group == f"user:{user}" or group in info.groups


def _any_of(conditions: list[exp.Expression | None]) -> exp.Expression:
    if not conditions:
        return exp.false()  # no rule matches this user: no rows
    if any(c is None for c in conditions):
        return exp.true()  # a rule that allows every row
    return exp.or_(*[exp.paren(c) for c in conditions if c is not None])


def _rule_condition(
    rule: AccessRule, dimensions: dict[str, str], info: UserInfo, dialect: str, model: str
) -> exp.Expression | None:
    if rule.row_filters is None:
        return None
    parts = [_filter_condition(f, dimensions, info, dialect, model) for f in rule.row_filters]
    return exp.and_(*parts) if parts else None


def _filter_condition(
    row_filter: RowFilter, dimensions: dict[str, str], info: UserInfo, dialect: str, model: str
) -> exp.Expression:
    expr = dimensions.get(row_filter.dimension)
    if expr is None:
        raise PolicyError(f"semantic model '{model}': access_policy names '{row_filter.dimension}', not a dimension")
    values: list[str] = []
    for value in row_filter.values:
        found = _ATTRIBUTE.match(value.strip())
        values.extend(info.attributes.get(found.group(1), ()) if found else [value])
    column = exp.paren(sqlglot.parse_one(expr, read=dialect))
    literals = [exp.Literal.string(v) for v in values]
    if row_filter.operator in ("in", "equals"):
        # a user without the attribute sees none of these rows
        return exp.In(this=column, expressions=literals) if literals else exp.false()
    return exp.not_(exp.In(this=column, expressions=literals)) if literals else exp.true()
