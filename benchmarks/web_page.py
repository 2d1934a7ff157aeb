"""The web page: first paint and the thread list drawn with 10,000 threads in the store (against 10 threads, in
the same run), and the weight of the page's scripts and styles.

Headless Chromium (Debian's, through chromium-driver) loads `sqlclarify web` on a free loopback port; the time is
the browser's own: `first-contentful-paint`, and the moment the first thread row exists.

`python benchmarks/web_page.py [--quick]` prints the figures; the bench runner imports `measure()`.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from scale_threads import fill

ROOT = Path(__file__).resolve().parents[1]
STATIC = ROOT / "src" / "sqlclarify" / "faces" / "web" / "static"
PAINT_GOAL_MS = 1000.0
WEIGHT_GOAL = 1.5 * 1024 * 1024
RUNS = 5


def _serve(checkpoint: Path) -> tuple[subprocess.Popen, str]:
    env = {**os.environ, "SQLCLARIFY_CHECKPOINT": str(checkpoint), "SQLCLARIFY_TODAY": "2026-01-10"}
    process = subprocess.Popen(
        [sys.executable, "-m", "sqlclarify", "web", "--port", "0"],
        stderr=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    found = re.search(r"(http://127\.0\.0\.1:\d+/)", process.stderr.readline())
    if not found:
        process.kill()
        raise RuntimeError("sqlclarify web did not start")
    return process, found.group(1)


def _browser() -> Any:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service(executable_path="/usr/bin/chromedriver"), options=options)


def _paint_ms(driver: Any, url: str) -> tuple[float, float]:
    """(first contentful paint, thread list drawn) in ms from navigation start, the browser's clock."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get("about:blank")
    driver.get(url)
    WebDriverWait(driver, 30).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#thread-list li"))
    drawn = driver.execute_script("return performance.now()")
    paint = driver.execute_script(
        "const e = performance.getEntriesByName('first-contentful-paint')[0]; return e ? e.startTime : null"
    )
    return float(paint or drawn), float(drawn)


def measure(quick: bool = False) -> list[dict[str, Any]]:
    sizes = (10, 500) if quick else (10, 10_000)
    results: dict[int, tuple[float, float]] = {}
    with tempfile.TemporaryDirectory() as folder:
        servers = []
        for size in sizes:
            path = Path(folder) / f"threads-{size}.sqlite"
            fill(path, size)
            servers.append((size, *_serve(path)))
        driver = _browser()
        try:
            samples: dict[int, list[tuple[float, float]]] = {size: [] for size in sizes}
            for _ in range(2 if quick else RUNS):  # interleaved: the machine's load hits both alike
                for size, _, url in servers:
                    samples[size].append(_paint_ms(driver, url))
            for size, found in samples.items():
                results[size] = (statistics.median(p for p, _ in found), statistics.median(d for _, d in found))
        finally:
            driver.quit()
            for _, process, _ in servers:
                process.terminate()
    small, big = sizes
    weight = sum(p.stat().st_size for p in STATIC.rglob("*") if p.suffix in (".js", ".css", ".html"))
    return [
        {
            "id": "web.first_paint",
            "what": f"web page first contentful paint with {big:,} threads vs {small} (ms)",
            "measured": round(results[big][0], 1),
            "baseline": round(results[small][0], 1),
            "ratio": results[big][0] / results[small][0],
            "goal": f"≤ {PAINT_GOAL_MS:.0f} ms",
            "met": results[big][0] <= PAINT_GOAL_MS,
            "note": "headless Chromium on localhost, median of interleaved loads",
        },
        {
            "id": "web.thread_list",
            "what": f"thread list drawn with {big:,} threads vs {small} (ms)",
            "measured": round(results[big][1], 1),
            "baseline": round(results[small][1], 1),
            "ratio": results[big][1] / results[small][1],
            "goal": f"≤ {PAINT_GOAL_MS:.0f} ms",
            "met": results[big][1] <= PAINT_GOAL_MS,
            "note": "the first page of 20 from the thread index",
        },
        {
            "id": "web.weight",
            "what": "the page's scripts, styles and HTML, vega-embed included (bytes, uncompressed)",
            "measured": weight,
            "baseline": int(WEIGHT_GOAL),
            "ratio": weight / WEIGHT_GOAL,
            "goal": "≤ 1.5 MB",
            "met": weight <= WEIGHT_GOAL,
            "note": "Vega, Vega-Lite and vega-embed are vendored, minified",
        },
    ]


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true")
    print(json.dumps(measure(quick=parser.parse_args().quick), indent=2))
