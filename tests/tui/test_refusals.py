"""Bad input is refused in words and changes nothing: an illegal card, a pass of two, a typo."""

from __future__ import annotations

from hjerterfri.core import CARDS
from tests.tui.conftest import (
    SIZE,
    hand,
    make_app,
    own_loop,
    point_at,
    press,
    screen_text,
    table,
    try_an_illegal_card,
)

SENTENCES = (
    "You must follow suit: you hold",
    "Hearts are not broken yet",
    "No hearts or Q♠ in the first trick",
)


@own_loop
async def test_an_illegal_card_is_explained_and_nothing_changes(db_url: str) -> None:
    app = make_app(db_url, rules={"single_deal": True})
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot)
        illegal, cards, log = await try_an_illegal_card(pilot)
        shown = screen_text(app)
        assert any(sentence in shown for sentence in SENTENCES), shown
        assert "error" in table(app).query_one("#message").classes
        assert hand(app).cards == cards and hand(app).current == illegal
        assert table(app).session.table.log == log
        # The refused card is still there to see, dimmed; a legal one then plays.
        await press(pilot, "left" if hand(app).cursor else "right")
        legal = sorted(hand(app).legal, key=cards.index)[0]
        await point_at(pilot, legal)
        await press(pilot, "enter")
        assert legal not in hand(app).cards
        assert "You play " + _symbol(legal) in screen_text(app)


@own_loop
async def test_passing_two_cards_is_refused_and_kept(db_url: str) -> None:
    app = make_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot)
        log = table(app).session.table.log
        await press(pilot, "space", "right", "space", "enter")
        shown = screen_text(app)
        assert "Pass exactly 3 cards; 2 chosen." in shown
        assert len(hand(app).chosen) == 2 and table(app).state.you == "pass"
        assert table(app).session.table.log == log
        # A fourth choice is refused too, with what to do instead.
        await press(pilot, "right", "space", "right", "space")
        assert "unchoose one first" in screen_text(app)
        assert len(hand(app).chosen) == 3


@own_loop
async def test_typing_a_card(db_url: str) -> None:
    app = make_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot)
        log = table(app).session.table.log
        await press(pilot, "1", "c")
        assert "“1c” is not a card: type the rank, then the suit, like qs, 10d or 2c." in (
            screen_text(app)
        )
        held = hand(app).cards[-1]
        await press(pilot, *_keys(held))
        assert hand(app).current == held
        missing = next(str(c) for c in CARDS if str(c) not in hand(app).cards)
        await press(pilot, *_keys(missing))
        assert f"You don't hold {_symbol(missing)}." in screen_text(app)
        assert hand(app).current == held
        assert table(app).session.table.log == log


def _keys(card: str) -> list[str]:
    rank = "10" if card[0] == "T" else card[0].lower()
    return [*rank, card[1].lower()]


def _symbol(card: str) -> str:
    return ("10" if card[0] == "T" else card[0]) + "♣♦♥♠"["CDHS".index(card[1])]
