"""Build examples/level_up/level_up.sqlite: generated data for a game studio's semantic layer (dbt's latest spec).

dbt-labs/summit_2026_hands_on_lab_level_up (a hands-on lab around a video-game studio with live-service and
premium titles on PC, console and mobile) reads its raw tables from a connector the repository does not ship, so
this script generates the marts its two semantic models read, with a fixed seed (stdlib only), with the columns
the models' YAML names and the lab's vars (a twelve-month window from 2025-08-01; analysis as of 2026-08-05):

- `fct_play_sessions`: one row per play session 2025-08-01 to 2026-07-31: session_id, player_id, title_id,
  session_start_at (a timestamp), duration_minutes, is_valid_session (0/1: sessions under two minutes or flagged
  are not valid) and week_offset_from_registration (whole weeks from the player's registration day to the
  session, 0 in the first week);
- `fct_transactions`: one row per transaction: transaction_id, player_id, title_id, transaction_at (a
  timestamp), transaction_type (premium_purchase, iap, season_pass, dlc, refund, chargeback), gross_amount_usd,
  net_amount_usd (after tax; negative for refunds and chargebacks), studio_net_revenue_usd (net after the
  storefront's cut) and is_live_service_revenue (1 for iap and season_pass purchases);
- `dim_dates`: the date spine, one row per day from 2025-08-01 to 2026-08-05 (the lab's vars).

Titles are ids (TTL-001 ... TTL-008) and players ids (P00001 ...): the semantic models expose them as entities
only. The other models the YAML documents (dim_players, dim_titles, dim_platforms, dim_skus, fct_high_scores,
fct_releases) have no semantic model and are not built.

Run: python examples/level_up/build.py
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, datetime, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("level_up.sqlite")
SEED = 20260805
WINDOW_START, WINDOW_END = date(2025, 8, 1), date(2026, 7, 31)
SPINE_END = date(2026, 8, 5)

# title id: (popularity weight, monetization, launch day)
TITLES = {
    "TTL-001": (30, "f2p", date(2024, 3, 1)),
    "TTL-002": (22, "f2p", date(2024, 11, 15)),
    "TTL-003": (14, "premium_plus_dlc", date(2023, 9, 20)),
    "TTL-004": (10, "premium", date(2025, 2, 10)),
    "TTL-005": (9, "f2p", date(2025, 10, 1)),
    "TTL-006": (6, "premium", date(2022, 5, 5)),
    "TTL-007": (5, "premium_plus_dlc", date(2026, 3, 12)),
    "TTL-008": (4, "f2p", date(2026, 6, 2)),
}
PRICES = {
    "premium_purchase": [29.99, 39.99, 59.99],
    "iap": [0.99, 1.99, 4.99, 9.99, 19.99, 49.99],
    "season_pass": [9.99, 14.99],
    "dlc": [9.99, 14.99, 24.99],
}
TAX = 0.08
STORE_CUT = 0.30


def main() -> None:
    rng = random.Random(SEED)
    titles = list(TITLES)
    sessions, transactions = [], []
    n_session = n_tx = 0
    for p in range(1, 2201):
        player = f"P{p:05d}"
        # registrations run from a little before the window to its last weeks, more of them later
        registered = WINDOW_START - timedelta(days=60) + timedelta(days=int(425 * rng.random() ** 0.85))
        if registered > WINDOW_END - timedelta(days=3):
            registered = WINDOW_END - timedelta(days=3)
        home = rng.choices(titles, weights=[TITLES[t][0] for t in titles])[0]
        while TITLES[home][2] > registered:  # a player starts on a title already out
            home = rng.choices(titles, weights=[TITLES[t][0] for t in titles])[0]
        engagement = rng.choice([0.2, 0.5, 1.0, 1.0, 2.0, 4.0])
        lifetime = int(rng.expovariate(1 / 90)) + 3  # days the player keeps playing
        spender = rng.random() < 0.22
        day = registered
        last = min(registered + timedelta(days=lifetime), WINDOW_END)
        while day <= last:
            title = home if rng.random() < 0.8 else rng.choice([t for t in titles if TITLES[t][2] <= day])
            if day >= WINDOW_START and TITLES[title][2] <= day:
                n_session += 1
                start = datetime.combine(day, datetime.min.time()) + timedelta(minutes=rng.randint(0, 1439))
                minutes = round(max(0.5, rng.lognormvariate(3.2, 0.8)), 1)
                valid = 0 if minutes < 2 or rng.random() < 0.03 else 1
                offset = (day - registered).days // 7
                sessions.append(
                    (f"S{n_session:07d}", player, title, start.strftime("%Y-%m-%d %H:%M:%S"), minutes, valid, offset)
                )
                if rng.random() < (0.4 if spender else 0.03):
                    n_tx += 1
                    transactions.append(purchase(rng, f"X{n_tx:06d}", player, title, start))
                    if rng.random() < 0.04:
                        undo = reversal(rng, f"X{n_tx + 1:06d}", transactions[-1])
                        if undo[3] < (WINDOW_END + timedelta(days=1)).isoformat():  # inside the window only
                            n_tx += 1
                            transactions.append(undo)
            day += timedelta(days=max(1, int(rng.expovariate(engagement / 12))))
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.execute(
        "CREATE TABLE fct_play_sessions (session_id TEXT, player_id TEXT, title_id TEXT,"
        " session_start_at TEXT, duration_minutes REAL, is_valid_session INTEGER,"
        " week_offset_from_registration INTEGER)"
    )
    con.executemany("INSERT INTO fct_play_sessions VALUES (?,?,?,?,?,?,?)", sessions)
    con.execute(
        "CREATE TABLE fct_transactions (transaction_id TEXT, player_id TEXT, title_id TEXT,"
        " transaction_at TEXT, transaction_type TEXT, gross_amount_usd REAL, net_amount_usd REAL,"
        " studio_net_revenue_usd REAL, is_live_service_revenue INTEGER)"
    )
    con.executemany("INSERT INTO fct_transactions VALUES (?,?,?,?,?,?,?,?,?)", transactions)
    con.execute("CREATE TABLE dim_dates (date_day TEXT PRIMARY KEY)")
    con.executemany(
        "INSERT INTO dim_dates VALUES (?)",
        [((WINDOW_START + timedelta(days=i)).isoformat(),) for i in range((SPINE_END - WINDOW_START).days + 1)],
    )
    con.commit()
    con.execute("VACUUM")
    con.close()
    print(f"{OUT.name}: {len(sessions)} play sessions, {len(transactions)} transactions")


def purchase(rng: random.Random, tx_id: str, player: str, title: str, at: datetime) -> tuple:
    model = TITLES[title][1]
    kinds = {
        "f2p": [("iap", 80), ("season_pass", 20)],
        "premium": [("premium_purchase", 70), ("dlc", 30)],
        "premium_plus_dlc": [("premium_purchase", 40), ("dlc", 35), ("iap", 15), ("season_pass", 10)],
    }[model]
    kind = rng.choices([k for k, _ in kinds], weights=[w for _, w in kinds])[0]
    gross = rng.choice(PRICES[kind])
    net = round(gross / (1 + TAX), 2)
    studio = round(net * (1 - STORE_CUT), 2)
    when = at + timedelta(minutes=rng.randint(1, 50))
    live = 1 if kind in ("iap", "season_pass") else 0
    return (tx_id, player, title, when.strftime("%Y-%m-%d %H:%M:%S"), kind, gross, net, studio, live)


def reversal(rng: random.Random, tx_id: str, original: tuple) -> tuple:
    kind = "refund" if rng.random() < 0.8 else "chargeback"
    when = datetime.strptime(original[3], "%Y-%m-%d %H:%M:%S") + timedelta(days=rng.randint(1, 9))
    return (
        tx_id,
        original[1],
        original[2],
        when.strftime("%Y-%m-%d %H:%M:%S"),
        kind,
        0.0,
        -original[6],
        -original[7],
        0,
    )


if __name__ == "__main__":
    main()
