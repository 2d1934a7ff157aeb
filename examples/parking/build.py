"""Build examples/parking/parking.sqlite from the project's own seeds, the way its dbt models shape them.

The semantic layer (models/marts.yml) is SuchitSanghvi/parking-semantic-layer's, verbatim: licence-plate-camera
parking sessions at eight lots in San Francisco, Los Angeles and Seattle. The repository ships its raw data as dbt
seeds (seeds/raw_lots.csv, seeds/raw_parking_events.csv, seeds/raw_local_events.csv, copied verbatim: synthetic,
2024-01-01 to 2024-03-31), and turns them into marts with DuckDB SQL. This script does the same in Python, step by
step as the dbt models do, so the tables hold what `dbt build` would put there:

- stg_lots: city in initial capitals, state upper case, market_type folded to urban / suburban / mixed_use;
- stg_parking_events: event_type and payment_method lower case (an empty payment method is NULL), amount as a
  number (empty is NULL);
- int_sessions: each ENTRY paired with the nearest EXIT of the same lot and plate at or after it (an ASOF join, which
  does not consume the exit); an entry left without one takes an unused EXIT up to 30 minutes before it (the
  clock-sync bug, a negative duration); EXITs left over are orphaned; an ENTRY within 120 seconds of the plate's
  previous ENTRY at the lot is a duplicate; durations are DuckDB's datediff('minute') (minute boundaries crossed);
- fct_sessions: the valid sessions only (no orphan, no negative duration, no duplicate), with session_date,
  day_of_week (Monday...), is_weekend, time_of_day_bucket from the entry hour, and has_local_event (a local event
  in the lot's city that day; a session at a lot missing from dim_lots keeps its row, with no event);
- dim_lots: lot_name, city, state, market_type, lot_capacity_tier (small < 75, medium < 150, large, unknown);
- dim_time and metricflow_time_spine: one row per day (dim_time: the sessions' range with 30 days either side;
  the spine: 2020 to 2029).

Tables hold the columns the semantic models read. Booleans are 0/1, dates 'YYYY-MM-DD'.
Run: python examples/parking/build.py   (standard library only; deterministic: no randomness)
"""

from __future__ import annotations

import bisect
import csv
import hashlib
import itertools
import sqlite3
from collections import defaultdict
from datetime import date, datetime, timedelta
from pathlib import Path

HERE = Path(__file__).parent
OUT = HERE / "parking.sqlite"
SEEDS = HERE / "seeds"
EPOCH = datetime(1970, 1, 1)


def initcap(text: str) -> str:
    """The project's initcap macro: lower case, then each space-separated word's first letter upper case."""
    return " ".join(word[:1].upper() + word[1:] for word in text.lower().split(" "))


def minutes_between(start: datetime, end: datetime) -> int:
    """DuckDB's datediff('minute', start, end): minute boundaries crossed."""
    return int((end - EPOCH).total_seconds() // 60) - int((start - EPOCH).total_seconds() // 60)


def read_csv(name: str) -> list[dict[str, str]]:
    with (SEEDS / name).open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def stg_lots() -> list[dict]:
    markets = {"urban": "urban", "suburban": "suburban", "mixed-use": "mixed_use", "mixed use": "mixed_use"}
    lots = []
    for row in read_csv("raw_lots.csv"):
        capacity = int(row["capacity"]) if row["capacity"] else None
        market = row["market_type"].strip().lower()
        if capacity is None:
            tier = "unknown"
        elif capacity < 75:
            tier = "small"
        elif capacity < 150:
            tier = "medium"
        else:
            tier = "large"
        lots.append(
            {
                "lot_id": row["lot_id"],
                "lot_name": row["lot_name"],
                "city": initcap(row["city"]),
                "state": row["state"].upper(),
                "market_type": markets.get(market, market),
                "lot_capacity_tier": tier,
            }
        )
    return lots


def stg_events() -> list[dict]:
    events = []
    for row in read_csv("raw_parking_events.csv"):
        if row["event_type"].upper() not in ("ENTRY", "EXIT"):
            continue
        events.append(
            {
                "event_id": row["event_id"],
                "lot_id": row["lot_id"],
                "plate": row["license_plate"],
                "type": row["event_type"].lower(),
                "ts": datetime.strptime(row["event_timestamp"], "%Y-%m-%d %H:%M:%S"),
                "amount": float(row["amount_charged"]) if row["amount_charged"] else None,
                "payment": row["payment_method"].lower() or None,
            }
        )
    return events


def int_sessions(events: list[dict]) -> list[dict]:
    """One row per pairing, with int_sessions.sql's quality flags."""
    entries = [e for e in events if e["type"] == "entry"]
    exits = [e for e in events if e["type"] == "exit"]
    exits_by_key: dict[tuple, list[dict]] = defaultdict(list)
    for x in exits:
        exits_by_key[(x["lot_id"], x["plate"])].append(x)
    for group in exits_by_key.values():
        group.sort(key=lambda x: (x["ts"], x["event_id"]))
    # forward pass: the nearest exit at or after the entry (ASOF: an exit may serve several entries)
    forward = []
    for e in entries:
        group = exits_by_key.get((e["lot_id"], e["plate"]), [])
        at = bisect.bisect_left([x["ts"] for x in group], e["ts"])
        forward.append((e, group[at] if at < len(group) else None))
    used = {x["event_id"] for _, x in forward if x is not None}
    # backward pass: an unmatched entry takes the closest unused exit up to 30 minutes before it
    backward = {}
    for e, x in forward:
        if x is not None:
            continue
        candidates = [
            c
            for c in exits_by_key.get((e["lot_id"], e["plate"]), [])
            if c["ts"] < e["ts"] and minutes_between(c["ts"], e["ts"]) <= 30 and c["event_id"] not in used
        ]
        if candidates:
            backward[e["event_id"]] = min(candidates, key=lambda c: ((e["ts"] - c["ts"]).total_seconds(), c["ts"]))
    matched = used | {x["event_id"] for x in backward.values()}
    # duplicate entries: a second entry of the plate at the lot within 120 seconds of the previous one
    duplicates = set()
    entries_by_key: dict[tuple, list[dict]] = defaultdict(list)
    for e in entries:
        entries_by_key[(e["lot_id"], e["plate"])].append(e)
    for group in entries_by_key.values():
        group.sort(key=lambda e: (e["ts"], e["event_id"]))
        for previous, current in itertools.pairwise(group):
            if (current["ts"] - previous["ts"]).total_seconds() <= 120:
                duplicates.add(current["event_id"])
    sessions = []
    for e, x in forward:
        x = x or backward.get(e["event_id"])
        sessions.append(_session(e, x, e["event_id"] in duplicates))
    sessions.extend(_session(None, x, False) for x in exits if x["event_id"] not in matched)
    return sessions


def _session(entry: dict | None, exit_: dict | None, duplicate: bool) -> dict:
    key = f"{entry['event_id'] if entry else ''}|{exit_['event_id'] if exit_ else ''}"
    duration = minutes_between(entry["ts"], exit_["ts"]) if entry and exit_ else None
    return {
        "session_id": hashlib.md5(key.encode()).hexdigest(),
        "lot_id": (entry or exit_)["lot_id"],
        "entry_ts": entry["ts"] if entry else None,
        "duration_minutes": duration,
        "amount_charged": exit_["amount"] if exit_ else None,
        "payment_method": entry["payment"] if entry else exit_["payment"],
        "valid": entry is not None and exit_ is not None and duration >= 0 and not duplicate,
    }


def bucket(hour: int) -> str:
    if 5 <= hour <= 11:
        return "morning"
    if 12 <= hour <= 16:
        return "afternoon"
    if 17 <= hour <= 20:
        return "evening"
    return "overnight"


def local_event_days() -> set[tuple[str, str]]:
    return {(row["event_date"], row["city"].lower()) for row in read_csv("raw_local_events.csv")}


def main() -> None:
    lots = stg_lots()
    city_of = {lot["lot_id"]: lot["city"] for lot in lots}
    events_on = local_event_days()
    facts = []
    for s in int_sessions(stg_events()):
        if not s["valid"]:
            continue
        ts = s["entry_ts"]
        day = ts.date().isoformat()
        city = city_of.get(s["lot_id"])
        facts.append(
            (
                s["session_id"],
                s["lot_id"],
                day,
                ts.strftime("%A"),
                int(ts.weekday() >= 5),
                bucket(ts.hour),
                int(city is not None and (day, city.lower()) in events_on),
                s["payment_method"],
                s["duration_minutes"],
                s["amount_charged"],
            )
        )
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE dim_lots (lot_id TEXT PRIMARY KEY, lot_name TEXT, city TEXT, state TEXT, market_type TEXT,
            lot_capacity_tier TEXT NOT NULL);
        CREATE TABLE fct_sessions (session_id TEXT PRIMARY KEY, lot_id TEXT NOT NULL, session_date TEXT NOT NULL,
            day_of_week TEXT NOT NULL, is_weekend INTEGER NOT NULL, time_of_day_bucket TEXT NOT NULL,
            has_local_event INTEGER NOT NULL, payment_method TEXT, duration_minutes INTEGER NOT NULL,
            amount_charged REAL);
        CREATE TABLE dim_time (date_day TEXT PRIMARY KEY);
        CREATE TABLE metricflow_time_spine (date_day TEXT PRIMARY KEY);
        """
    )
    con.executemany(
        "INSERT INTO dim_lots VALUES (:lot_id, :lot_name, :city, :state, :market_type, :lot_capacity_tier)", lots
    )
    con.executemany("INSERT INTO fct_sessions VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", facts)
    days = sorted(f[2] for f in facts)
    first, last = date.fromisoformat(days[0]) - timedelta(days=30), date.fromisoformat(days[-1]) + timedelta(days=30)
    con.executemany(
        "INSERT INTO dim_time VALUES (?)",
        [((first + timedelta(days=n)).isoformat(),) for n in range((last - first).days + 1)],
    )
    spine_start = date(2020, 1, 1)
    con.executemany(
        "INSERT INTO metricflow_time_spine VALUES (?)",
        [((spine_start + timedelta(days=n)).isoformat(),) for n in range((date(2030, 1, 1) - spine_start).days)],
    )
    con.commit()
    con.close()


if __name__ == "__main__":
    main()
