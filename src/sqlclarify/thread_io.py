"""Threads as files, and threads through time: export/import as readable JSON, and re-answering an
earlier clarification (a fork from its checkpoint) with the later questions replayed."""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING, Any, Protocol

from langgraph.types import Command

from sqlclarify.bulk import paused_gc
from sqlclarify.errors import InputError
from sqlclarify.ids import expand_id
from sqlclarify.llm.model import model_name
from sqlclarify.llm.prompting import IMPORTED

if TYPE_CHECKING:
    from contextlib import AbstractContextManager

    from sqlclarify.context import Context
    from sqlclarify.turn import Turn


class Agent(Protocol):
    """What these functions use of `sqlclarify.agent.Agent` (named here so that this module needs no import of it)."""

    graph: Any
    context: Context

    def ask(self, question: str, *, thread_id: str | None = None, **kwargs: Any) -> Turn: ...
    def history(self, thread_id: str) -> list[Turn]: ...
    def current(self, thread_id: str) -> Turn: ...
    def branch(self, thread_id: str) -> Any: ...
    def thread_config(self, thread_id: str) -> dict[str, Any]: ...
    def context_for(self, thread_id: str) -> Context: ...
    def claimed(self, thread_id: str) -> AbstractContextManager[Any]: ...
    def check_answer(self, snapshot: Any, answer: Any, context: Context) -> None: ...
    def _run(self, *args: Any, **kwargs: Any) -> Any: ...


EXPORT_FORMAT = "sqlclarify-thread"
EXPORT_VERSION = 1
TURN_FIELDS = ("question", "status", "message", "sql", "columns", "rows", "row_count", "truncated", "interpretation")
STATE_FIELDS = ("previous_slots", "conversation")  # what an export keeps of the state, and all an import takes


def export_thread(agent: Agent, thread_id: str) -> dict[str, Any]:
    """A thread as plain data: metadata, then each turn with its time, clarifications, SQL and rows."""
    turns = agent.history(thread_id)
    values = agent.graph.get_state(agent.thread_config(thread_id)).values
    context = agent.context_for(thread_id)  # the thread's own database and model, not the caller's defaults
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "thread_id": thread_id,
        "created": turns[0].created_at if turns else None,
        "updated": turns[-1].created_at if turns else None,
        "database": context.warehouse().url,
        "model": model_name(context.model) if context.model else None,
        "turns": [
            {
                "at": turn.created_at,
                "question": turn.question,
                "status": turn.status,
                "clarifications": turn.interpretation.get("from_clarification", {}),
                "questions": [q.model_dump() for q in turn.questions],
                "message": turn.message,
                "sql": turn.sql,
                "columns": turn.columns,
                "rows": turn.rows,
                "row_count": turn.row_count,
                "truncated": turn.truncated,
                "interpretation": turn.interpretation,
            }
            for turn in turns
        ],
        "state": {key: values.get(key) for key in STATE_FIELDS},
    }


def import_thread(agent: Agent, data: dict[str, Any]) -> str:
    """A new thread holding the exported turns; it continues like the original (a pending question is asked
    again)."""
    if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT or not isinstance(data.get("turns"), list):
        raise InputError("not a sqlclarify thread export (format 'sqlclarify-thread')")
    if data.get("version") != EXPORT_VERSION:
        raise InputError(f"unsupported export version {data.get('version')}")
    thread_id = str(uuid.uuid4())
    config = agent.thread_config(thread_id)
    # the import's checkpoints say who imported it and from where: its words are the file's, not this user's
    config["metadata"] |= {"imported_by": agent.context.user_id, "imported_from": str(data.get("thread_id"))[:128]}
    turns = data["turns"]
    pending = turns[-1] if turns and turns[-1].get("status") == "needs_clarification" else None
    done = turns[:-1] if pending else turns
    for number, turn in enumerate(done, start=1):
        try:
            values = {key: turn[key] for key in TURN_FIELDS if key in turn}
        except TypeError as exc:
            raise InputError("a turn of the export is not an object") from exc
        values["turn"] = number
        if number == len(done):
            # never the binding (or any other channel) from a file: the thread runs where this user runs it
            given = data.get("state") if isinstance(data.get("state"), dict) else {}
            state = {k: given[k] for k in STATE_FIELDS if given.get(k) is not None}
            if "conversation" in state:
                state["conversation"] = _imported_conversation(state["conversation"])
            values |= state
        agent.graph.update_state(config, values, as_node="respond")
    if pending:
        agent.ask(pending["question"], thread_id=thread_id)
    elif not done:
        raise InputError("the export holds no turns")
    return thread_id


def _imported_conversation(conversation: Any) -> list[dict[str, str]]:
    """The export's model memory, each exchange marked as imported: kept for the record, never shown to a model
    (see llm.prompting.memory_messages)."""
    if not isinstance(conversation, list):
        raise InputError("the export's conversation is not a list")
    kept = []
    for pair in conversation:
        if not isinstance(pair, dict) or not all(isinstance(pair.get(k), str) for k in ("question", "answer")):
            raise InputError("an exchange of the export's conversation is not a question and an answer")
        kept.append({"question": pair["question"], "answer": pair["answer"], "source": IMPORTED})
    return kept


def checkpoints(agent: Agent, thread_id: str) -> list[dict[str, Any]]:
    """The thread's checkpoints, newest first: where each turn ended or paused for an answer."""
    agent.current(thread_id)
    rows = []
    with paused_gc():
        for snapshot in agent.branch(thread_id):
            if snapshot.next and not snapshot.interrupts:
                continue  # a step inside a run, not a place to come back to
            values = snapshot.values
            paused = snapshot.interrupts[0].value["questions"] if snapshot.interrupts else []
            rows.append(
                {
                    "checkpoint_id": snapshot.config["configurable"]["checkpoint_id"],
                    "created_at": snapshot.created_at,
                    "turn": values.get("turn"),
                    "question": values.get("question", ""),
                    "state": "waiting for: " + ", ".join(q["id"] for q in paused)
                    if paused
                    else values.get("status", ""),
                }
            )
    return rows


def reanswer(agent: Agent, thread_id: str, checkpoint_id: str, answer: Any, replay: bool = True) -> Turn:
    """Answer an earlier question differently ("I meant gross, not net"): fork from its checkpoint, then ask
    the later questions of the thread again. Stops early if a replayed question needs an answer."""
    known = [
        s.config["configurable"]["checkpoint_id"] for s in agent.graph.get_state_history(agent.thread_config(thread_id))
    ]
    found = expand_id(str(checkpoint_id).strip(), known, "checkpoint id")
    if found is None:
        raise InputError(f"thread {thread_id} has no checkpoint {checkpoint_id}")
    at = {"configurable": {"thread_id": thread_id, "checkpoint_id": found}}
    agent.current(thread_id)  # an unknown thread fails here; a failed run ends as an error turn first
    with agent.claimed(thread_id):
        snapshot = agent.graph.get_state(at)
        if not snapshot.values:
            raise InputError(f"thread {thread_id} has no checkpoint {checkpoint_id}")
        if not snapshot.interrupts:
            raise InputError(f"checkpoint {checkpoint_id} is not waiting for an answer")
        forked_turn = snapshot.values.get("turn", 0)
        turns = agent.history(thread_id)
        if isinstance(answer, dict):  # the questions not answered anew keep the answers they had
            answer = {**_answers_given(snapshot, turns, forked_turn), **answer}
        context = agent.context_for(thread_id)
        agent.check_answer(snapshot, answer, context)
        later = [t.question for t in turns if t.turn > forked_turn] if replay else []
        agent._run(Command(resume=answer), thread_id, config=at, context=context)
        turn = agent.current(thread_id)
        for question in later:
            if turn.status == "needs_clarification":
                break
            turn = agent.ask(question, thread_id=thread_id)
    return turn


def _answers_given(snapshot: Any, turns: list[Turn], turn_number: int) -> dict[str, Any]:
    """What the user answered to the questions `snapshot` is paused on, read from how that turn ended."""
    ended = next((t for t in turns if t.turn == turn_number and t.status != "needs_clarification"), None)
    if ended is None:
        return {}
    clarified = ended.interpretation.get("from_clarification") or {}
    given = {}
    for question in snapshot.interrupts[0].value["questions"]:
        value = clarified.get(question["id"], clarified.get(question["slot"]))
        if value not in (None, "", []):
            given[question["id"]] = ", ".join(map(str, value)) if isinstance(value, list) else value
    return given
