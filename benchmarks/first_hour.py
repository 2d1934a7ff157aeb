"""A newcomer's first minutes: the demo's environment (size, and time from nothing to the demo's last line) and
how fast a command starts (`sqlclarify --help`).

The install is `make demo` with VENV in a scratch folder: the package alone (no extras), through
scripts/install.py (uv when it can be had, else pip), from their caches when there, as on a machine that has
installed Python packages before. `--quick` measures only the start-up.

    python benchmarks/first_hour.py [--quick]
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from support import ROOT, TODAY, figure, interleaved_ms, with_bytecode

INSTALL_GOAL_MB = 400.0
DEMO_GOAL_S = 60.0
HELP_GOAL_MS = 300.0


def folder_mb(path: Path) -> float:
    """The bytes of every file under path (links counted once), in MB."""
    total, seen = 0, set()
    for file in path.rglob("*"):
        if file.is_file() and not file.is_symlink():
            stat = file.stat()
            if (stat.st_dev, stat.st_ino) not in seen:
                seen.add((stat.st_dev, stat.st_ino))
                total += stat.st_size
    return total / 1e6


def demo_install() -> list[dict[str, Any]]:
    """`make demo` into a new virtual environment: its size, and the seconds until the walkthrough has ended."""
    scratch = Path(tempfile.mkdtemp(prefix="sqlclarify-demo-venv-"))
    venv = scratch / ".venv"
    env = {**os.environ, "SQLCLARIFY_CHECKPOINT": str(scratch / "threads.sqlite"), "SQLCLARIFY_TODAY": TODAY}
    env.pop("VIRTUAL_ENV", None)
    started = time.perf_counter()
    try:
        done = subprocess.run(
            ["make", "-C", str(ROOT), "demo", f"VENV={venv}", f"PYTHON={sys.executable}"],
            capture_output=True,
            text=True,
            env=env,
            timeout=1800,
        )
        seconds = time.perf_counter() - started
        if done.returncode != 0:
            raise RuntimeError(f"make demo failed: {done.stderr[-2000:]}")
        size = folder_mb(venv)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return [
        figure(
            "demo_env_size",
            "the environment `make demo` installs (the package alone, no extras)",
            f"{size:.0f} MB",
            f"goal: {INSTALL_GOAL_MB:.0f} MB",
            size / INSTALL_GOAL_MB,
            "≤ 1",
            size <= INSTALL_GOAL_MB,
            "the development extras (PySpark, chdb, Selenium, pytest) come with `make test` only",
        ),
        figure(
            "demo_time",
            "`make demo` in a new environment: install (uv, else pip) from the cache, then the whole walkthrough",
            f"{seconds:.0f} s",
            f"goal: {DEMO_GOAL_S:.0f} s",
            seconds / DEMO_GOAL_S,
            "≤ 1",
            seconds <= DEMO_GOAL_S,
            "installed by scripts/install.py: uv when it can be had (in parallel), else pip, with their caches warm "
            "(a machine that has installed these wheels before); no bytecode compiled at install: the walkthrough "
            "writes it for the modules it imports",
        ),
    ]


def cli_start(repeat: int) -> dict[str, Any]:
    """`sqlclarify --help` as a new process, against bare `python -c pass` in the same run; its CPU time too (on a
    busy machine the wall time waits for a core, the CPU time does not)."""
    exe = str(Path(sys.executable).with_name("sqlclarify"))
    command = [exe, "--help"] if Path(exe).exists() else [sys.executable, "-m", "sqlclarify", "--help"]
    cpu: list[float] = []
    env = with_bytecode(dict(os.environ))
    subprocess.run(command, capture_output=True, check=True, env=env)  # its bytecode written, as at install

    def help_run() -> None:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(command, capture_output=True, check=True, env=env)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu.append((after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000)

    times = interleaved_ms(
        {
            "help": help_run,
            "python": lambda: subprocess.run([sys.executable, "-c", "pass"], capture_output=True, check=True, env=env),
        },
        repeat,
    )
    return figure(
        "cli_help",
        f"`sqlclarify --help` as a new process, median of {repeat}",
        f"{times['help']:.0f} ms (CPU {statistics.median(cpu):.0f} ms)",
        f"goal: {HELP_GOAL_MS:.0f} ms (bare `python -c pass`: {times['python']:.0f} ms)",
        times["help"] / HELP_GOAL_MS,
        "≤ 1",
        times["help"] <= HELP_GOAL_MS,
        "typer only (Rich loads when a command first prints through it); the API, LangGraph, engines and model "
        "clients load when a command needs them",
    )


def measure(quick: bool = False) -> list[dict[str, Any]]:
    """The start-up figure, and (not in quick runs) the demo's install size and time."""
    figures = [cli_start(3 if quick else 9)]
    if not quick:
        figures.extend(demo_install())
    return figures


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    for row in measure(quick=parser.parse_args().quick):
        print(f"{row['id']:14s} {row['measured']:>10s}  ({row['baseline']}) {'met' if row['met'] else 'MISSED'}")
