"""Build examples/otif_supply/otif_supply.sqlite from the project's own seed (no generated data).

KushPatel29/supply-chain-analytics-dbt (a Canadian perishable-food distributor: 40 customers, 60 products, 8
warehouses) ships its data as dbt seeds. The semantic layer reads one model, `fct_orders` (one row per order
line), so this script loads `seeds/raw_fact_orders.csv` (verbatim from the repository, 20,000 order lines placed
2025-01-01 to 2025-06-30) and derives the mart the way the project's `stg_orders.sql` and `fct_orders.sql` do:

- revenue = round(qty_shipped x unit_price, 2); gross_margin = round(qty_shipped x (unit_price - unit_cost), 2);
- otif_flag = 1 when the line shipped on or before its promised date and at least 95% of the ordered quantity
  shipped (qty_ordered > 0), else 0.

Only the columns the semantic model reads are kept (order_id, order_date, customer_id, product_id, revenue,
gross_margin, otif_flag), plus `metricflow_time_spine` (one row per day, 2025-01-01 to 2026-12-31, as the
project's `metricflow_time_spine.sql` date spine). Deterministic: the seed file is the only input.

Run: python examples/otif_supply/build.py
"""

from __future__ import annotations

import csv
import sqlite3
from datetime import date, timedelta
from pathlib import Path

HERE = Path(__file__).parent
OUT = HERE / "otif_supply.sqlite"
SEED_FILE = HERE / "seeds" / "raw_fact_orders.csv"


def main() -> None:
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.execute(
        "CREATE TABLE raw_fact_orders (order_id INTEGER, order_date TEXT, customer_id INTEGER, product_id INTEGER,"
        " qty_ordered INTEGER, qty_shipped REAL, promised_date TEXT, shipped_date TEXT, unit_price REAL,"
        " unit_cost REAL)"
    )
    with SEED_FILE.open(newline="", encoding="utf-8") as handle:
        rows = [
            (
                int(r["order_id"]),
                r["order_date"],
                int(r["customer_id"]),
                int(r["product_id"]),
                int(r["qty_ordered"]),
                float(r["qty_shipped"]),
                r["promised_date"],
                r["shipped_date"] or None,
                float(r["unit_price"]),
                float(r["unit_cost"]),
            )
            for r in csv.DictReader(handle)
        ]
    con.executemany("INSERT INTO raw_fact_orders VALUES (?,?,?,?,?,?,?,?,?,?)", rows)
    con.execute(
        """
        CREATE TABLE fct_orders AS
        SELECT
            order_id,
            order_date,
            customer_id,
            product_id,
            round(qty_shipped * unit_price, 2) AS revenue,
            round(qty_shipped * (unit_price - unit_cost), 2) AS gross_margin,
            CASE
                WHEN shipped_date IS NOT NULL
                 AND shipped_date <= promised_date
                 AND qty_ordered > 0
                 AND qty_shipped * 1.0 / qty_ordered >= 0.95
                THEN 1 ELSE 0
            END AS otif_flag
        FROM raw_fact_orders
        ORDER BY order_id
        """
    )
    con.execute("DROP TABLE raw_fact_orders")
    con.execute("CREATE TABLE metricflow_time_spine (date_day TEXT PRIMARY KEY)")
    day, last = date(2025, 1, 1), date(2026, 12, 31)
    spine = []
    while day <= last:
        spine.append((day.isoformat(),))
        day += timedelta(days=1)
    con.executemany("INSERT INTO metricflow_time_spine VALUES (?)", spine)
    con.commit()
    con.execute("VACUUM")
    con.close()
    print(f"wrote {OUT} ({len(rows)} order lines, {len(spine)} spine days)")


if __name__ == "__main__":
    main()
