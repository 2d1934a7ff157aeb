"""Ids as git takes them: the whole id, or any prefix of it that names one id only."""

from __future__ import annotations

from collections.abc import Iterable

from sqlclarify.errors import InputError

MIN_PREFIX = 4  # shorter prefixes are more often typos than intent
LISTED = 5  # candidates named in an ambiguity error


def expand_id(given: str, known: Iterable[str], what: str) -> str | None:
    """The known id that `given` is, or is the unique prefix of; None when none matches.

    Raises InputError (one line, naming the candidates) when the prefix fits several ids."""
    ids = list(known)
    if given in ids:
        return given
    if len(given) < MIN_PREFIX:
        return None
    matches = sorted({i for i in ids if i.startswith(given)})
    if len(matches) > 1:
        shown = ", ".join(matches[:LISTED]) + (f" and {len(matches) - LISTED} more" if len(matches) > LISTED else "")
        raise InputError(f"the {what} prefix {given} is ambiguous: {shown}")
    return matches[0] if matches else None
