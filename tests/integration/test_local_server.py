"""The model path against a server that behaves like llama.cpp's: tools only with `tool_choice`, a context
limit answered with HTTP 400, slow replies."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator

import pytest

from sqlclarify import Agent
from tests.conftest import CHINOOK, query
from tests.fake_openai import ScriptedOpenAI, prompt_tokens
from tests.integration.test_model_path import PROCEED, SUBMIT, TOP_ARTIST_2012
from tests.support.forked_cli import run_forked

QUESTION = "which artist sold the most tracks in 2012?"


@pytest.fixture
def llamacpp(monkeypatch: pytest.MonkeyPatch, isolated_env) -> Iterator[Callable[[int], ScriptedOpenAI]]:
    """Start a llama.cpp-like server with a context of N tokens, wired in through the environment."""
    servers: list[ScriptedOpenAI] = []

    def start(context: int) -> ScriptedOpenAI:
        server = ScriptedOpenAI(llamacpp_context=context).start()
        servers.append(server)
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("SQLCLARIFY_MODEL", "llamacpp:smollm2")
        monkeypatch.delenv("OPENAI_API_KEY", raising=False)
        return server

    yield start
    for server in servers:
        server.stop()


def test_free_form_question_reaches_the_model_with_its_tools_within_4096_tokens(llamacpp) -> None:
    server = llamacpp(4096)
    server.push(PROCEED, SUBMIT)
    with Agent(database=str(CHINOOK)) as agent:  # default settings: no context size given
        turn = agent.ask(QUESTION)
    assert turn.status == "answered", turn.message
    assert turn.rows == [list(r) for r in query(CHINOOK, TOP_ARTIST_2012)]
    classify, generate = server.requests
    assert classify["tool_choice"] == "auto" and len(classify["tools"]) == 4
    assert generate["tool_choice"] == {"type": "function", "function": {"name": "submit_sql"}}
    assert [len(r["tools"]) for r in server.requests] == [4, 1]
    # the turn reports each call's prompt size, as the server counted it
    assert [c["prompt_tokens"] for c in turn.usage["calls"]] == [prompt_tokens(r) for r in server.requests]
    assert all(c["prompt_tokens"] <= 4096 for c in turn.usage["calls"])


def test_the_catalog_prompt_fits_4096_tokens_too(llamacpp) -> None:
    server = llamacpp(4096)
    server.push({"tool": "refuse", "args": {"kind": "out_of_scope", "message": "Not in this data."}})
    with Agent() as agent:  # the demo warehouse and its catalog: the largest classify prompt
        turn = agent.ask("what will the weather be tomorrow in Lisbon?")
    assert turn.status == "refused" and turn.message == "Not in this data."
    assert prompt_tokens(server.requests[0]) <= 4096


def test_a_context_size_trims_the_prompt_to_fit(llamacpp) -> None:
    server = llamacpp(2048)
    server.push(PROCEED, SUBMIT)
    with Agent(database=str(CHINOOK), model_context_tokens=2048) as agent:
        turn = agent.ask(QUESTION)
    assert turn.status == "answered", turn.message
    assert all(prompt_tokens(r) <= 2048 for r in server.requests)
    assert "more tables not shown" in json.dumps(server.requests[0]["messages"])


def test_a_context_too_small_for_the_prompt_is_said_in_one_line(llamacpp) -> None:
    server = llamacpp(1024)
    with Agent(database=str(CHINOOK)) as agent:
        turn = agent.ask(QUESTION)
    assert turn.status == "error" and "\n" not in turn.message
    assert "does not fit the model's context (HTTP 400)" in turn.message and "tokens" in turn.message
    assert "retries" not in turn.message and len(server.requests) == 1  # a 400 is not retried


def test_when_even_the_smallest_prompt_does_not_fit_no_call_is_made(llamacpp) -> None:
    server = llamacpp(600)
    with Agent(database=str(CHINOOK), model_context_tokens=600) as agent:
        turn = agent.ask(QUESTION)
    assert turn.status == "error" and "smallest prompt" in turn.message and "--model-context" in turn.message
    assert server.requests == []


def test_a_slow_server_ends_the_turn_once_within_the_timeout(llamacpp) -> None:
    server = llamacpp(4096)
    server.push({"delay": 3, **PROCEED}, PROCEED)
    started = time.perf_counter()
    with Agent(database=str(CHINOOK), model_timeout_seconds=0.5, model_max_retries=2) as agent:
        turn = agent.ask(QUESTION)
    assert time.perf_counter() - started < 2.5
    assert turn.status == "error" and "did not answer within 0.5 s" in turn.message and "not retried" in turn.message
    assert len(server.requests) == 1


def test_a_failed_turn_is_not_in_the_models_memory(llamacpp) -> None:
    server = llamacpp(4096)
    server.push({"status": 400, "message": "bad request"})
    with Agent(database=str(CHINOOK)) as agent:
        failed = agent.ask("which genre sold least?")
        assert failed.status == "error" and "HTTP 400: bad request" in failed.message
        server.push(PROCEED, SUBMIT)
        assert agent.ask(QUESTION, thread_id=failed.thread_id).status == "answered"
    assert "which genre sold least" not in json.dumps(server.requests[1]["messages"])


def test_cli_options_set_the_timeout_and_retries(llamacpp) -> None:
    server = llamacpp(4096)
    server.push({"delay": 3, **PROCEED}, PROCEED)
    tuning = ["--model-timeout", "0.5", "--model-retries", "0", "--model-context", "4096", "--schema-budget", "300"]
    done = run_forked("ask", QUESTION, "--db", str(CHINOOK), "--json", *tuning)  # a process of its own (forked)
    assert done.returncode == 1, done.stderr
    assert "did not answer within 0.5 s" in json.loads(done.stdout)["message"]
    assert len(server.requests) == 1 and "more tables not shown" in json.dumps(server.requests[0]["messages"])
