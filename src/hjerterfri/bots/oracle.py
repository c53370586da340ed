"""An arena-only ``hard`` that is shown every hand: how much knowing the hidden cards is worth.

``hard`` plays out worlds sampled from what its seat knows. Shown the true hands, the same
search plays out the one real world instead, so an arena of ``hard-oracle`` against a field,
paired with ``hard`` on the same deals, measures the most any inference about the hidden
cards could gain (docs/research.md, stop 39: about one point a deal at six players against
mediums). It cheats by design: the arena seats it as ``hard-oracle`` and no table does.
Its passes are ``hard``'s: the pass search deals the unseen cards itself and is not shown them.
"""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from hjerterfri.bots.levels import make_bot
from hjerterfri.bots.rollout import Playout
from hjerterfri.bots.search_bot import SearchBot
from hjerterfri.bots.world import WorldSampler
from hjerterfri.core import Observation
from hjerterfri.core.deal import Deal

ORACLE = "hard-oracle"


@runtime_checkable
class Peeking(Protocol):
    """A bot the arena shows the deal before each of its decisions."""

    def peek(self, deal: Deal) -> None: ...


class OracleBot(SearchBot):
    """``hard``'s search over the one true world; the arena calls ``peek`` before each choice."""

    name = ORACLE

    def __init__(self, seed: int | None = None) -> None:
        hard = make_bot("hard", seed)  # its settings, from the one place that knows them
        assert isinstance(hard, SearchBot)
        super().__init__(
            seed,
            hard.budget,
            infer=hard.infer,
            endgame=hard.endgame,
            stop_moons=hard.stop_moons,
            playout=hard.playout_kind,
            shape_worlds=hard.shape_worlds,
        )
        self._hands: list[int] | None = None

    def peek(self, deal: Deal) -> None:
        """Remember the hands as they are now, for the next decision."""
        self._hands = [int(hand) for hand in deal.hands]

    def _worlds(
        self,
        obs: Observation,
        sampler: WorldSampler,
        playout: Playout,
        count: int,
        rng: random.Random,
    ) -> list[list[int]]:
        """The true hands, once: the play-outs are deterministic, so more copies add nothing."""
        if self._hands is None or self._hands[obs.seat] != int(obs.hand):
            raise RuntimeError(f"{ORACLE} decides only after the arena shows it this deal")
        return [self._hands[:]]


def reveal(bot: object, deal: Deal) -> None:
    """Show ``deal`` to ``bot`` if it is one that peeks (``hard-oracle``); others see nothing."""
    if isinstance(bot, Peeking):
        bot.peek(deal)
