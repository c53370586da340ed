"""Claiming in the browser: the "Claim the rest" button, shown only when the server says the
player's own view proves the claim, and another seat's claim shown with the hand it showed."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Browser, Page, expect

from hjerterfri.core import Claim
from hjerterfri.services.games import Games, NewGame
from hjerterfri.services.lobbies import Lobbies, NewLobby
from hjerterfri.services.store.database import open_database
from hjerterfri.services.table.table import Table
from tests.browser.live_server import LiveServer
from tests.browser.scripted_table import ScriptedTable, table_state
from tests.browser.table_driver import CORNER, READY

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


def anna_plays(
    live_server: LiveServer, *, seed: int, level: str, passing: slice, play: Any, cards: int
) -> tuple[str, Table]:
    """A game of Anna against three bots of ``level``, moved on in this process (the server
    reads it from the database when the page opens): Anna passes ``passing`` of her sorted
    hand and plays ``cards`` cards, each ``play`` (min or max) of her legal ones."""
    games = Games(open_database(live_server.database_url))
    game_id = games.create(NewGame(name="Anna", seed=seed, opponents=(level,) * 3))["id"]
    table = games.table(game_id)
    table.pass_cards(0, [str(c) for c in sorted(table.match.deal.hand(0))[passing]])
    for _ in range(cards):
        table.play(0, str(play(table.match.deal.legal_plays())))
    return game_id, table


# Keeps every sentence the status line shows, in order, in ``window.said``.
SAID = """() => {
  window.said = [];
  const line = document.getElementById("status-line");
  new MutationObserver(() => window.said.push(line.textContent)).observe(
    line, { childList: true, characterData: true, subtree: true });
}"""


def test_another_seat_s_claim_shows_the_sentence_and_the_hand(
    page: Page, live_server: LiveServer
) -> None:
    """Seed 16: when Anna plays her eighth card (her lowest, as before), Freja, a medium bot
    holding the top cards, claims the last five tricks; Anna sees who claims and the cards."""
    game_id, _ = anna_plays(
        live_server, seed=16, level="medium", passing=slice(-3, None), play=min, cards=7
    )
    page.goto(f"{live_server.url}#game={game_id}")
    page.locator(f'{READY}[data-turn="play"]').wait_for()
    # At the normal speed: the cards the claim plays out are not dealt out one by one.
    legal = [c.get_attribute("data-card") or "" for c in page.locator("#hand .card.legal").all()]
    lowest = min(legal, key=lambda card: ("23456789TJQKA".index(card[0]), "CDHS".index(card[1])))
    page.evaluate(SAID)
    page.locator(f'#hand .card[data-card="{lowest}"]').click(position=CORNER)
    note = page.locator("#claim-note")
    expect(note).to_be_visible()
    expect(note.locator("p")).to_have_text("Freja claims the remaining 5 tricks.")
    shown = note.locator(".claim-cards .card")
    expect(shown).to_have_count(5)
    names = [card.get_attribute("aria-label") for card in shown.all()]
    assert names == [
        "nine of clubs", "king of clubs", "queen of hearts", "king of hearts", "ace of hearts",
    ]  # fmt: skip
    expect(page.locator("#scores-dialog")).to_be_visible()  # the deal was played out and scored
    expect(page.locator("#status-line")).to_contain_text("Freja claims the remaining 5 tricks.")
    said: list[str] = page.evaluate("window.said")
    after = said[next(i for i, s in enumerate(said) if "claims" in s) :]
    assert not [s for s in after if " plays." in s or "took the trick" in s]  # not dealt out


def test_no_button_when_only_the_hidden_hands_make_the_claim_certain(
    page: Page, live_server: LiveServer
) -> None:
    """Seed 69: at Anna's tenth card the judge, who sees every hand, would accept her claim
    of the last four tricks; her own cards do not prove it, so the page offers no claim."""
    game_id, table = anna_plays(
        live_server, seed=69, level="random", passing=slice(None, 3), play=max, cards=9
    )
    assert table.match.can(Claim(0))  # certain, through the cards Anna cannot see
    page.goto(f"{live_server.url}#game={game_id}")
    page.locator(f'{READY}[data-turn="play"]').wait_for()
    expect(page.locator("#hand .card")).to_have_count(4)
    expect(page.locator("#claim-button")).to_be_hidden()
    expect(page.locator("#claim-note")).to_be_hidden()


def test_a_friend_who_opens_the_table_after_the_claim_sees_it_once(
    browser: Browser, live_server: LiveServer
) -> None:
    """Anna and Bo at a table of friends (seed 3, both passing their lowest cards and playing
    their highest): Anna claims the last four tricks. Bo opens the page afterwards: the
    claim and Anna's hand are on the felt, from the state, and not announced again."""
    games = Games(open_database(live_server.database_url))
    lobbies = Lobbies(games)
    lobby = lobbies.create(NewLobby(name="Anna", friends=1, seed=3, bots=("random",) * 3))
    bo = lobbies.join(lobby["id"], 2, "Bo")
    lobbies.start(lobby["id"], lobby["token"])
    table = games.table(lobby["id"])
    for seat in (0, 2):
        table.pass_cards(seat, [str(c) for c in sorted(table.match.deal.hand(seat))[:3]])
    while not table.claim_available(0):
        seat = table.match.deal.to_act
        assert seat in (0, 2), "seed 3 no longer offers Anna a claim"
        table.play(seat, str(max(table.match.deal.legal_plays())))
    shown = [str(c) for c in table.match.deal.hand(0)]
    table.claim(0)
    context = browser.new_context(locale="en-GB", viewport={"width": 1280, "height": 800})
    held = json.dumps({lobby["id"]: {"seat": 2, "token": bo["token"]}})
    context.add_init_script(f"localStorage.setItem('hjerterfri.seats', {json.dumps(held)})")
    page = context.new_page()
    page.goto(f"{live_server.url}#game={lobby['id']}")
    expect(page.locator("#my-plate .plate-name")).to_have_text("Bo")
    note = page.locator("#claim-note")
    expect(note).to_be_visible()
    expect(note.locator("p")).to_have_text(f"Anna claims the remaining {len(shown)} tricks.")
    cards = note.locator(".claim-cards .card")
    expect(cards).to_have_count(len(shown))
    assert len(shown) == 4
    expect(page.locator("#announcement")).to_be_hidden()
    expect(page.locator("#status-line")).not_to_contain_text("claims")
    context.close()
