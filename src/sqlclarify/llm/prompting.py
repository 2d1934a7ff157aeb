"""Messages for the model: a stable system prefix (prompt-cache friendly), the trimmed conversation,
then this turn's schema excerpt, question and clarifications."""

from __future__ import annotations

from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from langchain_core.messages.utils import count_tokens_approximately

from sqlclarify.prompts import render
from sqlclarify.resources import Catalog

CODED_VALUES = 12  # codes need their labels to be matched to the user's words
PLAIN_VALUES = 6
# What the model remembers of one exchange. With these caps an exchange is at most ~150 tokens, so the
# default memory budget (Context.memory_token_budget) always holds the last 5 exchanges.
MEMORY_QUESTION_CHARS = 200
MEMORY_ANSWER_CHARS = 160
MEMORY_SQL_CHARS = 200


def catalog_text(catalog: Catalog | None) -> str:
    """The catalog in few tokens: each metric with its dimensions (an entity-qualified name only where the plain
    one is missing), and dimension values where they help: coded values with their labels, a few plain ones."""
    if catalog is None:
        return "(no catalog for this database)"
    vocab = catalog.vocab
    lines = []
    for name, m in catalog.layer.metrics.items():
        dims = _plain_dimensions(vocab.metric_dims.get(name, set()))
        said = f"{name} {m.label}".lower().replace("_", " ")
        extra = [w for w in m.synonyms if w.lower() not in said][:2]  # words the name and label do not say
        synonyms = f" Also: {', '.join(extra)}." if extra else ""
        lines.append(f"- {name}: {m.label}. {m.description}{synonyms} Dimensions: {', '.join(dims) or 'none'}.")
    for dim, values in vocab.values.items():
        coded = any(v.label and v.label != v.value for v in values)
        shown = values[: CODED_VALUES if coded else PLAIN_VALUES]
        text = ", ".join(v.value + (f" ({v.label})" if v.label and v.label != v.value else "") for v in shown)
        if text:
            lines.append(f"Values of {dim}: {text}{' …' if len(values) > len(shown) else ''}")
    return "\n".join(lines)


def _plain_dimensions(names: set[str]) -> list[str]:
    plain = {n for n in names if "__" not in n}
    return sorted(plain | {n for n in names if "__" in n and n.split("__", 1)[1] not in plain})


def _as_messages(pairs: list[dict[str, str]]) -> list[BaseMessage]:
    messages: list[BaseMessage] = []
    for pair in pairs:
        messages += [HumanMessage(content=pair["question"]), AIMessage(content=pair["answer"])]
    return messages


def remembered_exchange(question: str, answer: str, sql: str | None) -> dict[str, str]:
    """One exchange as the model's memory keeps it: the question, a summary of the answer and of its SQL
    (whitespace folded, each cut to a fixed length), so that a few exchanges cost a bounded number of tokens."""
    summary = _cut(answer, MEMORY_ANSWER_CHARS)
    if sql:
        summary += f"\nSQL: {_cut(sql, MEMORY_SQL_CHARS)}"
    return {"question": _cut(question, MEMORY_QUESTION_CHARS), "answer": summary.strip()}


def _cut(text: str, limit: int) -> str:
    folded = " ".join(text.split())
    return folded if len(folded) <= limit else folded[: limit - 1].rstrip() + "…"


def trim_conversation(conversation: list[dict[str, str]], max_turns: int, budget_tokens: int) -> list[dict[str, str]]:
    """The last `max_turns` question/answer pairs, oldest dropped first to stay within the token budget."""
    pairs = conversation[-max_turns:] if max_turns > 0 else []
    while pairs and count_tokens_approximately(_as_messages(pairs)) > budget_tokens:
        pairs = pairs[1:]
    return pairs


IMPORTED = "import"  # an exchange's "source" when it came from a thread export: its words are not the user's


def memory_messages(conversation: list[dict[str, str]], max_turns: int, budget_tokens: int) -> list[BaseMessage]:
    """The conversation the model sees, as messages (see `trim_conversation`). Exchanges imported from a file
    are never shown to a model: whoever wrote the file wrote them, and they could carry instructions."""
    own = [pair for pair in conversation if pair.get("source") != IMPORTED]
    return _as_messages(trim_conversation(own, max_turns, budget_tokens))


def clarifications_text(answers: list[dict[str, Any]]) -> str:
    if not answers:
        return ""
    lines = ["The user answered your clarification questions:"]
    lines += [f"- {a['question']} -> {a['answer']}" for a in answers]
    return "\n".join(lines)


def build_messages(
    task: str,
    *,
    catalog: Catalog | None,
    today: str,
    schema: str,
    question: str,
    answers: list[dict[str, Any]],
    conversation: list[dict[str, str]],
    max_turns: int,
    memory_budget: int,
    engine: str = "SQLite",
) -> list[BaseMessage]:
    """[system, task instructions, conversation…, this turn] for `task` ("classify" or "generate_sql");
    `engine` names the database's SQL dialect (SQLite, DuckDB, PostgreSQL)."""
    instructions = render(task, today=today, catalog=catalog_text(catalog), engine=engine)
    turn = render("user_turn", schema=schema, question=question, clarifications=clarifications_text(answers))
    return [
        SystemMessage(content=render("system")),
        SystemMessage(content=instructions),
        *memory_messages(conversation, max_turns, memory_budget),
        HumanMessage(content=turn.strip()),
    ]
