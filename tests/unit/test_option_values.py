"""Answer-aware options: each option of a metric or dimension question shows what choosing it answers."""

from __future__ import annotations

from datetime import date

import pytest

from sqlclarify import Agent
from sqlclarify.context import Context
from sqlclarify.numbers import compact_number
from sqlclarify.resources import catalog_for
from sqlclarify.semantic.query import DimensionFilter, SemanticQuery
from sqlclarify.state import ClarificationQuestion, QuestionOption, Reading
from sqlclarify.understanding.option_values import ValuesQuery, option_amounts, values_query


def _shown(agent: Agent, answered_rows: list[list], metric_label: str) -> str:
    """The answer's number, formatted as an option value of that metric is."""
    layer = catalog_for(agent.context).layer
    metric = next(m for m in layer.metrics.values() if m.label == metric_label)
    return compact_number(answered_rows[0][-1], metric.unit, metric.decimals)


def test_metric_options_show_what_each_answer_returns(demo_target: str) -> None:
    agent = Agent(database=demo_target)
    asked = agent.ask("rev for ID last month")
    (question,) = asked.questions
    assert question.id == "metric" and len(question.options) == 5
    assert all(o.value.startswith("$") for o in question.options)
    for number, option in enumerate(question.options, start=1):
        if number > 1:
            asked = agent.ask("rev for ID last month")
        answered = agent.answer(asked.thread_id, {"metric": str(number)})
        assert answered.status == "answered"
        assert _shown(agent, answered.rows, option.label) == option.value, option.label
    # when the dates are the open question: each offered period's value, from one UNION ALL
    asked = agent.ask("ads net revenue for ID")
    (question,) = asked.questions
    assert question.id == "date_range" and all(o.value for o in question.options)
    answered = agent.answer(asked.thread_id, {"date_range": "2"})
    assert _shown(agent, answered.rows, "Ads net revenue") == question.options[1].value


def test_amounts_are_the_answers_numbers() -> None:
    agent = Agent()
    catalog = catalog_for(agent.context)
    asked = agent.ask("rev for ID last month")
    state = agent.graph.get_state(agent.thread_config(asked.thread_id)).values
    reading = Reading(**state["slots"])
    plan = values_query(catalog.vocab, reading, asked.questions[0], date(2026, 1, 10))
    amounts = option_amounts(catalog.vocab, catalog.warehouse, plan, 5.0)
    answered = agent.answer(asked.thread_id, {"metric": "Ads net revenue"})
    assert amounts["Ads net revenue"] == pytest.approx(answered.rows[0][-1])


def test_dimension_options_show_each_values_answer() -> None:
    agent = Agent()
    asked = agent.ask("DAU Nov 2025")
    (question,) = asked.questions
    assert question.id == "market"
    assert not question.options[0].value  # "all": one query per question, and a total is no sum of the values
    valued = [o for o in question.options[1:] if o.value]
    assert len(valued) == len(question.options) - 1
    option = valued[0]
    answered = agent.answer(asked.thread_id, {"market": option.label})
    assert answered.status == "answered"
    assert _shown(agent, answered.rows, "Daily active users (DAU)") == option.value


@pytest.mark.parametrize("budget", [0.0, 1e-9])
def test_no_budget_or_a_slow_query_drops_values_and_still_asks(budget: float) -> None:
    agent = Agent(option_values_seconds=budget)
    asked = agent.ask("rev for ID last month")
    assert asked.status == "needs_clarification"
    assert [q.id for q in asked.questions] == ["metric"]
    assert not any(o.value for o in asked.questions[0].options)
    assert agent.answer(asked.thread_id, {"metric": "1"}).status == "answered"


def test_no_values_while_another_question_is_open() -> None:
    asked = Agent().ask("rev last month")  # the market is open too: a value would answer an unasked scope
    assert {q.id for q in asked.questions} == {"metric", "market"}
    assert not any(o.value for q in asked.questions for o in q.options)


def test_a_query_that_cannot_be_compiled_gives_no_values() -> None:
    catalog = catalog_for(Context())
    metric = next(iter(catalog.layer.metrics))
    broken = SemanticQuery(metrics=[metric], filters=[DimensionFilter(dimension="no_such_dimension", values=["x"])])
    plan = ValuesQuery(broken, {metric: "it"}, {metric: metric})
    assert option_amounts(catalog.vocab, catalog.warehouse, plan, 5.0) == {}


def test_model_and_breakdown_questions_get_no_values() -> None:
    catalog = catalog_for(Context())
    free = ClarificationQuestion(id="q1", text="Which table?", kind="free_text", slot="q1")
    assert values_query(catalog.vocab, Reading(), free, date(2026, 1, 10)) is None
    question = ClarificationQuestion(
        id="metric", text="Which?", kind="single_choice", slot="metric", options=[QuestionOption(label="x")]
    )
    names = list(catalog.layer.metrics)[:2]
    grouped = Reading(metric_candidates=names, query=SemanticQuery(group_by=[{"dimension": "metric_time"}]))
    assert values_query(catalog.vocab, grouped, question, date(2026, 1, 10)) is None


@pytest.mark.parametrize(
    ("amount", "unit", "decimals", "shown"),
    [
        (558217.12, "USD", 2, "$558,217"),
        (1_234_567.0, "USD", 2, "$1.2M"),
        (2_000_000_000, None, None, "2B"),
        (-5.5, "USD", 2, "-$5.50"),
        (3.4212, "percent", 2, "3.42%"),
        (12345, "users", None, "12,345 users"),
        (0.5, None, 3, "0.500"),
    ],
)
def test_compact_numbers(amount: float, unit: str | None, decimals: int | None, shown: str) -> None:
    assert compact_number(amount, unit, decimals) == shown
