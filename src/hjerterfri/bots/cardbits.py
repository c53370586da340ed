"""Bit tricks on card masks that every bot uses: suits, ranks, highest and lowest cards.

A card is ``rank * 4 + suit``; a mask holds one bit per card. These helpers stay on plain ints
so that rollouts in the search bot stay cheap.
"""

from __future__ import annotations

from typing import Final

from hjerterfri.core.cards import HEARTS_MASK, SUIT_MASKS
from hjerterfri.core.trick_rules import QS_CARD, winning_card

# The rules of a trick are the core's, stated once (core/trick_rules.py); bots read them here.
from hjerterfri.core.trick_rules import card_points as card_points

trick_winner_card = winning_card

QS: Final = QS_CARD
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
