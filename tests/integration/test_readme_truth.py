"""What the README and the docs promise about the command line and the Python API holds."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
import typer

from tests.conftest import ROOT
from tests.support.cli import run_cli

CLI = [sys.executable, "-m", "sqlclarify"]
THREAD_COMMANDS = {
    "ask",
    "answer",
    "threads",
    "show",
    "export",
    "import",
    "chat",
    "demo",
    "mcp",
    "memory",
    "verify",
    "web",
}
JSON_COMMANDS = {
    "ask", "answer", "threads", "show", "validate", "eval", "memory", "verify", "suggest", "boundary", "query",
}  # fmt: skip


def run(*args: str) -> subprocess.CompletedProcess:
    return run_cli(*args)


def options_by_command() -> dict[str, set[str]]:
    from sqlclarify.faces.cli import app

    group = typer.main.get_command(app)
    return {
        name: {opt for param in command.params for opt in getattr(param, "opts", [])}
        for name, command in group.commands.items()  # type: ignore[attr-defined]
        if not hasattr(command, "commands")  # a group of commands ("verified list") has no options itself
    }


def test_the_readme_stays_short_and_its_links_lead_somewhere() -> None:
    """The README fits on a few screens; the rest is the docs site, whose own links `mkdocs build --strict`
    checks (make docs). A README link to a file of the repository must name one that exists."""
    readme = (ROOT / "README.md").read_text()
    assert len(readme.splitlines()) <= 300
    targets = re.findall(r"\]\(([^)]+)\)", readme)
    local = [target.split("#")[0] for target in targets if "://" not in target]
    assert local and all((ROOT / target).exists() for target in local), local
    nav = (ROOT / "mkdocs.yml").read_text()
    assert all(target.removeprefix("docs/") in nav for target in local if target.startswith("docs/"))


def test_the_options_the_docs_list() -> None:
    readme = (ROOT / "docs" / "ask-and-answer.md").read_text()
    assert (
        "`ask`, `answer`, `threads`, `show`, `validate`, `eval`, `memory`, `verify`, `verified list`, `suggest`, "
        "`boundary`, `query`, `list …` and `catalog check|explain` take `--json`" in readme
    )
    options = options_by_command()
    assert {name for name, opts in options.items() if "--json" in opts} == JSON_COMMANDS
    assert "every command but `graph` takes `--db PATH|URL`" in readme
    assert {name for name, opts in options.items() if "--db" not in opts} == {"graph"}
    assert (
        "`ask`, `answer`, `chat`, `eval`, `mcp`, `suggest`, `web`, `boundary`, `query`, `list …` and `catalog …` take "
        "`--catalog PATH`" in readme
    )
    catalog_commands = {"ask", "answer", "chat", "eval", "mcp", "suggest", "web", "boundary", "query"}
    assert {name for name, opts in options.items() if "--catalog" in opts} == catalog_commands
    assert {name for name, opts in options.items() if "--checkpoint" in opts} == THREAD_COMMANDS
    tuning = {"--model-timeout", "--model-retries", "--model-context", "--schema-budget"}
    assert all(f"`{option}" in readme for option in tuning)
    assert {name for name, opts in options.items() if tuning <= opts} == {"ask", "answer", "chat"}


def test_the_guards_are_importable_from_the_package() -> None:
    from sqlclarify import Agent, InputError, NoPendingQuestion, PendingQuestion, SqlclarifyError

    assert issubclass(NoPendingQuestion, SqlclarifyError) and issubclass(PendingQuestion, SqlclarifyError)
    with Agent() as agent:
        turn = agent.ask("rev for ID in Nov 2025")
        with pytest.raises(PendingQuestion):
            agent.ask("DAU for TH in Nov 2025", thread_id=turn.thread_id)
        with pytest.raises(InputError):
            agent.answer(turn.thread_id, {"metric": "9"})
        agent.answer(turn.thread_id, {"metric": "1"})
        with pytest.raises(NoPendingQuestion):
            agent.answer(turn.thread_id, {"metric": "1"})


def test_a_failing_fail_under_says_what_failed(tmp_path: Path) -> None:
    cases = tmp_path / "cases.yaml"
    cases.write_text(
        "name: tiny\ndatabase: demo\ntoday: '2025-12-15'\ncases:\n"
        "- id: must-ask-but-does-not\n  question: ads net revenue for ID in Nov 2025\n  expect:\n    asks: [markets]\n"
        "- id: clear\n  question: ads net revenue for ID in Nov 2025\n  expect:\n    status: answered\n"
    )
    result = run("eval", str(cases), "--fail-under", "100")
    assert result.returncode == 1
    assert "1 of 2 cases passed (50.0%), under --fail-under 100%; failed: must-ask-but-does-not" in result.stderr
    assert run("eval", str(cases), "--fail-under", "50").returncode == 0


def test_auto_mode_labels_defaults_as_defaults() -> None:
    result = run("ask", "rev for ID in Nov 2025", "--mode", "auto")
    assert result.returncode == 0, result.stderr
    out = " ".join(result.stdout.split())
    assert "defaults taken (not asked): metric=Total net revenue" in out and "from your answers" not in out
