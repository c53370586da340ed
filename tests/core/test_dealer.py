"""The dealer: reproducible deals, and hands distributed as a fair shuffle would give them."""

from __future__ import annotations

import math
import random

from hjerterfri import CardSet, Deal, Rules
from hjerterfri.core.cards import mask_cards


def share_with_at_least(hearts: int) -> float:
    """Exact hypergeometric chance that a 13-card hand from 52 holds ≥ ``hearts`` hearts."""
    total = math.comb(52, 13)
    return sum(math.comb(13, k) * math.comb(39, 13 - k) for k in range(hearts, 14)) / total


def test_the_guides_figures_are_the_exact_hypergeometric_ones() -> None:
    assert round(share_with_at_least(6) * 100, 2) == 5.16
    assert round(share_with_at_least(7) * 100, 2) == 1.01


def test_heart_lengths_over_many_seeded_deals_match_the_exact_figures() -> None:
    deals = 15_000
    counts = {6: 0, 7: 0}
    hands = 0
    for seed in range(deals):
        for hand in Deal.new(Rules(), seed=seed).hands:
            length = len(hand.suit(2))
            hands += 1
            for threshold in counts:
                if length >= threshold:
                    counts[threshold] += 1
    for threshold, count in counts.items():
        expected = share_with_at_least(threshold)
        standard_error = math.sqrt(expected * (1 - expected) / hands)
        observed = count / hands
        assert abs(observed - expected) < 4 * standard_error, (threshold, observed, expected)


def test_a_deal_is_reproducible_from_rules_seed_and_number() -> None:
    rules = Rules(players=5)
    assert Deal.new(rules, seed=42, number=3) == Deal.new(rules, seed=42, number=3)
    assert Deal.new(rules, seed=42, number=3).hands != Deal.new(rules, seed=42, number=4).hands
    assert Deal.new(rules, seed=42, number=3).hands != Deal.new(rules, seed=43, number=3).hands


def test_every_seat_gets_the_two_of_clubs_about_equally_often() -> None:
    holders = [0, 0, 0, 0]
    for seed in range(4000):
        deal = Deal.new(Rules(), seed=seed, number=4)  # no pass: the holder leads
        holders[deal.to_act or 0] += 1
    assert all(abs(h - 1000) < 4 * math.sqrt(4000 * 0.25 * 0.75) for h in holders), holders


def test_the_dealer_rotates_with_the_deal_number() -> None:
    assert [Deal.new(Rules(), seed=1, number=n).dealer for n in range(1, 6)] == [0, 1, 2, 3, 0]


def test_the_deck_is_shuffled_by_the_standard_librarys_shuffle_and_dealt_round() -> None:
    """Seeds are stored in records: a (rules, seed, number) must keep dealing the same cards,
    those of ``random.Random("hjerterfri/{seed}/{number}").shuffle`` of the deck in card
    order, dealt one at a time from the dealer's left."""
    for rules in (Rules(), Rules(players=3), Rules(players=5), Rules(players=6)):
        n = rules.players
        for seed in range(300):
            number = 1 + seed % 7
            deck = mask_cards(rules.deck_mask)
            random.Random(f"hjerterfri/{seed}/{number}").shuffle(deck)
            hands = [CardSet() for _ in range(n)]
            for i, card in enumerate(deck):
                seat = (number + i) % n  # the dealer is seat (number - 1) % n
                hands[seat] = hands[seat] | {card}
            assert Deal.new(rules, seed=seed, number=number).dealt_hands == tuple(hands)
