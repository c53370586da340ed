"""Level names to bot factories; the one place that knows which class plays which level."""

from __future__ import annotations

from collections.abc import Callable

from hjerterfri.bots.base import LEVELS, Bot, RandomBot
from hjerterfri.bots.rule_bot import easy_bot, medium_bot


def _hard(seed: int | None) -> Bot:
    from hjerterfri.bots.search_bot import SearchBot

    return SearchBot(seed)


def _hard_2026(seed: int | None) -> Bot:
    """The ``hard`` of 2026-11 (no inference, no exact endgame): the arena's baseline."""
    from hjerterfri.bots.search_bot import SearchBot

    bot = SearchBot(seed, infer=False, endgame=False)
    bot.name = "hard-2026"
    return bot


FACTORIES: dict[str, Callable[[int | None], Bot]] = {
    "random": RandomBot,
    "easy": easy_bot,
    "medium": medium_bot,
    "hard": _hard,
}
assert tuple(FACTORIES) == LEVELS
# levels the arena seats to measure against but no player is offered
BASELINES: dict[str, Callable[[int | None], Bot]] = {"hard-2026": _hard_2026}


def make_bot(level: str, seed: int | None = None) -> Bot:
    """A bot of the named level; raises ValueError listing the levels for an unknown name."""
    name = level.strip().lower()
    factory = FACTORIES.get(name) or BASELINES.get(name)
    if factory is None:
        choices = ", ".join((*LEVELS, *BASELINES))
        raise ValueError(f"no bot level {level!r}; choose one of: {choices}")
    return factory(seed)
