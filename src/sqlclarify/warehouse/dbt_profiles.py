"""A dbt project's connection, read from its profiles.yml, as the database URL sqlclarify opens.

dbt's own rules: the project's `profile:` names the profile; profiles.yml is looked for in DBT_PROFILES_DIR,
then the project folder, then ~/.dbt; the profile's `target:` (or DBT_TARGET, or the given target) picks the
output; `{{ env_var('NAME', 'default') }}` is read from the environment. Adapters: duckdb, postgres, mysql
(and mariadb), spark (Spark Connect, `host` and `port`). No password is ever printed: the URL is masked when
shown.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any
from urllib.parse import quote

import yaml

from sqlclarify.errors import InputError

_ENV_VAR = re.compile(
    r"\{\{\s*env_var\(\s*['\"]([^'\"]+)['\"]\s*(?:,\s*['\"]([^'\"]*)['\"]\s*)?\)\s*(\|\s*\w+\s*)?\}\}"
)


def database_from_profiles(project_dir: Path, target: str | None = None) -> str:
    """The database URL of the dbt project in `project_dir`; InputError (one line) when it cannot be read."""
    project_file = project_dir / "dbt_project.yml"
    project = _yaml(project_file)
    name = project.get("profile") if isinstance(project, dict) else None
    if not isinstance(name, str) or not name:
        raise InputError(f"{project_file} names no profile: pass --db")
    profiles_file = _profiles_file(project_dir)
    profiles = _yaml(profiles_file)
    profile = profiles.get(name) if isinstance(profiles, dict) else None
    if not isinstance(profile, dict):
        raise InputError(f"no profile '{name}' in {profiles_file}: pass --db")
    chosen = target or os.environ.get("DBT_TARGET") or profile.get("target") or "default"
    outputs = profile.get("outputs") or {}
    output = outputs.get(chosen) if isinstance(outputs, dict) else None
    if not isinstance(output, dict):
        raise InputError(f"profile '{name}' in {profiles_file} has no target '{chosen}': pass --db")
    return url_of(_rendered(output), project_dir)


def _profiles_file(project_dir: Path) -> Path:
    folders = [os.environ.get("DBT_PROFILES_DIR"), str(project_dir), str(Path.home() / ".dbt")]
    for folder in folders:
        if folder and (Path(folder).expanduser() / "profiles.yml").is_file():
            return Path(folder).expanduser() / "profiles.yml"
    raise InputError(f"no profiles.yml (looked in DBT_PROFILES_DIR, {project_dir} and ~/.dbt) and no --db: pass --db")


def _yaml(path: Path) -> Any:
    try:
        return yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise InputError(f"cannot read {path}: {exc.strerror or exc}") from exc
    except yaml.YAMLError as exc:
        raise InputError(f"{path} is not valid YAML: {' '.join(str(exc).split())[:200]}") from exc


def _rendered(output: dict[str, Any]) -> dict[str, Any]:
    """The output with `{{ env_var(...) }}` read from the environment (dbt fails on an unset one; so does this)."""

    def render(value: Any) -> Any:
        if not isinstance(value, str):
            return value

        def replace(match: re.Match[str]) -> str:
            found = os.environ.get(match.group(1), match.group(2))
            if found is None:
                raise InputError(f"profiles.yml reads the environment variable {match.group(1)}, which is not set")
            return found

        return _ENV_VAR.sub(replace, value)

    return {key: render(value) for key, value in output.items()}


def url_of(output: dict[str, Any], project_dir: Path) -> str:
    """A dbt profile output as a database URL (a relative duckdb path is read from the project folder)."""
    kind = str(output.get("type") or "").lower()
    if kind == "duckdb":
        path = str(output.get("path") or "")
        if not path or path == ":memory:":
            raise InputError("the duckdb profile has no database file (path: is empty or :memory:): pass --db")
        file = Path(path).expanduser()
        return str(file if file.is_absolute() else (project_dir / file))
    if kind in ("postgres", "mysql", "mariadb"):
        user = quote(str(output.get("user") or output.get("username") or ""), safe="")
        password = str(output.get("password") or output.get("pass") or "")
        secret = f":{quote(password, safe='')}" if password else ""
        host = output.get("host") or output.get("server") or "localhost"
        port = output.get("port") or (5432 if kind == "postgres" else 3306)
        database = output.get("dbname") or output.get("database") or output.get("schema") or ""
        scheme = "postgresql" if kind == "postgres" else "mysql"
        return f"{scheme}://{user}{secret}@{host}:{port}/{quote(str(database), safe='')}"
    if kind == "spark":
        host, port = output.get("host"), output.get("port") or 15002
        if not host:
            raise InputError("the spark profile has no host (method session is not supported): pass --db")
        return f"sc://{host}:{port}"
    raise InputError(f"the dbt adapter '{kind or '?'}' is not one sqlclarify reads (duckdb, postgres, mysql, spark)")
