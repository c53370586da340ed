"""The ends a real game seldom deals on demand: a moon ("Samler!" in Danish), and a draw."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Browser, expect

from tests.browser.live_server import LiveServer
from tests.browser.scripted_table import ScriptedTable, table_state
from tests.browser.table_driver import CORNER

LAST_TRICK = [{"seat": 1, "card": "2H"}, {"seat": 2, "card": "3C"}, {"seat": 3, "card": "4D"}]


def after_last_card(_message: dict[str, Any]) -> list[dict[str, Any]]:
    events = [
        {"index": 51, "deal": 1, "type": "played", "seat": 0, "card": "AH", "trick": 12},
        {"index": 52, "deal": 1, "type": "trick_taken", "trick": 12, "winner": 0,
         "cards": ["2H", "3C", "4D", "AH"], "points": 2},
        {"index": 53, "deal": 1, "type": "moon", "shooter": 0},
    ]  # fmt: skip
    moon = {"shooter": 0, "choosing": True, "choice": None}
    state = table_state(
        11, "moon", phase="moon", tricks_played=13, hand=[], hand_sizes=[0, 0, 0, 0],
        points_taken=[26, 0, 0, 0], moon=moon,
    )  # fmt: skip
    return [{**state, "events": events}]


def after_choice(message: dict[str, Any]) -> list[dict[str, Any]]:
    moon = {"shooter": 0, "choosing": False, "choice": message["choice"]}
    state = table_state(
        12, None, phase="done", tricks_played=13, hand=[], hand_sizes=[0, 0, 0, 0],
        points_taken=[26, 0, 0, 0], moon=moon, points=[-26, 0, 0, 0],
    )  # fmt: skip
    state["score_sheet"] = [[-26, 0, 0, 0]]
    state["moons"] = [0]
    state["totals"] = [-26, 0, 0, 0]
    state["match"] = {"over": True, "winners": [0], "draw": False, "leaders": [0]}
    return [state]


def test_a_moon_is_announced_and_the_shooter_chooses(
    browser: Browser, live_server: LiveServer
) -> None:
    context = browser.new_context(locale="da-DK", viewport={"width": 1280, "height": 800})
    page = context.new_page()
    first = table_state(
        10, "play", to_act=0, hand=["AH"], legal=["AH"], trick=LAST_TRICK,
        points_taken=[24, 0, 0, 0], hand_sizes=[1, 0, 0, 0],
    )  # fmt: skip
    table = ScriptedTable(first, {"play": after_last_card, "moon": after_choice})
    table.install(page)
    page.goto(live_server.url + "#game=scripted")

    page.locator('#hand .card[data-card="AH"]').click(position=CORNER)
    expect(page.locator("#announcement")).to_contain_text("Samler!")
    expect(page.locator("#announcement")).to_contain_text("Anna")
    expect(page.locator("#moon-dialog")).to_be_visible()
    page.locator("#moon-me").click()

    expect(page.locator("#result-line")).to_have_text("Anna vinder!")
    expect(page.locator("#moon-note")).to_have_text("Anna har en samler!")
    expect(page.locator("#score-table tfoot")).to_contain_text("−26")  # a minus, no hyphen
    shooter_cell = page.locator("#score-table tbody tr").first.locator("td").nth(1)
    expect(shooter_cell).to_have_text("★ −26")  # the moon deal marked on the sheet
    expect(shooter_cell).to_have_attribute("title", "Anna har en samler!")
    assert [m["type"] for m in table.received] == ["play", "moon"]
    assert table.received[0] == {"type": "play", "seq": 10, "card": "AH"}
    assert table.received[1] == {"type": "moon", "seq": 11, "choice": "shooter_minus_26"}
    context.close()


def test_a_draw_is_shown_with_the_players_who_share_it(
    browser: Browser, live_server: LiveServer
) -> None:
    context = browser.new_context(locale="en-GB", viewport={"width": 1280, "height": 800})
    page = context.new_page()
    over = table_state(30, None, phase="done", tricks_played=13, hand=[], points=[0, 13, 0, 13])
    over["score_sheet"] = [[50, 40, 50, 70], [0, 13, 0, 13]]
    over["totals"] = [50, 53, 50, 83]
    over["match"] = {"over": True, "winners": [0, 2], "draw": True, "leaders": [0, 2]}
    ScriptedTable(over, {}).install(page)
    page.goto(live_server.url + "#game=scripted")

    expect(page.locator("#scores-dialog")).to_be_visible()
    expect(page.locator("#result-line")).to_have_text("Draw between Anna and Bjørn")
    expect(page.locator("#score-table tbody tr")).to_have_count(2)
    expect(page.locator("#score-table tfoot .best")).to_have_count(2)
    # The end screen: placings (a shared place shared) and a line a player, deal by deal.
    places = page.locator("#placings li")
    expect(places).to_have_text(["1.Anna50", "1.Bjørn50", "3.Astrid53", "4.Freja83"])
    expect(page.locator("#score-chart polyline")).to_have_count(4)
    first_line = page.locator('#score-chart polyline[data-seat="0"]')
    assert len((first_line.get_attribute("points") or "").split()) == 3  # 0, deal 1, deal 2
    page.locator("#new-game-button").click()
    expect(page.locator("#start-screen")).to_be_visible()
    context.close()
