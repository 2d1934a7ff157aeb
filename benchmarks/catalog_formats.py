"""Reading a catalog cold in each format: 1,000 metrics in dbt's latest YAML spec (a `semantic_model:` block on
each model, simple metrics with `agg`) against the same catalog as a `semantic_manifest.json`.

Cold: no layer kept in memory or on disk (the readers are called directly, below both caches); imports are
warm, as the figure is about reading, not about starting Python. Both sides are timed interleaved in one
process. `python benchmarks/catalog_formats.py` prints the figure.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))

from sqlclarify.semantic.readers.dbt_yaml import parse_dbt_yaml, read_dbt_yaml
from sqlclarify.semantic.readers.manifest import read_manifest
from support import figure, interleaved_ms

GOAL = 1.5
MODELS = 10
AGGS = ("sum", "count", "average", "min", "max", "count_distinct")


def write_latest_spec(directory: Path, metrics: int) -> Path:
    """A dbt project in the latest spec: `MODELS` models, each with its columns' entities and dimensions and
    its share of `metrics` metrics (simple ones with agg, every tenth a derived one over two of them)."""
    models_dir = directory / "models"
    models_dir.mkdir(parents=True, exist_ok=True)
    (directory / "dbt_project.yml").write_text("name: bench\nversion: '1.0.0'\nmodel-paths: [models]\n")
    per_model = metrics // MODELS
    for m in range(MODELS):
        columns = [
            {"name": f"row{m}_id", "entity": {"name": f"row{m}", "type": "primary"}},
            {"name": "customer_id", "entity": {"name": "customer", "type": "foreign"}},
            {"name": "happened_at", "granularity": "day", "dimension": {"type": "time"}},
            *({"name": f"attr{m}_{d}", "dimension": {"type": "categorical"}} for d in range(5)),
        ]
        entries = []
        for i in range(per_model):
            if i % 10 == 9:
                entries.append(
                    {
                        "name": f"m{m}_derived{i}",
                        "type": "derived",
                        "expr": "this_one - that_one",
                        "input_metrics": [
                            {"name": f"m{m}_metric{i - 1}", "alias": "this_one"},
                            {"name": f"m{m}_metric{i - 2}", "alias": "that_one"},
                        ],
                    }
                )
                continue
            entries.append(
                {
                    "name": f"m{m}_metric{i}",
                    "label": f"Metric {i} of model {m}",
                    "type": "simple",
                    "agg": AGGS[i % len(AGGS)],
                    "expr": f"value{i % 7}",
                    "config": {"meta": {"synonyms": [f"measure {m} {i}"]}},
                }
            )
        model = {
            "name": f"facts{m}",
            "semantic_model": {"enabled": True},
            "agg_time_dimension": "happened_at",
            "columns": columns,
            "metrics": entries,
        }
        (models_dir / f"facts{m}.yml").write_text(yaml.safe_dump({"version": 2, "models": [model]}, sort_keys=False))
    return directory


def write_manifest(project: Path, path: Path) -> Path:
    """The same catalog as a semantic_manifest.json (dbt's manifest objects, as dbt would write them)."""
    manifest, _ = parse_dbt_yaml(project)
    path.write_text(json.dumps(json.loads(manifest.json())))
    return path


def measure(quick: bool = False) -> list[dict]:
    """The cold-read figure (about 30 s; a few seconds with `quick`)."""
    metrics, repeat = (100, 3) if quick else (1000, 5)
    root = Path(tempfile.mkdtemp(prefix="sqlclarify-formats-"))
    project = write_latest_spec(root / "project", metrics)
    manifest = write_manifest(project, root / "semantic_manifest.json")
    latest_layer, manifest_layer = read_dbt_yaml(project), read_manifest(manifest)
    assert latest_layer.metrics.keys() == manifest_layer.metrics.keys() and not latest_layer.excluded
    times = interleaved_ms(
        {"latest": lambda: read_dbt_yaml(project), "manifest": lambda: read_manifest(manifest)}, repeat
    )
    ratio = times["latest"] / times["manifest"]
    return [
        figure(
            "catalog_formats.latest_spec_cold",
            f"a {len(latest_layer.metrics):,}-metric catalog in dbt's latest YAML spec read cold, vs the same "
            "catalog as semantic_manifest.json",
            f"{times['latest']:.0f} ms",
            f"{times['manifest']:.0f} ms",
            round(ratio, 2),
            f"≤ {GOAL:g}×",
            ratio <= GOAL,
            f"median of {repeat}, interleaved; both checked by dbt's validator; no kept layer (readers run directly)",
        )
    ]


if __name__ == "__main__":
    for row in measure(quick="--quick" in sys.argv):
        print(row)
