"""A game quit mid-deal opens again from the same database exactly where it was."""

from __future__ import annotations

from hjerterfri.services.games import Games, NewGame
from hjerterfri.services.lobbies import Lobbies, NewLobby
from hjerterfri.services.store.database import open_database
from hjerterfri.tui.session import unfinished
from hjerterfri.tui.start_screen import StartScreen
from tests.tui.conftest import SIZE, hand, make_app, own_loop, press, screen_text, table, take_turn


@own_loop
async def test_quit_mid_deal_and_resume(db_url: str) -> None:
    app = make_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot)
        for _ in range(4):  # the pass and three cards
            await take_turn(pilot)
        game_id = table(app).session.game_id
        seen = table(app).state
        log = table(app).session.table.log
        cards = list(hand(app).cards)
        await press(pilot, "ctrl+q")
    assert app.return_code == 0

    again = make_app(db_url, start="ask")
    async with again.run_test(size=SIZE) as pilot:
        await press(pilot)
        assert isinstance(again.screen, StartScreen)
        shown = screen_text(again)
        assert "New game" in shown and "deal 1 · You 0, Astrid 0" in shown
        await press(pilot, "down", "enter")
        assert table(again).session.game_id == game_id
        assert table(again).session.table.log == log
        assert hand(again).cards == cards
        assert table(again).state.deal == seen.deal
        shown = screen_text(again)
        assert "Your turn" in shown and "★ received from Freja" in shown
        await take_turn(pilot)  # and play goes on
        assert len(hand(again).cards) == len(cards) - 1

    by_id = make_app(db_url, start=game_id)  # what `hjerterfri play --resume` opens
    async with by_id.run_test(size=SIZE) as pilot:
        await press(pilot)
        assert len(hand(by_id).cards) == len(cards) - 1


def test_a_table_of_friends_is_left_to_the_browser(db_url: str) -> None:
    games = Games(open_database(db_url))
    alone = games.create(NewGame(name="Anna", seed=1))
    lobbies = Lobbies(games)
    table = lobbies.create(NewLobby(name="Anna", friends=1, seed=2))
    lobbies.join(table["id"], table["open_seats"][0], "Bo")
    lobbies.start(table["id"], table["token"])
    assert [g["id"] for g in unfinished(games)] == [alone["id"]]
