"""Build examples/device_subscriptions/device_subscriptions.sqlite: made-up data for the project's 24 marts.

The semantic layer (Zahid-Abbas-Ali-Baig/zension-dbt-experiment) describes a Saudi device-subscription business:
channel partners (Jarir, CEP, Axiom, FNF) sell phones on monthly subscriptions through programs; orders, order
items and devices; subscriptions and their month-end snapshots; CRM payments, payment attempts, Payment Service
transactions and payment methods; Zoho invoices, invoice lines, credit notes, refunds and a monthly finance
reconciliation; partner API events. The project ships no data (it reads SuiteCRM and a Payment Service database),
so every mart is generated here with a fixed seed (stdlib only), 2024-01-01 to 2025-12-31, shaped the way the
project's SQL shapes it: an order is GMV-eligible unless cancelled, rejected or expired (those are also its
"voided" ones); a subscription's month-end snapshots run from its service start to its end (or the data's last
month) with the project's flags (active at month end and at quarter start only while its status is active,
churned / upgraded / KIFed in the month it ended or changed); a subscription pays one instalment a month, each
with one or more attempts; invoices follow the instalments.

Flags are 0/1 integers; dates are 'YYYY-MM-DD' text; amounts are in SAR.

Run: python examples/device_subscriptions/build.py
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("device_subscriptions.sqlite")
SEED = 20260115
FIRST, LAST = date(2024, 1, 1), date(2025, 12, 31)

PARTNERS = [  # id, name, type, status, created
    (1, "Jarir", "retail", "active", "2023-03-01"),
    (2, "CEP", "corporate", "active", "2023-05-15"),
    (3, "Axiom", "retail", "active", "2023-09-10"),
    (4, "FNF", "internal", "inactive", "2023-11-20"),
]
PROGRAMS = [  # id, partner, name, status, limit, weight
    (11, 1, "Jarir iPhone Upgrade", "active", 400, 5),
    (12, 1, "Jarir Galaxy Plan", "active", 250, 3),
    (13, 1, "Jarir Business", "paused", 80, 1),
    (21, 2, "CEP Aramco", "active", 150, 3),
    (22, 2, "CEP SABIC", "active", 90, 2),
    (23, 2, "CEP STC", "active", 60, 2),
    (31, 3, "Axiom Flex", "active", 200, 3),
    (32, 3, "Axiom Pro", "closed", 50, 1),
    (41, 4, "FNF Staff", "active", 40, 1),
]
COMPANIES = [  # id, name, verification segment
    (501, "Saudi Aramco", "verified"),
    (502, "SABIC", "verified"),
    (503, "stc", "verified"),
    (504, "Al Rajhi Bank", "pending"),
    (505, "Saudia", "verified"),
    (506, "Almarai", "unverified"),
]
CEP_COMPANIES = {21: [501, 505], 22: [502, 506], 23: [503, 504]}
SKUS = [  # brand, model, memories, colors, base price SAR
    ("Apple", "iPhone 15", ["128GB", "256GB"], ["Black", "Blue", "Pink"], 3799),
    ("Apple", "iPhone 15 Pro", ["128GB", "256GB", "512GB"], ["Natural Titanium", "Black Titanium"], 4999),
    ("Apple", "iPhone 16", ["128GB", "256GB"], ["Ultramarine", "Black", "White"], 3999),
    ("Apple", "iPhone 16 Pro Max", ["256GB", "512GB", "1TB"], ["Desert Titanium", "Black Titanium"], 5999),
    ("Samsung", "Galaxy S24", ["256GB"], ["Onyx Black", "Marble Grey"], 3499),
    ("Samsung", "Galaxy S24 Ultra", ["256GB", "512GB"], ["Titanium Gray", "Titanium Violet"], 5199),
    ("Samsung", "Galaxy Z Flip6", ["256GB"], ["Mint", "Silver Shadow"], 4299),
    ("Huawei", "Pura 70", ["256GB"], ["Black", "White"], 3299),
]
CHANNELS = {1: ["in-store", "online"], 2: ["corporate portal"], 3: ["in-store", "partner app"], 4: ["online"]}


def d(day: date) -> str:
    return day.isoformat()


def month_start(day: date) -> date:
    return day.replace(day=1)


def add_months(day: date, months: int) -> date:
    y, m = divmod(day.month - 1 + months, 12)
    return date(day.year + y, m + 1, 1)


def rand_day(rng: random.Random, start: date, end: date) -> date:
    return start + timedelta(days=rng.randint(0, (end - start).days))


def build(con: sqlite3.Connection, rng: random.Random) -> None:
    """Every mart, table by table, in the order they depend on each other."""

    def ins(table: str, row: tuple) -> None:
        con.execute(f"INSERT INTO {table} VALUES ({', '.join('?' * len(row))})", row)

    for row in PARTNERS:
        ins("dim_channel_partners", row)
    for cid, name, seg in COMPANIES:
        ins("dim_corporate_companies", (cid, name, seg, "2023-06-01"))
    sku_rows = []
    sku_id = 9000
    for brand, model, memories, colors, price in SKUS:
        for mem in memories:
            for color in colors:
                sku_id += 1
                bump = {"128GB": 0, "256GB": 400, "512GB": 1200, "1TB": 2000}[mem]
                sku_rows.append((sku_id, brand, model, mem, color, price + bump))
                ins(
                    "dim_device_skus",
                    (sku_id, brand, model, mem, color, "2023-09-01" if "16" not in model else "2024-09-20"),
                )
    day = FIRST
    while day <= LAST:
        quarter = (day.month - 1) // 3 + 1
        ins(
            "dim_dates",
            (
                int(day.strftime("%Y%m%d")),
                d(day),
                day.strftime("%Y-%m"),
                f"{day.year}-Q{quarter}",
                int(day.weekday() in (4, 5)),
            ),
        )  # the Saudi weekend: Friday and Saturday
        day += timedelta(days=1)

    # customers
    customers = []
    weights = [p[5] for p in PROGRAMS]
    for cust_id in range(100001, 100961):
        program = rng.choices(PROGRAMS, weights)[0]
        created = rand_day(rng, date(2023, 10, 1), date(2025, 12, 15))
        nafath = rng.random() < 0.82
        mobile = rng.random() < 0.9
        segment = (
            "fully verified"
            if nafath and mobile
            else "nafath only"
            if nafath
            else "mobile only"
            if mobile
            else "unverified"
        )
        company = rng.choice(CEP_COMPANIES[program[0]]) if program[0] in CEP_COMPANIES else None
        customers.append(
            {
                "id": cust_id,
                "program": program,
                "created": created,
                "company": company,
                "nafath": nafath,
                "mobile": mobile,
                "segment": segment,
                "devices": 0,
            }
        )

    orders, subs, devices_rows = [], [], []
    item_id, device_id = 700000, 800000
    for cust in customers:
        first = max(cust["created"], FIRST)
        if first > LAST:
            continue
        n_orders = rng.choices([0, 1, 2, 3], [0.22, 0.6, 0.15, 0.03])[0]
        for _ in range(n_orders):
            program = cust["program"]
            odate = rand_day(rng, first, LAST)
            otype = rng.choices(
                ["new", "upgrade", "pre-order"], [0.66, 0.22, 0.12 if odate.month in (9, 10) else 0.04]
            )[0]
            status = rng.choices(
                ["delivered", "shipped", "processing", "cancelled", "rejected", "expired"],
                [0.78, 0.04, 0.03, 0.08, 0.04, 0.03],
            )[0]
            if odate > LAST - timedelta(days=12) and status == "delivered":
                status = rng.choice(["shipped", "processing"])
            voided = status in ("cancelled", "rejected", "expired")
            sku = rng.choice([s for s in sku_rows if not (s[2].startswith("iPhone 16") and odate < date(2024, 9, 20))])
            delivered = (
                odate + timedelta(days=rng.choice([1, 2, 2, 3, 3, 4, 5, 7, 9, 14])) if status == "delivered" else None
            )
            oid = 200000 + len(orders) + 1
            gmv = round(sku[5] * (0.9 if program[1] == 2 else 1.0), 2)
            orders.append(
                (
                    oid,
                    d(odate),
                    cust["id"],
                    program[0],
                    program[1],
                    status,
                    otype,
                    rng.choice(CHANNELS[program[1]]),
                    d(delivered) if delivered else None,
                    int(otype == "pre-order"),
                    int(voided),
                    int(not voided),
                    1,
                    gmv,
                )
            )
            item_id += 1
            ins(
                "fct_order_items",
                (
                    item_id,
                    oid,
                    cust["id"],
                    program[0],
                    program[1],
                    sku[0],
                    d(odate),
                    sku[1],
                    sku[2],
                    sku[3],
                    sku[4],
                    "device",
                ),
            )
            if rng.random() < 0.3:
                ins(
                    "fct_order_items",
                    (
                        item_id + 50000,
                        oid,
                        cust["id"],
                        program[0],
                        program[1],
                        None,
                        d(odate),
                        sku[1],
                        None,
                        None,
                        None,
                        rng.choice(["accessory", "protection plan"]),
                    ),
                )
            if voided:
                continue
            device_id += 1
            cust["devices"] += 1
            devices_rows.append(
                (device_id, item_id, oid, cust["id"], None, program[0], program[1], d(odate), sku[1], sku[2], delivered)
            )
            term = rng.choice([12, 18, 24, 24])
            monthly = round(gmv / term * rng.uniform(1.04, 1.12), 2)
            subs.append(
                {
                    "id": 300000 + len(subs) + 1,
                    "cust": cust,
                    "order": oid,
                    "program": program,
                    "created": odate,
                    "start": delivered,
                    "term": term,
                    "monthly": monthly,
                    "device": device_id,
                }
            )

    for o in orders:
        ins("fct_orders", o)

    # subscriptions: a status, an end for the churned, upgraded and KIFed ones
    snap_rows, pay_rows, attempt_rows, invoice_rows, line_rows = [], [], [], [], []
    for sub in subs:
        start = sub["start"]
        if start is None:
            status, end, updated = "waiting_for_delivery", None, None
        else:
            roll = rng.random()
            months_live = (LAST.year - start.year) * 12 + LAST.month - start.month
            if roll < 0.13 and months_live > 2:
                status, end = "cancelled", rand_day(rng, start + timedelta(days=45), LAST)
            elif roll < 0.21 and months_live > 8:
                status, end = "upgraded", rand_day(rng, start + timedelta(days=240), LAST)
            elif roll < 0.25 and months_live > 10:
                status, end = rng.choice(["kifed", "auto_kifed"]), rand_day(rng, start + timedelta(days=300), LAST)
            else:
                status, end = "active", None
            updated = end
        churned, upgraded, kifed = status == "cancelled", status == "upgraded", status in ("kifed", "auto_kifed")
        active = status == "active"
        ins(
            "fct_subscriptions",
            (
                sub["id"],
                sub["cust"]["id"],
                sub["order"],
                sub["program"][1],
                sub["program"][0],
                d(sub["created"]),
                status,
                int(active),
                int(active),
                int(churned),
                int(upgraded),
                int(kifed),
                int(upgraded or kifed),
                sub["monthly"],
                sub["term"],
                d(start) if start else None,
                d(end) if end and churned else None,
                d(updated) if updated else None,
            ),
        )
        # month-end snapshots, as int_subscription_snapshots_monthly builds them
        first_month = month_start(start or sub["created"])
        last_month = month_start(end or LAST)
        month = first_month
        while month <= last_month:
            active_end = active and start is not None and month_start(start) <= month
            active_q = month.month in (1, 4, 7, 10) and active and start is not None and start <= month
            snap_rows.append(
                (
                    sub["id"],
                    d(month),
                    d(date(month.year, (month.month - 1) // 3 * 3 + 1, 1)),
                    sub["program"][1],
                    sub["program"][0],
                    status,
                    int(active_end),
                    int(active_q),
                    int(churned and end is not None and month_start(end) == month),
                    int(upgraded and month_start(end) == month if end else False),
                    int(kifed and month_start(end) == month if end else False),
                )
            )
            month = add_months(month, 1)
        # monthly instalments from the month after delivery to the end
        if start is None:
            continue
        month = add_months(start, 1)
        while month <= month_start(end or LAST) and month <= LAST:
            pay_day = month + timedelta(days=rng.randint(0, 4))
            invoice_id = 600000 + len(invoice_rows) + 1
            late_risk = 0.05 + (0.06 if sub["program"][1] == 3 else 0) + (0.04 if not sub["cust"]["nafath"] else 0)
            tries = 1
            while rng.random() < late_risk * (1.6 if tries == 1 else 1.0) and tries < 4:
                tries += 1
            paid = tries < 4 or rng.random() < 0.3
            refunded = paid and rng.random() < 0.008
            pstatus = "refunded" if refunded else "paid" if paid else "failed"
            pid = 400000 + len(pay_rows) + 1
            pay_rows.append(
                (
                    pid,
                    sub["order"],
                    sub["cust"]["id"],
                    invoice_id,
                    sub["id"],
                    sub["program"][0],
                    sub["program"][1],
                    d(pay_day),
                    pstatus,
                    int(pstatus == "paid"),
                    int(pstatus == "failed"),
                    int(refunded),
                    int(rng.random() < 0.93),
                    sub["monthly"] if pstatus == "paid" else 0.0,
                )
            )
            for t in range(tries):
                ok = paid and t == tries - 1
                attempt_rows.append(
                    (
                        500000 + len(attempt_rows) + 1,
                        pid,
                        sub["order"],
                        sub["cust"]["id"],
                        sub["program"][0],
                        sub["program"][1],
                        d(pay_day + timedelta(days=3 * t)),
                        "paid" if ok else "failed",
                        int(ok),
                        int(not ok),
                        1,
                    )
                )
            inv_paid = paid and rng.random() < 0.97
            invoice_rows.append(
                (
                    invoice_id,
                    sub["cust"]["id"],
                    sub["program"][0],
                    sub["program"][1],
                    d(month),
                    "Paid" if inv_paid else rng.choice(["Unpaid", "Overdue"]),
                    int(inv_paid),
                    sub["monthly"],
                )
            )
            line_rows.append((invoice_id + 300000, invoice_id, sub["id"], sub["cust"]["id"], d(month), "subscription"))
            month = add_months(month, 1)

    # the first, up-front payment attempt of each eligible order is a one-off (not a recurring instalment)
    for o in orders:
        if o[10]:  # voided
            continue
        ok = rng.random() < 0.96
        attempt_rows.append(
            (
                500000 + len(attempt_rows) + 1,
                None,
                o[0],
                o[2],
                o[3],
                o[4],
                o[1],
                "approved" if ok else "failed",
                int(ok),
                int(not ok),
                0,
            )
        )

    for table, rows in (
        ("fct_subscription_monthly_snapshots", snap_rows),
        ("fct_payments", pay_rows),
        ("fct_payment_attempts", attempt_rows),
        ("fct_invoices", invoice_rows),
        ("fct_invoice_line_items", line_rows),
    ):
        con.executemany(f"INSERT INTO {table} VALUES ({', '.join('?' * len(rows[0]))})", rows)

    for cust in customers:
        ins(
            "dim_customers",
            (
                cust["id"],
                cust["company"],
                cust["program"][1],
                cust["program"][0],
                d(cust["created"]),
                int(cust["nafath"]),
                int(cust["mobile"]),
                int(cust["nafath"] and cust["mobile"]),
                cust["segment"],
                cust["devices"],
            ),
        )

    # programs: utilization = active or waiting subscriptions against the configured limit
    live = {}
    for sub in subs:
        live[sub["program"][0]] = live.get(sub["program"][0], 0)
    for sid, status in con.execute("SELECT program_id, subscription_status FROM fct_subscriptions"):
        if status in ("active", "waiting_for_delivery"):
            live[sid] = live.get(sid, 0) + 1
    for pid, partner, name, status, limit, _ in PROGRAMS:
        used = live.get(pid, 0)
        pct = round(used * 100.0 / limit, 2)
        segment = "over limit" if used > limit else "near limit" if pct >= 85 else "within limit"
        ins(
            "dim_programs",
            (
                pid,
                partner,
                name,
                status,
                int(partner == 4),
                int(used > limit),
                int(status != "active"),
                segment,
                limit,
                used,
                pct,
                "2023-06-01" if pid < 30 else "2023-10-01",
            ),
        )
        for months in (12, 18, 24):
            ins("dim_subscription_durations", (pid * 100 + months, pid, partner, months, "2023-06-01"))
    for n in range(1, 31):
        ins(
            "dim_subscription_pricing",
            (n, rng.choice(["active", "active", "inactive"]), d(rand_day(rng, date(2023, 6, 1), date(2025, 6, 30)))),
        )

    # devices and their journey
    journey_id = 900000
    for dev in devices_rows:
        ins("fct_devices", dev[:10])
        steps = [("warehouse_out", date.fromisoformat(dev[7]) + timedelta(days=1))]
        if dev[10]:
            steps += [("in_transit", date.fromisoformat(dev[7]) + timedelta(days=1)), ("delivered", dev[10])]
            if rng.random() < 0.03:
                steps.append(("returned", dev[10] + timedelta(days=rng.randint(2, 14))))
        for movement, when in steps:
            journey_id += 1
            ins("fct_device_journey_events", (journey_id, dev[0], dev[2], dev[3], d(when), movement))

    # payment methods, Payment Service transactions, refunds, credit notes, partner API events
    for cust in customers:
        for k in range(rng.choice([1, 1, 1, 2])):
            created = max(cust["created"], date(2023, 10, 1)) + timedelta(days=k * 200)
            expired = rng.random() < 0.11
            source = rng.choice(["crm", "psp", "psp"])
            health = "expired" if expired else rng.choice(["healthy", "healthy", "healthy", "expiring soon"])
            ins(
                "dim_payment_methods",
                (
                    f"{source}-{cust['id']}-{k}",
                    cust["id"],
                    cust["id"] + 5000000,
                    d(created),
                    source,
                    int(expired),
                    health,
                ),
            )
    for n in range(1, 1201):
        when = rand_day(rng, FIRST, LAST)
        queued = rng.random() < 0.07
        ok = not queued and rng.random() < 0.92
        segment = "retry queued" if queued else "succeeded" if ok else "declined"
        ins(
            "fct_psp_transactions",
            (f"TX{n:06d}", rng.choice(customers)["id"] + 5000000, d(when), int(queued), int(ok), segment),
        )
    refund_orders = [o for o in orders if o[5] in ("cancelled", "rejected", "expired") or rng.random() < 0.02]
    for n, o in enumerate(refund_orders, start=1):
        when = date.fromisoformat(o[1]) + timedelta(days=rng.randint(2, 20))
        if when > LAST:
            continue
        ins(
            "fct_refunds",
            (
                f"RF{n:05d}",
                o[2],
                o[0],
                o[4],
                o[3],
                d(when),
                rng.choice(["crm", "psp"]),
                round(o[13] * rng.choice([0.1, 0.25, 1.0]), 2),
            ),
        )
    for n, inv in enumerate(rng.sample(invoice_rows, 160), start=1):
        when = date.fromisoformat(inv[4]) + timedelta(days=rng.randint(3, 40))
        if when > LAST:
            continue
        ins(
            "fct_credit_notes",
            (700000 + n, inv[0], inv[1], inv[3], inv[2], d(when), rng.choice(["Applied", "Applied", "Open", "Void"])),
        )
    api_id = 0
    day = FIRST
    while day <= LAST:
        for partner in (1, 2, 3):
            for _ in range(rng.randint(0, 2)):
                api_id += 1
                fail_p = {1: 0.03, 2: 0.06, 3: 0.11}[partner] + (0.08 if day.month == 3 and day.year == 2025 else 0)
                failed = rng.random() < fail_p
                ins(
                    "fct_partner_api_events", (api_id, partner, d(day), "failure" if failed else "success", int(failed))
                )
        day += timedelta(days=1)

    # monthly finance reconciliation: collected payments vs paid invoices, by month
    con.execute("""
        INSERT INTO fct_finance_reconciliation_monthly
        SELECT m, COALESCE(c, 0), COALESCE(i, 0), COALESCE(c, 0) - COALESCE(i, 0)
        FROM (SELECT substr(invoice_date, 1, 7) || '-01' AS m, SUM(CASE WHEN is_paid THEN invoice_amount_sar END) AS i
              FROM fct_invoices GROUP BY 1)
        LEFT JOIN (SELECT substr(payment_date, 1, 7) || '-01' AS pm, SUM(collected_amount_sar) AS c
                   FROM fct_payments GROUP BY 1) ON pm = m
    """)


SCHEMA = """
CREATE TABLE dim_channel_partners (channel_partner_id INTEGER PRIMARY KEY, partner_name TEXT, partner_type TEXT,
  partner_status TEXT, created_at TEXT);
CREATE TABLE dim_programs (program_id INTEGER PRIMARY KEY, channel_partner_id INTEGER, program_name TEXT,
  program_status TEXT, is_fnf_program INTEGER, is_over_subscription_limit INTEGER, is_disabled_program INTEGER,
  program_limit_segment TEXT, subscription_limit INTEGER, utilization_subscription_count INTEGER,
  program_subscription_utilization_pct REAL, created_at TEXT);
CREATE TABLE dim_corporate_companies (corporate_company_id INTEGER PRIMARY KEY, company_name TEXT,
  cep_verification_segment TEXT, created_at TEXT);
CREATE TABLE dim_customers (customer_id INTEGER PRIMARY KEY, corporate_company_id INTEGER, channel_partner_id INTEGER,
  program_id INTEGER, created_at TEXT, is_nafath_verified INTEGER, is_mobile_verified INTEGER,
  is_fully_verified INTEGER, customer_verification_segment TEXT, device_count INTEGER);
CREATE TABLE dim_device_skus (master_sku_id INTEGER PRIMARY KEY, brand TEXT, model TEXT, memory TEXT, color TEXT,
  created_at TEXT);
CREATE TABLE dim_dates (date_key INTEGER PRIMARY KEY, full_date TEXT, year_month TEXT, year_quarter TEXT,
  is_weekend INTEGER);
CREATE TABLE fct_orders (order_id INTEGER PRIMARY KEY, order_date TEXT, customer_id INTEGER, program_id INTEGER,
  channel_partner_id INTEGER, order_status TEXT, order_type TEXT, sales_channel TEXT, delivered_at TEXT,
  is_preorder INTEGER, is_voided INTEGER, is_gmv_eligible INTEGER, has_valid_customer INTEGER, gmv_amount_sar REAL);
CREATE TABLE fct_order_items (order_item_id INTEGER PRIMARY KEY, order_id INTEGER, customer_id INTEGER,
  program_id INTEGER, channel_partner_id INTEGER, master_sku_id INTEGER, order_item_date TEXT, brand TEXT,
  model TEXT, memory TEXT, color TEXT, product_type TEXT);
CREATE TABLE fct_subscriptions (subscription_id INTEGER PRIMARY KEY, customer_id INTEGER, order_id INTEGER,
  channel_partner_id INTEGER, program_id INTEGER, subscription_date TEXT, subscription_status TEXT,
  is_active_subscription INTEGER, is_mrr_eligible INTEGER, is_churned INTEGER, is_upgraded INTEGER, is_kifed INTEGER,
  is_upgraded_or_kifed INTEGER, monthly_recurring_amount_sar REAL, subscription_term_months INTEGER,
  service_started_at TEXT, service_ended_at TEXT, updated_at TEXT);
CREATE TABLE fct_subscription_monthly_snapshots (subscription_id INTEGER, snapshot_month TEXT, snapshot_quarter TEXT,
  channel_partner_id INTEGER, program_id INTEGER, subscription_status TEXT, is_active INTEGER,
  is_active_at_quarter_start INTEGER, is_churned INTEGER, is_upgraded INTEGER, is_kifed INTEGER);
CREATE TABLE dim_subscription_pricing (subscription_pricing_id INTEGER PRIMARY KEY, subscription_pricing_status TEXT,
  created_at TEXT);
CREATE TABLE dim_subscription_durations (subscription_duration_id INTEGER PRIMARY KEY, program_id INTEGER,
  channel_partner_id INTEGER, duration_months INTEGER, created_at TEXT);
CREATE TABLE fct_payments (payment_id INTEGER PRIMARY KEY, order_id INTEGER, customer_id INTEGER, invoice_id INTEGER,
  subscription_id INTEGER, program_id INTEGER, channel_partner_id INTEGER, payment_date TEXT, payment_status TEXT,
  is_collected INTEGER, is_failed INTEGER, is_refunded INTEGER, is_psp_reconciled INTEGER, collected_amount_sar REAL);
CREATE TABLE fct_payment_attempts (payment_history_id INTEGER PRIMARY KEY, payment_id INTEGER, order_id INTEGER,
  customer_id INTEGER, program_id INTEGER, channel_partner_id INTEGER, attempt_date TEXT,
  payment_attempt_status TEXT, is_successful_attempt INTEGER, is_failed_attempt INTEGER,
  is_recurring_installment INTEGER);
CREATE TABLE fct_psp_transactions (transaction_id TEXT PRIMARY KEY, subscriber_id INTEGER, transaction_date TEXT,
  is_retry_queue INTEGER, is_successful INTEGER, transaction_outcome_segment TEXT);
CREATE TABLE dim_payment_methods (payment_method_key TEXT PRIMARY KEY, customer_id INTEGER, subscriber_id INTEGER,
  created_at TEXT, payment_method_source TEXT, is_expired INTEGER, payment_method_health_segment TEXT);
CREATE TABLE fct_invoices (invoice_id INTEGER PRIMARY KEY, customer_id INTEGER, program_id INTEGER,
  channel_partner_id INTEGER, invoice_date TEXT, invoice_status TEXT, is_paid INTEGER, invoice_amount_sar REAL);
CREATE TABLE fct_invoice_line_items (invoice_line_item_id INTEGER PRIMARY KEY, invoice_id INTEGER,
  subscription_id INTEGER, customer_id INTEGER, invoice_date TEXT, product_type TEXT);
CREATE TABLE fct_credit_notes (credit_note_id INTEGER PRIMARY KEY, invoice_id INTEGER, customer_id INTEGER,
  channel_partner_id INTEGER, program_id INTEGER, credit_note_date TEXT, zoho_status TEXT);
CREATE TABLE fct_finance_reconciliation_monthly (reconciliation_month TEXT PRIMARY KEY, collected_revenue_sar REAL,
  invoiced_revenue_sar REAL, finance_variance_sar REAL);
CREATE TABLE fct_devices (device_id INTEGER PRIMARY KEY, order_item_id INTEGER, order_id INTEGER, customer_id INTEGER,
  subscription_id INTEGER, program_id INTEGER, channel_partner_id INTEGER, purchase_date TEXT, brand TEXT,
  model TEXT);
CREATE TABLE fct_device_journey_events (device_journey_id INTEGER PRIMARY KEY, device_id INTEGER, order_id INTEGER,
  customer_id INTEGER, movement_date TEXT, device_movement TEXT);
CREATE TABLE fct_partner_api_events (api_log_id INTEGER PRIMARY KEY, channel_partner_id INTEGER, event_date TEXT,
  api_status TEXT, is_failure INTEGER);
CREATE TABLE fct_refunds (refund_id TEXT PRIMARY KEY, customer_id INTEGER, order_id INTEGER, channel_partner_id INTEGER,
  program_id INTEGER, refund_date TEXT, refund_source TEXT, refund_amount_sar REAL);
"""


def main() -> None:
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(SCHEMA)
    build(con, random.Random(SEED))
    con.commit()
    con.execute("VACUUM")
    counts = {
        t: con.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0]
        for (t,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").fetchall()
    }
    con.close()
    print(f"{OUT.name}: " + ", ".join(f"{t} {n}" for t, n in counts.items()))


if __name__ == "__main__":
    main()
