from pathlib import Path

from sqlclarify.demo.warehouse import build_warehouse, ensure_demo_warehouse
from tests.conftest import query

CONTENT_HASH = (
    "SELECT COUNT(*), SUM(dau), SUM(new_users) FROM daily_users "
    "UNION ALL SELECT COUNT(*), ROUND(SUM(gross_revenue_usd), 2), SUM(clicks) FROM ad_revenue"
)


def test_same_seed_same_data(tmp_path: Path, demo_db: Path) -> None:
    again = tmp_path / "again.sqlite"
    build_warehouse(again)
    assert query(again, CONTENT_HASH) == query(demo_db, CONTENT_HASH)


def test_covers_markets_platforms_and_two_years(demo_db: Path) -> None:
    markets = {r[0] for r in query(demo_db, "SELECT code FROM markets")}
    assert markets >= {"ID", "TH", "VN", "PH", "MY", "SG", "TW", "BR"}
    assert query(demo_db, "SELECT DISTINCT platform FROM daily_users ORDER BY 1") == [("android",), ("ios",)]
    assert query(demo_db, "SELECT MIN(date), MAX(date), COUNT(DISTINCT date) FROM daily_users") == [
        ("2024-01-01", "2025-12-31", 731)
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
    assert ensure_demo_warehouse(target) == target
    stamp = target.stat().st_mtime_ns
    assert ensure_demo_warehouse(target).stat().st_mtime_ns == stamp
    assert [p.name for p in target.parent.iterdir()] == ["wh.sqlite"]
