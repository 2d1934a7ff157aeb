"""Full conversations through the Python API, checked against hand-written reference SQL."""

from pathlib import Path

import pytest
from langgraph.types import Command

from sqlclarify import Agent
from sqlclarify.errors import (
    CheckpointError,
    DatabaseError,
    InputError,
    NoPendingQuestion,
    PendingQuestion,
    ThreadNotFound,
)
from sqlclarify.state import MAX_MESSAGES
from tests.conftest import CHINOOK, query, rows_close


@pytest.fixture
def agent(checkpoint: str):
    with Agent() as a:
        assert a.store.target == checkpoint
        yield a


def test_ambiguous_then_choice_then_missing_slot_then_rows(agent: Agent, demo_db: Path) -> None:
    turn = agent.ask("rev last month")
    assert turn.status == "needs_clarification"
    assert [q.id for q in turn.questions] == ["metric", "market"]

    turn = agent.answer(turn.thread_id, {"metric": "3"})  # the market stays open: asked again
    assert turn.status == "needs_clarification"
    assert [q.id for q in turn.questions] == ["market"]

    turn = agent.answer(turn.thread_id, "Indonesia")
    assert turn.status == "answered"
    reference = query(
        demo_db,
        "SELECT ROUND(SUM(net_revenue_usd), 2) FROM ad_revenue "
        "WHERE market = 'ID' AND date BETWEEN '2025-12-01' AND '2025-12-31'",
    )
    assert rows_close(turn.rows, reference)
    assert turn.interpretation["from_clarification"] == {"metric": "Ads net revenue", "market": "ID"}
    assert turn.interpretation["date_range"]["label"] == "last month (Dec 2025)"
    assert "LIMIT" in turn.sql and turn.validation["ok"]


def test_follow_ups_in_the_same_thread(agent: Agent, demo_db: Path) -> None:
    first = agent.ask("DAU for ID in Nov 2025")
    assert first.status == "answered"
    second = agent.ask("same for TH, only iOS", thread_id=first.thread_id)
    reference = query(
        demo_db,
        "SELECT CAST(ROUND(AVG(d)) AS INTEGER) FROM (SELECT SUM(dau) AS d FROM daily_users "
        "WHERE market = 'TH' AND platform = 'ios' AND date LIKE '2025-11-%' GROUP BY date)",
    )
    assert rows_close(second.rows, reference)
    third = agent.ask("and Q3 2025?", thread_id=first.thread_id)
    assert third.interpretation["date_range"]["start"] == "2025-07-01"
    assert third.interpretation["filters"]["platform"] == ["ios"]
    assert [t.question for t in agent.history(first.thread_id)] == [
        "DAU for ID in Nov 2025",
        "same for TH, only iOS",
        "and Q3 2025?",
    ]


def test_clear_question_asks_nothing(agent: Agent) -> None:
    turn = agent.ask("CTR by ad network for all markets in Q4 2025")
    assert turn.status == "answered"
    assert turn.columns == ["ad_network", "ctr"] and len(turn.rows) == 5


def test_one_free_text_answer_for_several_questions(agent: Agent) -> None:
    turn = agent.ask("users")
    assert [q.id for q in turn.questions] == ["metric", "market", "date_range"]
    turn = agent.answer(turn.thread_id, "new users, PH, last 7 days")
    assert turn.status == "answered"
    assert turn.interpretation["metric"] == "new_users" and turn.interpretation["filters"]["market"] == ["PH"]


def test_typo_guess_is_confirmed_with_yes_no(agent: Agent) -> None:
    turn = agent.ask("clikcs for ID in Dec 2025")
    assert [(q.id, q.kind) for q in turn.questions] == [("metric_confirm", "yes_no")]
    turn = agent.answer(turn.thread_id, "yes")
    assert turn.status == "answered" and turn.interpretation["metric"] == "clicks"


def test_rounds_are_capped_then_the_agent_says_what_it_lacks(checkpoint: str) -> None:
    with Agent(max_clarification_rounds=2) as agent:
        turn = agent.ask("rev for ID in Nov 2025")
        config = {"configurable": {"thread_id": turn.thread_id}}
        # resumed directly (as Studio or the SDK would), a useless answer is asked again with a note
        agent.graph.invoke(Command(resume="blah"), config, context=agent.context)
        again = agent.current(turn.thread_id)
        assert again.status == "needs_clarification" and "not one of the options" in again.note
        agent.graph.invoke(Command(resume="blah"), config, context=agent.context)
        final = agent.current(turn.thread_id)
    assert final.status == "error"
    assert "still lack: metric" in final.message


def test_bad_answer_changes_nothing(agent: Agent) -> None:
    turn = agent.ask("rev for ID in Nov 2025")
    before = agent.current(turn.thread_id)
    for bad in ({"metric": "9"}, {"bogus": "1"}, "", "blah blah"):
        with pytest.raises(InputError):
            agent.answer(turn.thread_id, bad)
    assert agent.current(turn.thread_id) == before
    assert agent.answer(turn.thread_id, "1").status == "answered"


def test_guards_on_threads(agent: Agent) -> None:
    done = agent.ask("DAU for ID in Nov 2025")
    with pytest.raises(NoPendingQuestion):
        agent.answer(done.thread_id, "1")
    paused = agent.ask("rev for ID in Nov 2025")
    with pytest.raises(PendingQuestion, match="waiting for an answer"):
        agent.ask("DAU for TH", thread_id=paused.thread_id)
    assert agent.current(paused.thread_id).questions  # the pending question was not dropped
    with pytest.raises(ThreadNotFound):
        agent.answer("no-such-thread", "1")
    with pytest.raises(InputError, match="empty"):
        agent.ask("   ")
    with pytest.raises(InputError, match="longer than"):
        agent.ask("x" * 20_000)


def test_refusals_help_and_no_data(agent: Agent) -> None:
    assert agent.ask("delete all rows from ad_revenue").status == "refused"
    assert agent.ask("tell me a joke").status == "refused"
    assert "Daily active users" in agent.ask("help").message
    empty = agent.ask("DAU for ID in Nov 2026")
    assert empty.status == "answered"
    assert "the data covers 2024-01-01 to 2026-01-09" in empty.message


def test_other_database_without_catalog_or_model_says_what_to_do(tmp_path: Path) -> None:
    # the demo's catalog never answers for another database: one line names catalog init, --catalog and a model
    with Agent(database=str(CHINOOK), checkpoint=str(tmp_path / "t.sqlite")) as agent:
        with pytest.raises(InputError) as raised:
            agent.ask("which artist sold the most tracks in 2012?")
        assert agent.threads() == []  # nothing was started
    message = str(raised.value)
    assert "catalog init" in message and "--catalog" in message and "SQLCLARIFY_MODEL" in message
    assert "\n" not in message


def test_threads_listing(agent: Agent) -> None:
    a = agent.ask("DAU for ID in Nov 2025")
    b = agent.ask("rev for ID")
    listed = agent.threads()
    assert [t.thread_id for t in listed] == [b.thread_id, a.thread_id]
    assert listed[0].status == "needs_clarification" and listed[1].status == "answered"


def test_unusable_files_are_clear_errors(tmp_path: Path) -> None:
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"this is not sqlite at all" * 10)
    with pytest.raises(CheckpointError, match="not a SQLite database"):
        Agent(checkpoint=str(junk))
    with Agent(database=str(tmp_path / "missing.sqlite")) as agent, pytest.raises(DatabaseError, match="not found"):
        agent.ask("DAU for ID in Nov 2025")


def test_state_stays_lean_across_turns(checkpoint: str) -> None:
    # the model's memory and the chat messages are the bounded lists in the state; once both are full
    # (memory_turns=2 turns, MAX_MESSAGES / 2 turns), the state stops growing
    agent = Agent(memory_turns=2)
    thread = agent.ask("DAU for ID in Nov 2025").thread_id
    full = MAX_MESSAGES // 2
    sizes = []
    for i in range(full + 6):
        agent.ask(f"same for {'TH' if i % 2 else 'VN'}", thread_id=thread)
        snapshot = agent.graph.get_state({"configurable": {"thread_id": thread}})
        assert len(snapshot.values["messages"]) <= MAX_MESSAGES
        sizes.append(len(repr(snapshot.values)))
    sizes = sizes[full - 1 :]
    assert max(sizes) - min(sizes) < 200  # no per-turn growth of the state
