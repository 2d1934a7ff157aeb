"""The compiled graph used directly, as `langgraph dev` and LangGraph users do."""

import json
import sqlite3
from pathlib import Path

from langgraph.types import Command

from sqlclarify.context import Context
from sqlclarify.graph import build_graph, graph
from sqlclarify.threads import open_checkpointer
from tests.conftest import ROOT, TODAY


def test_server_graph_has_no_checkpointer_and_langgraph_json_points_at_it() -> None:
    assert graph.checkpointer is None
    config = json.loads((ROOT / "langgraph.json").read_text())
    assert config["graphs"]["sqlclarify"] == "./src/sqlclarify/graph.py:graph"
    assert set(graph.get_graph().nodes) >= {
        "classify",
        "disambiguate",
        "clarify",
        "generate_sql",
        "validate",
        "execute",
        "respond",
    }


def test_invoke_interrupt_and_resume_with_command(demo_db: Path, tmp_path: Path) -> None:
    app = build_graph(open_checkpointer(tmp_path / "cp.sqlite"))
    config = {"configurable": {"thread_id": "t1"}}
    context = Context(database=str(demo_db), today=TODAY)
    paused = app.invoke({"question": "DAU last month"}, config, context=context)
    (interrupt,) = paused["__interrupt__"]
    assert [q["id"] for q in interrupt.value["questions"]] == ["market"]
    done = app.invoke(Command(resume={"market": "SG"}), config, context=context)
    assert done["status"] == "answered" and done["rows"][0][0] > 10_000


def test_resume_reruns_clarify_without_side_effects(demo_db: Path, tmp_path: Path) -> None:
    """Code before interrupt() runs twice on resume; the thread must hold one clean turn."""
    path = tmp_path / "cp.sqlite"
    app = build_graph(open_checkpointer(path))
    config = {"configurable": {"thread_id": "t2"}}
    context = Context(database=str(demo_db), today=TODAY)
    app.invoke({"question": "rev for ID in Nov 2025"}, config, context=context)
    app.invoke(Command(resume="2"), config, context=context)
    state = app.get_state(config).values
    assert state["clarification_rounds"] == 1 and state["turn"] == 1
    assert sqlite3.connect(path).execute("PRAGMA integrity_check").fetchone() == ("ok",)
