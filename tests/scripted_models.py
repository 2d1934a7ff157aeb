"""In-process scripted chat models (langchain-core BaseChatModel) for driving the model path."""

from __future__ import annotations

import re
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.outputs import ChatGeneration, ChatResult


class GoldSqlModel(BaseChatModel):
    """Proceeds to SQL, then submits the gold SQL of the question's tag ("… [#spider_dev_12]")."""

    gold: dict[str, str]
    tools: list[str] = []  # noqa: RUF012 - a pydantic field, copied per instance

    @property
    def _llm_type(self) -> str:
        return "gold-sql"

    def bind_tools(self, tools: Any, **kwargs: Any) -> GoldSqlModel:
        return self.model_copy(update={"tools": [t["function"]["name"] for t in tools]})

    def _generate(
        self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kw: Any
    ) -> ChatResult:
        last = next(m for m in reversed(messages) if isinstance(m, HumanMessage))
        tag = re.search(r"\[#([\w-]+)\]", str(last.content))
        assert tag, "the question carries its gold tag"
        if "submit_sql" in self.tools:
            call = {"name": "submit_sql", "args": {"sql": self.gold[tag.group(1)], "explanation": "gold"}, "id": "s"}
        else:
            call = {"name": "proceed_to_sql", "args": {"question": str(last.content)}, "id": "p"}
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content="", tool_calls=[call]))])
