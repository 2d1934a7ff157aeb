"""A metric shortlist on a 1,000-metric catalog, through the Python API: the thread waits on a bad name."""

import sys
from pathlib import Path

import pytest

from sqlclarify import Agent
from sqlclarify.errors import InputError
from sqlclarify.forms import form_answers

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from big_catalog import write_catalog_files


def test_no_then_a_metric_not_listed_answers_and_a_bad_name_leaves_the_thread_waiting(tmp_path: Path) -> None:
    catalog = tmp_path / "catalog"
    write_catalog_files(catalog, metrics=1000)  # the demo's metrics and measures: the demo warehouse answers
    with Agent(catalog=str(catalog)) as agent:
        turn = agent.ask("clikcs for ID in Dec 2025")
        assert [q.id for q in turn.questions] == ["metric_confirm"]
        turn = agent.answer(turn.thread_id, "no")
        (question,) = turn.questions
        assert question.id == "metric" and len(question.options) <= 8
        assert question.options[0].label == "Click-through rate (CTR)"
        with pytest.raises(InputError, match=r"^'wombat index' is not a metric") as raised:
            agent.answer(turn.thread_id, "wombat index")
        assert "\n" not in str(raised.value)
        waiting = agent.current(turn.thread_id)
        assert waiting.status == "needs_clarification" and waiting.questions == turn.questions
        # an MCP form offers the shortlist and a free-text field beside it: a name typed there wins
        assert question.more
        content = {"metric": question.options[0].label, "metric_other": "Kemtris Pluvex Tallix"}
        done = agent.answer(turn.thread_id, form_answers(turn.questions, content))
    assert done.status == "answered" and done.interpretation["metric"] == "kemtris_pluvex_tallix"
