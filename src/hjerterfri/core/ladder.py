"""The ladder ("trappen"): RULES.md's side show of a game's first deal, counted from its tricks.

After every trick a player climbs one step if they have still taken no point card, or have
taken every point card taken so far (a moon is still possible). A player who fails once
never climbs again: they hold points and someone else does too. So the top step, one per
trick, means a clean deal or a moon. Point cards are the hearts and Q♠; J♦ is a bonus, not
a point card, and does not stop a climb. Display only: nothing is wagered or scored.
"""

from __future__ import annotations

from collections.abc import Iterable

from hjerterfri.core.cards import MOON_CARDS
from hjerterfri.core.observation import Trick


def ladder_steps(players: int, tricks: Iterable[Trick]) -> tuple[int, ...]:
    """Each seat's step on the ladder after the finished ``tricks`` (0 before the first)."""
    steps = [0] * players
    taken = [0] * players  # the point cards each seat has taken
    for trick in tricks:
        taken[trick.winner] |= int(trick.cards) & MOON_CARDS
        everything = 0
        for cards in taken:
            everything |= cards
        for seat, cards in enumerate(taken):
            if cards in (0, everything):
                steps[seat] += 1
    return tuple(steps)
