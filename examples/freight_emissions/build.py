"""Build examples/freight_emissions/freight_emissions.sqlite from the project's own data generator.

NMahmood65/emea_supply_chain_ae generates its Bronze data with `generate_industrial_bronze.py` (Python's
`random`, seed 42: 50,000 purchase orders from four Asian suppliers to three European inland hubs, nine carrier
milestone events each, 65% of voyages diverted around the Cape of Good Hope, 15% congested at the gateway port)
and writes it with pandas / DuckDB. This script redraws exactly the same values with the same calls in the same
order (stdlib only), then shapes them as the project's dbt models do:

- stg_erp__purchase_orders / stg_carrier__milestone_events: renames, weight in tonnes (rounded to 4 places);
- int_container_milestone_lifecycle: per container, events in time order; the Cape flag is a TRANSIT_CHECKPOINT
  at ZACPT (so a checkpoint whose location was lost, 0.5% of events, does not count); excessive dwell is a
  CUSTOMS_CLEARED more than 5 days after the container's previous event;
- int_shipment_leg_distances: an ocean leg (11,000 km via Suez, 19,500 km round the Cape) and a 450 km electric
  rail leg, emissions by the GLEC factors in seeds/ (round(km x t x g/tkm / 1e6, 4));
- fct_shipment_carbon_reconciliation: one row per purchase order with every column the project's mart selects.

It keeps every 10th purchase order (PO-2025-0000010, ...0000020, ...: 5,000 rows, created 2025-06-01 to
2026-06-01) to keep the database small, and writes metricflow_time_spine (2025-01-01 to 2026-12-31).

Run: python examples/freight_emissions/build.py
"""

from __future__ import annotations

import csv
import random
import sqlite3
from datetime import date, datetime, timedelta
from pathlib import Path

HERE = Path(__file__).parent
OUT = HERE / "freight_emissions.sqlite"
NUM_POS = 50_000
KEEP_EVERY = 10

SUPPLIERS = [
    ("VEND-CN-01", "CNSHA", "China North Component Hub"),
    ("VEND-CN-02", "CNNBO", "Zhejiang Heavy Industrial"),
    ("VEND-IN-01", "INBOM", "Western India Forgings"),
    ("VEND-VN-01", "VNVUT", "Mekong Electronics Assemblers"),
]
DESTINATIONS = ["DEDUI", "DEMHG", "FRLYS"]
INCOTERMS = ["FOB", "CIF", "DDP"]
SKUS = [
    ("SKU-EV-BATT-01", 450.0, 1200.0),
    ("SKU-CHIP-MC-04", 0.05, 35.0),
    ("SKU-SOLAR-PV-09", 22.0, 180.0),
    ("SKU-IND-PUMP-22", 85.0, 650.0),
]
CARRIERS = ["MSC", "MAERSK", "HAPAG_LLOYD", "CMA_CGM"]
EMEA_GATEWAYS = ["NLRTM", "BEANR", "DEHAM"]
EVENT_STEPS = [
    ("BOOKING_CONFIRMED", 0),
    ("CONTAINER_GATED_IN", 2),
    ("VESSEL_DEPARTED", 5),
    ("TRANSIT_CHECKPOINT", 18),
    ("VESSEL_BERTHED", 38),
    ("CONTAINER_DISCHARGED", 40),
    ("CUSTOMS_CLEARED", 43),
    ("INLAND_DEPARTED", 45),
    ("DELIVERED_DC", 48),
]


def _generate() -> tuple[list[dict], list[dict]]:
    """The project's generate_industrial_bronze.py, call for call (its pandas / DuckDB writes left out)."""
    random.seed(42)
    po_records = []
    base_start = datetime(2025, 6, 1)
    for i in range(1, NUM_POS + 1):
        po_num = f"PO-2025-{i:07d}"
        vend_id, pol, _ = random.choice(SUPPLIERS)
        pod_final = random.choice(DESTINATIONS)
        incoterm = random.choice(INCOTERMS)
        sku, unit_wt, unit_val = random.choice(SKUS)
        qty = random.randint(50, 4000)
        po_date = base_start + timedelta(days=random.randint(0, 365))
        po_records.append(
            {
                "po_number": po_num,
                "vendor_id": vend_id,
                "origin_port_locode": pol,
                "destination_hub_locode": pod_final,
                "sku_code": sku,
                "ordered_quantity": qty,
                "gross_weight_kg": round(qty * unit_wt, 2),
                "incoterm": incoterm,
                "created_at": po_date,
                "promised_delivery_date": po_date + timedelta(days=40),
                "declared_value_eur": round(qty * unit_val, 2),
            }
        )
    event_records = []
    for po in po_records:
        container_id = f"{random.choice(['MSCU', 'MSKU', 'HLXU', 'CMAU'])}{random.randint(1000000, 9999999)}"
        carrier = random.choice(CARRIERS)
        pod_loc = random.choice(EMEA_GATEWAYS)
        start_time = po["created_at"]
        is_diverted = random.random() < 0.65
        diversion_delay = 12 if is_diverted else 0
        is_congested = random.random() < 0.15
        dwell_delay = 5 if is_congested else 0
        for step_name, base_day in EVENT_STEPS:
            day_offset = base_day
            if base_day >= 18 and is_diverted:
                day_offset += diversion_delay
            if base_day >= 40 and is_congested:
                day_offset += dwell_delay
            occurred = start_time + timedelta(
                days=day_offset, hours=random.randint(0, 23), minutes=random.randint(0, 59)
            )
            random.randint(1, 48)  # the logging lag of recorded_at, which no model downstream of staging reads
            if base_day <= 5:
                loc = po["origin_port_locode"]
            elif base_day == 18:
                loc = "ZACPT" if is_diverted else "EGSUE"
            elif base_day <= 43:
                loc = pod_loc
            else:
                loc = po["destination_hub_locode"]
            if random.random() < 0.005:
                loc = None
            event_records.append(
                {
                    "po_id": po["po_number"],
                    "container_id": container_id,
                    "carrier_code": carrier,
                    "milestone_name": step_name,
                    "location_locode": loc,
                    "event_occurred_at": occurred,
                }
            )
    return po_records, event_records


def _factors() -> dict[str, float]:
    with (HERE / "seeds" / "seed_glec_carbon_factors.csv").open(newline="") as f:
        return {row["mode_code"]: float(row["co2e_grams_per_tkm"]) for row in csv.DictReader(f)}


def _lifecycle(events: list[dict]) -> dict[str, dict]:
    """fct's lifecycle_summary over int_container_milestone_lifecycle, keyed by po_id."""
    by_container: dict[str, list[dict]] = {}
    for e in events:
        by_container.setdefault(e["container_id"], []).append(e)
    summary: dict[str, dict] = {}
    for rows in by_container.values():
        rows.sort(key=lambda e: e["event_occurred_at"])
        previous = None
        for e in rows:
            s = summary.setdefault(
                e["po_id"],
                {
                    "container_id": e["container_id"],
                    "carrier_code": e["carrier_code"],
                    "departures": [],
                    "deliveries": [],
                    "cape": 0,
                    "dwell": 0,
                },
            )
            if e["milestone_name"] == "VESSEL_DEPARTED":
                s["departures"].append(e["event_occurred_at"])
            if e["milestone_name"] == "DELIVERED_DC":
                s["deliveries"].append(e["event_occurred_at"])
            if e["milestone_name"] == "TRANSIT_CHECKPOINT" and e["location_locode"] == "ZACPT":
                s["cape"] = 1
            if (
                e["milestone_name"] == "CUSTOMS_CLEARED"
                and previous is not None
                and (e["event_occurred_at"] - previous).total_seconds() / 86400.0 > 5.0
            ):
                s["dwell"] = 1
            previous = e["event_occurred_at"]
    return summary


def _days(start: datetime, end: datetime) -> float:
    return round((end - start).total_seconds() / 86400.0, 2)


def main() -> None:
    po_records, events = _generate()
    factors = _factors()
    lifecycle = _lifecycle(events)
    rows = []
    for n, po in enumerate(po_records, start=1):
        if n % KEEP_EVERY:
            continue
        life = lifecycle[po["po_number"]]
        tonnes = round(po["gross_weight_kg"] / 1000.0, 4)
        ocean_km = 19500.0 if life["cape"] else 11000.0
        ocean = round(ocean_km * tonnes * factors["OCEAN_DEEP_SEA"] / 1_000_000.0, 4)
        inland = round(450.0 * tonnes * factors["INLAND_RAIL_ELEC"] / 1_000_000.0, 4)
        total = ocean + inland
        departure, delivery = min(life["departures"]), max(life["deliveries"])
        promised = po["promised_delivery_date"]
        value = po["declared_value_eur"]
        rows.append(
            (
                po["po_number"],
                po["vendor_id"],
                po["origin_port_locode"],
                po["destination_hub_locode"],
                po["sku_code"],
                life["container_id"],
                life["carrier_code"],
                po["incoterm"],
                po["ordered_quantity"],
                tonnes,
                value,
                po["created_at"].strftime("%Y-%m-%d %H:%M:%S"),
                promised.strftime("%Y-%m-%d %H:%M:%S"),
                departure.strftime("%Y-%m-%d %H:%M:%S"),
                delivery.strftime("%Y-%m-%d %H:%M:%S"),
                _days(departure, delivery),
                _days(promised, delivery),
                int(delivery > promised),
                life["cape"],
                life["dwell"],
                ocean_km + 450.0,
                ocean,
                inland,
                total,
                round(total * 1000.0 / (value / 1000.0), 3) if value else None,
            )
        )

    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE fct_shipment_carbon_reconciliation (
            po_id TEXT PRIMARY KEY, vendor_id TEXT, origin_port_locode TEXT, destination_hub_locode TEXT,
            sku_id TEXT, container_id TEXT, carrier_code TEXT, incoterm TEXT, ordered_quantity INTEGER,
            gross_weight_tonnes REAL, declared_value_eur REAL, po_created_at TIMESTAMP,
            promised_delivery_at TIMESTAMP, actual_departure_at TIMESTAMP, actual_delivery_at TIMESTAMP,
            actual_transit_days REAL, delivery_delay_days REAL, is_delayed_flag INTEGER, is_cape_reroute INTEGER,
            had_excessive_port_dwell INTEGER, total_transit_distance_km REAL, ocean_emissions_tco2e REAL,
            inland_emissions_tco2e REAL, total_emissions_tco2e REAL, emissions_intensity_kg_per_keur REAL);
        CREATE TABLE metricflow_time_spine (date_day DATE PRIMARY KEY);
        """
    )
    con.executemany(f"INSERT INTO fct_shipment_carbon_reconciliation VALUES ({', '.join('?' * 25)})", rows)
    day = date(2025, 1, 1)
    while day <= date(2026, 12, 31):
        con.execute("INSERT INTO metricflow_time_spine VALUES (?)", (day.isoformat(),))
        day += timedelta(days=1)
    con.commit()
    con.execute("VACUUM")
    con.close()


if __name__ == "__main__":
    main()
