"""Where each element of a catalog was read from, the one-line error that names it, and the elements left out."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from sqlclarify.errors import CatalogError
from sqlclarify.semantic.model import AiContext, Excluded, Notice

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
    notices: list[Notice] = field(default_factory=list)  # read, not used; the element kept
    # unknown keys, one line per file, element kind and key: (first element, how many more)
    _unknown: dict[tuple[str, str, str], list] = field(default_factory=dict)

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

    def unknown_key(self, file: str, kind: str, name: str, key: str) -> None:
        """A key the reader does not know, on element `kind` `name` (kept without it): named once per file,
        element kind and key, with how many more elements have it."""
        seen = self._unknown.get((file, kind, key))
        if seen is None:
            self._unknown[(file, kind, key)] = [name, 0]
        elif seen[0] != name:
            seen[1] += 1

    def notice(self, file: str, text: str) -> None:
        """Something read but not used (the element kept), once."""
        if not any(n.file == file and n.text == text for n in self.notices):
            self.notices.append(Notice(file=file, text=text))

    def all_notices(self) -> list[Notice]:
        """The notices, unknown keys first, each on one line."""
        unknown = []
        for (file, kind, key), (name, more) in self._unknown.items():
            where = f"{kind} '{name}'" if name else kind
            also = f" (and {more} more {kind}{'s' if more != 1 else ''})" if more else ""
            unknown.append(Notice(file=file, text=f"unknown key '{key}' in {where}{also} ignored"))
        return [*unknown, *self.notices]

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
