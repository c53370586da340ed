"""Steps the browser tests here share: a game against bots, up to your first card."""

from __future__ import annotations

from playwright.sync_api import Page

from tests.browser.table_driver import (
    open_start_page,
    pass_by_clicks,
    set_fast_by_clicks,
    start_game_by_clicks,
    turn,
)


def first_card_to_play(page: Page, url: str) -> None:
    """Start a game from the start page and pass: the table waits for your first card."""
    open_start_page(page, url)
    start_game_by_clicks(page, name="Anna", target=15)
    set_fast_by_clicks(page)
    assert turn(page) == "pass"
    pass_by_clicks(page)
    assert turn(page) == "play"
