"""A draft as files of a dbt project in dbt's latest YAML spec: dbt_project.yml, one SQL and one YAML file per
model (over a `sources:` entry per table), a daily time spine, and profiles.yml where dbt has an adapter."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from sqlclarify.errors import InputError
from sqlclarify.semantic.drafting import naming
from sqlclarify.semantic.drafting.decisions import Draft

SOURCE = "database"
SPINE = "metricflow_time_spine"
SPINE_SQL = (
    "-- A day per row, for MetricFlow's time spine (dbt parse needs one; sqlclarify reads it only for cumulative\n"
    "-- metrics). Build it with `dbt run -s metricflow_time_spine` if you add such metrics.\n"
    "{{ dbt.date_spine('day', \"cast('2000-01-01' as date)\", \"cast('2040-01-01' as date)\") }}\n"
)
HEADER = "# Drafted by `sqlclarify catalog init` from the database itself: review the names, labels and metrics.\n"


def files_of(draft: Draft, project: str, profile: dict[str, Any] | None) -> dict[str, str]:
    """Relative path → text of every file of the draft."""
    files: dict[str, str] = {}
    config = {
        "name": project,
        "version": "1.0.0",
        "config-version": 2,
        "profile": project,
        "model-paths": ["models"],
        "vars": {"sqlclarify": {"sql_dialect": draft.dialect}},
    }
    files["dbt_project.yml"] = HEADER + _dump(config)
    if profile is not None:
        files["profiles.yml"] = HEADER + _dump({project: {"target": "default", "outputs": {"default": profile}}})
    tables = [{"name": m.table} for m in draft.models]
    files["models/_sources.yml"] = HEADER + _dump({"version": 2, "sources": [{"name": SOURCE, "tables": tables}]})
    for model in draft.models:
        stem = naming.snake(model.table)
        files[f"models/{stem}.sql"] = f"select * from {{{{ source('{SOURCE}', '{model.table}') }}}}\n"
        files[f"models/{stem}.yml"] = HEADER + _dump({"version": 2, "models": [model.entry]})
    files[f"models/{SPINE}.sql"] = SPINE_SQL
    spine = {
        "name": SPINE,
        "description": "One row per day (MetricFlow's time spine).",
        "time_spine": {"standard_granularity_column": "date_day"},
        "columns": [{"name": "date_day", "granularity": "day"}],
    }
    files[f"models/{SPINE}.yml"] = HEADER + _dump({"version": 2, "models": [spine]})
    return files


def write_files(out: Path, files: dict[str, str], *, force: bool) -> list[Path]:
    """Write every file under `out`; without `force`, nothing is written when any of them exists."""
    existing = [out / rel for rel in files if (out / rel).exists()]
    if existing and not force:
        shown = ", ".join(str(p) for p in existing[:3]) + (" …" if len(existing) > 3 else "")
        raise InputError(f"{len(existing)} file(s) of the draft already exist ({shown}): pass --force to overwrite")
    written = []
    for rel, text in files.items():
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


class _Dumper(yaml.SafeDumper):
    """Block style, keys in the order given, lists indented under their key (as dbt's docs write them)."""

    def increase_indent(self, flow: bool = False, indentless: bool = False) -> Any:
        return super().increase_indent(flow, False)


def _dump(document: Any) -> str:
    return yaml.dump(document, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=118)
