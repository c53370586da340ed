"""Bit tricks on card masks that every bot uses: suits, ranks, highest and lowest cards.

A card is ``rank * 4 + suit``; a mask holds one bit per card. These helpers stay on plain ints
so that rollouts in the search bot stay cheap.
"""

from __future__ import annotations

from typing import Final

from hjerterfri.core.cards import HEARTS_MASK, JD_BIT, QS_BIT, SUIT_MASKS
from hjerterfri.core.rules import Rules

QS: Final = 43
JD: Final = 37
AS_BIT: Final = 1 << 51
KS_BIT: Final = 1 << 47
SPADES: Final = SUIT_MASKS[3]
HEARTS: Final = HEARTS_MASK


def lowest(mask: int) -> int:
    """The lowest-numbered card of a non-empty mask (lowest rank; clubs first on equal rank)."""
    return (mask & -mask).bit_length() - 1


def highest(mask: int) -> int:
    """The highest-numbered card of a non-empty mask."""
    return mask.bit_length() - 1


def count(mask: int) -> int:
    return mask.bit_count()


def cards_of(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def below(card: int) -> int:
    """Every card of ``card``'s suit ranked under it."""
    return SUIT_MASKS[card & 3] & ((1 << card) - 1)


def above(card: int) -> int:
    """Every card of ``card``'s suit ranked over it."""
    return SUIT_MASKS[card & 3] & ~((1 << (card + 1)) - 1)


def trick_winner_card(cards: list[int] | tuple[int, ...]) -> int:
    """The card winning a trick so far: the highest of the led suit."""
    suit = cards[0] & 3
    best = cards[0]
    for c in cards:
        if c & 3 == suit and c > best:
            best = c
    return best


def card_points(mask: int, rules: Rules) -> int:
    """Raw points of the cards in ``mask`` under ``rules`` (J♦ counts −10 when it scores)."""
    points = (mask & HEARTS_MASK).bit_count()
    if mask & QS_BIT:
        points += rules.queen_points
    if rules.jack_of_diamonds and mask & JD_BIT:
        points -= 10
    return points
