"""A seat's observation as one int16 vector: the documented, versioned layout (docs/research.md).

``LAYOUT`` names each section and its shape, in order; ``SECTIONS`` gives their slices. Seat
sections (``played_by``, ``points_taken``, ``totals``) are numbered from the observing seat:
row 0 is the seat itself, row 1 the seat to its left, and so on; rows past the table's
player count stay 0. The order of play is kept per card (``trick_of``: which trick, from 1;
``place_in_trick``: which card of that trick, from 1), so each trick's play order is in the
vector, not only who played what.

Speed: the vector is filled with numpy from 52-bit masks and from a ``PlayLog`` that the
environments keep up to date with each ``Played`` event, so nothing loops over the tricks
played so far. The log holds only what every seat saw played; the one private part is the
observing seat's own hand, passes and received cards, read from the ``Deal`` for that seat.
"""

from __future__ import annotations

from typing import Final

import numpy as np

from hjerterfri.core import Deal, MoonRule, Phase, Rules
from hjerterfri.core.events import Played

VERSION: Final = 2
MAX_SEATS: Final = 6
DTYPE: Final = np.int16
_MOONS: Final = tuple(MoonRule)

LAYOUT: Final[tuple[tuple[str, tuple[int, ...]], ...]] = (
    ("hand", (52,)),  # the cards this seat holds
    ("passed", (52,)),  # what it passed, or has picked so far while passing
    ("received", (52,)),  # what it was passed, once the cards have changed hands
    ("played_by", (MAX_SEATS, 52)),  # who played each card, seats numbered from this one
    ("on_table", (52,)),  # the cards of the trick being played
    ("trick_of", (52,)),  # the trick (1, 2, ...) each played card went to; 0 not played
    ("place_in_trick", (52,)),  # 1 for the led card, 2 for the next, ...; 0 not played
    ("points_taken", (MAX_SEATS,)),  # raw points in each seat's tricks so far
    ("totals", (MAX_SEATS,)),  # the match's running totals before this deal
    ("hearts_broken", (1,)),
    ("phase", (3,)),  # one-hot: passing, playing, moon choice
    ("pass_direction", (4,)),  # one-hot: none, left, right, across
    ("players", (4,)),  # one-hot: 3, 4, 5, 6
    # first_trick_points, hearts_must_break, queen_breaks_hearts, jack_of_diamonds,
    # Q♠ worth 12, then the moon rule one-hot: others +26, shooter −26, choice, automatic
    ("rules", (5 + len(_MOONS),)),
    ("match", (3,)),  # single_deal, target, this deal's number
)


def _sections() -> dict[str, slice]:
    out, start = {}, 0
    for name, shape in LAYOUT:
        size = int(np.prod(shape))
        out[name] = slice(start, start + size)
        start += size
    return out


SECTIONS: Final = _sections()
SIZE: Final = SECTIONS[LAYOUT[-1][0]].stop
_BIT_ROWS: Final = 3 + MAX_SEATS + 1  # hand, passed, received, played_by, on_table
_BITS_END: Final = SECTIONS["on_table"].stop
_ORDER_END: Final = SECTIONS["place_in_trick"].stop
_PHASES: Final = {Phase.PASS: (1, 0, 0), Phase.PLAY: (0, 1, 0), Phase.MOON: (0, 0, 1)}
_NO_PHASE: Final = (0, 0, 0)
_BYTES: Final = 7  # 52 bits, and room to the next row at 56
_PLAYED_SHIFTS: Final = tuple(168 + 56 * k for k in range(MAX_SEATS))
_PADS: Final = {n: (0,) * (MAX_SEATS - n) for n in range(3, MAX_SEATS + 1)}


def bits(mask: int) -> np.ndarray:
    """A card mask as 52 zeros and ones (int8), card 0 first."""
    raw = np.frombuffer(mask.to_bytes(_BYTES, "little"), dtype=np.uint8)
    return np.unpackbits(raw, count=52, bitorder="little").view(np.int8)


class PlayLog:
    """The public record of a deal's plays, one ``Played`` event at a time.

    Who played what is kept as one card mask per seat; the order of play as numpy rows
    (``trick_of``, ``place_in_trick``) laid out as in the vector.
    """

    __slots__ = ("_place", "on_table", "order", "played")

    def __init__(self) -> None:
        self.played = [0] * MAX_SEATS  # per absolute seat, the cards it has played
        self.on_table = 0
        self.order = np.zeros(2 * 52, dtype=DTYPE)  # trick_of, then place_in_trick
        self._place = 0

    def clear(self) -> None:
        self.played = [0] * MAX_SEATS
        self.on_table = 0
        self.order.fill(0)
        self._place = 0

    def record(self, played: Played, players: int) -> None:
        seat, card, trick = played
        self._place += 1
        self.played[seat] |= 1 << card
        order = self.order
        order[card] = trick + 1
        order[52 + card] = self._place
        if self._place == players:  # the trick is taken
            self._place = 0
            self.on_table = 0
        else:
            self.on_table |= 1 << card

    def copy(self) -> PlayLog:
        other = PlayLog.__new__(PlayLog)
        other.played = self.played[:]
        other.on_table = self.on_table
        other.order = self.order.copy()
        other._place = self._place
        return other


def constant_tail(rules: Rules, number: int) -> tuple[int, ...]:
    """The sections that stay the same through a deal: players, rules, match."""
    flags = (
        rules.first_trick_points,
        rules.hearts_must_break,
        rules.queen_breaks_hearts,
        rules.jack_of_diamonds,
        rules.queen_points == 12,
    )
    players = tuple(int(rules.players == k) for k in (3, 4, 5, 6))
    moon = tuple(int(rules.moon is m) for m in _MOONS)
    match = (int(rules.single_deal), rules.target, number)
    return players + tuple(map(int, flags)) + moon + match


def _direction(offset: int, players: int) -> tuple[int, int, int, int]:
    if offset == 0:
        return (1, 0, 0, 0)
    if offset == 1:
        return (0, 1, 0, 0)
    return (0, 0, 1, 0) if offset == players - 1 else (0, 0, 0, 1)


def write(
    out: np.ndarray,
    tail: tuple[int, ...],
    deal: Deal,
    seat: int,
    log: PlayLog,
    picked: int = 0,
) -> np.ndarray:
    """Fill ``out`` (``SIZE`` int16) with what ``seat`` knows; ``tail`` is ``constant_tail``.

    ``picked``: the cards ``seat`` has chosen so far while passing, one a step.
    """
    n = deal.rules.players
    passed = deal.passed(seat)
    received = deal.received(seat)
    played = log.played[seat:n] + log.played[:seat]  # from this seat on
    # the ten card rows as one int, 56 bits a row, unpacked in one go
    rows = int(deal.hand(seat)) | (int(passed) if passed is not None else picked) << 56
    if received is not None:
        rows |= int(received) << 112
    for shift, cards in zip(_PLAYED_SHIFTS, played, strict=False):  # n of the 6 shifts
        rows |= cards << shift
    rows |= log.on_table << 504
    raw = np.frombuffer(rows.to_bytes(_BIT_ROWS * _BYTES, "little"), dtype=np.uint8)
    unpacked = np.unpackbits(raw, bitorder="little").reshape(_BIT_ROWS, 56)
    out[:_BITS_END].reshape(_BIT_ROWS, 52)[:] = unpacked[:, :52]
    out[_BITS_END:_ORDER_END] = log.order
    taken = deal.points_taken
    totals = deal.totals
    pad = _PADS[n]
    out[_ORDER_END:] = (
        taken[seat:]
        + taken[:seat]
        + pad
        + totals[seat:]
        + totals[:seat]
        + pad
        + (int(deal.hearts_broken),)
        + _PHASES.get(deal.phase, _NO_PHASE)
        + _direction(deal.pass_offset, n)
        + tail
    )
    return out
