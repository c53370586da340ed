"""An arena-only player that always goes for the moon: the test every moon stopper must pass.

It plays the way a naive script (or a greedy beginner) does: pass the lowest cards, lead its
highest card, win every trick it can, and when it cannot follow, throw away its lowest card
that carries no points so it keeps its winners. It is no level a person plays against; the
arena seats it as ``shooter`` to measure how often the other bots let a moon through, and
its twin ``shooter-low``, which wins as cheaply as it can, so the stoppers are not tuned to
one script only.
"""

from __future__ import annotations

from hjerterfri.bots.cardbits import above, highest, lowest
from hjerterfri.core import Card, Observation
from hjerterfri.core.cards import CARDS, MOON_CARDS, SUIT_MASKS
from hjerterfri.core.scoring import OTHERS_PLUS_26


class ShooterBot:
    """Always tries to win the trick. Deterministic: the seed is accepted and unused."""

    name = "shooter"

    def __init__(self, seed: int | None = None) -> None:
        self._seed = seed

    def choose_pass(self, observation: Observation) -> list[Card]:
        return sorted(observation.hand)[:3]

    def choose_play(self, observation: Observation) -> Card:
        legal = int(observation.legal)
        if observation.trick:
            led = SUIT_MASKS[int(observation.trick[0][1]) & 3]
            if legal & led:
                return CARDS[highest(legal & led)]
            return CARDS[lowest(legal & ~MOON_CARDS or legal)]
        return CARDS[highest(legal)]

    def choose_moon(self, observation: Observation) -> str:
        return OTHERS_PLUS_26


class CheapShooterBot(ShooterBot):
    """Always tries to win the trick, following with the lowest card that beats the trick so
    far rather than its highest: another script an outside check may use, which keeps its
    high cards longer (docs/research.md, stop 43: 4 moons in 530 deals against ``hard``)."""

    name = "shooter-low"

    def choose_play(self, observation: Observation) -> Card:
        legal = int(observation.legal)
        if observation.trick:
            led_suit = int(observation.trick[0][1]) & 3
            follow = legal & SUIT_MASKS[led_suit]
            if follow:
                win = max(int(c) for _, c in observation.trick if int(c) & 3 == led_suit)
                over = follow & above(win)
                return CARDS[lowest(over or follow)]
        return super().choose_play(observation)
