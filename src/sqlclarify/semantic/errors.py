"""The compiler's errors: a query the semantic layer cannot answer, and one element of a catalog that cannot be
used (the rest of the catalog still works), each in one line naming the culprit."""

from __future__ import annotations

from sqlclarify.errors import CatalogError


class CompileError(Exception):
    """A semantic query that cannot be compiled (unknown metric, unreachable dimension, unsupported aggregation…)."""


class CatalogElementError(CatalogError):
    """One element of a catalog (a metric, a measure, a semantic model…) that cannot be read or computed.

    Readers turn it into an `Excluded` entry and go on with the rest; uncaught, it is still a one-line
    CatalogError."""

    def __init__(self, file: str, kind: str, name: str, reason: str) -> None:
        self.file, self.kind, self.name, self.reason = file, kind, name, " ".join(reason.split())
        super().__init__(f"{file}: {kind.replace('_', ' ')} '{name}': {self.reason}")
