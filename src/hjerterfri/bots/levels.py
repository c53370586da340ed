"""Level names to bot factories; the one place that knows which class plays which level."""

from __future__ import annotations

from collections.abc import Callable

from hjerterfri.bots.base import LEVELS, Bot, RandomBot
from hjerterfri.bots.rule_bot import easy_bot, medium_bot


def _hard(seed: int | None) -> Bot:
    from hjerterfri.bots.search_bot import SearchBot

    return SearchBot(seed)


FACTORIES: dict[str, Callable[[int | None], Bot]] = {
    "random": RandomBot,
    "easy": easy_bot,
    "medium": medium_bot,
    "hard": _hard,
}
assert tuple(FACTORIES) == LEVELS


def make_bot(level: str, seed: int | None = None) -> Bot:
    """A bot of the named level; raises ValueError listing the levels for an unknown name."""
    factory = FACTORIES.get(level.strip().lower())
    if factory is None:
        raise ValueError(f"no bot level {level!r}; choose one of: {', '.join(LEVELS)}")
    return factory(seed)
