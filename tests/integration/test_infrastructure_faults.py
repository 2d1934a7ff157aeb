"""Infrastructure faults under the CLI: one line on stderr and exit 1 (never 2, which means bad input), no
traceback; the thread store works again once the fault is gone."""

from __future__ import annotations

import functools
import json
import resource
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import CHINOOK
from tests.integration.test_model_path import ASK_YEAR
from tests.support.cli import run_cli
from tests.support.postgres import PostgresServer, pg_bin, start_postgres


@pytest.fixture
def own_postgres() -> Iterator[PostgresServer]:
    if pg_bin() is None:
        pytest.skip("PostgreSQL server binaries (initdb, pg_ctl) are not installed")
    server = start_postgres()
    yield server
    server.stop()


def sqlclarify(*args: str, preexec_fn=None, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "sqlclarify", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        preexec_fn=preexec_fn,
    )


def one_line(done: subprocess.CompletedProcess[str]) -> bool:
    return done.stderr.startswith("error:") and done.stderr.strip().count("\n") == 0 and "Traceback" not in done.stderr


def test_postgres_killed_mid_turn_is_one_line_and_exit_1(own_postgres: PostgresServer, openai_server) -> None:
    """In this process (the fault is the server's, not the command's): a call waits 2 s for a connection
    (SQLCLARIFY_PG_POOL_WAIT_S) rather than 10 before its one line."""
    url = own_postgres.create_database("threads")
    sqlclarify = functools.partial(run_cli, env={"SQLCLARIFY_PG_POOL_WAIT_S": "2"})
    assert sqlclarify("threads", "--checkpoint", url).returncode == 0  # tables made
    openai_server.push(ASK_YEAR | {"delay": 3.0})

    def kill_while_the_model_thinks() -> None:
        deadline = time.monotonic() + 60
        while not openai_server.requests and time.monotonic() < deadline:
            time.sleep(0.05)
        own_postgres.kill()

    killer = threading.Thread(target=kill_while_the_model_thinks)
    killer.start()
    try:
        done = sqlclarify("ask", "which artist sold the most tracks?", "--db", str(CHINOOK), "--checkpoint", url)
    finally:
        killer.join()
        own_postgres.start()
    assert done.returncode == 1, done.stderr
    assert one_line(done), done.stderr
    again = sqlclarify("threads", "--checkpoint", url)
    assert again.returncode == 0, again.stderr


def test_a_full_disk_is_one_line_and_exit_1(isolated_env: Path) -> None:
    """A paused thread answered on a full disk: the claim (the first write) fails in one line, the thread stays
    paused, and once there is room the answer goes through."""
    paused = run_cli("ask", "rev for ID last month", "--json")  # in this process; the full disk is a process's
    thread = json.loads(paused.stdout)["thread_id"]

    def disk_full() -> None:  # no write past the first 4 KiB of any file: the database's pages are further
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))

    done = sqlclarify("answer", thread, "--set", "metric=1", preexec_fn=disk_full)
    assert done.returncode == 1, done.stderr
    assert one_line(done), done.stderr
    answered = run_cli("answer", thread, "--set", "metric=1")
    assert answered.returncode == 0, answered.stderr
