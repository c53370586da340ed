"""The guided first game in the terminal (issue 15): chosen on the start screen, each
decision explained in the log before it (the rule, the cards allowed, the hint), a refused
card answered with the rule and the cards allowed, in Danish too; F5 turns it off."""

from __future__ import annotations

from hjerterfri.tui.words import cards_text
from tests.tui.conftest import (
    hand,
    make_app,
    own_loop,
    point_at,
    press,
    screen_text,
    table,
    take_turn,
    try_an_illegal_card,
)
from tests.tui.test_review_and_stats import BIG, choose, flat


@own_loop
async def test_a_guided_game_explains_each_decision_and_teaches(db_url: str) -> None:
    app = make_app(db_url, start="ask", rules={"single_deal": True})
    async with app.run_test(size=BIG) as pilot:
        await press(pilot)
        await choose(pilot, "Guided first game")
        shown = flat(app)
        assert "Guide: Choose 3 cards to pass to Astrid" in shown
        assert "Hint: Pass" in shown
        await take_turn(pilot)  # the pass
        lines = table(app).lines
        assert any(line.startswith("Guide: ") and "You may play:" in line for line in lines)
        illegal, _cards, _log = await try_an_illegal_card(pilot)
        allowed = cards_text(sorted(hand(app).legal, key=hand(app).cards.index))
        taught = " ".join(table(app).lines[-2:])
        assert "is not allowed here." in taught, taught
        assert f"You may play: {allowed}." in taught, taught
        await press(pilot, "f5")
        assert "The guide is off (F5: on)." in flat(app)
        before = len(table(app).lines)
        await point_at(pilot, next(iter(hand(app).legal)))
        await take_turn(pilot)
        assert not any(line.startswith("Guide: ") for line in table(app).lines[before:])
        assert illegal


@own_loop
async def test_the_guide_speaks_danish(db_url: str) -> None:
    app = make_app(db_url, language="da", name="Du", rules={"single_deal": True})
    async with app.run_test(size=BIG) as pilot:
        await press(pilot, "f5")
        assert "Guiden er slået til" in flat(app)
        assert "Guide: Vælg 3 kort at give til Astrid" in " ".join(screen_text(app).split())
