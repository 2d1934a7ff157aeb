"""What agent-chat-ui and Studio do, through the official SDK against `langgraph dev`: the questions arrive as a
readable assistant message, a message typed while they are pending answers them, and every clarification
interrupt carries a `response_schema` (the MCP form's schema) for a UI to draw a form from."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import query, rows_close
from tests.integration.conftest import AUTH

CONTEXT = {"today": "2026-01-10"}


def chat(text: str) -> dict:
    return {"messages": [{"type": "human", "content": text}]}


def test_chat_ui_reads_the_question_and_answers_it_by_typing(langgraph_server: str, demo_db: Path) -> None:
    from langgraph_sdk import get_sync_client

    client = get_sync_client(url=langgraph_server, headers=AUTH)
    thread_id = client.threads.create()["thread_id"]
    # agent-chat-ui streams values and message tuples
    chunks = list(
        client.runs.stream(
            thread_id,
            "sqlclarify",
            input=chat("rev for ID last month"),
            context=CONTEXT,
            stream_mode=["values", "messages-tuple"],
        )
    )
    assert chunks
    state = client.threads.get_state(thread_id)
    asked = state["values"]["messages"][-1]
    assert asked["type"] == "ai" and "Which revenue do you mean?" in asked["content"]
    assert "1) Total net revenue" in asked["content"] and "Ads net revenue" in asked["content"]
    (interrupt,) = [i for task in state["tasks"] for i in task["interrupts"]]
    schema = interrupt.get("response_schema") or interrupt["value"].get("response_schema")
    assert schema["properties"]["metric"]["enum"][:1] == ["Total net revenue"]

    # the user types the answer as a new message, as agent-chat-ui sends it
    done = client.runs.wait(thread_id, "sqlclarify", input=chat("ads net revenue"), context=CONTEXT)
    assert done["status"] == "answered", done.get("message")
    reference = query(
        demo_db, "SELECT ROUND(SUM(net_revenue_usd), 2) FROM ad_revenue WHERE market = 'ID' AND date LIKE '2025-12-%'"
    )
    assert rows_close(done["rows"], reference)
    reply = done["messages"][-1]
    assert reply["type"] == "ai" and "```sql" in reply["content"] and "| --- |" in reply["content"]

    # a typed answer that does not fit: the question is asked again, with why, and the thread keeps waiting
    client.runs.wait(thread_id, "sqlclarify", input=chat("rev for TH"), context=CONTEXT)
    again = client.runs.wait(thread_id, "sqlclarify", input=chat("the purple one"), context=CONTEXT)
    assert again["status"] == "needs_clarification"
    assert "Which revenue" in again["messages"][-1]["content"]


def test_studio_form_answers_resume_the_interrupt(langgraph_server: str, demo_db: Path) -> None:
    from langgraph_sdk import get_sync_client

    client = get_sync_client(url=langgraph_server, headers=AUTH)
    thread_id = client.threads.create()["thread_id"]
    client.runs.wait(thread_id, "sqlclarify", input={"question": "rev for ID last month"}, context=CONTEXT)
    # what a form drawn from response_schema sends: the option's label
    done = client.runs.wait(
        thread_id, "sqlclarify", command={"resume": {"metric": "Ads gross revenue"}}, context=CONTEXT
    )
    assert done["status"] == "answered" and "gross_revenue_usd" in done["sql"]
