"""The "Claim the rest" button: shown only when the server says a claim would stand."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Browser, expect

from tests.browser.live_server import LiveServer
from tests.browser.scripted_table import ScriptedTable, table_state

HAND = ["AS", "KS", "AH"]


def claimable(seq: int, available: bool) -> dict[str, Any]:
    state = table_state(
        seq, "play", to_act=0, hand=HAND, legal=["AS", "KS"], tricks_played=10,
        hand_sizes=[3, 3, 3, 3], points_taken=[0, 4, 3, 5],
    )  # fmt: skip
    return {**state, "claim_available": available}


def after_claim(_message: dict[str, Any]) -> list[dict[str, Any]]:
    """The server played the rest out: seat 0 took the last three tricks and A♥."""
    state = table_state(
        12, None, phase="done", tricks_played=13, hand=[], hand_sizes=[0, 0, 0, 0],
        points_taken=[1, 4, 3, 5], points=[1, 4, 3, 5],
    )  # fmt: skip
    state["score_sheet"] = [[1, 4, 3, 5]]
    state["totals"] = [1, 4, 3, 5]
    state["you"] = "next_deal"
    return [{**state, "claim_available": False}]


def refused(message: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        {
            "type": "error",
            "seq": message["seq"],
            "code": "claim_not_certain",
            "message": "The other players could still take a trick; play on.",
        }
    ]


def open_table(browser: Browser, live_server: LiveServer, table: ScriptedTable) -> Any:
    context = browser.new_context(locale="en-GB", viewport={"width": 1280, "height": 800})
    page = context.new_page()
    table.install(page)
    page.goto(live_server.url + "#game=scripted")
    return page


def test_the_button_appears_when_the_claim_is_certain_and_ends_the_deal(
    browser: Browser, live_server: LiveServer
) -> None:
    table = ScriptedTable(claimable(10, True), {"claim": after_claim})
    page = open_table(browser, live_server, table)
    button = page.locator("#claim-button")
    expect(button).to_be_visible()
    expect(button).to_have_text("Claim the rest")
    button.click()
    expect(page.locator("#scores-dialog")).to_be_visible()
    expect(button).to_be_hidden()
    assert [m["type"] for m in table.received if m["type"] == "claim"] == ["claim"]
    assert table.received[-1]["seq"] == 10


def test_no_button_while_the_claim_is_not_certain(
    browser: Browser, live_server: LiveServer
) -> None:
    page = open_table(browser, live_server, ScriptedTable(claimable(10, False), {}))
    expect(page.locator("#hand .card")).to_have_count(3)
    expect(page.locator("#claim-button")).to_be_hidden()


def test_a_refused_claim_shows_the_sentence_in_the_player_s_language(
    browser: Browser, live_server: LiveServer
) -> None:
    table = ScriptedTable(claimable(10, True), {"claim": refused})
    context = browser.new_context(locale="da-DK", viewport={"width": 1280, "height": 800})
    page = context.new_page()
    table.install(page)
    page.goto(live_server.url + "#game=scripted")
    page.locator("#claim-button").click()
    expect(page.locator("#status-line")).to_contain_text("en anden spiller kan stadig tage et stik")
    expect(page.locator("#hand .card")).to_have_count(3)
