"""Read a user's reply to clarification questions.

A reply may be a mapping {question id or slot: answer}, a list (answers in question order), or one
free-text string. An answer may be an option number ("2"), an option label, or words parsed again for
parts of a question ("ID, Nov 2025"). Bad answers raise `InputError` with a one-line message; nothing is changed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from sqlclarify.errors import InputError, require_text
from sqlclarify.semantic.query import DimensionFilter, GroupBy, TimeRange
from sqlclarify.state import ClarificationQuestion, Reading
from sqlclarify.understanding.candidates import Vocabulary
from sqlclarify.understanding.dates import resolve_date_range
from sqlclarify.understanding.direction import DIRECTION_ID, HIGHEST, LOWEST, descending_from_answer
from sqlclarify.understanding.found import Found, apply_element
from sqlclarify.understanding.interpret import read_question
from sqlclarify.understanding.placing import place_unplaced
from sqlclarify.understanding.questions import (
    LABEL_SEPARATOR,
    UNPLACED_ID,
    WITHOUT_IT,
    all_label,
    closest_metrics,
    lists_some_metrics,
    unplaced_option_label,
    unplaced_options,
)
from sqlclarify.understanding.text import singular

YES = {"yes", "y", "yeah", "yep", "sure", "ok", "okay", "true", "correct", "right"}
NO = {"no", "n", "nope", "false", "wrong", "neither"}
MAX_ANSWER_CHARS = 10_000

Reply = str | list[Any] | dict[str, Any]


@dataclass
class AppliedAnswers:
    """The reading with the answers applied, and what each answered question was set to (as shown)."""

    reading: Reading
    answered: dict[str, str] = field(default_factory=dict)  # question slot -> the answer, as shown to the user
    changed: bool = False


def parse_reply(
    questions: list[ClarificationQuestion], reply: Reply, vocab: Vocabulary, today: date, reading: Reading
) -> AppliedAnswers:
    """Apply `reply` to the `questions` asked about `reading`; InputError when it settles nothing."""
    if not questions:
        raise InputError("there is no open question to answer")
    by_question = _assign(questions, reply)
    result = AppliedAnswers(reading=reading.model_copy(deep=True))
    if by_question is None:  # one free-text reply to several questions: read it like a question
        _apply_free_text(questions, str(reply), vocab, today, result)
    else:
        for question, value in by_question:
            _apply_one(question, value, vocab, today, result)
    if not result.changed:
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
                text = _option_by_label_or_number(question, text) or text
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
    questions: list[ClarificationQuestion], text: str, vocab: Vocabulary, today: date, result: AppliedAnswers
) -> None:
    found = read_question(text, vocab, today)
    words = set(re.findall(r"[a-z]+", text.lower()))
    for question in questions:
        if question.id == UNPLACED_ID and question.kind != "yes_no":
            if words & (YES | NO) or found.reading.query.group_by or found.reading.query.filters:
                _apply_unplaced(question, text, vocab, today, result)
        elif question.kind == "yes_no":
            if words & (YES | NO):
                _apply_one(question, text, vocab, today, result)
        elif question.slot == "metric" and (label := _option_of_all_words(question, text)) is not None:
            # "ads net": every word is in one option's label — that option, before any looser reading
            _choose_metric(question, label, vocab, today, result)
        elif question.slot == "metric" and found.reading.knows_metric:
            allowed = _answerable_metrics(question, vocab, result.reading)
            named = [*found.reading.query.metrics, *found.reading.metric_candidates]
            chosen = [m for m in named if m in allowed]
            if len(chosen) == 1:
                _set_metric(result, vocab, chosen[0])
        elif question.slot == "date_range" and found.reading.query.time_range:
            _set_dates(result, found.reading.query.time_range.model_dump())
        elif question.slot in found.values:
            _set_values(result, vocab, question.slot, found.values[question.slot])
        elif question.slot in found.reading.all_dimensions:
            _set_values(result, vocab, question.slot, [])


def _option_of_all_words(question: ClarificationQuestion, text: str) -> str | None:
    """The one option whose label holds every word of `text` (in any order), or None."""
    words = {singular(w) for w in re.findall(r"[a-z0-9]+", text.lower())}
    if not words:
        return None
    fitting = [
        o.label for o in question.options if words <= {singular(w) for w in re.findall(r"[a-z0-9]+", o.label.lower())}
    ]
    return fitting[0] if len(fitting) == 1 else None


def _apply_one(
    question: ClarificationQuestion, value: Any, vocab: Vocabulary, today: date, result: AppliedAnswers
) -> None:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        value = str(int(value))
    if isinstance(value, bool):
        value = "yes" if value else "no"
    if question.id == UNPLACED_ID and question.kind != "yes_no":
        _apply_unplaced(question, value, vocab, today, result)
    elif question.kind == "yes_no":
        _apply_yes_no(question, str(value), vocab, result, today)
    elif question.slot == "metric":
        _choose_metric(question, str(value), vocab, today, result)
    elif question.slot == "date_range":
        text = _option_by_label_or_number(question, str(value)) or str(value)
        resolved = resolve_date_range(text, today)
        if resolved is None:
            raise InputError(f"cannot read a date range from '{_short(text)}' (try 'Nov 2025' or 'last 7 days')")
        _set_dates(result, resolved.as_dict())
    elif question.slot == DIRECTION_ID:  # "worst by what — highest or lowest?"
        text = _option_by_label_or_number(question, str(value)) or str(value)
        descending = descending_from_answer(question, text)
        for order in result.reading.query.order_by[:1]:
            order.descending = descending
        result.answered[DIRECTION_ID] = HIGHEST if descending else LOWEST
        result.changed = True
    elif question.slot in vocab.values or question.slot in vocab.dimension_labels:
        _set_values(result, vocab, question.slot, _choose_values(question, value, vocab, today))
    else:
        raise InputError(f"question '{question.id}' cannot be answered here")


def _set_metric(result: AppliedAnswers, vocab: Vocabulary, name: str) -> None:
    reading = result.reading
    if name not in reading.query.metrics:
        reading.query.metrics.append(name)
    reading.metric_candidates, reading.candidate_phrase, reading.metric_guess = [], "", None
    result.answered["metric"] = vocab.metric_label(name)
    result.changed = True


def _set_dates(result: AppliedAnswers, time_range: dict[str, str]) -> None:
    result.reading.query.time_range = TimeRange(**time_range)
    result.reading.date_note = ""
    result.answered["date_range"] = time_range["label"]
    result.changed = True


def _set_values(result: AppliedAnswers, vocab: Vocabulary, dimension: str, values: list[str]) -> None:
    """Filter `dimension` to `values`; no values (or all of them) means every value, no filter."""
    query = result.reading.query
    query.filters = [f for f in query.filters if f.dimension != dimension]
    known = [v.value for v in vocab.values.get(dimension, [])]
    if not values or (known and set(values) >= set(known)):
        if dimension not in result.reading.all_dimensions:
            result.reading.all_dimensions.append(dimension)
        result.answered[dimension] = all_label(vocab, dimension)
    else:
        query.filters.append(DimensionFilter(dimension=dimension, values=values))
        result.answered[dimension] = ", ".join(values)
        if len(values) > 1 and all(g.dimension != dimension for g in query.group_by):
            query.group_by.append(GroupBy(dimension=dimension))  # several values: one row each
    result.changed = True


def _apply_yes_no(
    question: ClarificationQuestion, value: str, vocab: Vocabulary, result: AppliedAnswers, today: date
) -> None:
    words = set(re.findall(r"[a-z0-9]+", value.lower()))
    yes, no = bool(words & (YES | {"1"})), bool(words & (NO | {"2"}))
    if yes == no and question.id == UNPLACED_ID:  # "Store": the word means that catalog element
        placed = place_unplaced(result.reading, value, vocab, today)
        if placed is not None:
            result.answered[UNPLACED_ID] = placed
            result.changed = True
            return
        raise InputError(
            f"answer '{question.id}' with yes, no, or the one metric, dimension or value the words mean "
            f"('{_short(value, 40)}' names none)"
        )
    if yes == no:
        raise InputError(f"answer '{question.id}' with yes or no")
    reading = result.reading
    result.changed = True
    if question.id == UNPLACED_ID:
        if no:  # not without it: asked again, in the user's own words, with the closest elements as examples
            reading.unplaced_reopened = True
            result.answered[UNPLACED_ID] = "no"
            return
        _accept_unplaced(result)
        return
    guess = reading.metric_guess
    if yes and guess in vocab.layer.metrics:
        _set_metric(result, vocab, guess)
    else:  # the other metrics, the closest to the guess's words first: a long choice lists the first few
        others = [m for m in vocab.layer.metrics if m != guess] or list(vocab.layer.metrics)
        reading.metric_candidates = closest_metrics(vocab, others, reading.candidate_phrase, limit=None)
        # no phrase kept: the reader would read the same words as the same guess, so nothing is to remember
        reading.metric_guess, reading.candidate_phrase = None, ""
        result.answered["metric_confirm"] = "no"


def _accept_unplaced(result: AppliedAnswers) -> None:
    reading = result.reading
    reading.unplaced_accepted = True
    reading.ignored.append(f"I ignored '{', '.join(reading.unplaced)}': I could not place it in the question.")
    result.answered[UNPLACED_ID] = WITHOUT_IT
    result.changed = True


def _apply_unplaced(
    question: ClarificationQuestion, value: Any, vocab: Vocabulary, today: date, result: AppliedAnswers
) -> None:
    """An answer to 'I could not place X': options (a metric, a breakdown, a filter), 'answer without it'
    (or yes), 'no' (asked again in the user's words), or other words read for a metric, breakdown or value."""
    reading = result.reading
    items = value if isinstance(value, (list, tuple)) else [p for p in re.split(r"\s*[,;]\s*", str(value)) if p]
    by_label = {
        unplaced_option_label(vocab, reading, p, r).lower(): (p, r) for p, r in unplaced_options(vocab, reading)
    }
    chosen: list[tuple[str, str]] = []
    for item in (str(i).strip() for i in items):
        words = set(re.findall(r"[a-z0-9]+", item.lower()))
        label = _option_by_label_or_number(question, item)
        if (
            (label or "").lower() == WITHOUT_IT
            or item.lower() in {WITHOUT_IT, "skip", "ignore it"}
            or (words and words <= YES)
        ):
            _accept_unplaced(result)
            return
        if label is not None and label.lower() in by_label:
            chosen.append(by_label[label.lower()])
            continue
        if words and words <= NO | {"none", "of", "these", "neither"}:
            if reading.unplaced_reopened:
                raise InputError(
                    f"say what you meant by '{', '.join(reading.unplaced)}' (a metric, a breakdown or a value), "
                    f"or '{WITHOUT_IT}'"
                )
            reading.unplaced_reopened = True
            result.answered[UNPLACED_ID] = "no"
            result.changed = True
            return
        chosen.extend(_elements_in_words(item, vocab, today, reading))
    if not chosen:
        raise InputError(f"'{_short(str(value))}' names no metric, breakdown or value; answer with an option")
    found = Found(reading=reading)
    for dim in {f.dimension: None for f in reading.query.filters}:
        found.values[dim] = next(f.values for f in reading.query.filters if f.dimension == dim)
    settled = set()
    for phrase, ref in chosen:
        apply_element(found, ref)
        settled.add(phrase)
        if ref.startswith("metric:") and (reading.metric_candidates or reading.metric_guess):
            _set_metric(result, vocab, ref.partition(":")[2])
    left = [p for p in reading.unplaced if p not in settled]
    reading.unplaced = left if len(settled) < len(reading.unplaced) and "" not in settled else []
    reading.unplaced_options = {p: o for p, o in reading.unplaced_options.items() if p in reading.unplaced}
    reading.unplaced_reopened = False
    result.answered[UNPLACED_ID] = ", ".join(vocab.element_label(r) for _, r in chosen)
    result.changed = True


def _elements_in_words(item: str, vocab: Vocabulary, today: date, reading: Reading) -> list[tuple[str, str]]:
    """The metrics, breakdowns and values an answer in the user's words names ("" stands for every phrase)."""
    found = read_question(item, vocab, today).reading
    phrase = reading.unplaced[0] if len(reading.unplaced) == 1 else ""
    refs = [f"metric:{m}" for m in found.query.metrics]
    refs += [f"dimension:{g.dimension}" for g in found.query.group_by if g.dimension != "metric_time"]
    refs += [f"value:{f.dimension}={v}" for f in found.query.filters for v in f.values]
    grouped = {g.dimension for g in found.query.group_by}
    refs = (
        [
            r
            for r in refs
            if not (r.startswith("dimension:") and any(x.startswith(f"value:{r.partition(':')[2]}=") for x in refs))
        ]
        if grouped
        else refs
    )
    return [(phrase, r) for r in refs]


def _option_by_number(question: ClarificationQuestion, value: str) -> str | None:
    text = value.strip().rstrip(".)")
    if not (text.isascii() and text.isdigit()):  # "²" is a digit to isdigit(), not to int()
        return None
    number = int(text)
    if not 1 <= number <= len(question.options):
        raise InputError(f"option {number} is out of range for '{question.id}' (1-{len(question.options)})")
    return question.options[number - 1].label


def _option_by_label_or_number(question: ClarificationQuestion, value: str) -> str | None:
    """An option whose label is exactly `value` wins over an option number ('2024' among the years)."""
    lowered = value.strip().lower()
    exact = next((o.label for o in question.options if o.label.lower() == lowered), None)
    return exact or _option_by_number(question, value)


def _option_metrics(question: ClarificationQuestion, vocab: Vocabulary) -> dict[str, str]:
    labels = {o.label for o in question.options}
    return {name: m.label for name, m in vocab.layer.metrics.items() if m.label in labels}


def _answerable_metrics(question: ClarificationQuestion, vocab: Vocabulary, reading: Reading) -> dict[str, str]:
    """The metrics an answer may name: the options, or any metric when the options are a shortlist."""
    if lists_some_metrics(question, reading):
        return {name: m.label for name, m in vocab.layer.metrics.items()}
    return _option_metrics(question, vocab)


def _choose_metric(
    question: ClarificationQuestion, value: str, vocab: Vocabulary, today: date, result: AppliedAnswers
) -> None:
    allowed = _option_metrics(question, vocab)
    shortlist = lists_some_metrics(question, result.reading)
    # "ads net": every word in one option's label is that option, before any looser reading of the words
    label = _option_by_label_or_number(question, value) or _option_of_all_words(question, value)
    if label is None:
        found = read_question(value, vocab, today).reading
        named = [*found.query.metrics, *found.metric_candidates]
        chosen = [m for m in named if shortlist or m in allowed]  # a shortlist takes any metric's name
        if len(chosen) == 1:
            _set_metric(result, vocab, chosen[0])
            return
        by_qualifiers = _metrics_by_qualifiers(value, allowed, vocab)
        if len(by_qualifiers) == 1:
            _set_metric(result, vocab, by_qualifiers[0])
            return
        if len(by_qualifiers) > 1:  # 'gross' fits two options: ask again with just those
            result.reading.metric_candidates = by_qualifiers
            result.changed = True
            return
        from rapidfuzz import fuzz, process

        hit = process.extractOne(value, list(allowed.values()), scorer=fuzz.WRatio, score_cutoff=85)
        label = hit[0] if hit else None
        if label is None and shortlist and len(chosen) > 1:  # a word of several metrics: ask among just those
            result.reading.metric_candidates = list(dict.fromkeys(chosen))
            result.changed = True
            return
    if label is None and shortlist:
        raise InputError(
            f"'{_short(value)}' is not a metric: answer with an option (1-{len(question.options)}) or a metric's name"
        )
    if label is None:
        raise InputError(f"'{_short(value)}' is not one of the options for '{question.id}' (1-{len(question.options)})")
    _set_metric(result, vocab, next(name for name, lab in allowed.items() if lab == label))


def _metrics_by_qualifiers(value: str, allowed: dict[str, str], vocab: Vocabulary) -> list[str]:
    """The options whose qualifiers the answer uses most ('iap gross' → IAP gross revenue)."""
    text = " " + re.sub(r"[^\w\-]+", " ", value.lower()) + " "
    scores = {name: sum(f" {q} " in text for q in vocab.qualifiers.get(name, ())) for name in allowed}
    best = max(scores.values(), default=0)
    return [name for name, score in scores.items() if score == best] if best else []


def _choose_values(question: ClarificationQuestion, value: Any, vocab: Vocabulary, today: date) -> list[str]:
    """The values named by an answer: option numbers or labels, codes, names, or 'all'."""
    dimension = question.slot
    items = value if isinstance(value, (list, tuple)) else re.split(r"\s*(?:,|;|\band\b|&|\+)\s*", str(value).strip())
    everything = all_label(vocab, dimension)
    known = {v.value.lower(): v.value for v in vocab.values.get(dimension, [])}
    values: list[str] = []
    took_all = False  # "All" beside specific values (a preselected box left ticked) means the specific values
    for item in (str(i).strip() for i in items):
        if not item:
            continue
        label = _option_by_label_or_number(question, item)
        if label is None and item.lower() in {everything.lower(), "all", "any", "everything", "every"}:
            label = everything
        if label == everything:
            took_all = True
            continue
        if label is not None:
            values.append(label.split(LABEL_SEPARATOR)[0])
            continue
        if item.lower() in known:
            values.append(known[item.lower()])
            continue
        found = read_question(item, vocab, today)
        named = found.values.get(dimension)
        if not named:
            if dimension in found.reading.all_dimensions:
                took_all = True
                continue
            example = next(iter(known.values()), "")
            hint = f" (e.g. {example})" if example else ""
            raise InputError(f"'{_short(item)}' is not a {vocab.dimension_label(dimension).lower()}{hint}")
        values.extend(named)
    if not values and not took_all:
        raise InputError(f"no {vocab.dimension_label(dimension).lower()} was given")
    return list(dict.fromkeys(values))


def _short(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
