"""Rules and tips from the start page and the table; sound, card backs and the table's colour
kept across a reload; "play again with the same rules" at the end of a game."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Page, expect

from tests.browser.live_server import LiveServer
from tests.browser.table_driver import (
    CLICK_ACTIONS,
    open_start_page,
    pass_by_clicks,
    play_by_click,
    play_to_the_end,
    set_fast_by_clicks,
    start_game_by_clicks,
    turn,
)

JACK_EN = "J♦ scores −10"
JACK_DA = "J♦ giver −10"


def open_help(page: Page, button: str) -> None:
    page.locator(button).click()
    expect(page.locator("#help-dialog")).to_be_visible()
    expect(page.locator("#help-body .help-item").first).to_be_visible()


def close_help(page: Page) -> None:
    page.locator("#help-dialog .close-dialog").click()
    expect(page.locator("#help-dialog")).not_to_be_visible()


def test_help_shows_the_rules_in_force_from_the_start_page_and_the_table(
    page: Page, live_server: LiveServer
) -> None:
    open_start_page(page, live_server.url)
    open_help(page, "#start-help")
    body = page.locator("#help-body")
    expect(body).to_contain_text("Follow suit when you can")
    expect(body).to_contain_text("6 or more hearts 5.2% of the time")
    expect(body).not_to_contain_text(JACK_EN)
    close_help(page)

    page.locator("#preset").select_option("omnibus")
    open_help(page, "#start-help")
    jack = page.locator(".help-item", has_text=JACK_EN)
    expect(jack).to_have_count(1)
    expect(jack.locator("svg.card-svg")).to_have_count(1)  # the card itself, drawn small
    close_help(page)

    page.locator("#language").select_option("da")
    open_help(page, "#start-help")
    expect(page.locator("#help-title")).to_have_text("Regler og råd")
    expect(body).to_contain_text(JACK_DA)
    close_help(page)

    start_game_by_clicks(page, name="Anna")
    open_help(page, "#help-button")
    expect(body).to_contain_text(JACK_DA)
    expect(body).to_contain_text("Bekend kulør")


def test_sound_is_off_until_chosen_and_the_looks_are_kept(
    page: Page, live_server: LiveServer
) -> None:
    open_start_page(page, live_server.url)
    start_game_by_clicks(page, name="Anna")
    set_fast_by_clicks(page)
    assert turn(page) == "pass"
    pass_by_clicks(page)
    assert turn(page) == "play"
    expect(page.locator("body[data-last-sound]")).to_have_count(0)  # cards were played, silently

    page.locator("#settings-button").click()
    expect(page.locator("#sound-on")).not_to_be_checked()
    page.locator("#sound-on").check()
    page.locator("#card-back-choice").select_option("red")
    page.locator("#table-colour-choice").select_option("blue")
    page.locator("#settings-dialog .close-dialog").click()
    page_colour = page.locator("html")
    felt = page.locator("#felt")
    blue_felt = re.compile(r"rgb\(28, 79, 120\)")
    expect(page_colour).to_have_css("background-color", "rgb(15, 51, 82)")
    expect(felt).to_have_css("background-image", blue_felt)

    play_by_click(page)
    expect(page.locator("body[data-last-sound]")).to_have_count(1)

    page.reload()
    expect(page.locator("#hand .card").first).to_be_visible()
    expect(page_colour).to_have_css("background-color", "rgb(15, 51, 82)")
    expect(felt).to_have_css("background-image", blue_felt)
    back = page.locator("#card-back-lattice rect")
    expect(back).to_have_css("fill", "rgb(143, 31, 42)")
    page.locator("#settings-button").click()
    expect(page.locator("#sound-on")).to_be_checked()
    expect(page.locator("#card-back-choice")).to_have_value("red")
    expect(page.locator("#table-colour-choice")).to_have_value("blue")


def test_play_again_starts_a_new_game_with_the_same_rules(
    page: Page, live_server: LiveServer
) -> None:
    open_start_page(page, live_server.url)
    page.locator("#preset").select_option("omnibus")
    start_game_by_clicks(page, name="Anna", players=6, single_deal=True)
    set_fast_by_clicks(page)
    first = page.evaluate("location.hash")
    play_to_the_end(page, CLICK_ACTIONS)
    expect(page.locator("#play-again-button")).to_be_visible()
    old = page.request.get(f"{live_server.url}api/games/{first.split('=', 1)[1]}").json()

    page.locator("#play-again-button").click()
    expect(page).not_to_have_url(re.compile(re.escape(first) + "$"))
    expect(page.locator("#scores-dialog")).not_to_be_visible()
    expect(page.locator("#deal-number")).to_have_text("Deal 1")
    expect(page.locator("#jack-rule")).to_be_visible()
    expect(page.locator("#opponent-seats .plate")).to_have_count(5)
    second = page.evaluate("location.hash").split("=", 1)[1]
    new = page.request.get(f"{live_server.url}api/games/{second}").json()
    assert json.dumps(new["rules"], sort_keys=True) == json.dumps(old["rules"], sort_keys=True)
    assert new["preset"] == old["preset"] == "omnibus"
    assert [s["level"] for s in new["seats"]] == [s["level"] for s in old["seats"]]
