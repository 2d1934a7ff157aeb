"""MetricFlow where-filters (`{{ Dimension('order__status') }} = 'paid'`) turned into sqlglot conditions: each
Jinja call becomes a placeholder column, the text is parsed in the target dialect, then every placeholder is
replaced by the expression a callback gives for it."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from sqlglot import exp

from sqlclarify.semantic.errors import CompileError
from sqlclarify.semantic.sqlbuild import Dialect
from sqlclarify.semantic.translate import catalog_sql

_CALL = re.compile(
    r"\{\{\s*(?P<kind>Dimension|TimeDimension|Entity|Metric)\s*\((?P<args>(?:[^()]|\([^()]*\))*)\)"
    r"(?:\s*\.\s*grain\s*\(\s*['\"](?P<grain>\w+)['\"]\s*\))?\s*\}\}"
)
_ARG = re.compile(r"""['"]([^'"]*)['"]""")
_PLACEHOLDER = "__sqlclarify_ref_{}__"


@dataclass(frozen=True)
class FilterRef:
    """One Jinja call of a where-filter: Dimension('a__b'), TimeDimension('metric_time', 'month'), Entity('c')."""

    kind: str
    name: str
    grain: str | None = None
    group_by: tuple[str, ...] = ()  # Metric('m', group_by=['customer']): the entities it is computed per


def parse_filter(text: str) -> tuple[str, list[FilterRef]]:
    """The filter with placeholders for its Jinja calls, and those calls in order."""
    refs: list[FilterRef] = []

    def replace(match: re.Match[str]) -> str:
        args = _ARG.findall(match.group("args"))
        if not args:
            raise CompileError(f"filter {text!r}: {match.group(0)} names nothing")
        kind = match.group("kind")
        grain = match.group("grain") or (args[1] if kind == "TimeDimension" and len(args) > 1 else None)
        group_by = tuple(args[1:]) if kind == "Metric" else ()
        if kind == "Metric" and not group_by:
            raise CompileError(f"filter {text!r}: {match.group(0)} needs group_by=[an entity]")
        refs.append(FilterRef(kind, args[0], grain, group_by))
        return _PLACEHOLDER.format(len(refs) - 1)

    rendered = _CALL.sub(replace, text)
    if "{{" in rendered or "{%" in rendered:
        raise CompileError(f"filter {text!r}: unsupported Jinja (expected Dimension, TimeDimension, Entity or Metric)")
    return rendered, refs


def filter_refs(text: str) -> list[FilterRef]:
    return parse_filter(text)[1]


def render_filter(
    text: str, written_in: Dialect, dialect: Dialect, resolve: Callable[[FilterRef], exp.Expression], what: str
) -> exp.Expression:
    """The filter (SQL in the dialect `written_in`) as a condition for a query in `dialect`, each Jinja call
    replaced by `resolve(call)`."""
    rendered, refs = parse_filter(text)
    condition = catalog_sql(rendered, written_in, dialect, f"{what}: filter")
    placeholders = {_PLACEHOLDER.format(i): ref for i, ref in enumerate(refs)}

    def substitute(node: exp.Expression) -> exp.Expression:
        if isinstance(node, exp.Column) and not node.table and node.name in placeholders:
            return resolve(placeholders[node.name])
        return node

    return condition.transform(substitute)
