"""Sample values sent to the model: off, auto (no personal-looking columns) or an explicit column list."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from sqlclarify.context import Context
from sqlclarify.errors import InputError
from sqlclarify.llm.schema_context import relevant_schema
from sqlclarify.warehouse import open_warehouse
from sqlclarify.warehouse.base import WarehouseSchema
from sqlclarify.warehouse.privacy import looks_personal, sample_columns
from tests.conftest import CHINOOK


@pytest.mark.parametrize(
    ("table", "column"),
    [
        ("Customer", "Email"),
        ("Customer", "Phone"),
        ("Customer", "Fax"),
        ("Customer", "Address"),
        ("Customer", "PostalCode"),
        ("Customer", "FirstName"),
        ("Employee", "LastName"),
        ("Employee", "BirthDate"),
        ("users", "name"),
        ("orders", "customer_name"),
        ("sessions", "ip_address"),
        ("people", "date_of_birth"),
        ("accounts", "password_hash"),
    ],
)
def test_personal_columns(table: str, column: str) -> None:
    assert looks_personal(table, column)


@pytest.mark.parametrize(
    ("table", "column"),
    [("markets", "name"), ("Artist", "Name"), ("Genre", "Name"), ("ad_revenue", "ad_network"), ("Track", "Composer")],
)
def test_not_personal_columns(table: str, column: str) -> None:
    assert not looks_personal(table, column)


def test_policies() -> None:
    schema = WarehouseSchema(tables={"customers": {"email": "TEXT", "country": "TEXT", "age": "INTEGER"}})
    assert sample_columns(schema, "auto") == {("customers", "country")}
    assert sample_columns(schema, "off") == set()
    assert sample_columns(schema, "Customers.EMAIL") == {("customers", "email")}
    with pytest.raises(InputError, match=r"table\.column"):
        sample_columns(schema, "email")
    with pytest.raises(InputError, match=r"table\.column"):
        Context(sample_values="country")


def test_no_emails_phones_or_addresses_reach_the_prompt_by_default(tmp_path: Path) -> None:
    conn = sqlite3.connect(CHINOOK)
    email, phone, city = conn.execute("SELECT Email, Phone, City FROM Customer ORDER BY CustomerId LIMIT 1").fetchone()
    conn.close()
    warehouse = open_warehouse(str(CHINOOK))
    auto = relevant_schema(warehouse, "anything", 50_000)
    assert email not in auto and phone not in auto
    assert "e.g. Name: " in auto  # artists, genres and media types still have samples
    assert "e.g." not in relevant_schema(warehouse, "anything", 50_000, "off")
    chosen = relevant_schema(warehouse, "anything", 50_000, "Customer.Email")
    assert email in chosen and city not in chosen and chosen.count("e.g.") == 1
