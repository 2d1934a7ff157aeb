"""The tools the model calls. Each is a pydantic model: its JSON schema goes to the model, and the
model's arguments are checked against it (a failure gets one repair round)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from sqlclarify.state import ClarificationQuestion


class AskUser(BaseModel):
    """Ask the user structured clarification questions before answering. Use it when the question fits
    several interpretations or lacks something needed (a market, a date range, which entity is meant)."""

    questions: list[ClarificationQuestion] = Field(min_length=1, max_length=5)


class UseCatalogMetric(BaseModel):
    """Answer with a governed metric of the catalog; its SQL comes from the catalog, not from you.
    Leave a filter out (null) when the user did not give it: the agent asks for it."""

    metric: str = Field(description="the catalog metric's name, e.g. ads_net_revenue")
    markets: list[str] | None = Field(default=None, description="market codes such as ID, TH; null if not given")
    date_range: str | None = Field(default=None, description="the date range in the user's words, e.g. 'Nov 2025'")
    platform: Literal["android", "ios"] | None = None
    ad_network: str | None = None
    grain: Literal["day", "week", "month", "quarter", "year"] | None = None
    group_by: list[Literal["market", "platform", "ad_network"]] = Field(default_factory=list)


class ProceedToSql(BaseModel):
    """The question is clear and answerable from the schema: go on to write SQL for it."""

    question: str = Field(description="the question, restated completely with the user's answers folded in")


class Refuse(BaseModel):
    """Refuse: the user asks to change data (insert, update, delete, drop…) or asks something the database
    cannot answer."""

    kind: Literal["change_data", "out_of_scope"]
    message: str = Field(description="one or two sentences for the user")


class SubmitSql(BaseModel):
    """Submit one read-only query, in the database's SQL dialect, that answers the question."""

    sql: str = Field(description="one SELECT statement in the SQL dialect named in the instructions")
    explanation: str = Field(description="one sentence: what the query computes")
    tables: list[str] = Field(default_factory=list, description="the tables it reads")


CLASSIFY_TOOLS: dict[str, type[BaseModel]] = {
    "ask_user": AskUser,
    "use_catalog_metric": UseCatalogMetric,
    "proceed_to_sql": ProceedToSql,
    "refuse": Refuse,
}
SQL_TOOLS: dict[str, type[BaseModel]] = {"submit_sql": SubmitSql}


def tool_specs(tools: dict[str, type[BaseModel]]) -> list[dict[str, Any]]:
    """OpenAI function-tool specs with our snake_case names."""
    return [
        {
            "type": "function",
            "function": {
                "name": name,
                "description": " ".join((schema.__doc__ or "").split()),
                "parameters": schema.model_json_schema(),
            },
        }
        for name, schema in tools.items()
    ]
