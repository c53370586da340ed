"""Passing: choose, unchoose and confirm by keys; the cards received are marked in the hand."""

from __future__ import annotations

from tests.tui.conftest import SIZE, hand, make_app, own_loop, press, screen_text, table


def _hand_rows(shown: str) -> str:
    """The three lines of the hand: marks, cards, cursor."""
    lines = shown.splitlines()
    start = next(i for i, line in enumerate(lines) if "▔▔▔" in line) - 2
    return "\n".join(lines[start : start + 3])


@own_loop
async def test_choose_unchoose_confirm_and_see_what_came(db_url: str) -> None:
    app = make_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot)
        cards = list(hand(app).cards)
        # choose the 1st and 2nd, unchoose the 2nd, choose the 3rd and 4th
        await press(pilot, "space", "right", "space", "space", "right", "space", "right", "space")
        chosen = [cards[0], cards[2], cards[3]]
        assert hand(app).chosen_in_order() == chosen
        shown = screen_text(app)
        assert _hand_rows(shown).splitlines()[0].count("▲") == 3
        symbols = " ".join(_symbol(c) for c in chosen)
        assert f"▲ to pass to Astrid: {symbols} (3 of 3)" in shown
        await press(pilot, "enter")
        state = table(app).state
        received = state.deal.received
        assert received is not None and len(received) == 3
        assert not set(chosen) & set(hand(app).cards)
        shown = screen_text(app)
        assert f"You pass {symbols} to Astrid." in shown
        marks = _hand_rows(shown).splitlines()[0].count("★")
        assert marks == len(set(received) & set(hand(app).cards)) >= 2  # a 2♣ may be played
        assert "★ received from Freja: " + " ".join(_symbol(c) for c in received) in shown


def _symbol(card: str) -> str:
    return ("10" if card[0] == "T" else card[0]) + "♣♦♥♠"["CDHS".index(card[1])]
