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

    def headers(self) -> list[str]:
        """The columns' labels from the catalog (`revenue` → "Total net revenue"), else their names."""
        labels = {c["name"]: c["label"] for c in self.interpretation.get("columns") or []}
        return [labels.get(column, column) for column in self.columns]

    def to_csv(self, labels: bool = True) -> str:
        """The rows as CSV: a header line (the catalog's labels, or the column names), then the raw values."""
        import csv
        import io

        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(self.headers() if labels else self.columns)
        writer.writerows(["" if v is None else v for v in row] for row in self.rows)
        return out.getvalue()

    def to_pandas(self, labels: bool = False) -> Any:
        """The rows as a pandas DataFrame of raw values (needs pandas installed); `labels` names the columns by
        the catalog's labels instead of the result's column names."""
        try:
            import pandas
        except ImportError as exc:
            raise ImportError("Turn.to_pandas needs pandas: pip install pandas") from exc
        return pandas.DataFrame(self.rows, columns=self.headers() if labels else self.columns)


class ThreadSummary(BaseModel):
    thread_id: str
    updated_at: str | None
    turns: int
    last_question: str
    status: Status
    title: str = ""  # the thread's first question
    created_at: str | None = None
    # on the database and catalog of the Agent that lists it; None: not known (a thread the index has kept no
    # binding for: begun before it kept them, and not run since)
    here: bool | None = None
