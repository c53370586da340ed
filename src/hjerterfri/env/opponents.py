"""The seats the Gymnasium environments fill with bots, acting on an ``EnvTable``.

A bot decides from its seat's ``Observation`` only. The ``random`` level needs no
observation: it picks uniformly among the seat's legal actions straight from the legal
mask (its own cards, nothing hidden), which keeps training against random opponents fast.
"""

from __future__ import annotations

import random
from typing import Protocol

from hjerterfri.bots import Bot, make_bot
from hjerterfri.bots.cardbits import cards_of
from hjerterfri.core import Phase
from hjerterfri.core.scoring import MOON_CHOICES
from hjerterfri.env.encoding import CARD_ACTIONS
from hjerterfri.env.table import EnvTable


class Opponent(Protocol):
    def act(self, table: EnvTable, seat: int) -> None:
        """Make this seat's whole move: three picks while passing, else one action."""


class RandomOpponent:
    """Uniform among the legal actions, like ``RandomBot``, read from the legal mask."""

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def act(self, table: EnvTable, seat: int) -> None:
        legal = table.legal(seat)
        if legal < 0:
            table.act(seat, CARD_ACTIONS + self._rng.randrange(len(MOON_CHOICES)))
        elif table.deal is not None and table.deal.phase is Phase.PASS:
            for card in self._rng.sample(cards_of(legal), 3):
                table.act(seat, card)
        else:
            cards = cards_of(legal)
            table.act(seat, cards[int(self._rng.random() * len(cards))])


class BotOpponent:
    """A bot of our levels, deciding from the seat's ``Observation``."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot

    def act(self, table: EnvTable, seat: int) -> None:
        deal = table.deal
        assert deal is not None
        observation = deal.observation(seat)
        if deal.phase is Phase.PASS:
            for card in self.bot.choose_pass(observation):
                table.act(seat, int(card))
        elif deal.phase is Phase.PLAY:
            table.act(seat, int(self.bot.choose_play(observation)))
        else:
            choice = self.bot.choose_moon(observation)
            table.act(seat, CARD_ACTIONS + MOON_CHOICES.index(choice))


def make_opponent(level: str, seed: int) -> Opponent:
    if level == "random":
        return RandomOpponent(seed)
    return BotOpponent(make_bot(level, seed=seed))
