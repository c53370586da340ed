"""Choosing three cards to pass, the guides' way: keep the hand with the least danger in it.

Every 3-card choice is scored by what the kept hand would still risk (Q♠ without cover, the
spades that catch her, high hearts, high cards in long suits) and what it gains (voids,
J♦ under the −10 rule). ``ranked_passes`` gives the best few for the search bot to test.
"""

from __future__ import annotations

import functools
import itertools

from hjerterfri.bots import reasons
from hjerterfri.bots.advice import pass_advice
from hjerterfri.bots.base import Advice
from hjerterfri.bots.cardbits import AS_BIT, HEARTS, JD, KS_BIT, QS, SPADES, cards_of
from hjerterfri.core import Observation
from hjerterfri.core.cards import JD_BIT, QS_BIT, SUIT_MASKS, Suit
from hjerterfri.core.rules import PASS_COUNT, Rules


def kept_danger(kept: int, rules: Rules) -> float:
    """How much trouble a hand is likely to bring; lower is better."""
    return _danger_tenths(kept, rules.jack_of_diamonds) / 10


def _danger_tenths(kept: int, jack_of_diamonds: bool) -> int:
    # In tenths of a point, so that sums are exact and equal hands tie exactly (floats
    # added in another order could rank two equal choices by rounding noise).
    danger = 0
    low_spades = (kept & SPADES & ((1 << QS) - 1)).bit_count()
    if kept & QS_BIT:
        danger += 130 if low_spades < 4 else 40
    for bit in (AS_BIT, KS_BIT):
        if kept & bit:
            danger += 70 if low_spades < 4 else 20
    danger += 11 * _ranks_above(kept & HEARTS, 5)
    for suit in (0, 1):
        mine = kept & SUIT_MASKS[suit]
        size = mine.bit_count()
        danger += (9 if size <= 4 else 5) * _ranks_above(mine, 7)
        if size == 0:
            danger -= 60
        elif size == 1:
            danger -= 20
    if not kept & SPADES:
        danger -= 30
    if jack_of_diamonds:
        if kept & JD_BIT:
            danger -= 60
        danger -= 10 * (kept & SUIT_MASKS[1] & ~((1 << JD) - 1) & ~JD_BIT).bit_count()
    return danger


@functools.cache
def _ranks_above(mask: int, rank: int) -> int:
    """How far the cards of one suit's ``mask`` rank above ``rank``, summed (at most 8,192
    masks a suit: a pass weighs 286 hands, most of them sharing suits)."""
    return sum(max(0, (card >> 2) - rank) for card in cards_of(mask))


def moon_hand(hand: int) -> bool:
    """Seven or more hearts with the top ones, and the spades under control."""
    hearts = hand & HEARTS
    top = sum(1 for rank in range(12, 7, -1) if hearts >> (rank * 4 + 2) & 1)
    spades_ok = bool(hand & QS_BIT and hand & (AS_BIT | KS_BIT)) or not hand & SPADES
    return hearts.bit_count() >= 7 and top >= 4 and spades_ok


def ranked_passes(hand: int, rules: Rules, keep: int = 8) -> list[tuple[int, ...]]:
    """The ``keep`` least dangerous choices of three cards, best first."""
    cards = cards_of(hand)
    scored = []
    for combo in itertools.combinations(cards, PASS_COUNT):
        kept = hand
        for c in combo:
            kept ^= 1 << c
        scored.append((_danger_tenths(kept, rules.jack_of_diamonds), combo))
    scored.sort()
    return [combo for _, combo in scored[:keep]]


def moon_pass(hand: int) -> list[int]:
    """For a moon attempt: give away the lowest cards outside hearts."""
    pool = hand & ~HEARTS & ~QS_BIT
    low = sorted(cards_of(pool), key=lambda c: c >> 2)[:PASS_COUNT]
    rest = [c for c in sorted(cards_of(hand), key=lambda c: c >> 2) if c not in low]
    return (low + rest)[:PASS_COUNT]


def advise_pass(obs: Observation) -> Advice:
    """The medium bot's pass with its reason."""
    hand = int(obs.hand)
    if moon_hand(hand):
        return pass_advice(sorted(moon_pass(hand)), reasons.PASS_MOON)
    combo = list(ranked_passes(hand, obs.rules, keep=1)[0])
    return explain_pass(hand, combo)


def explain_pass(hand: int, combo: list[int]) -> Advice:
    """The reason that fits a chosen pass best."""
    passed = sum(1 << c for c in combo)
    if passed & (QS_BIT | AS_BIT | KS_BIT):
        return pass_advice(combo, reasons.PASS_QUEEN)
    for suit in (0, 1, 3):
        if hand & SUIT_MASKS[suit] and not (hand & ~passed) & SUIT_MASKS[suit]:
            return pass_advice(combo, reasons.PASS_VOID, suit=Suit(suit))
    return pass_advice(combo, reasons.PASS_HIGH)


def easy_pass(obs: Observation) -> Advice:
    """The first lesson only: pass the three most dangerous single cards."""
    hand = int(obs.hand)

    def danger(card: int) -> float:
        bonus = {QS: 20.0, 51: 15.0, 47: 14.0}.get(card, 0.0)
        return bonus + (card >> 2) + (3.0 if card & 3 == 2 else 0.0)

    combo = sorted(cards_of(hand), key=danger, reverse=True)[:PASS_COUNT]
    return explain_pass(hand, sorted(combo))
