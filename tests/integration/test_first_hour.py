"""A newcomer's first hour, in real processes: settings in `.env`, formatted answers, CSV out (issue 29)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, cwd: Path | None = None, env_extra: dict[str, str] | None = None, drop: tuple[str, ...] = ()):
    env = {key: value for key, value in os.environ.items() if key not in drop}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src"), str(ROOT), env.get("PYTHONPATH", "")])
    env.update(env_extra or {})
    return subprocess.run(
        [sys.executable, "-m", "sqlclarify", *args], capture_output=True, text=True, env=env, cwd=cwd, timeout=120
    )


# .env ---------------------------------------------------------------------------------------------------------


def test_dotenv_in_the_working_folder_sets_what_the_environment_does_not(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere" / "warehouse.sqlite"
    (tmp_path / ".env").write_text(f"# my settings\nSQLCLARIFY_DB={missing}\n", encoding="utf-8")

    from_file = run("ask", "revenue in 2025", cwd=tmp_path, drop=("SQLCLARIFY_DB",))
    assert from_file.returncode == 2, from_file.stdout
    assert str(missing) in from_file.stderr  # the CLI used the file's database

    other = tmp_path / "elsewhere.sqlite"
    from_environment = run("ask", "revenue in 2025", cwd=tmp_path, env_extra={"SQLCLARIFY_DB": str(other)})
    assert str(other) in from_environment.stderr and str(missing) not in from_environment.stderr


def test_dotenv_is_never_committed_and_the_langgraph_server_reads_it() -> None:
    import json

    ignored = subprocess.run(["git", "check-ignore", "-q", ".env"], cwd=ROOT)
    if ignored.returncode == 128:
        pytest.skip("not a git checkout")
    assert ignored.returncode == 0
    assert subprocess.run(["git", "check-ignore", "-q", ".env.example"], cwd=ROOT).returncode == 1
    assert json.loads((ROOT / "langgraph.json").read_text())["env"] == ".env"
