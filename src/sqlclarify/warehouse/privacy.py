"""Which columns may lend sample values to the model: text columns that do not look personal.

The policy is a string: "off" (none), "auto" (text columns whose names do not look like a person's
e-mail, phone, address, name, birth date, IP or identity number), or a comma list of `table.column`
allowed (only those, personal or not: the user chose them).
"""

from __future__ import annotations

import re

from sqlclarify.errors import InputError
from sqlclarify.warehouse.base import WarehouseSchema

TEXT_TYPES = ("text", "varchar", "char", "nvarchar", "nchar", "character", "string", "clob")

_WORDS = r"(?:^|_)({})(?:_|$)"
# words that mark a column as personal wherever they stand in its name
PERSONAL = re.compile(
    _WORDS.format(
        "e?mail|email_?address|phone|mobile|cell|fax|telephone|tel|address|addr|street|zip|zipcode|postal|"
        "postal_?code|postcode|birth|birthday|birthdate|dob|date_of_birth|ip|ip_?address|ipv4|ipv6|ssn|"
        "passport|national_?id|tax_?id|iban|card|card_?number|credit_?card|password|passwd|token|secret|"
        "first_?name|last_?name|full_?name|middle_?name|given_?name|family_?name|surname|maiden_?name|"
        "nick_?name|user_?name|login|gender|salary|latitude|longitude|lat|lon|lng|geo"
    )
)
# `<who>_name` for a person: customer_name, employee_name, contact_name…
PERSON_NAME = re.compile(
    _WORDS.format(
        "(?:customer|client|contact|employee|user|person|owner|author|patient|student|member|manager|"
        "buyer|seller|recipient|sender|driver|passenger|guest|player)s?_?name"
    )
)
# tables of people, whose bare `name` column names a person
PEOPLE_TABLES = re.compile(
    _WORDS.format(
        "customers?|clients?|contacts?|employees?|users?|people|persons?|patients?|students?|members?|"
        "staff|authors?|buyers?|sellers?|drivers?|passengers?|guests?|players?|accounts?"
    )
)


def _snake(name: str) -> str:
    return re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name).lower().replace(" ", "_").replace("-", "_")


def looks_personal(table: str, column: str) -> bool:
    """True for columns whose name suggests data about a person."""
    col = _snake(column)
    if PERSONAL.search(col) or PERSON_NAME.search(col):
        return True
    return col in ("name", "names") and bool(PEOPLE_TABLES.search(_snake(table)))


def parse_policy(policy: str) -> str | frozenset[tuple[str, str]]:
    """ "off", "auto", or the set of (table, column) allowed, lowercased; InputError for a malformed list."""
    text = (policy or "auto").strip()
    if text.lower() in ("off", "auto"):
        return text.lower()
    allowed = set()
    for item in text.split(","):
        table, dot, column = item.strip().rpartition(".")
        if not dot or not table or not column:
            raise InputError(f"sample values must be 'off', 'auto' or a comma list of table.column, not '{item}'")
        allowed.add((table.lower(), column.lower()))
    return frozenset(allowed)


def sample_columns(schema: WarehouseSchema, policy: str) -> set[tuple[str, str]]:
    """The (table, column) pairs whose sample values may be shown to the model under `policy`."""
    parsed = parse_policy(policy)
    if parsed == "off":
        return set()
    chosen = set()
    for table, columns in schema.tables.items():
        for column, kind in columns.items():
            if parsed == "auto":
                if (kind or "TEXT").lower().startswith(TEXT_TYPES) and not looks_personal(table, column):
                    chosen.add((table, column))
            elif (table.lower(), column.lower()) in parsed:
                chosen.add((table, column))
    return chosen
