"""Who may change the team's knowledge: one model for every face (the page, MCP, the LangGraph store API, the CLI).

- `verify`: verify an answer for the team, and remove a verified answer (one's own, or anyone's as an approver);
- `vocabulary`: add a word to the team's vocabulary, which changes how everyone's questions are read, and remove
  any word (a word's author may always remove their own).

An Agent's `permissions` is None where nobody else shares its store (a local user: everything is theirs to
change); a shared face sets it from the authenticated identity (token file permissions, a JWT's `scope`), and
the CLI on a shared store from the operator's SQLCLARIFY_PERMISSIONS_FILE (`USER PERMISSION,...` a line). The
user named as the one who did it is always the authenticated one, never a field a client writes.
"""

from __future__ import annotations

import os
from pathlib import Path

from sqlclarify.errors import InputError

VERIFY = "verify"
VOCABULARY = "vocabulary"
Permissions = frozenset[str] | None  # None: unchecked (a store nobody else uses)


class PermissionDenied(InputError):
    """The user lacks the permission an action needs (one line, exit 2 on the CLI, 403 on the servers)."""


def require(permissions: Permissions, permission: str, user: str, action: str) -> None:
    """PermissionDenied unless `permissions` is unchecked or holds `permission`."""
    if permissions is not None and permission not in permissions:
        raise PermissionDenied(f"{user} may not {action}: that needs the '{permission}' permission")


def may_remove(permissions: Permissions, permission: str, user: str, author: str) -> bool:
    """The author of a team entry, or an approver (a holder of `permission`), may remove it."""
    return permissions is None or author == user or permission in permissions


def from_permissions_file(user: str, env: dict[str, str] | os._Environ[str] | None = None) -> Permissions:
    """The CLI user's permissions on a shared store: their line of SQLCLARIFY_PERMISSIONS_FILE (none when they
    have no line); None (unchecked) when the operator set no such file. InputError when it cannot be read."""
    env = os.environ if env is None else env
    path = env.get("SQLCLARIFY_PERMISSIONS_FILE")
    if not path:
        return None
    try:
        text = Path(path).expanduser().read_text(encoding="utf-8")
    except OSError as exc:
        raise InputError(f"cannot read SQLCLARIFY_PERMISSIONS_FILE {path}: {exc.strerror}") from None
    for raw in text.splitlines():
        parts = raw.split("#", 1)[0].split()
        if parts and parts[0] == user:
            return frozenset(p for field in parts[1:] for p in field.split(",") if p)
    return frozenset()
