"""Verified answers at scale: a turn in a store holding 500 verified answers against one holding none.

Every turn looks for a verified answer the question means (the same semantic query, or a near paraphrase), so
its cost could grow with the answers a team verifies. Both agents run the same questions on their own checkpoint
file, interleaved in one process: one question that is not verified (every answer is a candidate it must be told
apart from) and one that is (reused from the store).

`python benchmarks/scale_verified.py [--quick]` prints the figures; the bench runner imports `measure()`.
"""

from __future__ import annotations

import argparse
import calendar
import json
import tempfile
from pathlib import Path

from sqlclarify import Agent
from sqlclarify.knowledge.verified import save_verified
from sqlclarify.semantic.readers import load_semantic_layer
from support import TODAY, figure, interleaved_ms

ANSWERS, QUICK_ANSWERS = 500, 50
GOAL = 1.2
MARKET = "market"  # the demo catalog's market dimension, as the figure's data (no module under src/ names it)


def _verify_many(agent: Agent, count: int) -> None:
    """`count` verified answers: DAU of one market and month each, phrased as people would."""
    layer = load_semantic_layer(None)
    markets = ("ID", "TH", "VN", "PH", "MY", "SG")
    months = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
    for n in range(count):
        market, month, year = markets[n % 6], (n // 6) % 12, 2018 - n // 72
        if n == 0:
            market, month, year = "ID", 10, 2025  # the verified question the figure asks again
        save_verified(
            agent.store.memory,
            question=f"DAU for {market} in {months[month]} {year}",
            semantic_query={
                "metrics": ["dau"],
                "filters": [{"dimension": MARKET, "values": [market]}],
                "time_range": {
                    "start": f"{year}-{month + 1:02d}-01",
                    "end": f"{year}-{month + 1:02d}-{calendar.monthrange(year, month + 1)[1]}",
                    "label": f"{months[month]} {year}",
                },
            },
            catalog=None,
            layer=layer,
            user="bench",
        )


def measure(quick: bool = False) -> list[dict]:
    count = QUICK_ANSWERS if quick else ANSWERS
    repeat = 5 if quick else 31
    with tempfile.TemporaryDirectory(prefix="sqlclarify-verified-bench-") as tmp:
        work = Path(tmp)
        with (
            Agent(checkpoint=str(work / "none.sqlite"), today=TODAY) as bare,
            Agent(checkpoint=str(work / "many.sqlite"), today=TODAY) as rich,
        ):
            _verify_many(rich, count)
            verified_question = "DAU for ID in Nov 2025"
            answered = bare.ask(verified_question).status == "answered"
            reused = rich.ask(verified_question).interpretation.get("verified") is not None
            times = interleaved_ms(
                {
                    "bare_miss": lambda: bare.ask("DAU for TH in Dec 2025 by platform"),
                    "rich_miss": lambda: rich.ask("DAU for TH in Dec 2025 by platform"),
                    "bare_hit": lambda: bare.ask(verified_question),
                    "rich_hit": lambda: rich.ask(verified_question),
                },
                repeat,
            )
    note = f"{count} verified answers; median of {repeat} interleaved turns"
    rows = []
    for key, what in (("miss", "a question no answer verifies"), ("hit", "a verified question (reused)")):
        measured, baseline = times[f"rich_{key}"], times[f"bare_{key}"]
        ratio = measured / baseline
        met = ratio <= GOAL and (key == "miss" or (reused and answered))
        rows.append(
            figure(
                f"verified.turn_{key}",
                f"{what}: a turn with {count} verified answers vs none (ms)",
                f"{measured:.2f}",
                f"{baseline:.2f}",
                ratio,
                f"≤ {GOAL}×",
                met,
                note,
            )
        )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help=f"{QUICK_ANSWERS} answers instead of {ANSWERS}")
    print(json.dumps(measure(parser.parse_args().quick), indent=2))


if __name__ == "__main__":
    main()
