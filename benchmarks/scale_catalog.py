"""The catalog at scale: a turn, and slot reading alone, with 1,000 metrics or a 10,000-value dimension, each
against the demo catalog's 14 metrics on the same warehouse, question, checkpointer and durability (the Agent's).

`measure()` returns the figures for the bench runner; `python benchmarks/scale_catalog.py` prints them.
Both sides of a ratio are timed interleaved in one process, so they see the same machine noise.
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections.abc import Callable
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from big_catalog import BigCatalog, write_big_catalog

from sqlclarify import Agent
from sqlclarify.context import Context
from sqlclarify.resources import catalog_for
from sqlclarify.understanding.interpret import read_question
from support import interleaved_ms

QUESTION = "DAU for ID in Nov 2025"
TYPO_QUESTION = "revnue for Indonesa in Nov 2025 by platfrom"  # no catalog phrase: every typo path runs
TODAY = "2026-01-10"
GOAL = 3.0
TURNS = 25
READS = 200


def _interleaved(ours: Callable[[], object], baseline: Callable[[], object], repeat: int) -> tuple[float, float]:
    """Median milliseconds of each, alternating calls."""
    found = interleaved_ms({"ours": ours, "baseline": baseline}, repeat)
    return found["ours"], found["baseline"]


def _agent(catalog: BigCatalog, checkpoint: Path) -> Agent:
    return Agent(database=str(catalog.database), catalog=str(catalog.catalog), checkpoint=str(checkpoint), today=TODAY)


def _first_turn_ms(catalog: BigCatalog, checkpoint: Path) -> float:
    started = time.perf_counter()
    agent = _agent(catalog, checkpoint)
    agent.ask(QUESTION)
    elapsed = (time.perf_counter() - started) * 1000
    agent.close()
    return elapsed


def _figure(id_: str, what: str, measured: float, baseline: float, goal: float | None, note: str) -> dict:
    ratio = measured / baseline
    return {
        "id": id_,
        "what": what,
        "measured": f"{measured:.2f} ms",
        "baseline": f"{baseline:.2f} ms",
        "ratio": round(ratio, 2),
        "goal": f"≤ {goal:g}×" if goal else "reported",
        "met": ratio <= goal if goal else True,
        "note": note,
    }


def measure() -> list[dict]:
    """The catalog-at-scale figures (about 20 s)."""
    root = Path(tempfile.mkdtemp(prefix="sqlclarify-scale-"))
    demo = write_big_catalog(root / "demo", metrics=14)
    big = write_big_catalog(root / "big", metrics=1000)
    many_values = write_big_catalog(root / "values", metrics=14, values=10_000)
    _first_turn_ms(write_big_catalog(root / "warm", metrics=14), root / "warm.sqlite")  # imports, first-time costs
    cold_big, cold_demo = _first_turn_ms(big, root / "cold-big.sqlite"), _first_turn_ms(demo, root / "cold-demo.sqlite")

    agents = {name: _agent(c, root / f"{name}.sqlite") for name, c in (("demo", demo), ("big", big))}
    agents["values"] = _agent(many_values, root / "values.sqlite")
    for agent in agents.values():
        agent.ask(QUESTION)
    turn_big, turn_demo = _interleaved(lambda: agents["big"].ask(QUESTION), lambda: agents["demo"].ask(QUESTION), TURNS)
    turn_values, turn_demo2 = _interleaved(
        lambda: agents["values"].ask(QUESTION), lambda: agents["demo"].ask(QUESTION), TURNS
    )
    for agent in agents.values():
        agent.close()

    vocab = {
        name: catalog_for(Context(database=str(c.database), catalog=str(c.catalog))).vocab
        for name, c in (("demo", demo), ("big", big))
    }
    today = date.fromisoformat(TODAY)
    reads = {
        question: _interleaved(
            lambda q=question: read_question(q, vocab["big"], today),
            lambda q=question: read_question(q, vocab["demo"], today),
            READS,
        )
        for question in (QUESTION, TYPO_QUESTION)
    }
    phrases = f"{len(vocab['big'].metric_phrases)} metric phrases vs {len(vocab['demo'].metric_phrases)}"
    return [
        _figure(
            "catalog_1000_metrics_turn",
            f"a turn ('{QUESTION}') with 1,000 metrics vs the demo's 14",
            turn_big,
            turn_demo,
            GOAL,
            f"{phrases}; same warehouse, SQLite checkpointer, durability 'exit'",
        ),
        _figure(
            "catalog_1000_metrics_reading",
            f"slot reading alone ('{QUESTION}') with 1,000 metrics vs 14",
            *reads[QUESTION],
            GOAL,
            "phrases are looked up by their first word, built once per catalog version",
        ),
        _figure(
            "catalog_1000_metrics_reading_typos",
            f"slot reading alone ('{TYPO_QUESTION}') with 1,000 metrics vs 14",
            *reads[TYPO_QUESTION],
            GOAL,
            "typos are scored only against phrases whose length can reach the threshold",
        ),
        _figure(
            "catalog_10000_values_turn",
            f"a turn ('{QUESTION}') with a 10,000-value dimension in the catalog vs without",
            turn_values,
            turn_demo2,
            GOAL,
            "a dimension with more than 500 distinct values is not read for words (its values are names or ids, "
            "not words to find in questions); only its first 501 values are read, once per catalog version",
        ),
        _figure(
            "catalog_1000_metrics_first_turn",
            "the first turn of a process (catalog load and vocabulary build) with 1,000 metrics vs 14",
            cold_big,
            cold_demo,
            None,
            "mostly reading and checking the catalog's YAML (semantic/readers), once per catalog version",
        ),
    ]


if __name__ == "__main__":
    for figure in measure():
        print(
            f"{figure['id']:38} {figure['measured']:>11} vs {figure['baseline']:>11}  {figure['ratio']:>6}×  "
            f"goal {figure['goal']:9} {'met' if figure['met'] else 'MISSED'}"
        )
