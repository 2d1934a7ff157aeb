"""`make bench`: the design held to numbers. Writes benchmarks/RESULTS.md.

Every figure is a ratio against a baseline measured in the same run (machines are noisy); the targets
come from the project's issue. Nothing here is a test: nothing fails when a target is missed.
"""

from __future__ import annotations

import itertools
import json
import os
import platform
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.messages.utils import count_tokens_approximately
from langchain_core.outputs import ChatGeneration, ChatResult
from langgraph.checkpoint.sqlite import SqliteSaver
from langgraph.graph import END, START, StateGraph
from typing_extensions import TypedDict

from sqlclarify import Agent
from sqlclarify.demo.warehouse import build_warehouse
from sqlclarify.demo.wide_schema import build_wide_database
from sqlclarify.warehouse import open_warehouse
from sqlclarify.warehouse.guard import validate_sql

ROOT = Path(__file__).resolve().parents[1]
SPIDER = ROOT / "tests" / "data" / "spider_dev"
CHINOOK = ROOT / "examples" / "chinook" / "Chinook_Sqlite.sqlite"
TMP = Path(tempfile.mkdtemp(prefix="sqlclarify-bench-"))
DEMO = TMP / "demo.sqlite"
QUESTION = "DAU for ID in Nov 2025"


def median_ms(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        fn()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


# 1. turn overhead -------------------------------------------------------------------------------


class BareState(TypedDict, total=False):
    question: str
    step: int


def bare_graph(path: Path):
    builder = StateGraph(BareState)
    names = ["a", "b", "c", "d", "e"]
    for i, name in enumerate(names):
        builder.add_node(name, lambda state, i=i: {"step": i})
    builder.add_edge(START, "a")
    for first, second in itertools.pairwise(names):
        builder.add_edge(first, second)
    builder.add_edge("e", END)
    return builder.compile(checkpointer=SqliteSaver(sqlite3.connect(path, check_same_thread=False)))


def turn_overhead(repeat: int = 40) -> dict[str, Any]:
    agent = Agent(database=str(DEMO), checkpoint=str(TMP / "turns.sqlite"), today="2026-01-10")
    agent.ask(QUESTION)  # warm caches (schema, catalog)
    ours = median_ms(lambda: agent.ask(QUESTION), repeat)
    bare = bare_graph(TMP / "bare.sqlite")
    counter = iter(range(10**6))
    bare.invoke({"question": QUESTION}, {"configurable": {"thread_id": "warm"}})
    baseline = median_ms(
        lambda: bare.invoke({"question": QUESTION}, {"configurable": {"thread_id": f"t{next(counter)}"}}), repeat
    )
    agent.close()
    return {"ours_ms": ours, "baseline_ms": baseline, "ratio": ours / baseline}


# 2. checkpoint growth ---------------------------------------------------------------------------


def stored_bytes(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        checkpoints = conn.execute("SELECT COALESCE(SUM(LENGTH(checkpoint) + LENGTH(metadata)), 0) FROM checkpoints")
        writes = conn.execute("SELECT COALESCE(SUM(LENGTH(value)), 0) FROM writes")
        return checkpoints.fetchone()[0] + writes.fetchone()[0]
    finally:
        conn.close()


def checkpoint_growth(turns: int = 50) -> dict[str, Any]:
    path = TMP / "growth.sqlite"
    agent = Agent(database=str(DEMO), checkpoint=str(path), today="2026-01-10")
    long_thread = agent.ask(QUESTION).thread_id
    sizes = [stored_bytes(path)]
    added = [sizes[0]]
    for turn in range(2, turns + 1):
        agent.ask(f"same for {['TH', 'ID', 'VN'][turn % 3]}", thread_id=long_thread)
        sizes.append(stored_bytes(path))
        added.append(sizes[-1] - sizes[-2])
    short_thread = agent.ask(QUESTION).thread_id  # one turn, in the same file
    # interleaved, so both figures see the same machine noise
    timings: dict[int, list[float]] = {1: [], turns: []}
    for _ in range(300):
        for turn_count, thread in ((1, short_thread), (turns, long_thread)):
            started = time.perf_counter()
            agent.graph.get_state({"configurable": {"thread_id": thread}})
            timings[turn_count].append((time.perf_counter() - started) * 1000)
    get_state = {k: statistics.median(v) for k, v in timings.items()}
    agent.close()
    return {
        "added_turn_1": added[0],
        f"added_turn_{turns}": added[-1],
        "bytes_ratio": added[-1] / added[0],
        "get_state_ms_turn_1": get_state[1],
        f"get_state_ms_turn_{turns}": get_state[turns],
        "get_state_ratio": get_state[turns] / get_state[1],
        "curve": {t: added[t - 1] for t in (1, 2, 5, 10, 20, 30, 40, 50) if t <= turns},
        "total_bytes": sizes[-1],
    }


# 3. validation ----------------------------------------------------------------------------------


def validation_speed() -> dict[str, Any]:
    gold = json.loads((SPIDER / "spider_dev_gold.json").read_text())

    def db(record: dict) -> Path:
        return SPIDER / "database" / record["db_id"] / f"{record['db_id']}.sqlite"

    for record in gold:  # warm the schema caches, as a long-running agent has them
        validate_sql(record["gold_sql"], db(record))
    full, static, explain_only = [], [], []
    for record in gold:
        started = time.perf_counter()
        validate_sql(record["gold_sql"], db(record))
        full.append((time.perf_counter() - started) * 1000)
        started = time.perf_counter()
        validate_sql(record["gold_sql"], db(record), dry_run=False)
        static.append((time.perf_counter() - started) * 1000)
        started = time.perf_counter()
        open_warehouse(str(db(record))).explain(record["gold_sql"])
        explain_only.append((time.perf_counter() - started) * 1000)
    return {
        "queries": len(gold),
        "validate_ms": statistics.median(full),
        "static_checks_ms": statistics.median(static),
        "explain_ms": statistics.median(explain_only),
        "ratio_to_explain": statistics.median(full) / statistics.median(explain_only),
    }


# 4. cold start ----------------------------------------------------------------------------------


def command_ms(args: list[str], repeat: int = 7, env: dict | None = None) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        subprocess.run(args, capture_output=True, check=True, env=env)
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def cold_start() -> dict[str, Any]:
    env = {**os.environ, "SQLCLARIFY_DB": str(DEMO), "SQLCLARIFY_CHECKPOINT": str(TMP / "cold.sqlite")}
    exe = str(Path(sys.executable).with_name("sqlclarify"))
    baseline = command_ms([sys.executable, "-c", "import langgraph.graph"], env=env)
    help_ms = command_ms([exe, "--help"], env=env)
    ask_ms = command_ms([exe, "ask", QUESTION], env=env)
    return {
        "baseline_ms": baseline,
        "help_ms": help_ms,
        "ask_ms": ask_ms,
        "help_ratio": help_ms / baseline,
        "ask_ratio": ask_ms / baseline,
    }


# 5. prompt size ---------------------------------------------------------------------------------


class RecordingModel(BaseChatModel):
    """Records the tokens of every prompt; proceeds, then submits a fixed query."""

    sql: str
    prompts: list[int] = []  # noqa: RUF012 - a pydantic field
    tools: list[str] = []  # noqa: RUF012

    @property
    def _llm_type(self) -> str:
        return "recording"

    def bind_tools(self, tools: Any, **kwargs: Any) -> RecordingModel:
        bound = self.model_copy(update={"tools": [t["function"]["name"] for t in tools]})
        bound.prompts = self.prompts  # one shared record
        return bound

    def _generate(
        self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kw: Any
    ) -> ChatResult:
        self.prompts.append(count_tokens_approximately(messages))
        if "submit_sql" in self.tools:
            call = {"name": "submit_sql", "args": {"sql": self.sql, "explanation": "x"}, "id": "s"}
        else:
            call = {"name": "proceed_to_sql", "args": {"question": "q"}, "id": "p"}
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content="", tool_calls=[call]))])


def prompt_size(turns: int = 30) -> dict[str, Any]:
    model = RecordingModel(sql="SELECT Name FROM Artist ORDER BY Name LIMIT 3")
    with Agent(database=str(CHINOOK), checkpoint=str(TMP / "prompts.sqlite"), model=model) as agent:
        thread = None
        per_turn = []
        for _ in range(turns):
            before = len(model.prompts)
            thread = agent.ask("which artists come first alphabetically?", thread_id=thread).thread_id
            per_turn.append(model.prompts[before])  # the classify prompt of the turn
    schema = {}
    for tables in (10, 150):
        db = build_wide_database(TMP / f"wide{tables}.sqlite", tables)
        wide = RecordingModel(sql="SELECT name FROM artist")
        with Agent(database=str(db), checkpoint=str(TMP / f"wide{tables}-cp.sqlite"), model=wide) as agent:
            agent.ask("which artist sold the most albums?")
        schema[tables] = wide.prompts[0]
    return {
        "turn_1_tokens": per_turn[0],
        f"turn_{turns}_tokens": per_turn[-1],
        "turn_ratio": per_turn[-1] / per_turn[0],
        "tables_10_tokens": schema[10],
        "tables_150_tokens": schema[150],
        "schema_ratio": schema[150] / schema[10],
    }


# report -----------------------------------------------------------------------------------------


def machine() -> str:
    cpu = ""
    try:
        cpu = next(
            line.split(":", 1)[1].strip()
            for line in Path("/proc/cpuinfo").read_text().splitlines()
            if line.startswith("model name")
        )
    except (OSError, StopIteration):
        cpu = platform.processor()
    return (
        f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores, {cpu}; Python {platform.python_version()}"
    )


def verdict(value: float, target: float) -> str:
    return f"{value:.2f}× (target ≤ {target}×) {'met' if value <= target else 'MISSED'}"


def main() -> None:
    build_warehouse(DEMO, end=date(2026, 1, 9))  # the day before the benchmarks' pinned today
    results = {
        "turn": turn_overhead(),
        "growth": checkpoint_growth(),
        "validation": validation_speed(),
        "cold": cold_start(),
        "prompt": prompt_size(),
    }
    t, g, v, c, p = (results[k] for k in ("turn", "growth", "validation", "cold", "prompt"))
    curve = " · ".join(f"turn {turn}: {size:,} B" for turn, size in g["curve"].items())
    lines = [
        "# Benchmarks",
        "",
        f"- date: {datetime.now(UTC).strftime('%Y-%m-%d %H:%M UTC')}",
        f"- machine: {machine()}",
        "- command: `make bench` (`python benchmarks/run.py`)",
        "- every figure is a ratio against a baseline measured in the same run",
        "",
        "| # | what | measured | baseline | ratio |",
        "|---|---|---|---|---|",
        f"| 1 | full catalog turn (question → SQL → validated → executed), median | {t['ours_ms']:.1f} ms | "
        f"bare 5-node graph, same SQLite checkpointer: {t['baseline_ms']:.1f} ms | {verdict(t['ratio'], 2.0)} |",
        f"| 2a | checkpoint bytes added by turn 50 of one thread | {g['added_turn_50']:,} B | turn 1: "
        f"{g['added_turn_1']:,} B | {verdict(g['bytes_ratio'], 1.5)} |",
        f"| 2b | `get_state` at turn 50, median | {g['get_state_ms_turn_50']:.2f} ms | turn 1: "
        f"{g['get_state_ms_turn_1']:.2f} ms | {verdict(g['get_state_ratio'], 1.5)} |",
        f"| 3 | validate one Spider gold query, median of {v['queries']} | {v['validate_ms']:.2f} ms "
        f"(target ≤ 5 ms: {'met' if v['validate_ms'] <= 5 else 'MISSED'}; static checks alone "
        f"{v['static_checks_ms']:.2f} ms) | EXPLAIN alone: {v['explain_ms']:.2f} ms | {v['ratio_to_explain']:.2f}× |",
        f'| 4a | `sqlclarify --help`, median of 7 | {c["help_ms"]:.0f} ms | `python -c "import langgraph.graph"`: '
        f"{c['baseline_ms']:.0f} ms | {verdict(c['help_ratio'], 1.2)} |",
        f'| 4b | `sqlclarify ask "{QUESTION}"`, median of 7 | {c["ask_ms"]:.0f} ms | same | '
        f"{verdict(c['ask_ratio'], 2.0)} |",
        f"| 5a | tokens sent to the model at turn 30 of a thread | {p['turn_30_tokens']:,} | turn 1: "
        f"{p['turn_1_tokens']:,} | {verdict(p['turn_ratio'], 1.3)} |",
        f"| 5b | tokens sent for a 150-table schema | {p['tables_150_tokens']:,} | 10 tables: "
        f"{p['tables_10_tokens']:,} | {verdict(p['schema_ratio'], 2.0)} |",
        "",
        f"Checkpoint growth curve (bytes added per turn): {curve}. Total after 50 turns: {g['total_bytes']:,} B.",
        "",
    ]
    notes = Path(__file__).with_name("NOTES.md")
    if notes.exists():
        lines += [notes.read_text().strip(), ""]
    lines += ["Raw figures:", "", "```json", json.dumps(results, indent=2, default=str), "```", ""]
    out = Path(__file__).with_name("RESULTS.md")
    out.write_text("\n".join(lines))
    print("\n".join(lines[:22]))
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
