"""Two browsers, two people: the host sets up a table for friends, a friend takes a seat by the
shared link, the host starts, bots fill the other seats, and both play one deal to the end."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.live_server import LiveServer
from tests.browser.table_driver import CLICK_ACTIONS, hand, open_start_page, set_fast_by_clicks

SETTLED = '#table-screen[data-turn]:not([data-turn="busy"])'
MOST_LOOKS = 5_000


@pytest.fixture
def two_people(browser: Browser) -> Iterator[tuple[Page, Page]]:
    """The host's and the friend's pages, each in its own context (its own localStorage)."""
    contexts = [
        browser.new_context(locale="en-GB", viewport={"width": 1280, "height": 800})
        for _ in range(2)
    ]
    pages = [context.new_page() for context in contexts]
    errors: list[str] = []
    for page in pages:
        page.on("pageerror", lambda error: errors.append(str(error)))
    yield pages[0], pages[1]
    for context in contexts:
        context.close()
    assert errors == [], f"a page threw: {errors}"


def set_up_table(host: Page, url: str) -> str:
    """Anna sets up a table of four with one seat for a friend, one deal; returns the link."""
    open_start_page(host, url)
    host.locator('#game-mode label:has(input[value="friends"])').click()
    host.locator("#player-name").fill("Anna")
    host.locator('#game-length label:has(input[value="single"])').click()
    expect(host.locator('#friend-count input[value="1"]')).to_be_checked()
    host.locator("#start-game").click()
    expect(host.locator("#lobby-screen")).to_be_visible()
    expect(host.locator("#lobby-seats .lobby-seat.open")).to_have_count(1)
    link = host.locator("#share-link").input_value()
    assert "#join=" in link
    return link


def play_both_to_the_end(pages: tuple[Page, Page]) -> None:
    """Whoever the table waits for acts, by clicks, until both pages show the game over."""
    for _ in range(MOST_LOOKS):
        turns = []
        for page in pages:
            page.locator(SETTLED).wait_for()
            now = page.locator("#table-screen").get_attribute("data-turn") or ""
            if now in CLICK_ACTIONS:
                CLICK_ACTIONS[now](page)
            turns.append(now)
        if turns == ["over", "over"]:
            return
    raise AssertionError(f"the game did not end: {turns}")


def test_friends_play_one_deal_at_one_table(
    two_people: tuple[Page, Page], live_server: LiveServer
) -> None:
    host, friend = two_people
    link = set_up_table(host, live_server.url)
    expect(host.locator("#address-note")).to_contain_text("--host 0.0.0.0")

    friend.goto(link)
    expect(friend.locator("#join-form")).to_be_visible()
    expect(friend.locator("#lobby-rules-line")).to_contain_text("One deal")
    friend.locator("#join-name").fill("Bo")
    friend.locator("#take-seat").click()
    expect(friend.locator("#lobby-status")).to_contain_text("Waiting for Anna to start")
    expect(friend.locator("#join-form")).to_be_hidden()

    expect(host.locator("#lobby-seats")).to_contain_text("Bo")
    expect(host.locator("#bots-note")).to_contain_text("1 of 1")
    host.locator("#start-friends-game").click()
    for page, name in ((host, "Anna"), (friend, "Bo")):
        expect(page.locator("#table-screen")).to_be_visible()
        expect(page.locator("#my-plate .plate-name")).to_have_text(name)
        expect(page.locator("#hand .card")).to_have_count(13)
        set_fast_by_clicks(page)
    expect(host.locator("#opponent-seats")).to_contain_text("Bo")

    # A reload puts the friend back in the same seat, with the same cards.
    cards = hand(friend)
    friend.reload()
    expect(friend.locator("#my-plate .plate-name")).to_have_text("Bo")
    expect(friend.locator("#hand .card")).to_have_count(13)
    assert hand(friend) == cards

    play_both_to_the_end((host, friend))
    for page in (host, friend):
        expect(page.locator("#result-line")).not_to_be_empty()


def test_a_host_who_left_the_waiting_room_finds_it_on_the_start_page(
    two_people: tuple[Page, Page], live_server: LiveServer
) -> None:
    host, stranger = two_people
    link = set_up_table(host, live_server.url)
    host.locator("#lobby-back").click()  # gone from the waiting room before the start
    expect(host.locator("#start-screen")).to_be_visible()
    room = host.locator("#unfinished-games .waiting-room")
    expect(room).to_have_count(1)
    expect(room).to_contain_text("Table for friends, not started yet")
    expect(room).to_contain_text("Anna")
    open_start_page(stranger, live_server.url)  # a browser without a seat there sees nothing
    expect(stranger.locator("#unfinished-games .waiting-room")).to_have_count(0)
    room.get_by_role("button", name="Open the waiting room").click()
    expect(host.locator("#lobby-screen")).to_be_visible()
    assert host.locator("#share-link").input_value() == link
    expect(host.locator("#start-friends-game")).to_be_visible()


def test_the_host_deletes_a_waiting_room_that_never_started(
    two_people: tuple[Page, Page], live_server: LiveServer
) -> None:
    host, friend = two_people
    link = set_up_table(host, live_server.url)
    friend.goto(link)
    friend.locator("#join-name").fill("Bo")
    friend.locator("#take-seat").click()
    expect(friend.locator("#lobby-status")).to_contain_text("Waiting for Anna to start")
    open_start_page(friend, live_server.url)  # a seated friend may open the room, not delete it
    expect(friend.locator("#unfinished-games .waiting-room")).to_have_count(1)
    expect(friend.locator("#unfinished-games .waiting-room .delete-game")).to_have_count(0)

    host.locator("#lobby-back").click()
    room = host.locator("#unfinished-games .waiting-room")
    expect(room).to_have_count(1)
    host.once("dialog", lambda dialog: dialog.accept())
    room.locator(".delete-game").click()
    expect(room).to_have_count(0)
    expect(host.locator("#no-unfinished")).to_be_visible()
    open_start_page(friend, live_server.url)
    expect(friend.locator("#unfinished-games .waiting-room")).to_have_count(0)
    held = friend.evaluate("() => JSON.parse(localStorage.getItem('hjerterfri.seats'))")
    assert link.split("#join=")[1] not in held  # the friend's seat at a table gone is forgotten
