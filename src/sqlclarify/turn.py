"""What one ask or answer returns (`Turn`) and a thread's line in a listing (`ThreadSummary`)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from sqlclarify.state import ClarificationQuestion, Status


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
    chart: dict[str, Any] | None = None  # a Vega-Lite v5 spec (rows inline) for a series or a breakdown
    validation: dict[str, Any] | None = None
    usage: dict[str, Any] = Field(default_factory=dict)  # model, tokens in/out, tool calls with durations
    created_at: str | None = None
    # what this answer chose: for an ambiguous word {"kind": "metric", "phrase", "metric", "label", "remembered"}
    # (Agent.remember), for a required filter {"kind": "filter", "phrase", "dimension", "values", "label", ...}
    choices: list[dict[str, Any]] = Field(default_factory=list)
    # what this answer taught by choosing a catalog element for a word, offered for the team's vocabulary:
    # {"phrase", "kind" (metric, dimension or value), "target", "value", "label", "catalog", "added"}
    vocabulary: list[dict[str, Any]] = Field(default_factory=list)


class ThreadSummary(BaseModel):
    thread_id: str
    updated_at: str | None
    turns: int
    last_question: str
    status: Status
    title: str = ""  # the thread's first question
    created_at: str | None = None
