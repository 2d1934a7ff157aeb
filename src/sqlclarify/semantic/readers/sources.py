"""Where each element of a catalog was read from, and the one-line error that names it."""

from __future__ import annotations

from dataclasses import dataclass, field

from sqlclarify.errors import CatalogError


@dataclass
class Sources:
    """File of each semantic model and metric; `origin` for anything else (the path the user gave)."""

    origin: str
    models: dict[str, str] = field(default_factory=dict)
    metrics: dict[str, str] = field(default_factory=dict)

    def model(self, name: str) -> str:
        return self.models.get(name, self.origin)

    def metric(self, name: str) -> str:
        return self.metrics.get(name, self.origin)


def catalog_error(file: str, what: str | None, message: str) -> CatalogError:
    """`file: what: message` on one line (dsi and YAML messages can span several)."""
    text = " ".join(message.split())
    return CatalogError(f"{file}: {what}: {text}" if what else f"{file}: {text}")
