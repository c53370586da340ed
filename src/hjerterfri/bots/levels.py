"""Level names to bot factories; the one place that knows which class plays which level."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from hjerterfri.bots.base import LEVELS, Bot, RandomBot
from hjerterfri.bots.rule_bot import easy_bot, medium_bot
from hjerterfri.core.errors import UnknownChoiceError

DEFAULT_LEVEL = "medium"
"""The level offered first, seated when none is named, and the stand-in for a player away."""
EXPERT_BUDGET = 16
"""``expert``'s search effort in multiples of ``hard``'s: 1.3 s a decision (median, one shared
core, with its shaped worlds), within the 3 s a player who asks for the strongest opponent
accepts (issue 14)."""
EXPERT_SHAPE_OVERSAMPLE = 3
"""Worlds ``expert`` draws for each it plays out after a pass (``hard`` six): with sixteen
times the worlds, six would double its thinking time; three gained as much for ``hard``
(docs/research.md, stop 40)."""
SLIPS = 0.1
"""Share of the other seats' decisions in ``hard``'s play-outs at which they play a random
legal card (docs/research.md, stop 48)."""


def _hard(
    seed: int | None,
    budget: float = 1.0,
    *,
    shape_worlds: bool = True,
    shape_oversample: int | None = None,
    moon_plan: bool = True,
    plan_in_budget: bool = False,
    slips: float = SLIPS,
) -> Bot:
    """The search without inference or the exact endgame: those showed no gain in the arena
    (``hard-next`` against ``hard-2026``, 173 deals: +0.5 ± 0.8 points a deal, not better),
    at twice the thinking time, so players get the search that is measured best; with the
    moon guard, play-outs closer to how players play (``GuidePlayout``), and after a pass
    worlds shaped as passing shapes hands (``pass_shape``: 0.30 ± 0.28 points a deal better
    at four players, 841 deals; docs/research.md, stop 41)."""
    from hjerterfri.bots.rollout import GuidePlayout
    from hjerterfri.bots.search_bot import SHAPE_OVERSAMPLE, SearchBot

    return SearchBot(
        seed,
        budget,
        infer=False,
        endgame=False,
        stop_moons=True,
        moon_plan=moon_plan,
        plan_in_budget=plan_in_budget,
        playout=GuidePlayout,
        shape_worlds=shape_worlds,
        shape_oversample=shape_oversample or SHAPE_OVERSAMPLE,
        slips=slips,
    )


def _expert(seed: int | None) -> Bot:
    """``hard``'s search with sixteen times its play-outs: the strongest opponent we have, for
    players who will wait for it (more play-outs narrow the search's noise; measured gains
    are small, see docs/research.md). While it weighs going for the moon it plays out half
    the worlds for each plan, which keeps its longest decision near 3 s (stop 46)."""
    bot = _hard(seed, EXPERT_BUDGET, shape_oversample=EXPERT_SHAPE_OVERSAMPLE, plan_in_budget=True)
    bot.name = "expert"
    return bot


def _hard_uniform(seed: int | None) -> Bot:
    """``hard`` as it was until worlds were shaped by the pass (stops 35 to 40): every world
    dealt uniformly within what the seat knows; the baseline the shaped worlds are paired with."""
    bot = _hard(seed, shape_worlds=False)
    bot.name = "hard-uniform"
    return bot


def _hard_no_plan(seed: int | None) -> Bot:
    """``hard`` as it was until it weighed going for the moon itself (stops 41 to 44): it
    shot only where its ordinary play-outs ran into a moon; the baseline its moon plan is
    paired with (docs/research.md, stop 45)."""
    bot = _hard(seed, moon_plan=False)
    bot.name = "hard-no-plan"
    return bot


def _hard_no_slips(seed: int | None) -> Bot:
    """``hard`` as it was until the other seats slipped in its play-outs (stops 45 to 47):
    they played the policy's card at every decision; the baseline the slips are paired with
    (docs/research.md, stop 48)."""
    bot = _hard(seed, slips=0.0)
    bot.name = "hard-no-slips"
    return bot


def _named_search(name: str, *, infer: bool, endgame: bool) -> Callable[[int | None], Bot]:
    def factory(seed: int | None) -> Bot:
        from hjerterfri.bots.search_bot import SearchBot

        bot = SearchBot(seed, infer=infer, endgame=endgame)
        bot.name = name
        return bot

    return factory


FACTORIES: dict[str, Callable[[int | None], Bot]] = {
    "random": RandomBot,
    "easy": easy_bot,
    "medium": medium_bot,
    "hard": _hard,
    "expert": _expert,
}
assert tuple(FACTORIES) == LEVELS
assert DEFAULT_LEVEL in LEVELS
# Levels the arena seats but no player is offered: ``hard-2026`` is the hard of 2026-11
# frozen as the baseline; ``hard-next`` the candidate (inference, exact endgame, moon
# runner) still to show a gain over it; ``hard-uniform`` the hard before its worlds were
# shaped by the pass; ``hard-no-plan`` the hard before it weighed going for the moon;
# ``hard-no-slips`` the hard whose play-outs had the others play the policy's every card.
BASELINES: dict[str, Callable[[int | None], Bot]] = {
    "hard-2026": _named_search("hard-2026", infer=False, endgame=False),
    "hard-next": _named_search("hard-next", infer=True, endgame=True),
    "hard-uniform": _hard_uniform,
    "hard-no-plan": _hard_no_plan,
    "hard-no-slips": _hard_no_slips,
}


def check_level(level: str, offered: Sequence[str] = LEVELS) -> str:
    """``level`` when it is one of ``offered``; the one refusal of a level nobody knows."""
    if level not in offered:
        raise UnknownChoiceError("unknown_level", "bot level", level, offered)
    return level


def make_bot(level: str, seed: int | None = None) -> Bot:
    """A bot of the named level; raises ``UnknownChoiceError`` (a ValueError) listing the levels."""
    name = check_level(level.strip().lower(), (*LEVELS, *BASELINES))
    factory = FACTORIES.get(name) or BASELINES[name]
    return factory(seed)
