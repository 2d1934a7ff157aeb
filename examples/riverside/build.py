"""Build examples/riverside/riverside.sqlite: generated data for the Riverside recording-platform semantic layer.

protonfran/riverside_dbt (a take on Riverside, the remote podcast and video recording platform) reads raw Bronze
tables on Snowflake that the repository does not ship, so this script generates the Gold and Silver tables its
semantic models read, with a fixed seed (stdlib only), the way the project's SQL defines their columns:

- `dim_user`: one row per user account (created 2024-01-01 to 2026-02-28), plan_type (free, standard, pro,
  business, enterprise), plan_tier (Tier 1 enterprise ... Tier 4 standard, Free), plan_status (active, churned,
  trial), country_code, and the active subscription's billing cycle and normalised MRR (current_mrr_usd,
  NULL without an active subscription);
- `stg_subscriptions`: one row per subscription of a paying user: plan_type, billing_cycle (monthly, annual),
  mrr_usd (the list price of the cycle: a month, or a year for annual billing), mrr_usd_normalised (annual / 12),
  start_date, end_date (NULL while running), cancellation_reason (NULL unless ended) and is_active (1 when
  end_date is NULL or not before the build day 2026-03-04, else 0). Churned users' subscriptions all ended;
  about a sixth of the active users upgraded once (their first subscription ended, 'upgraded');
- `dim_studio`: one row per studio, with its owner's plan tier and country and its creation day;
- `fact_recording`: one row per completed recording session (started_at a timestamp, 2024-01 to 2026-02-28),
  the studio, the host user, recording_type (audio, video, screen), duration in seconds and minutes, the
  project's duration_bucket (short < 10 min, medium 10-60, long 60+), participant_count, storage_mb;
- `time_spine_daily`: one row per day from 2020-01-01 to 2030-12-31 (the project's time spine).

Run: python examples/riverside/build.py
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, datetime, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("riverside.sqlite")
SEED = 20260304
START, END = date(2024, 1, 1), date(2026, 2, 28)
BUILD_DAY = date(2026, 3, 4)

COUNTRIES = [
    ("US", 34),
    ("GB", 14),
    ("DE", 10),
    ("CA", 8),
    ("FR", 6),
    ("AU", 6),
    ("NL", 5),
    ("ES", 5),
    ("BR", 4),
    ("IN", 4),
    ("SE", 4),
]
PLANS = [("free", 30), ("standard", 28), ("pro", 24), ("business", 12), ("enterprise", 6)]
TIERS = {"enterprise": "Tier 1", "business": "Tier 2", "pro": "Tier 3", "standard": "Tier 4", "free": "Free"}
MONTHLY_PRICE = {"standard": 19.0, "pro": 29.0, "business": 99.0, "enterprise": 399.0}
REASONS = [
    ("too expensive", 30),
    ("switched to competitor", 18),
    ("no longer podcasting", 22),
    ("missing features", 12),
    ("technical issues", 10),
    ("company shut down", 8),
]
UPGRADE = {"standard": "pro", "pro": "business", "business": "enterprise"}
RECORDING_TYPES = [("video", 52), ("audio", 36), ("screen", 12)]
SHOW_WORDS = [
    "Founders",
    "Deep Dive",
    "Weekly",
    "Tech Talk",
    "Morning Brew",
    "Inside Sales",
    "True Crime",
    "Design Notes",
    "Health Hour",
    "Film Club",
    "Product Chat",
    "Market Minute",
]
STUDIO_WORDS = [
    "North",
    "Echo",
    "Signal",
    "Harbor",
    "Maple",
    "Copper",
    "Lumen",
    "Orbit",
    "Cedar",
    "Atlas",
    "Juniper",
    "Pixel",
    "Summit",
    "Tidal",
    "Velvet",
    "Willow",
]
STUDIO_SUFFIX = ["Studio", "Media", "Podcasts", "Productions", "Sound", "Collective"]


def pick(rng: random.Random, weighted: list[tuple[str, int]]) -> str:
    return rng.choices([v for v, _ in weighted], weights=[w for _, w in weighted])[0]


def day_between(rng: random.Random, first: date, last: date) -> date:
    span = (last - first).days
    # growth: later days are likelier (a platform that grows)
    return first + timedelta(days=int(span * (rng.random() ** 0.9)))


def build_users(rng: random.Random) -> tuple[list[tuple], list[tuple]]:
    users, subscriptions = [], []
    sub_no = 0
    for n in range(1, 1401):
        user_sk = f"u{n:05d}"
        created = day_between(rng, START, END)
        plan = pick(rng, PLANS)
        country = pick(rng, COUNTRIES)
        if plan == "free":
            status = "trial" if (END - created).days < 14 and rng.random() < 0.6 else "active"
            users.append((user_sk, plan, TIERS[plan], status, country, None, created.isoformat(), None))
            continue
        status = "churned" if rng.random() < 0.24 else "active"
        cycle = "annual" if rng.random() < 0.35 else "monthly"
        first_plan = plan
        upgraded = status == "active" and plan in UPGRADE.values() and rng.random() < 0.18
        if upgraded:
            first_plan = next(k for k, v in UPGRADE.items() if v == plan)
        start = created + timedelta(days=rng.randint(0, 20))
        if start > END:
            start = END
        periods = []
        if upgraded:
            switch = start + timedelta(days=rng.randint(30, 300))
            if switch >= END:
                switch = END - timedelta(days=1)
            periods.append((first_plan, start, switch, "upgraded"))
            periods.append((plan, switch, None, None))
        elif status == "churned":
            end = start + timedelta(days=rng.randint(20, 420))
            if end > END:
                end = END - timedelta(days=rng.randint(0, 20))
            if end <= start:
                end = start + timedelta(days=1)
            periods.append((plan, start, end, pick(rng, REASONS)))
        else:
            periods.append((plan, start, None, None))
        current_mrr = None
        for sub_plan, begin, end, reason in periods:
            sub_no += 1
            seats = rng.choice([1, 1, 1, 2, 3, 5]) if sub_plan in ("business", "enterprise") else 1
            price = MONTHLY_PRICE[sub_plan] * seats
            list_price = round(price * 12 * 0.8, 2) if cycle == "annual" else price
            normalised = round(list_price / 12, 2) if cycle == "annual" else list_price
            active = 1 if end is None or end >= BUILD_DAY else 0
            if active:
                current_mrr = normalised
            subscriptions.append(
                (
                    f"s{sub_no:05d}",
                    user_sk,
                    sub_plan,
                    cycle,
                    list_price,
                    normalised,
                    begin.isoformat(),
                    end.isoformat() if end else None,
                    reason,
                    active,
                )
            )
        users.append(
            (
                user_sk,
                plan,
                TIERS[plan],
                status,
                country,
                cycle if current_mrr is not None else None,
                created.isoformat(),
                current_mrr,
            )
        )
    return users, subscriptions


def build_studios(rng: random.Random, users: list[tuple]) -> list[tuple]:
    studios, names = [], set()
    hosts = [u for u in users if u[3] != "trial"]
    for n in range(1, 261):
        owner = rng.choice(hosts)
        created = date.fromisoformat(owner[6]) + timedelta(days=rng.randint(0, 30))
        if created > END:
            created = END
        while True:
            name = f"{rng.choice(STUDIO_WORDS)} {rng.choice(STUDIO_SUFFIX)}"
            if name not in names:
                break
            name = f"{name} {rng.choice(['Labs', 'Live', 'House', 'Room', 'Co'])}"
            if name not in names:
                break
        names.add(name)
        studios.append((f"st{n:04d}", name, owner[2], owner[4], created.isoformat(), owner[0]))
    return studios


def build_recordings(rng: random.Random, studios: list[tuple]) -> list[tuple]:
    recordings = []
    weights = [rng.paretovariate(2.2) for _ in studios]  # a few busy studios, many quiet ones
    n = 0
    while len(recordings) < 6200:
        day = day_between(rng, START, END)
        open_studios = [(s, w) for s, w in zip(studios, weights, strict=True) if s[4] <= day.isoformat()]
        if not open_studios:
            continue
        studio = rng.choices([s for s, _ in open_studios], weights=[w for _, w in open_studios])[0]
        if day.weekday() >= 5 and rng.random() < 0.5:  # fewer weekend sessions
            continue
        n += 1
        rtype = pick(rng, RECORDING_TYPES)
        tier_boost = {"Tier 1": 1.4, "Tier 2": 1.25, "Tier 3": 1.1}.get(studio[2], 1.0)
        minutes_base = rng.lognormvariate(3.45, 0.75) * tier_boost
        seconds = max(60, int(minutes_base * 60))
        minutes = round(seconds / 60, 2)
        bucket = "long" if seconds >= 3600 else "medium" if seconds >= 600 else "short"
        participants = max(1, min(8, int(rng.gauss(2.6, 1.2) + (0.6 if rtype == "video" else 0))))
        per_minute = {"video": 38.0, "audio": 6.5, "screen": 22.0}[rtype]
        storage = round(minutes * per_minute * participants * rng.uniform(0.8, 1.2), 1)
        started = datetime.combine(day, datetime.min.time()) + timedelta(minutes=rng.randint(7 * 60, 22 * 60))
        title = f"{rng.choice(SHOW_WORDS)} #{rng.randint(1, 240)}"
        recordings.append(
            (
                f"r{n:06d}",
                studio[0],
                studio[5],
                started.strftime("%Y-%m-%d %H:%M:%S"),
                title,
                rtype,
                "completed",
                seconds,
                minutes,
                participants,
                storage,
                bucket,
            )
        )
    return recordings


def main() -> None:
    rng = random.Random(SEED)
    users, subscriptions = build_users(rng)
    studios = build_studios(rng, users)
    recordings = build_recordings(rng, studios)
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.execute(
        "CREATE TABLE dim_user (user_sk TEXT PRIMARY KEY, plan_type TEXT, plan_tier TEXT, plan_status TEXT,"
        " country_code TEXT, active_billing_cycle TEXT, created_at TEXT, current_mrr_usd REAL)"
    )
    con.executemany("INSERT INTO dim_user VALUES (?,?,?,?,?,?,?,?)", users)
    con.execute(
        "CREATE TABLE stg_subscriptions (subscription_sk TEXT PRIMARY KEY, user_sk TEXT, plan_type TEXT,"
        " billing_cycle TEXT, mrr_usd REAL, mrr_usd_normalised REAL, start_date TEXT, end_date TEXT,"
        " cancellation_reason TEXT, is_active INTEGER)"
    )
    con.executemany("INSERT INTO stg_subscriptions VALUES (?,?,?,?,?,?,?,?,?,?)", subscriptions)
    con.execute(
        "CREATE TABLE dim_studio (studio_sk TEXT PRIMARY KEY, studio_name TEXT, owner_plan_tier TEXT,"
        " country_code TEXT, created_at TEXT)"
    )
    con.executemany("INSERT INTO dim_studio VALUES (?,?,?,?,?)", [s[:5] for s in studios])
    con.execute(
        "CREATE TABLE fact_recording (recording_sk TEXT PRIMARY KEY, studio_sk TEXT, host_user_sk TEXT,"
        " started_at TEXT, session_title TEXT, recording_type TEXT, status TEXT, duration_seconds INTEGER,"
        " duration_minutes REAL, participant_count INTEGER, storage_mb REAL, duration_bucket TEXT)"
    )
    con.executemany("INSERT INTO fact_recording VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", recordings)
    con.execute("CREATE TABLE time_spine_daily (date_day TEXT PRIMARY KEY)")
    first = date(2020, 1, 1)
    con.executemany(
        "INSERT INTO time_spine_daily VALUES (?)",
        [((first + timedelta(days=i)).isoformat(),) for i in range((date(2030, 12, 31) - first).days + 1)],
    )
    con.commit()
    con.execute("VACUUM")
    con.close()
    print(
        f"{OUT.name}: {len(users)} users, {len(subscriptions)} subscriptions, {len(studios)} studios,"
        f" {len(recordings)} recordings"
    )


if __name__ == "__main__":
    main()
