"""The unchecked path through a deal, for search: ``push``/``pop`` and random play-outs.

``SearchMoves`` is the part of ``Deal`` that trusts its caller: a search makes and unmakes
legal moves with ``push``/``pop``, and Monte Carlo plays a deal out at random with
``rollout`` (the points only) or ``playout`` (written into the deal's history).
"""

from __future__ import annotations

import functools
import random
from math import floor
from typing import TYPE_CHECKING, Final

from hjerterfri.core.cards import SUIT_MASKS
from hjerterfri.core.observation import Phase
from hjerterfri.core.trick_rules import QS_CARD, TrickRules

if TYPE_CHECKING:
    from hjerterfri.core.events import Claimed
    from hjerterfri.core.rules import Rules

_PLAY: Final = Phase.PLAY
_SuitTable = dict[int, tuple[int, ...]]  # a hand's bits in one suit -> those cards, low first


@functools.cache
def _suit_tables() -> tuple[_SuitTable, _SuitTable, _SuitTable, _SuitTable]:
    """Per suit, the cards of that suit in any hand, by the hand's bits in the suit.

    A hand's suits in four look-ups, where a play-out starts. 4 x 8192 small tuples (about
    5 MB, 17 ms), so they are made on the first play-out, not on import.
    """
    out = []
    for suit in range(4):
        table: _SuitTable = {0: ()}
        for rank in range(13):
            card = rank * 4 + suit
            table.update({held | 1 << card: (*cards, card) for held, cards in table.items()})
        out.append(table)
    return out[0], out[1], out[2], out[3]


# _TO_PLAY[n][leader][count]: the seats still to play, in turn, with ``count`` cards in the trick
_TO_PLAY: Final = tuple(
    tuple(
        tuple(tuple((lead + i) % n for i in range(count, n)) for count in range(n))
        for lead in range(n)
    )
    for n in range(7)
)


def play_randomly(
    tr: TrickRules,
    hands: list[int],
    trick: list[int],
    tricks_done: int,
    leader: int,
    broken: bool,
    rng: random.Random,
    won: list[int],
    order: list[int] | None,
) -> list[int]:
    """Play uniformly random legal cards from this position to the end, changing nothing given.

    The cards each seat takes are or-ed into ``won``; the cards played are appended to
    ``order`` in turn unless it is None. Returns each trick's winner, the trick on the
    table's first. Only in the play phase.

    The rules are ``TrickRules.legal``'s, applied to per-suit lists of cards, where a random
    card of a suit is one ``pop``. Asking ``legal`` for a mask, then its cards, then one of
    them made a play-out from card 22 take half as long again, from the deal's start 1.7
    times as long. So the lists are kept, and tests/core/test_playout.py checks every
    card of play-outs of every variant against ``legal``.
    """
    random_ = rng.random
    n = tr.players
    size = tr.hand_size
    to_play = _TO_PLAY[n]
    clubs, diamonds, hearts, spades = _suit_tables()
    in_clubs, in_diamonds, in_hearts, in_spades = SUIT_MASKS
    unled: list[int] = []  # suit 4, "led" before a card is: nobody holds it
    suits = [  # per seat, its cards of each suit
        [
            [*clubs[held & in_clubs]],
            [*diamonds[held & in_diamonds]],
            [*hearts[held & in_hearts]],
            [*spades[held & in_spades]],
            unled,
        ]
        for held in hands
    ]
    winners: list[int] = []
    left = size - tricks_done  # tricks to finish, the one on the table included
    must_break, breakers = tr.must_break, tr.breakers
    clean = tr.first_clean and left == size  # no points in the first trick
    count = len(trick)  # cards in the trick being played
    lead, best, winner, mask = 4, 0, 0, 0
    if count:  # finish the trick on the table first
        lead = trick[0] & 3
        best = max(c for c in trick if c & 3 == lead)
        winner = (leader + trick.index(best)) % n
        for c in trick:
            mask |= 1 << c
    elif left == size:  # the opening lead
        card = tr.opening.bit_length() - 1
        suits[leader][card & 3].remove(card)
        if order is not None:
            order.append(card)
        lead, best, winner, mask, count = card & 3, card, leader, 1 << card, 1
    while True:
        for seat in to_play[leader][count]:
            cards = suits[seat][lead]
            if cards:  # follow suit
                k = len(cards)
                card = cards.pop(floor(random_() * k)) if k > 1 else cards.pop()
                if card > best:
                    best = card
                    winner = seat
            else:  # lead, or discard
                lists = suits[seat]
                if lead == 4:  # no heart led unless hearts are broken or all that is left
                    if must_break and not broken:
                        choice = lists[0] + lists[1] + lists[3] or lists[2]
                    else:
                        choice = lists[0] + lists[1] + lists[2] + lists[3]
                elif clean:  # no hearts or Q♠ in the first trick if that can be helped
                    choice = [c for c in lists[0] + lists[1] + lists[3] if c != QS_CARD]
                    choice = choice or lists[0] + lists[1] + lists[2] + lists[3]
                else:
                    choice = lists[0] + lists[1] + lists[2] + lists[3]
                card = choice[floor(random_() * len(choice))]
                lists[card & 3].remove(card)
                if lead == 4:
                    lead, best, winner = card & 3, card, seat
            if order is not None:
                order.append(card)
            mask |= 1 << card
        won[winner] |= mask
        winners.append(winner)
        left -= 1
        if not left:
            return winners
        if not broken and mask & breakers:  # hearts broken for the next lead
            broken = True
        leader = winner
        lead, count, mask, clean = 4, 0, 0, False


class SearchMoves:
    """``Deal``'s unchecked moves: they trust that every card is legal, and are fast."""

    if TYPE_CHECKING:  # the Deal state these read and write (Deal's __slots__)
        rules: Rules
        _n: int
        _tr: TrickRules
        _hands: list[int]
        _won: list[int]
        _trick: list[int]
        _tricks: list[tuple[int, tuple[int, ...], int]]
        _broken: bool
        _moon_choice: str | None
        _claim: tuple[int, Claimed] | None
        _leader: int
        _to_act: int | None
        _offered: int
        _phase: Phase

        def _finish(self) -> None: ...
        def _scored(self, won: list[int]) -> tuple[int, ...]: ...
        @property
        def points(self) -> tuple[int, ...] | None: ...

    else:
        __slots__ = ()

    def push(self, card: int) -> None:
        """Play ``card`` for the seat to act without any check. Only for legal moves."""
        seat: int = self._to_act  # type: ignore[assignment]
        self._hands[seat] ^= 1 << card
        self._offered = 0
        trick = self._trick
        trick.append(card)
        n = self._n
        if len(trick) < n:
            self._to_act = seat + 1 if seat + 1 < n else 0
            return
        mask = 0
        for c in trick:
            mask |= 1 << c
        # The highest card of the led suit wins; its place in the trick gives the seat.
        top = (mask & SUIT_MASKS[trick[0] & 3]).bit_length() - 1
        leader = self._leader
        winner = (leader + trick.index(top)) % n
        self._won[winner] |= mask
        if mask & self._tr.breakers:
            self._broken = True
        tricks = self._tricks
        tricks.append((leader, tuple(trick), winner))
        self._trick = []
        self._leader = winner
        self._to_act = winner
        if len(tricks) == self._tr.hand_size:
            self._finish()

    def pop(self) -> int:
        """Take back the last card played; returns it. A claim ends its deal, so taking back
        any card of a claimed deal takes the claim back too."""
        trick = self._trick
        if not trick:
            self._claim = None
            leader, cards, winner = self._tricks.pop()
            mask = 0
            for c in cards:
                mask |= 1 << c
            won = self._won
            won[winner] &= ~mask
            breakers = self._tr.breakers
            self._broken = any(w & breakers for w in won)
            self._trick = trick = list(cards)
            self._leader = leader
            self._phase = _PLAY
            self._moon_choice = None
        card = trick.pop()
        self._offered = 0
        seat = (self._leader + len(trick)) % self._n
        self._hands[seat] |= 1 << card
        self._to_act = seat
        return card

    def rollout(self, rng: random.Random) -> tuple[int, ...]:
        """The points of a uniformly random play-out from here; the deal is left as it was.

        Monte Carlo's fast path: no clone, no trick history, nothing to undo — the cards are
        played on per-suit lists that are thrown away (``play_randomly``), and only the
        cards each seat takes are kept and scored. A moon under the shooter's choice is
        scored as the automatic rule would choose (see ``Deal._scored``). A deal that is
        over gives its points; one still passing cannot be played out.
        """
        phase = self._phase
        if phase is _PLAY:
            won = self._won[:]
            self._play_randomly(rng, won, None)
            return self._scored(won)
        if phase is Phase.PASS:
            raise ValueError("the deal is still passing; a play-out starts once every seat has")
        points = self.points
        return self._scored(self._won) if points is None else points

    def playout(self, rng: random.Random) -> None:
        """Play uniformly random legal cards to the end of the deal.

        The deal ends exactly as if each card had been ``push``-ed (``pop`` takes them back
        one by one): the cards come from ``play_randomly``, as in ``rollout``, and the
        tricks and the hearts broken are then written down in bulk. Does nothing unless a
        card is to be played.
        """
        if self._phase is not _PLAY:
            return
        order: list[int] = []
        self._offered = 0
        winners = self._play_randomly(rng, self._won, order)
        n = self._n
        tricks = self._tricks
        cards = self._trick + order  # the trick on the table was finished first
        leader = self._leader
        for i, winner in enumerate(winners):
            tricks.append((leader, tuple(cards[i * n : i * n + n]), winner))
            leader = winner
        breakers = self._tr.breakers
        self._broken = any(w & breakers for w in self._won)
        self._hands[:] = [0] * n
        self._trick = []
        self._leader = self._to_act = leader
        self._finish()

    def _play_randomly(
        self, rng: random.Random, won: list[int], order: list[int] | None
    ) -> list[int]:
        return play_randomly(
            self._tr,
            self._hands,
            self._trick,
            len(self._tricks),
            self._leader,
            self._broken,
            rng,
            won,
            order,
        )
