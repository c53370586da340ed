"""The terminal game as a newcomer meets it (issue 11): at 80×24 the log's last line shows,
"1 point", the player's default name in the language shown, Danish rank letters."""

from __future__ import annotations

import dataclasses

from hjerterfri.core import Rules
from hjerterfri.services.table import views
from hjerterfri.services.table.config import TableConfig, human_and_bots
from hjerterfri.services.table.seat_events import TrickTakenView
from hjerterfri.services.table.table import Table
from hjerterfri.tui import render
from hjerterfri.tui.words import Words
from tests.tui.conftest import SIZE, make_app, own_loop, press, screen_text, table, take_turn


@own_loop
async def test_at_80x24_with_a_pause_for_the_bots_the_newest_log_line_shows(db_url: str) -> None:
    app = make_app(db_url, rules={"single_deal": True})
    app.delay = 0.001  # the default's code path (a pause before each bot card), kept quick
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot)
        tricks_seen = 0
        while tricks_seen < 4:
            await take_turn(pilot)
            lines = table(app).lines
            assert lines[-1] in " ".join(screen_text(app).split()), (lines[-1], screen_text(app))
            tricks_seen = table(app).state.deal.tricks_played


def test_one_point_is_said_in_the_singular() -> None:
    seats = human_and_bots("You", ["easy"] * 3, ("easy",))
    state = views.state(Table(TableConfig(rules=Rules(), seed=1, seats=seats)), 0)
    names = ("You", "Astrid", "Bjørn", "Freja")
    state = dataclasses.replace(
        state, seats=tuple(views.SeatView(i, n, "bot", None) for i, n in enumerate(names))
    )
    words = Words("en")

    def taken(winner: int, points: int) -> TrickTakenView:
        cards = ("2C", "3C", "4C", "5C")
        return TrickTakenView(index=9, deal=1, trick=0, winner=winner, cards=cards, points=points)

    assert render.event_line(taken(0, 1), state, words) == "You take the trick (1 point)."
    assert render.event_line(taken(2, 1), state, words) == "Bjørn takes the trick (1 point)."
    assert render.event_line(taken(0, 13), state, words) == "You take the trick (13 points)."


@own_loop
async def test_a_default_name_from_english_is_said_in_danish(db_url: str) -> None:
    app = make_app(db_url, language="da", name="You", rules={"single_deal": True})
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot)
        shown = screen_text(app)
        assert "Du" in shown
        assert "You" not in shown, shown


@own_loop
async def test_danish_rank_letters_type_a_queen(db_url: str) -> None:
    app = make_app(db_url, language="da", name="Du", rules={"single_deal": True})
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot)
        await press(pilot, "d")
        assert "Kort: d…" in screen_text(app)  # d is dame: the typing goes on
        await press(pilot, "s")
        shown = screen_text(app)
        held = "QS" in table(app).state.deal.hand
        said = "Q♠: Mellemrum vælger det." if held else "Du har ikke Q♠."
        assert said in shown, shown
