"""Answer-aware options: what each option of a clarification question would answer, in numbers.

When the one thing left open is which metric (or which values of a required dimension), the rest of the
question is settled, so one read-only query gives every option's value: all candidate metrics over the
settled filters and dates, or the settled metric grouped by the dimension and filtered to the offered values.
A value is shown only when it is exactly what choosing that option would answer; so nothing is computed while
another question is open too (no dates yet, a required dimension not given yet), nor for a breakdown.
The query runs within a small time budget; when it is slow, fails or cannot be compiled, the options simply
carry no values.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from functools import reduce
from typing import Any

from sqlglot import exp

from sqlclarify.numbers import compact_number, percent_of_one
from sqlclarify.semantic.compile import CompileError, OutputColumn, compile_query
from sqlclarify.semantic.query import DimensionFilter, GroupBy, SemanticQuery, TimeRange
from sqlclarify.state import ClarificationQuestion, Reading
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.dates import resolve_date_range
from sqlclarify.understanding.questions import value_option_label
from sqlclarify.warehouse.base import QueryError, Warehouse

log = logging.getLogger(__name__)

OptionValues = dict[str, dict[str, str]]  # question id -> option label -> the value as shown


@dataclass(frozen=True)
class ValuesQuery:
    """The query that gives every option's value, and which option each result key stands for."""

    query: SemanticQuery
    options: dict[str, str]  # result key -> option label: a metric name, a dimension value or a period's key
    unit_of: dict[str, str]  # result key -> the metric whose unit and decimals format it
    periods: dict[str, TimeRange] = field(default_factory=dict)  # a date question: result key -> its range


def values_query(
    vocab: Vocabulary, reading: Reading, question: ClarificationQuestion, today: date
) -> ValuesQuery | None:
    """The one query answering `question`'s options over the settled rest of the reading; None when there is none."""
    query = reading.query
    if query.group_by:  # each option would answer a breakdown, not one number
        return None
    metrics = vocab.layer.metrics
    if question.id == "metric" and reading.metric_candidates:
        by_label = {metrics[n].label: n for n in reading.metric_candidates}
        chosen = {by_label[o.label]: o.label for o in question.options if o.label in by_label}
        return ValuesQuery(_rest(query, list(chosen)), chosen, {n: n for n in chosen})
    if question.id == "metric_confirm" and reading.metric_guess:
        guess = reading.metric_guess
        return ValuesQuery(_rest(query, [guess]), {guess: "yes"}, {guess: guess})
    dimension = question.slot
    settled_metric = len(query.metrics) == 1 and not reading.metric_candidates and not reading.metric_guess
    if not settled_metric:
        return None
    if question.slot == "date_range":
        return _periods_query(reading, question, today)
    if dimension not in vocab.values:
        return None
    labels = {o.label for o in question.options}
    offered = {
        v.value: value_option_label(vocab, dimension, v.value)
        for v in vocab.values[dimension]
        if value_option_label(vocab, dimension, v.value) in labels
    }
    if not offered:
        return None
    grouped = _rest(query, query.metrics).model_copy(
        update={
            "group_by": [GroupBy(dimension=dimension)],
            "filters": [*query.filters, DimensionFilter(dimension=dimension, values=list(offered))],
        }
    )
    return ValuesQuery(grouped, offered, dict.fromkeys(offered, query.metrics[0]))


def _periods_query(reading: Reading, question: ClarificationQuestion, today: date) -> ValuesQuery | None:
    """The metric over each offered period, read as an answer reads it ('Nov 2025' → Nov 1 to 30)."""
    periods: dict[str, TimeRange] = {}
    options: dict[str, str] = {}
    for number, option in enumerate(question.options):
        resolved = resolve_date_range(option.label, today)
        if resolved is not None:
            periods[f"p{number}"] = TimeRange(**resolved.as_dict())
            options[f"p{number}"] = option.label
    if not periods:
        return None
    metric = reading.query.metrics[0]
    return ValuesQuery(_rest(reading.query, [metric]), options, dict.fromkeys(options, metric), periods)


def _rest(query: SemanticQuery, metrics: list[str]) -> SemanticQuery:
    """`metrics` over the question's settled filters and dates: one number per metric, as the answer computes it."""
    return SemanticQuery(metrics=metrics, filters=query.filters, time_range=query.time_range)


def option_amounts(vocab: Vocabulary, warehouse: Warehouse, plan: ValuesQuery, budget_s: float) -> dict[str, Any]:
    """Option label -> its number (as the warehouse returns it), from one query within `budget_s` seconds.

    Empty when the query cannot be compiled, fails or runs past the budget.
    """
    try:
        sql, columns = _sql(vocab, plan, warehouse.dialect)
        result = warehouse.run(sql, max_rows=len(plan.options) + 1, timeout_s=budget_s)
    except (CompileError, QueryError) as exc:
        log.debug("option values dropped: %s", exc)
        return {}
    if result.truncated:
        return {}
    if plan.query.group_by or plan.periods:
        found = {str(row[0]): row[-1] for row in result.rows}
    else:
        row = result.rows[0] if result.rows else []
        found = {c.name: row[i] for i, c in enumerate(columns) if c.role == "metric" and i < len(row)}
    numbers = {key: _number(value) for key, value in found.items()}
    return {label: numbers[key] for key, label in plan.options.items() if numbers.get(key) is not None}


def _sql(vocab: Vocabulary, plan: ValuesQuery, dialect: str) -> tuple[str, list[OutputColumn]]:
    """The plan as one statement; several periods become one UNION ALL of (period key, value) rows."""
    if not plan.periods:
        compiled = compile_query(vocab.layer, plan.query, dialect)
        return compiled.sql, compiled.columns
    parts = []
    for number, (key, period) in enumerate(plan.periods.items()):
        compiled = compile_query(vocab.layer, plan.query.model_copy(update={"time_range": period}), dialect)
        value = next(c.name for c in compiled.columns if c.role == "metric")
        alias = f"period_{number}"
        parts.append(
            exp.select(exp.Literal.string(key).as_("option_key"), exp.column(value, table=alias)).from_(
                compiled.expression.subquery(alias)
            )
        )
    union = reduce(lambda left, right: exp.union(left, right, distinct=False), parts)
    return union.sql(dialect=dialect), []


def _number(value: Any) -> int | float | None:
    """A result cell as a plain number (PostgreSQL sums are Decimals); None when it is no number."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, Decimal):
        return int(value) if value == value.to_integral_value() else float(value)
    return value if isinstance(value, (int, float)) else None


def question_option_values(
    vocab: Vocabulary,
    warehouse: Warehouse,
    reading: Reading,
    questions: list[ClarificationQuestion],
    today: date,
    budget_s: float,
) -> OptionValues:
    """The values of the options of the round's one open question, formatted; empty when not worth computing.

    Only a round with a single question qualifies: with another question open the rest is not settled, and a
    value would answer a question nobody asked.
    """
    if budget_s <= 0 or len(questions) != 1:
        return {}
    question = questions[0]
    plan = values_query(vocab, reading, question, today)
    if plan is None:
        return {}
    amounts = option_amounts(vocab, warehouse, plan, budget_s)
    metric_of = {label: plan.unit_of[key] for key, label in plan.options.items()}
    shown = {label: _format(vocab, metric_of[label], amount) for label, amount in amounts.items()}
    return {question.id: shown} if shown else {}


def _format(vocab: Vocabulary, metric_name: str, amount: int | float) -> str:
    metric = vocab.layer.metrics[metric_name]
    return compact_number(amount, metric.unit, metric.decimals, percent_of_one(metric.type, metric.unit))


def with_option_values(
    questions: list[ClarificationQuestion], values: Mapping[str, Mapping[str, str]] | None
) -> list[ClarificationQuestion]:
    """The questions with each option's value filled in from `values` (question id -> label -> value)."""
    if not values:
        return questions
    filled = []
    for question in questions:
        known = values.get(question.id) or {}
        options = [o.model_copy(update={"value": known[o.label]}) if o.label in known else o for o in question.options]
        filled.append(question.model_copy(update={"options": options}))
    return filled
