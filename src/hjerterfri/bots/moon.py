"""The shooter's choice under ``MoonRule.SHOOTERS_CHOICE``, decided by the match totals."""

from __future__ import annotations

from hjerterfri.bots import reasons
from hjerterfri.bots.base import Advice
from hjerterfri.bots.cardbits import JD
from hjerterfri.core import Observation
from hjerterfri.core.deal import MOON_POINTS, OTHERS_PLUS_26, SHOOTER_MINUS_26


def totals_after(obs: Observation, choice: str) -> list[int]:
    """The match totals if the moon this seat shot is scored ``choice``."""
    n, me = obs.players, obs.seat
    points = [0] * n
    for seat in range(n):
        if choice == OTHERS_PLUS_26:
            points[seat] = 0 if seat == me else MOON_POINTS
        else:
            points[seat] = -MOON_POINTS if seat == me else 0
    if obs.rules.jack_of_diamonds:
        for trick in obs.tricks:
            if any(card == JD for _, card in trick.plays):
                points[trick.winner] -= 10
    return [t + p for t, p in zip(obs.totals, points, strict=True)]


def _standing(obs: Observation, totals: list[int]) -> tuple[int, int]:
    """(outcome, margin): outcome 2 a sole win, 1 a shared win or game on, 0 a loss."""
    me = obs.seat
    ends = obs.rules.single_deal or max(totals) >= obs.rules.target
    others = min(t for s, t in enumerate(totals) if s != me)
    lead = others - totals[me]
    if not ends:
        return 1, 1 if lead > 0 else 0  # ahead: let the others' totals run up towards the end
    return (2 if lead > 0 else 1 if lead == 0 else 0), 0


def advise_moon(obs: Observation) -> Advice:
    plus = _standing(obs, totals_after(obs, OTHERS_PLUS_26))
    minus = _standing(obs, totals_after(obs, SHOOTER_MINUS_26))
    if plus >= minus:
        return Advice((), reasons.MOON_ADD_OTHERS, reasons.MOON_ADD_OTHERS, {}, OTHERS_PLUS_26)
    return Advice((), reasons.MOON_SUBTRACT_SELF, reasons.MOON_SUBTRACT_SELF, {}, SHOOTER_MINUS_26)


def choose_moon(obs: Observation) -> str:
    """``others_plus_26`` or ``shooter_minus_26``, whichever serves the match better."""
    choice = advise_moon(obs).moon
    assert choice is not None
    return choice
