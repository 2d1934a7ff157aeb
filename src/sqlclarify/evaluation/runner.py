"""Run evaluation cases through the Agent with scripted answers, and score them."""

from __future__ import annotations

import math
import tempfile
import time
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from sqlclarify.agent import Agent
from sqlclarify.agent import Turn as AgentTurn
from sqlclarify.errors import InputError
from sqlclarify.evaluation.cases import Case, Expectation, Suite
from sqlclarify.nodes.execute import _plain
from sqlclarify.resources import Catalog, catalog_for
from sqlclarify.warehouse import open_warehouse
from sqlclarify.warehouse.base import QueryError, Warehouse

MAX_ROUNDS = 5


class CaseResult(BaseModel):
    id: str
    passed: bool
    asked: bool
    asked_about: list[str] = Field(default_factory=list)
    needed_question: bool
    status: str
    rows_match: bool | None = None
    confident_wrong: bool = False
    out_of_scope_answered: bool = False
    turns: int
    tokens: int
    ms: float
    failures: list[str] = Field(default_factory=list)


class Totals(BaseModel):
    cases: int
    passed: int
    execution_accuracy: float | None
    clarification_precision: float | None
    clarification_recall: float | None
    confident_wrong_answers: int = 0
    out_of_scope_answered: int = 0
    mean_turns_to_answer: float | None
    tokens: int
    wall_seconds: float


class EvalReport(BaseModel):
    suite: str
    model: str | None
    results: list[CaseResult]
    totals: Totals


def run_suite(
    suite: Suite,
    suite_file: Path,
    *,
    model: Any = None,
    database: str | None = None,
    gold_database: str | None = None,
) -> EvalReport:
    """Every case in a fresh thread of a throwaway checkpoint file.

    Gold SQL runs on `gold_database` when given (the same data in the engine the gold SQL is written for),
    else on the warehouse the agent answers from."""
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        agent = Agent(
            database=database or suite.database_path(suite_file),
            checkpoint=str(Path(tmp) / "eval.sqlite"),
            model=model,
            catalog=suite.catalog_path(suite_file),
            today=suite.today,
        )
        try:
            catalog = catalog_for(agent.context)
            gold = open_warehouse(gold_database) if gold_database else agent.context.warehouse()
            answers = agent.context.warehouse()
            results = [_run_case(agent, gold, answers, catalog, case) for case in suite.cases]
        finally:
            agent.close()
    return EvalReport(
        suite=suite.name,
        model=str(agent.context.model) if agent.context.model else None,
        results=results,
        totals=_totals(results, time.perf_counter() - started),
    )


def _run_case(agent: Agent, gold: Warehouse, answers: Warehouse, catalog: Catalog | None, case: Case) -> CaseResult:
    started = time.perf_counter()
    failures: list[str] = []
    asked_about: list[str] = []
    offered: list[str] = []
    interactions = 0
    tokens = 0
    thread_id: str | None = None
    turn: AgentTurn | None = None
    steps = case.turns
    for number, step in enumerate(steps, start=1):
        turn = agent.ask(step.question, thread_id=thread_id)
        thread_id, interactions = turn.thread_id, interactions + 1
        rounds = 0
        while turn.status == "needs_clarification" and rounds < MAX_ROUNDS:
            rounds += 1
            if number == len(steps):  # only the case's own question is judged
                asked_about += [q.slot if q.slot == "metric" else q.id for q in turn.questions]
                offered += _offered_metrics(turn, catalog)
            reply, missing = _scripted_reply(turn, step.answers, catalog)
            if missing:
                failures.append(f"asked about {', '.join(missing)} with no scripted answer")
                break
            tokens += _tokens(turn)
            try:
                turn = agent.answer(thread_id, reply)
            except InputError as exc:  # the agent refuses the scripted answer: this case fails, not the run
                failures.append(f"the scripted answer was refused: {exc}")
                break
            interactions += 1
        if turn.status == "needs_clarification" or failures:
            break
    assert turn is not None
    tokens += _tokens(turn)
    expect = case.expect
    needed = bool(expect.asks)
    asked = bool(asked_about)
    if asked != needed:
        failures.append("asked a question that was not needed" if asked else "did not ask when it had to")
    elif missing_slots := [s for s in expect.asks if s not in asked_about]:
        failures.append(f"did not ask about {', '.join(missing_slots)}")
    if missing_candidates := [c for c in expect.candidates if c not in offered]:
        failures.append(f"the choice did not offer {', '.join(missing_candidates)}")
    rows_match = None
    if expect.refuses and turn.status != "refused":
        failures.append(f"expected a refusal, got {turn.status}")
    if missing_text := [t for t in expect.says if t.lower() not in (turn.message or "").lower()]:
        failures.append(f"the answer does not say: {'; '.join(missing_text)}")
    if expect.status and turn.status != expect.status:
        failures.append(f"expected status {expect.status}, got {turn.status}")
    if expect.gold_sql:
        try:
            rows_match = turn.status == "answered" and _same_rows(gold, expect.gold_sql, turn, answers)
        except QueryError as exc:  # gold SQL written for another engine: say so instead of failing the run
            rows_match = False
            failures.append(f"the gold query fails on {gold.url}: {exc}")
        if not rows_match:
            failures.append(f"rows differ from the gold query's (status {turn.status}: {turn.message[:80]})")
    return CaseResult(
        id=case.id,
        passed=not failures,
        asked=asked,
        asked_about=asked_about,
        needed_question=needed,
        status=turn.status,
        rows_match=rows_match,
        confident_wrong=_confident_wrong(turn.status, asked=asked, rows_match=rows_match, expect=expect),
        out_of_scope_answered=expect.refuses and turn.status == "answered",
        turns=interactions,
        tokens=tokens,
        ms=round((time.perf_counter() - started) * 1000, 1),
        failures=failures,
    )


def _confident_wrong(status: str, *, asked: bool, rows_match: bool | None, expect: Expectation) -> bool:
    """The worst outcome: an answer shown as sure when it is wrong.

    Answered without asking and the rows differ from the gold's, or answered when the case needed a question
    (and none was asked) or a refusal."""
    if status != "answered":
        return False
    if expect.refuses:
        return True
    return not asked and (rows_match is False or bool(expect.asks))


def _offered_metrics(turn: AgentTurn, catalog: Catalog | None) -> list[str]:
    if catalog is None:
        return []
    labels = {m.label: name for name, m in catalog.layer.metrics.items()}
    return [labels[o.label] for q in turn.questions if q.slot == "metric" for o in q.options if o.label in labels]


def _scripted_reply(turn: AgentTurn, answers: dict[str, Any] | str, catalog: Catalog | None) -> tuple[dict, list]:
    """The scripted answer for each open question, by id or slot; 'default' takes the question's default."""
    reply: dict[str, Any] = {}
    missing: list[str] = []
    for question in turn.questions:
        if answers == "default":
            value: Any = "default"
        else:
            keys = (question.id, question.slot)
            value = next((answers[k] for k in keys if isinstance(answers, dict) and k in answers), None)
        if value is None:
            missing.append(question.slot)
            continue
        if value == "default":
            value = question.default
        if question.slot == "metric" and catalog is not None and value in catalog.layer.metrics:
            value = catalog.layer.metrics[value].label
        reply[question.id] = value
    return reply, missing


def _tokens(turn: AgentTurn) -> int:
    usage = turn.usage or {}
    return int(usage.get("input_tokens", 0)) + int(usage.get("output_tokens", 0))


def _normalize(rows: list[Any]) -> list[tuple]:
    def cell(value: Any) -> Any:
        value = _plain(value)  # as the execute node shows them: dates as ISO text, decimals as numbers
        if isinstance(value, float):
            return round(value, 4) if math.isfinite(value) else value
        return value

    return [tuple(cell(v) for v in row) for row in rows]


def _same_rows(warehouse: Warehouse, gold_sql: str, turn: AgentTurn, answers: Warehouse) -> bool:
    """Equal rows; order matters only when the gold query orders them. An answer the agent cut to its row cap
    (`max_rows`, what it shows) is judged by all its query's rows, run again on the warehouse it answered from."""
    gold = _normalize(warehouse.run(gold_sql, max_rows=1_000_000, timeout_s=60).rows)
    rows = turn.rows
    if turn.truncated and turn.sql:
        rows = answers.run(turn.sql, max_rows=1_000_000, timeout_s=60).rows
    got = _normalize(rows)
    if "order by" in gold_sql.lower():
        return got == gold
    return sorted(got, key=repr) == sorted(gold, key=repr)


def _ratio(numerator: int, denominator: int) -> float | None:
    return round(numerator / denominator, 4) if denominator else None


def _totals(results: list[CaseResult], wall: float) -> Totals:
    graded = [r for r in results if r.rows_match is not None]
    asked = [r for r in results if r.asked]
    needed = [r for r in results if r.needed_question]
    answered = [r for r in results if r.status == "answered"]
    return Totals(
        cases=len(results),
        passed=sum(r.passed for r in results),
        execution_accuracy=_ratio(sum(bool(r.rows_match) for r in graded), len(graded)),
        clarification_precision=_ratio(sum(r.needed_question for r in asked), len(asked)),
        clarification_recall=_ratio(sum(r.asked for r in needed), len(needed)),
        confident_wrong_answers=sum(r.confident_wrong for r in results),
        out_of_scope_answered=sum(r.out_of_scope_answered for r in results),
        mean_turns_to_answer=round(sum(r.turns for r in answered) / len(answered), 3) if answered else None,
        tokens=sum(r.tokens for r in results),
        wall_seconds=round(wall, 2),
    )
