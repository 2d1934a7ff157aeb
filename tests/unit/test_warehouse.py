import os
from datetime import date
from pathlib import Path

from sqlclarify.demo.warehouse import build_warehouse, default_warehouse_path, ensure_demo_warehouse
from tests.conftest import DEMO_END, query

CONTENT_HASH = (
    "SELECT COUNT(*), SUM(dau), SUM(new_users) FROM daily_users "
    "UNION ALL SELECT COUNT(*), ROUND(SUM(gross_revenue_usd), 2), SUM(clicks) FROM ad_revenue"
)


def test_same_seed_same_data(tmp_path: Path, demo_db: Path) -> None:
    again = tmp_path / "again.sqlite"
    build_warehouse(again, end=DEMO_END)
    assert query(again, CONTENT_HASH) == query(demo_db, CONTENT_HASH)


def test_a_day_has_the_same_rows_whatever_the_end_day(tmp_path: Path, demo_db: Path) -> None:
    shorter = tmp_path / "shorter.sqlite"
    build_warehouse(shorter, end=date(2025, 6, 30))
    upto = " WHERE date <= '2025-06-30'"
    for table in ("daily_users", "ad_revenue", "iap_revenue"):
        sql = f"SELECT * FROM {table}{upto} ORDER BY 1, 2, 3"
        assert query(shorter, sql) == query(demo_db, sql), table
    full_months = "SELECT * FROM monthly_active_users WHERE month <= '2025-06-01' ORDER BY 1, 2, 3"
    assert query(shorter, full_months) == query(demo_db, full_months)
    assert query(shorter, "SELECT MAX(date) FROM daily_users") == [("2025-06-30",)]


def test_the_demo_runs_through_yesterday_and_is_cached_per_end_day(tmp_path: Path) -> None:
    path = ensure_demo_warehouse(today=date(2024, 3, 2))
    assert path == default_warehouse_path(date(2024, 3, 1))
    assert query(path, "SELECT MIN(date), MAX(date) FROM daily_users") == [("2024-01-01", "2024-03-01")]
    assert ensure_demo_warehouse(today=date(2024, 3, 3)) != path


def test_covers_markets_platforms_and_two_years(demo_db: Path) -> None:
    markets = {r[0] for r in query(demo_db, "SELECT code FROM markets")}
    assert markets >= {"ID", "TH", "VN", "PH", "MY", "SG", "TW", "BR"}
    assert query(demo_db, "SELECT DISTINCT platform FROM daily_users ORDER BY 1") == [("android",), ("ios",)]
    assert query(demo_db, "SELECT MIN(date), MAX(date), COUNT(DISTINCT date) FROM daily_users") == [
        ("2024-01-01", "2026-01-09", 740)
    ]
    assert query(demo_db, "SELECT COUNT(DISTINCT ad_network) FROM ad_revenue") == [(5,)]


def test_magnitudes_look_real(demo_db: Path) -> None:
    def avg_dau(market: str, year: str) -> float:
        sql = (
            "SELECT AVG(d) FROM (SELECT SUM(dau) AS d FROM daily_users WHERE market = ? AND date LIKE ? GROUP BY date)"
        )
        return query(demo_db, sql, market, f"{year}-%")[0][0]

    assert 1_000_000 < avg_dau("ID", "2024") < 3_000_000
    assert avg_dau("ID", "2025") > avg_dau("ID", "2024") * 1.1  # growth
    assert avg_dau("SG", "2025") < avg_dau("TH", "2025")
    ios, android = (
        query(demo_db, "SELECT 1000 * SUM(gross_revenue_usd) / SUM(impressions) FROM ad_revenue WHERE platform = ?", p)[
            0
        ][0]
        for p in ("ios", "android")
    )
    assert ios > android
    assert query(demo_db, "SELECT COUNT(*) FROM ad_revenue WHERE net_revenue_usd > gross_revenue_usd") == [(0,)]


def test_built_once_atomically(tmp_path: Path) -> None:
    target = tmp_path / "cache" / "wh.sqlite"
    assert ensure_demo_warehouse(target, today=date(2024, 2, 1)) == target
    stamp = target.stat().st_mtime_ns
    assert ensure_demo_warehouse(target, today=date(2024, 2, 1)).stat().st_mtime_ns == stamp
    assert [p.name for p in target.parent.iterdir()] == ["wh.sqlite"]


def test_stale_demo_builds_are_removed(tmp_path: Path) -> None:
    old = ensure_demo_warehouse(today=date(2024, 2, 1))
    two_days_ago = old.stat().st_mtime - 3 * 24 * 3600
    os.utime(old, (two_days_ago, two_days_ago))
    recent = ensure_demo_warehouse(today=date(2024, 2, 2))
    assert recent.exists() and not old.exists()
