"""What happened in a deal, one frozen record per step; records and messages are made from these."""

from __future__ import annotations

import dataclasses
from typing import Final, NamedTuple

from hjerterfri.core.cards import CARDS, Card, CardSet


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
    """A card played. A named tuple, made once for each trick, seat and card (``PLAYED``)."""

    seat: int
    card: Card
    trick: int  # 0-based number of the trick the card went to


def _every_played() -> tuple[tuple[tuple[Played, ...], ...], ...]:
    new = tuple.__new__  # Played(...) without its generated __new__
    return tuple(
        tuple(tuple(new(Played, (seat, card, trick)) for card in CARDS) for seat in range(6))
        for trick in range(17)
    )


# PLAYED[trick][seat][card]: every Played event there can be (17 tricks with 3 players, 6
# seats at most), made once as the cards are, so ``Deal.play`` looks its event up.
PLAYED: Final = _every_played()


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


# Derived events: public facts a seat is told as they happen. ``Deal.events`` does not hold
# them (they follow from the events there); ``Deal.events_for`` puts them in their place.


@dataclasses.dataclass(frozen=True)
class HeartsBroken:
    """The first card that breaks hearts (a heart, or Q♠ if it does): right after its Played."""

    seat: int
    card: Card
    trick: int


@dataclasses.dataclass(frozen=True)
class MoonShot:
    """One seat took every heart and Q♠: before the Scored, or while the shooter chooses."""

    shooter: int


@dataclasses.dataclass(frozen=True)
class MatchOver:
    """The last event of a match: the totals, the winners (none in a draw), a draw or not."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]
    draw: bool


Event = (
    Dealt
    | Passed
    | PassesExchanged
    | Played
    | TrickTaken
    | Scored
    | HeartsBroken
    | MoonShot
    | MatchOver
)
