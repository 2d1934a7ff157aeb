"""Deterministic generator of the demo warehouse: a mobile-app company's daily metrics in SQLite.

The data is synthetic but shaped like the real thing: market sizes, platform mix, weekly and yearly
seasonality, growth, Q4 ad prices, store fees. It runs from 2024-01-01 through an end day (yesterday by
default, so relative dates such as "last month" find data). A fixed seed makes every build with the same
end day identical, and the rows of a day do not depend on the end day, so tests and examples can quote
numbers. (Only the monthly row of a month still in progress grows with its days.)
"""

from __future__ import annotations

import math
import os
import random
import sqlite3
import tempfile
import time
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

GENERATOR_VERSION = 2
SEED = 20240101
FIRST_DAY = date(2024, 1, 1)
TABLES = ("markets", "daily_users", "monthly_active_users", "ad_revenue", "iap_revenue")


def demo_end_day(today: date | None = None) -> date:
    """The last day of demo data: the day before `today` (the real today when not given)."""
    return (today or date.today()) - timedelta(days=1)


@dataclass(frozen=True)
class MarketProfile:
    code: str
    name: str
    region: str
    dau_2024: int  # daily active users at the start of 2024, both platforms
    android_share: float
    yearly_growth: float
    ecpm_usd: float  # Android eCPM; iOS pays more
    iap_price_usd: float


MARKETS: tuple[MarketProfile, ...] = (
    MarketProfile("ID", "Indonesia", "SEA", 1_250_000, 0.86, 0.32, 1.45, 2.2),
    MarketProfile("TH", "Thailand", "SEA", 520_000, 0.72, 0.22, 2.90, 3.6),
    MarketProfile("VN", "Vietnam", "SEA", 470_000, 0.78, 0.38, 1.20, 1.8),
    MarketProfile("PH", "Philippines", "SEA", 410_000, 0.82, 0.41, 1.30, 2.0),
    MarketProfile("MY", "Malaysia", "SEA", 210_000, 0.66, 0.18, 3.80, 4.1),
    MarketProfile("SG", "Singapore", "SEA", 62_000, 0.41, 0.09, 11.50, 8.9),
    MarketProfile("TW", "Taiwan", "East Asia", 150_000, 0.47, 0.12, 8.70, 7.8),
    MarketProfile("BR", "Brazil", "LATAM", 930_000, 0.83, 0.27, 2.40, 2.9),
)

PLATFORMS = ("android", "ios")

# ad network -> (share of impressions, eCPM multiplier, share of gross revenue kept by us)
AD_NETWORKS: dict[str, tuple[float, float, float]] = {
    "AdMob": (0.36, 1.00, 0.68),
    "AppLovin": (0.24, 1.15, 0.70),
    "Unity Ads": (0.15, 0.90, 0.70),
    "Meta Audience Network": (0.15, 1.08, 0.65),
    "ironSource": (0.10, 0.95, 0.70),
}

IOS_ECPM_FACTOR = 1.7
IOS_PRICE_FACTOR = 1.3
STORE_FEE = 0.30
MAU_TO_DAU = 3.1

SCHEMA = """
CREATE TABLE markets (
    code TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    region TEXT NOT NULL
);
CREATE TABLE daily_users (
    date TEXT NOT NULL,
    market TEXT NOT NULL REFERENCES markets(code),
    platform TEXT NOT NULL,
    dau INTEGER NOT NULL,
    new_users INTEGER NOT NULL,
    PRIMARY KEY (date, market, platform)
);
CREATE TABLE monthly_active_users (
    month TEXT NOT NULL,
    market TEXT NOT NULL REFERENCES markets(code),
    platform TEXT NOT NULL,
    mau INTEGER NOT NULL,
    PRIMARY KEY (month, market, platform)
);
CREATE TABLE ad_revenue (
    date TEXT NOT NULL,
    market TEXT NOT NULL REFERENCES markets(code),
    platform TEXT NOT NULL,
    ad_network TEXT NOT NULL,
    impressions INTEGER NOT NULL,
    clicks INTEGER NOT NULL,
    gross_revenue_usd REAL NOT NULL,
    net_revenue_usd REAL NOT NULL,
    PRIMARY KEY (date, market, platform, ad_network)
);
CREATE TABLE iap_revenue (
    date TEXT NOT NULL,
    market TEXT NOT NULL REFERENCES markets(code),
    platform TEXT NOT NULL,
    transactions INTEGER NOT NULL,
    gross_revenue_usd REAL NOT NULL,
    net_revenue_usd REAL NOT NULL,
    PRIMARY KEY (date, market, platform)
);
"""


def default_warehouse_path(end: date) -> Path:
    """Where the demo warehouse is built: the user cache dir (platformdirs), keyed by generator and end day."""
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("sqlclarify")) / f"demo-warehouse-v{GENERATOR_VERSION}-{end.isoformat()}.sqlite"


def ensure_demo_warehouse(path: Path | None = None, *, today: date | None = None) -> Path:
    """Return the demo warehouse path (data through the day before `today`), building it first if needed."""
    end = demo_end_day(today)
    target = Path(path) if path else default_warehouse_path(end)
    if target.exists():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    # Build beside the target and rename, so a concurrent reader never sees a half-built file.
    fd, tmp_name = tempfile.mkstemp(prefix=".building-", suffix=".sqlite", dir=target.parent)
    os.close(fd)
    try:
        build_warehouse(Path(tmp_name), end=end)
        os.replace(tmp_name, target)
    finally:
        if os.path.exists(tmp_name):
            os.unlink(tmp_name)
    if not path:
        _remove_stale_builds(target)
    return target


STALE_AFTER_S = 2 * 24 * 3600


def _remove_stale_builds(current: Path) -> None:
    """One file per end day accumulates in the cache: drop those unused for two days (a process still on
    one of them rebuilds it on its next turn)."""
    cutoff = time.time() - STALE_AFTER_S
    for old in current.parent.glob("demo-warehouse-v*.sqlite"):
        try:
            if old != current and max(old.stat().st_atime, old.stat().st_mtime) < cutoff:
                old.unlink()
        except OSError:
            pass  # another process removed it first


def _days(end: date) -> list[date]:
    count = (end - FIRST_DAY).days + 1
    return [FIRST_DAY + timedelta(days=i) for i in range(count)]


def _season(day: date) -> float:
    """Yearly and weekly seasonality of usage."""
    doy = day.timetuple().tm_yday
    yearly = 1 + 0.05 * math.sin(2 * math.pi * (doy - 100) / 365.25)
    holidays = 1.09 if (day.month == 12 and day.day >= 18) or (day.month == 1 and day.day <= 2) else 1.0
    weekend = 1.07 if day.weekday() >= 5 else 1.0
    return yearly * holidays * weekend


def _ad_price_season(day: date) -> float:
    """Advertisers pay more in Q4 and less in January."""
    return {1: 0.82, 2: 0.9, 10: 1.08, 11: 1.16, 12: 1.27}.get(day.month, 1.0)


def generate_rows(end: date) -> dict[str, list[tuple]]:
    """Every table's rows (dates as ISO text), from FIRST_DAY through `end`. Same seed, same data."""
    if end < FIRST_DAY:
        raise ValueError(f"the demo data starts on {FIRST_DAY}; an end day of {end} leaves nothing")
    rng = random.Random(SEED)  # drawn day by day, so a day's rows do not depend on the end day
    users, ads, iap = [], [], []
    monthly: dict[tuple[str, str, str], list[int]] = {}
    for day in _days(end):
        years = (day - FIRST_DAY).days / 365.25
        iso = day.isoformat()
        for market in MARKETS:
            growth = (1 + market.yearly_growth) ** years
            for platform in PLATFORMS:
                share = market.android_share if platform == "android" else 1 - market.android_share
                dau = int(market.dau_2024 * share * growth * _season(day) * rng.gauss(1, 0.025))
                new_users = int(dau * 0.034 * rng.gauss(1, 0.08) * (1.2 if day.weekday() >= 5 else 1))
                users.append((iso, market.code, platform, dau, new_users))
                month_key = (iso[:7] + "-01", market.code, platform)
                monthly.setdefault(month_key, []).append(dau)
                ads.extend(_ad_rows(rng, day, market, platform, dau))
                iap.append(_iap_row(rng, day, market, platform, dau))
    mau_rows = [
        (month, code, platform, int(sum(daus) / len(daus) * MAU_TO_DAU * _month_noise(month, code, platform)))
        for (month, code, platform), daus in monthly.items()
    ]
    return {
        "markets": [(m.code, m.name, m.region) for m in MARKETS],
        "daily_users": users,
        "monthly_active_users": mau_rows,
        "ad_revenue": ads,
        "iap_revenue": iap,
    }


def _month_noise(month: str, market: str, platform: str) -> float:
    return random.Random(f"{SEED}:{month}:{market}:{platform}").gauss(1, 0.02)


def build_warehouse(path: Path, end: date | None = None) -> None:
    """Write the demo warehouse to `path` (overwriting it), with data through `end` (default: yesterday)."""
    rows = generate_rows(end or demo_end_day())
    conn = sqlite3.connect(path)
    try:
        conn.executescript(
            "PRAGMA journal_mode=DELETE;" + "".join(f"DROP TABLE IF EXISTS {t};" for t in TABLES) + SCHEMA
        )
        for table in TABLES:
            marks = ", ".join("?" * len(rows[table][0]))
            conn.executemany(f"INSERT INTO {table} VALUES ({marks})", rows[table])
        conn.commit()
    finally:
        conn.close()


def _ad_rows(rng: random.Random, day: date, market: MarketProfile, platform: str, dau: int) -> list[tuple]:
    impressions_per_user = 7.2 if platform == "android" else 5.4
    platform_ecpm = market.ecpm_usd * (IOS_ECPM_FACTOR if platform == "ios" else 1.0)
    rows = []
    for network, (share, ecpm_factor, kept) in AD_NETWORKS.items():
        impressions = int(dau * impressions_per_user * share * rng.gauss(1, 0.05))
        clicks = int(impressions * rng.uniform(0.009, 0.021))
        ecpm = platform_ecpm * ecpm_factor * _ad_price_season(day) * rng.gauss(1, 0.06)
        gross = round(impressions / 1000 * ecpm, 2)
        net = round(gross * kept, 2)
        rows.append((day.isoformat(), market.code, platform, network, impressions, clicks, gross, net))
    return rows


def _iap_row(rng: random.Random, day: date, market: MarketProfile, platform: str, dau: int) -> tuple:
    payer_rate = 0.008 if platform == "android" else 0.021
    transactions = int(dau * payer_rate * rng.gauss(1, 0.07) * (1.15 if day.weekday() >= 5 else 1))
    price = market.iap_price_usd * (IOS_PRICE_FACTOR if platform == "ios" else 1.0) * rng.gauss(1, 0.04)
    gross = round(transactions * price, 2)
    net = round(gross * (1 - STORE_FEE), 2)
    return (day.isoformat(), market.code, platform, transactions, gross, net)
