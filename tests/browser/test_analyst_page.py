"""The web page as an analyst's tool (issue 29), in headless Chromium: a landing that says what the catalog
answers, its name as the title, no sideways scroll at 1280×800 or 390×844 whatever the answer (a long SQL, a
46-point chart), the chart before the table, cells formatted by the catalog, and "All" beside a market meaning
the market. Screenshots in `.test-artifacts/browser/` (analyst-*.png)."""

from __future__ import annotations

from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from tests.browser.test_web_page import browser, console_errors, server, shot, wait  # noqa: F401 - fixtures

DESKTOP, PHONE = (1280, 800), (390, 844)
SERIES = "DAU in all markets by day from 2025-11-01 to 2025-12-16"  # 46 days


def sideways(driver: webdriver.Chrome) -> int:
    """How far the page scrolls sideways (0: not at all)."""
    return driver.execute_script(
        "return Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)"
        " - document.documentElement.clientWidth"
    )


def size(driver: webdriver.Chrome, width_height: tuple[int, int]) -> None:
    """The viewport (not the window) at this size."""
    driver.set_window_size(*width_height)
    inner = driver.execute_script("return [window.innerWidth, window.innerHeight]")
    driver.set_window_size(2 * width_height[0] - inner[0], 2 * width_height[1] - inner[1])


def test_landing_names_the_catalog_its_metrics_and_questions(server: str, browser: webdriver.Chrome) -> None:  # noqa: F811
    for name, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
        size(browser, viewport)
        browser.get(server)
        wait(browser, ".landing .metrics li")
        wait(browser, ".landing-suggestions button")
        shot(browser, f"analyst-01-landing-{name}")
        assert browser.find_element(By.ID, "title").text == "Demo warehouse"
        assert browser.title.startswith("Demo warehouse")
        metrics = [li.text for li in browser.find_elements(By.CSS_SELECTOR, ".landing .metrics li")]
        assert any(m.startswith("Total net revenue") for m in metrics) and len(metrics) >= 5
        assert sideways(browser) == 0, name
    assert console_errors(browser) == []


def test_a_long_answer_never_scrolls_the_page_sideways(server: str, browser: webdriver.Chrome) -> None:  # noqa: F811
    size(browser, DESKTOP)
    browser.get(server)
    wait(browser, ".landing")
    browser.find_element(By.ID, "question").send_keys(SERIES, Keys.ENTER)
    card = wait(browser, "article.turn.answered table.rows", timeout=120)
    wait(browser, "article.turn.answered .chart svg")
    answer = browser.find_element(By.CSS_SELECTOR, "article.turn.answered")
    answer.find_element(By.CSS_SELECTOR, "details.sql summary").send_keys(Keys.ENTER)  # the long SQL, opened
    assert len(card.find_elements(By.CSS_SELECTOR, "tbody tr")) == 46
    chart, table = (answer.find_element(By.CSS_SELECTOR, css) for css in (".chart", "table.rows"))
    assert chart.location["y"] < table.location["y"]  # the chart first
    assert chart.size["width"] >= 0.8 * answer.size["width"]  # as wide as the card: readable
    headers = [th.text for th in table.find_elements(By.CSS_SELECTOR, "th")]
    assert headers == ["Day", "Daily active users (DAU)"]
    first = [td.text for td in table.find_elements(By.CSS_SELECTOR, "tbody tr:first-child td")]
    assert first[0] == "2025-11-01" and first[1].endswith(" users")
    for name, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
        size(browser, viewport)
        browser.execute_script("arguments[0].scrollIntoView()", chart)
        shot(browser, f"analyst-02-long-answer-{name}")
        assert sideways(browser) == 0, name
        ask = browser.find_element(By.ID, "ask")
        assert ask.location["x"] + ask.size["width"] <= viewport[0]  # the Ask button stays on screen
    assert console_errors(browser) == []


def test_ticking_a_market_beside_all_markets_answers_for_that_market(server: str, browser: webdriver.Chrome) -> None:  # noqa: F811
    size(browser, DESKTOP)
    browser.get(server)
    wait(browser, ".landing")
    browser.find_element(By.ID, "question").send_keys("IAP net revenue in Nov 2025", Keys.ENTER)
    form = wait(browser, "form.clarify fieldset[data-question='market']")
    boxes = form.find_elements(By.CSS_SELECTOR, "input[type=checkbox]")
    assert boxes[0].is_selected()  # "All markets", preselected
    boxes[1].send_keys(Keys.SPACE)  # Indonesia
    assert boxes[1].is_selected() and not boxes[0].is_selected()
    shot(browser, "analyst-03-market-ticked")
    browser.find_element(By.CSS_SELECTOR, "form.clarify button[type=submit]").send_keys(Keys.ENTER)
    message = wait(browser, "article.turn.answered .message", timeout=120)
    assert "Indonesia" in message.text
    assert console_errors(browser) == []
