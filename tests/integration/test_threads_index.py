"""The thread index: kept by every writer (the Agent's turns, a LangGraph server's runs), filled once for a store
from before it, and paged, filtered and counted — on the SQLite file and on PostgreSQL."""

from __future__ import annotations

import asyncio
import importlib.util
import sqlite3
from pathlib import Path

import pytest
from langgraph.types import Command

from sqlclarify import Agent
from sqlclarify.context import Context
from sqlclarify.errors import InputError, ThreadNotFound
from tests.conftest import ROOT
from tests.support.cli import run_cli


def execute(target: str, statement: str) -> None:
    """One statement on the store's database, with a plain driver (what an older sqlclarify left behind)."""
    if target.startswith("postgresql://"):
        import psycopg

        with psycopg.connect(target, autocommit=True) as conn:
            conn.execute(statement)
        return
    with sqlite3.connect(target) as conn:
        conn.execute(statement)
    conn.close()


def listing(agent: Agent, **filters: object) -> list[tuple[str, str, str, int]]:
    return [(t.title, t.last_question, t.status, t.turns) for t in agent.threads(**filters)]  # type: ignore[arg-type]


def test_the_index_follows_every_kind_of_turn(checkpoint: str) -> None:
    with Agent(checkpoint=checkpoint) as agent:
        answered = agent.ask("DAU for all markets in Nov 2025")
        paused = agent.ask("rev for ID in Nov 2025")
        assert listing(agent) == [
            ("rev for ID in Nov 2025", "rev for ID in Nov 2025", "needs_clarification", 1),
            ("DAU for all markets in Nov 2025", "DAU for all markets in Nov 2025", "answered", 1),
        ]
        agent.answer(paused.thread_id, {"metric": "2"})
        agent.ask("same for Dec 2025", thread_id=answered.thread_id)  # a follow-up: newest first again
        imported = agent.import_thread(agent.export(paused.thread_id))
    with Agent(checkpoint=checkpoint, mode="strict") as strict:
        failed = strict.ask("rev for TH in Nov 2025")  # strict mode ends an incomplete question as an error turn
    with Agent(checkpoint=checkpoint) as agent:
        assert failed.status == "error"
        assert listing(agent) == [
            ("rev for TH in Nov 2025", "rev for TH in Nov 2025", "error", 1),
            ("rev for ID in Nov 2025", "rev for ID in Nov 2025", "answered", 1),
            ("DAU for all markets in Nov 2025", "same for Dec 2025", "answered", 2),
            ("rev for ID in Nov 2025", "rev for ID in Nov 2025", "answered", 1),
        ]
        assert [t.thread_id for t in agent.threads()][:2] == [failed.thread_id, imported]
        for summary in agent.threads():  # the index says what reading the whole thread says
            assert summary.status == agent.current(summary.thread_id).status
            assert summary.created_at and summary.updated_at and summary.created_at <= summary.updated_at


def test_pages_filters_counts_and_id_prefixes(checkpoint: str) -> None:
    with Agent(checkpoint=checkpoint) as agent:
        for month in ("Sep", "Oct", "Nov"):
            agent.ask(f"DAU for all markets in {month} 2025")
        paused = agent.ask("rev for ID in Nov 2025")
        assert agent.count_threads() == 4 and agent.count_threads(status="answered") == 3
        assert [t.last_question for t in agent.threads(limit=2, offset=1)] == [
            "DAU for all markets in Nov 2025",
            "DAU for all markets in Oct 2025",
        ]
        assert [t.thread_id for t in agent.threads(status="needs_clarification")] == [paused.thread_id]
        assert listing(agent, text="  ALL MARKETS in o", status="answered") == [
            ("DAU for all markets in Oct 2025", "DAU for all markets in Oct 2025", "answered", 1)
        ]
        assert agent.count_threads(text="%") == 0 and agent.threads(text="_") == []  # no wildcards
        assert agent.threads(offset=10) == [] and len(agent.threads(limit=0)) == 0
        for bad in ({"status": "done"}, {"limit": -1}, {"offset": -5}):
            with pytest.raises(InputError):
                agent.threads(**bad)  # type: ignore[arg-type]
        assert agent.resolve_thread_id(paused.thread_id[:8]) == paused.thread_id
        with pytest.raises(ThreadNotFound):
            agent.resolve_thread_id(paused.thread_id[:3])  # too short to be taken as a prefix


def test_a_store_from_before_the_index_is_indexed_once(checkpoint: str) -> None:
    with Agent(checkpoint=checkpoint) as agent:
        first = agent.ask("DAU for all markets in Nov 2025")
        agent.ask("same for Dec 2025", thread_id=first.thread_id)
        paused = agent.ask("rev for ID in Nov 2025")
        before = agent.threads()
    execute(checkpoint, "DROP TABLE sqlclarify_threads")  # what a store written before the index looks like
    with Agent(checkpoint=checkpoint) as agent:
        assert agent.threads() == before  # the same rows, rebuilt from the checkpoints (title = first question)
    execute(checkpoint, f"DELETE FROM sqlclarify_threads WHERE thread_id = '{paused.thread_id}'")
    with Agent(checkpoint=checkpoint) as agent:
        assert [t.thread_id for t in agent.threads()] == [first.thread_id]  # filled once, never again


def test_a_langgraph_server_run_keeps_the_same_index(checkpoint: str) -> None:
    from sqlclarify.faces.langgraph_server.graph import checkpointer
    from sqlclarify.graph import build_graph

    config = {"configurable": {"thread_id": "served"}}

    async def serve() -> list[tuple[str, str, str, int]]:
        async with checkpointer() as saver:  # the saver langgraph.json names, with per-step checkpoints
            graph = build_graph(saver)
            await graph.ainvoke({"question": "rev for ID in Nov 2025"}, config, context=Context())
            with Agent(checkpoint=checkpoint) as agent:
                paused = listing(agent)
            await graph.ainvoke(Command(resume={"metric": "2"}), config, context=Context())
            with Agent(checkpoint=checkpoint) as agent:
                answered = listing(agent)
            await saver.adelete_thread("served")
            return [*paused, *answered]

    assert asyncio.run(serve()) == [
        ("rev for ID in Nov 2025", "rev for ID in Nov 2025", "needs_clarification", 1),
        ("rev for ID in Nov 2025", "rev for ID in Nov 2025", "answered", 1),
    ]
    with Agent(checkpoint=checkpoint) as agent:
        assert agent.threads() == []  # deleting the thread removed its row


def test_the_threads_command_pages_and_refuses_a_bad_status(isolated_env: Path) -> None:
    with Agent() as agent:
        agent.ask("DAU for all markets in Nov 2025")
        agent.ask("DAU for all markets in Dec 2025")
    shown = run_cli("threads", "--limit", "1", "--search", "dau")
    assert shown.returncode == 0 and "showing 1–1 of 2" in shown.stdout
    bad = run_cli("threads", "--status", "done")
    assert bad.returncode == 2 and bad.stderr.strip().count("\n") == 0 and "unknown status 'done'" in bad.stderr


def test_the_benchmark_fills_a_store_with_real_threads(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(ROOT / "benchmarks"))  # the bench modules import their `support` module
    spec = importlib.util.spec_from_file_location("scale_threads", ROOT / "benchmarks" / "scale_threads.py")
    bench = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(bench)  # type: ignore[union-attr]
    path = tmp_path / "many.sqlite"
    bench.fill(path, 50)
    with Agent(checkpoint=str(path)) as agent:
        assert agent.count_threads() == 50
        assert {t.status for t in agent.threads(limit=50)} == {"answered", "needs_clarification"}
        copy = agent.threads(limit=1, offset=49)[0]  # a copy is a thread like any other: it can be answered
        paused = agent.threads(status="needs_clarification", limit=1, offset=1)[0]
        assert agent.current(copy.thread_id).status == copy.status
        assert agent.answer(paused.thread_id, {"metric": "2"}).status == "answered"


def test_threads_have_owners_and_a_store_from_before_owners_stays_usable(checkpoint: str) -> None:
    with Agent(checkpoint=checkpoint, user_id="alice") as alice, Agent(checkpoint=checkpoint, user_id="bob") as bob:
        hers = alice.ask("DAU for TH in Nov 2025").thread_id
        his = bob.ask("DAU for VN in Nov 2025").thread_id
        assert [t.thread_id for t in alice.threads()] == [hers] and alice.count_threads() == 1
        assert alice.store.owner_of(his) == (True, "bob")
        with pytest.raises(ThreadNotFound):
            alice.current(his)
        with pytest.raises(ThreadNotFound):
            alice.current(his[:8])  # nor by a prefix
        with pytest.raises(ThreadNotFound):
            alice.ask("same for PH", thread_id=his)  # nor by adding a turn to it
    # an older store: the index had no owner column (its rows are nobody's)
    execute(checkpoint, "ALTER TABLE sqlclarify_threads DROP COLUMN owner")
    with Agent(checkpoint=checkpoint, user_id="alice") as alice:
        assert {t.thread_id for t in alice.threads()} == {hers, his}  # ownerless: visible to a local user
        assert alice.current(his).status == "answered"
        alice.ownerless_visible = False  # as a shared server sees them: nobody's
        assert alice.threads() == []
        with pytest.raises(ThreadNotFound):
            alice.current(his)


def test_threads_are_listed_by_the_database_and_catalog_they_run_on(
    checkpoint: str, demo_db: Path, tmp_path: Path
) -> None:
    """The web page's rule (`here`): a thread begun on another database or catalog is not listed; threads from
    before the index kept bindings are listed, marked (`here` None), until their next turn records one."""
    from starlette.testclient import TestClient

    from sqlclarify.faces.web.app import create_app
    from sqlclarify.semantic.readers import DEMO_CATALOG_DIR

    copy = tmp_path / "copy.sqlite"  # the same data at another path: another database to the thread
    copy.write_bytes(demo_db.read_bytes())
    demo = Agent(checkpoint=checkpoint)  # SQLCLARIFY_DB: the demo warehouse
    other_db = Agent(checkpoint=checkpoint, database=str(copy))
    other_catalog = Agent(checkpoint=checkpoint, catalog=str(DEMO_CATALOG_DIR))
    with demo, other_db, other_catalog:
        here = demo.ask("DAU for TH in Nov 2025").thread_id
        there = other_db.ask("DAU for VN in Nov 2025").thread_id
        elsewhere = other_catalog.ask("DAU for PH in Nov 2025").thread_id
        assert [t.thread_id for t in demo.threads(here=True)] == [here] and demo.count_threads(here=True) == 1
        assert [t.thread_id for t in other_db.threads(here=True)] == [there]
        assert [t.thread_id for t in other_catalog.threads(here=True)] == [elsewhere]
        assert [(t.thread_id, t.here) for t in demo.threads()] == [(elsewhere, False), (there, False), (here, True)]
        assert demo.count_threads() == 3  # the CLI's listing: every database's (a thread resumes on its own)
        with TestClient(create_app(demo)) as page:
            listed = page.get("/api/threads").json()
        assert [t["thread_id"] for t in listed["threads"]] == [here] and listed["total"] == 1
        assert run_cli("threads", "--here", "--json", "--checkpoint", checkpoint).stdout.count('"thread_id"') == 1
        listed_all = run_cli("threads", "--checkpoint", checkpoint).stdout
        assert "2 of these run on another database or catalog" in listed_all and there[:8] in listed_all

    # a store from before bindings were indexed: the column is added, its rows are not known, so shown and marked
    execute(checkpoint, "ALTER TABLE sqlclarify_threads DROP COLUMN binding_key")
    with Agent(checkpoint=checkpoint) as demo, Agent(checkpoint=checkpoint, database=str(copy)) as other_db:
        assert [(t.thread_id, t.here) for t in demo.threads(here=True)] == [
            (elsewhere, None),
            (there, None),
            (here, None),
        ]
        assert demo.count_threads(here=True) == 3
        other_db.ask("same for TH", thread_id=there)  # its next turn records the thread's binding
        assert [(t.thread_id, t.here) for t in demo.threads(here=True)] == [(elsewhere, None), (here, None)]
        with TestClient(create_app(demo)) as page:
            listed = page.get("/api/threads").json()
        assert [(t["thread_id"], t["here"]) for t in listed["threads"]] == [(elsewhere, None), (here, None)]

    # an index rebuilt from the checkpoints finds every binding again
    execute(checkpoint, "DROP TABLE sqlclarify_threads")
    with Agent(checkpoint=checkpoint) as demo:
        assert [(t.thread_id, t.here) for t in demo.threads(here=True)] == [(here, True)]
