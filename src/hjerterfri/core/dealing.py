"""Shuffling and dealing: which cards a seed gives each seat, and rigged hands checked.

Deals are stored as seeds, so nothing here may ever change which cards a seed deals.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterable, Sequence
from typing import Final

from hjerterfri.core.cards import CardLike, CardSet, mask_cards, parse_cards
from hjerterfri.core.rules import Rules

DIRECTIONS: Final = ("left", "right", "across", "none")
_SHUFFLE_STEPS: Final = tuple((i, (i + 1).bit_length()) for i in range(51, 0, -1))


@functools.cache
def _deck_bits(deck_mask: int) -> tuple[int, ...]:
    return tuple(1 << c for c in mask_cards(deck_mask))


def shuffled(deck_mask: int, seed: str) -> list[int]:
    """The bits of the deck's cards, in card order, shuffled by ``random.Random(seed).shuffle``.

    The same order as that call gives (a test compares them), in half the time: it is the
    standard library's Fisher–Yates written out — for each place i from the last down, a
    j from 0 to i drawn as ``_randbelow(i + 1)`` draws it (``(i + 1).bit_length()`` random
    bits, again until the number is at most i), then the cards at i and j change places.
    """
    deck = list(_deck_bits(deck_mask))
    getrandbits = random.Random(seed).getrandbits
    for i, k in _SHUFFLE_STEPS[52 - len(deck) :]:
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def dealer_of(number: int, players: int) -> int:
    """The seat that deals deal ``number``: seat 0 first, then round to the left."""
    return (number - 1) % players


def deal_hands(rules: Rules, seed: int, number: int) -> list[int]:
    """Each seat's hand mask for deal ``number`` of the match with ``seed``.

    One card at a time from the dealer's left, off the deck in card order shuffled by
    random.Random(f"hjerterfri/{seed}/{number}").shuffle: the cards at places s, s+n, ...
    go to seat dealer+1+s. The deck holds the cards' bits, so a hand is a sum.
    """
    n = rules.players
    dealer = dealer_of(number, n)
    deck = shuffled(rules.deck_mask, f"hjerterfri/{seed}/{number}")
    hands = [0] * n
    for s in range(n):
        hands[(dealer + 1 + s) % n] = sum(deck[s::n])
    return hands


def checked_hands(rules: Rules, hands: Sequence[Iterable[CardLike] | str]) -> list[int]:
    """The masks of rigged hands, once they are checked to be this table's deck, dealt."""
    n = rules.players
    if len(hands) != n:
        raise ValueError(f"{len(hands)} hands given for {n} players")
    masks = []
    seen = 0
    for seat, hand in enumerate(hands):
        cards = parse_cards(hand)
        mask = int(CardSet(cards))
        count = len(cards)
        if mask.bit_count() != count:
            raise ValueError(f"seat {seat}'s hand names a card twice")
        if count != rules.hand_size:
            raise ValueError(
                f"seat {seat} holds {count} cards; with {n} players each holds {rules.hand_size}"
            )
        if mask & seen:
            twice = " ".join(str(c) for c in mask_cards(mask & seen))
            raise ValueError(f"{twice} dealt to more than one seat")
        seen |= mask
        masks.append(mask)
    if seen != rules.deck_mask:
        removed = " ".join(str(c) for c in mask_cards(seen & ~rules.deck_mask))
        raise ValueError(f"{removed} is taken out of the deck with {n} players")
    return masks


def direction_name(offset: int, players: int) -> str:
    """``left``, ``right``, ``across`` or ``none`` for a pass offset."""
    offset %= players
    if offset == 0:
        return "none"
    if offset == 1:
        return "left"
    if offset == players - 1:
        return "right"
    return "across"


def offset_of(direction: str | int, players: int) -> int:
    """The pass offset of a direction's name (or of an offset, checked)."""
    if isinstance(direction, int):
        offset = direction % players
        if offset not in (0, 1, players - 1) and not (players % 2 == 0 and offset == players // 2):
            raise ValueError(f"pass offset {direction} is not left, right, across or none")
        return offset
    name = direction.strip().lower()
    if name == "across":
        if players % 2:
            raise ValueError(f"there is no 'across' with {players} players; use left or right")
        return players // 2
    offsets = {"left": 1, "right": players - 1, "none": 0, "keep": 0}
    if name not in offsets:
        raise ValueError(f"pass direction {direction!r}; use one of {', '.join(DIRECTIONS)}")
    return offsets[name]
