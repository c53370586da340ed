"""A whole deal watched as a card player watches it: whose turn it is on every seat, no status
left over from a turn that is over, the pass in words, who led and which card is winning."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.browser.live_server import LiveServer
from tests.browser.table_driver import (
    CLICK_ACTIONS,
    CORNER,
    open_start_page,
    play_by_click,
    play_to_the_end,
    set_fast_by_clicks,
    start_game_by_clicks,
    turn,
)
from tests.browser.table_watch import log, seat_names, symbol, watch, winning

STALE = ("Your turn.", "Your lead.")


def pass_and_remember(page: Page) -> list[str]:
    cards = page.locator("#hand .card")
    chosen = [cards.nth(i).get_attribute("data-card") or "" for i in range(3)]
    for card in chosen:
        page.locator(f'#hand .card[data-card="{card}"]').click(position=CORNER)
    page.locator("#action-button").click()
    return chosen


def expect_trick_marked(page: Page) -> int:
    """The led card is tagged "Led" and exactly the winning card is lit; returns the cards seen."""
    nodes = page.locator("#trick-area .trick-card").all()
    cards = [node.get_attribute("data-card") or "" for node in nodes]
    if not cards:
        return 0
    classes = [node.get_attribute("class") or "" for node in nodes]
    assert "led" in classes[0].split() and not any("led" in c.split() for c in classes[1:])
    expect(page.locator("#trick-area .trick-card").first.locator(".trick-tag")).to_contain_text(
        "Led"
    )
    lit = [card for card, c in zip(cards, classes, strict=True) if "winning" in c.split()]
    assert lit == [winning(cards)], (cards, lit)
    tag = page.locator(f'#trick-area .trick-card[data-card="{lit[0]}"] .trick-tag')
    expect(tag).to_contain_text("Winning")
    return len(cards)


def test_a_whole_deal_shows_every_turn_the_pass_and_the_trick(
    page: Page, live_server: LiveServer
) -> None:
    open_start_page(page, live_server.url)
    start_game_by_clicks(page, name="Anna", single_deal=True)
    set_fast_by_clicks(page)
    names = seat_names(page)
    assert turn(page) == "pass"
    watch(page)

    passed = pass_and_remember(page)
    assert turn(page) in ("play", "over")
    # First deal: pass to the left (seat 1), get the cards of the right neighbour (seat 3).
    summary = page.locator("#pass-summary")
    expect(summary).to_be_visible()
    expect(summary).to_contain_text(f"Passed {' '.join(map(symbol, passed))} to {names[1]}")
    expect(summary).to_contain_text(re.compile(rf"got (\S+ ){{2}}\S+ from {names[3]}"))
    said = [e["status"] for e in log(page)]
    assert any(re.search(rf"{names[3]} passed you (\S+ ){{2}}\S+\.", s) for s in said), said

    trick_cards_seen = 0

    def play_and_check(page: Page) -> None:
        nonlocal trick_cards_seen
        trick_cards_seen += expect_trick_marked(page)
        play_by_click(page)

    play_to_the_end(page, {**CLICK_ACTIONS, "play": play_and_check})
    assert trick_cards_seen > 0

    entries = log(page)
    lit_seats = {seat for e in entries for seat in e["lit"]}
    assert lit_seats == {0, 1, 2, 3}, "every seat's plate is lit when its card comes"
    assert all(len(e["lit"]) <= 1 for e in entries), "one plate lit at a time"
    busy = [e for e in entries if e["turn"] == "busy"]
    assert busy, "the table was never seen animating"
    for entry in busy:
        assert entry["status"] not in STALE, entry
        assert not entry["status"].startswith("Choose 3 cards"), entry
        assert entry["action"] == "", entry  # no Pass button once passed
        for seat in entry["lit"]:
            if seat != 0:  # the lit seat is the one acting: it plays, or claims the rest
                said = (f"{names[seat]} plays.", f"{names[seat]} claims the remaining")
                assert entry["status"].startswith(said), entry
    tricks = [
        int(re.sub(r"\D", "", text) or 0)
        for text in page.locator(".plate .plate-tricks").all_inner_texts()
    ]
    assert sum(tricks) == 13, tricks


def test_undo_says_what_it_took_back(page: Page, live_server: LiveServer) -> None:
    open_start_page(page, live_server.url)
    start_game_by_clicks(page, name="Anna", single_deal=True)
    set_fast_by_clicks(page)
    assert turn(page) == "pass"
    CLICK_ACTIONS["pass"](page)
    while turn(page) == "play" and not page.locator("#undo-button:enabled").count():
        play_by_click(page)
    assert turn(page) == "play"
    card = page.locator("#hand .card.legal").first.get_attribute("data-card") or ""
    play_by_click(page)
    assert turn(page) == "play"
    page.locator("#undo-button").click()
    assert turn(page) == "play"
    expect(page.locator("#status-line")).to_contain_text(
        f"Undone: {symbol(card)} back in your hand."
    )
