"""Threads in a SQLite file or in PostgreSQL: one-line errors for unusable targets, claims that one caller
holds at a time, and failed turns that end as error turns instead of poisoning the thread."""

from __future__ import annotations

import shutil
import socket
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from sqlclarify import Agent
from sqlclarify.errors import AlreadyAnswered, CheckpointError, NoPendingQuestion
from sqlclarify.threads import open_store
from tests.conftest import ROOT
from tests.support.cli import run_cli
from tests.support.forked_cli import run_forked, start_cli

CLI = [sys.executable, "-m", "sqlclarify"]
CATALOG = ROOT / "src" / "sqlclarify" / "catalog" / "demo"


def run(*args: str, cwd: Path | None = None, **env: str) -> subprocess.CompletedProcess:
    return run_cli(*args, cwd=cwd, env=env)


def claim_rows(target: str) -> list[tuple]:
    """Every claim row of the store, read with a plain driver."""
    if target.startswith("postgresql://"):
        import psycopg

        with psycopg.connect(target) as conn:
            return conn.execute("SELECT thread_id, subject FROM sqlclarify_claims").fetchall()
    conn = sqlite3.connect(target)
    try:
        return conn.execute("SELECT thread_id, subject FROM sqlclarify_claims").fetchall()
    except sqlite3.OperationalError:  # no claim was ever taken
        return []
    finally:
        conn.close()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# -- unusable targets: one line, exit 2, nothing created -------------------------------------------------------


def test_unusable_postgres_targets_are_one_line_errors(postgres_server, tmp_path: Path) -> None:
    targets = {
        "postgresql://postgres@127.0.0.1:notaport/x": "cannot open the checkpoint database",
        f"postgresql://postgres@127.0.0.1:{free_port()}/threads": "cannot open the checkpoint database",  # down
        postgres_server.url("no_such_database"): 'database "no_such_database" does not exist',
        "postgresql://postgres:s3cret@127.0.0.1:1/x": "postgres:***@",  # the password is never printed
        "mysql://me@localhost/threads": "unsupported checkpoint URL",
    }
    work = tmp_path / "work"
    work.mkdir()
    for number, (target, expected) in enumerate(targets.items()):
        if number % 2:  # the option wins over the environment
            result = run("threads", "--checkpoint", target, cwd=work, SQLCLARIFY_CHECKPOINT=str(tmp_path / "t.sqlite"))
        else:
            result = run("threads", cwd=work, SQLCLARIFY_CHECKPOINT=target)
        assert result.returncode == 2, (target, result.stderr)
        assert expected in result.stderr and "s3cret" not in result.stderr, result.stderr
        assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr
        with pytest.raises(CheckpointError):
            Agent(checkpoint=target)
    assert list(work.iterdir()) == []  # no folder named 'postgresql:' (or anything else) appeared
    assert not (tmp_path / "t.sqlite").exists()
    for wait in ("soon", "0", "-1", "inf"):  # the pool's wait for a connection, in seconds
        result = run("threads", "--checkpoint", postgres_server.url("postgres"), SQLCLARIFY_PG_POOL_WAIT_S=wait)
        assert result.returncode == 2 and result.stderr.count("\n") == 1, result.stderr
        assert f"SQLCLARIFY_PG_POOL_WAIT_S must be a number of seconds above 0, not '{wait}'" in result.stderr
    listed = run("threads", "--checkpoint", postgres_server.url("postgres"), SQLCLARIFY_PG_POOL_WAIT_S="0.5")
    assert listed.returncode == 0, listed.stderr


def test_a_postgres_url_in_the_option_or_the_environment(postgres_checkpoint: str, tmp_path: Path) -> None:
    asked = run("ask", "DAU for ID in Nov 2025", "--checkpoint", postgres_checkpoint, "--json", cwd=tmp_path)
    assert asked.returncode == 0, asked.stderr
    listed = run("threads", "--json", cwd=tmp_path)  # SQLCLARIFY_CHECKPOINT names the same database
    assert listed.returncode == 0 and '"answered"' in listed.stdout
    # nothing beside the user cache folder (XDG_CACHE_HOME points into tmp_path in tests; parsed catalogs go there)
    assert [p.name for p in tmp_path.iterdir() if p.name != "cache"] == []
    with Agent() as agent:
        assert agent.store.is_postgres and len(agent.threads()) == 1


# -- claims ---------------------------------------------------------------------------------------------------


def test_one_claim_at_a_time_even_inside_one_process(checkpoint: str) -> None:
    store = open_store(checkpoint)
    try:
        first = store.claim("t1", "turn")
        assert first is not None
        assert store.claim("t1", "turn") is None  # same pid, another caller: refused
        assert store.claim("t2", "turn") is not None  # other threads are free
        store.release(first)
        again = store.claim("t1", "turn")
        assert again is not None and again.token != first.token
    finally:
        store.close()
    # a claim left by a process that died (kill -9) is taken over
    code = f"from sqlclarify.threads import open_store; assert open_store({checkpoint!r}).claim('t3', 'turn')"
    subprocess.run([sys.executable, "-c", code], check=True)
    store = open_store(checkpoint)
    try:
        assert store.claim("t3", "turn") is not None
    finally:
        store.close()


def test_two_threads_of_one_process_answer_one_question_once(checkpoint: str) -> None:
    with Agent() as agent:
        paused = agent.ask("rev for ID in Nov 2025")
    barrier = threading.Barrier(2)
    outcomes: list[str] = []

    def answer(metric: str) -> None:
        with Agent() as agent:
            barrier.wait()
            try:
                outcomes.append(agent.answer(paused.thread_id, {"metric": metric}).status)
            except (AlreadyAnswered, NoPendingQuestion):
                # the other thread is mid-answer (AlreadyAnswered) or already done (no question pending now)
                outcomes.append("refused")

    workers = [threading.Thread(target=answer, args=(m,)) for m in ("2", "3")]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    assert sorted(outcomes) == ["answered", "refused"]
    with Agent() as agent:
        assert [t.status for t in agent.history(paused.thread_id)] == ["answered"]
    assert claim_rows(checkpoint) == []  # claims are deleted once the answer is in


def test_time_travel_honours_claims(checkpoint: str) -> None:
    with Agent() as agent:
        turn = agent.ask("rev for ID in Nov 2025")
        agent.answer(turn.thread_id, {"metric": "3"})
        waiting = next(p for p in agent.checkpoints(turn.thread_id) if p["state"].startswith("waiting"))
        claim = agent.store.claim(turn.thread_id, "turn")  # someone else is changing the thread
        assert claim is not None
        try:
            busy = run("answer", turn.thread_id, "--at", waiting["checkpoint_id"], "--set", "metric=2")
            assert busy.returncode == 2 and "is busy" in busy.stderr, busy.stderr
            follow = run("ask", "same for TH", "--thread", turn.thread_id)
            assert follow.returncode == 2 and "is busy" in follow.stderr
        finally:
            agent.store.release(claim)
        redo = run("answer", turn.thread_id, "--at", waiting["checkpoint_id"], "--set", "metric=2")
        assert redo.returncode == 0, redo.stderr
        assert [t.interpretation["metric"] for t in agent.history(turn.thread_id)] == ["ads_gross_revenue"]


# -- a failed node ends the turn as an error turn --------------------------------------------------------------


@pytest.fixture
def renamed_catalog(tmp_path: Path) -> Path:
    """The demo catalog with metric dau renamed: a thread whose last turn used dau cannot follow up."""
    path = tmp_path / "renamed"
    shutil.copytree(CATALOG, path)
    metrics = path / "metrics.yml"
    metrics.write_text(metrics.read_text().replace("- name: dau\n", "- name: daily_au\n"))
    return path


def test_a_failed_node_does_not_poison_the_thread(checkpoint: str, renamed_catalog: Path, tmp_path: Path) -> None:
    with Agent() as agent:
        thread = agent.ask("DAU for ID in Nov 2025").thread_id
    failed = run("ask", "same for TH", "--thread", thread, "--catalog", str(renamed_catalog))
    assert failed.returncode == 1 and "Traceback" not in failed.stderr + failed.stdout
    assert "This turn failed (KeyError" in failed.stdout and "'dau'" in failed.stdout
    for command in (["show", thread], ["show", thread, "--history"], ["export", thread, str(tmp_path / "t.json")]):
        result = run(*command)
        assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
    follow = run("ask", "same for VN", "--thread", thread, "--json")
    assert follow.returncode == 0, follow.stderr  # the thread goes on from its last good state (ID → VN)
    with Agent() as agent:
        turns = agent.history(thread)
        assert [(t.turn, t.status) for t in turns] == [(1, "answered"), (2, "error"), (3, "answered")]
        assert turns[2].interpretation["filters"]["market"] == ["VN"] and turns[2].interpretation["metric"] == "dau"


def test_a_thread_already_poisoned_is_recovered_once(checkpoint: str, renamed_catalog: Path) -> None:
    """A failed checkpoint written before this fix (the node raised; next = that node) ends as one error turn,
    even when several processes open the thread at once."""
    with Agent() as agent:
        thread = agent.ask("DAU for ID in Nov 2025").thread_id
        broken = Agent(catalog=str(renamed_catalog))
        with pytest.raises(KeyError):  # the graph used directly, as before the fix
            broken.graph.invoke(
                {"question": "same for TH"}, agent.thread_config(thread), context=broken.context, durability="exit"
            )
        broken.close()
        stuck = agent.graph.get_state(agent.thread_config(thread))
        assert stuck.next and any(task.error for task in stuck.tasks)
        claim = agent.store.claim(thread, "turn")  # another process is recovering it: leave the thread alone
        assert claim is not None
        try:  # other processes: a claim is its process's own
            assert run_forked("show", thread).returncode == 0
            assert "is busy" in run_forked("ask", "same for VN", "--thread", thread).stderr
            after = agent.graph.get_state(agent.thread_config(thread))
            assert after.config["configurable"]["checkpoint_id"] == stuck.config["configurable"]["checkpoint_id"]
        finally:
            agent.store.release(claim)
    procs = [start_cli("show", thread) for _ in range(4)]
    for proc in procs:
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0 and "Traceback" not in err, err
    with Agent() as agent:
        assert [t.status for t in agent.history(thread)] == ["answered", "error"]
        ended = [s for s in agent.graph.get_state_history(agent.thread_config(thread)) if s.values.get("turn") == 2]
        assert len([s for s in ended if not s.next]) == 1  # one recovery, not one fork per process
        assert agent.ask("same for VN", thread_id=thread).status == "answered"


def test_a_user_error_inside_a_node_is_one_line_and_leaves_no_broken_thread(checkpoint: str, tmp_path: Path) -> None:
    missing = str(tmp_path / "missing.yaml")
    first = run("ask", "DAU for ID in Nov 2025", SQLCLARIFY_CATALOG=missing)
    assert first.returncode == 2 and "no such file or directory" in first.stderr
    assert len(first.stderr.strip().splitlines()) == 1 and "Traceback" not in first.stderr
    with Agent() as agent:
        assert agent.threads() == []  # the new thread that failed on its first step is not kept
        thread = agent.ask("DAU for ID in Nov 2025").thread_id
    follow = run("ask", "same for TH", "--thread", thread, "--catalog", missing)
    assert follow.returncode == 2 and "Traceback" not in follow.stderr
    with Agent() as agent:  # the failed follow-up is an error turn, and the thread goes on
        assert [t.status for t in agent.history(thread)] == ["answered", "error"]
        assert agent.ask("same for TH", thread_id=thread).status == "answered"


def test_a_run_going_on_in_the_langgraph_server_is_left_to_it(checkpoint: str, monkeypatch) -> None:
    """The server checkpoints after every step: its mid-run checkpoint is not a crash to resume here."""
    from langgraph.types import Command

    import sqlclarify.agent
    from sqlclarify.errors import ThreadBusy

    with Agent() as agent:
        paused = agent.ask("rev for ID in Nov 2025")
        config = {**agent.thread_config(paused.thread_id), "metadata": {"run_id": "a-server-run"}}
        agent.graph.invoke(  # as a server run looks between two of its steps
            Command(resume={"metric": "3"}), config, context=agent.context, interrupt_before=["generate_sql"]
        )
        running = agent.graph.get_state(agent.thread_config(paused.thread_id))
        assert running.next == ("generate_sql",) and running.metadata["run_id"] == "a-server-run"
        turn = agent.current(paused.thread_id)
        assert turn.status == "error" and "running on the LangGraph server" in turn.message
        with pytest.raises(AlreadyAnswered, match="LangGraph server"):
            agent.answer(paused.thread_id, {"metric": "2"})
        with pytest.raises(ThreadBusy, match="LangGraph server"):
            agent.ask("same for TH", thread_id=paused.thread_id)
        after = agent.graph.get_state(agent.thread_config(paused.thread_id))
        assert after.config == running.config  # nothing was run twice
        monkeypatch.setattr(sqlclarify.agent, "SERVER_RUN_GRACE_S", 0.0)  # a server that died mid-run
        done = agent.current(paused.thread_id)
        assert done.status == "answered" and done.interpretation["metric"] == "ads_net_revenue"
