"""The table from a phone to a wide screen: nothing covers a plate, the status has room, the
hand is readable and spreads out when it has room. Checked by bounding boxes; each layout is
also saved as a screenshot to look at (``HJERTERFRI_SHOTS=/tmp``)."""

from __future__ import annotations

import itertools
import os
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.live_server import LiveServer
from tests.browser.scripted_table import ScriptedTable, table_state
from tests.browser.table_driver import (
    CLICK_ACTIONS,
    open_start_page,
    play_by_click,
    set_fast_by_clicks,
    start_game_by_clicks,
    turn,
)

Box = dict[str, float]
PHONE = (390, 844)
LAPTOP = (1280, 800)
WIDE = (1920, 1080)


def overlap(a: Box, b: Box) -> bool:
    return (
        a["x"] < b["x"] + b["width"]
        and b["x"] < a["x"] + a["width"]
        and a["y"] < b["y"] + b["height"]
        and b["y"] < a["y"] + a["height"]
    )


def inside(box: Box, width: float, height: float) -> bool:
    right, bottom = box["x"] + box["width"], box["y"] + box["height"]
    return box["x"] >= 0 and box["y"] >= 0 and right <= width and bottom <= height


def boxes(page: Page, selector: str) -> list[Box]:
    found = [node.bounding_box() for node in page.locator(selector).all()]
    return [box for box in found if box]


def screenshot(page: Page, tmp_path: Path, name: str) -> None:
    folder = Path(os.environ.get("HJERTERFRI_SHOTS", tmp_path))
    page.screenshot(path=folder / f"layout-{name}.png")


@pytest.fixture
def sized_page(browser: Browser, request: pytest.FixtureRequest) -> Any:
    width, height = request.param
    context = browser.new_context(viewport={"width": width, "height": height}, locale="en-GB")
    page = context.new_page()
    yield page
    context.close()


DEALS_TO_TRY = 3


def play_until(page: Page, done: Any, most: int = 80) -> bool:
    """Plays (passing first) until ``done(page)`` holds at your turn to play (True), or the
    game ends first (False: a bot may claim the rest of a deal while you still hold cards)."""
    for _ in range(most):
        now = turn(page)
        if now == "over":
            return False
        if now == "play" and done(page):
            return True
        CLICK_ACTIONS[now](page)
    raise AssertionError(f"the table never reached the position to check in {most} decisions")


def expect_a_clear_table(page: Page, width: int, height: int) -> None:
    plates = boxes(page, "#opponent-seats .opponent")
    trick = boxes(page, "#trick-area .trick-card")
    assert trick, "a trick is on the table"
    for plate in plates:
        assert inside(plate, width, height), plate
        for card in trick:
            assert not overlap(plate, card), (plate, card)
    for a, b in itertools.combinations(plates, 2):
        assert not overlap(a, b), (a, b)
    hand = boxes(page, "#hand .card")
    assert all(inside(card, width, height) for card in hand)
    mine = page.locator("#my-plate").bounding_box()
    status = page.locator("#status-line").bounding_box()
    assert mine and status
    assert not any(overlap(mine, card) for card in hand)
    assert status["width"] >= min(0.8 * width, 400), status  # never squeezed into a column


CASES = [(PHONE, 4), (PHONE, 6), (LAPTOP, 4), (LAPTOP, 6), (WIDE, 4), (WIDE, 6)]
NAMES = ("Anna", "Astrid", "Bjørn", "Freja", "Karin", "Sigrid")
TRICK = ["9C", "KC", "2C", "QH", "JD"]  # a card from every other seat, the led one first
HAND = ["3C", "TC", "AC", "5D", "8D", "QD", "4S", "JS", "AS", "6H", "9H", "KH", "AH"]


def full_trick(players: int) -> dict[str, Any]:
    """Your turn, last to a trick with a card from every other seat: the fullest felt."""
    plays = [{"seat": seat, "card": TRICK[seat - 1]} for seat in range(1, players)]
    hand = HAND[: 52 // players]
    state = table_state(
        5, "play", to_act=0, hand=hand, legal=[c for c in hand if c.endswith("C")],
        trick=plays, tricks_played=2, hand_sizes=[len(hand)] + [len(hand) - 1] * (players - 1),
        points_taken=[0, 13, 2] + [0] * (players - 3), tricks_taken=[0, 1, 1] + [0] * (players - 3),
        point_cards=[[], ["QS"], ["2H", "3H"]] + [[]] * (players - 3), leader=1,
    )  # fmt: skip
    state["seats"] = [
        {"seat": s, "name": NAMES[s], "kind": "human" if s == 0 else "bot", "level": "medium"}
        for s in range(players)
    ]
    state["rules"] = {"players": players}
    state["totals"] = [0] * players
    state["match"]["leaders"] = list(range(players))
    return state


@pytest.mark.parametrize(
    ("sized_page", "players"), CASES, indirect=["sized_page"], ids=lambda c: str(c)
)
def test_no_card_covers_a_plate(
    sized_page: Page, live_server: LiveServer, tmp_path: Path, players: int
) -> None:
    page = sized_page
    width, height = page.viewport_size["width"], page.viewport_size["height"]  # type: ignore[index]
    ScriptedTable(full_trick(players), {}).install(page)
    page.goto(live_server.url + "#game=scripted")
    expect(page.locator("#trick-area .trick-card")).to_have_count(players - 1)
    assert turn(page) == "play"
    screenshot(page, tmp_path, f"{width}x{height}-{players}")
    expect_a_clear_table(page, width, height)
    if (width, height) == WIDE:
        trick_card = boxes(page, "#trick-area .trick-card")[0]
        hand_card = boxes(page, "#hand .card")[0]
        assert trick_card["width"] >= 100 and hand_card["width"] >= 120  # not lost in the felt


@pytest.mark.parametrize("sized_page", [PHONE], indirect=True, ids=["phone"])
def test_a_short_hand_spreads_out_on_a_phone(
    sized_page: Page, live_server: LiveServer, tmp_path: Path
) -> None:
    page = sized_page
    for _ in range(DEALS_TO_TRY):  # the deals are random: one may be claimed before it gets there
        open_start_page(page, live_server.url)
        start_game_by_clicks(page, name="Anna", players=6, single_deal=True)
        set_fast_by_clicks(page)
        if play_until(page, lambda page: page.locator("#hand .card").count() <= 4):
            break
    else:
        raise AssertionError(f"all {DEALS_TO_TRY} deals were claimed before four cards were left")
    screenshot(page, tmp_path, "phone-short-hand")
    cards = sorted(boxes(page, "#hand .card"), key=lambda box: box["x"])
    assert len({round(card["y"]) for card in cards if card}) <= 2  # lifted or not: one row
    for left, right in itertools.pairwise(cards):
        assert right["x"] >= left["x"] + left["width"], (left, right)  # side by side, none hidden
    played = page.locator("#hand .card.legal").first.get_attribute("data-card")
    play_by_click(page)
    # The played card leaves the hand (a bot may then claim the rest and end the deal).
    expect(page.locator(f'#hand .card[data-card="{played}"]')).to_have_count(0)


CORNER_SHOWS = """() => [...document.querySelectorAll("#hand .card")].map((card) => {
  const box = card.getBoundingClientRect();
  const top = document.elementFromPoint(box.left + 9, box.top + 14);
  return [card.dataset.card, top?.closest(".card")?.dataset.card ?? null];
})"""


@pytest.mark.parametrize(
    ("sized_page", "players"), [(PHONE, 3), (PHONE, 4)], indirect=["sized_page"]
)
def test_every_rank_shows_while_choosing_cards_on_a_phone(
    sized_page: Page, live_server: LiveServer, tmp_path: Path, players: int
) -> None:
    """No slivers: each card shows at least 40% of itself beside the next; and with cards
    chosen (lifted), no card hides the rank in another's corner."""
    page = sized_page
    open_start_page(page, live_server.url)
    start_game_by_clicks(page, name="Anna", players=players, single_deal=True)
    assert turn(page) == "pass"
    cards = page.locator("#hand .card")
    for index in (-1, -2, -4):  # high hearts, as a player passes them
        cards.nth(cards.count() + index).click(position={"x": 9, "y": 14})
    expect(page.locator("#hand .card.chosen")).to_have_count(3)
    page.wait_for_timeout(300)  # the lift's transition
    screenshot(page, tmp_path, f"phone-choosing-{players}")
    shown = page.evaluate(CORNER_SHOWS)
    assert all(card == top for card, top in shown), shown
    rows: dict[int, list[Box]] = {}
    for box in boxes(page, "#hand .card:not(.chosen)"):
        rows.setdefault(round(box["y"]), []).append(box)
    for row in rows.values():
        row.sort(key=lambda box: box["x"])
        for left, right in itertools.pairwise(row):
            assert right["x"] - left["x"] >= 0.4 * left["width"], (left, right)
