"""The MCP server under many clients: `sqlclarify mcp --http` as a real process, its model a loopback
OpenAI-compatible server that takes MODEL_DELAY_S per call (as a hosted model does), clients over real HTTP.

- 20 clients at once, each asking and answering (a model question, its answer, the SQL): the p95 of one
  ask+answer against the p95 of one client alone, in the same run. Goal ≤ 2×: calls run in a pool of workers,
  so clients wait on the model side by side instead of one after the other.
- a `threads()` call while another client's call waits on a slow model: goal ≤ 100 ms.

`measure()` returns one dict per figure; `python benchmarks/mcp_load.py [--quick]` prints them.
"""

from __future__ import annotations

import functools
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import anyio

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.fake_openai import ScriptedOpenAI  # noqa: E402
from tests.integration.test_model_path import ASK_YEAR, PROCEED, SUBMIT  # noqa: E402
from tests.support.mcp_http import call, client, mcp_process  # noqa: E402

CHINOOK = ROOT / "examples" / "chinook" / "Chinook_Sqlite.sqlite"
QUESTION = "which artist sold the most tracks?"
SLOW_QUESTION = "which artist sold the most tracks, slowly?"
MODEL_DELAY_S = 0.3
SLOW_MODEL_S = 5.0


class ModelByConversation(ScriptedOpenAI):
    """Replies chosen from the request, not from a queue, so many clients at once each get the right one: the
    year question first, then proceed once the conversation holds the answer, then the SQL."""

    def _next(self, body: dict[str, Any]) -> dict[str, Any]:
        tools = [t["function"]["name"] for t in body.get("tools", [])]
        text = json.dumps(body.get("messages", []))
        if "submit_sql" in tools:
            return SUBMIT | {"delay": MODEL_DELAY_S}
        if "slowly" in text:
            return {"content": "Still thinking.", "delay": SLOW_MODEL_S}
        reply = PROCEED if "Which year?" in text else ASK_YEAR
        return reply | {"delay": MODEL_DELAY_S}


def row(id: str, what: str, measured: str, baseline: str, ratio: float, goal: float, note: str) -> dict[str, Any]:
    return {
        "id": id,
        "what": what,
        "measured": measured,
        "baseline": baseline,
        "ratio": round(ratio, 2),
        "goal": goal,
        "met": ratio <= goal,
        "note": note,
    }


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


async def _pairs(server: str, rounds: int, times: list[float], failures: list[str]) -> None:
    async with client(server) as connected:
        for _ in range(rounds):
            started = time.perf_counter()
            is_error, text, paused = await call(connected, "ask", question=QUESTION)
            if is_error or paused.get("status") != "needs_clarification":
                failures.append(text)
                continue
            is_error, text, done = await call(
                connected, "answer", thread_id=paused["thread_id"], answers={"year": "2012"}
            )
            if is_error or done.get("status") != "answered":
                failures.append(text)
                continue
            times.append(time.perf_counter() - started)


async def _load(server: str, clients: int, rounds: int) -> tuple[list[float], list[str]]:
    times: list[float] = []
    failures: list[str] = []
    async with anyio.create_task_group() as group:
        for _ in range(clients):
            group.start_soon(_pairs, server, rounds, times, failures)
    return times, failures


async def _reads(server: str, count: int, during_slow_call: bool) -> list[float]:
    read_s: list[float] = []
    async with client(server) as slow, client(server) as reader:
        await call(reader, "threads")  # the session is warm
        async with anyio.create_task_group() as group:
            if during_slow_call:
                group.start_soon(functools.partial(call, slow, "ask", question=SLOW_QUESTION))
                await anyio.sleep(0.5)
            for _ in range(count):
                started = time.perf_counter()
                await call(reader, "threads")
                read_s.append(time.perf_counter() - started)
            group.cancel_scope.cancel()
    return read_s


def measure() -> list[dict[str, Any]]:
    """The full size only: the quick bench (a smoke test on a busy machine) leaves this module out."""
    return measure_at(clients=20, rounds=10, solo_rounds=10)


def measure_at(clients: int, rounds: int, solo_rounds: int) -> list[dict[str, Any]]:
    model = ModelByConversation().start()
    scratch = Path(tempfile.mkdtemp(prefix="sqlclarify-mcp-load-"))
    env = {
        "OPENAI_BASE_URL": model.base_url,
        "OPENAI_API_KEY": "bench-key",
        "SQLCLARIFY_MODEL": "openai:bench-model",
        "SQLCLARIFY_CHECKPOINT": str(scratch / "threads.sqlite"),
        "SQLCLARIFY_TODAY": "2026-01-10",
        "XDG_DATA_HOME": str(scratch / "data"),
        "XDG_CACHE_HOME": str(scratch / "cache"),
    }
    try:
        with mcp_process("--db", str(CHINOOK), env=env) as server:
            anyio.run(_load, server, 1, 1)  # warm: the first turn loads the schema and the model client
            solo, solo_failed = anyio.run(_load, server, 1, solo_rounds)
            many, many_failed = anyio.run(_load, server, clients, rounds)
            idle = anyio.run(_reads, server, 5, False)
            busy = anyio.run(_reads, server, 5, True)
    finally:
        model.stop()
    failed = len(solo_failed) + len(many_failed)
    solo_p95, many_p95 = p95(solo), p95(many)
    read_ms = statistics.median(busy) * 1000
    return [
        row(
            "mcp.concurrent_p95",
            f"{clients} MCP clients at once, {rounds} ask+answer each (model {MODEL_DELAY_S:.1f} s a call): p95 of "
            "one ask+answer",
            f"{many_p95 * 1000:.0f} ms",
            f"{solo_p95 * 1000:.0f} ms (one client alone)",
            many_p95 / solo_p95,
            2.0,
            f"{len(many)} pairs, {failed} failed",
        ),
        row(
            "mcp.read_beside_slow_model",
            f"a threads() call while another client's call waits {SLOW_MODEL_S:.0f} s on the model (median of 5)",
            f"{read_ms:.0f} ms",
            "100 ms budget",
            read_ms / 100,
            1.0,
            f"idle server: {statistics.median(idle) * 1000:.0f} ms",
        ),
    ]


if __name__ == "__main__":
    sizes = {"clients": 5, "rounds": 2, "solo_rounds": 4} if "--quick" in sys.argv else {}
    for figure in measure_at(**sizes) if sizes else measure():
        print(json.dumps(figure))
