"""Build examples/bomberos/bomberos.sqlite: generated data for the Bomberos DW semantic layer (Granada fire service).

DavidEstevezzz/bomberos-dw's operational data is private (its Bronze layer is extracted from the service's own
system), so this script generates three years of it with a fixed seed (stdlib only) and writes the four tables
the semantic models read, with the columns the project's Gold YAML declares:

- fact_horas_extra: one row per overtime record, 2022-2024; 130 firefighters (Tropa and Subinspector tariffs,
  a new tariff each year), most overtime in the summer wildfire season and at Christmas; the day type
  (laborable, prefestivo, festivo, festivo víspera) of the guard, and the brigade (A-F) on guard that day;
  costs = hours x the tariff's day / night price;
- fact_solicitudes: one row per leave request (nine permit types, four states, the shift affected), with the
  cover assignments and forced call-ins (requerimientos) it generated;
- fact_incidencias: one row per incident at one of four stations (vehicle, equipment, building, staff, uniform,
  shared equipment), its severity, state and, when resolved, the days to resolve it and who resolved it;
- dim_time: the time spine, one row per day 2020-01-01 to 2030-12-31.

Employee keys are SCD2 versions (`E042-v1`, `E042-v2` after a promotion), as the project's point-in-time lookup
gives them; brigade, tariff, station, vehicle and equipment keys are short readable codes rather than hashes.

Run: python examples/bomberos/build.py
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("bomberos.sqlite")
SEED = 18001112
FIRST = date(2022, 1, 1)
LAST = date(2024, 12, 31)
BRIGADES = ["A", "B", "C", "D", "E", "F"]
STATIONS = [("parque_norte", 40), ("parque_sur", 30), ("parque_centro", 20), ("parque_alhambra", 10)]
TARIFFS = {  # (tipo_salario, year) -> (id_salario, day price, night price)
    ("Tropa", 2022): (1, 21.80, 26.10),
    ("Subinspector", 2022): (2, 29.40, 35.20),
    ("Tropa", 2023): (3, 22.50, 27.00),
    ("Subinspector", 2023): (4, 30.30, 36.30),
    ("Tropa", 2024): (5, 23.20, 27.80),
    ("Subinspector", 2024): (6, 31.20, 37.40),
}
JORNADA = {  # day type -> (day hours, night hours) of a full 24-hour guard
    "laborable": (15, 9),
    "prefestivo": (6, 18),
    "festivo": (2, 22),
    "festivo víspera": (2, 22),
}
PERMITS = [
    ("vacaciones", 30),
    ("asuntos propios", 25),
    ("salidas personales", 12),
    ("licencias por jornadas", 8),
    ("licencias por dias", 7),
    ("horas sindicales", 6),
    ("modulo", 5),
    ("vestuario", 4),
    ("compensacion grupos especiales", 3),
]
SHIFTS = [("día completo", 55), ("mañana", 20), ("tarde", 15), ("noche", 10)]
INCIDENT_TYPES = [
    ("vehiculo", 35),
    ("equipo", 20),
    ("instalacion", 18),
    ("personal", 10),
    ("vestuario", 10),
    ("equipos_comunes", 7),
]
SEVERITIES = [("bajo", 45), ("medio", 38), ("alto", 12), ("", 5)]
COMMON_EQUIPMENT = ["Compresor de aire", "Grupo electrógeno", "Cámara térmica", "Equipo de excarcelación"]


def _pick(rng: random.Random, weighted: list[tuple[str, int]]) -> str:
    return rng.choices([w[0] for w in weighted], weights=[w[1] for w in weighted])[0]


def _holidays(year: int) -> set[date]:
    easter = {2022: date(2022, 4, 17), 2023: date(2023, 4, 9), 2024: date(2024, 3, 31), 2025: date(2025, 4, 20)}
    fixed = [(1, 1), (1, 2), (1, 6), (2, 28), (5, 1), (8, 15), (10, 12), (11, 1), (12, 6), (12, 8), (12, 25)]
    days = {date(year, m, d) for m, d in fixed}
    sunday = easter[year]
    days |= {sunday - timedelta(days=3), sunday - timedelta(days=2), sunday + timedelta(days=60)}  # Corpus
    return days


def _day_type(day: date, holidays: set[date]) -> str:
    tomorrow = day + timedelta(days=1)
    off_tomorrow = tomorrow in holidays or tomorrow.weekday() == 6
    if day in holidays or day.weekday() == 6:
        return "festivo víspera" if off_tomorrow else "festivo"
    return "prefestivo" if off_tomorrow or day.weekday() == 5 else "laborable"


def _employees(rng: random.Random) -> list[dict]:
    """130 firefighters: id, tariff type, versions [(key, valid from)] (a promotion opens a second version)."""
    people = []
    for n in range(1, 131):
        rank = "Subinspector" if n <= 14 else "Tropa"
        versions = [(f"E{n:03d}-v1", FIRST)]
        if rank == "Tropa" and rng.random() < 0.1:
            versions.append((f"E{n:03d}-v2", FIRST + timedelta(days=rng.randint(120, 1000))))
        people.append({"id": n, "rank": rank, "versions": versions, "brigade": BRIGADES[n % 6]})
    return people


def _version(person: dict, day: date) -> str:
    return [key for key, since in person["versions"] if since <= day][-1]


def _season(day: date) -> float:
    if day.month in (7, 8):
        return 2.4  # the wildfire season
    if day.month == 6 or day.month == 9:
        return 1.5
    if day.month == 12 and day.day >= 20:
        return 1.8
    return 1.0


def main() -> None:
    rng = random.Random(SEED)
    people = _employees(rng)
    holidays: set[date] = set()
    for year in range(FIRST.year, LAST.year + 2):
        holidays |= _holidays(year)

    overtime, requests, incidents = [], [], []
    day = FIRST
    while day <= LAST:
        day_type = _day_type(day, holidays)
        on_guard = BRIGADES[(day - FIRST).days % 6]
        growth = 1.0 + 0.12 * (day.year - FIRST.year)
        for _ in range(max(0, int(rng.gauss(2.2 * _season(day) * growth, 1.2) + 0.5))):
            person = rng.choice(people)
            tariff_id, day_price, night_price = TARIFFS[(person["rank"], day.year)]
            full_day, full_night = JORNADA[day_type]
            if rng.random() < 0.4:
                day_hours, night_hours = full_day, full_night
            else:
                total = rng.randint(2, 12)
                day_hours = round(total * full_day / 24)
                night_hours = total - day_hours
            overtime.append(
                {
                    "person": person,
                    "fecha": day,
                    "brigada": on_guard,
                    "id_salario": tariff_id,
                    "tipo_salario": person["rank"],
                    "horas_diurnas": day_hours,
                    "horas_nocturnas": night_hours,
                    "precio_hora_diurna": day_price,
                    "precio_hora_nocturna": night_price,
                    "tipo_dia": day_type,
                }
            )
        requests_today = rng.gauss(2.8 * (1.6 if day.month in (7, 8, 12) else 1.0), 1.3)
        for _ in range(max(0, int(requests_today + 0.5))):
            person = rng.choice(people)
            permit = _pick(rng, PERMITS)
            days = rng.choice([7, 10, 14, 15, 21]) if permit == "vacaciones" else rng.choice([1, 1, 1, 2, 3])
            recent = (LAST - day).days < 45
            state = _pick(
                rng,
                [
                    ("confirmada", 45 if recent else 70),
                    ("denegada", 12),
                    ("cancelada", 10),
                    ("pendiente", 33 if recent else 8),
                ],
            )
            assignments = 0 if state in ("cancelada", "denegada") else rng.choice([0, 0, 1, 1, 1, 2, 3])
            requests.append(
                {
                    "person": person,
                    "gestor": rng.randint(1, 14),
                    "tipo_permiso": permit,
                    "turno": _pick(rng, SHIFTS),
                    "estado": state,
                    "fecha_inicio": day,
                    "fecha_fin": day + timedelta(days=days - 1),
                    "horas_solicitadas": rng.choice([2, 3, 4]) if permit == "salidas personales" else None,
                    "dias_solicitados": days,
                    "asignaciones": assignments,
                    "requerimientos": sum(rng.random() < 0.35 for _ in range(assignments)),
                }
            )
        for _ in range(max(0, int(rng.gauss(1.1 * (1.3 if day.month in (7, 8) else 1.0), 0.9) + 0.5))):
            kind = _pick(rng, INCIDENT_TYPES)
            severity = _pick(rng, SEVERITIES)
            age = (LAST - day).days
            state = _pick(
                rng, [("resuelta", 70 if age > 60 else 25), ("tramitada", 15), ("pendiente", 15 if age > 60 else 50)]
            )
            mean_days = {"alto": 3, "medio": 8, "bajo": 15, "": 10}[severity]
            resolution_days = min(int(rng.expovariate(1 / mean_days)), 400) if state == "resuelta" else None
            incidents.append(
                {
                    "creator": rng.choice(people),
                    "resolver": rng.choice(people[:40]) if state == "resuelta" else None,
                    "referenced": rng.choice(people) if kind == "personal" else None,
                    "fecha_incidencia": day,
                    "parque": _pick(rng, STATIONS),
                    "vehiculo": f"VEHICULO_{rng.randint(1, 28):03d}" if kind == "vehiculo" else None,
                    "equipo": rng.randint(1, 60) if kind == "equipo" else None,
                    "comun": rng.choice(COMMON_EQUIPMENT) if kind == "equipos_comunes" else None,
                    "tipo_incidencia": kind,
                    "estado": state,
                    "nivel_gravedad": severity,
                    "esta_leido": int(state != "pendiente" or rng.random() < 0.5),
                    "dias_resolucion": resolution_days,
                }
            )
        day += timedelta(days=1)

    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE fact_horas_extra (
            horas_extra_key TEXT PRIMARY KEY, empleado_key TEXT, fecha_key TEXT, brigada_key TEXT, salario_key TEXT,
            id_hora_extra INTEGER, id_empleado INTEGER, fecha DATE, id_salario INTEGER, horas_diurnas INTEGER,
            horas_nocturnas INTEGER, total_horas INTEGER, precio_hora_diurna REAL, precio_hora_nocturna REAL,
            coste_diurno REAL, coste_nocturno REAL, coste_total REAL, tipo_dia TEXT, tipo_salario TEXT,
            fecha_creacion TIMESTAMP, fecha_actualizacion TIMESTAMP);
        CREATE TABLE fact_solicitudes (
            solicitud_key TEXT PRIMARY KEY, empleado_key TEXT, fecha_inicio_key TEXT, fecha_fin_key TEXT,
            id_solicitud INTEGER, id_empleado INTEGER, id_empleado_gestor INTEGER, tipo_permiso TEXT, turno TEXT,
            estado TEXT, fecha_inicio DATE, fecha_fin DATE, horas_solicitadas INTEGER, dias_solicitados INTEGER,
            total_asignaciones_generadas INTEGER, total_requerimientos_generados INTEGER,
            fecha_creacion TIMESTAMP, fecha_actualizacion TIMESTAMP);
        CREATE TABLE fact_incidencias (
            incidencia_key TEXT PRIMARY KEY, empleado_creador_key TEXT, empleado_resolutor_key TEXT, fecha_key TEXT,
            parque_key TEXT, vehiculo_key TEXT, equipo_key TEXT, id_incidencia INTEGER, id_empleado_creador INTEGER,
            id_empleado_resolutor INTEGER, id_empleado_referenciado INTEGER, fecha_incidencia DATE, id_parque INTEGER,
            matricula_vehiculo TEXT, id_equipo INTEGER, nombre_equipo_comun TEXT, tipo_incidencia TEXT, estado TEXT,
            nivel_gravedad TEXT, esta_leido BOOLEAN, dias_resolucion INTEGER, es_resuelta INTEGER,
            es_pendiente INTEGER, es_tramitada INTEGER, fecha_creacion TIMESTAMP, fecha_actualizacion TIMESTAMP);
        CREATE TABLE dim_time (date_day DATE PRIMARY KEY);
        """
    )
    for n, o in enumerate(overtime, start=1):
        day_cost = round(o["horas_diurnas"] * o["precio_hora_diurna"], 2)
        night_cost = round(o["horas_nocturnas"] * o["precio_hora_nocturna"], 2)
        stamp = f"{o['fecha'].isoformat()} 09:00:00"
        con.execute(
            f"INSERT INTO fact_horas_extra VALUES ({', '.join('?' * 21)})",
            (
                f"HE{n:06d}",
                _version(o["person"], o["fecha"]),
                o["fecha"].strftime("%Y%m%d"),
                o["brigada"],
                f"{o['tipo_salario']}-{o['fecha'].year}",
                n,
                o["person"]["id"],
                o["fecha"].isoformat(),
                o["id_salario"],
                o["horas_diurnas"],
                o["horas_nocturnas"],
                o["horas_diurnas"] + o["horas_nocturnas"],
                o["precio_hora_diurna"],
                o["precio_hora_nocturna"],
                day_cost,
                night_cost,
                round(day_cost + night_cost, 2),
                o["tipo_dia"],
                o["tipo_salario"],
                stamp,
                stamp,
            ),
        )
    for n, r in enumerate(requests, start=1):
        stamp = f"{(r['fecha_inicio'] - timedelta(days=10)).isoformat()} 12:00:00"
        con.execute(
            f"INSERT INTO fact_solicitudes VALUES ({', '.join('?' * 18)})",
            (
                f"SO{n:06d}",
                _version(r["person"], r["fecha_inicio"]),
                r["fecha_inicio"].strftime("%Y%m%d"),
                r["fecha_fin"].strftime("%Y%m%d"),
                n,
                r["person"]["id"],
                r["gestor"],
                r["tipo_permiso"],
                r["turno"],
                r["estado"],
                r["fecha_inicio"].isoformat(),
                r["fecha_fin"].isoformat(),
                r["horas_solicitadas"],
                r["dias_solicitados"],
                r["asignaciones"],
                r["requerimientos"],
                stamp,
                stamp,
            ),
        )
    stations = {name: i for i, (name, _) in enumerate(STATIONS, start=1)}
    for n, i in enumerate(incidents, start=1):
        day = i["fecha_incidencia"]
        resolved = i["estado"] == "resuelta"
        updated = day + timedelta(days=i["dias_resolucion"] or 0)
        con.execute(
            f"INSERT INTO fact_incidencias VALUES ({', '.join('?' * 26)})",
            (
                f"IN{n:06d}",
                _version(i["creator"], day),
                _version(i["resolver"], updated) if resolved else "-1",
                day.strftime("%Y%m%d"),
                i["parque"],
                i["vehiculo"],
                f"EQ{i['equipo']:03d}" if i["equipo"] else None,
                n,
                i["creator"]["id"],
                i["resolver"]["id"] if resolved else None,
                i["referenced"]["id"] if i["referenced"] else None,
                day.isoformat(),
                stations[i["parque"]],
                i["vehiculo"],
                i["equipo"],
                i["comun"],
                i["tipo_incidencia"],
                i["estado"],
                i["nivel_gravedad"],
                i["esta_leido"],
                i["dias_resolucion"],
                int(resolved),
                int(i["estado"] == "pendiente"),
                int(i["estado"] == "tramitada"),
                f"{day.isoformat()} 08:30:00",
                f"{updated.isoformat()} 18:00:00",
            ),
        )
    day = date(2020, 1, 1)
    while day <= date(2030, 12, 31):
        con.execute("INSERT INTO dim_time VALUES (?)", (day.isoformat(),))
        day += timedelta(days=1)
    con.commit()
    con.execute("VACUUM")
    con.close()


if __name__ == "__main__":
    main()
