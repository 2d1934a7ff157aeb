"""Clarification questions as MCP elicitation forms, and a form's content back as an answer.

One form per clarification round: one property per question, keyed by the question id.
- single_choice → a string with an `enum` of the option labels;
- multiple_choice → an array whose items are an `enum` of the option labels (the multi-select enum of the
  2025-11-25 schema rules, which the SDK validates against; still one flat level of properties);
- yes_no → a boolean; free_text → a string;
- a question's default → the property's `default`; a question without one is `required`;
- each option's value and description ("Label — $1.2M: description") → the property's `description`;
- a choice whose options are the closest of more (`more`) → also a free-text `<id>_other` property: a name typed
  there wins over the pick.
"""

from __future__ import annotations

from typing import Any

from sqlclarify.state import ClarificationQuestion, QuestionOption

YES = {"yes", "y", "true", "1"}
OTHER = "_other"


def elicitation_message(questions: list[ClarificationQuestion], reason: str = "", note: str = "") -> str:
    """The form's message: why the agent asks, then each question's text."""
    lines = [text for text in (note, reason) if text]
    lines += [q.text for q in questions]
    return "\n".join(lines) or "sqlclarify needs an answer to go on."


def elicitation_schema(questions: list[ClarificationQuestion]) -> dict[str, Any]:
    """The flat JSON schema of one form asking every question of a round."""
    properties = {q.id: _property(q) for q in questions}
    for question in questions:
        if question.more:
            properties[question.id + OTHER] = {
                "type": "string",
                "title": "Or another one, by name",
                "description": "Leave empty to take the choice above.",
            }
    required = [q.id for q in questions if q.default in (None, "", [])]
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = required
    return schema


def _property(question: ClarificationQuestion) -> dict[str, Any]:
    labels = [o.label for o in question.options]
    prop: dict[str, Any] = {"title": question.text}
    described = "; ".join(_option_text(o) for o in question.options if o.description or o.value)
    if described:
        prop["description"] = described
    default = question.default
    if question.kind == "single_choice" and labels:
        prop.update(type="string", enum=labels)
        if isinstance(default, str) and default in labels:
            prop["default"] = default
    elif question.kind == "multiple_choice" and labels:
        prop.update(type="array", items={"type": "string", "enum": labels})
        chosen = [default] if isinstance(default, str) else list(default or [])
        if chosen and all(d in labels for d in chosen):
            prop["default"] = chosen
    elif question.kind == "yes_no":
        prop["type"] = "boolean"
        if isinstance(default, str) and default:
            prop["default"] = default.strip().lower() in YES
    else:
        prop["type"] = "string"
        if isinstance(default, str) and default:
            prop["default"] = default
        elif isinstance(default, list) and default:
            prop["default"] = ", ".join(default)
    return prop


def _option_text(option: QuestionOption) -> str:
    """'Label — $1.2M: description' (the value, then the description, when known)."""
    head = f"{option.label} — {option.value}" if option.value else option.label
    return f"{head}: {option.description}" if option.description else head


def form_answers(questions: list[ClarificationQuestion], content: dict[str, Any] | None) -> dict[str, str]:
    """An accepted form's content as the answer `Agent.answer` takes: question id → option number(s) or text.

    Labels become option numbers (a label may hold a comma); a question the form left blank takes its default,
    and one without a default is left out (the agent then asks it again or refuses the answer).
    """
    answers: dict[str, str] = {}
    for question in questions:
        typed = (content or {}).get(question.id + OTHER) if question.more else None
        value = typed.strip() if isinstance(typed, str) and typed.strip() else (content or {}).get(question.id)
        if value is None or value == "" or value == []:
            value = question.default
        if value is None or value == "" or value == []:
            continue
        labels = [o.label for o in question.options]
        if isinstance(value, bool):
            answers[question.id] = "yes" if value else "no"
        elif isinstance(value, list):
            answers[question.id] = ",".join(_option(labels, str(v)) for v in value)
        else:
            answers[question.id] = _option(labels, str(value))
    return answers


def _option(labels: list[str], value: str) -> str:
    return str(labels.index(value) + 1) if value in labels else value


def from_form(questions: list[ClarificationQuestion], reply: Any) -> Any:
    """A resume value drawn from the form (`response_schema`: labels, booleans, label lists, `<id>_other`) as the
    answer the readers take; any other reply (CLI `--set`, free text) as it is."""
    if not isinstance(reply, dict):
        return reply
    formish = any(isinstance(v, bool | list) for v in reply.values()) or any(k.endswith(OTHER) for k in reply)
    return form_answers(questions, reply) if formish else reply


def questions_message(questions: list[ClarificationQuestion], reason: str = "", note: str = "") -> str:
    """The questions as one chat message (agent-chat-ui, Studio's chat): each with its numbered options, and
    how to reply."""
    lines = [text for text in (note, reason) if text]
    for number, question in enumerate(questions, 1):
        lines.append(f"{number}. {question.text}" if len(questions) > 1 else question.text)
        defaults = question.default if isinstance(question.default, list) else [question.default]
        for index, option in enumerate(question.options, 1):
            default = " (default)" if option.label in defaults else ""
            lines.append(f"   {index}) {_option_text(option)}{default}")
        if question.kind == "yes_no":
            lines.append("   yes / no")
    lines.append('Reply in words or with an option number, e.g. "1".')
    return "\n".join(lines)
