"""Charts: a Vega-Lite spec decided from the semantic query, drawn in the terminal and written as images."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sqlclarify import Agent
from sqlclarify.charts import check_image_path, terminal_chart, write_image
from sqlclarify.errors import InputError
from tests.support.cli import run_cli

DAILY = "DAU by day in Nov 2025 for ID"


@pytest.fixture(scope="module")
def turns(tmp_path_factory: pytest.TempPathFactory, demo_db: Path) -> dict[str, object]:
    checkpoint = tmp_path_factory.mktemp("charts") / "threads.sqlite"
    questions = {
        "daily": DAILY,
        "daily_by_platform": "ads net revenue for ID by day by platform last month",
        "breakdown": "ads net revenue by market last month",
        "comparison": "ads net revenue by market Nov 2025 vs Oct 2025",
        "number": "DAU for ID last month",
    }
    with Agent(database=str(demo_db), checkpoint=str(checkpoint), today="2026-01-10") as agent:
        return {key: agent.ask(question) for key, question in questions.items()}


def test_a_daily_series_is_a_line_over_time(turns: dict) -> None:
    turn = turns["daily"]
    spec = turn.chart
    assert spec["$schema"] == "https://vega.github.io/schema/vega-lite/v5.json"
    assert spec["mark"]["type"] == "line"
    x, y = spec["encoding"]["x"], spec["encoding"]["y"]
    assert (x["type"], y["type"]) == ("temporal", "quantitative")
    assert y["title"] == "Daily active users (DAU)" and "color" not in spec["encoding"]
    values = spec["data"]["values"]
    assert [[v[x["field"]], v[y["field"]]] for v in values] == turn.rows  # every row, inline
    assert len(values) == 30 and values[0][x["field"]] == "2025-11-01"
    json.dumps(spec)  # plain JSON, for Studio and UIs


def test_a_series_per_other_dimension_is_one_line_each(turns: dict) -> None:
    spec = turns["daily_by_platform"].chart
    color = spec["encoding"]["color"]
    assert spec["mark"]["type"] == "line" and color["title"] == "Platform"
    assert {v[color["field"]] for v in spec["data"]["values"]} == {"Android", "iOS"}  # the catalog's value labels


def test_a_breakdown_is_bars_in_the_answers_order(turns: dict) -> None:
    turn = turns["breakdown"]
    spec = turn.chart
    assert spec["mark"]["type"] == "bar"
    assert spec["encoding"]["x"]["type"] == "nominal" and spec["encoding"]["x"]["title"] == "Market"
    assert [v["value"] for v in spec["data"]["values"]] == [row[1] for row in turn.rows]


def test_a_comparison_is_grouped_bars(turns: dict) -> None:
    spec = turns["comparison"].chart
    assert spec["mark"]["type"] == "bar" and "xOffset" in spec["encoding"]
    records = spec["data"]["values"]
    assert len(records) == 16 and {r["series"] for r in records} == {"Nov 2025", "Oct 2025"}


def test_a_single_number_has_no_chart(turns: dict) -> None:
    assert turns["number"].status == "answered" and turns["number"].chart is None
    assert json.loads(turns["number"].model_dump_json())["chart"] is None


def test_the_terminal_drawing_shows_the_series(turns: dict) -> None:
    text = terminal_chart(turns["daily"].chart, width=80)
    assert "Daily active users (DAU)" in text and "2025-11-01" in text and "2025-11-30" in text
    bars = terminal_chart(turns["comparison"].chart, width=100)
    assert "Indonesia" in bars and "bars left to right: Nov 2025, Oct 2025" in bars


@pytest.mark.parametrize(("name", "magic"), [("chart.png", b"\x89PNG\r\n\x1a\n"), ("chart.svg", b"<?xml")])
def test_images_are_written(turns: dict, tmp_path: Path, name: str, magic: bytes) -> None:
    path = write_image(turns["daily_by_platform"].chart, str(tmp_path / name))
    assert path.read_bytes().startswith(magic) and path.stat().st_size > 1000


def test_an_unknown_image_format_or_a_missing_extra_is_one_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(InputError, match=r"\.png or \.svg"):
        check_image_path("chart.gif")
    import sqlclarify.charts as charts

    monkeypatch.setattr(charts.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(InputError, match=r"sqlclarify\[charts\]"):
        check_image_path("chart.png")


def test_ask_draws_the_chart_and_writes_the_image(tmp_path: Path) -> None:
    image = tmp_path / "dau.svg"
    args = ["ask", DAILY, "--chart-terminal", "--chart", str(image)]
    result = run_cli(*args)
    assert result.returncode == 0, result.stderr
    assert "┤" in result.stdout and "2025-11-30" in result.stdout  # drawn, with no terminal attached
    assert f"chart written to {image}" in result.stderr and image.read_bytes().startswith(b"<?xml")
    bad = run_cli("ask", DAILY, "--chart", "x.gif")
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1
