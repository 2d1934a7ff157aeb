"""`make bench`: every figure against its goal, written to benchmarks/RESULTS.md.

Figures come from modules beside this file, each with `measure() -> list[dict]` (keys: id, what,
measured, baseline, ratio, goal, met, note). A module absent from this checkout is listed as absent; a module
that fails is reported as failed and the others still run. Every ratio is taken against a baseline measured
in the same run, under the same conditions (machines are noisy). Nothing here is a test: a missed goal is
reported, not raised; the exit code is 1 only when a module could not run.

    python benchmarks/run.py [--quick] [--only growth,pruning] [--out PATH]

`--quick` runs small sizes (for the smoke test) and only the modules whose `measure` takes `quick`.
"""

from __future__ import annotations

import argparse
import importlib
import inspect
import json
import os
import platform
import sys
import time
import traceback
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
MODULES = [
    "first_hour",
    "turn_speed",
    "growth",
    "scale_threads",
    "scale_catalog",
    "unannotated",
    "scale_verified",
    "pruning",
    "validation",
    "catalog_formats",
    "web_page",
    "compile_speed",
    "mcp_load",
    "engines",
]
KEYS = ("id", "what", "measured", "baseline", "ratio", "goal", "met", "note")


def machine() -> str:
    try:
        cpu = next(
            line.split(":", 1)[1].strip()
            for line in Path("/proc/cpuinfo").read_text().splitlines()
            if line.startswith("model name")
        )
    except (OSError, StopIteration):
        cpu = platform.processor()
    load = f", load average {os.getloadavg()[0]:.2f}" if hasattr(os, "getloadavg") else ""
    system = f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores"
    return f"{system}, {cpu}; Python {platform.python_version()}{load}"


def run_module(name: str, quick: bool) -> dict[str, Any]:
    """The rows of one figure module, or why there are none."""
    if not (HERE / f"{name}.py").exists():
        return {"module": name, "status": "absent", "rows": []}
    module = importlib.import_module(name)
    takes_quick = "quick" in inspect.signature(module.measure).parameters
    if quick and not takes_quick:
        return {"module": name, "status": "skipped (no quick size)", "rows": []}
    started = time.perf_counter()
    try:
        rows = module.measure(quick=True) if quick else module.measure()
    except Exception:
        return {"module": name, "status": "failed", "rows": [], "error": traceback.format_exc()}
    for row in rows:
        missing = [key for key in KEYS if key not in row]
        if missing:
            raise ValueError(f"{name}: figure {row.get('id')} lacks {', '.join(missing)}")
    return {"module": name, "status": "ran", "seconds": time.perf_counter() - started, "rows": rows}


def _cell(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:.3g}"
    return str(value).replace("|", "\\|").replace("\n", " ")


def _ratio(value: Any) -> str:
    return f"{value:.2f}×" if isinstance(value, int | float) else _cell(value)


def report(results: list[dict[str, Any]], command: str) -> str:
    rows = [row for result in results for row in result["rows"]]
    missed = [row["id"] for row in rows if not row["met"]]
    lines = [
        "# Benchmarks",
        "",
        f"- date: {datetime.now(UTC).strftime('%Y-%m-%d %H:%M UTC')}",
        f"- machine: {machine()}",
        f"- command: `{command}`",
        f"- {len(rows)} figures, {len(rows) - len(missed)} met, {len(missed)} missed"
        + (f" ({', '.join(missed)})" if missed else ""),
        "- every ratio is against a baseline measured in the same run, under the same conditions",
        "",
        "| figure | what | measured | baseline | ratio | goal | |",
        "|---|---|---|---|---|---|---|",
    ]
    for row in rows:
        cells = [row["id"], row["what"], row["measured"], row["baseline"]]
        lines.append(
            "| "
            + " | ".join(_cell(c) for c in cells)
            + f" | {_ratio(row['ratio'])} | {_cell(row['goal'])} | {'met' if row['met'] else '**MISSED**'} |"
        )
    lines += ["", "## Notes", ""]
    lines += [f"- **{row['id']}**: {row['note']}" for row in rows if row["note"]]
    for result in results:
        if result["status"] != "ran":
            lines.append(f"- module `{result['module']}`: {result['status']}")
        if result.get("error"):
            lines += ["", "```", result["error"].rstrip(), "```"]
    notes = HERE / "NOTES.md"
    if notes.exists():
        lines += ["", notes.read_text().strip()]
    raw = [{k: v for k, v in result.items() if k != "error"} for result in results]
    lines += ["", "## Raw", "", "```json", json.dumps(raw, indent=2, default=str, ensure_ascii=False), "```", ""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Run the benchmarks and write RESULTS.md.")
    parser.add_argument("--quick", action="store_true", help="small sizes, for a smoke test")
    parser.add_argument("--only", default="", help="comma-separated module names")
    parser.add_argument("--out", type=Path, default=HERE / "RESULTS.md")
    args = parser.parse_args(argv)
    names = [n.strip() for n in args.only.split(",") if n.strip()] or MODULES
    unknown = sorted(set(names) - set(MODULES))
    if unknown:
        parser.error(f"unknown module(s): {', '.join(unknown)}; known: {', '.join(MODULES)}")
    sys.path.insert(0, str(HERE))
    results = []
    for name in names:
        print(f"… {name}", flush=True)
        result = run_module(name, args.quick)
        results.append(result)
        for row in result["rows"]:
            verdict = "met" if row["met"] else "MISSED"
            print(f"  {row['id']}: {row['measured']} vs {row['baseline']}", end="")
            print(f" → {_ratio(row['ratio'])} ({row['goal']}) {verdict}")
        if result["status"] != "ran":
            print(
                f"  {result['status']}" + (f": {result['error'].strip().splitlines()[-1]}" if "error" in result else "")
            )
    command = "python benchmarks/run.py " + " ".join(argv if argv is not None else sys.argv[1:])
    args.out.write_text(report(results, command.strip()), encoding="utf-8")
    print(f"wrote {args.out}")
    return 1 if any(r["status"] == "failed" for r in results) else 0


if __name__ == "__main__":
    raise SystemExit(main())
