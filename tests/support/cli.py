"""`sqlclarify ARGS` for tests: in this process by default, in a real `python -m sqlclarify` process on demand.

A new Python process costs 1–6 s (imports), and most CLI tests are about what the command prints and its exit
code, not about the process: `run_cli` calls the same `main()` with `sys.argv`, the standard streams and the
environment swapped, and returns a `subprocess.CompletedProcess` as `subprocess.run` would. Tests about the
process itself (a pause in one process answered in another, signals, a terminal, what a crash leaves behind) call
`run_process`. `SQLCLARIFY_TEST_PROCESSES=1` runs every `run_cli` in a real process too.
"""

from __future__ import annotations

import contextlib
import io
import logging
import os
import subprocess
import sys
import traceback
from collections.abc import Iterator, Mapping
from pathlib import Path

CLI = [sys.executable, "-m", "sqlclarify"]


Env = Mapping[str, str | None]  # variables to set over this process's environment; None removes one


def merged_environment(env: Env | None) -> dict[str, str]:
    """This process's environment changed by `env` (a None value removes the variable)."""
    merged = {**os.environ, **(env or {})}
    return {key: value for key, value in merged.items() if value is not None}


def run_process(
    *args: str, stdin: str | None = None, env: Env | None = None, cwd: Path | None = None
) -> subprocess.CompletedProcess:
    """`python -m sqlclarify ARGS` in a new process, with this environment changed by `env`."""
    return subprocess.run(
        [*CLI, *args],
        capture_output=True,
        text=True,
        input=stdin,
        timeout=120,
        cwd=cwd,
        env=merged_environment(env),
    )


class _Stream(io.TextIOWrapper):
    """A text stream over bytes (so `.buffer` works, as on a real stdout) that is never a terminal."""

    def __init__(self, data: bytes = b"") -> None:
        super().__init__(io.BytesIO(data), encoding="utf-8", errors="replace", newline=None, write_through=True)

    def text(self) -> str:
        self.flush()
        return self.buffer.getvalue().decode("utf-8", errors="replace")  # type: ignore[attr-defined]


@contextlib.contextmanager
def _swapped(args: list[str], stdin: str | None, env: Env | None, cwd: Path | None) -> Iterator[tuple]:
    saved = (sys.argv, sys.stdin, sys.stdout, sys.stderr, dict(os.environ), os.getcwd())
    loggers = _loggers()
    out, err = _Stream(), _Stream()
    sys.argv = ["sqlclarify", *args]
    sys.stdin = _Stream((stdin or "").encode())
    sys.stdout, sys.stderr = out, err
    environment = merged_environment(env)
    os.environ.clear()
    os.environ.update(environment)
    if cwd is not None:
        os.chdir(cwd)
    try:
        yield out, err
    finally:
        sys.argv, sys.stdin, sys.stdout, sys.stderr, environ, cwd_before = saved
        os.environ.clear()
        os.environ.update(environ)
        os.chdir(cwd_before)
        _restore(loggers)


def _loggers() -> dict[logging.Logger, tuple[list[logging.Handler], int]]:
    """Each logger's handlers and level: what a command sets up (`--log-json FILE`) ends with it, as with its
    process."""
    every = [
        logging.getLogger(),
        *(x for x in logging.Logger.manager.loggerDict.values() if isinstance(x, logging.Logger)),
    ]
    return {logger: (list(logger.handlers), logger.level) for logger in every}


def _restore(saved: dict[logging.Logger, tuple[list[logging.Handler], int]]) -> None:
    for logger in [logging.getLogger(), *logging.Logger.manager.loggerDict.values()]:
        if not isinstance(logger, logging.Logger):
            continue
        handlers, level = saved.get(logger, ([], logging.NOTSET))
        for handler in logger.handlers:
            if handler not in handlers:
                handler.close()
        logger.handlers[:] = handlers
        logger.setLevel(level)


def run_cli(
    *args: str, stdin: str | None = None, env: Env | None = None, cwd: Path | None = None
) -> subprocess.CompletedProcess:
    """`sqlclarify ARGS` in this process: its exit code, stdout and stderr as a real process would give them (an
    uncaught exception is a traceback on stderr and exit code 1, as Python's own)."""
    if os.environ.get("SQLCLARIFY_TEST_PROCESSES") == "1":
        return run_process(*args, stdin=stdin, env=env, cwd=cwd)
    from sqlclarify.faces.cli import main

    code: int = 0
    with _swapped(list(args), stdin, env, cwd) as (out, err):
        try:
            main()
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
            if isinstance(exc.code, str):
                err.write(exc.code + "\n")
        except BaseException:  # a crash: what Python prints for an uncaught exception
            err.write(traceback.format_exc())
            code = 1
        stdout, stderr = out.text(), err.text()
    return subprocess.CompletedProcess([*CLI, *args], code, stdout, stderr)
