"""Which way is better for a metric, and what "best" / "worst" mean for it.

The catalog may say (`higher_is_better` in a metric's meta); otherwise the words of the metric's name, label
and description decide, from the word lists in direction_words.yml (delays and costs: lower is better). When
nothing says, "best" and "worst" are asked about ("worst by what — highest or lowest?"), never guessed.
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

import yaml

from sqlclarify.errors import InputError
from sqlclarify.semantic.model import Metric
from sqlclarify.state import ClarificationQuestion, QuestionOption, Reading

DIRECTION_ID = "direction"
HIGHEST, LOWEST = "highest", "lowest"
# "best" / "worst" as a judgement; "best-selling" (a volume) and "best practice" are not one
JUDGEMENT = re.compile(r"(?<![\w-])(best|worst)(?![\w-])(?!\s+selling)", re.IGNORECASE)


@cache
def direction_words() -> dict[str, frozenset[str]]:
    """The word lists of direction_words.yml: {"lower_is_better": …, "higher_is_better": …}."""
    text = resources.files("sqlclarify.understanding").joinpath("direction_words.yml").read_text(encoding="utf-8")
    data = yaml.safe_load(text) or {}
    return {
        key: frozenset(str(w).lower() for w in data.get(key) or []) for key in ("lower_is_better", "higher_is_better")
    }


def _words(text: str) -> set[str]:
    found = set()
    for word in re.findall(r"[a-z]+", text.replace("_", " ").lower()):
        found |= {word, re.sub(r"(?:es|s)$", "", word), word[:-1] if word.endswith("s") else word}
    return found


def better_direction(metric: Metric) -> tuple[bool | None, str]:
    """(higher is better?, why) for `metric`; (None, "") when neither the catalog nor its words say."""
    if metric.higher_is_better is not None:
        which = "higher" if metric.higher_is_better else "lower"
        return metric.higher_is_better, f"the catalog says {which} is better for it"
    lists = direction_words()
    for text in (f"{metric.name} {metric.label}", metric.description):
        words = _words(text)
        lower, higher = words & lists["lower_is_better"], words & lists["higher_is_better"]
        if lower and not higher:
            return False, f"lower is better for it ('{sorted(lower)[0]}')"
        if higher and not lower:
            return True, f"higher is better for it ('{sorted(higher)[0]}')"
        if lower and higher:
            return None, ""  # "revenue lost to refunds": the words disagree, so ask
    return None, ""


def judgement_word(question: str) -> str | None:
    """'best' or 'worst' when the question judges ("the worst average delay"), else None."""
    found = JUDGEMENT.search(question)
    return found.group(1).lower() if found else None


def _ordered_metric(reading: Reading) -> str | None:
    query = reading.query
    if not query.order_by:
        return None
    key = query.order_by[0].key
    if key in query.metrics:
        return key
    return query.metrics[0] if len(query.metrics) == 1 else None


def settle_direction(
    reading: Reading, metrics: dict[str, Metric], question: str, answered: bool
) -> tuple[Reading, list[ClarificationQuestion]]:
    """The reading with "best" / "worst" ordered the way that is better (or worse) for its metric, with a note
    saying so; or the reading as it is and the question "highest or lowest?" when nothing says which way is
    better. `answered`: the user already said which (the question is not asked again)."""
    word = judgement_word(question)
    name = _ordered_metric(reading)
    if word is None or name is None or answered or name not in metrics:
        return reading, []
    metric = metrics[name]
    higher, why = better_direction(metric)
    if higher is None:
        return reading, [direction_question(word, metric)]
    descending = higher if word == "best" else not higher
    settled = reading.model_copy(deep=True)
    settled.query.order_by[0].descending = descending
    note = f"'{word}' read as the {HIGHEST if descending else LOWEST} {metric.label.lower()}: {why}."
    if note not in settled.notes:
        settled.notes.append(note)
    return settled, []


def direction_question(word: str, metric: Metric) -> ClarificationQuestion:
    label = metric.label.lower()
    return ClarificationQuestion(
        id=DIRECTION_ID,
        text=f"{word.capitalize()} by what — the highest or the lowest {label}?",
        kind="single_choice",
        slot=DIRECTION_ID,
        options=[
            QuestionOption(label=HIGHEST, description=f"the highest {label} first"),
            QuestionOption(label=LOWEST, description=f"the lowest {label} first"),
        ],
        default=HIGHEST if word == "best" else LOWEST,
    )


def descending_from_answer(question: ClarificationQuestion, value: str) -> bool:
    """Whether the answer to the direction question asks for the highest first; InputError otherwise."""
    text = value.strip().lower().rstrip(".")
    if text in ("1", HIGHEST, "high", "higher", "most", "largest", "biggest", "max", "descending"):
        return True
    if text in ("2", LOWEST, "low", "lower", "least", "smallest", "min", "ascending"):
        return False
    raise InputError(f"answer '{question.id}' with {HIGHEST} or {LOWEST} (1 or 2)")
