"""Build examples/app_attribution/app_attribution.sqlite: a deterministic stand-in for the project's AppsFlyer view.

The source repository (yukontaf/dbt_octafx, no licence stated) reads AppsFlyer's raw in-app event export for the
OctaFX trading app from BigQuery and ships no such data, so this script generates plausible rows with a fixed seed,
standard library only:

- mobile_appsflyer: one row per attributed in-app event, with the columns the semantic model reads (id,
  event_time_dt, media_source, campaign, country_code, platform, customer_user_id, event_revenue and
  event_revenue_usd) and a few it does not (event_name, event_revenue_currency, install_time_dt, af_channel).
  Like the project's view (`where extract(year from event_time_dt) = extract(year from current_date())`) it holds
  the current year only: 2024-01-01 .. 2024-06-02, the day before the suite's pinned today. event_time_dt is a
  timestamp ('YYYY-MM-DD HH:MM:SS'); revenue is set on deposit events only (NULL elsewhere), in the country's
  currency and in USD. Organic events have media_source 'organic' and no campaign.
- metricflow_time_spine: the project's daily time spine (date_day), 2023-01-01 .. 2025-12-31.

Run: python examples/app_attribution/build.py
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, datetime, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("app_attribution.sqlite")
SEED = 20240603
START, END = date(2024, 1, 1), date(2024, 6, 2)
# country, its share of users, currency, units per USD, typical deposit in USD
COUNTRIES = [
    ("ID", 30, "IDR", 15700.0, 95.0), ("MY", 14, "MYR", 4.7, 160.0), ("TH", 12, "THB", 36.0, 120.0),
    ("VN", 10, "VND", 25000.0, 80.0), ("IN", 12, "INR", 83.0, 60.0), ("BR", 8, "BRL", 5.0, 110.0),
    ("NG", 6, "NGN", 1300.0, 50.0), ("PH", 8, "PHP", 56.0, 70.0),
]
# media source, its share of users, its campaigns (an empty list: no campaign), share of iOS users
SOURCES = [
    ("googleadwords_int", 30, ["OCTA_{c}_UAC_Install", "OCTA_{c}_UAC_Deposit"], 0.15),
    ("Facebook Ads", 22, ["OCTA_{c}_FB_Install", "OCTA_{c}_FB_Retarget"], 0.3),
    ("tiktokglobal_int", 12, ["OCTA_{c}_TT_Install"], 0.25),
    ("unityads_int", 6, ["OCTA_{c}_Unity_Trading"], 0.1),
    ("Apple Search Ads", 5, ["OCTA_{c}_ASA_Brand"], 1.0),
    ("organic", 25, [], 0.3),
]
EVENTS = [("af_login", 55), ("af_open_trade", 25), ("af_complete_registration", 6), ("af_first_deposit", 4),
          ("af_deposit", 10)]


def _users(rng: random.Random) -> list[dict]:
    users = []
    for n in range(1, 1201):
        country, _, currency, rate, deposit = rng.choices(COUNTRIES, [c[1] for c in COUNTRIES])[0]
        source, _, campaigns, ios = rng.choices(SOURCES, [s[1] for s in SOURCES])[0]
        installed = datetime(2023, 10, 1) + timedelta(minutes=rng.randint(0, 245 * 24 * 60))
        users.append({
            "id": f"{4_100_000 + n * 13}", "country": country, "currency": currency, "rate": rate,
            "deposit": deposit * rng.uniform(0.4, 2.2), "source": source,
            "campaign": rng.choice(campaigns).format(c=country) if campaigns else None,
            "platform": "ios" if rng.random() < ios else "android", "installed": installed,
            "activity": rng.uniform(0.05, 0.9),
        })
    return users


def _rows(rng: random.Random) -> list[tuple]:
    rows = []
    users = _users(rng)
    day = START
    while day <= END:
        for user in users:
            if user["installed"].date() > day or rng.random() > user["activity"] * 0.07:
                continue
            for _ in range(rng.choices([1, 2, 3], [70, 22, 8])[0]):
                name = rng.choices([e[0] for e in EVENTS], [e[1] for e in EVENTS])[0]
                at = datetime(day.year, day.month, day.day) + timedelta(seconds=rng.randint(0, 86399))
                usd = local = currency = None
                if name in ("af_first_deposit", "af_deposit"):
                    usd = round(user["deposit"] * rng.uniform(0.5, 1.6), 2)
                    local = round(usd * user["rate"], 2)
                    currency = user["currency"]
                rows.append((None, at.strftime("%Y-%m-%d %H:%M:%S"), name, user["source"], user["campaign"],
                             None if user["source"] == "organic" else "mobile", user["country"], user["platform"],
                             user["id"], local, currency, usd, user["installed"].strftime("%Y-%m-%d %H:%M:%S")))
        day += timedelta(days=1)
    rows.sort(key=lambda r: (r[1], r[8]))
    return [(f"af-{n:07d}", *row[1:]) for n, row in enumerate(rows, start=1)]


def main() -> None:
    rng = random.Random(SEED)
    rows = _rows(rng)
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE mobile_appsflyer (
            id TEXT PRIMARY KEY, event_time_dt TEXT NOT NULL, event_name TEXT NOT NULL, media_source TEXT NOT NULL,
            campaign TEXT, af_channel TEXT, country_code TEXT NOT NULL, platform TEXT NOT NULL,
            customer_user_id TEXT NOT NULL, event_revenue REAL, event_revenue_currency TEXT, event_revenue_usd REAL,
            install_time_dt TEXT NOT NULL);
        CREATE TABLE metricflow_time_spine (date_day TEXT PRIMARY KEY);
        """
    )
    con.executemany("INSERT INTO mobile_appsflyer VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)", rows)
    first, last = date(2023, 1, 1), date(2025, 12, 31)
    spine = [((first + timedelta(days=n)).isoformat(),) for n in range((last - first).days + 1)]
    con.executemany("INSERT INTO metricflow_time_spine VALUES (?)", spine)
    con.commit()
    con.execute("VACUUM")
    con.close()


if __name__ == "__main__":
    main()
