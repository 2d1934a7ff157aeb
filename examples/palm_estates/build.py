"""Build examples/palm_estates/palm_estates.sqlite: a deterministic stand-in for the project's two daily facts.

The source repository (itw-code/palm-analytics-dbt, MIT) loads live weather, price and FX feeds at run time and
ships no data beyond its region seed, so this script generates plausible rows with a fixed seed, standard library
only, for 2024-01-01 .. 2025-12-31:

- fct_estate_operations_daily: one row per (region_key, operation_date) for the seed's four estates (riau,
  north_sumatra, central_kalimantan, lampung). As in the project's model: operations_key is the md5 surrogate of
  region and date; water_deficit_mm is ET0 minus precipitation (drier in the June-September dry season);
  harvest_day_value_idr is the palm price in rupiah (USD price x USD/IDR) on harvest-favourable days, else 0;
  is_effective_harvest_day (0/1) is a favourable day that is neither a weekend nor an Indonesian public holiday.
- fct_commodity_price_daily: one row per day with palm_oil_usd (carried forward each month, as the project's
  source is monthly), soybean_oil_usd and usd_idr (daily random walks).
- metricflow_time_spine: the project's daily calendar (date_day), 2023-01-01 .. 2026-12-31.

Run: python examples/palm_estates/build.py
"""

from __future__ import annotations

import hashlib
import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("palm_estates.sqlite")
SEED = 20260110
START, END = date(2024, 1, 1), date(2025, 12, 31)
# region, how wet it is (scales rain), base chance of a harvest-favourable day
REGIONS = [
    ("riau", 1.0, 0.70), ("north_sumatra", 1.15, 0.64), ("central_kalimantan", 1.3, 0.58), ("lampung", 0.85, 0.74),
]
HOLIDAYS = {
    "2024-01-01", "2024-02-08", "2024-02-10", "2024-03-11", "2024-03-29", "2024-04-10", "2024-04-11", "2024-05-01",
    "2024-05-09", "2024-05-23", "2024-06-01", "2024-06-17", "2024-07-07", "2024-08-17", "2024-09-16", "2024-12-25",
    "2025-01-01", "2025-01-27", "2025-01-29", "2025-03-29", "2025-03-31", "2025-04-01", "2025-04-18", "2025-05-01",
    "2025-05-12", "2025-05-29", "2025-06-01", "2025-06-06", "2025-06-27", "2025-08-17", "2025-09-05", "2025-12-25",
}


def _days() -> list[date]:
    return [START + timedelta(days=n) for n in range((END - START).days + 1)]


def _prices(rng: random.Random) -> list[tuple]:
    """(price_date, palm_oil_usd, soybean_oil_usd, usd_idr): palm monthly, carried forward; soy and FX daily."""
    rows, palm, soy, fx, month = [], 880.0, 980.0, 15600.0, None
    for day in _days():
        if day.month != month:
            month = day.month
            palm = min(1250.0, max(750.0, palm * rng.uniform(0.95, 1.065)))
        soy = min(1300.0, max(850.0, soy * rng.uniform(0.988, 1.0125)))
        fx = min(16900.0, max(15100.0, fx * rng.uniform(0.997, 1.0034)))
        rows.append((day.isoformat(), round(palm, 2), round(soy, 2), round(fx, 2)))
    return rows


def _operations(rng: random.Random, prices: dict[str, tuple]) -> list[tuple]:
    rows = []
    for region, wetness, favourable in REGIONS:
        for day in _days():
            dry_season = day.month in (6, 7, 8, 9)
            rainy = day.month in (11, 12, 1, 2)
            et0 = rng.uniform(3.5, 5.5) + (0.8 if dry_season else 0.0)
            rain = rng.expovariate(1 / (wetness * (2.5 if dry_season else 9.0 if rainy else 6.0)))
            deficit = round(et0 - rain, 2)
            chance = favourable + (0.12 if dry_season else -0.15 if rainy else 0.0)
            is_favourable = rng.random() < chance
            key = day.isoformat()
            off = day.weekday() >= 5 or key in HOLIDAYS
            _, palm, _, fx = prices[key]
            value = float(round(palm * fx, 0)) if is_favourable else 0.0
            surrogate = hashlib.md5(f"{region}-{key}".encode()).hexdigest()
            rows.append((surrogate, region, key, deficit, int(is_favourable and not off), value))
    return rows


def main() -> None:
    rng = random.Random(SEED)
    prices = _prices(rng)
    operations = _operations(rng, {p[0]: p for p in prices})
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE fct_estate_operations_daily (
            operations_key TEXT PRIMARY KEY, region_key TEXT NOT NULL, operation_date TEXT NOT NULL,
            water_deficit_mm REAL NOT NULL, is_effective_harvest_day INTEGER NOT NULL,
            harvest_day_value_idr REAL NOT NULL);
        CREATE TABLE fct_commodity_price_daily (
            price_date TEXT PRIMARY KEY, palm_oil_usd REAL NOT NULL, soybean_oil_usd REAL NOT NULL,
            usd_idr REAL NOT NULL);
        CREATE TABLE metricflow_time_spine (date_day TEXT PRIMARY KEY);
        """
    )
    con.executemany("INSERT INTO fct_estate_operations_daily VALUES (?,?,?,?,?,?)", operations)
    con.executemany("INSERT INTO fct_commodity_price_daily VALUES (?,?,?,?)", prices)
    first, last = date(2023, 1, 1), date(2026, 12, 31)
    spine = [(first + timedelta(days=n)).isoformat() for n in range((last - first).days + 1)]
    con.executemany("INSERT INTO metricflow_time_spine VALUES (?)", [(d,) for d in spine])
    con.commit()
    con.execute("VACUUM")
    con.close()


if __name__ == "__main__":
    main()
