"""Names for drafted elements: snake_case element names, singular and plural nouns, labels, from `naming.yaml`."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

import yaml

_PLAIN = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


@cache
def rules() -> dict[str, Any]:
    return yaml.safe_load((Path(__file__).with_name("naming.yaml")).read_text(encoding="utf-8"))


def is_plain(name: str) -> bool:
    """A name SQL and dbt take unquoted (letters, digits, underscores)."""
    return bool(_PLAIN.match(name))


def snake(name: str) -> str:
    """An element name dbt accepts: lowercase words joined by one underscore ("OrderDate" → "order_date")."""
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name)
    spaced = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", spaced)
    words = re.findall(r"[a-z0-9]+", spaced.lower())
    joined = "_".join(words) or "unnamed"
    return joined if joined[0].isalpha() else f"c_{joined}"


# dbt's semantic layer refuses element names that are time grains, and MetricFlow keeps metric_time for itself
_RESERVED = {"nanosecond", "microsecond", "millisecond", "second", "minute", "hour", "day", "week", "month", "quarter",
             "year", "metric_time"}  # fmt: skip


def usable(name: str, prefix: str) -> str:
    """`name`, or `prefix_name` when dbt would refuse it (a time grain's name, a single character)."""
    return f"{prefix}_{name}" if name in _RESERVED or len(name) < 2 else name


def singular(word: str) -> str:
    """The singular of the last word of a snake_case name ("order_items" → "order_item")."""
    head, _, last = word.rpartition("_")
    for suffix, replacement in rules()["singular_suffixes"]:
        if last.endswith(suffix) and len(last) > len(suffix) + 1:
            last = last[: len(last) - len(suffix)] + replacement
            break
    return f"{head}_{last}" if head else last


def plural(word: str) -> str:
    for suffix, replacement in rules()["plural_suffixes"]:
        if word.endswith(suffix):
            return word[: len(word) - len(suffix)] + replacement if suffix else word + replacement
    return word + "s"


def label(name: str) -> str:
    """ "dep_delay" → "Dep delay"."""
    words = snake(name).replace("_", " ")
    return words[:1].upper() + words[1:]


def key_stem(column: str) -> str | None:
    """The noun a key column names ("customer_id" → "customer", "CustomerID" → "customer"); None when the column
    is not named like a key, "" for a bare `id`."""
    name = snake(column)
    if name in rules()["key_names"]:
        return ""
    for suffix in rules()["key_suffixes"]:
        if name.endswith(suffix) and len(name) > len(suffix):
            return name[: -len(suffix)].rstrip("_")
    return None


def is_flag_name(column: str) -> bool:
    return snake(column).startswith(tuple(rules()["flag_prefixes"]))


def flag_pair(values: list[Any]) -> tuple[Any, Any] | None:
    """(yes, no) when every value spells yes or no of one pair (in its own case); None otherwise."""
    texts = {str(v).strip(): v for v in values}
    lowered = {t.lower() for t in texts}
    for yes, no in rules()["flag_values"]:
        if lowered and lowered <= {yes, no}:
            spelled = {t.lower(): v for t, v in texts.items()}
            return spelled.get(yes), spelled.get(no)
    return None


def is_label_name(column: str) -> bool:
    """A column named like the name of its rows ("customer_name", "title")."""
    return any(word in rules()["label_words"] for word in snake(column).split("_"))
