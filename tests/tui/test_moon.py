"""A moon: announced on the table, and the shooter chooses how it scores when the rules say so."""

from __future__ import annotations

from hjerterfri.tui.dialogs import ChoiceDialog
from tests.server.conftest import Feeder
from tests.tui.conftest import SIZE, hand, make_app, own_loop, point_at, press, screen_text, table

SEED = 58  # with these feeding bots, playing high takes every heart and Q♠


@own_loop
async def test_the_shooter_chooses_minus_26(db_url: str) -> None:
    app = make_app(db_url, bots=Feeder, seed=SEED, preset="online", rules={"single_deal": True})
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot)
        keep = sorted(hand(app).cards, key=_danger)[:3]
        for card in keep:
            await point_at(pilot, card)
            await press(pilot, "space")
        await press(pilot, "enter")
        while table(app).state.you == "play":
            highest = max(hand(app).legal, key=lambda c: "23456789TJQKA".index(c[0]))
            await point_at(pilot, highest)
            await press(pilot, "enter")
        assert isinstance(app.screen, ChoiceDialog)
        shown = screen_text(app)
        assert "You shot the moon! How does it score?" in shown
        assert "☾ You shot the moon" in shown
        await press(pilot, "question_mark")
        assert "26" in str(app.screen.query_one("#choice-hint").render())
        await press(pilot, "down", "enter")
        state = table(app).state
        assert state.totals == (-26, 0, 0, 0)
        shown = screen_text(app)
        assert "You chose: the shooter −26." in shown or "☾ -26" in shown


def _danger(card: str) -> tuple[bool, int]:
    return (card[1] == "H" or card == "QS", "23456789TJQKA".index(card[0]))
