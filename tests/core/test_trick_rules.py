"""The rules of a trick on bit masks: the one statement Deal, Observation and the bots read."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from hjerterfri import Card, CardSet, Deal, Phase, Rules
from hjerterfri.core.trick_rules import (
    TrickRules,
    card_points,
    hearts_breakers,
    trick_winner,
    winning_card,
)
from tests.core.test_properties import random_pass, rules_strategy


def _cards(text: str) -> list[int]:
    return [int(Card(c)) for c in text.split()]


def _mask(text: str) -> int:
    return int(CardSet(text.split()))


def test_the_highest_card_of_the_led_suit_takes_the_trick() -> None:
    trick = _cards("5C AS KC 2C")
    assert winning_card(trick) == Card("KC")
    assert trick_winner(trick, leader=3, players=4) == 1  # KC is the third card: seat 3+2
    assert TrickRules(Rules()).winner(trick, 3) == 1


def test_points_count_hearts_the_queen_and_the_jack_when_it_scores() -> None:
    cards = _mask("2H AH QS JD")
    assert card_points(cards, Rules()) == 15
    assert card_points(cards, Rules(jack_of_diamonds=True)) == 5
    assert card_points(cards, Rules(queen_points=12)) == 14
    assert TrickRules(Rules(jack_of_diamonds=True)).points(cards) == 5


def test_hearts_are_broken_by_a_heart_and_by_the_queen_if_the_rules_say() -> None:
    assert TrickRules(Rules()).breaks_hearts(Card("2H"))
    assert not TrickRules(Rules()).breaks_hearts(Card("QS"))
    assert TrickRules(Rules(queen_breaks_hearts=True)).breaks_hearts(Card("QS"))
    assert hearts_breakers(True) == hearts_breakers(False) | Card("QS").bit


def test_legal_cards_follow_suit_open_with_the_lowest_club_and_wait_for_hearts() -> None:
    rules = TrickRules(Rules())
    hand = _mask("2C 9C QS 3H")
    assert rules.legal(hand, [], 0, broken=False) == Card("2C").bit
    assert rules.legal(hand, _cards("5C"), 1, broken=False) == _mask("2C 9C")
    assert rules.legal(_mask("QS 3H"), _cards("5D"), 0, broken=False) == _mask("QS 3H")
    assert rules.legal(_mask("QS 3H 4D"), [], 2, broken=False) == _mask("QS 4D")
    assert rules.legal(_mask("QS 3H"), [], 2, broken=False) == _mask("QS")
    assert rules.only_queen_may_lead(rules.legal(_mask("QS 3H"), [], 2, broken=False))
    assert rules.legal(_mask("QS 3H"), [], 2, broken=True) == _mask("QS 3H")
    assert rules.legal(_mask("3H 4H"), [], 2, broken=False) == _mask("3H 4H")


def test_no_points_in_the_first_trick_unless_nothing_else_is_held() -> None:
    rules = TrickRules(Rules())
    assert rules.legal(_mask("QS 3H 4D"), _cards("2C"), 0, broken=False) == _mask("4D")
    assert rules.legal(_mask("QS 3H"), _cards("2C"), 0, broken=False) == _mask("QS 3H")
    free = TrickRules(Rules(first_trick_points=True))
    assert free.legal(_mask("QS 3H 4D"), _cards("2C"), 0, broken=False) == _mask("QS 3H 4D")


@settings(max_examples=60, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_a_deals_legal_cards_winners_and_points_are_these_rules(
    rules: Rules, seed: int, choices: int
) -> None:
    rng = random.Random(choices)
    deal = Deal.new(rules, seed=seed)
    if deal.phase is Phase.PASS:
        random_pass(deal, rng)
    tr = TrickRules(rules)
    while deal.phase is Phase.PLAY:
        seat = deal.to_act
        assert seat is not None
        trick = [int(c) for _, c in deal.trick]
        legal = tr.legal(int(deal.hand(seat)), trick, len(deal.tricks), deal.hearts_broken)
        assert legal == deal.legal_mask()
        deal.play(rng.choice(sorted(deal.legal_plays())))
    for done in deal.tricks:
        cards = [int(c) for _, c in done.plays]
        assert tr.winner(cards, done.leader) == done.winner
        assert tr.points(int(done.cards)) == done.points
