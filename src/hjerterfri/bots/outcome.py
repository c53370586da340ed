"""What a played-out deal is worth to one seat, for the match and not only the deal.

Mostly it is the seat's points against the others' mean (so a moon counts as the swing it
is). When the deal would end the match, winning it dominates: the search then avoids
handing the game to a rival and blocks a leader's moon even at a cost in points.
"""

from __future__ import annotations

from hjerterfri.bots.cardbits import MOON_CARDS
from hjerterfri.bots.rollout import Playout
from hjerterfri.core import MoonRule, Observation
from hjerterfri.core.cards import JD_BIT

MATCH_WIN = 40.0  # worth more than any one deal's points


class Outcome:
    """Scores the ``won`` masks of a finished rollout from seat ``me``'s point of view."""

    def __init__(self, obs: Observation, playout: Playout) -> None:
        rules = obs.rules
        self.me = obs.seat
        self.players = obs.players
        self.totals = obs.totals
        self.target = rules.target
        self.single = rules.single_deal
        self.moon = rules.moon
        self.jack = rules.jack_of_diamonds
        self.playout = playout

    def points(self, won: list[int]) -> list[int]:
        """Each seat's deal score, moon included (the shooter chooses to suit the match)."""
        points = [self.playout.points(w) for w in won]
        shooter = next((s for s, w in enumerate(won) if w & MOON_CARDS == MOON_CARDS), None)
        if shooter is None:
            return points
        jack = [(-10 if self.jack and w & JD_BIT else 0) for w in won]
        plus = [(0 if s == shooter else 26) + jack[s] for s in range(self.players)]
        minus = [(-26 if s == shooter else 0) + jack[s] for s in range(self.players)]
        if self.moon is MoonRule.SHOOTER_MINUS_26:
            return minus
        if self.moon is MoonRule.OTHERS_PLUS_26:
            return plus
        new = [t + p for t, p in zip(self.totals, plus, strict=True)]
        ends = self.single or max(new) >= self.target
        return minus if ends and new[shooter] > min(new) else plus

    def utility(self, won: list[int]) -> float:
        points = self.points(won)
        me = self.me
        others = (sum(points) - points[me]) / (self.players - 1)
        value = others - points[me]
        new = [t + p for t, p in zip(self.totals, points, strict=True)]
        if self.single or max(new) >= self.target:
            low = min(new)
            if new[me] == low:
                value += MATCH_WIN / new.count(low)
        return value
