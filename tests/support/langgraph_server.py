"""A real `langgraph dev` server from the repository's langgraph.json, on a free loopback port."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from tests.conftest import ROOT


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def langgraph_dev(env: dict[str, str], log_path: Path, startup_s: float = 90) -> Iterator[str]:
    """Start `langgraph dev` with `env` (the whole environment), yield its URL, stop it (its process group)."""
    import httpx

    port = free_port()
    env = {**env, "LANGGRAPH_CLI_NO_ANALYTICS": "1", "LANGGRAPH_NO_VERSION_CHECK": "true"}
    langgraph = str(Path(sys.executable).with_name("langgraph"))
    with open(log_path, "w") as log:
        proc = subprocess.Popen(
            [langgraph, "dev", "--no-browser", "--no-reload", "--port", str(port), "--host", "127.0.0.1"],
            cwd=ROOT,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        url = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + startup_s
            while time.monotonic() < deadline and proc.poll() is None:
                try:
                    if httpx.get(f"{url}/ok", timeout=2).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                time.sleep(0.5)
            else:
                raise RuntimeError(f"langgraph dev did not start:\n{log_path.read_text()[-3000:]}")
            yield url
        finally:
            with contextlib.suppress(ProcessLookupError):  # a server that refused to start is gone already
                os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
