"""Build examples/hospital_readmissions/hospital_readmissions.sqlite: generated data for the semantic layer of
Saikrishna0107/Healthcare-readmission-intelligence (Medicare's Hospital Readmissions Reduction Program, HRRP).

The project builds its marts from public CMS and CDC downloads (about 3,000 hospitals, FY 2019-2026), which are
not fetched here. This script generates a smaller program in their shape with a fixed seed, stdlib only, and
writes the five tables the semantic models read, with the columns and rules of the project's marts:

- dim_county: real county FIPS codes, county and state names of ten states (Baltimore, Montgomery and others
  occur as names in several states);
- dim_hospital: 640 invented hospitals (upper-case names, as CMS publishes them) in those counties, with city,
  two-letter state, ownership, hospital type, star rating (NULL when not rated) and `is_hrrp_hospital` (acute
  care hospitals in the current readmissions file; critical access and VA hospitals are not);
- dim_fiscal_year: FY2019-FY2026, `fiscal_year_start` the October 1 the year starts (FY2026: 2025-10-01),
  `has_payment_file` from FY2020, `is_latest_fiscal_year` for FY2026;
- fct_readmissions: one row per HRRP hospital, condition (AMI, HF, PN, COPD, HIP_KNEE, CABG) and fiscal year:
  the excess readmission ratio (NULL when CMS would hide it, about a fifth), score status, eligible discharges
  (NULL for FY2019, and for pneumonia in FY2023) and `counts_toward_penalty` (ratio above the peer median with
  at least 25 discharges, in payment-file years);
- fct_hospital_year: one row per HRRP hospital and fiscal year: `in_payment_file`, `is_penalized` (a result
  counted toward the penalty; NULL outside the payment file), the payment reduction in percent (capped at 3),
  peer group 1-5 and the patient-survey scores (NULL for FY2019 and hospitals without a survey);
- metricflow_time_spine: every day from 2018-01-01 to 2026-12-31.

Booleans are declared BOOLEAN (SQLite keeps them as 0/1).
Run: python examples/hospital_readmissions/build.py
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("hospital_readmissions.sqlite")
SEED = 3035
YEARS = list(range(2019, 2027))  # FY2019 .. FY2026
CONDITIONS = ["AMI", "HF", "PN", "COPD", "HIP_KNEE", "CABG"]

STATES = {  # code: (name, weight, [(fips, county, [cities])])
    "MD": (
        "Maryland",
        6,
        [
            ("24005", "Baltimore", ["Towson", "Catonsville"]),
            ("24510", "Baltimore city", ["Baltimore"]),
            ("24031", "Montgomery", ["Rockville", "Bethesda"]),
            ("24033", "Prince George's", ["Cheverly"]),
            ("24003", "Anne Arundel", ["Annapolis"]),
            ("24021", "Frederick", ["Frederick"]),
        ],
    ),
    "TX": (
        "Texas",
        16,
        [
            ("48201", "Harris", ["Houston", "Pasadena"]),
            ("48113", "Dallas", ["Dallas", "Irving"]),
            ("48439", "Tarrant", ["Fort Worth", "Arlington"]),
            ("48029", "Bexar", ["San Antonio"]),
            ("48453", "Travis", ["Austin"]),
            ("48141", "El Paso", ["El Paso"]),
            ("48303", "Lubbock", ["Lubbock"]),
        ],
    ),
    "FL": (
        "Florida",
        13,
        [
            ("12086", "Miami-Dade", ["Miami", "Hialeah"]),
            ("12011", "Broward", ["Fort Lauderdale"]),
            ("12099", "Palm Beach", ["West Palm Beach"]),
            ("12057", "Hillsborough", ["Tampa"]),
            ("12095", "Orange", ["Orlando"]),
            ("12031", "Duval", ["Jacksonville"]),
        ],
    ),
    "CA": (
        "California",
        18,
        [
            ("06037", "Los Angeles", ["Los Angeles", "Long Beach", "Pasadena"]),
            ("06073", "San Diego", ["San Diego"]),
            ("06059", "Orange", ["Anaheim", "Irvine"]),
            ("06065", "Riverside", ["Riverside"]),
            ("06085", "Santa Clara", ["San Jose"]),
            ("06067", "Sacramento", ["Sacramento"]),
            ("06019", "Fresno", ["Fresno"]),
        ],
    ),
    "NY": (
        "New York",
        12,
        [
            ("36047", "Kings", ["Brooklyn"]),
            ("36081", "Queens", ["Jamaica", "Flushing"]),
            ("36061", "New York", ["New York"]),
            ("36005", "Bronx", ["Bronx"]),
            ("36029", "Erie", ["Buffalo"]),
            ("36055", "Monroe", ["Rochester"]),
        ],
    ),
    "OH": (
        "Ohio",
        9,
        [
            ("39035", "Cuyahoga", ["Cleveland"]),
            ("39049", "Franklin", ["Columbus"]),
            ("39061", "Hamilton", ["Cincinnati"]),
            ("39113", "Montgomery", ["Dayton"]),
            ("39095", "Lucas", ["Toledo"]),
        ],
    ),
    "PA": (
        "Pennsylvania",
        10,
        [
            ("42101", "Philadelphia", ["Philadelphia"]),
            ("42003", "Allegheny", ["Pittsburgh"]),
            ("42091", "Montgomery", ["Norristown", "Abington"]),
            ("42071", "Lancaster", ["Lancaster"]),
            ("42045", "Delaware", ["Upland"]),
        ],
    ),
    "GA": (
        "Georgia",
        7,
        [
            ("13121", "Fulton", ["Atlanta"]),
            ("13135", "Gwinnett", ["Lawrenceville"]),
            ("13067", "Cobb", ["Marietta"]),
            ("13051", "Chatham", ["Savannah"]),
        ],
    ),
    "IL": (
        "Illinois",
        9,
        [
            ("17031", "Cook", ["Chicago", "Evanston"]),
            ("17043", "DuPage", ["Naperville"]),
            ("17167", "Sangamon", ["Springfield"]),
            ("17143", "Peoria", ["Peoria"]),
        ],
    ),
    "AZ": (
        "Arizona",
        6,
        [
            ("04013", "Maricopa", ["Phoenix", "Mesa", "Scottsdale"]),
            ("04019", "Pima", ["Tucson"]),
            ("04025", "Yavapai", ["Prescott"]),
        ],
    ),
}
STATE_EFFECT = {
    "MD": 0.012,
    "NY": 0.01,
    "FL": 0.006,
    "IL": 0.005,
    "PA": 0.003,
    "OH": 0.002,
    "GA": 0.0,
    "TX": -0.004,
    "CA": -0.006,
    "AZ": -0.01,
}
OWNERSHIP = [
    ("Voluntary non-profit - Private", 44),
    ("Proprietary", 22),
    ("Voluntary non-profit - Other", 10),
    ("Voluntary non-profit - Church", 8),
    ("Government - Hospital District or Authority", 7),
    ("Government - Local", 5),
    ("Government - State", 2),
    ("Physician", 2),
]
TYPES = [("Acute Care Hospitals", 88), ("Critical Access Hospitals", 8), ("Acute Care - Veterans Administration", 4)]
NAME_HEADS = [
    "MERCY",
    "MEMORIAL",
    "BAPTIST",
    "METHODIST",
    "PRESBYTERIAN",
    "PROVIDENCE",
    "COMMUNITY",
    "GOOD SAMARITAN",
    "SACRED HEART",
    "ST. JOSEPH'S",
    "ST. MARY'S",
    "ST. LUKE'S",
    "VALLEY",
    "LAKESIDE",
    "HOLY CROSS",
    "UNIVERSITY",
    "REGIONAL",
    "ADVENTIST",
    "CHRISTIAN",
    "TRINITY",
]
NAME_TAILS = ["HOSPITAL", "MEDICAL CENTER", "GENERAL HOSPITAL", "REGIONAL MEDICAL CENTER", "HEALTH CENTER"]


def _pick(rng: random.Random, weighted: list[tuple[str, int]]) -> str:
    return rng.choices([w[0] for w in weighted], weights=[w[1] for w in weighted])[0]


def main() -> None:
    rng = random.Random(SEED)
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE dim_county (county_fips TEXT PRIMARY KEY, county_name TEXT NOT NULL, state_name TEXT NOT NULL,
            state_abbr TEXT NOT NULL, lack_transportation_pct REAL, diabetes_pct REAL);
        CREATE TABLE dim_hospital (facility_id TEXT PRIMARY KEY, facility_name TEXT NOT NULL, city TEXT,
            state TEXT NOT NULL, county_fips TEXT REFERENCES dim_county(county_fips), ownership TEXT,
            hospital_type TEXT, overall_star_rating INTEGER, is_active BOOLEAN NOT NULL,
            is_hrrp_hospital BOOLEAN NOT NULL, is_in_penalty_calculation BOOLEAN NOT NULL);
        CREATE TABLE dim_fiscal_year (fiscal_year TEXT PRIMARY KEY, fiscal_year_start TEXT NOT NULL,
            fiscal_year_end TEXT NOT NULL, readmission_period_start TEXT, readmission_period_end TEXT,
            has_payment_file BOOLEAN NOT NULL, is_latest_fiscal_year BOOLEAN NOT NULL);
        CREATE TABLE fct_hospital_year (facility_id TEXT NOT NULL REFERENCES dim_hospital(facility_id),
            fiscal_year TEXT NOT NULL REFERENCES dim_fiscal_year(fiscal_year), fiscal_year_start TEXT NOT NULL,
            in_payment_file BOOLEAN NOT NULL, is_penalized BOOLEAN, payment_reduction_pct REAL, peer_group INTEGER,
            has_survey_scores BOOLEAN NOT NULL, recommend_score REAL, overall_rating_score REAL,
            care_transition_score REAL, discharge_information_score REAL, PRIMARY KEY (facility_id, fiscal_year));
        CREATE TABLE fct_readmissions (facility_id TEXT NOT NULL REFERENCES dim_hospital(facility_id),
            fiscal_year TEXT NOT NULL REFERENCES dim_fiscal_year(fiscal_year), fiscal_year_start TEXT NOT NULL,
            condition TEXT NOT NULL, score_status TEXT NOT NULL, excess_readmission_ratio REAL,
            eligible_discharges INTEGER, counts_toward_penalty BOOLEAN, in_payment_file BOOLEAN NOT NULL,
            PRIMARY KEY (facility_id, condition, fiscal_year));
        CREATE TABLE metricflow_time_spine (date_day TEXT PRIMARY KEY);
        """
    )
    counties = []
    for abbr, (state_name, _, rows) in STATES.items():
        for fips, county, cities in rows:
            counties.append((fips, county, state_name, abbr, cities))
            con.execute(
                "INSERT INTO dim_county VALUES (?,?,?,?,?,?)",
                (fips, county, state_name, abbr, round(rng.uniform(4, 14), 1), round(rng.uniform(7, 15), 1)),
            )
    for year in YEARS:
        con.execute(
            "INSERT INTO dim_fiscal_year VALUES (?,?,?,?,?,?,?)",
            (
                f"FY{year}",
                date(year - 1, 10, 1).isoformat(),
                date(year, 9, 30).isoformat(),
                date(year - 5, 7, 1).isoformat(),
                date(year - 2, 6, 30).isoformat(),
                int(year >= 2020),
                int(year == YEARS[-1]),
            ),
        )
    day = date(2018, 1, 1)
    while day <= date(2026, 12, 31):
        con.execute("INSERT INTO metricflow_time_spine VALUES (?)", (day.isoformat(),))
        day += timedelta(days=1)

    hospitals, names = [], set()
    state_codes = list(STATES)
    for number in range(640):
        abbr = rng.choices(state_codes, weights=[STATES[s][1] for s in state_codes])[0]
        fips, county, state_name, _, cities = rng.choice([c for c in counties if c[3] == abbr])
        city = rng.choice(cities)
        while True:
            style = rng.random()
            if style < 0.45:
                name = f"{rng.choice(NAME_HEADS)} {rng.choice(NAME_TAILS)}"
            elif style < 0.8:
                name = f"{city.upper()} {rng.choice(NAME_TAILS)}"
            else:
                name = f"{rng.choice(NAME_HEADS)} {city.upper()} {rng.choice(NAME_TAILS)}"
            if (name, abbr) not in names:
                names.add((name, abbr))
                break
        hospital_type = _pick(rng, TYPES)
        acute = hospital_type == "Acute Care Hospitals"
        last_year = YEARS[-1] if rng.random() > 0.05 else rng.choice(YEARS[1:-1])  # a few closed or left
        hospitals.append(
            {
                "id": f"{list(STATES).index(abbr) + 10:02d}{number + 1:04d}",
                "name": name,
                "city": city,
                "state": abbr,
                "fips": fips,
                "ownership": _pick(rng, OWNERSHIP),
                "type": hospital_type,
                "stars": rng.choices([None, 1, 2, 3, 4, 5], weights=[15, 8, 20, 28, 20, 9])[0],
                "hrrp": acute,
                "last": last_year if acute else None,
                "effect": rng.gauss(STATE_EFFECT[abbr], 0.025),
                "peer": rng.randint(1, 5),
                "size": rng.lognormvariate(5.0, 0.8),
                "survey": rng.random() > 0.06,
                "cabg": rng.random() < 0.35,
            }
        )
    for h in hospitals:
        current = h["hrrp"] and h["last"] == YEARS[-1]
        con.execute(
            "INSERT INTO dim_hospital VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            (
                h["id"],
                h["name"],
                h["city"],
                h["state"],
                h["fips"],
                h["ownership"],
                h["type"],
                h["stars"],
                int(current or not h["hrrp"]),
                int(current),
                int(current),
            ),
        )
        if not h["hrrp"]:
            continue
        for year in YEARS:
            if year > h["last"]:
                break
            fy, start = f"FY{year}", date(year - 1, 10, 1).isoformat()
            in_file = year >= 2020 and rng.random() > 0.02
            counted, contribution = False, 0.0
            era = 0.008 if year <= 2022 else -0.004  # penalties shrank after FY 2022
            for condition in CONDITIONS:
                discharges = None
                if condition == "CABG" and not h["cabg"]:
                    status, ratio = "no_cases", None
                else:
                    volume = (
                        h["size"]
                        * {"HF": 1.6, "PN": 1.3, "COPD": 0.9, "AMI": 0.7, "HIP_KNEE": 0.8, "CABG": 0.4}[condition]
                        * rng.uniform(0.8, 1.2)
                    )
                    discharges = round(volume)
                    if volume < 25 or rng.random() < 0.08:
                        status, ratio = "too_few_cases", None
                    else:
                        status = "scored"
                        ratio = round(1.0 + h["effect"] + era + rng.gauss(0, 0.045), 4)
                if year == 2019 or (condition == "PN" and year == 2023):
                    discharges = None
                counts = None
                if in_file and not (condition == "PN" and year == 2023):
                    counts = int(
                        ratio is not None
                        and discharges is not None
                        and discharges >= 25
                        and ratio > 1.012 + rng.uniform(0, 0.02)
                    )
                    if counts:
                        counted = True
                        contribution += (ratio - 1.0) * rng.uniform(3, 7)
                con.execute(
                    "INSERT INTO fct_readmissions VALUES (?,?,?,?,?,?,?,?,?)",
                    (
                        h["id"],
                        fy,
                        start,
                        condition,
                        status,
                        ratio,
                        discharges if in_file else None,
                        counts,
                        int(in_file),
                    ),
                )
            penalized = int(counted) if in_file else None
            reduction = (round(min(3.0, max(0.01, contribution)), 4) if counted else 0.0) if in_file else None
            has_survey = year >= 2020 and h["survey"]
            quality = -h["effect"] * 40

            def score(mean: float, spread: float, has: bool = has_survey, q: float = quality) -> float | None:
                return round(min(100.0, mean + q + rng.gauss(0, spread)), 1) if has else None

            con.execute(
                "INSERT INTO fct_hospital_year VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                (
                    h["id"],
                    fy,
                    start,
                    int(in_file),
                    penalized,
                    reduction,
                    h["peer"],
                    int(has_survey),
                    score(88, 3.5),
                    score(88, 3.0),
                    score(80, 2.5),
                    score(87, 2.2),
                ),
            )
    con.commit()
    con.execute("VACUUM")
    con.close()


if __name__ == "__main__":
    main()
