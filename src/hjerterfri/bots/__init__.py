"""Computer players. Bots see only an ``Observation``: cheating is impossible by construction."""

from hjerterfri.bots.base import LEVELS, Advice, Bot, make_bot

__all__ = ["LEVELS", "Advice", "Bot", "make_bot"]
