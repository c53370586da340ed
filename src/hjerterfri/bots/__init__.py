"""Computer players. Bots see only an ``Observation``: cheating is impossible by construction."""

from hjerterfri.bots.base import LEVELS, Advice, Bot, RandomBot
from hjerterfri.bots.hint import advise
from hjerterfri.bots.levels import DEFAULT_LEVEL, check_level, make_bot

__all__ = [
    "DEFAULT_LEVEL",
    "LEVELS",
    "Advice",
    "Bot",
    "RandomBot",
    "advise",
    "check_level",
    "make_bot",
]
