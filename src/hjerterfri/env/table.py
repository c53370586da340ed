"""One table as the environments step it: the match, its current deal, the picks, the log.

An episode is one deal (``episode="deal"``) or a whole match (``episode="match"``): then each
scored deal is followed by the next, dealt with the running totals, until the match is over.
Every environment (PettingZoo, Gymnasium, the batched one, the OpenSpiel game) steps a
table through here, so they all apply actions (through ``Match.apply``) and encode
observations the same way.
"""

from __future__ import annotations

from typing import Final

import numpy as np

from hjerterfri.core import Deal, Match, NextDeal, Phase, Played, Rules
from hjerterfri.env.encoding import ACTIONS, CARD_ACTIONS, action_mask, legal_mask, to_move
from hjerterfri.env.observation import DTYPE, SIZE, PlayLog, constant_tail, write

EPISODES: Final = ("deal", "match")


def check_episode(episode: str) -> str:
    if episode not in EPISODES:
        raise ValueError(f"episode={episode!r}; use 'deal' (one deal) or 'match' (to the end)")
    return episode


class EnvTable:
    """A match in progress, with what the environments need beside it."""

    __slots__ = ("_tail", "deal", "episode", "log", "match", "picks", "rules")

    def __init__(self, rules: Rules, episode: str = "deal") -> None:
        self.rules = rules
        self.episode = check_episode(episode)
        self.log = PlayLog()
        self.match: Match | None = None
        self.deal: Deal | None = None
        self.picks = [0] * rules.players
        self._tail: tuple[int, ...] = ()

    def reset(self, seed: int, number: int = 1) -> Deal:
        """Deal deal ``number`` of the match of ``seed``."""
        deal = Deal.new(self.rules, seed=seed, number=number)
        self.match = Match.from_deals(self.rules, seed, [deal])
        self._start(deal)
        return deal

    def begin(self, deal: Deal) -> None:
        """Play ``deal`` (dealt elsewhere, e.g. by OpenSpiel's chance nodes) as a one-deal match."""
        self.match = Match.from_deals(self.rules, deal.seed, [deal])
        self._start(deal)

    def clone(self) -> EnvTable:
        """An independent copy for search: the deal cloned, the log and picks copied."""
        other = EnvTable.__new__(EnvTable)
        other.rules, other.episode, other._tail = self.rules, self.episode, self._tail
        other.picks = self.picks[:]
        other.log = self.log.copy()
        other.deal = self.deal.clone() if self.deal is not None else None
        other.match = None
        if self.match is not None and other.deal is not None:
            deals = [*self.match.deals[:-1], other.deal]
            other.match = Match.from_deals(self.rules, self.match.seed, deals)
        return other

    def _start(self, deal: Deal) -> None:
        self.deal = deal
        self.picks = [0] * self.rules.players
        self.log.clear()
        self._tail = constant_tail(self.rules, deal.number)

    def to_act(self) -> int | None:
        """The seat to act: while passing, the first seat that has not passed; None when over."""
        deal = self.deal
        assert deal is not None
        if deal.phase is Phase.PASS:
            return next(s for s in range(self.rules.players) if deal.passed(s) is None)
        return deal.to_act

    def legal(self, seat: int) -> int:
        """``encoding.legal_mask`` for ``seat`` now."""
        assert self.deal is not None
        return legal_mask(self.deal, seat, self.picks[seat])

    def allows(self, seat: int, action: int) -> bool:
        """``seat`` may do ``action`` now (what its action mask says)."""
        legal = self.legal(seat)
        if legal < 0:
            return CARD_ACTIONS <= action < ACTIONS
        return 0 <= action < CARD_ACTIONS and bool(legal >> action & 1)

    def mask(self, seat: int) -> np.ndarray:
        assert self.deal is not None
        return action_mask(self.deal, seat, self.picks[seat])

    def observe(self, seat: int, out: np.ndarray | None = None) -> np.ndarray:
        """What ``seat`` knows, in the layout of ``hjerterfri.env.observation``."""
        assert self.deal is not None
        if out is None:
            out = np.empty(SIZE, dtype=DTYPE)
        return write(out, self._tail, self.deal, seat, self.log, self.picks[seat])

    def act(self, seat: int, action: int) -> tuple[int, ...] | None:
        """Apply a checked ``action``; returns the deal's points once it is scored, else None."""
        deal, match = self.deal, self.match
        assert deal is not None and match is not None
        move, self.picks[seat] = to_move(deal, seat, action, self.picks[seat])
        if move is not None:
            played = match.apply(move)[0]
            if isinstance(played, Played):
                self.log.record(played, self.rules.players)
        return deal.points

    @property
    def over(self) -> bool:
        """The episode is over: its deal is scored, or, for a match, the match is over."""
        deal, match = self.deal, self.match
        assert deal is not None and match is not None
        if deal.points is None:
            return False
        return self.episode == "deal" or match.is_over

    def next_deal(self) -> Deal:
        """In a match episode, deal the next deal once the current one is scored."""
        assert self.match is not None
        self.match.apply(NextDeal())
        deal = self.match.deal
        self._start(deal)
        return deal
