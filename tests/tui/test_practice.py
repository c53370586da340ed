"""Undo against the bots: the terminal says once that the game is now practice, and the start
screen marks it "practice — undo used"."""

from __future__ import annotations

from hjerterfri.tui.start_screen import StartScreen
from tests.tui.conftest import SIZE, make_app, own_loop, press, screen_text, table, take_turn


@own_loop
async def test_the_first_undo_says_practice_once_and_the_start_screen_marks_it(
    db_url: str,
) -> None:
    app = make_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot)
        await take_turn(pilot)  # pass
        while table(app).state.you != "play":
            await take_turn(pilot)
        await take_turn(pilot)  # a card, answered by the bots
        await press(pilot, "u")
        shown = " ".join(screen_text(app).split())
        assert "Your last decision is taken back." in shown and "practice" in shown
        assert table(app).state.undo_used is True
        await press(pilot, "u")  # once: the next undo does not say it again
        shown = " ".join(screen_text(app).split())
        assert "Your last decision is taken back." in shown and "practice" not in shown
        await press(pilot, "ctrl+q")

    again = make_app(db_url, start="ask")
    async with again.run_test(size=SIZE) as pilot:
        await press(pilot)
        assert isinstance(again.screen, StartScreen)
        shown = screen_text(again)  # the line may wrap inside the list's frame
        assert "· practice" in shown and "undo used" in shown
