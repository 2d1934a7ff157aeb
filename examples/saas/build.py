"""Build examples/saas/saas.sqlite: a small B2B SaaS company, generated deterministically (fixed seed).

Tables: accounts (one row per customer company), subscriptions (an account's plan, seats and billing
period), invoices (one per subscription per billing period; paid, refunded or failed), support_tickets and
usage_events. Data runs from 2023-01-01 through 2025-12-09.

Run: python examples/saas/build.py
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("saas.sqlite")
START = date(2023, 1, 1)
END = date(2025, 12, 9)

COUNTRIES = [("US", 30), ("GB", 12), ("DE", 10), ("FR", 8), ("CA", 7), ("AU", 6), ("BR", 6), ("IN", 8), ("NL", 5),
             ("JP", 4), ("SG", 4)]
INDUSTRIES = ["Fintech", "Retail", "Healthcare", "Education", "Media", "Manufacturing"]
CHANNELS = ["organic", "paid_search", "referral", "partner", "outbound"]
PLANS = {"starter": 29.0, "growth": 79.0, "enterprise": 199.0}  # per seat per month
PRIORITIES = ["low", "normal", "high", "urgent"]
EVENT_TYPES = ["login", "report_created", "dashboard_view", "export", "api_call"]


def add_months(d: date, n: int) -> date:
    y, m = divmod(d.month - 1 + n, 12)
    return date(d.year + y, m + 1, min(d.day, 28))


def main() -> None:
    rng = random.Random(20251210)
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE accounts (
            account_id INTEGER PRIMARY KEY, company_name TEXT NOT NULL, country_code TEXT NOT NULL,
            industry TEXT NOT NULL, employee_band TEXT NOT NULL, acquisition_channel TEXT NOT NULL,
            created_at TEXT NOT NULL);
        CREATE TABLE subscriptions (
            subscription_id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts(account_id),
            plan_tier TEXT NOT NULL, billing_interval TEXT NOT NULL, seats INTEGER NOT NULL,
            started_at TEXT NOT NULL, canceled_at TEXT);
        CREATE TABLE invoices (
            invoice_id INTEGER PRIMARY KEY,
            subscription_id INTEGER NOT NULL REFERENCES subscriptions(subscription_id),
            issued_at TEXT NOT NULL, amount_usd REAL NOT NULL, status TEXT NOT NULL, payment_method TEXT NOT NULL);
        CREATE TABLE support_tickets (
            ticket_id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts(account_id),
            opened_at TEXT NOT NULL, priority TEXT NOT NULL, category TEXT NOT NULL,
            first_response_minutes INTEGER NOT NULL, csat_score INTEGER);
        CREATE TABLE usage_events (
            event_id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts(account_id),
            occurred_on TEXT NOT NULL, event_type TEXT NOT NULL, event_count INTEGER NOT NULL);
        """
    )
    days = (END - START).days + 1
    countries = [c for c, w in COUNTRIES for _ in range(w)]
    accounts, subs, invoices, tickets, events = [], [], [], [], []
    for account_id in range(1, 601):
        # signups grow over time
        created = START + timedelta(days=int(days * rng.random() ** 0.8))
        band = rng.choice(["1-10", "11-50", "51-200", "201-1000", "1000+"])
        accounts.append((account_id, f"Company {account_id:04d}", rng.choice(countries), rng.choice(INDUSTRIES), band,
                         rng.choice(CHANNELS), created.isoformat()))
        if rng.random() < 0.15:
            continue  # signed up, never subscribed
        plan = rng.choices(list(PLANS), weights=[5, 3, 1])[0]
        interval = "annual" if rng.random() < 0.3 else "monthly"
        seats = {"starter": rng.randint(1, 5), "growth": rng.randint(3, 25), "enterprise": rng.randint(20, 120)}[plan]
        started = created + timedelta(days=rng.randint(0, 30))
        if started > END:
            continue
        canceled = None
        if rng.random() < 0.3:
            c = started + timedelta(days=rng.randint(40, 700))
            canceled = c if c <= END else None
        sid = len(subs) + 1
        subs.append((sid, account_id, plan, interval, seats, started.isoformat(), canceled.isoformat() if canceled else None))
        step = 12 if interval == "annual" else 1
        price = PLANS[plan] * seats * step * (0.85 if interval == "annual" else 1.0)
        k = 0
        while True:
            issued = add_months(started, k * step)
            if issued > END or (canceled and issued >= canceled):
                break
            r = rng.random()
            status = "paid" if r < 0.92 else ("refunded" if r < 0.96 else "failed")
            method = rng.choice(["card", "card", "card", "invoice", "paypal"])
            invoices.append((len(invoices) + 1, sid, issued.isoformat(), round(price, 2), status, method))
            k += 1
        # tickets
        for _ in range(rng.randint(0, 3 + seats // 10)):
            opened = started + timedelta(days=rng.randint(0, max(1, (END - started).days)))
            prio = rng.choices(PRIORITIES, weights=[4, 6, 3, 1])[0]
            minutes = int(rng.expovariate(1 / {"low": 600, "normal": 300, "high": 90, "urgent": 20}[prio])) + 1
            csat = rng.choice([None, 3, 4, 4, 5, 5, 5, 2, 1]) if rng.random() < 0.7 else None
            tickets.append((len(tickets) + 1, account_id, opened.isoformat(), prio,
                            rng.choice(["billing", "bug", "how-to", "feature request", "integration"]), minutes, csat))
        # usage: a few weekly rollups of events per account
        d = started
        last = canceled or END
        while d <= last:
            if rng.random() < 0.6:
                et = rng.choice(EVENT_TYPES)
                events.append((len(events) + 1, account_id, d.isoformat(), et, rng.randint(1, 5 * seats)))
            d += timedelta(days=rng.randint(5, 12))
    con.executemany("INSERT INTO accounts VALUES (?,?,?,?,?,?,?)", accounts)
    con.executemany("INSERT INTO subscriptions VALUES (?,?,?,?,?,?,?)", subs)
    con.executemany("INSERT INTO invoices VALUES (?,?,?,?,?,?)", invoices)
    con.executemany("INSERT INTO support_tickets VALUES (?,?,?,?,?,?,?)", tickets)
    con.executemany("INSERT INTO usage_events VALUES (?,?,?,?,?)", events)
    con.commit()
    con.execute("VACUUM")
    con.close()
    print(f"{OUT}: {len(accounts)} accounts, {len(subs)} subscriptions, {len(invoices)} invoices, "
          f"{len(tickets)} tickets, {len(events)} usage rows")


if __name__ == "__main__":
    main()
