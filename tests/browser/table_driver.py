"""Driving the page like a player: start a game, answer whatever the table waits for.

The table screen says what it waits for in ``data-turn`` (``pass``, ``play``, ``moon``,
``next_deal``, ``over``; ``busy`` while it animates or waits for the server, ``wait`` while
others act). Each ``*_ACTIONS`` table answers one turn, with clicks or with keys only.
"""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

READY = '#table-screen[data-turn]:not([data-turn="busy"]):not([data-turn="wait"])'
CORNER = {"x": 8, "y": 24}  # a card's top-left corner: the part of a fanned card that shows
MOST_STEPS = 600
TURN_TIMEOUT_MS = 30_000

Action = Callable[[Page], None]


def open_start_page(page: Page, url: str) -> None:
    page.goto(url)
    expect(page.locator("body[data-ready]")).to_have_count(1)
    expect(page.locator("#start-screen")).to_be_visible()


def turn(page: Page) -> str:
    """What the table waits for, once it waits for you (or the game is over)."""
    screen = page.locator("#table-screen")
    try:
        page.locator(READY).wait_for(timeout=TURN_TIMEOUT_MS)
    except PlaywrightTimeoutError:
        stuck = screen.get_attribute("data-turn")
        status = page.locator("#status-line").inner_text()
        raise AssertionError(f"the table never waited: turn {stuck!r}, {status!r}") from None
    return screen.get_attribute("data-turn") or ""


def hand(page: Page) -> list[str]:
    """The cards in your hand, as the page shows them (sorted by suit)."""
    return [card.get_attribute("data-card") or "" for card in page.locator("#hand .card").all()]


def play_to_the_end(page: Page, actions: dict[str, Action]) -> None:
    """Answers every turn with ``actions`` until the game is over."""
    for _ in range(MOST_STEPS):
        now = turn(page)
        if now == "over":
            return
        actions[now](page)
    raise AssertionError(f"the game was not over after {MOST_STEPS} decisions")


# -- with the mouse ---------------------------------------------------------------------------
def start_game_by_clicks(
    page: Page, *, name: str, players: int = 4, single_deal: bool = False, target: int | None = None
) -> None:
    page.locator("#player-name").click()
    page.keyboard.type(name)
    page.locator(f'#player-count label:has(input[value="{players}"])').click()
    if single_deal:
        page.locator('#game-length label:has(input[value="single"])').click()
    if target is not None:
        page.locator("#target").click()
        page.keyboard.press("Control+A")
        page.keyboard.type(str(target))
    page.locator("#start-game").click()
    expect(page.locator("#table-screen")).to_be_visible()
    expect(page.locator("#hand .card").first).to_be_visible()


def set_fast_by_clicks(page: Page) -> None:
    page.locator("#settings-button").click()
    page.locator('#speed-choice label:has(input[value="fast"])').click()
    page.locator("#settings-dialog .close-dialog").click()
    expect(page.locator("#settings-dialog")).not_to_be_visible()


def pass_by_clicks(page: Page) -> None:
    for index in range(3):
        page.locator("#hand .card:not(.chosen)").nth(index).click(position=CORNER)
    expect(page.locator("#hand .card.chosen")).to_have_count(3)
    page.locator("#action-button").click()


def play_by_click(page: Page) -> None:
    page.locator("#hand .card.legal").first.click(position=CORNER)


def click_illegal_card_and_read_why(page: Page) -> str:
    """Clicks a card that may not be played now; returns the page's explanation."""
    illegal = page.locator("#hand .card.illegal").first
    card = illegal.get_attribute("data-card")
    illegal.click(position=CORNER)
    status = page.locator("#status-line.explain")
    expect(status).not_to_be_empty()
    expect(page.locator(f'#hand .card[data-card="{card}"]')).to_have_count(1)
    return status.inner_text()


CLICK_ACTIONS: dict[str, Action] = {
    "pass": pass_by_clicks,
    "play": play_by_click,
    "moon": lambda page: page.locator("#moon-others").click(),
    "next_deal": lambda page: page.locator("#next-deal-button").click(),
}


# -- with the keyboard only ----------------------------------------------------------------
def focused_matches(page: Page, selector: str) -> bool:
    return bool(page.evaluate("(s) => document.activeElement?.matches(s) ?? false", selector))


def tab_to(page: Page, selector: str, most: int = 80) -> None:
    """Presses Tab until the element matching ``selector`` has the focus."""
    for _ in range(most):
        if focused_matches(page, selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def focus_hand(page: Page) -> None:
    if not focused_matches(page, "#hand .card"):
        tab_to(page, "#hand .card")


def pass_by_keys(page: Page) -> None:
    focus_hand(page)
    for step in range(3):
        if step:
            page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
    expect(page.locator("#hand .card.chosen")).to_have_count(3)
    tab_to(page, "#action-button", most=5)
    page.keyboard.press("Enter")


def play_by_keys(page: Page) -> None:
    focus_hand(page)
    for _ in range(20):
        if focused_matches(page, "#hand .card.legal"):
            page.keyboard.press("Enter")
            return
        page.keyboard.press("ArrowRight")
    raise AssertionError("the arrows never reached a card that may be played")


def press_enter_in_open_dialog(page: Page) -> None:
    expect(page.locator("dialog[open] button:focus")).to_have_count(1)
    page.keyboard.press("Enter")


KEY_ACTIONS: dict[str, Action] = {
    "pass": pass_by_keys,
    "play": play_by_keys,
    "moon": press_enter_in_open_dialog,
    "next_deal": press_enter_in_open_dialog,
}


def start_single_deal_by_keys(page: Page, name: str) -> None:
    tab_to(page, "#player-name")
    page.keyboard.type(name)
    tab_to(page, "#game-length input")
    page.keyboard.press("ArrowRight")
    expect(page.locator('#game-length input[value="single"]')).to_be_checked()
    tab_to(page, "#start-game")
    page.keyboard.press("Enter")
    expect(page.locator("#table-screen")).to_be_visible()


def set_fast_by_keys(page: Page) -> None:
    tab_to(page, "#settings-button")
    page.keyboard.press("Enter")
    expect(page.locator("#settings-dialog")).to_be_visible()
    tab_to(page, "#speed-choice input")
    page.keyboard.press("ArrowRight")
    expect(page.locator('#speed-choice input[value="fast"]')).to_be_checked()
    page.keyboard.press("Escape")
    expect(page.locator("#settings-dialog")).not_to_be_visible()
