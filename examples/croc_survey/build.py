"""Build examples/croc_survey/croc_survey.sqlite: the star schema the croc-dbt-Semantic-Model semantic layer reads.

The source project (miles-brabble/croc-dbt-Semantic-Model) reads six tables of a Neon (PostgreSQL) schema GOLDEN,
views over crocodile field observations (a fact table and five dimensions), and ships no data. This script
generates them with a fixed seed: 22 crocodilian species with their real scientific names, families, genera,
IUCN Red List categories, home countries and typical adult sizes; 3,200 observations by 14 field observers
from 2023-01-01 to 2025-06-30, loaded the day they were made (`load_ts`, the semantic layer's time dimension),
common species observed far more often than critically endangered ones.

Tables and columns are exactly those the semantic models and their exprs use:
- fact_croc_observation(observation_id, species_id, location_id, status_id, observer_id, date_id, load_ts, sex,
  habitat_type, observed_length_m, observed_weight_kg)
- dim_species(species_id, scientific_name, common_name, family, genus), dim_observer(observer_id, observer_name),
  dim_location(location_id, country_region), dim_conservation_status(status_id, conservation_status),
  dim_date(date_id), metricflow_time_spine(date)

Dates are 'YYYY-MM-DD' text, load_ts 'YYYY-MM-DD HH:MM:SS'. Stdlib only:

    python examples/croc_survey/build.py
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, datetime, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("croc_survey.sqlite")
SEED = 20250710
START, END = date(2023, 1, 1), date(2025, 6, 30)
N_OBSERVATIONS = 3200

# fmt: off
STATUSES = ["Least Concern", "Vulnerable", "Endangered", "Critically Endangered", "Data Deficient"]
# common name, scientific name, family, genus, status, countries, (adult length m low, high), weight per m^3 factor,
# how often it is observed (relative), habitats
SPECIES = [
    ("Saltwater Crocodile", "Crocodylus porosus", "Crocodylidae", "Crocodylus", "Least Concern",
     ["Australia", "Indonesia", "Papua New Guinea", "India", "Philippines", "Malaysia"], (3.0, 6.0), 9.5, 30,
     ["Estuaries", "Mangroves", "Rivers", "Coastal Lagoons"]),
    ("Nile Crocodile", "Crocodylus niloticus", "Crocodylidae", "Crocodylus", "Least Concern",
     ["Kenya", "Tanzania", "South Africa", "Zambia", "Uganda", "Botswana"], (2.8, 5.5), 9.0, 28,
     ["Rivers", "Lakes", "Swamps"]),
    ("American Alligator", "Alligator mississippiensis", "Alligatoridae", "Alligator", "Least Concern",
     ["United States"], (2.5, 4.5), 9.0, 26, ["Swamps", "Lakes", "Freshwater Marshes", "Rivers"]),
    ("American Crocodile", "Crocodylus acutus", "Crocodylidae", "Crocodylus", "Vulnerable",
     ["Mexico", "Cuba", "United States", "Belize", "Colombia", "Costa Rica"], (2.5, 5.0), 8.0, 14,
     ["Mangroves", "Estuaries", "Coastal Lagoons"]),
    ("Mugger Crocodile", "Crocodylus palustris", "Crocodylidae", "Crocodylus", "Vulnerable",
     ["India", "Sri Lanka", "Nepal", "Pakistan"], (2.2, 4.0), 9.0, 12, ["Lakes", "Rivers", "Swamps", "Reservoirs"]),
    ("Gharial", "Gavialis gangeticus", "Gavialidae", "Gavialis", "Critically Endangered", ["India", "Nepal"],
     (3.0, 5.5), 5.0, 5, ["Rivers"]),
    ("Chinese Alligator", "Alligator sinensis", "Alligatoridae", "Alligator", "Critically Endangered", ["China"],
     (1.2, 2.0), 9.0, 3, ["Swamps", "Lakes", "Freshwater Marshes"]),
    ("Philippine Crocodile", "Crocodylus mindorensis", "Crocodylidae", "Crocodylus", "Critically Endangered",
     ["Philippines"], (1.5, 2.8), 8.5, 2, ["Rivers", "Swamps"]),
    ("Orinoco Crocodile", "Crocodylus intermedius", "Crocodylidae", "Crocodylus", "Critically Endangered",
     ["Venezuela", "Colombia"], (3.0, 5.0), 8.5, 2, ["Rivers"]),
    ("Siamese Crocodile", "Crocodylus siamensis", "Crocodylidae", "Crocodylus", "Critically Endangered",
     ["Cambodia", "Thailand", "Laos", "Vietnam"], (2.0, 3.5), 8.5, 3, ["Rivers", "Swamps", "Lakes"]),
    ("Cuban Crocodile", "Crocodylus rhombifer", "Crocodylidae", "Crocodylus", "Critically Endangered", ["Cuba"],
     (2.0, 3.5), 9.0, 2, ["Swamps", "Freshwater Marshes"]),
    ("Freshwater Crocodile", "Crocodylus johnstoni", "Crocodylidae", "Crocodylus", "Least Concern", ["Australia"],
     (1.8, 3.0), 7.0, 12, ["Rivers", "Billabongs", "Lakes"]),
    ("Morelet's Crocodile", "Crocodylus moreletii", "Crocodylidae", "Crocodylus", "Least Concern",
     ["Mexico", "Belize", "Guatemala"], (2.0, 3.5), 8.5, 8, ["Swamps", "Lakes", "Rivers"]),
    ("Black Caiman", "Melanosuchus niger", "Alligatoridae", "Melanosuchus", "Least Concern",
     ["Brazil", "Peru", "Ecuador", "Colombia"], (3.0, 5.0), 9.0, 8, ["Rivers", "Lakes", "Flooded Forests"]),
    ("Spectacled Caiman", "Caiman crocodilus", "Alligatoridae", "Caiman", "Least Concern",
     ["Brazil", "Venezuela", "Colombia", "Costa Rica"], (1.5, 2.5), 8.0, 16, ["Rivers", "Swamps", "Lakes"]),
    ("Yacare Caiman", "Caiman yacare", "Alligatoridae", "Caiman", "Least Concern",
     ["Bolivia", "Paraguay", "Brazil", "Argentina"], (1.8, 3.0), 8.0, 10, ["Swamps", "Rivers", "Lakes"]),
    ("Broad-snouted Caiman", "Caiman latirostris", "Alligatoridae", "Caiman", "Least Concern",
     ["Argentina", "Brazil", "Paraguay"], (1.8, 3.2), 8.5, 6, ["Swamps", "Freshwater Marshes", "Mangroves"]),
    ("Dwarf Crocodile", "Osteolaemus tetraspis", "Crocodylidae", "Osteolaemus", "Vulnerable",
     ["Nigeria", "Gabon", "Cameroon", "Ghana"], (1.2, 1.9), 9.0, 5, ["Swamps", "Flooded Forests", "Rivers"]),
    ("Tomistoma", "Tomistoma schlegelii", "Gavialidae", "Tomistoma", "Endangered", ["Indonesia", "Malaysia"],
     (3.0, 5.0), 6.0, 3, ["Swamps", "Rivers"]),
    ("Slender-snouted Crocodile", "Mecistops cataphractus", "Crocodylidae", "Mecistops", "Critically Endangered",
     ["Gabon", "Ivory Coast", "Ghana"], (2.5, 4.0), 6.5, 2, ["Rivers", "Flooded Forests"]),
    ("West African Crocodile", "Crocodylus suchus", "Crocodylidae", "Crocodylus", "Data Deficient",
     ["Nigeria", "Ghana", "Cameroon", "Mauritania"], (2.0, 4.0), 8.5, 4, ["Lakes", "Rivers", "Reservoirs"]),
    ("Cuvier's Dwarf Caiman", "Paleosuchus palpebrosus", "Alligatoridae", "Paleosuchus", "Least Concern",
     ["Brazil", "Peru", "Bolivia"], (1.2, 1.6), 9.0, 4, ["Rivers", "Flooded Forests"]),
]
OBSERVERS = ["Dr. Amara Okafor", "Liam Chen", "Sofia Ramirez", "Dr. Rajesh Nair", "Emily Watson",
             "Kwame Mensah", "Isabela Costa", "Dr. Hiroshi Tanaka", "Grace Mbeki", "Tom Gallagher",
             "Ana Lucia Torres", "Dr. Priya Sharma", "Jake Thornton", "Nguyen Thi Lan"]
OBSERVER_WEIGHTS = [14, 12, 11, 10, 9, 9, 8, 7, 6, 5, 4, 3, 2, 1]
# fmt: on


def main() -> None:
    rng = random.Random(SEED)
    countries = sorted({c for s in SPECIES for c in s[5]})
    country_id = {c: n for n, c in enumerate(countries, start=1)}
    status_id = {s: n for n, s in enumerate(STATUSES, start=1)}

    OUT.unlink(missing_ok=True)
    db = sqlite3.connect(OUT)
    db.executescript("""
        CREATE TABLE dim_species (species_id INTEGER PRIMARY KEY, scientific_name TEXT, common_name TEXT,
            family TEXT, genus TEXT);
        CREATE TABLE dim_observer (observer_id INTEGER PRIMARY KEY, observer_name TEXT);
        CREATE TABLE dim_location (location_id INTEGER PRIMARY KEY, country_region TEXT);
        CREATE TABLE dim_conservation_status (status_id INTEGER PRIMARY KEY, conservation_status TEXT);
        CREATE TABLE dim_date (date_id INTEGER PRIMARY KEY);
        CREATE TABLE fact_croc_observation (observation_id INTEGER PRIMARY KEY, species_id INTEGER,
            location_id INTEGER, status_id INTEGER, observer_id INTEGER, date_id INTEGER, load_ts TEXT, sex TEXT,
            habitat_type TEXT, observed_length_m REAL, observed_weight_kg REAL);
        CREATE TABLE metricflow_time_spine (date TEXT PRIMARY KEY);
    """)
    for n, s in enumerate(SPECIES, start=1):
        db.execute("INSERT INTO dim_species VALUES (?,?,?,?,?)", (n, s[1], s[0], s[2], s[3]))
    for n, name in enumerate(OBSERVERS, start=1):
        db.execute("INSERT INTO dim_observer VALUES (?,?)", (n, name))
    for c, n in country_id.items():
        db.execute("INSERT INTO dim_location VALUES (?,?)", (n, c))
    for s, n in status_id.items():
        db.execute("INSERT INTO dim_conservation_status VALUES (?,?)", (n, s))

    days = (END - START).days
    dates = set()
    for obs in range(1, N_OBSERVATIONS + 1):
        s_index = rng.choices(range(len(SPECIES)), [s[8] for s in SPECIES])[0]
        _, _, _, _, status, homes, (low, high), density, _, habitats = SPECIES[s_index]
        # more fieldwork in each year's dry season months and a growing programme
        while True:
            day = START + timedelta(days=rng.randint(0, days))
            keep = 0.55 + 0.25 * ((day - START).days / days) + (0.2 if day.month in (5, 6, 7, 8, 9) else 0.0)
            if rng.random() < keep:
                break
        dates.add(day)
        stamp = datetime(day.year, day.month, day.day, rng.randint(6, 19), rng.randint(0, 59), rng.randint(0, 59))
        age = rng.choices(["hatchling", "juvenile", "subadult", "adult"], [5, 20, 25, 50])[0]
        scale = {"hatchling": 0.12, "juvenile": 0.35, "subadult": 0.65, "adult": 1.0}[age]
        sex = rng.choices(["Male", "Female", "Unknown"], [45, 40, 15 if age == "adult" else 45])[0]
        length = rng.uniform(low, high) * scale * (1.1 if sex == "Male" else 0.9 if sex == "Female" else 1.0)
        length = round(max(0.25, length), 2)
        weight = round(max(0.05, density * length**3 * rng.uniform(0.85, 1.15)), 1)
        db.execute(
            "INSERT INTO fact_croc_observation VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            (
                obs,
                s_index + 1,
                country_id[rng.choice(homes)],
                status_id[status],
                rng.choices(range(1, len(OBSERVERS) + 1), OBSERVER_WEIGHTS)[0],
                int(day.strftime("%Y%m%d")),
                stamp.strftime("%Y-%m-%d %H:%M:%S"),
                sex,
                rng.choice(habitats),
                length,
                weight,
            ),
        )
    for day in sorted(dates):
        db.execute("INSERT INTO dim_date VALUES (?)", (int(day.strftime("%Y%m%d")),))
    spine = date(2022, 1, 1)
    while spine <= date(2026, 12, 31):
        db.execute("INSERT INTO metricflow_time_spine VALUES (?)", (spine.isoformat(),))
        spine += timedelta(days=1)
    db.commit()
    db.execute("VACUUM")
    db.close()
    print(f"{OUT.name}: {N_OBSERVATIONS} observations of {len(SPECIES)} species in {len(countries)} countries")


if __name__ == "__main__":
    main()
