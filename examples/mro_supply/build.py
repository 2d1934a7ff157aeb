"""Build examples/mro_supply/mro_supply.sqlite: the marts the Supply-Chain-Optimization semantic layer reads.

The source project (colin-thornburg/Supply-Chain-Optimization, "Meridian Industrial Supply", a fully synthetic
national MRO distributor) ships tiny seeds (10 products, 4 locations, 5 customers, 4 suppliers and a handful of
transactions). This script keeps those rows and their value sets, adds more of each, and simulates, with a fixed
seed and day by day from 2024-07-01 to 2025-09-28 (65 Monday-to-Sunday weeks), customer demand at each stocked
SKU-location, fulfilment from on-hand stock (shipped, partially shipped, backordered, or substituted when stock is
out), replenishment purchase orders to each SKU's primary supplier with promised and actual lead times, weekly
inventory snapshots (Sundays) and stockout windows. From the simulation it writes the marts with exactly the
columns the semantic models and their exprs use:

- dim_products, dim_customers, dim_locations (echelon level and path as dim_locations.sql builds them),
  dim_suppliers, dim_date (the time spine, 2024-01-01 to 2026-12-31)
- fct_sales_order_lines (one row per customer line), fct_purchase_order_lines (received_at and is_on_time NULL
  and open_po_value > 0 while a line is still open at the end of the data)
- fct_inventory_snapshots (one row per SKU-location and Sunday; excess/obsolete = stock with no demand in the
  preceding 26 weeks), fct_stockout_events (contiguous days at zero stock)
- agg_sku_location_demand_weekly (zero-filled, one row per SKU-location and Monday-starting week, with the
  Syntetos-Boylan demand class), agg_sku_location_service_metrics (one row per SKU-location)

Flags are 0/1; dates (the timestamps too, at day grain) 'YYYY-MM-DD'. Stdlib only:

    python examples/mro_supply/build.py
"""

from __future__ import annotations

import random
import sqlite3
import statistics
from collections import defaultdict
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("mro_supply.sqlite")
SEED = 20251006
START, END = date(2024, 7, 1), date(2025, 9, 28)

# fmt: off
# sku, name, category, brand, private label, list price, unit cost, abc, xyz, lifecycle (the first ten are the seed's)
PRODUCTS = [
    ("SKU000001", "Cut Resistant Gloves", "safety_ppe", "Meridian Select", 1, 14.99, 8.50, "A", "X", "active"),
    ("SKU000002", "Protective Safety Glasses", "safety_ppe", "Northforge", 0, 10.49, 5.25, "A", "Y", "active"),
    ("SKU000003", "Ice Control Pellets", "winter", "Blue Anvil", 0, 29.99, 18.75, "B", "Z", "active"),
    ("SKU000004", "Pleated Air Filter", "hvac_filters", "Summit Arc", 0, 54.99, 32.00, "A", "X", "active"),
    ("SKU000005", "Portable Cooling Fan", "cooling", "Ironleaf", 0, 119.99, 74.50, "B", "Y", "active"),
    ("SKU000006", "Hex Bolt Assortment", "fasteners", "Meridian Select", 1, 19.99, 11.25, "A", "X", "active"),
    ("SKU000007", "Industrial Bearing", "power_transmission", "Cobalt Ridge", 0, 69.99, 42.75, "C", "Z", "phase_out"),
    ("SKU000008", "Hydraulic Hose", "fluid_handling", "Northforge", 0, 94.99, 58.00, "C", "Z", "new"),
    ("SKU000009", "Precision Caliper", "tools", "Summit Arc", 0, 64.99, 36.50, "B", "Y", "active"),
    ("SKU000010", "Legacy Drive Belt", "power_transmission", "Cobalt Ridge", 0, 35.99, 21.00, "C", "Z", "discontinued"),
    ("SKU000011", "Hi-Vis Safety Vest", "safety_ppe", "Meridian Select", 1, 12.99, 6.10, "A", "X", "active"),
    ("SKU000012", "Disposable Respirator N95", "safety_ppe", "Northforge", 0, 24.99, 13.40, "A", "Y", "active"),
    ("SKU000013", "Snow Shovel Steel", "winter", "Blue Anvil", 0, 39.99, 22.00, "C", "Z", "active"),
    ("SKU000014", "MERV 13 Filter Pack", "hvac_filters", "Meridian Select", 1, 79.99, 44.00, "B", "X", "active"),
    ("SKU000015", "Evaporative Cooler", "cooling", "Ironleaf", 0, 349.00, 221.00, "C", "Y", "new"),
    ("SKU000016", "Stainless Lag Screws", "fasteners", "Northforge", 0, 16.49, 8.90, "B", "X", "active"),
    ("SKU000017", "V-Belt A42", "power_transmission", "Cobalt Ridge", 0, 18.99, 9.80, "B", "Y", "active"),
    ("SKU000018", "Ball Valve Brass", "fluid_handling", "Summit Arc", 0, 42.99, 24.50, "B", "Y", "active"),
    ("SKU000019", "Cordless Impact Driver", "tools", "Ironleaf", 0, 189.00, 118.00, "B", "Z", "active"),
    ("SKU000020", "Torque Wrench", "tools", "Summit Arc", 0, 129.00, 78.00, "C", "Z", "phase_out"),
    ("SKU000021", "Nitrile Exam Gloves", "safety_ppe", "Meridian Select", 1, 18.99, 9.40, "A", "X", "active"),
    ("SKU000022", "Threaded Rod Zinc", "fasteners", "Blue Anvil", 0, 7.99, 3.90, "A", "Y", "active"),
    ("SKU000023", "Pipe Thread Sealant", "fluid_handling", "Northforge", 0, 11.49, 5.60, "C", "Y", "active"),
    ("SKU000024", "Roof Ice Melt Cable", "winter", "Summit Arc", 0, 89.99, 52.00, "C", "Z", "discontinued"),
]
# location, name, type, parent, state, region (the first four are the seed's)
LOCATIONS = [
    ("LOC001", "Meridian National DC 01", "national_dc", None, "IL", "central"),
    ("LOC002", "Meridian Regional DC 02", "regional_dc", "LOC001", "OH", "central"),
    ("LOC003", "Meridian Branch 03", "branch", "LOC002", "PA", "northeast"),
    ("LOC004", "Meridian Onsite 04", "onsite", "LOC003", "PA", "northeast"),
    ("LOC005", "Meridian Regional DC 05", "regional_dc", "LOC001", "GA", "southeast"),
    ("LOC006", "Meridian Regional DC 06", "regional_dc", "LOC001", "NV", "west"),
    ("LOC007", "Meridian Branch 07", "branch", "LOC002", "MI", "central"),
    ("LOC008", "Meridian Branch 08", "branch", "LOC005", "FL", "southeast"),
    ("LOC009", "Meridian Branch 09", "branch", "LOC005", "NC", "southeast"),
    ("LOC010", "Meridian Branch 10", "branch", "LOC006", "CA", "west"),
    ("LOC011", "Meridian Branch 11", "branch", "LOC006", "AZ", "west"),
    ("LOC012", "Meridian Onsite 12", "onsite", "LOC008", "FL", "southeast"),
    ("LOC013", "Meridian Onsite 13", "onsite", "LOC010", "CA", "west"),
]
# supplier, country, sourcing region, private-label manufacturer, promised lead days, chance of arriving on time
SUPPLIERS = [
    ("SUP0001", "United States", "north_america", 1, 10, 0.93),
    ("SUP0002", "Estovia", "eastern_corridor", 0, 28, 0.72),
    ("SUP0003", "Pacifica", "pacific_basin", 1, 35, 0.64),
    ("SUP0004", "Belvaria", "central_europe", 0, 21, 0.86),
    ("SUP0005", "Canada", "north_america", 0, 12, 0.90),
    ("SUP0006", "Pacifica", "pacific_basin", 0, 30, 0.70),
]
SEGMENTS = [("general_manufacturing", 28), ("fabrication", 18), ("food_processing", 14), ("utilities", 12),
            ("transportation", 10), ("healthcare_facilities", 10), ("education", 8)]
SEASON = {"winter": {11: 3.0, 12: 3.5, 1: 3.5, 2: 2.5, 3: 1.0}, "cooling": {5: 2.0, 6: 3.0, 7: 3.5, 8: 3.0}}
# fmt: on
RATE = {"A": 0.2, "B": 0.09, "C": 0.035}  # mean order lines per day at a stocked SKU-location
DISCOUNT = {"strategic": 0.18, "managed_inventory": 0.15, "standard": 0.08, "spot": 0.0}


def _location_rows() -> list[tuple]:
    by_id = {loc[0]: loc for loc in LOCATIONS}
    level = {"national_dc": 0, "regional_dc": 1, "branch": 2, "onsite": 3}
    rows = []
    for loc_id, name, kind, parent, _, region in LOCATIONS:
        path = [name]
        up = parent
        while up is not None:  # the national DC first, as dim_locations.sql writes the path
            path.insert(0, by_id[up][1])
            up = by_id[up][3]
        rows.append((loc_id, region, kind, level[kind], " > ".join(path)))
    return rows


def _demand_class(weekly: list[int]) -> str:
    nonzero = [q for q in weekly if q > 0]
    if not nonzero:
        return "lumpy"
    adi = len(weekly) / len(nonzero)
    cv2 = (statistics.pstdev(nonzero) / statistics.mean(nonzero)) ** 2 if len(nonzero) > 1 else 0.0
    if adi < 1.32:
        return "smooth" if cv2 < 0.49 else "erratic"
    return "intermittent" if cv2 < 0.49 else "lumpy"


def main() -> None:  # one simulation, written out table by table
    rng = random.Random(SEED)
    product = {p[0]: p for p in PRODUCTS}
    supplier = {s[0]: s for s in SUPPLIERS}
    primary_supplier = {}
    for p in PRODUCTS:
        choices = ["SUP0001", "SUP0003"] if p[4] else ["SUP0002", "SUP0004", "SUP0005", "SUP0006", "SUP0001"]
        primary_supplier[p[0]] = rng.choice(choices)

    customers = [
        ("CUS00001", "fabrication", "enterprise", "strategic", 1, "LOC004"),
        ("CUS00002", "food_processing", "mid_market", "standard", 0, "LOC003"),
        ("CUS00003", "utilities", "enterprise", "managed_inventory", 1, "LOC004"),
        ("CUS00004", "transportation", "small", "spot", 0, "LOC003"),
        ("CUS00005", "general_manufacturing", "mid_market", "standard", 0, "LOC003"),
    ]
    selling = [loc for loc in LOCATIONS if loc[2] in ("branch", "onsite")]
    for n in range(6, 121):
        tier = rng.choices(["enterprise", "mid_market", "small"], [20, 45, 35])[0]
        contract = rng.choices(
            ["strategic", "managed_inventory", "standard", "spot"],
            [30, 20, 35, 15] if tier == "enterprise" else [5, 10, 55, 30],
        )[0]
        onsite = 1 if contract in ("strategic", "managed_inventory") and rng.random() < 0.5 else 0
        home = rng.choice([loc[0] for loc in selling if (loc[2] == "onsite") == bool(onsite)])
        segment = rng.choices([s for s, _ in SEGMENTS], [w for _, w in SEGMENTS])[0]
        customers.append((f"CUS{n:05d}", segment, tier, contract, onsite, home))
    customers_at = defaultdict(list)
    for c in customers:
        customers_at[c[5]].append(c)

    # which SKUs each selling location stocks
    pairs = []
    for p in PRODUCTS:
        count = {"A": len(selling), "B": 4, "C": 2}[p[7]]
        for loc in rng.sample(selling, count):
            pairs.append((p[0], loc[0]))
    pairs.sort()

    days = [START + timedelta(days=d) for d in range((END - START).days + 1)]
    sales, pos, snapshots, stockouts, weekly_rows = [], [], [], [], []
    order_seq = 0
    for pair_index, (sku, loc_id) in enumerate(pairs):
        p = product[sku]
        kind = next(loc[2] for loc in LOCATIONS if loc[0] == loc_id)
        base = RATE[p[7]] * (1.3 if kind == "onsite" else 1.0) * rng.uniform(0.6, 1.4)
        mean_qty = {"A": 6, "B": 3, "C": 2}[p[7]]
        sup = supplier[primary_supplier[sku]]
        rop = max(2, round(base * mean_qty * sup[4] * rng.uniform(0.7, 1.1)))  # naive policy: sometimes too low
        order_up_to = rop + max(4, round(base * mean_qty * 30))
        on_hand, arrivals = order_up_to, defaultdict(int)
        on_order = 0
        demand_dates: list[date] = []
        out_since, out_demand = None, 0
        week_stats: dict[date, list[int]] = defaultdict(lambda: [0, 0, 0, 0])
        for day in days:
            if day in arrivals:
                on_hand += arrivals.pop(day)
                on_order = sum(arrivals.values())
            month_factor = SEASON.get(p[2], {}).get(day.month, 0.3 if p[2] in SEASON else 1.0)
            life = 0.0 if p[9] == "discontinued" and day > date(2024, 9, 15) else 0.4 if p[9] == "phase_out" else 1.0
            life *= 0.5 if p[9] == "new" and day < date(2025, 1, 1) else 1.0
            weekday = 0.25 if day.weekday() >= 5 else 1.0
            lines = sum(1 for _ in range(4) if rng.random() < base * month_factor * life * weekday / 4)
            monday = day - timedelta(days=day.weekday())
            for _ in range(lines):
                qty = max(1, round(rng.expovariate(1 / mean_qty)))
                customer = rng.choice(customers_at[loc_id] or customers)
                requested_while_out = on_hand == 0
                if on_hand >= qty:
                    status, shipped, back, subst, filled = "shipped", qty, 0, 0, 1
                elif on_hand > 0:
                    status, shipped, back, subst, filled = "partially_shipped", on_hand, qty - on_hand, 0, 0
                elif rng.random() < 0.3:
                    status, shipped, back, subst, filled = "substituted", qty, 0, qty, 0
                else:
                    status, shipped, back, subst, filled = "backordered", 0, qty, 0, 0
                if status != "substituted":
                    on_hand -= shipped
                if requested_while_out:
                    out_demand += qty
                order_seq += 1
                channel = (
                    ("vending" if rng.random() < 0.5 else "eprocurement")
                    if kind == "onsite"
                    else rng.choices(["eprocurement", "web", "phone", "branch_counter", "edi"], [30, 25, 20, 15, 10])[0]
                )
                price = p[5] * (1 - DISCOUNT[customer[3]])
                stamp = day.isoformat()
                sales.append(
                    (
                        order_seq,
                        f"SL{pair_index:03d}",
                        sku,
                        loc_id,
                        customer[0],
                        f"SO{order_seq:06d}",
                        stamp,
                        channel,
                        status,
                        qty,
                        shipped,
                        back,
                        subst,
                        filled,
                        round(shipped * price, 2),
                        round(shipped * p[6], 2),
                    )
                )
                demand_dates.append(day)
                stats = week_stats[monday]
                stats[0] += qty
                stats[1] += shipped
                stats[2] += 1
                stats[3] += filled
            # stockout windows: contiguous days ending at zero stock
            if on_hand == 0 and out_since is None:
                out_since = day
            elif on_hand > 0 and out_since is not None:
                stockouts.append((sku, loc_id, out_since, (day - out_since).days, out_demand))
                out_since, out_demand = None, 0
            # replenishment
            if on_hand + on_order <= rop and not (p[9] == "discontinued" and day > date(2024, 9, 15)):
                qty = order_up_to - on_hand - on_order
                actual = sup[4] + (rng.randint(-3, 0) if rng.random() < sup[5] else rng.randint(2, 15))
                received = day + timedelta(days=actual)
                arrivals[received] += qty
                on_order += qty
                open_line = received > END
                pos.append(
                    (
                        sku,
                        loc_id,
                        sup[0],
                        day,
                        None if open_line else received,
                        None if open_line else int(actual <= sup[4]),
                        round(qty * p[6], 2) if open_line else 0.0,
                        qty,
                    )
                )
            on_order = sum(arrivals.values())
            if day.weekday() == 6:  # Sunday snapshot
                recent = [d for d in demand_dates if d > day - timedelta(weeks=26)]
                excess = int(on_hand > 0 and not recent and day >= START + timedelta(weeks=26))
                value = round(on_hand * p[6], 2)
                snapshots.append(
                    (
                        f"S{pair_index:03d}-{(day - START).days // 7:02d}",
                        sku,
                        loc_id,
                        day.isoformat(),
                        excess,
                        on_hand,
                        value,
                        round(on_order * p[6], 2),
                        value if excess else 0.0,
                    )
                )
        if out_since is not None:
            stockouts.append((sku, loc_id, out_since, (END - out_since).days + 1, out_demand))
        mondays = [START + timedelta(weeks=w) for w in range(65)]
        weekly = [week_stats[m][0] for m in mondays]
        demand_class = _demand_class(weekly)
        for m in mondays:
            s = week_stats[m]
            weekly_rows.append(
                (
                    f"W{pair_index:03d}-{(m - START).days // 7:02d}",
                    sku,
                    loc_id,
                    primary_supplier[sku],
                    m.isoformat(),
                    demand_class,
                    p[2],
                    p[7],
                    s[0],
                    s[1],
                    s[2],
                    s[3],
                )
            )

    OUT.unlink(missing_ok=True)
    db = sqlite3.connect(OUT)
    db.executescript("""
        CREATE TABLE dim_products (sku TEXT, category TEXT, brand TEXT, abc_class TEXT, xyz_class TEXT,
            lifecycle_status TEXT, is_private_label INTEGER);
        CREATE TABLE dim_customers (customer_id TEXT, industry_segment TEXT, size_tier TEXT,
            contract_type TEXT, is_onsite_program INTEGER);
        CREATE TABLE dim_locations (location_id TEXT, region TEXT, location_type TEXT,
            echelon_level INTEGER, echelon_path TEXT);
        CREATE TABLE dim_suppliers (supplier_id TEXT, sourcing_region TEXT, supplier_country TEXT,
            is_private_label_manufacturer INTEGER);
        CREATE TABLE dim_date (date_day TEXT);
        CREATE TABLE fct_sales_order_lines (order_line_id INTEGER, sku_location_key TEXT, sku TEXT,
            location_id TEXT, customer_id TEXT, order_id TEXT, ordered_at TEXT, order_channel TEXT, line_status TEXT,
            gross_demand_qty INTEGER, shipped_qty INTEGER, backordered_qty INTEGER, substituted_qty INTEGER,
            is_line_filled INTEGER, net_sales REAL, cost_of_goods REAL);
        CREATE TABLE fct_purchase_order_lines (po_line_id INTEGER, supplier_id TEXT, sku TEXT,
            location_id TEXT, ordered_at TEXT, received_at TEXT, is_on_time INTEGER, open_po_value REAL,
            ordered_qty INTEGER);
        CREATE TABLE fct_inventory_snapshots (inventory_snapshot_key TEXT, sku TEXT, location_id TEXT,
            snapshot_date TEXT, is_excess_or_obsolete INTEGER, on_hand_qty INTEGER, on_hand_value REAL,
            on_order_value REAL, excess_obsolete_on_hand_value REAL);
        CREATE TABLE fct_stockout_events (stockout_event_key TEXT, sku TEXT, location_id TEXT,
            stockout_start_date TEXT, stockout_days INTEGER, gross_demand_during_stockout_qty INTEGER);
        CREATE TABLE agg_sku_location_demand_weekly (sku_location_week_key TEXT, sku TEXT,
            location_id TEXT, primary_supplier_id TEXT, demand_week TEXT, demand_class TEXT, category TEXT,
            abc_class TEXT, gross_demand_qty INTEGER, net_shipped_qty INTEGER, order_line_count INTEGER,
            shipped_line_count INTEGER);
        CREATE TABLE agg_sku_location_service_metrics (sku_location_key TEXT, sku TEXT,
            location_id TEXT, category TEXT, demand_class TEXT);
    """)
    db.executemany(
        "INSERT INTO dim_products VALUES (?,?,?,?,?,?,?)",
        [(p[0], p[2], p[3], p[7], p[8], p[9], p[4]) for p in PRODUCTS],
    )
    db.executemany("INSERT INTO dim_customers VALUES (?,?,?,?,?)", [c[:5] for c in customers])
    db.executemany("INSERT INTO dim_locations VALUES (?,?,?,?,?)", _location_rows())
    db.executemany("INSERT INTO dim_suppliers VALUES (?,?,?,?)", [(s[0], s[2], s[1], s[3]) for s in SUPPLIERS])
    spine = date(2024, 1, 1)
    while spine <= date(2026, 12, 31):
        db.execute("INSERT INTO dim_date VALUES (?)", (spine.isoformat(),))
        spine += timedelta(days=1)
    db.executemany("INSERT INTO fct_sales_order_lines VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)", sales)
    pos.sort(key=lambda row: (row[3], row[0], row[1]))
    db.executemany(
        "INSERT INTO fct_purchase_order_lines VALUES (?,?,?,?,?,?,?,?,?)",
        [
            (n, r[2], r[0], r[1], r[3].isoformat(), r[4].isoformat() if r[4] else None, r[5], r[6], r[7])
            for n, r in enumerate(pos, start=1)
        ],
    )
    db.executemany("INSERT INTO fct_inventory_snapshots VALUES (?,?,?,?,?,?,?,?,?)", snapshots)
    db.executemany(
        "INSERT INTO fct_stockout_events VALUES (?,?,?,?,?,?)",
        [(f"SO{n:04d}", s[0], s[1], s[2].isoformat(), s[3], s[4]) for n, s in enumerate(stockouts, start=1)],
    )
    db.executemany("INSERT INTO agg_sku_location_demand_weekly VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", weekly_rows)
    classes = {(r[1], r[2]): r[5] for r in weekly_rows}
    db.executemany(
        "INSERT INTO agg_sku_location_service_metrics VALUES (?,?,?,?,?)",
        [(f"SL{n:03d}", sku, loc, product[sku][2], classes[(sku, loc)]) for n, (sku, loc) in enumerate(pairs)],
    )
    db.commit()
    db.execute("VACUUM")
    db.close()
    print(
        f"{OUT.name}: {len(pairs)} SKU-locations, {len(sales)} sales lines, {len(pos)} PO lines, "
        f"{len(snapshots)} snapshots, {len(stockouts)} stockouts"
    )


if __name__ == "__main__":
    main()
