"""What a played-out deal is worth to one seat, for the match and not only the deal.

Mostly it is the seat's points against the others' mean (so a moon counts as the swing it
is). In a deal that can end the match, the match counts too: winning it if it ends, and the
chance still to win it if it goes on. So the search avoids handing the game to a rival and
blocks a leader's moon, even at a cost in points.
"""

from __future__ import annotations

import dataclasses
import math

from hjerterfri.bots.rollout import Playout
from hjerterfri.core import MoonRule, Observation
from hjerterfri.core.cards import MOON_CARDS
from hjerterfri.core.scoring import MOON_POINTS, jack_holder, moon_choice, moon_points

MATCH_WIN = 40.0  # worth more than any one deal's points
STANDING_SCALE = 20.0  # points behind the leader that cut a seat's chances by e (2.7) times


class Outcome:
    """Scores the ``won`` masks of a finished rollout from seat ``me``'s point of view."""

    def __init__(self, obs: Observation, playout: Playout, moon_cost: float = 0.0) -> None:
        """``moon_cost``: points more that another seat's moon costs ``me`` than the deal's
        scores say (0: the scores alone)."""
        rules = obs.rules
        self.moon_cost = moon_cost
        self.me = obs.seat
        self.players = obs.players
        self.totals = obs.totals
        self.target = rules.target
        self.single = rules.single_deal
        # the shooter's own choice is judged like the automatic rule: never end the game losing
        shooters_choice = rules.moon is MoonRule.SHOOTERS_CHOICE
        self.choice_rules = (
            dataclasses.replace(rules, moon=MoonRule.AUTOMATIC) if shooters_choice else rules
        )
        self.rules = rules
        self.playout = playout
        # the match term only matters in a deal that can end the game (no seat gains over 26)
        self.near_end = rules.single_deal or max(self.totals) + MOON_POINTS >= rules.target

    def points(self, won: list[int]) -> list[int]:
        """Each seat's deal score, moon included (the shooter chooses to suit the match)."""
        points = [self.playout.points(w) for w in won]
        shooter = moon_shooter(won)
        if shooter is None:
            return points
        jack = jack_holder(self.rules, won)
        choice = moon_choice(self.choice_rules, self.totals, shooter, jack)
        return list(moon_points(self.players, shooter, jack, choice))

    def utility(self, won: list[int]) -> float:
        value = self.value(self.points(won))
        if self.moon_cost and moon_shooter(won) not in (None, self.me):
            value -= self.moon_cost
        return value

    def value(self, points: list[int]) -> float:
        """What a deal ending with these scores (moon already applied) is worth to ``me``."""
        me = self.me
        others = (sum(points) - points[me]) / (self.players - 1)
        value = others - points[me]
        if not self.near_end:
            return value
        new = [t + p for t, p in zip(self.totals, points, strict=True)]
        low = min(new)
        if self.single or max(new) >= self.target:
            return value + (MATCH_WIN / new.count(low) if new[me] == low else 0.0)
        return value + MATCH_WIN * chance_to_win(new, me, low)


def chance_to_win(totals: list[int], me: int, low: int) -> float:
    """A rough chance to win a game that goes on: a soft share by how far each seat is behind
    the leader. Ending the game while behind throws this away; that is what it is for."""
    weights = [math.exp((low - t) / STANDING_SCALE) for t in totals]
    return weights[me] / sum(weights)


def moon_shooter(won: list[int]) -> int | None:
    """The seat whose tricks hold every moon card, if one does."""
    return next((s for s, w in enumerate(won) if w & MOON_CARDS == MOON_CARDS), None)
