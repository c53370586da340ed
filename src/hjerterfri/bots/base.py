"""The one protocol every player follows, human or bot, and the names of the levels.

Every bot module imports this one, so it imports no bot: ``bots.levels`` (the factory)
sits above the bots it builds, and an import here would close a cycle through all of them."""

from __future__ import annotations

import dataclasses
import random
from typing import Protocol

from hjerterfri.core import Card, Observation


@dataclasses.dataclass(frozen=True)
class Advice:
    """A suggested action and why, in an English sentence that the game catalogue translates."""

    cards: tuple[Card, ...]  # one card to play, the three to pass, or none for a moon choice
    reason: str
    template: str = ""  # the sentence from ``bots.reasons`` before its placeholders were filled
    params: dict[str, str] = dataclasses.field(default_factory=dict)  # what filled them
    moon: str | None = None  # the advised moon choice in ``Phase.MOON``


class Bot(Protocol):
    """Chooses from a seat's observation only. Seeded bots are reproducible."""

    name: str

    def choose_pass(self, observation: Observation) -> list[Card]:
        """Three cards from ``observation.hand``."""
        ...

    def choose_play(self, observation: Observation) -> Card:
        """One card from ``observation.legal``."""
        ...

    def choose_moon(self, observation: Observation) -> str:
        """In ``Phase.MOON``: ``"others_plus_26"`` or ``"shooter_minus_26"``."""
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

    def choose_moon(self, observation: Observation) -> str:
        return self._rng.choice(("others_plus_26", "shooter_minus_26"))


LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard")
