"""Build examples/nyc_mobility/nyc_mobility.sqlite: made-up NYC trips shaped like the project's two marts.

The semantic layer (brandoncgay/nyc-mobility-weather-analytics, MIT) reads `fct_trips` (one row per trip across
yellow taxi, for-hire vehicle and CitiBike, with the hour's weather joined on) and `fct_hourly_mobility` (the
trips aggregated per hour, trip type, temperature category, precipitation type, weekend flag and day part, as
the project's own fct_hourly_mobility.sql does). The project ships no data (it loads TLC, CitiBike and
Open-Meteo files), so the trips are generated here with a fixed seed: 2024-01-01 to 2025-12-31, weather by
season, fewer bike trips in cold or wet hours, fares only on yellow taxis (the FHV feed carries none).

Flags are 0/1 integers (SQLite has no boolean type); timestamps are 'YYYY-MM-DD HH:MM:SS' text.

Run: python examples/nyc_mobility/build.py
"""

from __future__ import annotations

import math
import random
import sqlite3
from datetime import date, datetime, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("nyc_mobility.sqlite")
SEED = 20260114
FIRST_DAY = date(2024, 1, 1)
LAST_DAY = date(2025, 12, 31)
TRIPS_PER_DAY = (4, 8)  # drawn per day: ~4,400 trips over the two years

TRIP_COLUMNS = [
    "trip_key",
    "date_key",
    "time_key",
    "pickup_location_key",
    "dropoff_location_key",
    "trip_type",
    "pickup_datetime",
    "day_part",
    "is_weekend",
    "is_rush_hour",
    "is_business_hours",
    "is_late_night",
    "temp_category",
    "feels_like_category",
    "precipitation_type",
    "precipitation_intensity",
    "wind_category",
    "cloud_cover_category",
    "humidity_category",
    "is_pleasant_weather",
    "is_adverse_weather",
    "is_good_cycling_weather",
    "payment_type",
    "member_type",
    "rideable_type",
    "trip_duration_minutes",
    "trip_distance",
    "avg_speed_mph",
    "passenger_count",
    "revenue",
    "temperature_celsius",
    "temperature_fahrenheit",
    "precipitation",
    "wind_speed_mph",
    "humidity",
]


def day_part(hour: int) -> str:
    """The project's day parts: morning 6-11, afternoon 12-17, evening 18-21, night 22-5."""
    if 6 <= hour <= 11:
        return "morning"
    if 12 <= hour <= 17:
        return "afternoon"
    if 18 <= hour <= 21:
        return "evening"
    return "night"


def temp_category(celsius: float) -> str:
    if celsius < 0:
        return "cold"
    if celsius < 10:
        return "cool"
    if celsius < 20:
        return "mild"
    if celsius < 30:
        return "warm"
    return "hot"


def day_weather(rng: random.Random, day: date) -> dict[str, float | str]:
    """One day's weather: a seasonal mean temperature, a chance of rain or snow, wind, clouds, humidity."""
    season = math.cos((day.timetuple().tm_yday - 200) / 365.0 * 2 * math.pi)  # 1 in mid-July, -1 in January
    mean_c = 13.0 + 12.0 * season + rng.gauss(0, 3.5)
    wet = rng.random() < 0.28
    if not wet:
        kind = "none"
    elif mean_c < 0:
        kind = rng.choice(["snow", "snow", "mixed"])
    elif mean_c < 3:
        kind = rng.choice(["snow", "mixed", "rain"])
    else:
        kind = "rain"
    return {
        "mean_c": mean_c,
        "precipitation_type": kind,
        "wind": max(0.0, rng.gauss(9, 5)),
        "humidity": min(100.0, max(20.0, rng.gauss(66 if wet else 55, 12))),
        "clouds": rng.random(),
    }


def trip_row(rng: random.Random, key: int, when: datetime, weather: dict[str, float | str]) -> list[object]:
    hour = when.hour
    celsius = round(float(weather["mean_c"]) + 4.0 * math.sin((hour - 9) / 24.0 * 2 * math.pi) + rng.gauss(0, 1), 1)
    kind = str(weather["precipitation_type"])
    if kind == "none":
        precip, intensity = 0.0, "none"
    else:
        precip = round(rng.choice([0.3, 0.8, 1.5, 3.0, 6.5, 12.0]), 1)
        intensity = "light" if precip < 1 else "moderate" if precip < 4 else "heavy" if precip < 10 else "extreme"
    wind = round(float(weather["wind"]) + rng.gauss(0, 1.5), 1)
    wind = max(0.0, wind)
    humidity = round(float(weather["humidity"]) + rng.gauss(0, 3), 1)
    clouds = float(weather["clouds"])
    feels = celsius - (0.2 * wind if celsius < 10 else 0) + (2 if celsius > 26 and humidity > 70 else 0)
    wind_category = "calm" if wind < 5 else "breezy" if wind < 15 else "windy" if wind < 25 else "very_windy"
    adverse = intensity in ("heavy", "extreme") or kind in ("snow", "mixed") or wind >= 25 or celsius < -5
    pleasant = kind == "none" and 15 <= celsius < 27 and wind < 15 and humidity < 75
    cycling = kind == "none" and 10 <= celsius < 30 and wind < 15

    # bikes ride in good weather; taxis take the wet hours
    bike_weight = 0.30 if cycling else 0.12 if kind == "none" and celsius >= 3 else 0.04
    mode = rng.choices(["yellow_taxi", "fhv", "citibike"], [0.38, 0.36, bike_weight])[0]
    if mode == "citibike":
        minutes = round(max(2.0, rng.gauss(14, 7)), 1)
        speed = max(4.0, rng.gauss(7.5, 1.5))
        payment, member = None, rng.choices(["member", "casual"], [0.72, 0.28])[0]
        rideable = rng.choices(["classic_bike", "electric_bike"], [0.55, 0.45])[0]
        passengers, revenue = 1, None
        pickup, dropoff = None, None
    else:
        minutes = round(max(3.0, rng.gauss(19 if mode == "yellow_taxi" else 23, 9)), 1)
        rush = hour in (7, 8, 17, 18)
        speed = max(3.0, rng.gauss(9.5 if rush else 13.0, 3))
        payment = rng.choices(["credit_card", "cash", "no_charge", "dispute"], [0.78, 0.18, 0.025, 0.015])[0]
        payment = payment if mode == "yellow_taxi" else None
        member, rideable = None, None
        passengers = rng.choices([1, 2, 3, 4, 5], [0.68, 0.18, 0.06, 0.05, 0.03])[0] if mode == "yellow_taxi" else None
        pickup = rng.choices(
            range(1, 264), [8 if z in (132, 138, 161, 162, 186, 230, 236, 237) else 1 for z in range(1, 264)]
        )[0]
        dropoff = rng.randint(1, 263)
        revenue = None
    distance = round(minutes / 60.0 * speed, 2)
    speed = round(distance / (minutes / 60.0), 2)
    if mode == "yellow_taxi":
        fare = 3.0 + 2.5 * distance + 0.7 * minutes + (2.5 if hour in range(16, 20) else 0)
        tip = fare * rng.choice([0, 0.15, 0.18, 0.2, 0.25]) if payment == "credit_card" else 0
        revenue = 0.0 if payment == "no_charge" else round(fare + tip + 2.5, 2)
    return [
        key,
        int(when.strftime("%Y%m%d")),
        hour * 100 + when.minute,
        pickup,
        dropoff,
        mode,
        when.strftime("%Y-%m-%d %H:%M:%S"),
        day_part(hour),
        int(when.weekday() >= 5),
        int(hour in (7, 8, 17, 18) and when.weekday() < 5),
        int(9 <= hour < 17),
        int(hour >= 23 or hour < 5),
        temp_category(celsius),
        temp_category(feels),
        kind,
        intensity,
        wind_category,
        "clear" if clouds < 0.3 else "partly_cloudy" if clouds < 0.7 else "overcast",
        "dry" if humidity < 40 else "comfortable" if humidity < 70 else "humid",
        int(pleasant),
        int(adverse),
        int(cycling),
        payment,
        member,
        rideable,
        minutes,
        distance,
        speed,
        passengers,
        revenue,
        celsius,
        round(celsius * 9 / 5 + 32, 1),
        precip,
        wind,
        humidity,
    ]


HOURLY_SQL = """
CREATE TABLE fct_hourly_mobility AS
SELECT
  date_key, MIN(time_key) AS time_key, trip_type, temp_category, precipitation_type, is_weekend, day_part,
  substr(pickup_datetime, 1, 13) || ':00:00' AS hour_timestamp,
  COUNT(*) AS trip_count,
  SUM(revenue) AS total_revenue,
  AVG(trip_duration_minutes) AS avg_trip_duration_minutes,
  AVG(trip_distance) AS avg_trip_distance_miles,
  AVG(avg_speed_mph) AS avg_speed_mph,
  SUM(passenger_count) AS total_passengers,
  AVG(temperature_celsius) AS avg_temperature_celsius,
  AVG(temperature_fahrenheit) AS avg_temperature_fahrenheit,
  AVG(precipitation) AS avg_precipitation_mm,
  AVG(wind_speed_mph) AS avg_wind_speed_mph,
  AVG(humidity) AS avg_humidity_pct,
  SUM(CASE WHEN trip_type = 'yellow_taxi' THEN 1 ELSE 0 END) AS yellow_taxi_count,
  SUM(CASE WHEN trip_type = 'fhv' THEN 1 ELSE 0 END) AS fhv_count,
  SUM(CASE WHEN trip_type = 'citibike' THEN 1 ELSE 0 END) AS citibike_count,
  SUM(CASE WHEN trip_type = 'yellow_taxi' THEN revenue ELSE 0 END) AS yellow_taxi_revenue,
  AVG(CASE WHEN trip_type = 'yellow_taxi' THEN revenue END) AS avg_yellow_taxi_fare,
  SUM(CASE WHEN trip_type = 'citibike' THEN 1 ELSE 0 END) * 100.0 / COUNT(*) AS citibike_mode_share_pct,
  SUM(CASE WHEN trip_type = 'yellow_taxi' THEN 1 ELSE 0 END) * 100.0 / COUNT(*) AS yellow_taxi_mode_share_pct,
  SUM(CASE WHEN trip_type = 'fhv' THEN 1 ELSE 0 END) * 100.0 / COUNT(*) AS fhv_mode_share_pct,
  SUM(is_rush_hour) AS rush_hour_trip_count,
  SUM(is_rush_hour) * 100.0 / COUNT(*) AS rush_hour_pct,
  MAX(is_adverse_weather) AS has_adverse_weather,
  MAX(is_pleasant_weather) AS has_pleasant_weather,
  MAX(is_good_cycling_weather) AS has_good_cycling_weather
FROM fct_trips
GROUP BY date_key, substr(pickup_datetime, 1, 13), trip_type, temp_category, precipitation_type, is_weekend,
  day_part
"""


def main() -> None:
    rng = random.Random(SEED)
    rows: list[list[object]] = []
    day = FIRST_DAY
    while day <= LAST_DAY:
        weather = day_weather(rng, day)
        busy = 1 if day.month in (5, 6, 9, 10) else 0  # spring and autumn are the busy months
        for _ in range(rng.randint(*TRIPS_PER_DAY) + busy):
            hour = rng.choices(range(24), [1, 1, 1, 1, 1, 2, 4, 8, 9, 6, 5, 5, 6, 6, 6, 7, 8, 9, 9, 7, 6, 5, 4, 2])[0]
            when = datetime(day.year, day.month, day.day, hour, rng.randint(0, 59), rng.randint(0, 59))
            rows.append(trip_row(rng, len(rows) + 1, when, weather))
        day += timedelta(days=1)

    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    numeric = {
        "trip_duration_minutes",
        "trip_distance",
        "avg_speed_mph",
        "revenue",
        "temperature_celsius",
        "temperature_fahrenheit",
        "precipitation",
        "wind_speed_mph",
        "humidity",
    }
    integer = {"trip_key", "date_key", "time_key", "pickup_location_key", "dropoff_location_key", "passenger_count"} | {
        c for c in TRIP_COLUMNS if c.startswith("is_")
    }
    cols = ", ".join(f"{c} {'REAL' if c in numeric else 'INTEGER' if c in integer else 'TEXT'}" for c in TRIP_COLUMNS)
    con.execute(f"CREATE TABLE fct_trips ({cols})")
    con.executemany(f"INSERT INTO fct_trips VALUES ({', '.join('?' * len(TRIP_COLUMNS))})", rows)
    con.execute(HOURLY_SQL)
    con.commit()
    con.execute("VACUUM")
    con.close()
    print(f"{OUT.name}: {len(rows)} trips")


if __name__ == "__main__":
    main()
