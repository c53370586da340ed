"""What a seat can do, as values: pass, play, choose how a moon scores, deal the next deal.

Text becomes an action once, at the edge (``parse_pass``, ``parse_play``), and from there
on every caller — the table, record replay, the arena, the environments — checks and
applies the same values through ``Match.verify`` / ``can`` / ``apply``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from hjerterfri.core.cards import Card, CardLike, CardSet, parse_card, to_card
from hjerterfri.core.refusals import duplicate_card


@dataclasses.dataclass(frozen=True, slots=True)
class PassCards:
    """``seat`` puts ``cards`` aside for the seat it passes to."""

    seat: int
    cards: CardSet


@dataclasses.dataclass(frozen=True, slots=True)
class PlayCard:
    """``seat`` plays ``card`` to the trick on the table."""

    seat: int
    card: Card


@dataclasses.dataclass(frozen=True, slots=True)
class ChooseMoon:
    """The shooter ``seat`` chooses how the moon scores: others_plus_26 or shooter_minus_26."""

    seat: int
    choice: str


@dataclasses.dataclass(frozen=True, slots=True)
class NextDeal:
    """Deal the next deal, once the current one is scored and the match goes on."""


Action = PassCards | PlayCard | ChooseMoon | NextDeal


def parse_play(seat: int, card: CardLike) -> PlayCard:
    """``PlayCard`` from a card's text (``"QS"``, ``"10D"``, ``"Q♠"``) or number.

    Raises ``InvalidCardError`` quoting text that names no card.
    """
    return PlayCard(seat, to_card(card))


def parse_pass(seat: int, cards: str | Iterable[CardLike]) -> PassCards:
    """``PassCards`` from ``"QS AH 2C"`` (spaces or commas) or a list of cards.

    Raises ``InvalidCardError`` for text that names no card, and ``IllegalMoveError``
    (``DUPLICATE_CARD``) for a card named twice, which a set of cards could not show.
    """
    items = cards.replace(",", " ").split() if isinstance(cards, str) else cards
    mask = 0
    for item in items:
        card = parse_card(item) if isinstance(item, str) else to_card(item)
        if mask >> card & 1:
            raise duplicate_card(card)
        mask |= 1 << card
    return PassCards(seat, CardSet.from_mask(mask))
