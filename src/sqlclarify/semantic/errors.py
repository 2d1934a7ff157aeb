"""The compiler's error: a query the semantic layer cannot answer, in one line naming the culprit."""

from __future__ import annotations


class CompileError(Exception):
    """A semantic query that cannot be compiled (unknown metric, unreachable dimension, unsupported aggregation…)."""
