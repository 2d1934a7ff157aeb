"""Build examples/eu_economy/eu_economy.sqlite: made-up Eurostat-like indicators for the semantic layer in models/
(SimonVegelahn/dbt-economic-indicators-eu, MIT, YAML kept verbatim).

Deterministic (fixed seed, standard library only). The countries are the project's seed (seeds/
country_metadata.csv, copied verbatim); the figures are invented around realistic 2015 levels (GDP in million
EUR, population, unemployment and month-over-month inflation in percent), with a 2020 shock and a 2022 inflation
spike. Two tables, the marts the semantic models name, with the columns their expressions use:
- fct_economic_indicators: one row per country and month, 2015-01 to 2024-12, the EU27_2020 aggregate included
  (as the project's monthly model keeps it); reference_date is the month's first day.
- rpt_annual_economic_summary: one row per country and year, 2015 to 2024, the aggregate excluded (as the
  project's summary does); gdp_yoy_growth_pct is NULL in the first year; eurozone_member is 0/1.

    python examples/eu_economy/build.py
"""

from __future__ import annotations

import csv
import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

HERE = Path(__file__).parent
OUT = HERE / "eu_economy.sqlite"
SEED = 27
YEARS = range(2015, 2025)
# 2015 levels: GDP (million EUR), population, unemployment (%)
BASE = {
    "DE": (3_030_000, 81_200_000, 4.6),
    "FR": (2_200_000, 66_400_000, 10.4),
    "IT": (1_650_000, 60_800_000, 11.9),
    "ES": (1_080_000, 46_400_000, 22.1),
    "NL": (690_000, 16_900_000, 6.9),
    "BE": (415_000, 11_200_000, 8.5),
    "AT": (345_000, 8_600_000, 5.7),
    "PL": (430_000, 38_000_000, 7.5),
    "PT": (180_000, 10_400_000, 12.6),
    "GR": (177_000, 10_900_000, 24.9),
    "CZ": (170_000, 10_500_000, 5.1),
    "HU": (113_000, 9_850_000, 6.8),
    "SE": (450_000, 9_750_000, 7.4),
    "DK": (273_000, 5_660_000, 6.2),
    "FI": (211_000, 5_470_000, 9.4),
    "IE": (262_000, 4_630_000, 10.0),
    "SK": (80_000, 5_420_000, 11.5),
    "LT": (37_000, 2_920_000, 9.1),
    "LV": (24_000, 1_990_000, 9.9),
    "EE": (20_600, 1_310_000, 6.2),
    "SI": (39_000, 2_060_000, 9.0),
    "HR": (45_000, 4_230_000, 16.2),
    "BG": (45_000, 7_200_000, 9.2),
    "RO": (160_000, 19_900_000, 6.8),
    "LU": (52_000, 563_000, 6.5),
    "MT": (9_700, 440_000, 5.4),
    "CY": (18_000, 847_000, 15.0),
}


def _growth(rnd: random.Random, year: int) -> float:
    """Nominal GDP growth in percent: a 2020 fall, a 2021-22 rebound with inflation."""
    centre = {2020: -5.5, 2021: 8.0, 2022: 9.0, 2023: 5.5}.get(year, 3.5)
    return rnd.gauss(centre, 1.8)


def _monthly_inflation(rnd: random.Random, year: int, month: int) -> float:
    centre = {2021: 0.3, 2022: 0.8, 2023: 0.35}.get(year, 0.12)
    if year == 2022 and month in (3, 4, 5, 6):
        centre = 1.1
    return round(rnd.gauss(centre, 0.28), 2)


def main() -> None:
    rnd = random.Random(SEED)
    with open(HERE / "seeds" / "country_metadata.csv", encoding="utf-8", newline="") as f:
        countries = {r["country_code"]: r for r in csv.DictReader(f)}
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE fct_economic_indicators (
            indicator_key TEXT PRIMARY KEY, country_code TEXT, reference_year INTEGER, reference_month INTEGER,
            reference_date TEXT, unemployment_rate_pct REAL, inflation_rate_mom_pct REAL,
            unemployment_rate_12m_avg REAL);
        CREATE TABLE rpt_annual_economic_summary (
            summary_key TEXT PRIMARY KEY, country_code TEXT, reference_year INTEGER, gdp_million_eur REAL,
            population_count INTEGER, gdp_per_capita_eur REAL, avg_unemployment_rate_pct REAL,
            annual_inflation_rate_pct REAL, gdp_yoy_growth_pct REAL, country_name TEXT, eu_status TEXT,
            eurozone_member INTEGER, region TEXT);
        CREATE TABLE metricflow_time_spine (date_day TEXT PRIMARY KEY);
        """
    )
    monthly: dict[str, list[tuple[int, int, float, float]]] = {}
    for code, (gdp0, pop0, unemp0) in BASE.items():
        rows, unemp, history = [], unemp0, []
        for year in YEARS:
            for month in range(1, 13):
                drift = -0.05 * (unemp - 3.0) / 10  # slow convergence
                shock = 0.35 if year == 2020 and 4 <= month <= 8 else -0.12 if year == 2021 else 0
                unemp = max(1.8, unemp + drift + shock + rnd.gauss(0, 0.12))
                history.append(unemp)
                rows.append((year, month, round(unemp, 1), _monthly_inflation(rnd, year, month)))
        monthly[code] = rows
        gdp, pop, prev_gdp = float(gdp0), float(pop0), None
        for year in YEARS:
            if year > YEARS[0]:
                gdp *= 1 + _growth(rnd, year) / 100
                pop *= 1 + rnd.gauss(0.2, 0.35) / 100
            year_rows = [r for r in rows if r[0] == year]
            unemployment = round(sum(r[2] for r in year_rows) / 12, 2)
            inflation = round(sum(r[3] for r in year_rows), 2)  # the project's annual rate: sum of the months
            meta = countries[code]
            euro = meta["eurozone_member"] == "true"
            con.execute(
                "INSERT INTO rpt_annual_economic_summary VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (
                    f"{code}-{year}",
                    code,
                    year,
                    round(gdp, 1),
                    int(pop),
                    round(gdp * 1_000_000 / pop, 0),
                    unemployment,
                    inflation,
                    None if prev_gdp is None else round((gdp - prev_gdp) / prev_gdp * 100, 3),
                    meta["country_name"],
                    "Eurozone" if euro else "EU (non-Euro)",
                    int(euro),
                    meta["region"],
                ),
            )
            prev_gdp = gdp
    # the EU aggregate: population-weighted unemployment, mean inflation
    weights = {code: BASE[code][1] for code in BASE}
    total = sum(weights.values())
    monthly["EU27_2020"] = [
        (
            year,
            month,
            round(sum(monthly[c][i][2] * weights[c] for c in BASE) / total, 1),
            round(sum(monthly[c][i][3] for c in BASE) / len(BASE), 2),
        )
        for i, (year, month, _, _) in enumerate(monthly["DE"])
    ]
    for code, rows in monthly.items():
        for i, (year, month, unemployment, inflation) in enumerate(rows):
            window = [r[2] for r in rows[max(0, i - 11) : i + 1]]
            con.execute(
                "INSERT INTO fct_economic_indicators VALUES (?,?,?,?,?,?,?,?)",
                (
                    f"{code}-{year}-{month:02d}",
                    code,
                    year,
                    month,
                    f"{year}-{month:02d}-01",
                    unemployment,
                    inflation,
                    round(sum(window) / len(window), 2),
                ),
            )
    day = date(2014, 1, 1)
    while day <= date(2026, 12, 31):
        con.execute("INSERT INTO metricflow_time_spine VALUES (?)", (day.isoformat(),))
        day += timedelta(days=1)
    con.commit()
    con.close()


if __name__ == "__main__":
    main()
