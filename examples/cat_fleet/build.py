"""Build examples/cat_fleet/cat_fleet.sqlite: the project's seeds, a longer made-up history, its three marts.

The semantic layer (colin-thornburg/Cat-Aug20-2026, a Cat Digital fleet-health demo) reads three marts:
`dim_machine` (machines joined to their customer site), `fct_machine_health` (one row per machine: telemetry
window, fault counts by severity, maintenance downtime and cost, uptime) and `fct_maintenance_cost` (maintenance
events rolled up per machine and day). The project ships seeds (seeds/ here, verbatim): 24 machines, 24 customer
sites, 24 fault codes, and one month (January 2024) of maintenance events and weekly telemetry. The machines,
sites and fault codes are used as they are; the seed maintenance events and telemetry readings are kept and
continued with generated ones (fixed seed, stdlib only) to 2025-12-31, so that questions over two years have
data. Some machines stop reporting telemetry earlier (sold on, parked), so their latest telemetry date is older.

The marts are computed the way the project's SQL computes them (models/marts/*.sql there): dim_machine is the
inner join of machines and sites; fct_maintenance_cost groups events by machine and day (its id the md5 of the
same concat_ws the project uses); fct_machine_health takes the first and latest telemetry day, the engine-hour
increase between them (total_engine_hours and active_hours), the window's hours (available_hours), fault
counts by severity from readings with a fault code, downtime and cost summed over all maintenance, and
uptime_pct = 100 - downtime / (readings * 24) * 100, floored at 0.

Run: python examples/cat_fleet/build.py
"""

from __future__ import annotations

import csv
import hashlib
import random
import sqlite3
from datetime import date, datetime, timedelta
from pathlib import Path

HERE = Path(__file__).parent
OUT = HERE / "cat_fleet.sqlite"
SEEDS = HERE / "seeds"
SEED = 20260109
HISTORY_END = date(2025, 12, 31)

# components by machine family, as the seed events name them, plus a few of the same kind
COMPONENTS = {
    "mining truck": [
        "engine oil and filter",
        "transmission filter",
        "brake service",
        "suspension cylinder",
        "transmission temperature sensor",
        "air filter",
        "tires",
    ],
    "track-type tractor": [
        "undercarriage rollers",
        "undercarriage inspection",
        "blade cutting edge",
        "final drive filter",
        "engine oil and filter",
        "track shoes",
    ],
    "excavator": [
        "hydraulic filter",
        "hydraulic oil sample",
        "hydraulic cooler hose",
        "battery",
        "bucket teeth",
        "swing bearing",
    ],
    "wheel loader": [
        "bucket teeth",
        "GPS antenna",
        "engine oil and filter",
        "tires",
        "brake service",
        "hydraulic filter",
    ],
    "articulated truck": [
        "driveline inspection",
        "center drive shaft",
        "articulation bearing",
        "tires",
        "engine oil and filter",
    ],
}
EVENT_TYPES = {"scheduled": (0.5, 3.0, 1800.0), "inspection": (0.32, 1.3, 520.0), "unplanned": (0.18, 7.5, 6200.0)}
HOURS_PER_WEEK = {
    "mining truck": 88,
    "track-type tractor": 62,
    "excavator": 55,
    "wheel loader": 58,
    "articulated truck": 64,
}
# machines that stop reporting before the end of the history (latest telemetry day)
LAST_REPORT = {1004: date(2025, 6, 18), 1011: date(2024, 11, 6), 1016: date(2025, 9, 24), 1020: date(2025, 3, 12)}


def read_seed(name: str) -> list[dict[str, str]]:
    with (SEEDS / f"{name}.csv").open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def md5(*parts: object) -> str:
    return hashlib.md5("|".join(str(p) for p in parts).encode()).hexdigest()


def maintenance_history(rng: random.Random, machines: list[dict[str, str]], seeded: list[dict[str, str]]) -> list[dict]:
    """The seed events, then ~1.4 events per machine a month from February 2024 on."""
    events = [
        {
            "machine_id": int(e["machine_id"]),
            "event_ts": e["event_ts"],
            "event_type": e["event_type"].strip().lower(),
            "component": e["component_replaced"].strip(),
            "downtime_hours": float(e["downtime_hours"]),
            "cost_usd": float(e["cost_usd"]),
        }
        for e in seeded
    ]
    for machine in machines:
        family = machine["family"]
        mining = family == "mining truck"
        day = date(2024, 2, 1)
        end = min(HISTORY_END, LAST_REPORT.get(int(machine["machine_id"]), HISTORY_END) + timedelta(days=20))
        while True:
            day += timedelta(days=max(1, int(rng.expovariate(1 / (17 if mining else 23)))))
            if day > end:
                break
            kind = rng.choices(list(EVENT_TYPES), [w for w, _, _ in EVENT_TYPES.values()])[0]
            _, hours, cost = EVENT_TYPES[kind]
            scale = 1.8 if mining else 1.0
            when = datetime(
                day.year, day.month, day.day, rng.choice([5, 6, 7, 8, 9, 10, 13]), rng.choice([0, 15, 30, 45])
            )
            events.append(
                {
                    "machine_id": int(machine["machine_id"]),
                    "event_ts": when.strftime("%Y-%m-%d %H:%M:%S"),
                    "event_type": kind,
                    "component": rng.choice(COMPONENTS[family]),
                    "downtime_hours": round(max(0.5, rng.gauss(hours, hours / 3)) * (1.2 if mining else 1.0) * 2) / 2,
                    "cost_usd": round(max(150.0, rng.lognormvariate(0, 0.45) * cost * scale), 2),
                }
            )
    return events


def telemetry_history(rng: random.Random, machines: list[dict[str, str]], seeded: list[dict[str, str]]) -> list[dict]:
    """The seed readings, then one reading a week per machine to its last report day."""
    fault_codes = read_seed("seed_fault_codes")
    readings = [
        {
            "machine_id": int(r["machine_id"]),
            "reading_ts": r["reading_ts"],
            "engine_hours": float(r["engine_hours"]),
            "fault_code": r["fault_code"].strip() or None,
        }
        for r in seeded
    ]
    latest = {r["machine_id"]: r for r in readings}  # seed readings are in time order per machine
    for machine in machines:
        machine_id = int(machine["machine_id"])
        family = machine["family"]
        last = LAST_REPORT.get(machine_id, HISTORY_END - timedelta(days=rng.randint(0, 5)))
        if machine_id in latest:
            ts = datetime.fromisoformat(latest[machine_id]["reading_ts"])
            hours = latest[machine_id]["engine_hours"]
        else:  # a machine with no seed reading starts reporting on a January 2024 day
            ts = datetime(2024, 1, rng.randint(2, 20), rng.choice([6, 7, 8]))
            hours = round(rng.uniform(1500, 9000), 1)
            readings.append(
                {
                    "machine_id": machine_id,
                    "reading_ts": ts.strftime("%Y-%m-%d %H:%M:%S"),
                    "engine_hours": hours,
                    "fault_code": None,
                }
            )
        age = 2026 - int(machine["model_year"])
        while True:
            ts += timedelta(days=7)
            if ts.date() > last:
                break
            hours = round(hours + max(5.0, rng.gauss(HOURS_PER_WEEK[family], 9)), 1)
            fault = None
            if rng.random() < 0.16 + 0.012 * age:
                fault = rng.choices(
                    fault_codes,
                    [
                        3 if f["severity"] == "WARN" else 1.6 if f["severity"] == "INFO" else 0.9 + 0.08 * age
                        for f in fault_codes
                    ],
                )[0]["fault_code"]
            readings.append(
                {
                    "machine_id": machine_id,
                    "reading_ts": ts.strftime("%Y-%m-%d %H:%M:%S"),
                    "engine_hours": hours,
                    "fault_code": fault,
                }
            )
    return readings


SCHEMA = """
CREATE TABLE dim_machine (machine_id INTEGER PRIMARY KEY, serial_number TEXT, model TEXT, machine_family TEXT,
  model_year INTEGER, sold_date TEXT, dealer_region TEXT, site_id INTEGER, site_name TEXT, industry TEXT,
  country TEXT, region TEXT, latitude REAL, longitude REAL);
CREATE TABLE fct_machine_health (machine_health_id INTEGER PRIMARY KEY, machine_id INTEGER,
  latest_telemetry_date TEXT, telemetry_reading_count INTEGER, total_engine_hours REAL, active_hours REAL,
  available_hours REAL, avg_fuel_rate_gph REAL, max_coolant_temp_c REAL, idle_ratio REAL,
  fault_event_count INTEGER, info_fault_count INTEGER, warn_fault_count INTEGER, critical_fault_count INTEGER,
  downtime_hours REAL, maintenance_cost_usd REAL, uptime_pct REAL);
CREATE TABLE fct_maintenance_cost (maintenance_cost_id TEXT PRIMARY KEY, maintenance_date TEXT, machine_id INTEGER,
  model TEXT, site_id INTEGER, site_name TEXT, region TEXT, maintenance_event_count INTEGER,
  scheduled_event_count INTEGER, unplanned_event_count INTEGER, downtime_hours REAL, maintenance_cost_usd REAL,
  avg_event_cost_usd REAL);
CREATE TABLE time_spine_daily (date_day TEXT PRIMARY KEY);
"""


def main() -> None:
    rng = random.Random(SEED)
    machines = read_seed("seed_machines")
    sites = {s["site_id"]: s for s in read_seed("seed_customer_sites")}
    severity = {f["fault_code"]: f["severity"] for f in read_seed("seed_fault_codes")}
    events = maintenance_history(rng, machines, read_seed("seed_maintenance_events"))
    readings = telemetry_history(rng, machines, read_seed("seed_telemetry_readings"))

    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(SCHEMA)
    dim = {}
    for m in machines:
        s = sites[m["customer_site_id"]]
        row = (
            int(m["machine_id"]),
            m["serial_number"],
            m["model"],
            m["family"],
            int(m["model_year"]),
            m["sold_date"],
            m["dealer_region"],
            int(s["site_id"]),
            s["site_name"],
            s["industry"],
            s["country"],
            s["region"],
            float(s["latitude"]),
            float(s["longitude"]),
        )
        dim[row[0]] = row
        con.execute(f"INSERT INTO dim_machine VALUES ({', '.join('?' * len(row))})", row)

    daily: dict[tuple[int, str], list[dict]] = {}
    for e in events:
        daily.setdefault((e["machine_id"], e["event_ts"][:10]), []).append(e)
    for (machine_id, day), group in sorted(daily.items()):
        m = dim[machine_id]
        cost = round(sum(e["cost_usd"] for e in group), 2)
        con.execute(
            "INSERT INTO fct_maintenance_cost VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                md5(machine_id, m[2], m[7], m[11], day),
                day,
                machine_id,
                m[2],
                m[7],
                m[8],
                m[11],
                len(group),
                sum(e["event_type"] == "scheduled" for e in group),
                sum(e["event_type"] == "unplanned" for e in group),
                sum(e["downtime_hours"] for e in group),
                cost,
                round(cost / len(group), 4),
            ),
        )

    for machine_id, m in dim.items():
        mine = sorted((r for r in readings if r["machine_id"] == machine_id), key=lambda r: r["reading_ts"])
        days = [r["reading_ts"][:10] for r in mine]
        first, latest = date.fromisoformat(min(days)), date.fromisoformat(max(days))
        engine = max(r["engine_hours"] for r in mine) - min(r["engine_hours"] for r in mine)
        faults = [severity[r["fault_code"]] for r in mine if r["fault_code"]]
        maint = [e for e in events if e["machine_id"] == machine_id]
        downtime = sum(e["downtime_hours"] for e in maint)
        uptime = max(0.0, 100.0 - downtime / (len(mine) * 24.0) * 100.0)
        fuel = round(rng.gauss(70 if m[3] == "mining truck" else 24, 4), 2)
        con.execute(
            f"INSERT INTO fct_machine_health VALUES ({', '.join('?' * 17)})",
            (
                machine_id,
                machine_id,
                latest.isoformat(),
                len(mine),
                round(engine, 1),
                round(engine, 1),
                float(((latest - first).days + 1) * 24),
                fuel,
                round(rng.uniform(96, 109), 1),
                round(rng.uniform(0.05, 0.3), 3),
                len(faults),
                faults.count("INFO"),
                faults.count("WARN"),
                faults.count("CRITICAL"),
                downtime,
                round(sum(e["cost_usd"] for e in maint), 2),
                uptime,
            ),
        )
    day = date(2020, 1, 1)
    while day < date(2030, 1, 1):
        con.execute("INSERT INTO time_spine_daily VALUES (?)", (day.isoformat(),))
        day += timedelta(days=1)
    con.commit()
    con.execute("VACUUM")
    con.close()
    print(
        f"{OUT.name}: {len(dim)} machines, {len(events)} maintenance events on {len(daily)} machine-days, "
        f"{len(readings)} telemetry readings"
    )


if __name__ == "__main__":
    main()
