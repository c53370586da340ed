"""Bad input raises the documented error, names the problem, and leaves the deal unchanged."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from hjerterfri import Deal, IllegalMoveError, InvalidCardError, Reason, Rules
from tests.core.hands import FIRST_TRICK_HANDS


def passing_deal() -> Deal:
    return Deal.new(Rules(), seed=21)  # deal 1 passes left


def playing_deal() -> Deal:
    deal = Deal.from_hands(Rules(), FIRST_TRICK_HANDS)
    deal.play("2C")
    return deal


def _first_three(deal: Deal, seat: int) -> list[str]:
    return [str(c) for c in sorted(deal.hand(seat))[:3]]


CASES: list[tuple[str, Callable[[], Deal], Callable[[Deal], object], Reason | None, str]] = [
    ("card not in hand", playing_deal, lambda d: d.play("AC"), Reason.NOT_IN_HAND,
     "You don't hold A♣."),
    ("out of turn", playing_deal, lambda d: d.play("9C", seat=3), Reason.NOT_YOUR_TURN,
     "It is seat 1's turn, not seat 3's."),
    ("must follow", playing_deal, lambda d: d.play("6D"), Reason.MUST_FOLLOW_SUIT,
     "You must follow suit"),
    ("play while passing", passing_deal, lambda d: d.play("2C"), Reason.WRONG_PHASE,
     "Cards are being passed"),
    ("pass while playing", playing_deal, lambda d: d.pass_cards(1, ["5C", "6C", "7C"]),
     Reason.WRONG_PHASE, "Passing is over"),
    ("two pass cards", passing_deal, lambda d: d.pass_cards(0, _first_three(d, 0)[:2]),
     Reason.WRONG_PASS_COUNT, "Pass exactly 3 cards; 2 chosen."),
    ("four pass cards", passing_deal,
     lambda d: d.pass_cards(0, [str(c) for c in sorted(d.hand(0))[:4]]),
     Reason.WRONG_PASS_COUNT, "4 chosen"),
    ("a card passed twice", passing_deal,
     lambda d: d.pass_cards(0, [_first_three(d, 0)[0]] * 2 + [_first_three(d, 0)[1]]),
     Reason.DUPLICATE_CARD, "chosen twice"),
    ("pass a card not held", passing_deal,
     lambda d: d.pass_cards(0, [*_first_three(d, 0)[:2], str(sorted(d.hand(1))[0])]),
     Reason.NOT_IN_HAND, "You don't hold"),
    ("no such seat", passing_deal, lambda d: d.pass_cards(7, _first_three(d, 0)),
     Reason.NOT_YOUR_TURN, "There is no seat 7"),
    ("malformed card to play", playing_deal, lambda d: d.play("1X"), None, "'1X' is not a card"),
    ("malformed card to pass", passing_deal, lambda d: d.pass_cards(0, ["QS", "ZZ", "2C"]), None,
     "'ZZ' is not a card"),
]  # fmt: skip


@pytest.mark.parametrize(("name", "make", "action", "reason", "words"), CASES,
                         ids=[c[0] for c in CASES])  # fmt: skip
def test_bad_input_is_refused_with_a_reason_and_changes_nothing(
    name: str,
    make: Callable[[], Deal],
    action: Callable[[Deal], object],
    reason: Reason | None,
    words: str,
) -> None:
    deal = make()
    before = deal.clone()
    events_before = deal.events
    expected = IllegalMoveError if reason else InvalidCardError
    with pytest.raises(expected) as info:
        action(deal)
    if reason is not None:
        assert info.value.reason is reason  # type: ignore[attr-defined]
    assert words in str(info.value)
    assert deal == before
    assert deal.events == events_before


def test_passing_twice_is_refused_and_keeps_the_first_pick() -> None:
    deal = passing_deal()
    first = _first_three(deal, 0)
    deal.pass_cards(0, first)
    before = deal.clone()
    with pytest.raises(IllegalMoveError) as info:
        deal.pass_cards(0, [str(c) for c in sorted(deal.hand(0))[-3:]])
    assert info.value.reason is Reason.ALREADY_PASSED
    assert deal == before
    assert [str(c) for c in deal.passed(0) or ()] == first


def test_playing_after_the_deal_is_over_is_refused() -> None:
    deal = Deal.new(Rules(pass_order="none"), seed=3)  # type: ignore[arg-type]
    while deal.legal_plays():
        deal.play(min(deal.legal_plays()))
    with pytest.raises(IllegalMoveError) as info:
        deal.play("2C")
    assert info.value.reason is Reason.WRONG_PHASE
    assert str(info.value) == "The deal is over."


def test_errors_are_value_errors_for_callers_that_catch_broadly() -> None:
    deal = playing_deal()
    with pytest.raises(ValueError):
        deal.play("AC")


@pytest.mark.parametrize(
    ("hands", "words"),
    [
        (FIRST_TRICK_HANDS[:3], "3 hands given for 4 players"),
        ([*FIRST_TRICK_HANDS[:3], FIRST_TRICK_HANDS[3].replace("AH", "2C")], "more than one"),
        ([FIRST_TRICK_HANDS[0] + " AH", *FIRST_TRICK_HANDS[1:]], "holds 14 cards"),
    ],
)
def test_rigged_hands_that_are_no_deck_are_refused(hands: list[str], words: str) -> None:
    with pytest.raises(ValueError) as info:
        Deal.from_hands(Rules(), hands)
    assert words in str(info.value)


def test_rigged_hands_must_leave_out_the_removed_cards() -> None:
    deal = Deal.new(Rules(players=5), seed=1)
    hands = [" ".join(str(c) for c in h) for h in deal.hands]
    hands[0] = hands[0].replace(str(sorted(deal.hand(0))[0]), "2C")
    with pytest.raises(ValueError) as info:
        Deal.from_hands(Rules(players=5), hands)
    assert "2C" in str(info.value)


def test_across_is_refused_for_an_odd_number_of_players() -> None:
    deal = Deal.new(Rules(players=3), seed=1)
    hands = [list(h) for h in deal.hands]
    with pytest.raises(ValueError) as info:
        Deal.from_hands(Rules(players=3), hands, pass_direction="across")
    assert "no 'across' with 3 players" in str(info.value)
