"""Every real deal is accepted: points counted from any spread of the point cards pass the check.

The points typed (with the answer to "was it a moon?") score the same as the cards tapped.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from hjerterfri.services.scoreboard.board import Board, make_rules
from hjerterfri.services.scoreboard.entry import Entry, point_cards

VARIANTS = st.fixed_dictionaries(
    {
        "players": st.integers(3, 6),
        "jack_of_diamonds": st.booleans(),
        "queen_points": st.sampled_from([13, 12]),
        "moon": st.sampled_from(["others_plus_26", "shooter_minus_26", "automatic"]),
    }
)


@st.composite
def deals(draw: st.DrawFn) -> tuple[Board, tuple[tuple[str, ...], ...]]:
    variants = draw(VARIANTS)
    players = variants.pop("players")
    board = Board([f"P{i}" for i in range(players)], make_rules(players, **variants))
    cards = sorted(str(card) for card in point_cards(board.rules))
    moon_to = draw(st.none() | st.integers(0, players - 1))
    owners = [
        moon_to if moon_to is not None and card != "JD" else draw(st.integers(0, players - 1))
        for card in cards
    ]
    hands = tuple(
        tuple(c for c, o in zip(cards, owners, strict=True) if o == seat) for seat in range(players)
    )
    return board, hands


@settings(max_examples=300, deadline=None)
@given(deals())
def test_points_of_a_real_deal_are_accepted_and_score_like_its_cards(
    deal: tuple[Board, tuple[tuple[str, ...], ...]],
) -> None:
    board, hands = deal
    by_cards = board.check_add(Entry(cards=hands))
    raw = tuple(
        sum({"QS": board.rules.queen_points, "JD": -10}.get(card, 1) for card in hand)
        for hand in hands
    )
    assert sum(raw) == board.rules.deal_points
    by_points = board.check_add(Entry(points=raw, moon=by_cards.shooter is not None))
    assert by_points.points == by_cards.points
    assert by_points.shooter == by_cards.shooter
