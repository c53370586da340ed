"""Scoring rules stated on plain numbers: a moon's points, the automatic moon, the game's end.

A ``Deal`` and a ``Match`` score with these, and so does anything that has only numbers
(the scoreboard for games with real cards, a bot weighing a moon), so each rule is
written once.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Final

from hjerterfri.core.cards import JD_BIT, MOON_CARDS
from hjerterfri.core.rules import MoonRule, Rules, TieRule
from hjerterfri.core.trick_rules import trick_rules_for

MOON_POINTS: Final = 26
JACK_POINTS: Final = -10
OTHERS_PLUS_26: Final = MoonRule.OTHERS_PLUS_26.value
SHOOTER_MINUS_26: Final = MoonRule.SHOOTER_MINUS_26.value
MOON_CHOICES: Final = (OTHERS_PLUS_26, SHOOTER_MINUS_26)


def moon_points(
    players: int, shooter: int, jack_holder: int | None, choice: str
) -> tuple[int, ...]:
    """A moon scored ``choice``; J♦ −10 still applies to whoever took it, also the shooter."""
    if choice == OTHERS_PLUS_26:
        points = [0 if seat == shooter else MOON_POINTS for seat in range(players)]
    elif choice == SHOOTER_MINUS_26:
        points = [-MOON_POINTS if seat == shooter else 0 for seat in range(players)]
    else:
        raise ValueError(f"moon choice {choice!r}; use {OTHERS_PLUS_26!r} or {SHOOTER_MINUS_26!r}")
    if jack_holder is not None:
        points[jack_holder] += JACK_POINTS
    return tuple(points)


def moon_choice(rules: Rules, totals: Sequence[int], shooter: int, jack_holder: int | None) -> str:
    """How a moon scores under a rule that does not ask the shooter.

    Automatic (Hardwood Hearts' rule): others +26, unless that would end the game without
    the shooter winning, alone or shared — then the shooter takes −26.
    """
    if rules.moon is MoonRule.AUTOMATIC:
        plus = moon_points(rules.players, shooter, jack_holder, OTHERS_PLUS_26)
        after = [t + p for t, p in zip(totals, plus, strict=True)]
        ends = rules.single_deal or max(after) >= rules.target
        return SHOOTER_MINUS_26 if ends and after[shooter] > min(after) else OTHERS_PLUS_26
    if rules.moon is MoonRule.SHOOTERS_CHOICE:
        raise ValueError("under the shooter's choice the shooter decides; there is no rule")
    return str(rules.moon.value)


def raw_points(rules: Rules, won: Sequence[int]) -> tuple[int, ...]:
    """The points in each of the sets of cards ``won``, before any moon."""
    return trick_rules_for(rules).seat_points(won)


def moon_shooter(won: Sequence[int]) -> int | None:
    """The seat that took every heart and Q♠ of a played-out deal, if one did."""
    for seat, taken in enumerate(won):
        if taken & MOON_CARDS == MOON_CARDS:
            return seat
    return None


def jack_holder(rules: Rules, won: Sequence[int]) -> int | None:
    """The seat that took J♦ when it scores −10; else None."""
    if not rules.jack_of_diamonds:
        return None
    return next((s for s, w in enumerate(won) if w & JD_BIT), None)


def played_out_points(rules: Rules, totals: Sequence[int], won: Sequence[int]) -> tuple[int, ...]:
    """The points of a played-out deal in which each seat took ``won``.

    A moon scores as the rules say; under the shooter's choice, as the automatic rule
    would choose for the shooter (others +26, unless that ends the game with the shooter
    not winning): what a shooter who wants to win picks.
    """
    for taken in won:  # the common case, no moon, without a call
        if taken & MOON_CARDS == MOON_CARDS:
            break
    else:
        return trick_rules_for(rules).seat_points(won)
    shooter = moon_shooter(won)
    assert shooter is not None
    if rules.moon is MoonRule.SHOOTERS_CHOICE:
        rules = dataclasses.replace(rules, moon=MoonRule.AUTOMATIC)
    jack = jack_holder(rules, won)
    return moon_points(rules.players, shooter, jack, moon_choice(rules, totals, shooter, jack))


@dataclasses.dataclass(frozen=True)
class Outcome:
    """Where a game stands after its finished deals."""

    over: bool
    winners: tuple[int, ...]  # () before the end and in a draw
    draw: bool
    play_off: bool  # the target is reached but the lowest total is shared: deal again


def outcome(rules: Rules, totals: Sequence[int], deals: int) -> Outcome:
    """The end of the game after ``deals`` finished deals with these ``totals``."""
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
