"""The server stops in the middle of a game (as with kill -9) and starts again: the page goes on."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.live_server import LiveServer
from tests.browser.table_driver import (
    CLICK_ACTIONS,
    hand,
    open_start_page,
    pass_by_clicks,
    play_by_click,
    play_to_the_end,
    set_fast_by_clicks,
    start_game_by_clicks,
    turn,
)

RECONNECT_TIMEOUT_MS = 30_000


def test_the_page_resumes_by_itself_after_a_server_restart(
    page: Page, live_server: LiveServer
) -> None:
    open_start_page(page, live_server.url)
    start_game_by_clicks(page, name="Anna", single_deal=True)
    set_fast_by_clicks(page)
    assert turn(page) == "pass"
    pass_by_clicks(page)
    for _ in range(2):
        assert turn(page) == "play"
        play_by_click(page)
    assert turn(page) == "play"
    cards_before = hand(page)
    address_before = page.url

    live_server.kill()
    expect(page.locator("#connection-banner")).to_be_visible()
    live_server.start()

    expect(page.locator("#connection-banner")).to_be_hidden(timeout=RECONNECT_TIMEOUT_MS)
    assert turn(page) == "play"
    assert hand(page) == cards_before
    assert page.url == address_before

    page.locator("#menu-button").click()
    expect(page.locator("#start-screen")).to_be_visible()
    page.locator("#unfinished-games li").get_by_role("button", name="Resume").click()
    assert turn(page) == "play"
    assert hand(page) == cards_before
    play_to_the_end(page, CLICK_ACTIONS)
    expect(page.locator("#result-line")).not_to_be_empty()
