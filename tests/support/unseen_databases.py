"""Two databases nobody prepared a catalog for, built from a fixed seed: an online shop (stores, customers, orders,
order items) and an operations log (sites, machines, events). No declared keys, realistic names and values, some
empty cells and free text — what a newcomer's own database looks like. Used to test `catalog init` end to end."""

from __future__ import annotations

import csv
import random
import tempfile
import zlib
from datetime import date, datetime, timedelta
from decimal import Decimal
from pathlib import Path

import duckdb

SHOP_DDL = """
CREATE TABLE stores (store_id INTEGER, name VARCHAR, city VARCHAR, region VARCHAR, opened_date DATE);
CREATE TABLE customers (customer_id INTEGER, full_name VARCHAR, email VARCHAR, city VARCHAR, country VARCHAR,
    segment VARCHAR, created_at TIMESTAMP);
CREATE TABLE orders (order_id INTEGER, customer_id INTEGER, store_id INTEGER, order_date TIMESTAMP, status VARCHAR,
    payment_method VARCHAR, amount DECIMAL(10, 2), shipping_fee DECIMAL(8, 2), gift_wrap BOOLEAN);
CREATE TABLE order_items (item_id INTEGER, order_id INTEGER, sku VARCHAR, product_name VARCHAR, category VARCHAR,
    quantity INTEGER, unit_price DECIMAL(10, 2));
"""

OPERATIONS_DDL = """
CREATE TABLE sites (site_id VARCHAR, site_name VARCHAR, country VARCHAR, climate_zone VARCHAR);
CREATE TABLE machines (machine_id INTEGER, serial_no VARCHAR, model VARCHAR, manufacturer VARCHAR, site_id VARCHAR,
    commissioned_on DATE, is_critical BOOLEAN);
CREATE TABLE events (event_id BIGINT, machine_id INTEGER, event_time TIMESTAMP, event_type VARCHAR, severity INTEGER,
    downtime_minutes INTEGER, temperature DOUBLE, acknowledged BOOLEAN, operator_note VARCHAR);
"""

_REGIONS = {"North": ["Leeds", "York", "Newcastle"], "South": ["Brighton", "Southampton"], "West": ["Bristol"]}
_COUNTRIES = ["United Kingdom", "Ireland", "France", "Germany", "Netherlands", "Spain"]
_FIRST = ["Ava", "Noah", "Mia", "Liam", "Zoe", "Omar", "Ines", "Jonas", "Priya", "Tomás", "Hana", "Lars"]
_LAST = ["Smith", "Okafor", "Dubois", "Müller", "Visser", "García", "Kowalski", "Sato", "Byrne", "Rossi"]
_CATEGORIES = {
    "Kitchen": [("Chef knife", 49.0), ("Cast iron pan", 35.0), ("Espresso cups", 18.5)],
    "Garden": [("Hose reel", 27.9), ("Pruning shears", 15.0)],
    "Books": [("Atlas of Rivers", 24.0), ("Night Garden", 12.99), ("Field Guide", 19.5)],
    "Toys": [("Wooden train", 32.0), ("Puzzle 1000", 14.0)],
}


def build_shop(path: Path, seed: int = 7) -> Path:
    rng = random.Random(seed)
    with duckdb.connect(str(path)) as db:
        db.execute(SHOP_DDL)
        stores = []
        store_id = 100
        for region, cities in _REGIONS.items():
            for city in cities:
                store_id += 1
                opened = date(2010, 1, 1) + timedelta(days=rng.randrange(2500))
                stores.append(
                    (store_id, f"{city} {rng.choice(['Central', 'High Street', 'Retail Park'])}", city, region, opened)
                )
        _load(db, "stores", stores)
        customers = []
        for customer_id in range(1, 401):
            name = f"{rng.choice(_FIRST)} {rng.choice('ABCDEFGHJKLMNPRSTW')}. {rng.choice(_LAST)}"
            created = datetime(2016, 1, 1) + timedelta(minutes=rng.randrange(3 * 365 * 24 * 60))
            customers.append(
                (
                    customer_id,
                    name,
                    f"{name.split()[0].lower()}.{customer_id}@example.org",
                    rng.choice(["Leeds", "Paris", "Dublin", "Berlin", "Utrecht", "Madrid", "York", "Lyon", "Cork"]),
                    rng.choice(_COUNTRIES),
                    rng.choice(["consumer", "consumer", "business", "student"]),
                    created,
                )
            )
        _load(db, "customers", customers)
        orders, items = [], []
        item_id = 0
        for order_id in range(5001, 8001):
            when = datetime(2017, 1, 1) + timedelta(minutes=rng.randrange(3 * 365 * 24 * 60))
            lines = []
            for _ in range(rng.choice([1, 1, 2, 3, 4])):
                category = rng.choice(list(_CATEGORIES))
                product, price = rng.choice(_CATEGORIES[category])
                item_id += 1
                quantity = rng.choice([1, 1, 1, 2, 2, 3, 5])
                lines.append(
                    (
                        item_id,
                        order_id,
                        f"SKU-{zlib.crc32(product.encode()) % 9000 + 1000}-{category[:2].upper()}",
                        product,
                        category,
                        quantity,
                        Decimal(str(price)),
                    )
                )
            amount = sum(q * p for *_, q, p in lines)
            orders.append(
                (
                    order_id,
                    rng.randrange(1, 401),
                    rng.choice(stores)[0],
                    when,
                    rng.choice(["delivered", "delivered", "delivered", "shipped", "cancelled", "returned"]),
                    rng.choice(["card", "card", "paypal", "voucher", None]),
                    amount,
                    Decimal(rng.choice(["0.00", "3.95", "4.95", "7.50"])),
                    rng.random() < 0.15,
                )
            )
            items.extend(lines)
        _load(db, "orders", orders)
        _load(db, "order_items", items)
    return path


_SITES = [
    ("RTM-01", "Rotterdam Harbour", "Netherlands", "temperate"),
    ("GDA-02", "Gdańsk Yard", "Poland", "continental"),
    ("SEV-03", "Seville Plant", "Spain", "arid"),
    ("TMP-04", "Tampere Works", "Finland", "subarctic"),
    ("PRT-05", "Porto Dock", "Portugal", "temperate"),
]
_MODELS = [("CX-200", "Kessler"), ("CX-350", "Kessler"), ("Titan 9", "Norrmann"), ("P-11", "Arcadia")]
_EVENT_TYPES = ["alarm", "warning", "warning", "maintenance", "shutdown", "startup", "startup"]
_NOTES = [
    "Operator reset the unit after checking the pressure valve and logging the reading.",
    "Vibration above threshold on bearing 2; scheduled inspection with the vendor next week.",
    None,
    "Routine check, nothing to report.",
]


def build_operations(path: Path, seed: int = 11) -> Path:
    rng = random.Random(seed)
    with duckdb.connect(str(path)) as db:
        db.execute(OPERATIONS_DDL)
        _load(db, "sites", _SITES)
        machines = []
        for machine_id in range(1, 61):
            model, maker = rng.choice(_MODELS)
            machines.append(
                (
                    machine_id,
                    f"{maker[:3].upper()}-{rng.randrange(10**6):06d}",
                    model,
                    maker,
                    rng.choice(_SITES)[0],
                    date(2015, 1, 1) + timedelta(days=rng.randrange(2000)),
                    rng.random() < 0.3,
                )
            )
        _load(db, "machines", machines)
        events = []
        for event_id in range(900_001, 906_001):
            kind = rng.choice(_EVENT_TYPES)
            downtime = rng.randrange(5, 240) if kind in ("shutdown", "maintenance") else 0
            events.append(
                (
                    event_id,
                    rng.randrange(1, 61),
                    datetime(2021, 1, 1) + timedelta(seconds=rng.randrange(3 * 365 * 86400)),
                    kind,
                    rng.randrange(1, 6),
                    downtime,
                    round(rng.gauss(61.0, 9.0), 1) if rng.random() > 0.05 else None,
                    rng.random() < 0.7,
                    rng.choice(_NOTES),
                )
            )
        _load(db, "events", events)
    return path


def _load(db: duckdb.DuckDBPyConnection, table: str, rows: list[tuple]) -> None:
    """Rows into a table through a CSV file (row-by-row inserts take minutes on a busy machine)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"{table}.csv"
        with path.open("w", newline="", encoding="utf-8") as handle:
            csv.writer(handle).writerows(["" if v is None else v for v in row] for row in rows)
        db.execute(f"COPY {table} FROM '{path}' (HEADER false, NULLSTR '')")
