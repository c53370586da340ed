"""The terminal game in Danish: the table, the refusals and the hints, with no English left."""

from __future__ import annotations

from tests.tui.conftest import (
    SIZE,
    make_app,
    own_loop,
    press,
    screen_text,
    take_turn,
    try_an_illegal_card,
)


@own_loop
async def test_danish_table(db_url: str) -> None:
    app = make_app(db_url, language="da", name="Du", rules={"single_deal": True})
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot)
        shown = screen_text(app)
        assert "Runde 1" in shown and "giv til venstre" in shown and "♥ ikke brudt" in shown
        assert "Vælg 3 kort at give til Astrid" in shown
        assert "Mellemrum vælg" in shown and "Ctrl+Q afslut" in shown
        assert "Choose" not in shown and "Deal" not in shown
        await press(pilot, "space", "enter")
        assert "Giv præcis 3 kort videre; 1 valgt." in screen_text(app)
        await press(pilot, "question_mark")
        assert "Råd: Giv " in screen_text(app)  # the bot's reason, from the page's catalogue
        await press(pilot, "escape")
        await take_turn(pilot)
        await try_an_illegal_card(pilot)
        shown = screen_text(app)
        danish = ("Du skal bekende kulør: du har", "Hjerter er ikke brudt endnu", "Ingen hjerter")
        assert any(sentence in shown for sentence in danish), shown
        assert any(f"{name} spiller " in shown for name in ("Astrid", "Bjørn", "Freja"))
