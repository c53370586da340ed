"""The terminal's start screen offers a guided game, the statistics and a review of each
finished game (issue 15); the review steps through the tricks with ← →, shows every hand
after the end and the hard bot's view; the statistics box charts the latest games."""

from __future__ import annotations

from hjerterfri.services.games import Games, NewGame
from hjerterfri.services.statistics import PlayerStatistics
from hjerterfri.services.store.database import open_database
from hjerterfri.tui import HjerterfriApp
from hjerterfri.tui.dialogs import InfoDialog
from hjerterfri.tui.review_screen import ReviewScreen
from hjerterfri.tui.start_screen import StartScreen
from tests.statistics.recorded import play_game
from tests.tui.conftest import SIZE, make_app, own_loop, press, screen_text, table, take_turn

BIG = (100, 60)


def flat(app: HjerterfriApp) -> str:
    return " ".join(screen_text(app).split())


async def choose(pilot: object, label: str) -> None:
    """Move down the start screen's list to the option starting with ``label``; Enter."""
    app = pilot.app  # type: ignore[attr-defined]
    options = app.screen.query_one("#games")
    index = next(
        i
        for i in range(options.option_count)
        if str(options.get_option_at_index(i).prompt).startswith(label)
    )
    await press(pilot, *(["down"] * index), "enter")  # type: ignore[arg-type]


@own_loop
async def test_a_finished_game_is_reviewed_trick_by_trick(db_url: str) -> None:
    games = Games(open_database(db_url))
    game_id = play_game(games, "You", seed=1)
    match = games.table(game_id).match
    first = match.deals[0].tricks[0]
    app = make_app(db_url, start="ask")
    async with app.run_test(size=BIG) as pilot:
        await press(pilot)
        assert isinstance(app.screen, StartScreen)
        await choose(pilot, "Review:")
        assert isinstance(app.screen, ReviewScreen)
        assert "Deal 1 · the pass" in flat(app)
        assert "You passes to Astrid:" in flat(app)
        assert "The hard bot would have passed" in flat(app)
        await press(pilot, "right")
        shown = flat(app)
        assert "Deal 1 · trick 1 of 13" in shown
        assert first.plays[0][1].symbol in shown
        assert "hidden" not in shown  # after the end: every hand
        assert "The hard bot would have played" in shown
        assert "higher is better" in shown or "too." in shown
        await press(pilot, "right", "right")
        assert "Deal 1 · trick 3 of 13" in flat(app)
        await press(pilot, "left")
        assert "Deal 1 · trick 2 of 13" in flat(app)
        await press(pilot, "down")  # Astrid's decisions
        assert "Astrid: The hard bot would have played" in flat(app)
        await press(pilot, "escape")
        assert isinstance(app.screen, StartScreen)


@own_loop
async def test_the_running_game_is_reviewed_from_your_side_only(db_url: str) -> None:
    app = make_app(db_url, rules={"single_deal": True})
    async with app.run_test(size=BIG) as pilot:
        await press(pilot)
        while table(app).state.deal.tricks_played < 2:
            await take_turn(pilot)
        await press(pilot, "f6")
        assert isinstance(app.screen, ReviewScreen)
        shown = flat(app)
        assert "you see your own cards" in shown
        assert shown.count("hidden until the game is over") == 3
        await press(pilot, "escape")
        assert table(app) is app.screen


@own_loop
async def test_statistics_from_the_start_screen_and_the_table(db_url: str) -> None:
    games = Games(open_database(db_url))
    for seed in (1, 9):
        play_game(games, "You", seed=seed)
    figures = PlayerStatistics(games.store.engine).of("You").straight
    app = make_app(db_url, start="ask")
    async with app.run_test(size=BIG) as pilot:
        await press(pilot)
        await choose(pilot, "Statistics")
        assert isinstance(app.screen, InfoDialog)
        shown = flat(app)
        assert "You — games played straight" in shown
        assert f"Points per game {figures.points_per_game:.1f}" in shown
        assert "Points in the latest games" in shown
        assert "game 1" in shown and "game 2" in shown and "█" in shown
        await press(pilot, "escape")
        assert isinstance(app.screen, StartScreen)
        await choose(pilot, "New game")
        await press(pilot, "f4")
        assert isinstance(app.screen, InfoDialog)
        assert "You — games played straight" in flat(app)


@own_loop
async def test_statistics_in_danish(db_url: str) -> None:
    games = Games(open_database(db_url))
    play_game(games, "Du", seed=1)
    app = make_app(db_url, start="ask", language="da", name="Du")
    async with app.run_test(size=BIG) as pilot:
        await press(pilot)
        await choose(pilot, "Statistik")
        shown = flat(app)
        assert "Point i de seneste spil" in shown and "spil 1" in shown


@own_loop
async def test_the_start_screen_is_shown_to_a_newcomer_too(db_url: str) -> None:
    app = make_app(db_url, start="ask")
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot)
        assert isinstance(app.screen, StartScreen)
        shown = flat(app)
        assert "New game" in shown and "Guided first game" in shown and "Statistics" in shown


@own_loop
async def test_at_80x24_the_review_scrolls_to_the_score(db_url: str) -> None:
    games = Games(open_database(db_url))
    match = games.table(play_game(games, "You", seed=1)).match
    last = " ".join(f"{p} ({t})" for p, t in zip(match.scores[-1], match.totals, strict=True))
    app = make_app(db_url, start="ask")
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot)
        await choose(pilot, "Review:")
        await press(pilot, "right")
        assert last not in flat(app)
        await press(pilot, "pagedown", "pagedown", "pagedown")
        assert last in flat(app)
        await press(pilot, "pageup", "pageup")
        assert "Hands before the trick" in flat(app)


@own_loop
async def test_the_tricks_a_claim_played_out_say_so(db_url: str) -> None:
    """Seed 16: at the player's eighth card Freja claims the last five tricks; the review's
    trick 9 says it was played out after her claim."""
    app = make_app(db_url, start="ask")
    async with app.run_test(size=BIG) as pilot:
        await press(pilot)
        game_id = app.games.create(NewGame(name="You", seed=16, opponents=("medium",) * 3))["id"]
        table = app.games.table(game_id)
        table.pass_cards(0, [str(c) for c in sorted(table.match.deal.hand(0))[-3:]])
        for _ in range(8):
            table.play(0, str(min(table.match.deal.legal_plays())))
        app.show_review(game_id)
        await press(pilot, *(["right"] * 8))
        assert "Deal 1 · trick 8 of 13" in flat(app)
        assert "claimed" not in flat(app)
        await press(pilot, "right")
        assert "Deal 1 · trick 9 of 13" in flat(app)
        assert "Played out after Freja claimed the last 5 tricks." in flat(app)
