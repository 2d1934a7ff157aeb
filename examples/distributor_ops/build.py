"""Build examples/distributor_ops/distributor_ops.sqlite: a deterministic stand-in for the project's five facts.

The source repository (patrickmhaney/bgr_control_tower, no licence stated) builds a DuckDB star schema from five mock
source systems (Sage X3, HubSpot, Paycom, Netstock, Pangea) through dlt; its semantic layer reads five facts of the
core. This script generates plausible rows for those facts with a fixed seed, standard library only, with the
columns the semantic layer reads (and a few beside them), for 2025-01-01 .. 2026-03-31:

- fct_shipment: one row per shipment (Pangea): ship_date_key / delivered_date_key (YYYYMMDD integers, as the
  project's conformed date keys), customer_key ('X3-' || customer code, or 'UNKNOWN'), site_code, carrier_scac,
  sales_order_number (NULL when the shipment resolved to no order), service_level, transport_mode,
  shipment_status (DELIVERED, IN_TRANSIT, EXCEPTION), destination_state, customer_resolution_method,
  has_order_reference (0/1), shipment_cost_usd (charge lines), is_on_time_vs_carrier_promise (0/1, NULL when
  undelivered) and the dates behind it.
- fct_invoice_line: one row per sales invoice line: invoice_date_key, payment_date_key, payment_term_code,
  document_currency_code (USD, CAD), line_net_amount_usd, is_unsettled (0/1) and days_to_pay_settled_only (NULL
  when unpaid).
- fct_sales_order_line: one row per sales order line: order_date_key, order_status, document_currency_code,
  line_net_amount_usd, invoiced_amount_usd and returned_amount_usd.
- fct_supplier_invoice_line: one row per supplier (AP) invoice line: invoice_date_key, supplier_code,
  invoice_status_code, match_result and is_three_way_matched (0/1).
- fct_inventory_count_line: one row per counted stock position: count_date_key, count_type (CYCLE, PHYSICAL),
  session_status, location_code, system_qty, counted_qty and is_accurate_position (0/1, within 2%).
- metricflow_time_spine: the project's daily calendar (date_day), 2024-01-01 .. 2027-12-31.

Run: python examples/distributor_ops/build.py
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("distributor_ops.sqlite")
SEED = 20260406
START, END = date(2025, 1, 1), date(2026, 3, 31)
SITES = ["ATL01", "DFW01", "CHI01"]
CARRIERS = {"ODFL": 0.86, "SAIA": 0.78, "FXFE": 0.81, "ABFS": 0.72, "UPSN": 0.9}  # SCAC -> on-time chance
STATES = ["GA", "FL", "TX", "IL", "OH", "NC", "TN", "AL", "OK", "IN", "WI", "LA"]
TERMS = ["NET30", "NET30", "NET45", "NET60", "2/10NET30"]
SUPPLIERS = ["SUP-ACME", "SUP-GRAINGER", "SUP-FASTENAL", "SUP-PARKER", "SUP-3M", "SUP-EATON"]
MATCH_FAILURES = ["PRICE_VARIANCE", "QTY_VARIANCE", "NOT_RECEIVED", "NO_PO"]


def _key(day: date | None) -> int | None:
    return int(day.strftime("%Y%m%d")) if day else None


def _day(rng: random.Random) -> date:
    return START + timedelta(days=rng.randrange((END - START).days + 1))


def _weekday(rng: random.Random) -> date:
    while True:
        day = _day(rng)
        if day.weekday() < 5:
            return day


def _orders(rng: random.Random, customers: list[str], items: list[str]) -> tuple[list[tuple], list[tuple]]:
    """Sales order lines and the orders' (number, customer, site, date) for shipments and invoices."""
    lines, orders = [], []
    for n in range(1, 1101):
        number, customer, site, day = f"SO{250000 + n}", rng.choice(customers), rng.choice(SITES), _weekday(rng)
        currency = "CAD" if rng.random() < 0.16 else "USD"
        status = "CANCELLED" if rng.random() < 0.03 else "OPEN" if day > END - timedelta(days=20) else "CLOSED"
        orders.append((number, customer, site, day, status))
        for line in range(1, rng.choice((1, 1, 2, 2, 3, 4)) + 1):
            amount = round(rng.lognormvariate(6.6, 1.0), 2)
            invoiced = 0.0 if status != "CLOSED" else amount
            returned = round(invoiced * rng.uniform(0.1, 1.0), 2) if invoiced and rng.random() < 0.035 else 0.0
            lines.append((number, line * 1000, _key(day), f"X3-{customer}", rng.choice(items), site, status, currency,
                          day.isoformat(), amount, invoiced, returned))
    return lines, orders


def _shipments(rng: random.Random, orders: list[tuple]) -> list[tuple]:
    rows = []
    shipped = [o for o in orders if o[4] != "CANCELLED"]
    for n in range(1, 1301):
        number, customer, site, day, _ = rng.choice(shipped)
        resolved = rng.random() < 0.86
        ship = day + timedelta(days=rng.choice((0, 1, 1, 2, 3)))
        if ship > END:
            ship = END
        mode = rng.choices(["LTL", "TL", "PARCEL"], weights=[6, 1, 3])[0]
        service = rng.choices(["STANDARD", "EXPEDITED", "GUARANTEED"], weights=[7, 2, 1])[0]
        carrier = "UPSN" if mode == "PARCEL" else rng.choice([c for c in CARRIERS if c != "UPSN"])
        promised = ship + timedelta(days={"STANDARD": 4, "EXPEDITED": 2, "GUARANTEED": 2}[service])
        status = "DELIVERED"
        if ship > END - timedelta(days=5) and rng.random() < 0.6:
            status = "IN_TRANSIT"
        elif rng.random() < 0.03:
            status = "EXCEPTION"
        delivered = None
        if status == "DELIVERED":
            late = rng.random() > CARRIERS[carrier] + (0.06 if service == "GUARANTEED" else 0.0)
            delivered = promised + timedelta(days=rng.choice((1, 1, 2, 3)) if late else -rng.choice((0, 0, 1)))
        cost = round({"LTL": rng.uniform(350, 2600), "TL": rng.uniform(1800, 5200), "PARCEL": rng.uniform(18, 240)}[mode]
                     * (1.35 if service != "STANDARD" else 1.0), 2)
        on_time = None if delivered is None else int(delivered <= promised)
        rows.append((
            f"PG{700000 + n}", _key(ship), _key(delivered), f"X3-{customer}" if resolved else "UNKNOWN", site, carrier,
            number if resolved else None, service, mode, status, rng.choice(STATES),
            "ORDER_REFERENCE" if resolved and rng.random() < 0.8 else "NAME_MATCH" if resolved else "UNRESOLVED",
            int(resolved), ship.isoformat(), promised.isoformat(), delivered.isoformat() if delivered else None,
            round(rng.uniform(20, 9000) if mode != "PARCEL" else rng.uniform(1, 70), 1), cost, on_time,
        ))
    return rows


def _invoices(rng: random.Random, orders: list[tuple], items: list[str]) -> list[tuple]:
    rows, n = [], 0
    terms = {}
    for number, customer, site, day, status in orders:
        if status != "CLOSED":
            continue
        n += 1
        invoice_day = day + timedelta(days=rng.choice((1, 2, 3, 5)))
        if invoice_day > END:
            continue
        term = terms.setdefault(customer, rng.choice(TERMS))
        due = {"NET30": 30, "NET45": 45, "NET60": 60, "2/10NET30": 12}[term]
        paid = invoice_day + timedelta(days=max(3, int(rng.gauss(due + 9, 12))))
        if paid > END or rng.random() < 0.07:
            paid = None
        currency = "CAD" if rng.random() < 0.16 else "USD"
        for line in range(1, rng.choice((1, 2, 2, 3)) + 1):
            rows.append((
                f"INV{500000 + n}", line * 1000, _key(invoice_day), _key(paid), f"X3-{customer}", rng.choice(items), site,
                number, term, currency, invoice_day.isoformat(), paid.isoformat() if paid else None,
                round(rng.lognormvariate(6.5, 1.0), 2), int(paid is None),
                None if paid is None else (paid - invoice_day).days,
            ))
    return rows


def _supplier_invoices(rng: random.Random, items: list[str]) -> list[tuple]:
    rows = []
    for n in range(1, 421):
        day, supplier, site = _weekday(rng), rng.choice(SUPPLIERS), rng.choice(SITES)
        for line in range(1, rng.choice((1, 2, 3)) + 1):
            matched = rng.random() < (0.62 if supplier in ("SUP-ACME", "SUP-PARKER") else 0.76)
            result = "MATCHED" if matched else rng.choices(MATCH_FAILURES, weights=[4, 3, 2, 1])[0]
            status = "POSTED" if matched else rng.choice(("ON_HOLD", "ON_HOLD", "POSTED"))
            rows.append((f"PI{300000 + n}", line, _key(day), rng.choice(items), site, supplier, status, day.isoformat(),
                         round(rng.lognormvariate(6.9, 0.9), 2), result, int(matched)))
    return rows


def _counts(rng: random.Random, items: list[str]) -> list[tuple]:
    rows, session = [], 0
    day = START
    while day <= END:
        for site in SITES:
            physical = day.month == 12 and day.day <= 7  # the year-end physical inventory, every site
            if not physical and rng.random() < 0.5:
                continue
            session += 1
            for line in range(1, (40 if physical else rng.randrange(8, 20)) + 1):
                system = rng.randrange(0, 400)
                accurate = rng.random() < {"ATL01": 0.95, "DFW01": 0.91, "CHI01": 0.93}[site]
                counted = system if accurate else max(0, system + rng.choice((-1, 1)) * rng.randrange(max(2, system // 10 + 2), max(3, system // 4 + 3)))
                is_accurate = counted == 0 if system == 0 else abs(counted - system) / system * 100 <= 2
                rows.append((f"CS{session:05d}", line, _key(day), rng.choice(items), site,
                             f"{site[:3]}-{rng.choice('ABCDEF')}{rng.randrange(1, 30):02d}",
                             "PHYSICAL" if physical else "CYCLE", "CLOSED" if day < END - timedelta(days=3) else "OPEN",
                             day.isoformat(), system, counted, int(is_accurate)))
        day += timedelta(days=7)
    return rows


def main() -> None:
    rng = random.Random(SEED)
    customers = [f"C{n:04d}" for n in range(1, 61)]
    items = [f"ITM-{n}" for n in range(1001, 1121)]
    order_lines, orders = _orders(rng, customers, items)
    tables = {
        "fct_sales_order_line": (
            "sales_order_number TEXT, sales_order_line_number INTEGER, order_date_key INTEGER, customer_key TEXT,"
            " item_code TEXT, site_code TEXT, order_status TEXT, document_currency_code TEXT, order_date TEXT,"
            " line_net_amount_usd REAL, invoiced_amount_usd REAL, returned_amount_usd REAL", order_lines),
        "fct_shipment": (
            "shipment_id TEXT, ship_date_key INTEGER, delivered_date_key INTEGER, customer_key TEXT, site_code TEXT,"
            " carrier_scac TEXT, sales_order_number TEXT, service_level TEXT, transport_mode TEXT, shipment_status TEXT,"
            " destination_state TEXT, customer_resolution_method TEXT, has_order_reference INTEGER, ship_date TEXT,"
            " carrier_promised_delivery_date TEXT, delivered_date TEXT, weight_lb REAL, shipment_cost_usd REAL,"
            " is_on_time_vs_carrier_promise INTEGER", _shipments(rng, orders)),
        "fct_invoice_line": (
            "invoice_number TEXT, invoice_line_number INTEGER, invoice_date_key INTEGER, payment_date_key INTEGER,"
            " customer_key TEXT, item_code TEXT, site_code TEXT, sales_order_number TEXT, payment_term_code TEXT,"
            " document_currency_code TEXT, invoice_date TEXT, payment_date TEXT, line_net_amount_usd REAL,"
            " is_unsettled INTEGER, days_to_pay_settled_only INTEGER", _invoices(rng, orders, items)),
        "fct_supplier_invoice_line": (
            "supplier_invoice_number TEXT, supplier_invoice_line_number INTEGER, invoice_date_key INTEGER,"
            " item_code TEXT, site_code TEXT, supplier_code TEXT, invoice_status_code TEXT, invoice_date TEXT,"
            " line_net_amount_usd REAL, match_result TEXT, is_three_way_matched INTEGER", _supplier_invoices(rng, items)),
        "fct_inventory_count_line": (
            "count_session_number TEXT, count_line_number INTEGER, count_date_key INTEGER, item_code TEXT,"
            " site_code TEXT, location_code TEXT, count_type TEXT, session_status TEXT, count_date TEXT,"
            " system_qty INTEGER, counted_qty INTEGER, is_accurate_position INTEGER", _counts(rng, items)),
    }
    OUT.unlink(missing_ok=True)
    with sqlite3.connect(OUT) as db:
        for name, (columns, rows) in tables.items():
            db.execute(f"CREATE TABLE {name} ({columns})")
            db.executemany(f"INSERT INTO {name} VALUES ({', '.join('?' * (columns.count(',') + 1))})", rows)
            print(f"{name}: {len(rows)} rows")
        db.execute("CREATE TABLE metricflow_time_spine (date_day TEXT)")
        first, last = date(2024, 1, 1), date(2027, 12, 31)
        db.executemany("INSERT INTO metricflow_time_spine VALUES (?)",
                       [((first + timedelta(days=n)).isoformat(),) for n in range((last - first).days + 1)])


if __name__ == "__main__":
    main()
