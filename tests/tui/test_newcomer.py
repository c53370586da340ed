"""The terminal game as a newcomer meets it (issue 11): at 80×24 the log's last line shows,
"1 point", the player's default name in the language shown, Danish rank letters."""

from __future__ import annotations

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
            tricks_seen = table(app).state["deal"]["tricks_played"]


def test_one_point_is_said_in_the_singular() -> None:
    state = {"seat": 0, "seats": [{"name": n} for n in ("You", "Astrid", "Bjørn", "Freja")]}
    words = Words("en")
    mine = {"type": "trick_taken", "winner": 0, "points": 1}
    theirs = {"type": "trick_taken", "winner": 2, "points": 1}
    assert render.event_line(mine, state, words) == "You take the trick (1 point)."
    assert render.event_line(theirs, state, words) == "Bjørn takes the trick (1 point)."
    many = {"type": "trick_taken", "winner": 0, "points": 13}
    assert render.event_line(many, state, words) == "You take the trick (13 points)."


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
        held = "QS" in table(app).state["deal"]["hand"]
        said = "Q♠: Mellemrum vælger det." if held else "Du har ikke Q♠."
        assert said in shown, shown
