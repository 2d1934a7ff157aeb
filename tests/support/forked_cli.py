"""`sqlclarify ARGS` in real processes that skip Python's start: forked from a server that imported the CLI once.

The crash and concurrency tests need real processes (killed with SIGKILL, several at once on one thread store),
but not a new interpreter each: a new one spends 1–2 CPU-seconds on imports before the command starts. Here
multiprocessing's forkserver, with the command line and the agent preloaded, forks each process; the process then
takes the test's environment and working folder, sends its stdout and stderr to files, and runs the same `main()`
as `python -m sqlclarify`. Each is a separate process with its own memory and connections (none is open in the
server when it forks). `SQLCLARIFY_TEST_PROCESSES=1` starts `python -m sqlclarify` instead, as before.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.support.cli import Env, merged_environment

# imported once, in the fork server, before it forks any command
PRELOAD = ["sqlclarify.faces.cli", "sqlclarify.agent", "sqlclarify.graph"]
_context = None


def _forkserver():
    global _context
    if _context is None:
        _context = multiprocessing.get_context("forkserver")
        _context.set_forkserver_preload(PRELOAD)
    return _context


def _mark(path: str, word: str) -> None:
    with open(path, "a") as marks:
        marks.write(f"{word} {time.time()}\n")


def _command(args: list[str], env: dict[str, str], cwd: str, out: str, err: str, marks: str | None) -> None:
    """The forked process: the test's environment, folder and files, then the command line's main()."""
    for fd, path in ((1, out), (2, err)):
        handle = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.dup2(handle, fd)
        os.close(handle)
    sys.stdout = open(1, "w", encoding="utf-8", closefd=False)  # noqa: SIM115 (the process's own stdout)
    sys.stderr = open(2, "w", encoding="utf-8", closefd=False)  # noqa: SIM115
    os.environ.clear()
    os.environ.update(env)
    os.chdir(cwd)
    sys.argv = ["sqlclarify", *args]
    if marks is not None:  # the graph run of each turn marked in a file ("start <time>", "end <time>")
        import sqlclarify.agent as agent

        original = agent.Agent._run

        def marked_run(self, *a, **k):
            _mark(marks, "start")
            try:
                return original(self, *a, **k)
            finally:
                _mark(marks, "end")

        agent.Agent._run = marked_run
    from sqlclarify.faces.cli import main

    try:
        main()
    finally:
        sys.stdout.flush()
        sys.stderr.flush()


class ForkedCli:
    """A `sqlclarify` process started by `start_cli`: `pid`, `poll()`, `wait()`, `kill()`, `send_signal()` and
    `communicate()` as a subprocess.Popen's (text stdout and stderr)."""

    def __init__(self, process, out: Path, err: Path) -> None:
        self._process = process
        self._out, self._err = out, err
        self._texts: tuple[str, ...] | None = None
        self.pid = process.pid

    @property
    def returncode(self) -> int | None:
        return self._process.exitcode  # -9 when killed by SIGKILL, as Popen's

    def poll(self) -> int | None:
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        self._process.join(timeout)
        if self._process.exitcode is None:
            raise subprocess.TimeoutExpired(["sqlclarify"], timeout or 0)
        return self._process.exitcode

    def send_signal(self, signal: int) -> None:
        """As Popen's: nothing once the process has ended (reaped by a poll, its pid may be gone or reused)."""
        if self._process.exitcode is not None:
            return
        with contextlib.suppress(ProcessLookupError):  # it ended between the look and the signal
            os.kill(self.pid, signal)

    def kill(self) -> None:
        self._process.kill()

    def communicate(self, timeout: float | None = None) -> tuple[str, str]:
        """Its stdout and stderr once it has ended (their files removed then; a second call returns them again)."""
        self.wait(timeout)
        if self._texts is None:
            self._texts = tuple(p.read_text(encoding="utf-8", errors="replace") for p in (self._out, self._err))
            shutil.rmtree(self._out.parent, ignore_errors=True)
        return self._texts  # type: ignore[return-value]


def start_cli(*args: str, marks: Path | None = None, env: Env | None = None) -> ForkedCli | subprocess.Popen:
    """`sqlclarify ARGS` in a new process, now, with this process's environment changed by `env` (None removes a
    variable) and its folder; `marks`: a file where each graph run of the command writes "start <time>" and
    "end <time>"."""
    environment = merged_environment(env)
    if os.environ.get("SQLCLARIFY_TEST_PROCESSES") == "1":
        return _start_python(list(args), marks, environment)
    folder = Path(tempfile.mkdtemp(prefix="sqlclarify-forked-"))
    out, err = folder / "stdout", folder / "stderr"
    process = _forkserver().Process(
        target=_command,
        args=(list(args), environment, os.getcwd(), str(out), str(err), str(marks) if marks else None),
        daemon=False,
    )
    process.start()
    return ForkedCli(process, out, err)


MARKED_CLI = """
import sys
from tests.support.forked_cli import _mark
import sqlclarify.agent as agent
import os, runpy
original = agent.Agent._run
def marked_run(self, *args, **kwargs):
    _mark(os.environ["SQLCLARIFY_TEST_RUN_MARKS"], "start")
    try:
        return original(self, *args, **kwargs)
    finally:
        _mark(os.environ["SQLCLARIFY_TEST_RUN_MARKS"], "end")
agent.Agent._run = marked_run
sys.argv = ["sqlclarify", *sys.argv[1:]]
runpy.run_module("sqlclarify.faces.cli", run_name="__main__")
"""


def _start_python(args: list[str], marks: Path | None, env: dict[str, str]) -> subprocess.Popen:
    """`python -m sqlclarify ARGS` (SQLCLARIFY_TEST_PROCESSES=1): a new interpreter, imports and all."""
    if marks is None:
        command = [sys.executable, "-m", "sqlclarify", *args]
    else:
        env["SQLCLARIFY_TEST_RUN_MARKS"] = str(marks)
        root = str(Path(__file__).resolve().parents[2])
        env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH")) if p)
        command = [sys.executable, "-c", MARKED_CLI, *args]
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def run_forked(*args: str, env: Env | None = None) -> subprocess.CompletedProcess:
    """`sqlclarify ARGS` in a new process (start_cli), to its end: its exit code, stdout and stderr."""
    process = start_cli(*args, env=env)
    out, err = process.communicate(timeout=120)
    return subprocess.CompletedProcess(["sqlclarify", *args], process.returncode, out, err)
