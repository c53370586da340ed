"""A hint says what the medium bot would do and why; undo takes back the last decision."""

from __future__ import annotations

from tests.tui.conftest import SIZE, hand, make_app, own_loop, press, screen_text, table, take_turn


@own_loop
async def test_hint_then_undo_twice(db_url: str) -> None:
    app = make_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot)
        dealt = list(hand(app).cards)
        await press(pilot, "question_mark")
        shown = screen_text(app)
        assert "Hint: " in shown and "Pass " in shown  # the bot's reason: "Pass Q♠ …: …"
        assert "hint" in table(app).query_one("#message").classes
        await take_turn(pilot)  # pass
        while table(app).state.you != "play":
            await take_turn(pilot)
        before = list(hand(app).cards)
        await press(pilot, "question_mark")
        advised = table(app).session.hint().cards[0]
        assert hand(app).current == advised and "Hint: " in screen_text(app)
        await press(pilot, "enter")
        assert advised not in hand(app).cards
        await press(pilot, "u")
        assert "Your last decision is taken back." in screen_text(app)
        assert hand(app).cards == before and table(app).state.you == "play"
        while table(app).state.undo_available:
            await press(pilot, "u")
        assert table(app).state.you == "pass" and hand(app).cards == dealt
        await press(pilot, "u")
        assert "There is no decision of yours to take back yet." in screen_text(app)
