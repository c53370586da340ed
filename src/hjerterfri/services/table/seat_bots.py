"""The bots' side of a table: a bot's move for its seat, and a hint for a human's.

Both see only the seat's ``Observation``. A bot that fails or picks an illegal move is
given a legal one instead, so a bug in a bot never stops a family's game.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from typing import Any

import hjerterfri.bots as bots_package
from hjerterfri.bots import LEVELS, Bot, make_bot
from hjerterfri.core import ChooseMoon, Deal, Observation, Phase, PlayCard, parse_pass
from hjerterfri.core.scoring import OTHERS_PLUS_26
from hjerterfri.services.table.config import Action, TableError

log = logging.getLogger(__name__)
HINT_LEVEL = "medium"

BotFactory = Callable[[str, int], Bot]


def default_bots(level: str, seed: int) -> Bot:
    return make_bot(level, seed)


@dataclasses.dataclass(frozen=True)
class Hint:
    """A suggestion for a seat: cards to pass or play, or a moon choice, and why."""

    cards: tuple[str, ...]
    reason: str
    level: str
    choice: str | None = None
    template: str = ""  # the reason before its {placeholders} were filled, for translation
    params: dict[str, str | int] = dataclasses.field(default_factory=dict)


def _hint_from(advice: Any, level: str) -> Hint:
    """A bots ``Advice`` as a hint; a ``seat`` value stays a number so pages can name the seat."""
    params: dict[str, str | int] = {}
    for key, value in dict(getattr(advice, "params", {}) or {}).items():
        text = str(value)
        params[key] = int(text) if key == "seat" and text.isdigit() else text
    return Hint(
        cards=tuple(str(c) for c in advice.cards),
        reason=str(advice.reason),
        level=level,
        choice=getattr(advice, "moon", None),
        template=str(getattr(advice, "template", "") or advice.reason),
        params=params,
    )


def hint(deal: Deal, seat: int, bots: BotFactory, seed: int) -> Hint:
    """What the hint bot would do in ``seat``'s place: ``bots.advise`` where it exists."""
    level = HINT_LEVEL if HINT_LEVEL in LEVELS else LEVELS[-1]
    observation = deal.observation(seat)
    bot = bots(level, seed)
    advise = getattr(bots_package, "advise", None) or getattr(bot, "advise", None)
    if advise is not None:
        try:
            return _hint_from(advise(observation), level)
        except ValueError as exc:
            raise TableError("no_hint", f"No hint now: {exc}.") from None
    if deal.phase is Phase.MOON:
        choice = bot_moon(bot, observation)
        return Hint((), f"The {level} bot would choose {choice}.", level, choice)
    if deal.phase is Phase.PASS:
        cards = tuple(str(c) for c in bot.choose_pass(observation))
        return Hint(cards, f"The {level} bot would pass these cards.", level)
    card = str(bot.choose_play(observation))
    return Hint((card,), f"The {level} bot would play this card.", level)


def bot_action(
    deal: Deal,
    seat: int,
    level: str,
    bot: Bot,
    accepts: Callable[[Action], bool],
) -> Action:
    """The bot's move; a bot that fails, or picks what ``accepts`` refuses, gets a legal one."""
    try:
        action = _choice(deal, seat, bot)
    except Exception:
        log.exception("bot %s at seat %d failed; using a legal move", level, seat)
        return any_legal(deal, seat)
    if accepts(action):
        return action
    log.warning("bot %s at seat %d chose an illegal %s; using a legal one", level, seat, action)
    return any_legal(deal, seat)


def _choice(deal: Deal, seat: int, bot: Bot) -> Action:
    observation = deal.observation(seat)
    if deal.phase is Phase.PASS:
        return Action.of(parse_pass(seat, bot.choose_pass(observation)))
    if deal.phase is Phase.MOON:
        return Action.of(ChooseMoon(seat, bot_moon(bot, observation)))
    return Action.of(PlayCard(seat, bot.choose_play(observation)))


def bot_moon(bot: Bot, observation: Observation) -> str:
    choose = getattr(bot, "choose_moon", None)
    if choose is None:  # a bot without a moon choice gives the others the 26
        return OTHERS_PLUS_26
    choice = choose(observation)
    return str(getattr(choice, "value", choice))


def any_legal(deal: Deal, seat: int) -> Action:
    """The plainest legal move: the three lowest cards, the lowest legal card, others +26."""
    if deal.phase is Phase.PASS:
        return Action.of(parse_pass(seat, sorted(deal.hand(seat))[:3]))
    if deal.phase is Phase.MOON:
        return Action.of(ChooseMoon(seat, OTHERS_PLUS_26))
    return Action.of(PlayCard(seat, min(deal.legal_plays())))
