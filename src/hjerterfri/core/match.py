"""A match: deals until someone reaches the target (or one deal), with totals and winners."""

from __future__ import annotations

import random
from collections.abc import Sequence

from hjerterfri.core.deal import Deal
from hjerterfri.core.observation import Phase
from hjerterfri.core.rules import Rules
from hjerterfri.core.scoring import Outcome, outcome


class Match:
    """Deals in order, pass direction rotating by deal number, totals kept from the deals.

    >>> match = Match(Rules(), seed=1)
    >>> match.deal.number
    1
    """

    __slots__ = ("_deals", "rules", "seed")
    seed: int | None  # None only for matches of rigged deals

    def __init__(self, rules: Rules | None = None, *, seed: int | None = None) -> None:
        self.rules = rules or Rules()
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**32)
        self._deals = [Deal.new(self.rules, seed=self.seed, number=1)]

    @classmethod
    def from_deals(cls, rules: Rules, seed: int | None, deals: Sequence[Deal]) -> Match:
        """A match made of deals built elsewhere (records, rigged tests). Deals are not copied."""
        if not deals:
            raise ValueError("a match holds at least one deal")
        match = object.__new__(cls)
        match.rules, match.seed, match._deals = rules, seed, list(deals)
        return match

    @property
    def deal(self) -> Deal:
        """The current (last) deal."""
        return self._deals[-1]

    @property
    def deals(self) -> tuple[Deal, ...]:
        return tuple(self._deals)

    @property
    def scores(self) -> tuple[tuple[int, ...], ...]:
        """The points of each finished deal, in order: the score sheet."""
        return tuple(d.points for d in self._deals if d.points is not None)

    @property
    def moon_shooters(self) -> tuple[int | None, ...]:
        """Beside ``scores``: who shot the moon in each finished deal, None where nobody did."""
        return tuple(d.moon_shooter for d in self._deals if d.points is not None)

    @property
    def totals(self) -> tuple[int, ...]:
        totals = [0] * self.rules.players
        for points in self.scores:
            for seat, p in enumerate(points):
                totals[seat] += p
        return tuple(totals)

    @property
    def outcome(self) -> Outcome:
        """Over or not, winners, draw — from the finished deals' totals."""
        if self.deal.phase is not Phase.DONE:
            return Outcome(over=False, winners=(), draw=False, play_off=False)
        return outcome(self.rules, self.totals, len(self._deals))

    @property
    def is_over(self) -> bool:
        return self.outcome.over

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the lowest total once the match is over; () before, and in a draw."""
        return self.outcome.winners

    @property
    def leaders(self) -> tuple[int, ...]:
        """The seats with the lowest total now."""
        lowest = min(self.totals)
        return tuple(s for s, t in enumerate(self.totals) if t == lowest)

    @property
    def is_draw(self) -> bool:
        return self.outcome.draw

    def next_deal(self) -> Deal:
        """Deal the next deal once the current one is scored and the match goes on."""
        if self.deal.phase is not Phase.DONE:
            raise ValueError(f"deal {self.deal.number} is not over yet")
        if self.is_over:
            raise ValueError("the match is over; start a new one")
        if self.seed is None:
            raise ValueError("a match of rigged deals has no seed to deal more from")
        deal = Deal.new(self.rules, seed=self.seed, number=self.deal.number + 1, totals=self.totals)
        self._deals.append(deal)
        return deal

    def __repr__(self) -> str:
        return f"<Match seed={self.seed} deals={len(self._deals)} totals={self.totals}>"
