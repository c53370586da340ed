"""The page says once that undo against bots shows their cards, and marks the game as practice."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.live_server import LiveServer
from tests.browser.table_driver import play_by_click, turn
from tests.security.table_steps import first_card_to_play


def test_the_first_undo_says_the_game_is_practice_and_the_list_marks_it(
    page: Page, live_server: LiveServer
) -> None:
    first_card_to_play(page, live_server.url)
    notice = page.locator("#practice-notice")
    expect(notice).to_have_count(1)
    expect(notice).to_be_hidden()
    play_by_click(page)
    turn(page)
    page.locator("#undo-button").click()
    expect(notice).to_be_visible()
    expect(notice).to_contain_text("bots' cards back in their hands")
    notice.locator("button").click()
    expect(notice).to_be_hidden()
    # Once: the next undo takes the pass back without saying it again.
    assert turn(page) == "play"
    page.locator("#undo-button").click()
    assert turn(page) == "pass"
    expect(notice).to_be_hidden()
    page.locator("#menu-button").click()
    game = page.locator("#unfinished-games .unfinished-game")
    expect(game).to_have_count(1)
    expect(game.locator(".practice-mark")).to_have_text("Practice — undo used")
