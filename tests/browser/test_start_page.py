"""The start page offers every rule of RULES.md and starts a game with exactly what was chosen."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, Dialog, Page, expect

from tests.browser.live_server import LiveServer
from tests.browser.table_driver import open_start_page, start_game_by_clicks

VARIANT_CONTROLS = (
    "#rule-pass_order",
    "#rule-moon",
    "#rule-ties",
    "#rule-queen_points",
    "#rule-first_trick_points",
    "#rule-hearts_must_break",
    "#rule-queen_breaks_hearts",
    "#rule-jack_of_diamonds",
)


def test_every_variant_is_offered_and_reaches_the_game(page: Page, live_server: LiveServer) -> None:
    open_start_page(page, live_server.url)
    page.locator("#player-name").fill("Anna")
    page.locator('#player-count label:has(input[value="5"])').click()
    expect(page.locator("#opponents select")).to_have_count(4)
    page.locator("#preset").select_option("omnibus")
    expect(page.locator("#preset-description")).to_contain_text("jack of diamonds")
    page.locator("#target").fill("50")
    page.locator("#opponent-1").select_option("easy")
    page.locator("#opponent-4").select_option("hard")

    page.locator(".variants summary").click()
    for control in VARIANT_CONTROLS:
        expect(page.locator(control)).to_be_visible()
    expect(page.locator("#rule-jack_of_diamonds")).to_be_checked()
    expect(page.locator("#rule-three_player_removes")).to_be_hidden()
    page.locator("#rule-pass_order").select_option("right_first")
    page.locator("#rule-moon").select_option("shooters_choice")
    page.locator("#rule-ties").select_option("play_off")
    page.locator("#rule-queen_points").select_option("12")
    page.locator("#rule-first_trick_points").check()
    page.locator("#rule-queen_breaks_hearts").check()
    page.locator("#start-auto-play").check()

    page.locator("#start-game").click()
    expect(page.locator("#table-screen")).to_be_visible()
    game_id = page.url.split("#game=")[1]
    game = page.request.get(f"{live_server.url}api/games/{game_id}").json()
    assert game["rules"] == {
        "players": 5, "three_player_removes": "2D", "pass_order": "right_first",
        "first_trick_points": True, "hearts_must_break": True, "queen_breaks_hearts": True,
        "moon": "shooters_choice", "jack_of_diamonds": True, "queen_points": 12,
        "target": 50, "single_deal": False, "ties": "play_off",
    }  # fmt: skip
    assert [seat["level"] for seat in game["seats"][1:]] == ["easy", "medium", "medium", "hard"]
    expect(page.locator("#opponent-seats .opponent")).to_have_count(4)
    expect(page.locator("#hand .card")).to_have_count(10)
    expect(page.locator("#jack-rule")).to_have_text("J♦ scores −10")  # the table reminds of it
    page.locator("#settings-button").click()
    expect(page.locator("#auto-play-forced")).to_be_checked()


def test_three_players_choose_which_two_leaves(page: Page, live_server: LiveServer) -> None:
    open_start_page(page, live_server.url)
    page.locator("#player-name").fill("Anna")
    page.locator('#player-count label:has(input[value="3"])').click()
    page.locator(".variants summary").click()
    page.locator("#rule-three_player_removes").select_option("2C")
    page.locator('#game-length label:has(input[value="single"])').click()
    expect(page.locator("#target-field")).to_be_hidden()
    page.locator("#start-game").click()
    expect(page.locator("#hand .card")).to_have_count(17)
    game_id = page.url.split("#game=")[1]
    rules = page.request.get(f"{live_server.url}api/games/{game_id}").json()["rules"]
    chosen = (rules["players"], rules["three_player_removes"], rules["single_deal"])
    assert chosen == (3, "2C", True)


def test_a_game_needs_a_name_and_says_so(page: Page, live_server: LiveServer) -> None:
    open_start_page(page, live_server.url)
    page.locator("#player-name").fill("  ")
    page.locator("#start-game").click()
    expect(page.locator("#start-error")).to_have_text(
        "Type your name: it stands on your plate and in the score sheet."
    )
    expect(page.locator("#player-name")).to_be_focused()
    expect(page.locator("#start-screen")).to_be_visible()
    assert page.request.get(f"{live_server.url}api/games").json()["games"] == []


def test_the_start_button_shows_without_scrolling(page: Page, live_server: LiveServer) -> None:
    open_start_page(page, live_server.url)  # 1280×800, the conftest's window
    box = page.locator("#start-game").bounding_box()
    assert box is not None and box["y"] + box["height"] <= 800, box


def test_the_page_speaks_the_language_chosen(page: Page, live_server: LiveServer) -> None:
    open_start_page(page, live_server.url)
    expect(page.locator("#start-game")).to_have_text("Start the game")
    page.locator("#language").select_option("sv")
    expect(page.locator("#start-game")).to_have_text("Starta spelet")
    expect(page.locator("html")).to_have_attribute("lang", "sv")
    page.reload()
    expect(page.locator("#start-game")).to_have_text("Starta spelet")


def test_the_browsers_language_is_the_default(browser: Browser, live_server: LiveServer) -> None:
    context = browser.new_context(locale="nb-NO")
    page = context.new_page()
    open_start_page(page, live_server.url)
    expect(page.locator("#start-game")).to_have_text("Start spillet")
    expect(page.locator("#language")).to_have_value("nb")
    context.close()


def test_a_game_is_deleted_from_the_start_page_after_asking(
    page: Page, live_server: LiveServer
) -> None:
    open_start_page(page, live_server.url)
    start_game_by_clicks(page, name="Anna", single_deal=True)
    game_id = page.url.split("#game=")[1]
    page.locator("#menu-button").click()
    expect(page.locator("#start-screen")).to_be_visible()
    games = page.locator("#unfinished-games li")
    expect(games).to_have_count(1)
    # The browser is en-GB: the day before the month, a 24-hour clock (not "Nov 30, 3:50 PM").
    expect(games.locator(".game-when")).to_have_text(
        re.compile(r"^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} · Deal 1$")
    )
    delete = games.locator("button.delete-game")
    expect(delete).to_have_text("Delete")

    asked: list[str] = []

    def answer(accept: bool) -> None:
        def handle(dialog: Dialog) -> None:
            asked.append(dialog.message)
            if accept:
                dialog.accept()
            else:
                dialog.dismiss()

        page.once("dialog", handle)

    answer(False)  # "Cancel": nothing happens
    delete.click()
    assert asked == ["Delete this game? It cannot be undone."]
    expect(games).to_have_count(1)
    assert page.request.get(f"{live_server.url}api/games/{game_id}").status == 200

    answer(True)
    delete.click()
    expect(games).to_have_count(0)
    expect(page.locator("#no-unfinished")).to_be_visible()
    assert len(asked) == 2
    assert page.request.get(f"{live_server.url}api/games/{game_id}").status == 404
    seats = page.evaluate("() => JSON.parse(localStorage.getItem('hjerterfri.seats'))")
    assert game_id not in seats
