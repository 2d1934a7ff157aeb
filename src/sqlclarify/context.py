"""Runtime context: everything a user may tune per run. LangGraph gets it as `context_schema`,
so LangGraph Studio shows it as a form; nodes read it through `Runtime[Context]`."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from sqlclarify.errors import InputError

if TYPE_CHECKING:
    from sqlclarify.warehouse.base import Warehouse


T = TypeVar("T")
_BOUNDED: dict[tuple[Any, ...], Any] = {}  # see Context._bounded
_BOUNDED_LOCK = threading.Lock()

# The database used when none is set, as a file made for a given 'today'. The api layer registers the demo's
# (`use_default_database`): the graph's context knows no demo.
_default_database: Callable[[date], Path] | None = None


def use_default_database(make: Callable[[date], Path] | None) -> None:
    """Set what `Context.warehouse()` opens when no database is given (None: refuse instead)."""
    global _default_database
    _default_database = make


def _env(name: str) -> str | None:
    return os.environ.get(name) or None


def _os_user() -> str:
    import getpass

    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no login name in a container without a passwd entry
        return "default"


def _env_number(name: str, default: float, kind: type[int] | type[float]) -> Callable[[], Any]:
    """A default factory: the environment variable `name` as a number of `kind`, else `default`."""

    def read() -> Any:
        text = _env(name)
        if text is None:
            return kind(default)
        try:
            return kind(text)
        except ValueError:
            raise InputError(f"{name} must be a {'whole ' if kind is int else ''}number, not '{text}'") from None

    return read


@dataclass(kw_only=True)
class Context:
    """Settings of one run of the graph."""

    database: str | None = field(
        default_factory=lambda: _env("SQLCLARIFY_DB"),
        metadata={
            "description": "The database to query: a SQLite path, a .duckdb file or folder of Parquet/CSV files, "
            "duckdb:///PATH or postgresql://USER@HOST/DB. Empty: the embedded demo warehouse."
        },
    )
    catalog: str | None = field(
        default_factory=lambda: _env("SQLCLARIFY_CATALOG"),
        metadata={
            "description": "A dbt semantic layer: a directory of YAML files, one YAML file, or a "
            "semantic_manifest.json. Empty: the built-in demo catalog."
        },
    )
    checkpoint: str | None = field(
        default_factory=lambda: _env("SQLCLARIFY_CHECKPOINT"),
        metadata={
            "description": "Where threads live: a SQLite file or a postgresql:// URL. Empty: a per-user file. "
            "(A LangGraph server reads SQLCLARIFY_CHECKPOINT once, at start.)"
        },
    )
    user_id: str = field(
        default_factory=lambda: _env("SQLCLARIFY_USER") or _os_user(),
        metadata={"description": "Whose remembered choices apply (SQLCLARIFY_USER). Empty: the OS user."},
    )
    model: str | None = field(
        default_factory=lambda: _env("SQLCLARIFY_MODEL"),
        metadata={"description": "Chat model, e.g. 'openai:gpt-4o-mini' or 'ollama:llama3.1'. Empty: catalog only."},
    )
    model_base_url: str | None = field(
        default_factory=lambda: _env("SQLCLARIFY_BASE_URL") or _env("OPENAI_BASE_URL"),
        metadata={"description": "Base URL of an OpenAI-compatible server (Ollama, vLLM, llama.cpp)."},
    )
    model_timeout_seconds: float = field(
        default_factory=_env_number("SQLCLARIFY_MODEL_TIMEOUT", 60.0, float),
        metadata={"description": "Timeout of one model call, in seconds (a timed-out call is not retried)."},
    )
    model_max_retries: int = field(
        default_factory=_env_number("SQLCLARIFY_MODEL_RETRIES", 2, int),
        metadata={"description": "Retries of a model call that failed with HTTP 429, 5xx or no connection."},
    )
    model_context_tokens: int = field(
        default_factory=_env_number("SQLCLARIFY_MODEL_CONTEXT", 0, int),
        metadata={"description": "The model's context size in tokens; the prompt is trimmed to fit. 0: not set."},
    )
    memory_turns: int = field(
        default=20, metadata={"description": "Most question/answer pairs the model remembers (the budget decides)."}
    )
    memory_token_budget: int = field(
        default=800, metadata={"description": "Token budget of that memory (the default holds at least 5 pairs)."}
    )
    schema_token_budget: int = field(
        default_factory=_env_number("SQLCLARIFY_SCHEMA_BUDGET", 1200, int),
        metadata={"description": "Token budget of the schema excerpt."},
    )
    mode: Literal["interactive", "auto", "strict"] = field(
        default_factory=lambda: _env("SQLCLARIFY_MODE") or "interactive",  # type: ignore[return-value]
        metadata={"description": "interactive: ask the user; auto: take each question's default; strict: fail."},
    )
    today: str | None = field(
        default_factory=lambda: _env("SQLCLARIFY_TODAY"),
        metadata={"description": "The date relative ranges resolve against (YYYY-MM-DD). Empty: today."},
    )
    max_clarification_rounds: int = field(
        default=3, metadata={"description": "Rounds of questions before the agent says what it still lacks."}
    )
    max_sql_retries: int = field(default=2, metadata={"description": "Corrections after a failed validation."})
    row_limit: int = field(default=1000, metadata={"description": "LIMIT added to queries that have none."})
    max_rows: int = field(default=200, metadata={"description": "Rows kept in the answer (the rest is counted)."})
    timeout_seconds: float = field(default=10.0, metadata={"description": "Statement timeout of a query."})
    option_values_seconds: float = field(
        default_factory=_env_number("SQLCLARIFY_OPTION_VALUES_SECONDS", 1.5, float),
        metadata={"description": "Time budget of the query that shows each option's value when asking. 0: off."},
    )
    sample_values: str = field(
        default_factory=lambda: _env("SQLCLARIFY_SAMPLE_VALUES") or "auto",
        metadata={
            "description": "Sample values shown to the model: 'off', 'auto' (text columns that do not look "
            "personal) or a comma list of table.column allowed."
        },
    )

    def warehouse(self) -> Warehouse:
        """The warehouse to query (cached per target); the demo warehouse, built on first use, when none is set.

        Resolved once for this context and reused while it stays open (and, for the demo, while its file exists)."""
        from sqlclarify.warehouse import is_open, open_warehouse

        key = (self.database, None if self.database else self.today_date())
        found = self._resolved.get("warehouse")
        if found is not None and found[0] == key:
            warehouse, demo_file = found[1]
            if is_open(warehouse) and (demo_file is None or demo_file.exists()):
                return warehouse
        demo_file = None
        if self.database:
            warehouse = open_warehouse(str(self.database))
        else:
            if _default_database is None:
                raise InputError("no database is set: give --db URL (or SQLCLARIFY_DB)")
            demo_file = _default_database(self.today_date())
            warehouse = open_warehouse(str(demo_file))
        warehouse = self._bounded(warehouse)
        self._resolved["warehouse"] = (key, (warehouse, demo_file))
        return warehouse

    def _bounded(self, warehouse: Warehouse) -> Warehouse:
        """`warehouse` behind the operator's data boundary (`SQLCLARIFY_BOUNDARY`) for this context's user: the
        boundary's tables and columns, and the catalog's row-level policies."""
        from sqlclarify.semantic.access_policy import policies_for
        from sqlclarify.warehouse.boundary import current_boundary
        from sqlclarify.warehouse.bounded import BoundedWarehouse
        from sqlclarify.warehouse.row_policy import RowPolicies

        boundary = current_boundary()
        # one bounded warehouse per engine, boundary, user and catalog: the catalog's vocabulary (keyed on the
        # warehouse) is then built once, not once per context
        key = (id(warehouse), id(boundary), self.user_id, self.catalog)
        with _BOUNDED_LOCK:
            found = _BOUNDED.get(key)
            if found is not None and found.inner is warehouse and found.boundary is boundary:
                return found
        kept: dict[str, Any] = {}

        def layer() -> Any:
            from sqlclarify.errors import CatalogError
            from sqlclarify.semantic.readers import load_semantic_layer

            try:
                return load_semantic_layer(self.catalog)
            except CatalogError:  # a catalog that cannot be read guards nothing and names no table
                return None

        def catalog_tables() -> frozenset[str]:
            found = layer()
            return frozenset(t.lower() for t in found.tables) if found is not None else frozenset()

        def policies() -> RowPolicies:
            found = layer()
            if found is None:
                return RowPolicies({})
            if kept.get("layer") is not found:
                user = boundary.user(self.user_id)
                kept["policies"] = policies_for(found, self.user_id, user, warehouse.dialect)
                kept["layer"] = found
            return kept["policies"]

        bounded = BoundedWarehouse(warehouse, boundary, catalog_tables=catalog_tables, policies=policies)
        with _BOUNDED_LOCK:
            if len(_BOUNDED) > 64:
                _BOUNDED.clear()
            _BOUNDED[key] = bounded
        return bounded

    def remembered(self, name: str, key: Any, build: Callable[[], T]) -> T:
        """`build()`, kept on this context under `name` until `key` changes: what the nodes of a run share
        (one context per run, or one per agent) instead of resolving it again in every node."""
        found = self._resolved.get(name)
        if found is not None and found[0] == key:
            return found[1]
        value = build()
        self._resolved[name] = (key, value)
        return value

    def binding(self) -> dict[str, str | None]:
        """What a thread runs on — database, catalog, model — as the thread records it (see `binding.py`)."""
        database = self.database
        if database and "://" not in database and Path(database).expanduser().exists():
            database = str(Path(database).expanduser().resolve())
        catalog = str(Path(self.catalog).expanduser().resolve()) if self.catalog else None
        return {"database": database, "catalog": catalog, "model": self.model if isinstance(self.model, str) else None}

    def __post_init__(self) -> None:
        # name -> (key, value): what `warehouse()` and `remembered()` resolved; not a setting, not compared
        self._resolved: dict[str, tuple[Any, Any]] = {}
        if self.mode not in ("interactive", "auto", "strict"):
            raise InputError(f"mode must be interactive, auto or strict, not '{self.mode}'")
        from sqlclarify.warehouse.privacy import parse_policy

        parse_policy(self.sample_values)
        limits = {
            "model_timeout_seconds": self.model_timeout_seconds > 0,
            "model_max_retries": self.model_max_retries >= 0,
            "model_context_tokens": self.model_context_tokens >= 0,
            "schema_token_budget": self.schema_token_budget >= 0,
            "option_values_seconds": self.option_values_seconds >= 0,
        }
        if not isinstance(self.user_id, str) or not self.user_id.strip():
            raise InputError("user_id must not be empty")
        if wrong := [name for name, ok in limits.items() if not ok]:
            raise InputError(f"{wrong[0]} must be {'positive' if wrong[0] == 'model_timeout_seconds' else '0 or more'}")

    def today_date(self) -> date:
        if not self.today:
            return date.today()
        try:
            return date.fromisoformat(str(self.today))
        except ValueError as exc:
            raise InputError(f"'today' must be YYYY-MM-DD, got '{self.today}'") from exc
