"""An opt-in record of when each test ran on which worker (SQLCLARIFY_TEST_TIMELINE=<file>), for finding where a
distributed run leaves a core idle: one tab-separated line per test phase (worker, phase, start, stop, node id),
written by the controller as the workers report. `python -m tests.support.timeline <file>` summarizes it."""

from __future__ import annotations

import os
import sys
from collections import defaultdict
from pathlib import Path

import pytest

TIMELINE = os.environ.get("SQLCLARIFY_TEST_TIMELINE")


def record(report: pytest.TestReport) -> None:
    """Append one report's span (the controller sees every worker's reports; a run without xdist is worker 'main')."""
    if not TIMELINE or not hasattr(report, "start") or os.environ.get("PYTEST_XDIST_WORKER"):
        return  # a worker's own hook: the controller records its reports
    node = getattr(report, "node", None)
    worker = node.gateway.id if node is not None else "main"
    with open(TIMELINE, "a", encoding="utf-8") as out:
        out.write(f"{worker}\t{report.when}\t{report.start:.3f}\t{report.stop:.3f}\t{report.nodeid}\n")


def summarize(path: Path) -> str:
    """Each worker's busy time and span, the run's span, and the seconds during which fewer workers were busy."""
    spans: dict[str, list[tuple[float, float]]] = defaultdict(list)
    files: dict[str, float] = defaultdict(float)
    for line in path.read_text(encoding="utf-8").splitlines():
        worker, _, start, stop, nodeid = line.split("\t")
        spans[worker].append((float(start), float(stop)))
        files[nodeid.split("::")[0]] += float(stop) - float(start)
    begin = min(s for v in spans.values() for s, _ in v)
    end = max(e for v in spans.values() for _, e in v)
    lines = [f"run: {end - begin:.0f} s over {len(spans)} workers"]
    for worker, items in sorted(spans.items()):
        busy = sum(e - s for s, e in items)
        first, last = min(s for s, _ in items) - begin, max(e for _, e in items) - begin
        lines.append(f"  {worker}: busy {busy:.0f} s, from {first:.0f} s to {last:.0f} s")
    # seconds with n workers busy, on a one-second grid
    busy_at: dict[int, int] = defaultdict(int)
    for items in spans.values():
        seconds = set()
        for s, e in items:
            seconds.update(range(int(s - begin), int(e - begin) + 1))
        for second in seconds:
            busy_at[second] += 1
    histogram: dict[int, int] = defaultdict(int)
    for second in range(int(end - begin) + 1):
        histogram[busy_at.get(second, 0)] += 1
    lines.append("  seconds with n workers busy: " + ", ".join(f"{n}: {histogram[n]}" for n in sorted(histogram)))
    lines.append("  files by busy time:")
    for name, seconds in sorted(files.items(), key=lambda kv: -kv[1])[:30]:
        lines.append(f"    {seconds:7.1f} s  {name}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(summarize(Path(sys.argv[1])))
