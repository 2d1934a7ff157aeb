"""The `.env` file of the folder a command runs in: its settings apply where the environment sets none."""

from __future__ import annotations

from pathlib import Path

ENV_FILE = ".env"


def load_env_file(folder: Path | None = None) -> Path | None:
    """Read `folder/.env` (default: the working folder) into the environment without overriding what is set there.

    The file that was read, or None when there is none. python-dotenv loads only when a file exists, so a
    command with no `.env` starts as fast as before."""
    path = (folder or Path.cwd()) / ENV_FILE
    if not path.is_file():
        return None
    from dotenv import load_dotenv

    load_dotenv(path, override=False)
    return path
