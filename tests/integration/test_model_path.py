"""The model path end to end over real HTTP: ChatOpenAI talks to a scripted loopback server."""

from __future__ import annotations

import json

import pytest

from sqlclarify import Agent
from tests.conftest import CHINOOK, query, rows_close
from tests.support.forked_cli import run_forked

TOP_ARTIST_2012 = (
    "SELECT ar.Name, COUNT(*) AS tracks_sold FROM InvoiceLine il "
    "JOIN Invoice i ON i.InvoiceId = il.InvoiceId JOIN Track t ON t.TrackId = il.TrackId "
    "JOIN Album al ON al.AlbumId = t.AlbumId JOIN Artist ar ON ar.ArtistId = al.ArtistId "
    "WHERE strftime('%Y', i.InvoiceDate) = '2012' GROUP BY ar.Name ORDER BY tracks_sold DESC, ar.Name LIMIT 1"
)
ASK_YEAR = {
    "tool": "ask_user",
    "content": "Sales differ a lot by year, so I need the year.",
    "args": {
        "questions": [
            {
                "id": "year",
                "text": "Which year?",
                "kind": "single_choice",
                "slot": "year",
                "options": [{"label": "2012"}, {"label": "2013"}],
                "default": "2013",
            }
        ]
    },
}
PROCEED = {"tool": "proceed_to_sql", "args": {"question": "Which artist sold the most tracks in 2012?"}}
SUBMIT = {
    "tool": "submit_sql",
    "args": {
        "sql": TOP_ARTIST_2012,
        "explanation": "Top artist by tracks sold in 2012",
        "tables": ["InvoiceLine", "Invoice", "Track", "Album", "Artist"],
    },
}


def chinook_agent(**settings) -> Agent:
    return Agent(database=str(CHINOOK), **settings)


def test_model_asks_then_answer_from_another_process_then_rows(openai_server, isolated_env) -> None:
    openai_server.push(ASK_YEAR)
    with chinook_agent() as agent:
        turn = agent.ask("which artist sold the most tracks?")
    assert turn.status == "needs_clarification"
    assert turn.reason == "Sales differ a lot by year, so I need the year."
    assert turn.questions[0].options[0].label == "2012"

    openai_server.push(PROCEED, SUBMIT)
    done = run_forked("answer", turn.thread_id, "1", "--json", env={"SQLCLARIFY_DB": str(CHINOOK)})  # another process
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["status"] == "answered"
    assert result["rows"] == [list(r) for r in query(CHINOOK, TOP_ARTIST_2012)]
    assert result["interpretation"]["from_clarification"] == {"year": "2012"}
    # the model saw the user's answer when it decided again
    assert "Which year? -> 2012" in json.dumps(openai_server.requests[1]["messages"])
    assert result["usage"]["input_tokens"] > 0 and [c["tool"] for c in result["usage"]["calls"]] == [
        "ask_user",
        "proceed_to_sql",
        "submit_sql",
    ]


def test_validation_error_goes_back_to_the_model(openai_server) -> None:
    wrong = {"tool": "submit_sql", "args": {"sql": "SELECT ArtistName FROM Artist", "explanation": "x"}}
    right = {
        "tool": "submit_sql",
        "args": {"sql": "SELECT Name FROM Artist ORDER BY Name LIMIT 3", "explanation": "three artists"},
    }
    openai_server.push(PROCEED, wrong, right)
    with chinook_agent() as agent:
        turn = agent.ask("list three artists")
    assert turn.status == "answered"
    assert turn.rows == [["A Cor Do Som"], ["AC/DC"], ["Aaron Copland & London Symphony Orchestra"]]
    correction = json.dumps(openai_server.requests[2]["messages"])
    assert "artistname" in correction.lower() and "tool" in correction


def test_corrections_are_bounded(openai_server) -> None:
    wrong = {"tool": "submit_sql", "args": {"sql": "SELECT nope FROM Artist", "explanation": "x"}}
    openai_server.push(PROCEED, wrong, wrong, wrong)
    with chinook_agent(max_sql_retries=2) as agent:
        turn = agent.ask("list artists")
    assert turn.status == "error" and "validation" in turn.message
    assert len(openai_server.requests) == 4  # classify + first try + 2 corrections


def test_no_tool_call_gets_one_repair_round(openai_server) -> None:
    openai_server.push({"content": "I think you want artists."}, PROCEED, SUBMIT)
    with chinook_agent() as agent:
        assert agent.ask("which artist sold the most tracks in 2012?").status == "answered"
    assert "Reply by calling exactly one of the tools" in json.dumps(openai_server.requests[1]["messages"])


def test_no_tool_call_twice_is_a_clean_error_and_the_thread_can_retry(openai_server) -> None:
    openai_server.push({"content": "hmm"}, {"content": "still no tool"})
    with chinook_agent() as agent:
        failed = agent.ask("which artist sold the most tracks in 2012?")
        assert failed.status == "error" and "no usable answer" in failed.message
        openai_server.push(PROCEED, SUBMIT)
        again = agent.ask("which artist sold the most tracks in 2012?", thread_id=failed.thread_id)
    assert again.status == "answered" and again.rows == [list(r) for r in query(CHINOOK, TOP_ARTIST_2012)]


@pytest.mark.parametrize(
    "bad",
    [
        {"tool": "proceed_to_sql", "args": "{not json"},
        {"tool": "ask_user", "args": {"questions": [{"id": "q", "text": "?", "kind": "essay", "slot": "s"}]}},
        {"tool": "no_such_tool", "args": {}},
    ],
)
def test_malformed_or_invalid_arguments_are_repaired(openai_server, bad) -> None:
    openai_server.push(bad, PROCEED, SUBMIT)
    with chinook_agent() as agent:
        assert agent.ask("which artist sold the most tracks in 2012?").status == "answered"
    assert "Error:" in json.dumps(openai_server.requests[1]["messages"])


def test_server_error_then_success(openai_server) -> None:
    openai_server.push({"status": 500}, PROCEED, SUBMIT)
    with chinook_agent(model_max_retries=2) as agent:
        assert agent.ask("which artist sold the most tracks in 2012?").status == "answered"


def test_rate_limit_exhausts_retries_cleanly(openai_server) -> None:
    openai_server.push({"status": 429}, {"status": 429})
    with chinook_agent(model_max_retries=1) as agent:
        turn = agent.ask("which artist sold the most tracks in 2012?")
        assert turn.status == "error" and "HTTP 429 after 1 retry" in turn.message
        openai_server.push(PROCEED, SUBMIT)
        assert agent.ask("which artist sold the most tracks in 2012?", thread_id=turn.thread_id).status == "answered"


def test_timeout_is_a_clean_error(openai_server) -> None:
    openai_server.push({"delay": 2, **PROCEED})
    with chinook_agent(model_timeout_seconds=0.3, model_max_retries=0) as agent:
        turn = agent.ask("which artist sold the most tracks in 2012?")
    assert turn.status == "error" and "timeout" in turn.message


def test_model_refusal(openai_server) -> None:
    openai_server.push({"tool": "refuse", "args": {"kind": "out_of_scope", "message": "That is not in this data."}})
    with chinook_agent() as agent:
        turn = agent.ask("what will the weather be tomorrow in Lisbon?")
    assert turn.status == "refused" and turn.message == "That is not in this data."


def test_catalog_metric_from_the_model_gets_catalog_sql(openai_server, demo_db) -> None:
    openai_server.push(
        {
            "tool": "query_metrics",
            "args": {"metrics": ["ads_net_revenue"], "filters": {"market": ["ID"]}, "date_range": "Nov 2025"},
        }
    )
    with Agent() as agent:
        turn = agent.ask("how much did our ads make us in Indonesia, Nov 2025?")
    assert turn.status == "answered" and turn.interpretation["metric"] == "ads_net_revenue"
    reference = query(
        demo_db, "SELECT SUM(net_revenue_usd) FROM ad_revenue WHERE market = 'ID' AND date LIKE '2025-11-%'"
    )
    assert rows_close(turn.rows, reference)
    assert len(openai_server.requests) == 1  # the catalog wrote the SQL


def test_prompt_at_turn_30_is_not_much_larger_than_at_turn_1(openai_server) -> None:
    sizes = []
    with chinook_agent() as agent:
        thread = None
        for _ in range(30):
            openai_server.push(PROCEED, SUBMIT)
            before = len(openai_server.requests)
            turn = agent.ask("which artist sold the most tracks in 2012?", thread_id=thread)
            thread = turn.thread_id
            sizes.append(sum(len(json.dumps(m)) for m in openai_server.requests[before]["messages"]))
    # the conversation memory is capped (800 tokens by default, ~3,200 characters): growth stays under it plus
    # message overhead, and once the memory is full the prompt stops growing
    assert sizes[-1] - sizes[0] <= 4000 and sizes[-1] <= 2 * sizes[0]
    assert sizes[-1] == sizes[-5]


def test_two_tool_calls_get_a_repair_round_that_answers_both(openai_server) -> None:
    twice = {"calls": [{"tool": "no_such_tool", "args": {}}, PROCEED]}
    openai_server.push(twice, PROCEED, SUBMIT)
    with chinook_agent() as agent:
        turn = agent.ask("which artist sold the most tracks in 2012?")
    assert turn.status == "answered", turn.message
    repair = [m for m in openai_server.requests[1]["messages"] if m["role"] == "tool"]
    assert len(repair) == 2 and all("Error" in m["content"] for m in repair)


@pytest.mark.parametrize(
    ("fault", "said"),
    [
        ({"empty_choices": True}, "the model endpoint returned no choices"),
        ({"raw": '{"id": "chatcmpl-1", "choices": [{"ind'}, "the model endpoint returned a malformed response"),
    ],
)
def test_endpoint_faults_are_named(openai_server, fault, said) -> None:
    openai_server.push(fault)
    with chinook_agent(model_max_retries=0) as agent:
        turn = agent.ask("which artist sold the most tracks in 2012?")
    assert turn.status == "error" and said in turn.message
    assert "IndexError" not in turn.message and "JSONDecodeError" not in turn.message


def test_one_tool_call_and_a_tool_choice_where_the_server_supports_them(openai_server) -> None:
    openai_server.push(PROCEED, {"reject": ["parallel_tool_calls"], **SUBMIT})
    with chinook_agent() as agent:
        assert agent.ask("which artist sold the most tracks in 2012?").status == "answered"
    first, last = openai_server.requests[0], openai_server.requests[-1]
    assert first["parallel_tool_calls"] is False and first["tool_choice"] == "auto"
    # a server that refuses one option is asked without that one only; SQL generation names its one tool
    assert "parallel_tool_calls" not in last
    assert last["tool_choice"] == {"type": "function", "function": {"name": "submit_sql"}}
