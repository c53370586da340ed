"""The pages work under their Content-Security-Policy: no violation is reported on the game
page (start page, a game against bots, a pass and a card) nor on the scoreboard page."""

from __future__ import annotations

from playwright.sync_api import ConsoleMessage, Page, expect

from tests.browser.live_server import LiveServer
from tests.browser.table_driver import open_start_page, play_by_click, turn
from tests.security.table_steps import first_card_to_play

LISTEN = """
window.cspViolations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
});
"""


def _watch(page: Page) -> list[str]:
    """Violations the page reports, and the console's CSP complaints, as they come."""
    seen: list[str] = []

    def console(message: ConsoleMessage) -> None:
        if "Content Security Policy" in message.text:
            seen.append(message.text)

    page.on("console", console)
    page.add_init_script(LISTEN)
    return seen


def _violations(page: Page, console: list[str]) -> list[str]:
    reported: list[str] = page.evaluate("window.cspViolations")
    return reported + console


def test_the_game_page_runs_under_its_policy(page: Page, live_server: LiveServer) -> None:
    console = _watch(page)
    response = page.goto(live_server.url)
    assert (
        response is not None and "script-src 'self'" in response.headers["content-security-policy"]
    )
    first_card_to_play(page, live_server.url)
    play_by_click(page)
    assert turn(page) in ("play", "next_deal", "over")
    assert _violations(page, console) == []


def test_the_rules_help_and_the_statistics_page_run_under_the_policy(
    page: Page, live_server: LiveServer
) -> None:
    console = _watch(page)
    open_start_page(page, live_server.url)
    page.locator("#preset").select_option("omnibus")
    page.locator("#start-help").click()
    expect(page.locator("#help-body .help-item svg.card-svg").first).to_be_visible()
    page.goto(f"{live_server.url}stats.html")
    expect(page.locator("body[data-ready]")).to_have_count(1)
    page.get_by_label("Player's name").fill("Anna")
    page.get_by_role("button", name="Show statistics").click()
    expect(page.locator("#stats-figures")).to_contain_text("Moons stopped")
    assert _violations(page, console) == []


def test_the_scoreboard_page_runs_under_its_policy(page: Page, live_server: LiveServer) -> None:
    console = _watch(page)
    page.goto(f"{live_server.url}scoreboard/")
    for position, name in enumerate(("Anna", "Bo", "Cai", "Dag"), start=1):
        page.fill(f"input[name=name-{position}]", name)
    page.click("#create")
    expect(page.locator("#next-deal")).to_contain_text("Deal 1")
    assert _violations(page, console) == []


def test_the_watch_would_see_a_violation(page: Page, live_server: LiveServer) -> None:
    """An inline script on the page is blocked and reported: the check above is not blind."""
    console = _watch(page)
    open_start_page(page, live_server.url)
    page.evaluate(
        """() => { const s = document.createElement("script");
                   s.textContent = "window.ran = true"; document.body.append(s); }"""
    )
    assert page.evaluate("window.ran === undefined")
    assert _violations(page, console)
