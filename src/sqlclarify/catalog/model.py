"""The metric catalog: YAML data checked against a pydantic schema on load."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, Field, ValidationError, model_validator

from sqlclarify.errors import CatalogError

BUILTIN_CATALOG = Path(__file__).with_name("metrics.yaml")
BUILTIN_SNIPPETS = Path(__file__).with_name("snippets.yaml")

Aggregation = Literal["sum", "ratio", "average_of_daily", "average_of_monthly"]
Grain = Literal["day", "week", "month", "quarter", "year"]
Dimension = Literal["market", "platform", "ad_network"]
RequiredFilter = Literal["market", "date_range"]

AGGREGATION_TEXT: dict[str, str] = {
    "sum": "sum over the date range",
    "ratio": "ratio of the totals over the date range",
    "average_of_daily": "average of the daily values over the date range",
    "average_of_monthly": "average of the monthly values of the months in the range",
}


class Component(BaseModel):
    """One aggregate over one table; a metric's formula combines components by name."""

    table: str
    expression: str
    date_column: str = "date"
    date_filter: str = "date_range"


class Metric(BaseModel):
    name: str = ""
    label: str
    description: str
    synonyms: list[str]
    qualifiers: list[str] = Field(default_factory=list)
    unit: str
    aggregation: Aggregation
    components: dict[str, Component]
    formula: str | None = None
    round: int = 2
    required_filters: list[RequiredFilter]
    dimensions: list[Dimension]
    grains: list[Grain] = Field(default_factory=lambda: ["day", "week", "month", "quarter", "year"])

    @model_validator(mode="after")
    def _formula_names_components(self) -> Metric:
        if self.formula is None:
            if len(self.components) != 1:
                raise ValueError("a metric with several components needs a formula")
            return self
        unknown = set(re.findall(r"[A-Za-z_]\w*", self.formula)) - set(self.components) - {"NULLIF"}
        if unknown:
            raise ValueError(f"formula names unknown components: {sorted(unknown)}")
        return self

    @property
    def tables(self) -> set[str]:
        return {c.table for c in self.components.values()}


class MarketInfo(BaseModel):
    code: str
    name: str
    aliases: list[str] = Field(default_factory=list)


class Region(BaseModel):
    name: str
    markets: list[str]
    aliases: list[str] = Field(default_factory=list)


class DimensionInfo(BaseModel):
    column: str
    synonyms: list[str]


class Family(BaseModel):
    synonyms: list[str]
    question: str
    members: list[str]


class Coverage(BaseModel):
    table: str
    column: str


class Snippets(BaseModel):
    filters: dict[str, str]
    grains: dict[Grain, str]


class Catalog(BaseModel):
    """Governed metrics plus the vocabulary (markets, platforms, networks) used to read questions."""

    version: int
    data_coverage: Coverage
    markets: list[MarketInfo]
    regions: dict[str, Region] = Field(default_factory=dict)
    all_markets_words: list[str] = Field(default_factory=list)
    platforms: dict[str, list[str]]
    ad_networks: dict[str, list[str]] = Field(default_factory=dict)
    dimensions: dict[Dimension, DimensionInfo]
    grains: dict[Grain, list[str]]
    families: dict[str, Family] = Field(default_factory=dict)
    metrics: dict[str, Metric]
    snippets: Snippets

    @model_validator(mode="after")
    def _check_references(self) -> Catalog:
        for name, metric in self.metrics.items():
            metric.name = name
        codes = {m.code for m in self.markets}
        for region in self.regions.values():
            if missing := set(region.markets) - codes:
                raise ValueError(f"region {region.name} names unknown markets {sorted(missing)}")
        for family_name, family in self.families.items():
            if missing := set(family.members) - set(self.metrics):
                raise ValueError(f"family {family_name} names unknown metrics {sorted(missing)}")
        for metric in self.metrics.values():
            for component in metric.components.values():
                if component.date_filter not in self.snippets.filters:
                    raise ValueError(f"metric {metric.name}: unknown date filter {component.date_filter}")
        return self

    @property
    def market_codes(self) -> list[str]:
        return [m.code for m in self.markets]

    def market_name(self, code: str) -> str:
        return next((m.name for m in self.markets if m.code == code), code)

    @property
    def tables(self) -> set[str]:
        return {t for metric in self.metrics.values() for t in metric.tables}


@lru_cache(maxsize=8)
def load_catalog(path: str | Path | None = None, snippets_path: str | Path | None = None) -> Catalog:
    """Load and check a catalog YAML (the built-in demo catalog by default)."""
    catalog_file = Path(path) if path else BUILTIN_CATALOG
    snippets_file = Path(snippets_path) if snippets_path else catalog_file.with_name("snippets.yaml")
    if not snippets_file.exists():
        snippets_file = BUILTIN_SNIPPETS
    try:
        data = yaml.safe_load(catalog_file.read_text(encoding="utf-8"))
        data["snippets"] = yaml.safe_load(snippets_file.read_text(encoding="utf-8"))
        return Catalog.model_validate(data)
    except OSError as exc:
        raise CatalogError(f"cannot read the metric catalog: {exc}") from exc
    except (yaml.YAMLError, ValidationError, TypeError) as exc:
        first_line = str(exc).strip().splitlines()
        raise CatalogError(f"invalid metric catalog {catalog_file}: {' '.join(first_line[:3])}") from exc
