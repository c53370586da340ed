"""The terminal's claim key (!): refused with the sentence when uncertain, else the deal ends."""

from __future__ import annotations

from tests.tui.conftest import SIZE, make_app, own_loop, press, screen_text, table, take_turn


@own_loop
async def test_the_key_claims_the_rest_or_says_why_not(db_url: str) -> None:
    app = make_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot)
        while table(app).state.you != "play":
            await take_turn(pilot)
        log = table(app).session.table.log
        await press(pilot, "exclamation_mark")
        assert "Your claim is not certain" in screen_text(app)
        assert table(app).session.table.log == log
        # play on, the first legal card each time, until the claim would stand
        while table(app).state.you == "play" and not table(app).state.claim_available:
            await take_turn(pilot)
        assert table(app).state.claim_available  # seed 5 gets there
        assert "! claim the rest" in screen_text(app)
        await press(pilot, "exclamation_mark")
        assert table(app).state.deal.phase in ("done", "moon")
        assert table(app).session.table.log[-1].kind == "claim"
