"""Where each element of a catalog was read from, the one-line error that names it, and the elements left out."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from sqlclarify.errors import CatalogError
from sqlclarify.semantic.model import AiContext, Excluded

ExcludedKind = str  # one of Excluded.kind's values


@dataclass
class Sources:
    """File of each semantic model and metric; `origin` for anything else (the path the user gave); and every
    element left out so far, each with its reason (the rest of the catalog still loads)."""

    origin: str
    models: dict[str, str] = field(default_factory=dict)
    metrics: dict[str, str] = field(default_factory=dict)
    saved_queries: dict[str, str] = field(default_factory=dict)
    excluded: list[Excluded] = field(default_factory=list)
    ai_context: list[AiContext] = field(default_factory=list)  # Ossie's instructions and examples

    def model(self, name: str) -> str:
        return self.models.get(name, self.origin)

    def metric(self, name: str) -> str:
        return self.metrics.get(name, self.origin)

    def leave_out(
        self, kind: ExcludedKind, name: str, reason: str, file: str | None = None, label: str | None = None
    ) -> None:
        """Record that an element is left out, and why (once per element)."""
        if file is None:
            file = {"metric": self.metrics, "semantic_model": self.models, "saved_query": self.saved_queries}.get(
                kind, {}
            ).get(name, self.origin)
        if any(e.kind == kind and e.name == name and e.file == file for e in self.excluded):
            return
        reason = " ".join(str(reason).split())
        self.excluded.append(
            Excluded(file=file, kind=kind, name=name, reason=reason, words=element_words(name, label))  # type: ignore[arg-type]
        )

    def left_out(self, kind: ExcludedKind, name: str) -> Excluded | None:
        return next((e for e in self.excluded if e.kind == kind and e.name == name), None)


def element_words(name: str, label: str | None = None) -> list[str]:
    """The words a question may use for an element: its name split on `_`, and its label's words, lowercased."""
    words = re.findall(r"[a-z0-9]+", f"{name.replace('_', ' ')} {label or ''}".lower())
    return list(dict.fromkeys(words))


def catalog_error(file: str, what: str | None, message: str) -> CatalogError:
    """`file: what: message` on one line (dsi and YAML messages can span several)."""
    text = " ".join(message.split())
    return CatalogError(f"{file}: {what}: {text}" if what else f"{file}: {text}")
