"""The evaluation file format (YAML), checked with pydantic on load."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, Field, ValidationError, model_validator

from sqlclarify.errors import InputError


class Expectation(BaseModel):
    """What a case must show. `asks` absent or empty: the agent must not ask anything."""

    asks: list[str] = Field(default_factory=list, description="slots (or question ids) it must ask about")
    candidates: list[str] = Field(default_factory=list, description="metrics the choice question must offer")
    gold_sql: str | None = Field(default=None, description="the answer's rows must equal this query's rows")
    refuses: bool = False
    says: list[str] = Field(default_factory=list, description="texts the answer's message must contain")
    status: str | None = None


class Turn(BaseModel):
    question: str
    answers: dict[str, Any] | str = Field(default_factory=dict, description="by slot or id; 'default' for defaults")


class Case(BaseModel):
    id: str
    question: str | None = None
    answers: dict[str, Any] | str = Field(default_factory=dict)
    dialog: list[Turn] = Field(default_factory=list, description="earlier turns of the same thread")
    expect: Expectation

    @model_validator(mode="after")
    def _one_question(self) -> Case:
        if not self.question:
            raise ValueError("a case needs a question")
        return self

    @property
    def turns(self) -> list[Turn]:
        return [*self.dialog, Turn(question=self.question or "", answers=self.answers)]


class Suite(BaseModel):
    name: str
    database: str = "demo"  # "demo", a path relative to the suite file, or a URL
    catalog: str | None = None  # a catalog path relative to the suite file; None: the built-in one
    today: str | None = None
    cases: list[Case]

    def database_path(self, suite_file: Path) -> str | None:
        if self.database == "demo":
            return None
        if "://" in self.database:
            return self.database
        return str((suite_file.parent / self.database).resolve())

    def catalog_path(self, suite_file: Path) -> str | None:
        if self.catalog is None:
            return None
        return str((suite_file.parent / self.catalog).resolve())


def load_suite(path: str | Path) -> Suite:
    file = Path(path)
    try:
        return Suite.model_validate(yaml.safe_load(file.read_text(encoding="utf-8")))
    except OSError as exc:
        raise InputError(f"cannot read the cases file: {exc}") from exc
    except (yaml.YAMLError, ValidationError) as exc:
        raise InputError(f"invalid cases file {file}: {' '.join(str(exc).split())[:300]}") from exc
