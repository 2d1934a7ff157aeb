"""The team vocabulary: a word a user places by choosing a catalog element ("hub" = Origin airport) is offered
for the team's vocabulary; once added (and only then) every user's reader takes it in that catalog and the answer
says who added it and when. It is listed, exported, imported and removed from the API, the CLI and MCP."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client

from sqlclarify import Agent
from sqlclarify.errors import InputError
from sqlclarify.faces.mcp.server import build_server
from tests.integration.test_cli import run
from tests.support.flights import CATALOG, build_flights

ADDED = "as added to the team vocabulary by alice on"


@pytest.fixture
def flights(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The flights database, with the flights catalog, for every Agent and CLI run of the test."""
    db = build_flights(tmp_path / "flights.sqlite")
    monkeypatch.setenv("SQLCLARIFY_DB", str(db))
    monkeypatch.setenv("SQLCLARIFY_CATALOG", str(CATALOG))
    return db


def rows_of(db: Path, sql: str) -> list[list[Any]]:
    with sqlite3.connect(db) as con:
        return [list(r) for r in con.execute(sql)]


def place_hub(agent: Agent, add: bool, question: str = "flights by hub in 2013"):
    asked = agent.ask(question)
    assert [q.id for q in asked.questions] == ["unplaced"] and "'hub'" in asked.questions[0].text
    return agent.answer(asked.thread_id, {"unplaced": "origin"}, add_vocabulary=add)


def test_a_placed_word_is_offered_and_once_added_every_user_reads_it(checkpoint: str, flights: Path) -> None:
    with Agent(user_id="alice") as alice:
        offered = place_hub(alice, add=False)
        assert offered.status == "answered"
        assert sorted(offered.rows) == rows_of(
            flights,
            "SELECT origin, COUNT(*) FROM flights WHERE flight_date BETWEEN '2013-01-01' AND '2013-12-31' "
            "GROUP BY origin ORDER BY origin",
        )
        [word] = offered.vocabulary
        assert word == {
            "phrase": "hub",
            "kind": "dimension",
            "target": "origin",
            "value": None,
            "label": "Origin airport",
            "catalog": str(CATALOG),
            "added": False,
        }
        assert alice.vocabulary() == []  # offered, never added without a yes
        assert place_hub(alice, add=True).vocabulary[0]["added"] is True
        [listed] = alice.vocabulary()
        assert (listed.phrase, listed.kind, listed.target, listed.by, listed.broken) == (
            "hub",
            "dimension",
            "origin",
            "alice",
            None,
        )

    with Agent(user_id="bob") as bob:  # the team's words: another user, a new thread
        later = bob.ask("flights per hub in Q4 2013")
        assert later.status == "answered", later.questions
        assert sorted(later.rows) == rows_of(
            flights,
            "SELECT origin, COUNT(*) FROM flights WHERE flight_date BETWEEN '2013-10-01' AND '2013-12-31' "
            "GROUP BY origin ORDER BY origin",
        )
        assert f"'hub' read as Origin airport, {ADDED} {listed.on}." in later.message
        assert later.interpretation["team_vocabulary"] == [
            {"phrase": "hub", "label": "Origin airport", "by": "alice", "on": listed.on}
        ]
        assert "team_vocabulary" not in bob.ask("flights by origin in 2013").interpretation  # not used: not said
        [removed] = bob.remove_vocabulary("HUB")
        assert removed.id == listed.id
        assert bob.ask("flights per hub in Q4 2013").status == "needs_clarification"
        with pytest.raises(InputError, match="no team vocabulary word 'hub'"):
            bob.remove_vocabulary("hub")


def test_a_value_word_becomes_a_filter_and_a_metric_word_a_metric(flights: Path) -> None:
    with Agent(user_id="alice") as alice:
        asked = alice.ask("flights from newark in 2013")
        assert [q.id for q in asked.questions] == ["unplaced"]
        taught = alice.answer(asked.thread_id, {"unplaced": "EWR"}, add_vocabulary=True)
        assert taught.rows == [[111]]
        assert [(w["kind"], w["target"], w["value"]) for w in taught.vocabulary] == [("value", "origin", "EWR")]
        asked = alice.ask("flights and lateness by airline in 2013")
        assert [q.id for q in asked.questions] == ["unplaced"] and "'lateness'" in asked.questions[0].text
        taught = alice.answer(asked.thread_id, {"unplaced": "Average arrival delay"}, add_vocabulary=True)
        assert [m["name"] for m in taught.interpretation["metrics"]] == ["flights", "average_arrival_delay"]
        assert [(w["phrase"], w["kind"]) for w in taught.vocabulary] == [("lateness", "metric")]
    with Agent(user_id="bob") as bob:
        later = bob.ask("lateness from newark in Q4 2013")
        assert later.status == "answered"
        assert later.interpretation["metric"] == "average_arrival_delay"
        assert later.interpretation["filters"] == {"origin": ["EWR"]}
        expected = rows_of(
            flights,
            "SELECT AVG(arr_delay) FROM flights WHERE origin = 'EWR' AND flight_date >= '2013-10-01'",
        )
        assert later.rows == expected
        assert "'lateness' read as Average arrival delay" in later.message
        assert "'newark' read as Origin airport: EWR" in later.message


def test_an_ambiguous_word_chosen_can_be_added_for_everyone() -> None:
    with Agent(user_id="alice") as alice:  # the demo catalog: "rev" is one of several revenues
        asked = alice.ask("rev for ID in Nov 2025")
        chosen = alice.answer(asked.thread_id, {"metric": "Ads net revenue"}, add_vocabulary=True)
        assert [(w["phrase"], w["target"], w["added"]) for w in chosen.vocabulary] == [("rev", "ads_net_revenue", True)]
    with Agent(user_id="bob") as bob:
        later = bob.ask("rev for TH in Dec 2025")
        assert later.status == "answered" and later.interpretation["metric"] == "ads_net_revenue"
        assert "'rev' read as Ads net revenue, as added to the team vocabulary by alice" in later.message


def test_a_word_whose_element_left_the_catalog_is_reported_and_not_used(flights: Path) -> None:
    with Agent(user_id="alice") as alice:
        place_hub(alice, add=True)
        [word] = alice.vocabulary()
        stale = {**word.model_dump(exclude={"broken"}), "phrase": "gate", "target": "gate_number"}
        assert alice.import_vocabulary([stale]) == 1
        listed = {w.phrase: w.broken for w in alice.vocabulary()}
        assert listed == {"gate": "dimension gate_number is not in the catalog", "hub": None}
        asked = alice.ask("flights by gate in 2013")
        assert [q.id for q in asked.questions] == ["unplaced"]
        with pytest.raises(InputError, match="a team vocabulary export is a JSON list"):
            alice.import_vocabulary({"phrase": "x"})
        with pytest.raises(InputError, match="no dimension 'gate_number'"):
            alice.add_vocabulary("gate", "dimension", "gate_number")


def test_the_command_line(tmp_path: Path, flights: Path) -> None:
    asked = json.loads(run("--user", "alice", "ask", "flights by hub in 2013", "--json").stdout)  # her thread
    answered = run("--user", "alice", "answer", asked["thread_id"], "--set", "unplaced=origin", "--add-vocabulary")
    assert answered.returncode == 0, answered.stderr
    assert "added to the team vocabulary: 'hub' = Origin airport" in answered.stderr
    listed = run("vocabulary", "list", "--json")
    [word] = json.loads(listed.stdout)
    assert (word["phrase"], word["by"], word["broken"]) == ("hub", "alice", None)
    assert "hub" in run("vocabulary", "list").stdout
    export = tmp_path / "words.json"
    assert run("vocabulary", "export", str(export)).returncode == 0
    removed = run("vocabulary", "remove", "hub")
    assert removed.returncode == 0 and f"removed {word['id']}" in removed.stdout
    assert "the team vocabulary is empty" in run("vocabulary", "list").stdout
    assert "imported 1 word" in run("vocabulary", "import", str(export)).stdout
    later = json.loads(run("ask", "flights per hub in Q4 2013", "--json").stdout)
    assert later["status"] == "answered" and "team_vocabulary" in later["interpretation"]
    for bad in (("vocabulary", "remove", "nothing"), ("vocabulary", "import", str(tmp_path / "missing.json"))):
        refused = run(*bad)
        assert refused.returncode == 2 and refused.stderr.count("\n") == 1 and "Traceback" not in refused.stderr
    paused = json.loads(run("ask", "flights by gate in 2013", "--json").stdout)
    nothing = run("answer", paused["thread_id"], "yes", "--add-vocabulary")  # answered without the word
    assert nothing.returncode == 0 and "nothing to add to the team vocabulary" in nothing.stderr


def test_mcp_tools(flights: Path) -> None:
    async def call(client: Client, tool: str, **arguments: Any) -> tuple[bool, str, dict[str, Any]]:
        result = await client.call_tool(tool, arguments)
        return result.is_error, result.content[0].text, result.structured_content or {}

    async def main() -> tuple[Any, ...]:
        with Agent(user_id="alice") as agent:
            async with Client(build_server(agent), mode="legacy") as client:
                paused = (await call(client, "ask", question="flights by hub in 2013"))[2]
                answers = {"unplaced": "origin"}
                done = await call(client, "answer", thread_id=paused["thread_id"], answers=answers, add_vocabulary=True)
                listed = await call(client, "vocabulary")
                reused = await call(client, "ask", question="flights per hub in Q4 2013")
                removed = await call(client, "remove_vocabulary", phrase="hub")
                again = await call(client, "remove_vocabulary", phrase="hub")
                empty = await call(client, "vocabulary")
        return done, listed, reused, removed, again, empty

    done, listed, reused, removed, again, empty = anyio.run(main)
    assert done[2]["vocabulary"][0]["added"] is True
    [word] = listed[2]["words"]
    assert (word["phrase"], word["means"], word["by"], word["broken"]) == ("hub", "Origin airport", "alice", None)
    assert reused[2]["status"] == "answered" and f"{ADDED} {word['on']}" in reused[2]["message"]
    assert removed[2]["words"][0]["id"] == word["id"] and not removed[0]
    assert again[0] and "\n" not in again[1] and "no team vocabulary word 'hub'" in again[1]
    assert empty[2] == {"words": []} and empty[1] == "the team vocabulary is empty"


def test_chat_offers_the_word_and_teach_adds_it(flights: Path) -> None:
    from io import StringIO

    from rich.console import Console

    from sqlclarify.faces.chat import ChatSession

    lines = iter(["flights by hub in 2013", "origin", "/teach", "/teach", "/vocabulary", "/quit"])
    out = StringIO()
    with Agent(user_id="erin") as agent:
        session = ChatSession(agent, Console(file=out, width=200), lambda prompt: next(lines))
        session.run()  # not a terminal: the offer is a hint, /teach takes it
        [word] = agent.vocabulary()
    text = out.getvalue()
    assert "Add 'hub' = Origin airport to the team vocabulary? (/teach)" in text
    assert "added to the team vocabulary: 'hub' = Origin airport" in text
    assert "nothing to add" in text  # the second /teach: already added
    assert (word.phrase, word.by) == ("hub", "erin") and word.id in text
