"""The one protocol every player follows, human or bot, and the factory that names the levels."""

from __future__ import annotations

import dataclasses
import random
from typing import Protocol

from hjerterfri.core import Card, Observation


@dataclasses.dataclass(frozen=True)
class Advice:
    """A suggested action and why, in an English sentence that the game catalogue translates."""

    cards: tuple[Card, ...]  # one card to play, or the three to pass
    reason: str


class Bot(Protocol):
    """Chooses from a seat's observation only. Seeded bots are reproducible."""

    name: str

    def choose_pass(self, observation: Observation) -> list[Card]:
        """Three cards from ``observation.hand``."""
        ...

    def choose_play(self, observation: Observation) -> Card:
        """One card from ``observation.legal``."""
        ...


class RandomBot:
    """Uniform among legal moves: the baseline every other level must beat."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose_pass(self, observation: Observation) -> list[Card]:
        return self._rng.sample(sorted(observation.hand), 3)

    def choose_play(self, observation: Observation) -> Card:
        return self._rng.choice(sorted(observation.legal))


LEVELS: tuple[str, ...] = ("random",)


def make_bot(level: str, seed: int | None = None) -> Bot:
    """A bot of the named level; raises ValueError listing the levels for an unknown name."""
    if level == "random":
        return RandomBot(seed)
    raise ValueError(f"no bot level {level!r}; choose one of: {', '.join(LEVELS)}")
