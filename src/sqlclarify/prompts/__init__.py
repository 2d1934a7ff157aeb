"""Prompts are text files beside this module, filled with string.Template ($name) at call time."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from string import Template

PROMPT_DIR = Path(__file__).parent


@cache
def _template(name: str) -> Template:
    return Template((PROMPT_DIR / f"{name}.md").read_text(encoding="utf-8"))


def render(name: str, **values: object) -> str:
    """The prompt `name` with every $placeholder filled; a missing value raises KeyError."""
    return _template(name).substitute({k: str(v) for k, v in values.items()})


def prompt_names() -> list[str]:
    return sorted(p.stem for p in PROMPT_DIR.glob("*.md"))
