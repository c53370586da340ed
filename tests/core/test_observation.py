"""A seat's observation: exactly what it may know — own cards, passes, the table, shown voids."""

from __future__ import annotations

from hjerterfri import CardSet, Deal, MoonRule, Phase, Rules, Suit
from tests.core.hands import (
    FIRST_TRICK_HANDS,
    ONLY_HEARTS_LEADER,
    TO_SEAT_0_LEAD,
    play_all,
    replay_conformance,
)
from tests.core.test_scoring import SHOOTER_TAKES_JACK


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


def test_a_trick_and_the_last_trick_carry_their_points() -> None:
    deal = Deal.from_hands(Rules(), ONLY_HEARTS_LEADER)
    play_all(deal, TO_SEAT_0_LEAD[:4])
    obs = deal.observation(1)
    assert obs.last_trick == obs.tricks[0]
    assert obs.tricks[0].points == 0
    play_all(deal, [*TO_SEAT_0_LEAD[4:], "2H", "KH", "TD", "AH"])
    obs = deal.observation(2)
    assert obs.last_trick is not None
    assert [str(c) for _, c in obs.last_trick.plays] == ["2H", "KH", "TD", "AH"]
    assert obs.last_trick.winner == 3 and obs.last_trick.points == 3
    assert obs.points is None and obs.moon_shooter is None and not obs.moon_pending


def test_before_the_first_trick_there_is_no_last_trick() -> None:
    assert Deal.from_hands(Rules(), FIRST_TRICK_HANDS).observation(0).last_trick is None


def test_the_score_and_the_moon_are_seen_by_every_seat() -> None:
    deal = replay_conformance(SHOOTER_TAKES_JACK, moon=MoonRule.SHOOTERS_CHOICE)
    for seat in range(4):
        obs = deal.observation(seat)
        assert obs.moon_shooter == 3 and obs.moon_pending
        assert obs.moon_choice is None and obs.points is None
    deal.choose_moon("others_plus_26")
    for seat in range(4):
        obs = deal.observation(seat)
        assert obs.moon_shooter == 3 and not obs.moon_pending
        assert obs.moon_choice == "others_plus_26"
        assert obs.points == deal.points


def test_a_deal_scored_without_a_moon_shows_its_points() -> None:
    deal = replay_conformance(6)
    obs = deal.observation(0)
    assert obs.points == deal.points and obs.points is not None
    assert obs.moon_shooter is None and obs.moon_choice is None and not obs.moon_pending
    assert sum(t.points for t in obs.tricks) == sum(obs.points_taken)
