"""An arena-only ``hard`` that is shown every hand: how much knowing the hidden cards is worth.

``hard`` plays out worlds sampled from what its seat knows. Shown the true hands, the same
search plays out the one real world instead, so an arena of ``hard-oracle`` against a field,
paired with ``hard`` on the same deals, measures the most any inference about the hidden
cards could gain (docs/research.md, stop 39: about one point a deal at six players against
mediums). It cheats by design: the arena seats it as ``hard-oracle`` and no table does.
Its passes are ``hard``'s: the pass search deals the unseen cards itself and is not shown them.

The partial oracles are shown less, to see which part of the hidden cards the point is in:
``hard-oracle-queen`` where Q♠ is, ``hard-oracle-suits`` how many cards of each suit every
seat holds, ``hard-oracle-suits-queen`` both; each deals its worlds uniformly within what
it is shown (docs/research.md, stop 41: each is worth a fifth of the whole oracle).
"""

from __future__ import annotations

import dataclasses
import random
from typing import Protocol, runtime_checkable

from hjerterfri.bots.levels import check_level, make_bot
from hjerterfri.bots.rollout import Playout
from hjerterfri.bots.search_bot import SearchBot
from hjerterfri.bots.world import WorldSampler
from hjerterfri.core import Observation
from hjerterfri.core.cards import QS_BIT, QUEEN_OF_SPADES, SUIT_MASKS
from hjerterfri.core.deal import Deal

ORACLE = "hard-oracle"
QUEEN_TRIES = 60  # worlds drawn for one with Q♠ where she is; the last is kept if none fits


@dataclasses.dataclass(frozen=True)
class Shown:
    """What of the true hands an oracle's worlds keep: all of them, or where Q♠ is and how
    many cards of each suit every seat holds."""

    hands: bool = False
    suits: bool = False
    queen: bool = False


ORACLES = {
    ORACLE: Shown(hands=True),
    "hard-oracle-queen": Shown(queen=True),
    "hard-oracle-suits": Shown(suits=True),
    "hard-oracle-suits-queen": Shown(suits=True, queen=True),
}
"""The arena's oracles by name: ``hard``'s search shown all or part of every hand."""


@runtime_checkable
class Peeking(Protocol):
    """A bot the arena shows the deal before each of its decisions."""

    def peek(self, deal: Deal) -> None: ...


class OracleBot(SearchBot):
    """``hard``'s search over the one true world; the arena calls ``peek`` before each choice."""

    name = ORACLE

    def __init__(self, seed: int | None = None, *, shown: str = ORACLE) -> None:
        hard = make_bot("hard", seed)  # its settings, from the one place that knows them
        assert isinstance(hard, SearchBot)
        super().__init__(seed, **hard.settings())
        self.name = check_level(shown, tuple(ORACLES))
        self.shown = ORACLES[shown]
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
        """The true hands: once where the play-outs are deterministic, since more copies add
        nothing; ``count`` times where the other seats slip in them (``slips``), each copy
        with its own draws. Shown only part of them, ``count`` worlds that keep that part."""
        true = self._hands
        if true is None or true[obs.seat] != int(obs.hand):
            raise RuntimeError(f"{self.name} decides only after the arena shows it this deal")
        if self.shown.hands:
            return [true[:] for _ in range(count if self.slips else 1)]
        if self.shown.suits:
            return [suits_world(sampler, true, self.shown.queen, rng) for _ in range(count)]
        return [queen_world(sampler, true, rng) for _ in range(count)]


def queen_world(sampler: WorldSampler, true: list[int], rng: random.Random) -> list[int]:
    """A world as ``hard`` deals them, drawn again until Q♠ is with the seat that holds her."""
    holder = next((s for s, hand in enumerate(true) if hand & QS_BIT), None)
    for _ in range(QUEEN_TRIES):
        hands = sampler.sample(rng)
        if holder in (None, sampler.seat) or hands[holder] & QS_BIT:
            return hands
    return hands


def suits_world(
    sampler: WorldSampler, true: list[int], queen: bool, rng: random.Random
) -> list[int]:
    """The unseen cards of each suit shuffled and dealt so that every seat holds as many of
    the suit as it truly does (and, with ``queen``, Q♠ where she is): the voids follow."""
    hands = sampler.known[:]
    hands[sampler.seat] = sampler.hand
    free = 0
    for card in sampler.free:
        free |= 1 << card
    for suit, suit_mask in enumerate(SUIT_MASKS):
        pool = [c for c in sampler.free if c & 3 == suit]
        counts = {
            s: (hand & suit_mask & free).bit_count()
            for s, hand in enumerate(true)
            if s != sampler.seat
        }
        if queen and free & QS_BIT and suit_mask & QS_BIT:
            holder = next(s for s in counts if true[s] & QS_BIT)
            hands[holder] |= QS_BIT
            counts[holder] -= 1
            pool.remove(int(QUEEN_OF_SPADES))
        rng.shuffle(pool)
        dealt = 0
        for s, k in counts.items():
            for card in pool[dealt : dealt + k]:
                hands[s] |= 1 << card
            dealt += k
    return hands


def reveal(bot: object, deal: Deal) -> None:
    """Show ``deal`` to ``bot`` if it is one that peeks (``hard-oracle``); others see nothing."""
    if isinstance(bot, Peeking):
        bot.peek(deal)
