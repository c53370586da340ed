"""A seat's observation: exactly what it may know — own cards, passes, the table, shown voids."""

from __future__ import annotations

from hjerterfri import CardSet, Deal, Phase, Rules, Suit
from tests.core.hands import FIRST_TRICK_HANDS, play_all


def test_observation_holds_own_hand_the_table_and_legal_plays() -> None:
    deal = Deal.from_hands(Rules(), FIRST_TRICK_HANDS)
    play_all(deal, "2C 8C")
    obs = deal.observation(2)
    assert obs.seat == 2 and obs.to_act == 2 and obs.phase is Phase.PLAY
    assert obs.hand == deal.hand(2)
    assert [(s, str(c)) for s, c in obs.trick] == [(0, "2C"), (1, "8C")]
    assert obs.legal == deal.legal_plays()
    assert deal.observation(3).legal == CardSet()  # not its turn
    assert obs.hand_size(0) == 12 and obs.hand_size(2) == 13
    assert obs.unseen == CardSet.from_mask(Rules().deck_mask) - obs.hand - CardSet("2C 8C")


def test_voids_shown_by_failing_to_follow() -> None:
    deal = Deal.from_hands(Rules(), FIRST_TRICK_HANDS)
    play_all(deal, "2C 8C AD AC")
    voids = deal.observation(0).voids
    assert voids[2] == {Suit.CLUBS}
    assert voids[0] == voids[1] == voids[3] == frozenset()
    assert deal.observation(0).tricks[0].winner == 3
    assert deal.observation(1).points_taken == (0, 0, 0, 0)


def test_cards_passed_are_known_to_be_with_the_receiver_until_played() -> None:
    deal = Deal.new(Rules(), seed=5)  # passes left
    picks = {seat: sorted(deal.hand(seat))[-3:] for seat in range(4)}
    for seat, cards in picks.items():
        deal.pass_cards(seat, cards)
    obs = deal.observation(0)
    assert obs.passed == CardSet(picks[0])
    assert obs.received == CardSet(picks[3])
    assert obs.known_cards[1] == CardSet(picks[0])
    assert obs.known_cards[2] == CardSet() == obs.known_cards[3]
    assert obs.pass_to == 1
