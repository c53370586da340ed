"""The last tricks of one sampled world, played exactly instead of by the rollout policy.

Once no one can shoot the moon any more (two seats have taken point cards), each seat's
score is just the points of the tricks it still takes, so the end of a world is a game in
which every seat plays to take as few points as it can (max-n search: each seat picks the
card that is best for itself, knowing how the others will answer). With a few tricks left
that is a small tree: cards next to each other in rank (nothing left between them) play
alike and are searched once, and positions at the start of a trick are remembered.
"""

from __future__ import annotations

from hjerterfri.bots.rollout import Playout
from hjerterfri.core.cards import MOON_CARDS, SUIT_MASKS

Points = tuple[int, ...]
MEMO_LIMIT = 200_000


def moon_is_dead(won: list[int]) -> bool:
    """Two seats have taken point cards, so nobody can take them all."""
    return sum(1 for w in won if w & MOON_CARDS) >= 2


class Endgame:
    """Solves the rest of a world: each seat's points still to come after a card."""

    def __init__(self, playout: Playout) -> None:
        self.playout = playout
        self.players = playout.players
        self.card_points = [playout.points(1 << c) for c in range(52)]
        self._memo: dict[tuple[tuple[int, ...], int, bool], Points] = {}

    def points_after(
        self,
        hands: list[int],
        trick: list[int],
        leader: int,
        tricks_done: int,
        broken: bool,
        card: int,
    ) -> Points:
        """Each seat's points from the tricks still to play once the seat to act plays
        ``card``, every seat then playing its best. Positions are remembered across calls
        (they are exact), up to ``MEMO_LIMIT`` of them."""
        if len(self._memo) > MEMO_LIMIT:
            self._memo.clear()
        seat = (leader + len(trick)) % self.players
        return self._play(tuple(hands), tuple(trick), leader, tricks_done, broken, seat, card)

    def _node(
        self,
        hands: tuple[int, ...],
        trick: tuple[int, ...],
        leader: int,
        done: int,
        broken: bool,
    ) -> Points:
        n = self.players
        if not trick:
            if not any(hands):
                return (0,) * n
            key = (hands, leader, broken)
            known = self._memo.get(key)
            if known is not None:
                return known
        seat = (leader + len(trick)) % n
        hand = hands[seat]
        legal = self.playout.legal(hand, list(trick), done, broken)
        in_play = 0
        for h in hands:
            in_play |= h
        for c in trick:
            in_play |= 1 << c
        best: Points | None = None
        for card in self._distinct(legal, in_play):
            value = self._play(hands, trick, leader, done, broken, seat, card)
            if best is None or value[seat] < best[seat]:
                best = value
        assert best is not None
        if not trick:
            self._memo[(hands, leader, broken)] = best
        return best

    def _play(
        self,
        hands: tuple[int, ...],
        trick: tuple[int, ...],
        leader: int,
        done: int,
        broken: bool,
        seat: int,
        card: int,
    ) -> Points:
        after = list(hands)
        after[seat] ^= 1 << card
        now_broken = broken or self.playout.breaks_hearts(card)
        played = (*trick, card)
        if len(played) < self.players:
            return self._node(tuple(after), played, leader, done, now_broken)
        return self._trick_done(tuple(after), played, leader, done, now_broken)

    def _trick_done(
        self, hands: tuple[int, ...], trick: tuple[int, ...], leader: int, done: int, broken: bool
    ) -> Points:
        winner = self.playout.winner(trick, leader)
        rest = self._node(hands, (), winner, done + 1, broken)
        taken = sum(self.card_points[c] for c in trick)
        if not taken:
            return rest
        out = list(rest)
        out[winner] += taken
        return tuple(out)

    def _distinct(self, legal: int, in_play: int) -> list[int]:
        """``legal`` without cards that play exactly like the next lower one the seat holds
        (same suit, nothing still in play between them, same points)."""
        out = []
        for suit_mask in SUIT_MASKS:
            mine = legal & suit_mask
            previous = -1
            while mine:
                low = mine & -mine
                card = low.bit_length() - 1
                mine ^= low
                if previous >= 0:
                    between = in_play & suit_mask & (low - 1) & ~((2 << previous) - 1)
                    if not between and self.card_points[card] == self.card_points[previous]:
                        previous = card
                        continue
                out.append(card)
                previous = card
        return out
