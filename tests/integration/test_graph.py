"""The compiled graph used directly, as `langgraph dev` and LangGraph users do."""

import json
import logging
import sqlite3
from pathlib import Path

import pytest
from langgraph.types import Command

from sqlclarify.context import Context
from sqlclarify.graph import build_graph, graph
from sqlclarify.threads import open_checkpointer
from tests.conftest import ROOT, TODAY


def test_server_graph_has_no_checkpointer_and_langgraph_json_points_at_it() -> None:
    from sqlclarify.faces.langgraph_server.graph import graph as served

    assert graph.checkpointer is None and served.checkpointer is None
    config = json.loads((ROOT / "langgraph.json").read_text())
    assert config["graphs"]["sqlclarify"] == "./src/sqlclarify/faces/langgraph_server/graph.py:graph"
    assert (
        set(served.get_graph().nodes)
        == set(graph.get_graph().nodes)
        >= {
            "classify",
            "disambiguate",
            "clarify",
            "generate_sql",
            "validate",
            "execute",
            "respond",
        }
    )


def test_invoke_interrupt_and_resume_with_command(demo_db: Path, tmp_path: Path) -> None:
    app = build_graph(open_checkpointer(tmp_path / "cp.sqlite"))
    config = {"configurable": {"thread_id": "t1"}}
    context = Context(database=str(demo_db), today=TODAY)
    paused = app.invoke({"question": "DAU last month"}, config, context=context)
    (interrupt,) = paused["__interrupt__"]
    assert [q["id"] for q in interrupt.value["questions"]] == ["market"]
    done = app.invoke(Command(resume={"market": "SG"}), config, context=context)
    assert done["status"] == "answered" and done["rows"][0][0] > 10_000


class EventLog(logging.Handler):
    """Every structured event the nodes emit, in order: the side effects a test can see."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.events: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.events.append(record.getMessage())


@pytest.fixture
def event_log():
    logger = logging.getLogger("sqlclarify.events")
    handler, level = EventLog(), logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    yield handler
    logger.removeHandler(handler)
    logger.setLevel(level)


def test_resume_reruns_clarify_without_side_effects(demo_db: Path, tmp_path: Path, event_log: EventLog) -> None:
    """Code before interrupt() runs twice on resume: whatever it does must not show twice, in the events the
    nodes emit or in the thread."""
    path = tmp_path / "cp.sqlite"
    app = build_graph(open_checkpointer(path))
    config = {"configurable": {"thread_id": "t2"}}
    context = Context(database=str(demo_db), today=TODAY)
    app.invoke({"question": "rev for ID in Nov 2025"}, config, context=context)
    before_pause = list(event_log.events)
    app.invoke(Command(resume="2"), config, context=context)
    after_resume = event_log.events[len(before_pause) :]
    assert "executed" in after_resume  # the turn ran to the end, and the log saw it
    repeated = [event for event in after_resume if event in before_pause]
    assert repeated == [], f"events emitted before the pause and again on resume: {repeated}"
    assert len(set(event_log.events)) == len(event_log.events), event_log.events
    state = app.get_state(config).values
    assert state["clarification_rounds"] == 1 and state["turn"] == 1
    assert sqlite3.connect(path).execute("PRAGMA integrity_check").fetchone() == ("ok",)
