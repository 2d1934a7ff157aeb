"""A big catalog for the scale figures, generated deterministically from the demo catalog.

`write_big_catalog(directory, metrics=1000)` writes a dbt YAML catalog holding the demo's semantic models and
metrics plus generated ones (so the demo's questions answer as before), and a SQLite warehouse: the demo
warehouse, plus, with `values=N`, a table whose categorical dimension has N distinct values.

Generated metrics are simple metrics over the demo's measures; their words are made up from three word lists
(every metric shares words with others, as real catalogs do), so none collides with the demo's words.
"""

from __future__ import annotations

import shutil
import sqlite3
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

import yaml

from sqlclarify.demo.warehouse import build_warehouse
from sqlclarify.semantic.readers import DEMO_CATALOG_DIR, load_semantic_layer

DEMO_END = date(2026, 1, 9)  # the tests' demo "today" is 2026-01-10
MEASURES = ("active_user_days", "new_users", "mau", "ad_impressions", "ad_clicks", "iap_net_revenue_usd")
# made-up words, none of them English nor the demo's: 10 x 10 x 10 distinct three-word labels
AREAS = ("zorvat", "plimex", "quendor", "vastrel", "morbik", "tesquin", "dralvo", "kemtris", "fonzel", "yurbask")
THINGS = ("blivet", "crondle", "snarfel", "quibbit", "glomph", "traxel", "wimble", "frobnic", "zindle", "pluvex")
STATS = ("tallix", "ratova", "meanor", "sumbra", "countel", "indexa", "ratchet", "scorix", "levvel", "yieldo")
SYLLABLES = ("ka", "lo", "mir", "ten", "vu", "sha", "ron", "pe", "dil", "zo", "qua", "bre", "nis", "tu", "gal")


@dataclass(frozen=True)
class BigCatalog:
    catalog: Path  # the dbt YAML directory
    database: Path  # the SQLite warehouse
    metric_labels: dict[str, str]  # generated metric name -> label
    value_dimension: str | None  # the dimension with many values, when asked for


def generated_labels(count: int) -> list[str]:
    """`count` distinct three-word labels (at most 1,000)."""
    labels = [f"{a} {t} {s}" for s in STATS for t in THINGS for a in AREAS]
    if count > len(labels):
        raise ValueError(f"at most {len(labels)} generated metrics")
    return labels[:count]


def value_names(count: int) -> list[str]:
    """`count` distinct made-up two-word names ("Kalo Mirten")."""
    names: list[str] = []
    words = [a + b for a in SYLLABLES for b in SYLLABLES]
    for i in range(count):
        first, second = words[i % len(words)], words[(i // len(words) * 7 + i) % len(words)]
        names.append(f"{first.title()} {second.title()} {i}")
    return names


def write_big_catalog(directory: Path, metrics: int = 1000, values: int = 0) -> BigCatalog:
    """A catalog of `metrics` metrics (the demo's 14 among them) in `directory`, with its warehouse."""
    directory.mkdir(parents=True, exist_ok=True)
    database = directory / "warehouse.sqlite"
    database.unlink(missing_ok=True)
    build_warehouse(database, end=DEMO_END)
    catalog = directory / "catalog"
    metric_labels, value_dimension = write_catalog_files(catalog, metrics, values)
    if value_dimension:
        _write_item_table(database, value_names(values))
    return BigCatalog(catalog, database, metric_labels, value_dimension)


def write_catalog_files(catalog: Path, metrics: int, values: int = 0) -> tuple[dict[str, str], str | None]:
    """The catalog's YAML alone: the generated metrics' labels by name, and the many-valued dimension if any."""
    if catalog.exists():
        shutil.rmtree(catalog)
    shutil.copytree(DEMO_CATALOG_DIR, catalog)
    labels = generated_labels(max(0, metrics - len(load_semantic_layer(None).metrics)))
    metric_labels = {label.replace(" ", "_"): label for label in labels}
    entries = [_metric(name, label, i) for i, (name, label) in enumerate(metric_labels.items())]
    value_dimension = None
    if values:
        value_dimension = "item"
        models = yaml.safe_load((catalog / "semantic_models.yml").read_text())
        models["semantic_models"].append(_item_model(value_dimension))
        (catalog / "semantic_models.yml").write_text(yaml.safe_dump(models, sort_keys=False))
        entries.append(
            {"name": "item_sales", "label": "Item sales", "type": "simple", "type_params": {"measure": "item_sales"}}
        )
    (catalog / "generated_metrics.yml").write_text(yaml.safe_dump({"metrics": entries}, sort_keys=False))
    return metric_labels, value_dimension


def metric_phrases(label: str) -> list[str]:
    """The ways a generated metric can be named: its label and its two synonyms."""
    area, thing, stat = label.split()
    return [label, f"{thing} {stat} of {area}", f"{area} {thing}s {stat}"]


def _metric(name: str, label: str, index: int) -> dict:
    return {
        "name": name,
        "label": label.title(),
        "type": "simple",
        "type_params": {"measure": MEASURES[index % len(MEASURES)]},
        "config": {"meta": {"synonyms": metric_phrases(label)[1:]}},
    }


def _item_model(dimension: str) -> dict:
    return {
        "name": "item_sales",
        "label": "Item sales",
        "model": "ref('item_sales')",
        "primary_entity": "item_sale",
        "defaults": {"agg_time_dimension": "date"},
        "dimensions": [
            {"name": "date", "type": "time", "type_params": {"time_granularity": "day"}},
            {"name": dimension, "type": "categorical"},
        ],
        "measures": [{"name": "item_sales", "agg": "sum", "expr": "amount"}],
    }


def _write_item_table(database: Path, names: list[str]) -> None:
    conn = sqlite3.connect(database)
    try:
        conn.execute("CREATE TABLE item_sales (date TEXT NOT NULL, item TEXT NOT NULL, amount REAL NOT NULL)")
        first = DEMO_END - timedelta(days=29)
        rows = [((first + timedelta(days=i % 30)).isoformat(), name, float(i % 97)) for i, name in enumerate(names)]
        conn.executemany("INSERT INTO item_sales VALUES (?, ?, ?)", rows)
        conn.commit()
    finally:
        conn.close()
