"""Whole games by keys alone, against three medium bots, from the first pass to the result."""

from __future__ import annotations

from hjerterfri.tui.dialogs import InfoDialog
from tests.tui.conftest import SIZE, make_app, own_loop, press, screen_text, table, take_turn


@own_loop
async def test_one_real_deal_with_passing_to_the_result(db_url: str) -> None:
    app = make_app(db_url, rules={"single_deal": True})
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot)
        shown = screen_text(app)
        assert "Deal 1" in shown and "pass left" in shown
        assert "Choose 3 cards to pass to Astrid" in shown
        turns = 0
        while not table(app).state.match.over:
            await take_turn(pilot)
            turns += 1
            assert turns < 40, screen_text(app)
        assert turns in (13, 14)  # one pass, then a card a trick (a held 2♣ plays itself)
        shown = screen_text(app)
        assert isinstance(app.screen, InfoDialog)
        assert "Score sheet · one deal" in shown
        state = table(app).state
        assert sum(state.totals) in (26, 78)  # every point, or a moon
        assert any(line in shown for line in ("wins on", "share the win", "Draw between"))
        assert "Enter: new game" in shown


@own_loop
async def test_a_game_to_a_small_target_then_a_new_game(db_url: str) -> None:
    app = make_app(db_url, rules={"target": 30})
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot)
        deals_seen = set()
        for _ in range(400):
            state = table(app).state
            deals_seen.add(state.deal.number)
            if state.match.over and isinstance(app.screen, InfoDialog):
                break
            await take_turn(pilot)
        state = table(app).state
        assert state.match.over
        assert len(deals_seen) >= 2 and max(state.totals) >= 30
        shown = screen_text(app)
        for name in ("You", "Astrid", "Bjørn", "Freja"):
            assert name in shown
        for total in state.totals:
            assert str(total) in shown
        first_game = table(app).session.game_id
        await press(pilot, "enter")  # a new game, same settings
        assert table(app).session.game_id != first_game
        assert table(app).state.deal.number == 1
        assert "Choose 3 cards to pass" in screen_text(app)
