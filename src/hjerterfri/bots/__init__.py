"""Computer players. Bots see only an ``Observation``: cheating is impossible by construction."""

from hjerterfri.bots.base import LEVELS, Advice, Bot, RandomBot
from hjerterfri.bots.hint import advise
from hjerterfri.bots.levels import make_bot

__all__ = ["LEVELS", "Advice", "Bot", "RandomBot", "advise", "make_bot"]
