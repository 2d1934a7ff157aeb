"""Build examples/kpop_commerce/kpop_commerce.sqlite: a deterministic stand-in for the project's `fct_orders`.

The source repository (makestarlab/makestar-dbt, no licence stated) wraps a legacy BigQuery table
(`datamart.total_orders`) and ships no data, so this script generates plausible rows with a fixed seed, standard
library only, for 2024-01-01 .. 2025-12-31:

- fct_orders: one row per order and product option (the legacy table's grain, "주문 × 옵션 1건"), with the columns
  the semantic model reads: order_no (NULL for offline-store and manually entered sales, which carry no order
  number, as the project's tests note), user_sk (the project's surrogate of 'commerce' and user_id, md5 as
  dbt_utils.generate_surrogate_key computes it; rows with no user share the surrogate of a NULL user), pay_date,
  service_code ('commerce'), total_revenue and product_revenue in KRW (the first option of an online order also
  carries the shipping fee), product_type, and market_type, biz_type and channel_type as the project's
  classification CASE tree (int_orders_classified) assigns them from product_type and product_category.
- time_spine_daily (date_day) and time_spine_hourly (date_hour): the project's two time spines, 2023-01-01 ..
  2026-12-31 (the hourly one only for 2025-12, to keep the file small).

Run: python examples/kpop_commerce/build.py
"""

from __future__ import annotations

import hashlib
import random
import sqlite3
from datetime import date, datetime, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("kpop_commerce.sqlite")
SEED = 20260115
START, END = date(2024, 1, 1), date(2025, 12, 31)
# (product_type, product_category) -> (market_type, biz_type, channel_type), as int_orders_classified; then the
# share of rows, whether the sale has an order number and a customer, and the typical option price in KRW
SEGMENTS = [
    ("N", "상품", "B2C", "쇼핑", "메이크스타웹", 30, True, 24000),
    ("M", "상품", "B2C", "쇼핑", "메이크스타웹", 9, True, 32000),
    ("G", "상품", "기타", "공동구매", "메이크스타웹", 7, True, 21000),
    ("리워드", "리워드", "B2C", "한국(이벤트)", "메이크스타웹", 12, True, 38000),
    ("C", "상품", "B2C", "중국", "메이크스타웹", 7, True, 26000),
    ("웨이디엔", "웨이디엔", "B2C", "중국", "웨이디엔", 6, True, 23000),
    ("위챗미니", "위챗미니", "B2C", "중국", "위챗미니프로그램", 4, True, 25000),
    ("큐텐재팬", "큐텐재팬", "B2C", "일본", "큐텐재팬", 4, True, 27000),
    ("타워레코드", "타워레코드", "B2C", "일본", "타워레코드", 2, True, 29000),
    ("일본 오프라인매장", "일본 오프라인매장", "B2C", "일본", "오프라인매장", 3, False, 180000),
    ("대만 오프라인매장", "대만 오프라인매장", "B2C", "대만", "오프라인매장", 2, False, 150000),
    ("미주유럽 오프라인매장", "미주유럽 오프라인매장", "B2C", "미주유럽", "오프라인매장", 2, False, 160000),
    ("메이크스타샵", "메이크스타샵", "B2C", "한국(매장)", "오프라인매장", 3, False, 210000),
    ("B", "상품", "B2B", "B2B", "메이크스타웹", 3, True, 420000),
    ("앨범버디", "상품", "앨범버디", "앨범버디", "앨범버디웹", 5, True, 30000),
    ("포카앨범 제작", "포카앨범 제작", "포카앨범제작", "포카앨범제작", "외부거래", 1, False, 2600000),
    ("앨범 유통/도매", "앨범 유통/도매", "기타", "앨범유통/도매", "외부거래", 1, False, 3900000),
]
# a comeback month lifts online sales
BUSY_MONTHS = {(2024, 3), (2024, 6), (2024, 11), (2025, 2), (2025, 5), (2025, 9), (2025, 12)}


def surrogate(service: str, user_id: str | None) -> str:
    """dbt_utils.generate_surrogate_key(["'commerce'", 'user_id']): md5 of the '-'-joined values."""
    value = "_dbt_utils_surrogate_key_null_" if user_id is None else user_id
    return hashlib.md5(f"{service}-{value}".encode()).hexdigest()


def _rows(rng: random.Random) -> list[tuple]:
    rows: list[tuple] = []
    weights = [s[5] for s in SEGMENTS]
    users = {"B": [f"biz{n:03d}" for n in range(1, 13)]}
    consumers = [f"u{n:05d}" for n in range(1, 2401)]
    order_seq = 0
    day = START
    while day <= END:
        busy = (day.year, day.month) in BUSY_MONTHS
        growth = 1.0 + 0.25 * (day.year - 2024) + 0.02 * day.month
        for _ in range(rng.randint(3, 7) + (4 if busy else 0) + round(growth)):
            segment = rng.choices(SEGMENTS, weights)[0]
            ptype, _, market, biz, channel, _, online, price = segment
            if online:
                order_seq += 1
                order_no = f"MS{day:%y%m}{order_seq:06d}"
                pool = users.get(ptype, consumers)
                user_id = rng.choice(pool[: 600 + round(len(pool) * min(1.0, growth - 0.6))])
                options = rng.choices([1, 2, 3], [70, 22, 8])[0]
                shipping = rng.choice([3000, 3500, 6000, 12000]) if ptype != "B" else 0
            else:
                order_no, user_id, options, shipping = None, None, 1, 0
            for option in range(options):
                quantity = rng.choices([1, 2, 3, 5], [65, 20, 10, 5])[0] if online and ptype != "B" else 1
                unit = round(price * rng.uniform(0.7, 1.35), -2)
                product = round(unit * quantity)
                total = product + (shipping if option == 0 else 0)
                rows.append((order_no, user_id, surrogate("commerce", user_id), "commerce", day.isoformat(),
                             ptype, market, biz, channel, float(total), float(product)))
        day += timedelta(days=1)
    return rows


def main() -> None:
    rng = random.Random(SEED)
    rows = _rows(rng)
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.executescript(
        """
        CREATE TABLE fct_orders (
            order_no TEXT, user_id TEXT, user_sk TEXT NOT NULL, service_code TEXT NOT NULL, pay_date TEXT NOT NULL,
            product_type TEXT NOT NULL, market_type TEXT NOT NULL,
            biz_type TEXT, channel_type TEXT, total_revenue REAL NOT NULL, product_revenue REAL NOT NULL);
        CREATE TABLE time_spine_daily (date_day TEXT PRIMARY KEY);
        CREATE TABLE time_spine_hourly (date_hour TEXT PRIMARY KEY);
        """
    )
    con.executemany("INSERT INTO fct_orders VALUES (?,?,?,?,?,?,?,?,?,?,?)", rows)
    first, last = date(2023, 1, 1), date(2026, 12, 31)
    days = [((first + timedelta(days=n)).isoformat(),) for n in range((last - first).days + 1)]
    con.executemany("INSERT INTO time_spine_daily VALUES (?)", days)
    hour = datetime(2025, 12, 1)
    hours = [((hour + timedelta(hours=n)).strftime("%Y-%m-%d %H:%M:%S"),) for n in range(31 * 24)]
    con.executemany("INSERT INTO time_spine_hourly VALUES (?)", hours)
    con.commit()
    con.execute("VACUUM")
    con.close()


if __name__ == "__main__":
    main()
