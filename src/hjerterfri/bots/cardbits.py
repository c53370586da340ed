"""Bit tricks on card masks that every bot uses: suits, ranks, highest and lowest cards.

A card is ``rank * 4 + suit``; a mask holds one bit per card. These helpers stay on plain ints
so that rollouts in the search bot stay cheap.
"""

from __future__ import annotations

from typing import Final

from hjerterfri.core.cards import HEARTS_MASK, QS_BIT, SUIT_MASKS
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


def sure_winners(legal: int, others: int) -> int:
    """The cards of ``legal`` that no card of ``others`` in their suit beats: led, they win
    the trick (a moon runner cashes them; a stopper keeps the lead from the runner)."""
    sure = 0
    for suit_mask in SUIT_MASKS:
        mine, theirs = legal & suit_mask, others & suit_mask
        sure |= mine & above(highest(theirs)) if theirs else mine
    return sure


def most_dangerous(pool: int, hand: int, unseen: int) -> int:
    """The card of ``pool`` (part of ``hand``) a seat most wants gone when it may throw any:
    the top of a suit, ranked by its height, by how many ``unseen`` cards of its suit it beats
    (it would win tricks), and by how short its suit is (a void to come); hearts carry more.
    The medium bot discards so, and so do ``hard``'s play-outs."""
    best = -1.0
    pick = lowest(pool)
    for suit in range(4):
        mine = pool & SUIT_MASKS[suit]
        if not mine:
            continue
        card = highest(mine)
        length = (hand & SUIT_MASKS[suit]).bit_count()
        score = (card >> 2) + 1.5 * (unseen & below(card)).bit_count() - 0.8 * length
        if suit == 2:
            score += 2.0
        if score > best:
            best, pick = score, card
    return pick


def lead_risk(card: int, hand: int, unseen: int, voids: int = 0, jack: bool = False) -> float:
    """How likely leading ``card`` (the lowest of its suit in ``hand``) wins a trick with
    points in it; lower is safer. Safe: many ``unseen`` cards of its suit over it and few
    under, no seat shown void in it (``voids``: how many other seats are), a short suit;
    risky: Q♠ or a spade over her while she is out, J♦ under the J♦ rule, and hearts a
    little. ``safest_lead`` weighs each suit's lowest card by it."""
    suit = card & 3
    theirs = unseen & SUIT_MASKS[suit]
    higher = (theirs & above(card)).bit_count()
    lower = (theirs & below(card)).bit_count()
    risk = 0.0 if theirs else 6.0
    risk += 4.0 * lower / (higher + 1)
    if higher == 0:
        risk += 5.0
    risk += 3.0 * voids
    if suit == 3 and card > QS and unseen & QS_BIT:
        risk += 12.0
    if card == QS:
        risk += 15.0
    if suit == 2:
        risk += 1.0
    if jack and card == JD:
        risk += 6.0
    return risk + 0.3 * (hand & SUIT_MASKS[suit]).bit_count()


def weakest(mask: int, unseen: int) -> int:
    """The cards of ``mask`` that beat the fewest ``unseen`` cards of their suit: those least
    able ever to win a trick, the ones to throw under a moon runner's trick while the others
    stay as stoppers."""
    fewest, keep = 14, 0
    for card in cards_of(mask):
        beaten = (unseen & below(card)).bit_count()
        if beaten < fewest:
            fewest, keep = beaten, 0
        if beaten == fewest:
            keep |= 1 << card
    return keep


def spare(hand: int, unseen: int) -> int:
    """The cards of ``hand``'s suits that can lose one and keep their stopper: a suit whose
    top card beats no ``unseen`` card (nothing there to keep), or one longer than the top
    card and one card to play under each unseen card above it. So a void seat under a moon
    runner's trick keeps 6♠ 8♠ with 7♠ 9♠ out (8♠ takes the runner's 7♠ after 6♠ went under
    its 9♠) and throws a club from 6♣ 7♣ 8♣ T♣ with J♣ out (arena seed 15)."""
    kept = 0
    for suit_mask in SUIT_MASKS:
        mine = hand & suit_mask
        if not mine:
            continue
        top = highest(mine)
        if not unseen & below(top) or mine.bit_count() > 1 + (unseen & above(top)).bit_count():
            kept |= mine
    return kept


def stopper_throws(clean: int, hand: int, unseen: int) -> int:
    """The cards of ``clean`` (part of ``hand``) a stopper void under a moon runner's trick
    may throw: the ``weakest`` of the suits that can ``spare`` one, or of all if none can."""
    return weakest(clean & spare(hand, unseen) or clean, unseen)


NO_VOIDS: Final = (0, 0, 0, 0)


def safest_lead(
    legal: int, hand: int, unseen: int, voids: tuple[int, ...] = NO_VOIDS, jack: bool = False
) -> int:
    """The lowest card of one of ``legal``'s suits with the least ``lead_risk`` (the first
    suit on a tie); ``voids``: per suit, how many other seats are shown void in it. The
    medium bot leads so, and so do ``hard``'s play-outs."""
    best, safest = -1, 0.0
    for suit in range(4):
        mine = legal & SUIT_MASKS[suit]
        if mine:
            card = lowest(mine)
            risk = lead_risk(card, hand, unseen, voids[suit], jack)
            if best < 0 or risk < safest:
                best, safest = card, risk
    return best
