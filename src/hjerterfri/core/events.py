"""What happened in a deal, one frozen record per step; records and messages are made from these."""

from __future__ import annotations

import dataclasses
from typing import NamedTuple

from hjerterfri.core.cards import Card, CardSet


@dataclasses.dataclass(frozen=True)
class Dealt:
    number: int
    dealer: int
    pass_offset: int
    hands: tuple[CardSet, ...]


class Passed(NamedTuple):
    """A seat's pass. Secret to the other seats until it arrives: adapters must hide ``cards``.

    A named tuple, as ``Played``: one is made for every seat in every deal that passes.
    """

    seat: int
    to_seat: int
    cards: CardSet


@dataclasses.dataclass(frozen=True)
class PassesExchanged:
    """Every seat has passed; the cards have changed hands."""

    received: tuple[CardSet, ...]


class Played(NamedTuple):
    """A card played. A named tuple, not a dataclass: one is made for every card, so it is hot."""

    seat: int
    card: Card
    trick: int  # 0-based number of the trick the card went to


@dataclasses.dataclass(frozen=True)
class TrickTaken:
    trick: int
    winner: int
    cards: tuple[Card, ...]  # in playing order, led card first
    points: int


@dataclasses.dataclass(frozen=True)
class Scored:
    points: tuple[int, ...]
    moon_shooter: int | None
    moon_choice: str | None


Event = Dealt | Passed | PassesExchanged | Played | TrickTaken | Scored
