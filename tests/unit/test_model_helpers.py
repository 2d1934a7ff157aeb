"""The model helpers with langchain-core's fake chat models (no HTTP)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage, HumanMessage

from sqlclarify.context import Context
from sqlclarify.demo.wide_schema import build_wide_database
from sqlclarify.errors import InputError
from sqlclarify.llm.calls import ModelError, Usage, _short, context_overflow, decide
from sqlclarify.llm.model import make_chat_model
from sqlclarify.llm.prompting import memory_messages
from sqlclarify.llm.schema_context import relevant_schema, tokens
from sqlclarify.llm.tools import CLASSIFY_TOOLS, ProceedToSql, QueryMetrics, tool_specs
from sqlclarify.prompts import prompt_names, render


class ToolFakeModel(FakeMessagesListChatModel):
    """A fake chat model that accepts tools (the real binding is ChatOpenAI's job)."""

    def bind_tools(self, tools: Any, **kwargs: Any) -> ToolFakeModel:
        return self


def call(name: str, args: dict[str, Any], call_id: str = "c1") -> AIMessage:
    return AIMessage(
        content="because",
        tool_calls=[{"name": name, "args": args, "id": call_id}],
        usage_metadata={"input_tokens": 100, "output_tokens": 7, "total_tokens": 107},
    )


def test_decide_returns_the_validated_tool_call_and_counts_usage() -> None:
    model = ToolFakeModel(responses=[call("proceed_to_sql", {"question": "top artist 2012"})])
    usage = Usage()
    decision = decide(model, [HumanMessage(content="q")], CLASSIFY_TOOLS, usage, "classify")
    assert isinstance(decision.args, ProceedToSql) and decision.text == "because"
    assert (usage.input_tokens, usage.output_tokens) == (100, 7)
    assert usage.calls[0]["tool"] == "proceed_to_sql" and usage.calls[0]["result"] == "ok"


def test_decide_repairs_once_then_gives_up() -> None:
    fixed = ToolFakeModel(responses=[AIMessage(content="no tool"), call("proceed_to_sql", {"question": "q"})])
    assert decide(fixed, [HumanMessage(content="q")], CLASSIFY_TOOLS, Usage(), "classify").name == "proceed_to_sql"
    stubborn = ToolFakeModel(responses=[AIMessage(content="no"), call("refuse", {"kind": "bogus", "message": "m"})])
    usage = Usage()
    with pytest.raises(ModelError, match="invalid arguments for refuse"):
        decide(stubborn, [HumanMessage(content="q")], CLASSIFY_TOOLS, usage, "classify")
    assert [c["result"] for c in usage.calls] == [
        "the reply called no tool",
        "invalid arguments for refuse: kind: Input should be 'change_data' or 'out_of_scope'",
    ]


def test_tool_specs_are_snake_case_functions() -> None:
    names = [spec["function"]["name"] for spec in tool_specs(CLASSIFY_TOOLS)]
    assert names == ["ask_user", "query_metrics", "proceed_to_sql", "refuse"]
    assert all(spec["function"]["description"] for spec in tool_specs(CLASSIFY_TOOLS))


def test_every_prompt_renders() -> None:
    values = {
        "today": "2026-01-10",
        "catalog": "CATALOG",
        "schema": "TABLE t (a)",
        "question": "Q?",
        "clarifications": "",
        "engine": "DuckDB",
    }
    for name in prompt_names():
        text = render(name, **values)
        assert "$" not in text.replace("$ ", "") and text.strip()
    assert set(prompt_names()) == {"system", "classify", "generate_sql", "user_turn"}


def test_memory_keeps_the_latest_pairs_within_budget() -> None:
    conversation = [{"question": f"question {i}", "answer": "x" * 200} for i in range(30)]
    messages = memory_messages(conversation, max_turns=20, budget_tokens=300)
    assert messages[-2].content == "question 29"
    assert 0 < len(messages) < 40 and len(messages) % 2 == 0
    assert memory_messages(conversation, max_turns=0, budget_tokens=300) == []


def test_model_setup_has_timeout_retries_and_temperature(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "k")
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    model = make_chat_model("openai:gpt-4o-mini", base_url=None, timeout_s=12)
    # the client never retries by itself: llm.calls retries 429/5xx, never a timed-out call
    assert (model.model_name, model.request_timeout, model.max_retries, model.temperature) == (
        "gpt-4o-mini",
        12.0,
        0,
        0,
    )
    local = make_chat_model("ollama:llama3.1", base_url=None, timeout_s=5)
    assert local.openai_api_base == "http://localhost:11434/v1"
    fake = ToolFakeModel(responses=[])
    assert make_chat_model(fake, base_url=None, timeout_s=1) is fake
    monkeypatch.delenv("OPENAI_API_KEY")
    with pytest.raises(InputError, match="OPENAI_API_KEY"):
        make_chat_model("openai:gpt-4.1", base_url=None, timeout_s=1)
    with pytest.raises(InputError, match="unknown model provider"):
        make_chat_model("acme:big", base_url=None, timeout_s=1)


@pytest.fixture(scope="module")
def wide_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """150 tables: 3 about a music store, 147 about unrelated business areas."""
    return build_wide_database(tmp_path_factory.mktemp("wide") / "wide.sqlite", 150)


def test_large_schema_is_pruned_to_the_relevant_tables_within_budget(wide_db: Path) -> None:
    text = relevant_schema(str(wide_db), "which artist sold the most albums?", budget_tokens=600)
    assert tokens(text) <= 650
    for table in ("TABLE artist", "TABLE album", "TABLE album_sale"):
        assert table in text
    assert "TABLE payroll_1 " not in text and "more tables not shown" in text


def test_small_schema_is_shown_whole() -> None:
    from tests.conftest import CHINOOK

    text = relevant_schema(str(CHINOOK), "anything", budget_tokens=5000)
    assert text.count("TABLE ") == 11 and "FK" in text


def test_tool_specs_are_compact_and_keep_every_field() -> None:
    specs = {s["function"]["name"]: s["function"]["parameters"] for s in tool_specs(CLASSIFY_TOOLS)}
    text = json.dumps(specs)
    assert "$ref" not in text and "$defs" not in text and '"title"' not in text
    assert set(specs["query_metrics"]["properties"]) == set(QueryMetrics.model_fields)
    assert specs["query_metrics"]["properties"]["grain"]["enum"][0] == "day"  # `X or null` is written as X
    assert specs["ask_user"]["properties"]["questions"]["items"]["required"] == ["id", "text", "kind", "slot"]


def test_long_endpoint_messages_are_cut_between_words() -> None:
    cut = _short("word " * 100)
    assert len(cut) <= 202 and cut.endswith("word …") and "wor …" not in cut


@pytest.mark.parametrize(
    ("message", "said"),
    [
        ("the request exceeds the available context size: prompt is 2997 tokens, context is 2048", "2997 tokens"),
        ("Requested tokens (5400) exceed context window of 2048", "5400 tokens"),
        ("invalid value for temperature", ""),
    ],
)
def test_context_overflow_is_recognised(message: str, said: str) -> None:
    assert context_overflow(message) == said


def test_model_settings_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SQLCLARIFY_MODEL_TIMEOUT", "7.5")
    monkeypatch.setenv("SQLCLARIFY_MODEL_RETRIES", "0")
    monkeypatch.setenv("SQLCLARIFY_MODEL_CONTEXT", "4096")
    monkeypatch.setenv("SQLCLARIFY_SCHEMA_BUDGET", "300")
    ctx = Context()
    assert (ctx.model_timeout_seconds, ctx.model_max_retries, ctx.model_context_tokens, ctx.schema_token_budget) == (
        7.5,
        0,
        4096,
        300,
    )
    monkeypatch.setenv("SQLCLARIFY_MODEL_CONTEXT", "4k")
    with pytest.raises(InputError, match="SQLCLARIFY_MODEL_CONTEXT must be a whole number, not '4k'"):
        Context()
    monkeypatch.delenv("SQLCLARIFY_MODEL_CONTEXT")
    with pytest.raises(InputError, match="model_timeout_seconds must be positive"):
        Context(model_timeout_seconds=0)
