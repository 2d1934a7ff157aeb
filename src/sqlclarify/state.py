"""What flows through the graph.

`InputState` is what a caller sends; `State` is what the graph keeps per thread. The state is kept
lean on purpose: the SQLite checkpointer rewrites the whole state at every step, so nothing in it grows
with the number of turns (past turns are read back from the checkpoint history instead).
Values are plain JSON-like data; the pydantic models below describe and check them.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, NotRequired

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages
from pydantic import BaseModel, Field
from typing_extensions import TypedDict

from sqlclarify.semantic.query import SemanticQuery

Intent = Literal["data_question", "follow_up", "help", "out_of_scope", "change_data"]
Status = Literal["needs_clarification", "answered", "refused", "error"]
QuestionKind = Literal["single_choice", "multiple_choice", "free_text", "yes_no"]


class DateRange(BaseModel):
    start: str
    end: str
    label: str


class Reading(BaseModel):
    """What a data question asks, as a semantic query, plus what is still open or set aside about it.

    `query` holds every part that is settled. The rest is what clarification asks about (an ambiguous
    metric word, a fuzzy guess, required filters, words it could not place) or what the answer must name
    as ignored.
    """

    query: SemanticQuery = Field(default_factory=SemanticQuery)
    metric_candidates: list[str] = Field(default_factory=list)  # an open choice for one metric word
    candidate_phrase: str = ""  # the words that fit several metrics ("rev")
    metric_guess: str | None = None  # a fuzzy match awaiting the user's yes or no
    all_dimensions: list[str] = Field(default_factory=list)  # dimensions the user said "all" of
    ignored: list[str] = Field(default_factory=list)  # sentences for the answer: what was set aside and why
    unplaced: list[str] = Field(default_factory=list)  # phrases that map to no part of the query
    unplaced_accepted: bool = False  # the user agreed to answer without them
    # an unplaced phrase -> the catalog elements it may mean ("metric:x", "dimension:y", "value:dim=v"), to offer
    unplaced_options: dict[str, list[str]] = Field(default_factory=dict)
    share: bool = False  # "what % of revenue came from food": the filtered part shown beside the rest
    # "running total since we started": counted from the data's first day, not the range's (the catalog's own
    # all-time cumulative metric, whatever range the answer shows)
    running_from_start: bool = False
    # an unplaced phrase -> why it cannot be placed, said in the question ("the catalog's times are whole days")
    unplaced_why: dict[str, str] = Field(default_factory=dict)
    unplaced_reopened: bool = False  # the user said none of the offered readings: asked again in their words
    date_note: str = ""  # a date phrase that only partly parsed: asked about
    # "year over year growth" with no period named: each period of the data (this grain) beside the one before it;
    # the range is filled from the data's first and last days once the metric is known (disambiguate)
    growth_step: str | None = None
    notes: list[str] = Field(default_factory=list)  # remarks for the answer ("Dec 2026 has not happened yet")
    mentioned: list[str] = Field(default_factory=list)  # parts the text itself said (for follow-ups)

    @property
    def knows_metric(self) -> bool:
        return bool(self.query.metrics or self.metric_candidates or self.metric_guess)


class QuestionOption(BaseModel):
    label: str
    description: str = ""
    value: str = ""  # what choosing it answers, e.g. "$558,217" (see understanding/option_values.py); "" if unknown


class ClarificationQuestion(BaseModel):
    """One structured question; `slot` names the part of the question that the answer fills."""

    id: str
    text: str
    kind: QuestionKind
    options: list[QuestionOption] = Field(default_factory=list)
    default: str | list[str] | None = None
    slot: str
    more: bool = False  # the options are the closest of more choices: an answer may name one not listed


MAX_MESSAGES = 6  # the chat channel keeps the last turns only: checkpoints must not grow with the thread


def recent_messages(left: list[AnyMessage], right: Any) -> list[AnyMessage]:
    """add_messages (dicts such as {"role": "user", "content": ...} become messages), keeping the last few."""
    return add_messages(left, right)[-MAX_MESSAGES:]  # type: ignore[return-value]


class InputState(TypedDict):
    """A question as `{"question": ...}`, or chat-style as `{"messages": [{"role": "user", "content": ...}]}`."""

    question: NotRequired[str]
    messages: NotRequired[Annotated[list[AnyMessage], recent_messages]]


class OutputState(TypedDict, total=False):
    """What a run returns: the turn's outcome, not the graph's working state."""

    turn: int
    question: str
    status: Status
    message: str
    sql: str | None
    columns: list[str]
    rows: list[list[Any]]
    row_count: int
    truncated: bool
    interpretation: dict[str, Any]
    chart: dict[str, Any] | None  # a Vega-Lite v5 spec, rows inline, when the answer is a series or a breakdown
    messages: Annotated[list[AnyMessage], recent_messages]


class State(TypedDict, total=False):
    # the current turn
    question: str
    intent: Intent
    slots: dict[str, Any]  # Reading: the question as a semantic query, and what is open about it
    clarified: dict[str, Any]  # slot -> the answer's value, for the slots settled by clarification
    metric_questions: list[dict[str, Any]]  # ClarificationQuestion about the metric, from disambiguate
    option_values: dict[str, dict[str, str]]  # question id -> option label -> its value, from disambiguate
    clarification_rounds: int
    clarification_note: str  # why the last answer did not settle a question
    asked_round: int  # the clarification round whose questions were posted as a chat message
    asking: bool  # clarify just posted its questions: it pauses on its next pass
    chat_reply: str | None  # a chat message sent while questions were pending: it answers them
    defaults_used: list[str]  # ids of questions answered with their default (auto mode)
    remembered: list[dict[str, str]]  # remembered choices this turn used: {"phrase", "chosen", "label", "on"}
    # the model path (empty without a model)
    model_questions: list[dict[str, Any]]  # ClarificationQuestion asked by the model
    model_note: str  # what the model wrote beside its tool call (why it asks)
    model_answers: list[dict[str, Any]]  # {"id", "question", "answer"} of this turn
    reclassify: bool  # back to classify after the user answered the model's questions
    sql_question: str | None  # the question as the model restated it for SQL
    sql_explanation: str | None
    sql_call_id: str | None
    sql_history: list[dict[str, Any]]  # this turn's failed attempts: {"id", "sql", "error"}
    usage: dict[str, Any]  # this turn's tokens and tool calls (llm.calls.Usage)
    verified: dict[str, Any] | None  # the verified answer this turn reuses: {id, by, on, question}
    verified_note: str  # the sentence saying so, or that the verified answer it means no longer fits the catalog
    team_words: list[dict[str, str]]  # the team vocabulary's words this turn read: {"phrase", "label", "by", "on"}
    sql: str | None
    sql_source: Literal["catalog", "model"] | None
    sql_error: str | None
    sql_attempts: int
    validation: dict[str, Any] | None
    columns: list[str]
    rows: list[list[Any]]
    row_count: int
    truncated: bool
    status: Status
    message: str
    interpretation: dict[str, Any]
    chart: dict[str, Any] | None  # Vega-Lite v5 spec of the answer (charts.chart_spec), or None
    # carried between turns of the thread
    previous_slots: dict[str, Any] | None  # the last answered Reading, for follow-ups
    conversation: list[dict[str, str]]  # the last question/answer pairs, bounded by Context.memory_turns
    turn: int
    binding: dict[str, str | None]  # the database, catalog and model the thread runs on (Context.binding)
    messages: Annotated[list[AnyMessage], recent_messages]  # chat UIs: the question in, one AI message out
