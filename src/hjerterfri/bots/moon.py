"""The shooter's choice under ``MoonRule.SHOOTERS_CHOICE``, decided by the match totals."""

from __future__ import annotations

from hjerterfri.bots import reasons
from hjerterfri.bots.base import Advice
from hjerterfri.bots.cardbits import JD
from hjerterfri.core import Observation
from hjerterfri.core.scoring import OTHERS_PLUS_26, SHOOTER_MINUS_26, moon_points


def totals_after(obs: Observation, choice: str) -> list[int]:
    """The match totals if the moon this seat shot is scored ``choice``."""
    jack = None
    if obs.rules.jack_of_diamonds:
        jack = next((t.winner for t in obs.tricks if any(c == JD for _, c in t.plays)), None)
    points = moon_points(obs.players, obs.seat, jack, choice)
    return [t + p for t, p in zip(obs.totals, points, strict=True)]


def _outcome(obs: Observation, totals: list[int]) -> int:
    """2 if the game ends with this seat alone lowest, 1 if it goes on or ends shared, else 0."""
    ends = obs.rules.single_deal or max(totals) >= obs.rules.target
    lead = min(t for s, t in enumerate(totals) if s != obs.seat) - totals[obs.seat]
    if not ends:
        return 1
    return 2 if lead > 0 else 1 if lead == 0 else 0


def advise_moon(obs: Observation) -> Advice:
    """Never end the game without winning it; otherwise run the others up when ahead (the
    end comes sooner) and take 26 off when behind (the game lasts longer)."""
    plus_totals = totals_after(obs, OTHERS_PLUS_26)
    plus = _outcome(obs, plus_totals)
    minus = _outcome(obs, totals_after(obs, SHOOTER_MINUS_26))
    ahead = plus_totals[obs.seat] < min(t for s, t in enumerate(plus_totals) if s != obs.seat)
    if plus > minus or (plus == minus and ahead):
        return Advice((), reasons.MOON_ADD_OTHERS, reasons.MOON_ADD_OTHERS, {}, OTHERS_PLUS_26)
    return Advice((), reasons.MOON_SUBTRACT_SELF, reasons.MOON_SUBTRACT_SELF, {}, SHOOTER_MINUS_26)


def choose_moon(obs: Observation) -> str:
    """``others_plus_26`` or ``shooter_minus_26``, whichever serves the match better."""
    choice = advise_moon(obs).moon
    assert choice is not None
    return choice
