"""Where threads live: a SQLite file path or a PostgreSQL URL, from the caller or SQLCLARIFY_CHECKPOINT."""

from __future__ import annotations

import os
import re
from pathlib import Path

POSTGRES_SCHEMES = ("postgresql://", "postgres://")


def default_target() -> str:
    """SQLCLARIFY_CHECKPOINT, else threads.sqlite in the user data dir (platformdirs)."""
    configured = os.environ.get("SQLCLARIFY_CHECKPOINT")
    if configured:
        return configured
    from platformdirs import user_data_dir

    return str(Path(user_data_dir("sqlclarify")) / "threads.sqlite")


def is_postgres_url(target: str) -> bool:
    """True for postgresql:// and postgres:// URLs (threads in PostgreSQL), False for a file path."""
    return target.strip().lower().startswith(POSTGRES_SCHEMES)


def looks_like_url(target: str) -> bool:
    """True for anything shaped like scheme://… , so an unsupported URL is refused instead of made a folder."""
    return re.match(r"^[A-Za-z][A-Za-z0-9+.-]*://", target.strip()) is not None


def redact(target: str) -> str:
    """The target for messages: a URL's password (`user:PASSWORD@`, `?password=`) is replaced by ***."""
    from sqlclarify.redact import redact as redact_secrets

    return redact_secrets(target)
