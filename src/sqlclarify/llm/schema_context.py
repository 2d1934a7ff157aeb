"""The part of a schema the model sees: the tables relevant to the question, within a token budget.

Scoring is lexical (no embeddings): question words against table names, column names and sample values,
each word weighted by how rare it is in the schema, plus the tables that foreign keys link to the best ones.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from functools import lru_cache

from langchain_core.messages import HumanMessage
from langchain_core.messages.utils import count_tokens_approximately

from sqlclarify.warehouse import open_warehouse
from sqlclarify.warehouse.base import Warehouse
from sqlclarify.warehouse.privacy import sample_columns

SAMPLE_VALUES = 3
# a table scoring below this share of the best table's score is left out even when the budget has room:
# on the 77 merged Spider dev tables, 0.25 keeps 97.5% of needed tables in half the tokens of 0
SHARE_OF_BEST = 0.25


@dataclass(frozen=True)
class TableInfo:
    name: str
    columns: tuple[tuple[str, str], ...]
    foreign_keys: tuple[tuple[str, str, str], ...]  # (column, other table, other column)
    samples: tuple[tuple[str, tuple[str, ...]], ...]  # text columns' sample values

    def render(self) -> str:
        cols = ", ".join(f"{c} {t or 'TEXT'}".strip() for c, t in self.columns)
        lines = [f"TABLE {self.name} ({cols})"]
        lines += [f"  FK {c} -> {t}.{o}" for c, t, o in self.foreign_keys]
        lines += [f"  e.g. {c}: {', '.join(repr(v) for v in vals)}" for c, vals in self.samples if vals]
        return "\n".join(lines)


def tokens(text: str) -> int:
    return count_tokens_approximately([HumanMessage(content=text)])


def _words(text: str) -> set[str]:
    words = set()
    for raw in re.findall(r"[a-z0-9]+", re.sub(r"([a-z])([A-Z])", r"\1 \2", text).lower().replace("_", " ")):
        words.add(raw)
        if len(raw) > 3 and raw.endswith("s"):
            words.add(raw[:-1])
    return words


def describe_tables(warehouse: Warehouse | str, sample_values: str = "auto") -> list[TableInfo]:
    """Every table with its columns, foreign keys and (per the `sample_values` policy) sample values.

    `warehouse` may be a path or URL, opened with `open_warehouse`."""
    if isinstance(warehouse, str):
        warehouse = open_warehouse(warehouse)
    return list(_describe_cached(warehouse, warehouse.fingerprint(), sample_values))


@lru_cache(maxsize=16)
def _describe_cached(warehouse: Warehouse, fingerprint: str, sample_values: str) -> tuple[TableInfo, ...]:
    schema = warehouse.schema()
    sampled = sample_columns(schema, sample_values)
    infos = []
    for name, columns in schema.tables.items():
        fks = tuple((fk.column, fk.ref_table, fk.ref_column) for fk in schema.foreign_keys.get(name, []))
        samples = [
            (column, tuple(str(v)[:40] for v in warehouse.sample_values(name, column, SAMPLE_VALUES)))
            for column in columns
            if (name, column) in sampled
        ]
        infos.append(TableInfo(name, tuple(columns.items()), fks, tuple(samples)))
    return tuple(infos)


@lru_cache(maxsize=16)
def _rarity(tables: tuple[TableInfo, ...]) -> dict[str, float]:
    """How much a word says about a table: log(tables / tables that use it), 0 for a word every table uses.

    A question's "name" or "id" matches half of a wide schema; its "singer" or "stadium" matches few tables."""
    used: Counter[str] = Counter()
    for table in tables:
        vocabulary = _words(table.name)
        for column, _ in table.columns:
            vocabulary |= _words(column)
        for _, values in table.samples:
            vocabulary |= _words(" ".join(values))
        used.update(vocabulary)
    return defaultdict(float, {word: math.log(len(tables) / count) for word, count in used.items()})


def relevant_schema(warehouse: Warehouse | str, question: str, budget_tokens: int, sample_values: str = "auto") -> str:
    """The schema text for `question`: every table if it fits, else the best-scoring ones that fit."""
    tables = describe_tables(warehouse, sample_values)
    everything = "\n".join(t.render() for t in tables)
    if tokens(everything) <= budget_tokens:
        return everything
    asked = _words(question)
    weight = _rarity(tuple(tables))
    scores: dict[str, float] = {}
    for table in tables:
        score = 3.0 * sum(weight[w] for w in asked & _words(table.name))
        score += sum(sum(weight[w] for w in asked & _words(c)) for c, _ in table.columns)
        score += 2.0 * sum(sum(weight[w] for w in asked & _words(" ".join(vals))) for _, vals in table.samples)
        scores[table.name] = score
    by_name = {t.name: t for t in tables}
    # a table linked by a foreign key to a relevant table is likely needed for the join
    for table in tables:
        for _, other, _ in table.foreign_keys:
            if other in scores and scores[table.name] > 0:
                scores[other] += 0.5 * scores[table.name]
            if other in scores and scores[other] > 0:
                scores[table.name] += 0.25 * scores[other]
    ranked = sorted(tables, key=lambda t: (-scores[t.name], t.name))
    chosen: list[str] = []
    used = 0
    for table in ranked:
        if chosen and scores[table.name] <= max(0.0, SHARE_OF_BEST * scores[ranked[0].name]):
            break  # weakly related tables only cost tokens (and distract the model)
        text = table.render()
        cost = tokens(text)
        if chosen and used + cost > budget_tokens:
            continue
        chosen.append(table.name)
        used += cost
    left_out = len(tables) - len(chosen)
    body = "\n".join(by_name[n].render() for n in sorted(chosen))
    return body + (f"\n-- {left_out} more tables not shown" if left_out else "")
