"""Rule facts the scoreboard needs from totals alone, without the cards of a played deal.

These mirror ``core.deal.Deal.points_if`` / ``moon_choice`` and ``core.match.Match``'s end,
winners and draw logic, which work on a ``Deal``. A board has only numbers, so the same
rules are stated here on numbers; they are pure and belong in core once it offers them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Final

from hjerterfri.core.rules import MoonRule, Rules, TieRule

MOON: Final = 26
OTHERS_PLUS_26: Final = MoonRule.OTHERS_PLUS_26.value
SHOOTER_MINUS_26: Final = MoonRule.SHOOTER_MINUS_26.value
MOON_CHOICES: Final = (OTHERS_PLUS_26, SHOOTER_MINUS_26)


def moon_points(
    players: int, shooter: int, jack_holder: int | None, choice: str
) -> tuple[int, ...]:
    """A moon scored ``choice``; J♦ −10 still applies to whoever took it, also the shooter."""
    if choice not in MOON_CHOICES:
        raise ValueError(f"moon choice {choice!r}; use one of {MOON_CHOICES}")
    plus = choice == OTHERS_PLUS_26
    points = [(0 if seat == shooter else MOON) if plus else 0 for seat in range(players)]
    if not plus:
        points[shooter] = -MOON
    if jack_holder is not None:
        points[jack_holder] -= 10
    return tuple(points)


def automatic_choice(
    rules: Rules, totals: Sequence[int], shooter: int, jack_holder: int | None
) -> str:
    """Others +26, unless that ends the game without the shooter winning (alone or shared)."""
    plus = moon_points(rules.players, shooter, jack_holder, OTHERS_PLUS_26)
    new = [t + p for t, p in zip(totals, plus, strict=True)]
    ends = rules.single_deal or max(new) >= rules.target
    return SHOOTER_MINUS_26 if ends and new[shooter] > min(new) else OTHERS_PLUS_26


@dataclasses.dataclass(frozen=True)
class Outcome:
    """Where the game stands after some deals: over or not, winners, draw, play-off."""

    over: bool
    winners: tuple[int, ...]
    draw: bool
    play_off: bool  # the target is reached but the lowest total is shared: deal again


def outcome(rules: Rules, totals: Sequence[int], deals: int) -> Outcome:
    """The end condition of ``Match.is_over`` / ``winners`` / ``is_draw``, on totals."""
    reached = deals > 0 and (rules.single_deal or max(totals) >= rules.target)
    if not reached:
        return Outcome(over=False, winners=(), draw=False, play_off=False)
    lowest = min(totals)
    leaders = tuple(seat for seat, total in enumerate(totals) if total == lowest)
    shared = len(leaders) > 1
    if shared and rules.ties is TieRule.PLAY_OFF:
        return Outcome(over=False, winners=(), draw=False, play_off=True)
    draw = shared and rules.ties is TieRule.DRAW
    return Outcome(over=True, winners=() if draw else leaders, draw=draw, play_off=False)
