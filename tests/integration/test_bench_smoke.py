"""`make bench` in its quick size: the runner and every figure module with a quick size run, and each figure
row states its ratio and its goal."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from tests.conftest import ROOT


def test_quick_bench_writes_a_row_with_ratio_and_goal_for_every_figure(tmp_path: Path) -> None:
    out = tmp_path / "RESULTS.md"
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "run.py"), "--quick", "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    text = out.read_text()
    assert "- machine: " in text and "- command: `python benchmarks/run.py --quick" in text
    rows = [line for line in text.splitlines() if re.match(r"\| [a-z_]+\.\S+ \|", line)]
    ids = {row.split(" | ")[0].lstrip("| ") for row in rows}
    assert {
        "growth.show",
        "growth.bytes",
        "pruning.recall",
        "pruning.prompt",
        "validation.SQLite",
        "verified.turn_miss",
    } <= ids
    for row in rows:
        cells = [cell.strip() for cell in row.strip("|").split(" | ")]
        assert len(cells) == 7, row
        ratio, goal, verdict = cells[4:]
        assert re.fullmatch(r"\d+(\.\d+)?×", ratio), row
        assert re.match(r"[≤≥] \d", goal), row
        assert verdict in ("met", "**MISSED**"), row
    assert "```json" in text
