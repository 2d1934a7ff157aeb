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


MAX_THREAD_ID_CHARS = 128  # a UUID is 36; room for a client's own names, never for a disk-filling id


def check_thread_id(given: object) -> str:
    """`given` stripped, when it can be a thread id: text of at most MAX_THREAD_ID_CHARS printable characters
    (a UUID, or a short name of letters, digits and punctuation). InputError (one line) otherwise: an id that
    fails here is never stored nor looked up."""
    if not isinstance(given, str) or not given.strip():
        raise InputError("a thread id is needed")
    text = given.strip()
    if len(text) > MAX_THREAD_ID_CHARS:
        raise InputError(f"a thread id has at most {MAX_THREAD_ID_CHARS} characters, got {len(text)}")
    odd = next((c for c in text if not _printable(c)), None)
    if odd is not None:
        raise InputError(f"a thread id holds printable characters only, not U+{ord(odd):04X}")
    return text


def _printable(char: str) -> bool:
    """A visible character or a plain space: no control, format, surrogate, private-use or unassigned code point
    (they hide in logs, break drivers — PostgreSQL refuses NUL — and make look-alike ids)."""
    import unicodedata

    return char == " " or (char.isprintable() and unicodedata.category(char) not in ("Co", "Cn", "Cs", "Cf"))


def namespace_label(text: str) -> str:
    """`text` as a LangGraph Store namespace label, which may hold no '.' nor NUL: '%', '.' and NUL are
    percent-encoded, so every distinct user name keeps its own label and names without them keep theirs."""
    return text.replace("%", "%25").replace(".", "%2E").replace("\x00", "%00")
