"""The Python API: ask and answer by thread id. The CLI is a thin shell over this."""

from __future__ import annotations

import time
import uuid
from dataclasses import fields, replace
from typing import Any

from langgraph.types import Command, StateSnapshot
from pydantic import BaseModel, Field

from sqlclarify.binding import BOUND, check_override, thread_context
from sqlclarify.checkpoints import (
    claim_answer,
    default_checkpoint_path,
    list_thread_ids,
    open_checkpointer,
    release_claim,
)
from sqlclarify.context import Context
from sqlclarify.errors import (
    AlreadyAnswered,
    InputError,
    NoPendingQuestion,
    PendingQuestion,
    ThreadNotFound,
    require_text,
)
from sqlclarify.events import emit
from sqlclarify.ids import expand_id
from sqlclarify.resources import catalog_for
from sqlclarify.state import ClarificationQuestion, Slots, Status
from sqlclarify.understanding.answers import Reply, parse_model_reply, parse_reply

MAX_QUESTION_CHARS = 10_000


class Turn(BaseModel):
    """The outcome of one ask or answer; its JSON is the CLI's --json output."""

    status: Status
    thread_id: str
    turn: int = 0  # the turn's number in its thread
    question: str = ""
    questions: list[ClarificationQuestion] = Field(default_factory=list)
    reason: str = ""  # why the model asks (its words beside the ask_user call)
    note: str = ""  # why the last answer did not settle the questions
    sql: str | None = None
    columns: list[str] = Field(default_factory=list)
    rows: list[list[Any]] = Field(default_factory=list)
    row_count: int = 0
    truncated: bool = False
    message: str = ""
    interpretation: dict[str, Any] = Field(default_factory=dict)
    validation: dict[str, Any] | None = None
    usage: dict[str, Any] = Field(default_factory=dict)  # model, tokens in/out, tool calls with durations
    created_at: str | None = None


class ThreadSummary(BaseModel):
    thread_id: str
    updated_at: str | None
    turns: int
    last_question: str
    status: Status


class Agent:
    """A conversational text-to-SQL agent whose threads persist in a SQLite checkpoint file.

    >>> agent = Agent()
    >>> turn = agent.ask("rev for ID in Nov 2025")
    >>> turn = agent.answer(turn.thread_id, {"metric": "2"})

    `model` is a spec ("openai:gpt-4o-mini", "ollama:llama3.1") or a LangChain chat model object.
    """

    def __init__(
        self,
        database: str | None = None,
        checkpoint: str | None = None,
        model: Any = None,
        **settings: Any,
    ) -> None:
        known = {f.name for f in fields(Context)}
        if unknown := set(settings) - known:
            raise InputError(f"unknown setting(s): {', '.join(sorted(unknown))}")
        context = Context()
        overrides = {"database": database, "model": model, **settings}
        self.context = replace(context, **{k: v for k, v in overrides.items() if v is not None})
        # what the caller chose; anything else of database, catalog and model comes from the thread's binding
        self.explicit = {k for k, v in overrides.items() if v is not None and k in BOUND}
        self.checkpoint_path = checkpoint or str(default_checkpoint_path())
        self._saver = open_checkpointer(self.checkpoint_path)
        from sqlclarify.graph import build_graph

        self.graph = build_graph(self._saver)

    def close(self) -> None:
        self._saver.conn.close()

    def __enter__(self) -> Agent:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- asking and answering -------------------------------------------------------------------

    def ask(self, question: str, thread_id: str | None = None) -> Turn:
        """Ask a question, in a new thread or as the next turn of `thread_id`."""
        text = require_text(question, "question", MAX_QUESTION_CHARS)
        context = self.context
        if thread_id is None:
            context.database_path()  # a missing database fails here, before a thread is made
        else:
            thread_id = self.resolve_thread_id(thread_id, must_exist=False)
            existing = self._snapshot(thread_id, must_exist=False)
            context = self.context_for(thread_id, existing)
            context.database_path()  # a missing database fails here, before the thread changes
            snapshot = self._finish_interrupted_run(thread_id, existing)
            if snapshot and snapshot.interrupts:
                raise PendingQuestion(
                    f"thread {thread_id} is waiting for an answer ({_question_ids(snapshot)}); answer it, "
                    "or ask without a thread id to start a new thread"
                )
        thread_id = thread_id or str(uuid.uuid4())
        # also as a chat message: a human message left unanswered by a failed run must not be taken instead
        payload = {"question": text, "messages": [{"role": "user", "content": text}]}
        return _turn_from(self._run(payload, thread_id, context), thread_id)

    def answer(self, thread_id: str, answer: Reply) -> Turn:
        """Answer the pending questions of `thread_id`: {id: answer}, a list, or free text."""
        thread_id = self.resolve_thread_id(thread_id)
        existing = self._snapshot(thread_id)
        context = self.context_for(thread_id, existing)
        snapshot = self._finish_interrupted_run(thread_id, existing)
        if not snapshot.interrupts:
            raise NoPendingQuestion(
                f"thread {thread_id} has no pending question: it was already answered, or never asked one"
            )
        self.check_answer(snapshot, answer, context)  # a bad answer changes nothing in the thread
        interrupt_id = snapshot.interrupts[0].id
        if not claim_answer(self.checkpoint_path, thread_id, interrupt_id):
            raise AlreadyAnswered(f"thread {thread_id}: another process is answering this question")
        try:
            latest = self._snapshot(thread_id)
            if not latest.interrupts or latest.interrupts[0].id != interrupt_id:
                raise AlreadyAnswered(f"thread {thread_id}: this question was already answered")
            started = time.perf_counter()
            after = self._run(Command(resume=answer), thread_id, context)
            emit(
                "clarification_answered",
                thread_id,
                source="user",
                answer=answer,
                ms=round((time.perf_counter() - started) * 1000, 2),
            )
        except BaseException:
            release_claim(self.checkpoint_path, thread_id, interrupt_id)
            raise
        return _turn_from(after, thread_id)

    def check_answer(self, snapshot: StateSnapshot, answer: Reply, context: Context | None = None) -> None:
        """Raise InputError when `answer` cannot settle the questions the snapshot is paused on."""
        context = context or self.context
        payload = snapshot.interrupts[0].value
        questions = [ClarificationQuestion(**q) for q in payload["questions"]]
        if payload.get("source") == "model":
            parse_model_reply(questions, answer)
        else:
            catalog = catalog_for(context)
            if catalog is None:
                raise InputError(f"the metric catalog does not fit {context.database or 'the database'}")
            parse_reply(questions, answer, catalog, context.today_date(), Slots(**snapshot.values["slots"]))

    def context_for(self, thread_id: str, snapshot: StateSnapshot | None = None) -> Context:
        """The context a thread runs with: its recorded database, catalog and model, unless this agent was
        given others. An override the thread cannot run on raises InputError (nothing is touched)."""
        snapshot = snapshot if snapshot is not None else self._snapshot(thread_id, must_exist=False)
        binding = snapshot.values.get("binding") if snapshot else None
        if not binding:
            return self.context
        context = thread_context(self.context, self.explicit, binding)
        if "database" in self.explicit:
            used = set((snapshot.values.get("validation") or {}).get("tables") or [])
            check_override(thread_id, thread_context(self.context, set(), binding), context, used)
        return context

    # -- threads as files, and through time --------------------------------------------------------

    def export(self, thread_id: str) -> dict[str, Any]:
        """The thread as readable JSON-ready data (see `thread_io.export_thread`)."""
        from sqlclarify.thread_io import export_thread

        thread_id = self.current(thread_id).thread_id
        return export_thread(self, thread_id)

    def import_thread(self, data: dict[str, Any]) -> str:
        """A new thread from an export; returns its id. It can be continued."""
        from sqlclarify.thread_io import import_thread

        return import_thread(self, data)

    def checkpoints(self, thread_id: str) -> list[dict[str, Any]]:
        """Where each turn of the thread ended or paused, newest first."""
        from sqlclarify.thread_io import checkpoints

        return checkpoints(self, self.resolve_thread_id(thread_id))

    def reanswer(self, thread_id: str, checkpoint_id: str, answer: Reply, replay: bool = True) -> Turn:
        """Answer an earlier question of the thread again, then replay the later questions."""
        from sqlclarify.thread_io import reanswer

        return reanswer(self, self.resolve_thread_id(thread_id), checkpoint_id, answer, replay)

    # -- reading threads ------------------------------------------------------------------------

    def current(self, thread_id: str) -> Turn:
        """The latest turn of a thread: answered, refused, failed, or waiting for an answer."""
        thread_id = self.resolve_thread_id(thread_id)
        return _turn_from(self._finish_interrupted_run(thread_id, self._snapshot(thread_id)), thread_id)

    def threads(self) -> list[ThreadSummary]:
        """Every thread in the checkpoint file, the most recently updated first."""
        summaries = []
        for thread_id in list_thread_ids(self._saver):
            snapshot = self._snapshot(thread_id)
            turn = _turn_from(snapshot, thread_id)
            summaries.append(
                ThreadSummary(
                    thread_id=thread_id,
                    updated_at=snapshot.created_at,
                    turns=snapshot.values.get("turn", 0),
                    last_question=turn.question,
                    status=turn.status,
                )
            )
        return summaries

    def history(self, thread_id: str) -> list[Turn]:
        """Every turn of a thread, oldest first, read back from its checkpoints (state stays lean)."""
        thread_id = self.resolve_thread_id(thread_id)
        self._snapshot(thread_id)
        turns: list[Turn] = []
        seen: set[int] = set()
        for snapshot in self.branch(thread_id):
            number = snapshot.values.get("turn")
            ended = not snapshot.next or bool(snapshot.interrupts)
            if number is None or number in seen or not ended:
                continue
            seen.add(number)
            turns.append(_turn_from(snapshot, thread_id))
        return list(reversed(turns))

    def branch(self, thread_id: str) -> list[StateSnapshot]:
        """The checkpoints leading to the thread's current state, newest first (a fork's older branch
        is left out)."""
        by_id = {
            s.config["configurable"]["checkpoint_id"]: s
            for s in self.graph.get_state_history(self.thread_config(thread_id))
        }
        current = self.graph.get_state(self.thread_config(thread_id))
        chain = []
        checkpoint_id = current.config["configurable"].get("checkpoint_id")
        while checkpoint_id in by_id:
            snapshot = by_id[checkpoint_id]
            chain.append(snapshot)
            parent = snapshot.parent_config or {}
            checkpoint_id = parent.get("configurable", {}).get("checkpoint_id")
        return chain

    def resolve_thread_id(self, thread_id: str, must_exist: bool = True) -> str:
        """The thread's whole id from the id or a unique prefix of it (as git takes commit ids).

        An unknown id is returned as it is when `must_exist` is false (ask starts a thread with it)."""
        if not isinstance(thread_id, str) or not thread_id.strip():
            raise InputError("a thread id is needed")
        thread_id = thread_id.strip()
        if self.graph.get_state(self.thread_config(thread_id)).values:
            return thread_id
        found = expand_id(thread_id, list_thread_ids(self._saver), "thread id")
        if found is None and must_exist:
            raise ThreadNotFound(f"no thread with id {thread_id} in {self.checkpoint_path}")
        return found or thread_id

    # -- helpers --------------------------------------------------------------------------------

    def _finish_interrupted_run(self, thread_id: str, snapshot: StateSnapshot | None) -> StateSnapshot | None:
        """A run cut off between two steps (a crash, kill -9) continues from its last checkpoint."""
        if snapshot is None or not snapshot.next or snapshot.interrupts:
            return snapshot
        return self._run(None, thread_id, self.context_for(thread_id, snapshot))

    def _run(self, payload: Any, thread_id: str, context: Context | None = None) -> StateSnapshot:
        """Run the graph on the thread (with `context`, or the agent's); the snapshot it ends on."""
        # Checkpoint when the turn ends or pauses, not after every step: a turn is a handful of fast steps,
        # and per-step checkpoints would multiply the stored state by the step count. A crash mid-turn
        # leaves the thread at its previous checkpoint (an unanswered question stays pending).
        context = context or self.context
        self.graph.invoke(payload, self.thread_config(thread_id), context=context, durability="exit")
        snapshot = self.graph.get_state(self.thread_config(thread_id))
        if snapshot.interrupts:
            value = snapshot.interrupts[0].value
            emit(
                "clarification_requested",
                thread_id,
                questions=[q["id"] for q in value["questions"]],
                round=value.get("round"),
                source=value.get("source"),
            )
        return snapshot

    def thread_config(self, thread_id: str) -> dict[str, Any]:
        """The LangGraph config of a thread."""
        return {"configurable": {"thread_id": thread_id}}

    def _snapshot(self, thread_id: str, must_exist: bool = True) -> StateSnapshot:
        if not isinstance(thread_id, str) or not thread_id.strip():
            raise InputError("a thread id is needed")
        snapshot = self.graph.get_state(self.thread_config(thread_id))
        if not snapshot.values and not snapshot.next:
            if must_exist:
                raise ThreadNotFound(f"no thread with id {thread_id} in {self.checkpoint_path}")
            return None  # type: ignore[return-value]
        return snapshot


def _question_ids(snapshot: StateSnapshot) -> str:
    return ", ".join(q["id"] for q in snapshot.interrupts[0].value["questions"])


def _turn_from(snapshot: StateSnapshot, thread_id: str) -> Turn:
    values = snapshot.values
    common = {
        "thread_id": thread_id,
        "turn": values.get("turn", 0),
        "question": values.get("question", ""),
        "created_at": snapshot.created_at,
    }
    if snapshot.next and not snapshot.interrupts:
        return Turn(
            status="error",
            message="This turn was cut off (the process stopped); it resumes from its "
            "last checkpoint when the thread is used again.",
            **common,
        )
    if snapshot.interrupts:
        payload = snapshot.interrupts[0].value
        return Turn(
            status="needs_clarification",
            questions=payload["questions"],
            note=payload.get("note", ""),
            reason=payload.get("reason", ""),
            usage=values.get("usage") or {},
            interpretation=values.get("interpretation", {}),
            **common,
        )
    return Turn(
        status=values.get("status", "error"),
        sql=values.get("sql"),
        columns=values.get("columns", []),
        rows=values.get("rows", []),
        row_count=values.get("row_count", 0),
        truncated=values.get("truncated", False),
        message=values.get("message", ""),
        interpretation=values.get("interpretation", {}),
        validation=values.get("validation"),
        usage=values.get("usage") or {},
        **common,
    )
