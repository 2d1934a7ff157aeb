"""Per question on a 1,000-metric catalog without sqlclarify annotations (no `meta` on its generated metrics:
labels and descriptions only, the words a data team writes, several of them lexicon words) against the demo
catalog's 14 metrics, on the same warehouse and question (issue 21: goal ≤ 1.2×).

`measure()` returns the figures for the bench runner; `python benchmarks/unannotated.py` prints them.
"""

from __future__ import annotations

import sys
import tempfile
from datetime import date
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))

from big_catalog import write_big_catalog
from scale_catalog import QUESTION, TODAY, _agent, _figure, _interleaved

from sqlclarify.context import Context
from sqlclarify.resources import catalog_for
from sqlclarify.understanding.interpret import read_question

GOAL = 1.2
TURNS = 25
READS = 200
LOOSE_QUESTION = "total sales of Indonesia last month by platform"  # lexicon words, no catalog phrase
# ordinary business words for the descriptions, so the lexicon finds candidates among the 1,000 metrics
DESCRIPTION_WORDS = ("revenue", "customers", "orders", "sales", "items", "stores", "bookings", "views")


def _strip_meta(catalog: Path) -> None:
    """The generated metrics as a data team writes them: a label and a description, no meta."""
    path = catalog / "generated_metrics.yml"
    data = yaml.safe_load(path.read_text())
    for i, metric in enumerate(data["metrics"]):
        metric.pop("config", None)
        word = DESCRIPTION_WORDS[i % len(DESCRIPTION_WORDS)]
        metric["description"] = f"The {metric['label'].lower()} of our {word}, counted once per day."
    path.write_text(yaml.safe_dump(data, sort_keys=False))


def measure() -> list[dict]:
    """The un-annotated catalog figures (about 20 s)."""
    root = Path(tempfile.mkdtemp(prefix="sqlclarify-unannotated-"))
    demo = write_big_catalog(root / "demo", metrics=14)
    big = write_big_catalog(root / "big", metrics=1000)
    _strip_meta(big.catalog)
    agents = {"demo": _agent(demo, root / "demo.sqlite"), "big": _agent(big, root / "big.sqlite")}
    for agent in agents.values():
        agent.ask(QUESTION)
    turn_big, turn_demo = _interleaved(lambda: agents["big"].ask(QUESTION), lambda: agents["demo"].ask(QUESTION), TURNS)
    for agent in agents.values():
        agent.close()
    vocab = {
        name: catalog_for(Context(database=str(c.database), catalog=str(c.catalog))).vocab
        for name, c in (("demo", demo), ("big", big))
    }
    today = date.fromisoformat(TODAY)
    reads = {
        q: _interleaved(
            lambda q=q: read_question(q, vocab["big"], today), lambda q=q: read_question(q, vocab["demo"], today), READS
        )
        for q in (QUESTION, LOOSE_QUESTION)
    }
    phrases = f"{len(vocab['big'].metric_phrases)} metric phrases vs {len(vocab['demo'].metric_phrases)}"
    return [
        _figure(
            "unannotated_1000_metrics_turn",
            f"a turn ('{QUESTION}') with 1,000 un-annotated metrics vs the demo's 14",
            turn_big,
            turn_demo,
            GOAL,
            f"{phrases} (names, labels, the lexicon's words); same warehouse and checkpointer",
        ),
        _figure(
            "unannotated_1000_metrics_reading",
            f"slot reading alone ('{QUESTION}') with 1,000 un-annotated metrics vs 14",
            *reads[QUESTION],
            None,
            "phrases are looked up by their first word (and its singular)",
        ),
        _figure(
            "unannotated_1000_metrics_reading_lexicon",
            f"slot reading alone ('{LOOSE_QUESTION}') with 1,000 un-annotated metrics vs 14",
            *reads[LOOSE_QUESTION],
            None,
            "a lexicon word ('sales') leads to every metric whose name or description says revenue or sales",
        ),
    ]


if __name__ == "__main__":
    for figure in measure():
        print(
            f"{figure['id']:42} {figure['measured']:>11} vs {figure['baseline']:>11}  {figure['ratio']:>6}×  "
            f"goal {figure['goal']:9} {'met' if figure['met'] else 'MISSED'}"
        )
