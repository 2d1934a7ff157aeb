"""Read a user's reply to clarification questions.

A reply may be a mapping {question id or slot: answer}, a list (answers in question order), or one
free-text string. An answer may be an option number ("2"), an option label, or words parsed again for
slots ("ID, Nov 2025"). Bad answers raise `InputError` with a one-line message; nothing is changed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from rapidfuzz import fuzz, process

from sqlclarify.catalog.model import Catalog
from sqlclarify.errors import InputError, require_text
from sqlclarify.state import ClarificationQuestion, Slots
from sqlclarify.understanding.dates import resolve_date_range
from sqlclarify.understanding.questions import ALL_MARKETS, MARKET_LABEL_SEPARATOR
from sqlclarify.understanding.slots import extract_slots

YES = {"yes", "y", "yeah", "yep", "sure", "ok", "okay", "true", "correct", "right"}
NO = {"no", "n", "nope", "false", "wrong", "neither"}
MAX_ANSWER_CHARS = 10_000

Reply = str | list[Any] | dict[str, Any]


@dataclass
class AppliedAnswers:
    """Slot updates to merge into the question's slots, and what each answered question was set to."""

    updates: dict[str, Any] = field(default_factory=dict)
    answered: dict[str, str] = field(default_factory=dict)  # slot -> the answer, as shown to the user


def parse_reply(
    questions: list[ClarificationQuestion], reply: Reply, catalog: Catalog, today: date, slots: Slots
) -> AppliedAnswers:
    """Turn `reply` into slot updates for `questions` asked about `slots`; InputError when unusable."""
    if not questions:
        raise InputError("there is no open question to answer")
    by_question = _assign(questions, reply)
    result = AppliedAnswers()
    if by_question is None:  # one free-text reply to several questions: read it for slots
        _apply_free_text(questions, str(reply), catalog, today, slots, result)
    else:
        for question, value in by_question:
            _apply_one(question, value, catalog, today, slots, result)
    if not result.updates:
        raise InputError(f"the answer does not settle any open question ({_ids(questions)})")
    return result


def parse_model_reply(questions: list[ClarificationQuestion], reply: Reply) -> list[dict[str, Any]]:
    """Answers to the model's own questions, as {id, question, answer} for the model to read."""
    if not questions:
        raise InputError("there is no open question to answer")
    pairs = _assign(questions, reply)
    if pairs is None:  # one free-text reply to several questions: the model reads it for each
        pairs = [(q, str(reply).strip()) for q in questions]
    answers = []
    for question, value in pairs:
        items = value if isinstance(value, (list, tuple)) else [value]
        if question.kind == "multiple_choice" and isinstance(value, str):
            items = [part for part in re.split(r"\s*,\s*", value) if part]
        texts = []
        for item in items:
            text = require_text(str(item), "answer", MAX_ANSWER_CHARS)
            if question.kind == "yes_no":
                words = set(re.findall(r"[a-z]+", text.lower()))
                text = "yes" if words & YES else "no" if words & NO else text
            elif question.options:
                text = _option_by_number(question, text) or text
            texts.append(text)
        if not texts:
            raise InputError(f"the answer to '{question.id}' is empty")
        answers.append({"id": question.id, "question": question.text, "answer": ", ".join(texts)})
    return answers


def _ids(questions: list[ClarificationQuestion]) -> str:
    return ", ".join(q.id for q in questions)


def _assign(questions: list[ClarificationQuestion], reply: Reply) -> list[tuple[ClarificationQuestion, Any]] | None:
    if isinstance(reply, dict):
        pairs = []
        for key, value in reply.items():
            question = next((q for q in questions if key in (q.id, q.slot)), None)
            if question is None:
                raise InputError(f"unknown question id '{key}'; open questions: {_ids(questions)}")
            pairs.append((question, value))
        return pairs
    if isinstance(reply, (list, tuple)):
        if len(reply) > len(questions):
            raise InputError(f"{len(reply)} answers for {len(questions)} open questions ({_ids(questions)})")
        return list(zip(questions, reply, strict=False))
    if not isinstance(reply, str):
        raise InputError("an answer must be text, a list of answers, or a mapping of question id to answer")
    text = require_text(reply, "answer", MAX_ANSWER_CHARS)
    if len(questions) == 1:
        return [(questions[0], text)]
    if re.fullmatch(r"[\d\s,]+", text):
        raise InputError(
            f"{len(questions)} questions are open ({_ids(questions)}): "
            f"answer each by id, e.g. --set {questions[0].id}=1"
        )
    return None


def _apply_free_text(
    questions: list[ClarificationQuestion],
    text: str,
    catalog: Catalog,
    today: date,
    slots: Slots,
    result: AppliedAnswers,
) -> None:
    found = extract_slots(text, catalog, today)
    for question in questions:
        if question.id == "metric_confirm":
            words = set(re.findall(r"[a-z]+", text.lower()))
            if words & (YES | NO):
                _apply_one(question, text, catalog, today, slots, result)
        elif question.slot == "metric" and "metric" in found.mentioned:
            allowed = _option_metrics(question, catalog)
            chosen = [m for m in found.slots.metric_candidates if m in allowed]
            if len(chosen) == 1:
                result.updates["metric"] = chosen[0]
                result.answered["metric"] = catalog.metrics[chosen[0]].label
        elif question.slot == "markets" and found.slots.markets:
            _set_markets(found.slots.markets, catalog, slots, result)
        elif question.slot == "date_range" and found.slots.date_range:
            result.updates["date_range"] = found.slots.date_range.model_dump()
            result.answered["date_range"] = found.slots.date_range.label


def _apply_one(
    question: ClarificationQuestion, value: Any, catalog: Catalog, today: date, slots: Slots, result: AppliedAnswers
) -> None:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        value = str(int(value))
    if isinstance(value, bool):
        value = "yes" if value else "no"
    if question.kind == "yes_no":
        _apply_yes_no(question, str(value), catalog, slots, result)
    elif question.slot == "metric":
        name = _choose_metric(question, str(value), catalog, today)
        result.updates["metric"] = name
        result.answered["metric"] = catalog.metrics[name].label
    elif question.slot == "markets":
        _set_markets(_choose_markets(question, value, catalog, today), catalog, slots, result)
    elif question.slot == "date_range":
        text = _option_by_number(question, str(value)) or str(value)
        resolved = resolve_date_range(text, today)
        if resolved is None:
            raise InputError(f"cannot read a date range from '{_short(text)}' (try 'Nov 2025' or 'last 7 days')")
        result.updates["date_range"] = resolved.as_dict()
        result.answered["date_range"] = resolved.label
    else:
        raise InputError(f"question '{question.id}' cannot be answered here")


def _set_markets(codes: list[str], catalog: Catalog, slots: Slots, result: AppliedAnswers) -> None:
    everything = set(codes) == set(catalog.market_codes)
    result.updates["markets"] = codes
    result.answered["markets"] = ALL_MARKETS if everything else ", ".join(codes)
    if len(codes) > 1 and not everything and "market" not in slots.group_by:
        result.updates["group_by"] = [*slots.group_by, "market"]  # several markets: one row each


def _apply_yes_no(
    question: ClarificationQuestion, value: str, catalog: Catalog, slots: Slots, result: AppliedAnswers
) -> None:
    words = set(re.findall(r"[a-z0-9]+", value.lower()))
    yes, no = bool(words & (YES | {"1"})), bool(words & (NO | {"2"}))
    if yes == no:
        raise InputError(f"answer '{question.id}' with yes or no")
    guess = slots.metric_guess
    if yes and guess in catalog.metrics:
        result.updates.update(metric=guess, metric_candidates=[guess], metric_guess=None)
        result.answered["metric"] = catalog.metrics[guess].label
    else:
        result.updates["metric_guess"] = None
        result.updates["metric_candidates"] = list(catalog.metrics)
        result.answered["metric_confirm"] = "no"


def _option_by_number(question: ClarificationQuestion, value: str) -> str | None:
    text = value.strip().rstrip(".)")
    if not (text.isascii() and text.isdigit()):  # "²" is a digit to isdigit(), not to int()
        return None
    number = int(text)
    if not 1 <= number <= len(question.options):
        raise InputError(f"option {number} is out of range for '{question.id}' (1-{len(question.options)})")
    return question.options[number - 1].label


def _option_metrics(question: ClarificationQuestion, catalog: Catalog) -> dict[str, str]:
    labels = {o.label for o in question.options}
    return {name: m.label for name, m in catalog.metrics.items() if m.label in labels}


def _choose_metric(question: ClarificationQuestion, value: str, catalog: Catalog, today: date) -> str:
    allowed = _option_metrics(question, catalog)
    label = _option_by_number(question, value)
    if label is None:
        lowered = value.strip().lower()
        label = next((lab for lab in allowed.values() if lab.lower() == lowered), None)
    if label is None:
        found = extract_slots(value, catalog, today)
        chosen = [m for m in found.slots.metric_candidates if m in allowed]
        if len(chosen) == 1:
            return chosen[0]
        if by_qualifiers := _metric_by_qualifiers(value, allowed, catalog):
            return by_qualifiers
        hit = process.extractOne(value, list(allowed.values()), scorer=fuzz.WRatio, score_cutoff=85)
        label = hit[0] if hit else None
    if label is None:
        raise InputError(f"'{_short(value)}' is not one of the options for '{question.id}' (1-{len(question.options)})")
    return next(name for name, lab in allowed.items() if lab == label)


def _metric_by_qualifiers(value: str, allowed: dict[str, str], catalog: Catalog) -> str | None:
    """'iap gross' names the one option whose qualifiers it uses most."""
    text = " " + re.sub(r"[^\w\-]+", " ", value.lower()) + " "
    scores = {name: sum(f" {q} " in text for q in catalog.metrics[name].qualifiers) for name in allowed}
    best = max(scores.values(), default=0)
    winners = [name for name, score in scores.items() if score == best]
    return winners[0] if best and len(winners) == 1 else None


def _choose_markets(question: ClarificationQuestion, value: Any, catalog: Catalog, today: date) -> list[str]:
    items = value if isinstance(value, (list, tuple)) else re.split(r"\s*(?:,|;|\band\b|&|\+)\s*", str(value).strip())
    codes: list[str] = []
    for item in (str(i).strip() for i in items):
        if not item:
            continue
        label = _option_by_number(question, item)
        if label is None:
            if item.lower() in {ALL_MARKETS.lower(), "all", "any", "everything"}:
                label = ALL_MARKETS
            elif item.upper() in catalog.market_codes:
                label = item.upper()
        if label == ALL_MARKETS:
            return list(catalog.market_codes)
        if label is not None:
            codes.append(label.split(MARKET_LABEL_SEPARATOR)[0])
            continue
        found = extract_slots(item, catalog, today).slots.markets
        if not found:
            raise InputError(f"'{_short(item)}' is not a market (try a code like ID or a name like Indonesia)")
        codes.extend(found)
    if not codes:
        raise InputError("no market was given")
    return list(dict.fromkeys(codes))


def _short(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
