"""Named-hand tests: each rule of RULES.md and each variant that changes which card is legal."""

from __future__ import annotations

import pytest

from hjerterfri import CardSet, Deal, IllegalMoveError, Phase, Reason, Rules, Suit
from tests.core.hands import (
    FIRST_TRICK_HANDS,
    ONLY_HEARTS_LEADER,
    QUEEN_AND_HEARTS_LEADER,
    TO_SEAT_0_LEAD,
    play_all,
)


def legal(deal: Deal) -> str:
    return " ".join(sorted(str(c) for c in deal.legal_plays()))


def refusal(deal: Deal, card: str) -> IllegalMoveError:
    with pytest.raises(IllegalMoveError) as info:
        deal.play(card)
    return info.value


# -- rule 3: the first lead --------------------------------------------------------------


def test_the_holder_of_two_of_clubs_must_lead_it() -> None:
    deal = Deal.from_hands(Rules(), FIRST_TRICK_HANDS)
    assert deal.to_act == 0
    assert legal(deal) == "2C"
    error = refusal(deal, "3C")
    assert error.reason is Reason.MUST_LEAD_LOWEST_CLUB
    assert str(error) == "The first trick opens with 2♣."


@pytest.mark.parametrize(("players", "opener"), [(5, "3C"), (6, "4C")])
def test_with_five_or_six_players_the_lowest_club_in_play_opens(players: int, opener: str) -> None:
    deal = Deal.new(Rules(players=players, pass_order="none"), seed=3)  # type: ignore[arg-type]
    assert opener in deal.hand(deal.to_act or 0)
    assert legal(deal) == opener


def test_three_players_without_two_of_clubs_open_with_three_of_clubs() -> None:
    deal = Deal.new(Rules(players=3, three_player_removes="2C", pass_order="none"), seed=1)  # type: ignore[arg-type]
    assert legal(deal) == "3C"
    assert all("2C" not in hand for hand in deal.hands)
    assert all(len(hand) == 17 for hand in deal.hands)


# -- rule 4: following suit, winning tricks ------------------------------------------------


def test_a_player_holding_the_led_suit_must_follow() -> None:
    deal = Deal.from_hands(Rules(), FIRST_TRICK_HANDS)
    deal.play("2C")
    assert legal(deal) == "5C 6C 7C 8C"
    error = refusal(deal, "6D")
    assert error.reason is Reason.MUST_FOLLOW_SUIT
    assert str(error).startswith("You must follow suit: you hold ♣")


def test_highest_card_of_the_led_suit_wins_and_off_suit_cards_never_do() -> None:
    deal = Deal.from_hands(Rules(), FIRST_TRICK_HANDS)
    play_all(deal, "2C 8C AD 9C")  # the A♦ is higher but not of the led suit
    assert deal.tricks[0].winner == 3
    assert deal.to_act == 3
    assert deal.leader == 3


# -- rule 5: the first trick is clean -------------------------------------------------------


def test_first_trick_void_player_may_not_discard_hearts_or_the_queen() -> None:
    deal = Deal.from_hands(Rules(), FIRST_TRICK_HANDS)
    play_all(deal, "2C 8C")
    assert legal(deal) == "9S AD JD JS KD QD TD TS"
    error = refusal(deal, "QS")
    assert error.reason is Reason.NO_POINTS_ON_FIRST_TRICK
    assert str(error) == "No hearts or Q♠ in the first trick."
    assert refusal(deal, "9H").reason is Reason.NO_POINTS_ON_FIRST_TRICK


def test_first_trick_hand_holding_only_hearts_and_the_queen_may_play_any_of_them() -> None:
    hands = [
        "2C 3C 4C 5C 6C 7C 8C 2D 3D 4D 5D 6D 7D",
        "9C TC JC QC KC AC 8D 9D TD JD QD KD AD",
        "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH QS",
        "AH 2S 3S 4S 5S 6S 7S 8S 9S TS JS KS AS",
    ]
    deal = Deal.from_hands(Rules(), hands)
    play_all(deal, "2C 9C")
    assert deal.legal_plays() == deal.hand(2)
    deal.play("QS")
    assert not deal.hearts_broken  # Q♠ does not break hearts by default


def test_first_trick_hand_holding_only_hearts_plays_one_and_breaks_hearts() -> None:
    hands = [
        "2C 3C 4C 5C 6C 7C 8C 2D 3D 4D 5D 6D 7D",
        "9C TC JC QC KC AC 8D 9D TD JD QD KD AD",
        "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
        "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
    ]
    deal = Deal.from_hands(Rules(), hands)
    play_all(deal, "2C 9C")
    assert deal.legal_plays() == deal.hand(2)
    deal.play("AH")
    assert deal.hearts_broken  # any heart played breaks hearts, also a first-trick discard


def test_three_player_void_with_hearts_queen_and_spades_must_discard_a_spade() -> None:
    hands = [
        "4C 5C 7C 8C JC QC 4D 5D 8D TD JD QD AD 5S 7S TS AS",
        "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH 2S 3S 4S QS",
        "2C 3C 6C 9C TC KC AC 3D 6D 7D 9D KD 6S 8S 9S JS KS",
    ]
    deal = Deal.from_hands(Rules(players=3), hands)
    play_all(deal, "2C 5C")
    assert legal(deal) == "2S 3S 4S"


def test_points_in_the_first_trick_variant_allows_the_queen_and_hearts() -> None:
    deal = Deal.from_hands(Rules(first_trick_points=True), FIRST_TRICK_HANDS)
    play_all(deal, "2C 8C")
    assert "QS" in legal(deal).split() and "9H" in legal(deal).split()
    deal.play("QS")
    deal.play("AC")
    assert deal.points_taken == (0, 0, 0, 13)


def test_jack_of_diamonds_is_not_restricted_in_the_first_trick() -> None:
    deal = Deal.from_hands(Rules(jack_of_diamonds=True), FIRST_TRICK_HANDS)
    play_all(deal, "2C 8C JD AC")
    assert deal.points_taken == (0, 0, 0, -10)


# -- rule 6: hearts must be broken ------------------------------------------------------------


def test_hearts_may_not_be_led_before_they_are_broken() -> None:
    deal = Deal.from_hands(Rules(), FIRST_TRICK_HANDS)
    play_all(deal, "2C 8C AD AC")
    assert deal.to_act == 3 and not deal.hearts_broken
    assert legal(deal) == "9C AS JC KC KS QC TC"
    error = refusal(deal, "TH")
    assert error.reason is Reason.HEARTS_NOT_BROKEN
    assert str(error) == "Hearts are not broken yet: lead another suit."


def test_a_heart_discarded_in_an_earlier_trick_breaks_hearts() -> None:
    deal = Deal.from_hands(Rules(), FIRST_TRICK_HANDS)
    play_all(deal, "2C 8C AD AC KS 2S 6S QS")  # seat 3 wins with K♠, seat 2 dumps Q♠
    assert not deal.hearts_broken
    play_all(deal, "9C 3C 5C TD")  # seat 3 leads again
    play_all(deal, "TC 4C 6C 9S")
    assert not deal.hearts_broken
    play_all(deal, "JC 2D 7C 6H")  # seat 0 and 2 void in clubs now; a heart is discarded
    assert deal.hearts_broken
    assert "TH" in legal(deal).split()


def test_a_leader_holding_only_hearts_may_lead_one_and_that_breaks_hearts() -> None:
    deal = Deal.from_hands(Rules(), ONLY_HEARTS_LEADER)
    play_all(deal, TO_SEAT_0_LEAD)
    assert deal.to_act == 0 and not deal.hearts_broken
    assert deal.legal_plays() == deal.hand(0)
    deal.play("2H")
    assert deal.hearts_broken
    voids = deal.observation(1).voids[0]
    assert voids == {Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES}


def test_a_leader_holding_only_hearts_and_the_queen_must_lead_the_queen() -> None:
    deal = Deal.from_hands(Rules(), QUEEN_AND_HEARTS_LEADER)
    play_all(deal, TO_SEAT_0_LEAD)
    assert legal(deal) == "QS"
    error = refusal(deal, "2H")
    assert error.reason is Reason.HEARTS_NOT_BROKEN
    assert str(error) == "Hearts are not broken yet: lead Q♠."


def test_hearts_need_not_be_broken_variant() -> None:
    deal = Deal.from_hands(Rules(hearts_must_break=False), FIRST_TRICK_HANDS)
    play_all(deal, "2C 8C AD AC")
    assert "TH" in legal(deal).split()
    deal.play("TH")
    assert deal.hearts_broken

    deal = Deal.from_hands(Rules(hearts_must_break=False), QUEEN_AND_HEARTS_LEADER)
    play_all(deal, TO_SEAT_0_LEAD)
    assert deal.legal_plays() == deal.hand(0)


@pytest.mark.parametrize("queen_breaks", [False, True])
def test_queen_breaks_hearts_variant(queen_breaks: bool) -> None:
    deal = Deal.from_hands(Rules(queen_breaks_hearts=queen_breaks), FIRST_TRICK_HANDS)
    play_all(deal, "2C 8C AD AC KS 2S 6S QS")  # Q♠ follows suit to seat 3's K♠
    assert deal.hearts_broken is queen_breaks
    assert ("TH" in legal(deal).split()) is queen_breaks


def test_queen_breaks_hearts_still_requires_leading_the_queen_first() -> None:
    deal = Deal.from_hands(Rules(queen_breaks_hearts=True), QUEEN_AND_HEARTS_LEADER)
    play_all(deal, TO_SEAT_0_LEAD)
    assert legal(deal) == "QS"
    deal.play("QS")
    assert deal.hearts_broken


# -- rule 7 and scoring ----------------------------------------------------------------------


def test_deal_ends_after_the_last_card_and_points_sum_to_the_deal_total() -> None:
    deal = Deal.new(Rules(pass_order="none"), seed=11)  # type: ignore[arg-type]
    while deal.phase is Phase.PLAY:
        deal.play(min(deal.legal_plays()))
    assert deal.phase is Phase.DONE
    assert deal.to_act is None
    assert deal.legal_plays() == CardSet()
    points = deal.points
    assert points is not None
    assert sum(points) == 26 or deal.moon_shooter is not None
    assert len(deal.tricks) == 13


@pytest.mark.parametrize("players", [3, 5, 6])
def test_other_player_counts_play_a_whole_deal(players: int) -> None:
    rules = Rules(players=players)
    deal = Deal.new(rules, seed=5)
    for seat in range(players):
        deal.pass_cards(seat, sorted(deal.hand(seat))[-3:])
    assert all(len(h) == rules.hand_size for h in deal.hands)
    while deal.phase is Phase.PLAY:
        deal.play(max(deal.legal_plays()))
    points = deal.points
    assert points is not None
    assert len(deal.tricks) == rules.hand_size
    assert sum(points) == 26 or deal.moon_shooter is not None
