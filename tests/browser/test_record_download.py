"""The start page's past games offer "Save the record" (issue 11): the file is the game's
match record, which names every seat's player and bot."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect

from hjerterfri.core.record import load_record
from hjerterfri.services.games import Games, NewGame
from hjerterfri.services.store.database import open_database
from tests.browser.live_server import LiveServer
from tests.browser.table_driver import open_start_page


def test_a_finished_game_is_saved_as_its_record(
    page: Page, live_server: LiveServer, tmp_path: Path
) -> None:
    games = Games(open_database(live_server.database_url))  # a game as `hjerterfri play` keeps it
    bots = ("easy", "random", "medium")
    game = games.create(NewGame(name="Ane", seed=3, rules={"single_deal": True}, opponents=bots))
    games.table(game["id"]).set_stand_in(0, "easy")
    open_start_page(page, live_server.url)
    item = page.locator(".finished-game").first
    expect(item).to_contain_text("Ane")
    with page.expect_download() as download:
        item.get_by_role("button", name="Save the record").click()
    saved = tmp_path / "saved.json"
    download.value.save_as(saved)
    match, meta = load_record(saved.read_text())
    assert match.is_over
    assert meta["players"][0] == {"name": "Ane", "bot": None}
    assert [p["bot"] for p in meta["players"]][1:] == list(bots)
