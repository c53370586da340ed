"""The ``hard`` level: Monte Carlo search over sampled worlds. Until it lands, plays as medium."""

from __future__ import annotations

from hjerterfri.bots.passing import advise_pass
from hjerterfri.bots.play_rules import MEDIUM_RULES
from hjerterfri.bots.rule_bot import RuleBot


class SearchBot(RuleBot):
    def __init__(self, seed: int | None = None) -> None:
        super().__init__("hard", MEDIUM_RULES, advise_pass)
