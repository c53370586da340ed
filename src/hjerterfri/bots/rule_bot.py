"""The rule-based levels: ``easy`` knows the first lessons, ``medium`` all the guides teach."""

from __future__ import annotations

from collections.abc import Callable

from hjerterfri.bots import moon
from hjerterfri.bots.base import Advice
from hjerterfri.bots.passing import advise_pass, easy_pass
from hjerterfri.bots.play_rules import EASY_RULES, MEDIUM_RULES, PlayRule, advise_play
from hjerterfri.bots.view import TableView
from hjerterfri.core import Card, Observation


class RuleBot:
    """Plays the first lesson that applies. Deterministic: the seed is accepted and unused."""

    def __init__(
        self,
        name: str,
        play_rules: tuple[PlayRule, ...],
        passer: Callable[[Observation], Advice],
    ) -> None:
        self.name = name
        self._rules = play_rules
        self._passer = passer

    def reseed(self, seed: int | None) -> None:
        """Nothing to do: a rule bot's choices do not depend on a seed."""

    def advise_pass(self, observation: Observation) -> Advice:
        return self._passer(observation)

    def advise_play(self, observation: Observation) -> Advice:
        return advise_play(TableView.of(observation), self._rules)

    def choose_pass(self, observation: Observation) -> list[Card]:
        return list(self.advise_pass(observation).cards)

    def choose_play(self, observation: Observation) -> Card:
        return self.advise_play(observation).cards[0]

    def choose_moon(self, observation: Observation) -> str:
        return moon.choose_moon(observation)


def easy_bot(seed: int | None = None) -> RuleBot:
    return RuleBot("easy", EASY_RULES, easy_pass)


def medium_bot(seed: int | None = None) -> RuleBot:
    return RuleBot("medium", MEDIUM_RULES, advise_pass)
