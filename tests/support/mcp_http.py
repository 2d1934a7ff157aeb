"""`sqlclarify mcp --http` as a real process on a free loopback port, clients with a bearer token, and raw HTTP
requests for what the SDK's client would never send (no token, odd Host or Origin headers)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "probe", "version": "0"}},
}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextmanager
def mcp_process(*args: str, env: dict[str, str] | None = None, port: int | None = None) -> Iterator[str]:
    """A running `sqlclarify mcp --http 127.0.0.1:PORT ARGS…`; yields its endpoint URL."""
    port = port or free_port()
    command = [sys.executable, "-m", "sqlclarify", "mcp", "--http", f"127.0.0.1:{port}", *args]
    process = subprocess.Popen(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env={**os.environ, **(env or {})}
    )
    try:
        wait_for_port(process, port)
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def wait_for_port(process: subprocess.Popen, port: int, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and process.poll() is None:
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise AssertionError(f"the MCP server did not start: {process.stderr.read() if process.stderr else ''}")


def client(url: str, token: str | None = None, **options: Any) -> Client:
    """An SDK client of `url` that sends `token` as its bearer token."""
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    transport = streamable_http_client(url, http_client=create_mcp_http_client(headers=headers))
    return Client(transport, **options)


async def call(connected: Client, tool: str, **arguments: Any) -> tuple[bool, str, dict[str, Any]]:
    result = await connected.call_tool(tool, arguments)
    return result.is_error, result.content[0].text, result.structured_content or {}


def raw(
    url: str, headers: dict[str, str] | None = None, body: dict[str, Any] | None = None
) -> tuple[int, dict[str, str], str]:
    """One HTTP request (POST with a JSON body, else GET): status, headers (lower-case names), body text."""
    data = json.dumps(body).encode() if body is not None else None
    sent = {"Accept": "application/json, text/event-stream", **(headers or {})}
    if data is not None:
        sent["Content-Type"] = "application/json"
    request = urllib.request.Request(url, data=data, headers=sent, method="POST" if data is not None else "GET")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, {k.lower(): v for k, v in response.headers.items()}, response.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, {k.lower(): v for k, v in exc.headers.items()}, exc.read().decode()
