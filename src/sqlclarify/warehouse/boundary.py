"""The data boundary: which tables and columns anyone may read, and which rows each user sees.

Set by the operator, never by a client: a YAML file named by `SQLCLARIFY_BOUNDARY` (or `--boundary`):

```yaml
tables: catalog            # "all" (default), "catalog" (the catalog's tables only) or a list of table names
deny_columns: [notes, "users.email"]   # more column patterns denied (a column name, or table.column; * globs)
allow_columns: [orders.token_count]    # exceptions to the denied patterns (the default set included)
users:                                 # who belongs to which groups, and their attributes for row policies
  alice: {groups: [sales], attributes: {market: [ID, TH]}}
  "*": {groups: [analysts]}            # everyone else
```

With no file, every table may be read, minus the columns whose names look secret (`DEFAULT_DENIED`). A denied
table or column is left out of the schema everything else sees (the model's prompt, sample values, the
validator, `validate_sql`), so it reads as unknown; `BoundedWarehouse` enforces it again on the parsed SQL.
"""

from __future__ import annotations

import fnmatch
import os
import re
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

import yaml

from sqlclarify.errors import InputError
from sqlclarify.warehouse.base import ForeignKey, WarehouseSchema

BOUNDARY_ENV = "SQLCLARIFY_BOUNDARY"

# Column names that hold secrets or identifiers nobody should read through an analytics agent. Each is matched
# against the column's name split into words (snake_case, camelCase): `api_key`, `apiKey`, `user_pwd_hash`.
# A web framework's session store keeps its secret in `session_key` / `session_data` (or a token): those are hidden.
# The bare word "session" is not: in a warehouse `session_id`, `session_date`, `sessions` are an analytics visit's
# key, day and count (GA4 exports, parking or gaming sessions), and hiding them left whole catalogs unanswerable.
DEFAULT_DENIED = (
    r"password|passwd|passphrase|pwd|pass_?hash|hash|hashed|digest|salt|secret|secrets|token|tokens|"
    r"api_?key|apikey|access_?key|secret_?key|private_?key|auth_?key|signing_?key|encryption_?key|ssh_?key|"
    r"credential|credentials|session_?key|session_?data|cookie|otp|totp|mfa_?secret|recovery_?code|pin|"
    r"cvv|cvc|cvv2|card_?number|cc_?number|cc_?num|credit_?card|pan|iban|bic|swift|account_?number|"
    r"account_?no|acct_?number|acct_?no|routing_?number|sort_?code|ssn|social_?security(?:_?number)?|"
    r"national_?id|national_?insurance|nino|passport(?:_?number)?|tax_?id|tin|vat_?id|driver_?licen[cs]e|"
    r"licen[cs]e_?number|bsn|aadhaar|nric|sin"
)
_DENIED_WORDS = re.compile(rf"(?:^|_)(?:{DEFAULT_DENIED})(?:_|$)")
DEFAULT_SUMMARY = "passwords, hashes, tokens, keys, secrets, card and account numbers, national ids"


def snake(name: str) -> str:
    """`apiKey` → `api_key`, `Card Number` → `card_number`: the form the denied patterns read."""
    return re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name).lower().replace(" ", "_").replace("-", "_")


def looks_secret(column: str) -> bool:
    """True when a column's name is one of the default denied kinds."""
    return bool(_DENIED_WORDS.search(snake(column)))


@dataclass(frozen=True)
class UserInfo:
    """The groups and attributes of one user, as the operator wrote them."""

    groups: tuple[str, ...] = ()
    attributes: dict[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class Boundary:
    """What may be read. `tables` None means every table; "catalog" the catalog's tables only."""

    tables: str | tuple[str, ...] | None = None
    deny_columns: tuple[str, ...] = ()
    allow_columns: tuple[str, ...] = ()
    users: dict[str, UserInfo] = field(default_factory=dict)
    source: str = ""

    def column_denied(self, table: str, column: str) -> bool:
        """True when `table.column` may not be read: a denied pattern (ours or the operator's) and no allowance."""
        if _matches(self.allow_columns, table, column):
            return False
        return looks_secret(column) or _matches(self.deny_columns, table, column)

    def table_allowed(self, table: str, catalog_tables: frozenset[str]) -> bool:
        if self.tables is None:
            return True
        allowed = catalog_tables if self.tables == "catalog" else frozenset(t.lower() for t in self.tables)
        return table.lower() in allowed

    def user(self, name: str) -> UserInfo:
        """The operator's entry for `name`, else the `*` entry, else a user with no groups."""
        return self.users.get(name) or self.users.get("*") or UserInfo()

    def describe(self) -> str:
        """One line for a server's start: what anyone may read."""
        if self.tables is None:
            tables = "every table"
        elif self.tables == "catalog":
            tables = "the catalog's tables only"
        else:
            tables = f"{len(self.tables)} listed table{'s' * (len(self.tables) != 1)}"
        extra = f" and {len(self.deny_columns)} more pattern{'s' * (len(self.deny_columns) != 1)}"
        more = extra if self.deny_columns else ""
        where = f" ({self.source})" if self.source else f" (set {BOUNDARY_ENV} to narrow it)"
        return f"data boundary: {tables}, minus columns of {DEFAULT_SUMMARY}{more}{where}"

    @cached_property
    def fingerprint(self) -> str:
        return repr((self.tables, self.deny_columns, self.allow_columns))

    def restrict(self, schema: WarehouseSchema, catalog_tables: frozenset[str]) -> WarehouseSchema:
        """The schema with the tables and columns outside the boundary left out (and foreign keys to them)."""
        tables: dict[str, dict[str, str]] = {}
        for table, columns in schema.tables.items():
            if not self.table_allowed(table, catalog_tables):
                continue
            tables[table] = {c: kind for c, kind in columns.items() if not self.column_denied(table, c)}
        foreign_keys: dict[str, list[ForeignKey]] = {}
        for table, keys in schema.foreign_keys.items():
            if table not in tables:
                continue
            kept = [
                k
                for k in keys
                if k.column in tables[table]
                and schema.find_table(k.ref_table) in tables
                and k.ref_column in tables.get(schema.find_table(k.ref_table) or "", {})
            ]
            if kept:
                foreign_keys[table] = kept
        return WarehouseSchema(tables=tables, foreign_keys=foreign_keys, views=schema.views & tables.keys())


def _matches(patterns: tuple[str, ...], table: str, column: str) -> bool:
    """A pattern is `column` or `table.column` (case-insensitive, `*` globs)."""
    for pattern in patterns:
        target = f"{table}.{column}".lower() if "." in pattern else column.lower()
        if fnmatch.fnmatchcase(target, pattern.lower()):
            return True
    return False


_LOADED: dict[tuple[str, int], Boundary] = {}


def current_boundary() -> Boundary:
    """The operator's boundary (`SQLCLARIFY_BOUNDARY`), or the default one; InputError (one line) for a bad file."""
    path = os.environ.get(BOUNDARY_ENV, "").strip()
    if not path:
        return DEFAULT_BOUNDARY
    file = Path(path).expanduser()
    try:
        stamp = file.stat().st_mtime_ns
    except OSError:
        raise InputError(f"{BOUNDARY_ENV}: {file}: no such file") from None
    key = (str(file), stamp)
    if key not in _LOADED:
        _LOADED.clear()
        _LOADED[key] = load_boundary(file)
    return _LOADED[key]


def load_boundary(file: Path) -> Boundary:
    """The boundary a YAML file describes; InputError naming the file and the first problem."""
    try:
        data = yaml.safe_load(file.read_text(encoding="utf-8")) or {}
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise InputError(f"{file}: cannot be read as YAML: {' '.join(str(exc).split())}") from None
    if not isinstance(data, dict):
        raise InputError(f"{file}: a boundary is a mapping (tables, deny_columns, allow_columns, users)")
    unknown = set(data) - {"tables", "deny_columns", "allow_columns", "users"}
    if unknown:
        raise InputError(f"{file}: unknown key '{sorted(unknown)[0]}'")
    tables = data.get("tables", "all")
    if tables == "all" or tables is None:
        tables_value: str | tuple[str, ...] | None = None
    elif tables == "catalog":
        tables_value = "catalog"
    elif isinstance(tables, list) and all(isinstance(t, str) for t in tables):
        tables_value = tuple(tables)
    else:
        raise InputError(f"{file}: tables must be 'all', 'catalog' or a list of table names")
    return Boundary(
        tables=tables_value,
        deny_columns=_strings(data.get("deny_columns"), file, "deny_columns"),
        allow_columns=_strings(data.get("allow_columns"), file, "allow_columns"),
        users=_users(data.get("users"), file),
        source=str(file),
    )


def _strings(value: Any, file: Path, key: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise InputError(f"{file}: {key} must be a list of column patterns")
    return tuple(v.strip() for v in value)


def _users(value: Any, file: Path) -> dict[str, UserInfo]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise InputError(f"{file}: users must map user names to {{groups, attributes}}")
    users = {}
    for name, entry in value.items():
        entry = entry or {}
        if not isinstance(entry, dict) or set(entry) - {"groups", "attributes"}:
            raise InputError(f"{file}: users.{name} takes groups and attributes")
        attributes = entry.get("attributes") or {}
        if not isinstance(attributes, dict):
            raise InputError(f"{file}: users.{name}.attributes must be a mapping")
        users[str(name)] = UserInfo(
            groups=_strings(entry.get("groups"), file, f"users.{name}.groups"),
            attributes={
                str(k): tuple(str(v) for v in (vals if isinstance(vals, list) else [vals]))
                for k, vals in attributes.items()
            },
        )
    return users


DEFAULT_BOUNDARY = Boundary()
