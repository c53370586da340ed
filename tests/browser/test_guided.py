"""The guided first game in a real browser: chosen on the start page, each decision
explained before it (the rule, the cards allowed, the hint), a refused card answered with
the rule and the cards allowed, in Danish too, and the guide turned off with one click."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.live_server import LiveServer
from tests.browser.table_driver import (
    CLICK_ACTIONS,
    CORNER,
    open_start_page,
    pass_by_clicks,
    set_fast_by_clicks,
    start_game_by_clicks,
    turn,
)

RULES = ("you must follow suit", "no hearts and no Q♠ in the first trick", "Hearts are not broken")


def test_a_guided_game_explains_and_teaches(page: Page, live_server: LiveServer) -> None:
    open_start_page(page, live_server.url)
    page.get_by_label("Guided first game: each rule and tip explained before you act").check()
    start_game_by_clicks(page, name="Anna", single_deal=True)
    set_fast_by_clicks(page)
    guide = page.locator("#guide-panel")
    assert turn(page) == "pass"
    expect(guide).to_contain_text("Choose 3 cards to pass to Astrid")
    expect(guide).to_contain_text("Hint: Pass")
    pass_by_clicks(page)
    while turn(page) == "play" and page.locator("#hand .card.illegal").count() == 0:
        expect(guide).to_contain_text("You may play:")
        CLICK_ACTIONS["play"](page)
    assert turn(page) == "play"
    legal = [c.get_attribute("data-card") for c in page.locator("#hand .card.legal").all()]
    expect(guide).to_contain_text("You may play:")
    # some cards are held back: the rule that does it is named first
    rule = guide.locator("p").first.inner_text()
    assert any(words in rule for words in RULES), rule
    illegal = page.locator("#hand .card.illegal").first
    card = illegal.get_attribute("data-card") or ""
    illegal.click(position=CORNER)
    expect(guide).to_have_class("guide-panel teaching")
    symbol = card[:-1].replace("T", "10") + {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}[card[-1]]
    expect(guide).to_contain_text(f"{symbol} is not allowed here.")
    allowed = guide.locator("p").last.inner_text()
    assert allowed.startswith("You may play:")
    assert len(allowed.removeprefix("You may play:").split()) == len(legal)

    page.locator("#settings-button").click()
    page.locator("#table-language").select_option("da")
    page.locator("#settings-dialog .close-dialog").click()
    expect(guide).to_contain_text("Du må spille:")

    page.get_by_role("button", name="Slå guiden fra").click()
    expect(guide).to_be_hidden()
    CLICK_ACTIONS["play"](page)
    turn(page)
    expect(guide).to_be_hidden()
