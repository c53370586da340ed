"""Whole games against three bots, from the start page to the result: by mouse, by keyboard."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.browser.live_server import LiveServer
from tests.browser.table_driver import (
    CLICK_ACTIONS,
    KEY_ACTIONS,
    click_illegal_card_and_read_why,
    hand,
    open_start_page,
    pass_by_clicks,
    play_by_click,
    play_to_the_end,
    set_fast_by_clicks,
    set_fast_by_keys,
    start_game_by_clicks,
    start_single_deal_by_keys,
    turn,
)

RESULT = re.compile(r"wins!|Draw between|Shared win")


def expect_final_result(page: Page, name: str) -> None:
    sheet = page.locator("#scores-dialog")
    expect(sheet).to_be_visible()
    expect(page.locator("#result-line")).to_have_text(RESULT)
    expect(sheet.locator("thead th").nth(1)).to_have_text(name)
    expect(page.locator("#new-game-button")).to_be_visible()


def expect_the_ladder_and_turn_it_off_and_on(page: Page) -> None:
    """The ladder is off until the player turns it on; then every plate shows its step in words."""
    badges = page.locator(".plate .badge.ladder")
    expect(badges).to_have_count(0)
    for shown in (True, False):
        page.locator("#settings-button").click()
        page.locator("#show-ladder").set_checked(shown)
        page.locator("#settings-dialog .close-dialog").click()
        expect(badges).to_have_count(4 if shown else 0)
        if shown:
            expect(badges.first).to_have_text(re.compile(r"^Ladder \d+ of 13$"))


def test_a_whole_game_with_clicks_only(page: Page, live_server: LiveServer) -> None:
    open_start_page(page, live_server.url)
    start_game_by_clicks(page, name="Anna", target=15)
    set_fast_by_clicks(page)

    assert turn(page) == "pass"
    pass_by_clicks(page)
    assert turn(page) == "play"
    received = page.locator("#hand .card.received").count()
    if received == 2:  # one of them was 2♣, and it opened the first trick by itself
        assert "2C" not in hand(page)
        expect(page.locator("#status-line")).to_contain_text("2♣ was played for you.")
    else:
        assert received == 3
    # The first deal passes left: the cards come from the right.
    expect(page.locator("#pass-info")).to_have_text("Pass to the left")

    cards_before = hand(page)
    play_by_click(page)
    assert turn(page) == "play"
    expect(page.locator("#hand .card")).to_have_count(len(cards_before) - 1)
    page.locator("#undo-button").click()
    expect(page.locator("#hand .card")).to_have_count(len(cards_before))
    assert turn(page) == "play"
    assert hand(page) == cards_before
    expect_the_ladder_and_turn_it_off_and_on(page)

    while turn(page) == "play" and page.locator("#hand .card.illegal").count() == 0:
        CLICK_ACTIONS["play"](page)
    if turn(page) == "play":
        assert click_illegal_card_and_read_why(page)

    play_to_the_end(page, CLICK_ACTIONS)
    expect_final_result(page, "Anna")

    page.locator("#new-game-button").click()
    expect(page.locator("#start-screen")).to_be_visible()
    expect(page.locator("#finished-games li")).to_have_count(1)
    page.locator("#finished-games li").get_by_role("button", name="Score sheet").click()
    expect(page.locator("#scores-dialog")).to_be_visible()
    expect(page.locator("#result-line")).to_have_text(RESULT)
    expect(page.locator("#new-game-button")).to_be_hidden()


def test_a_whole_game_with_the_keyboard_only(page: Page, live_server: LiveServer) -> None:
    open_start_page(page, live_server.url)
    start_single_deal_by_keys(page, "Kim")
    set_fast_by_keys(page)

    play_to_the_end(page, KEY_ACTIONS)
    expect_final_result(page, "Kim")
    expect(page.locator("#scores-dialog tbody tr")).to_have_count(1)
    expect(page.locator("#new-game-button:focus")).to_have_count(1)
    page.keyboard.press("Enter")
    expect(page.locator("#start-screen")).to_be_visible()
