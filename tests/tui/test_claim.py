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
        said = [line for line in table(app).lines if line.startswith("You claim the")]
        assert len(said) == 1 and "showing" in said[0], table(app).lines


@own_loop
async def test_the_log_says_who_claims_and_shows_the_hand(db_url: str) -> None:
    """Seed 13: Freja (a medium bot) claims the last three tricks; the log line says so,
    with the hand she showed, as the page's message does, and beside the last trick it
    stays in sight once the cards played out for it have moved the log on."""
    app = make_app(db_url, seed=13, opponents=["medium"] * 3, rules={"single_deal": True})
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot)
        while not any("claims" in line for line in table(app).lines):
            assert table(app).state.deal.phase in ("pass", "play"), table(app).lines
            await take_turn(pilot)
        line = "Freja claims the remaining 3 tricks, showing 7♦ Q♦ A♠."
        assert line in table(app).lines
        await press(pilot, "escape")  # the score sheet closed: the table beneath
        shown = " ".join(screen_text(app).split())
        assert "Freja claims the remaining 3 tricks," in shown  # beside the last trick
        assert "showing 7♦ Q♦ A♠." in shown
