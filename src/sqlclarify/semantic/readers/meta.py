"""sqlclarify's keys in a dbt element's `meta` (or `config.meta`), read into typed values.

Keys that are not ours are ignored (dbt projects carry meta for other tools too); a key of ours with a value
of the wrong shape is a `MetaError` whose message says which key and why.
"""

from __future__ import annotations

import re
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from sqlclarify.semantic.model import AccessRule, TimeRollup, ValueGroup, ValueInfo


class MetaError(ValueError):
    """A meta key of ours has a value of the wrong shape; the message is one line."""


def _word_list(value: Any) -> Any:
    """A single word is accepted where a list of words is expected."""
    return [value] if isinstance(value, str) else value


class _Meta(BaseModel):
    model_config = ConfigDict(extra="ignore")


class MetricMeta(_Meta):
    synonyms: list[str] = Field(default_factory=list)
    qualifiers: list[str] | None = None
    requires: list[str] = Field(default_factory=list)
    time_rollup: TimeRollup | None = None
    unit: str | None = None
    decimals: int | None = Field(default=None, ge=0, le=12)
    higher_is_better: bool | None = None

    _lists = field_validator("synonyms", "qualifiers", "requires", mode="before")(_word_list)


class DimensionMeta(_Meta):
    synonyms: list[str] = Field(default_factory=list)
    values: list[ValueInfo] = Field(default_factory=list)
    groups: list[ValueGroup] = Field(default_factory=list)
    all_words: list[str] = Field(default_factory=list)
    read_values: bool = True

    _lists = field_validator("synonyms", "all_words", mode="before")(_word_list)

    @field_validator("values", mode="before")
    @classmethod
    def _bare_values(cls, value: Any) -> Any:
        """`values: [ID, TH]` is short for `[{value: ID}, {value: TH}]`; numbers are kept as their text."""
        if not isinstance(value, list):
            return value
        return [{"value": str(v)} if isinstance(v, str | int | float) and not isinstance(v, bool) else v for v in value]


class SynonymsMeta(_Meta):
    """The meta of a measure or a semantic model: words people use for it."""

    synonyms: list[str] = Field(default_factory=list)

    _lists = field_validator("synonyms", mode="before")(_word_list)


class ModelMeta(SynonymsMeta):
    """The meta of a semantic model: its synonyms and its row-level access policy."""

    access_policy: list[AccessRule] = Field(default_factory=list)

    @field_validator("access_policy", mode="before")
    @classmethod
    def _cube_shape(cls, value: Any) -> Any:
        """Cube's shape is read too: `row_level: {filters: [{member|dimension, operator, values}]}`; a rule
        without `row_level` (or with `row_level: all`) allows every row."""
        if not isinstance(value, list):
            return value
        rules = []
        for rule in value:
            if not isinstance(rule, dict) or "row_level" not in rule:
                rules.append(rule)
                continue
            rule = dict(rule)
            level = rule.pop("row_level")
            if level not in (None, "all") and not (isinstance(level, dict) and level.get("allow_all")):
                filters = level.get("filters") if isinstance(level, dict) else level
                if isinstance(filters, list):
                    filters = [
                        {("dimension" if k == "member" else k): v for k, v in f.items()} if isinstance(f, dict) else f
                        for f in filters
                    ]
                rule["row_filters"] = filters
            rules.append(rule)
        return rules


MetaT = TypeVar("MetaT", bound=_Meta)


def element_meta(raw: Any) -> dict[str, Any]:
    """The merged meta of an element as dbt allows it: `meta:` and `config: {meta: …}` (the latter wins)."""
    if not isinstance(raw, dict):
        return {}
    config = raw.get("config")
    merged: dict[str, Any] = {}
    for meta in (raw.get("meta"), config.get("meta") if isinstance(config, dict) else None):
        if meta is None:
            continue
        if not isinstance(meta, dict):
            raise MetaError("meta must be a mapping of keys to values")
        merged.update(meta)
    return merged


def parse_meta(kind: type[MetaT], meta: dict[str, Any] | None) -> MetaT:
    """`meta` read as `kind`; MetaError naming the first bad key."""
    try:
        return kind.model_validate(meta or {})
    except ValidationError as exc:
        error = exc.errors()[0]
        where = ".".join(str(part) for part in error["loc"])
        raise MetaError(f"meta.{where}: {error['msg'].lower()}") from exc


def default_qualifiers(name: str, label: str | None) -> list[str]:
    """The words of a metric's label and name, lowercased: what picks it among metrics sharing a synonym."""
    words = re.findall(r"[a-z0-9]+", f"{label or ''} {name.replace('_', ' ')}".lower())
    return list(dict.fromkeys(w for w in words if len(w) > 1))
