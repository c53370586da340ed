"""The facts a careful player keeps track of, worked out once from an ``Observation``.

Counting cards and voids is what separates the guides' players from beginners; every
rule-based level and the search bot read the same ``TableView`` instead of redoing it.
"""

from __future__ import annotations

import dataclasses

from hjerterfri.bots.cardbits import (
    AS_BIT,
    HEARTS,
    above,
    card_points,
    highest,
    trick_winner_card,
)
from hjerterfri.bots.moon_run import run_shows
from hjerterfri.core import Observation
from hjerterfri.core.cards import MOON_CARDS, QS_BIT, SUIT_MASKS


@dataclasses.dataclass(frozen=True)
class TableView:
    """One seat's bookkeeping: masks of cards, who is void where, who took what."""

    obs: Observation
    hand: int
    legal: int
    unseen: int  # cards held by other seats, as far as this seat knows
    played: int
    trick: tuple[int, ...]  # cards on the table, led first
    trick_seats: tuple[int, ...]
    void_suits: tuple[int, ...]  # per seat, a 4-bit mask of suits shown void
    taken: tuple[int, ...]  # per seat, the cards in its tricks
    points: tuple[int, ...]  # raw points per seat so far

    @classmethod
    def of(cls, obs: Observation) -> TableView:
        n = obs.players
        taken = [0] * n
        for trick in obs.tricks:
            for _, card in trick.plays:
                taken[trick.winner] |= 1 << card
        voids = obs.void_masks
        return cls(
            obs=obs,
            hand=int(obs.hand),
            legal=int(obs.legal),
            unseen=int(obs.unseen),
            played=int(obs.played),
            trick=tuple(int(c) for _, c in obs.trick),
            trick_seats=tuple(s for s, _ in obs.trick),
            void_suits=voids,
            taken=tuple(taken),
            points=tuple(obs.points_taken),
        )

    @property
    def seat(self) -> int:
        return self.obs.seat

    @property
    def players(self) -> int:
        return self.obs.players

    @property
    def leading(self) -> bool:
        return not self.trick

    @property
    def last_to_play(self) -> bool:
        return len(self.trick) == self.players - 1

    @property
    def first_trick(self) -> bool:
        return not self.obs.tricks

    @property
    def winning_card(self) -> int:
        return trick_winner_card(self.trick)

    @property
    def winning_seat(self) -> int:
        return self.trick_seats[self.trick.index(self.winning_card)]

    @property
    def trick_mask(self) -> int:
        mask = 0
        for c in self.trick:
            mask |= 1 << c
        return mask

    @property
    def trick_points(self) -> int:
        return card_points(self.trick_mask, self.obs.rules)

    @property
    def queen_out(self) -> bool:
        """Q♠ is still in another seat's hand."""
        return bool(self.unseen & QS_BIT)

    def later_seats(self) -> list[int]:
        """Seats still to play to this trick after this one."""
        n = self.players
        return [(self.seat + i) % n for i in range(1, n - len(self.trick))]

    def moon_chaser(self) -> int | None:
        """Another seat that has taken every point card taken so far, and enough to worry:
        many hearts, the queen and some hearts, or point cards in a run of won tricks (a
        player who wins most tricks and gets every point card is going for the moon)."""
        taken_moon = [t & MOON_CARDS for t in self.taken]
        holders = [s for s, m in enumerate(taken_moon) if m]
        if len(holders) != 1 or holders[0] == self.seat:
            return None
        seat = holders[0]
        won = sum(1 for trick in self.obs.tricks if trick.winner == seat)
        return seat if run_shows(taken_moon[seat], len(self.obs.tricks), won) else None

    def moon_suspect(self) -> int | None:
        """Another seat that holds every point card taken so far (at least one) and has won at
        least half the tricks: too early to call a moon, but reason enough not to throw away
        the high hearts that would stop one."""
        holders = [s for s, cards in enumerate(self.taken) if cards & MOON_CARDS]
        if len(holders) != 1 or holders[0] == self.seat:
            return None
        won = sum(1 for trick in self.obs.tricks if trick.winner == holders[0])
        return holders[0] if 2 * won >= len(self.obs.tricks) else None

    def shooting(self) -> bool:
        """Every point card taken so far is ours, and our hand commands the rest."""
        others = 0
        for seat, cards in enumerate(self.taken):
            if seat != self.seat:
                others |= cards
        if others & MOON_CARDS:
            return False
        if not MOON_CARDS & self.unseen:
            return True
        ours = (self.taken[self.seat] | self.hand) & MOON_CARDS
        hearts = (self.hand & HEARTS).bit_count()
        queen_safe = bool(ours & QS_BIT or self.hand & AS_BIT)
        return hearts >= 7 and _top_count(self.hand, self.unseen, 2) >= 4 and queen_safe


def _top_count(hand: int, unseen: int, suit: int) -> int:
    """How many of ``hand``'s cards in ``suit`` beat every unseen card of that suit."""
    theirs = unseen & SUIT_MASKS[suit]
    mine = hand & SUIT_MASKS[suit]
    if theirs:
        mine &= above(highest(theirs))
    return mine.bit_count()
