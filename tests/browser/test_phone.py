"""On a phone-sized screen the hand fits: every card on the screen, each one's corner showing."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.live_server import LiveServer
from tests.browser.table_driver import open_start_page, start_game_by_clicks, turn

PHONE = {"width": 390, "height": 844}
MIN_SHOWN_PX = 20  # of each card covered by the next one, at least this much shows: the rank


@pytest.fixture
def phone_page(browser: Browser) -> Any:
    context = browser.new_context(
        viewport=PHONE, device_scale_factor=2, has_touch=True, locale="en-GB"
    )
    yield context.new_page()
    context.close()


def rows_of(boxes: list[dict[str, float]]) -> list[list[dict[str, float]]]:
    """The cards grouped by the row they lie in, each row from left to right."""
    rows: dict[int, list[dict[str, float]]] = {}
    for box in boxes:
        rows.setdefault(round(box["y"]), []).append(box)
    return [sorted(row, key=lambda b: b["x"]) for _, row in sorted(rows.items())]


def inside(box: dict[str, float], width: float, height: float) -> bool:
    return (
        box["x"] >= 0
        and box["y"] >= 0
        and box["x"] + box["width"] <= width
        and (box["y"] + box["height"] <= height)
    )


@pytest.mark.parametrize("players", [3, 4, 6])
def test_the_hand_fits_a_phone_without_hiding_cards(
    phone_page: Page, live_server: LiveServer, tmp_path: Path, players: int
) -> None:
    page = phone_page
    open_start_page(page, live_server.url)
    start_game_by_clicks(page, name="Anna", players=players)
    assert turn(page) == "pass"  # no card is lifted while passing: the rows are level
    cards = page.locator("#hand .card")
    expect(cards).to_have_count({3: 17, 4: 13, 6: 8}[players])
    shot = tmp_path / f"phone-{players}-players.png"
    page.screenshot(path=shot)
    assert shot.stat().st_size > 0

    boxes = [box for box in (card.bounding_box() for card in cards.all()) if box]
    assert len(boxes) == cards.count()
    assert all(inside(box, PHONE["width"], PHONE["height"]) for box in boxes)
    rows = rows_of(boxes)
    assert len(rows) <= 2
    for row in rows:
        for left, right in itertools.pairwise(row):
            assert right["x"] - left["x"] >= MIN_SHOWN_PX
    for upper, lower in itertools.pairwise(rows):
        assert lower[0]["y"] - upper[0]["y"] >= upper[0]["height"] * 0.4

    hand_top = min(box["y"] for box in boxes)
    for plate in page.locator("#opponent-seats .opponent").all():
        box = plate.bounding_box()
        assert box is not None
        assert inside(box, PHONE["width"], PHONE["height"])
        assert box["y"] + box["height"] <= hand_top
