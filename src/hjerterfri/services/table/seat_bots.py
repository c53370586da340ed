"""The bots' side of a table: a bot's move for its seat, and a hint for a human's.

Both are pure functions of the seat's ``Observation``, a level and a seed: what goes in
(a ``BotTurn``) pickles, so the decision can be made in another process as well as here.
A bot that fails or picks an illegal move is given a legal one instead, so a bug in a bot
never stops a family's game. Legality is read from the observation (its hand and legal
cards), never by trying the move on a copy of the match.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from typing import Any

import hjerterfri.bots as bots_package
from hjerterfri.bots import LEVELS, Bot, make_bot
from hjerterfri.bots.claiming import would_claim
from hjerterfri.core import (
    ChooseMoon,
    Claim,
    HjerterfriError,
    Observation,
    PassCards,
    Phase,
    PlayCard,
    parse_pass,
)
from hjerterfri.core.scoring import MOON_CHOICES, OTHERS_PLUS_26
from hjerterfri.services.table.config import Action, TableError

log = logging.getLogger(__name__)
HINT_LEVEL = "medium"
PASS_COUNT = 3

BotFactory = Callable[[str, int], Bot]


def default_bots(level: str, seed: int) -> Bot:
    return make_bot(level, seed)


@dataclasses.dataclass(frozen=True)
class BotTurn:
    """What a table needs next: the bot of ``level`` decides for the observation's seat.

    ``seed`` is the decision's own seed, so the same turn always gives the same move;
    ``stand_in`` marks a bot playing a human's seat while its player is away.
    """

    observation: Observation
    level: str
    seed: int
    stand_in: bool = False

    @property
    def seat(self) -> int:
        return self.observation.seat


@dataclasses.dataclass(frozen=True)
class Hint:
    """A suggestion for a seat: cards to pass or play, or a moon choice, and why."""

    cards: tuple[str, ...]
    reason: str
    level: str
    choice: str | None = None
    template: str = ""  # the reason before its {placeholders} were filled, for translation
    params: dict[str, str | int] = dataclasses.field(default_factory=dict)


class SeatBots:
    """One bot per level, made once and reseeded for each decision (``reseed``).

    A factory's bot without ``reseed`` (a test's scripted bot) is made per decision, as
    its seed must still decide its move. Not for several threads at once: give each its own.
    """

    def __init__(self, factory: BotFactory = default_bots) -> None:
        self.factory = factory
        self._bots: dict[str, Bot] = {}

    def bot(self, level: str, seed: int) -> Bot:
        bot = self._bots.get(level)
        if bot is not None:
            bot.reseed(seed)  # type: ignore[attr-defined]
            return bot
        bot = self.factory(level, seed)
        if callable(getattr(bot, "reseed", None)):
            self._bots[level] = bot
        return bot

    def decide(self, turn: BotTurn) -> Action:
        """The bot's move; a bot that fails or picks an illegal move gets a legal one."""
        try:
            action = _choice(turn.observation, self.bot(turn.level, turn.seed))
        except Exception:
            log.exception("bot %s at seat %d failed; using a legal move", turn.level, turn.seat)
            return fallback(turn)
        why = illegal(turn.observation, action)
        if why is not None:
            log.warning("bot %s at seat %d chose %s: %s", turn.level, turn.seat, action, why)
            return fallback(turn)
        return dataclasses.replace(action, stand_in=True) if turn.stand_in else action

    def hint(self, observation: Observation, seed: int) -> Hint:
        """What the hint bot would do in the seat's place: ``bots.advise`` where it exists."""
        level = HINT_LEVEL if HINT_LEVEL in LEVELS else LEVELS[-1]
        advise = getattr(bots_package, "advise", None)
        if advise is not None:
            try:
                return _hint_from(advise(observation), level)
            except ValueError as exc:
                raise TableError("no_hint", f"No hint now: {exc}.") from None
        action = _choice(observation, self.bot(level, seed))
        what = {"pass": "pass these cards", "moon": f"choose {action.choice}"}
        sentence = f"The {level} bot would {what.get(action.kind, 'play this card')}."
        return Hint(action.cards, sentence, level, action.choice)


def until_human(
    next_step: Callable[[], BotTurn | Action | None],
    decide: Callable[[BotTurn], Action],
    apply: Callable[[Action], object],
) -> None:
    """The one loop that lets bots act until a human must decide, computing in-process.

    ``next_step`` says what must happen (a bot's turn, a move to make as it is, or None
    when a human decides or the game is over), ``decide`` turns a bot's turn into its move
    (``SeatBots.decide``), ``apply`` makes a move. The server runs the same steps with
    ``decide`` awaited in worker processes (``web.bot_driver``).
    """
    step = next_step()
    while step is not None:
        apply(decide(step) if isinstance(step, BotTurn) else step)
        step = next_step()


def fallback(turn: BotTurn) -> Action:
    """The plainest legal move, marked as the bot's: what a failed decision is replaced by."""
    action = any_legal(turn.observation)
    return dataclasses.replace(action, stand_in=True) if turn.stand_in else action


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


def _choice(observation: Observation, bot: Bot) -> Action:
    seat = observation.seat
    if observation.phase is Phase.PASS:
        return Action.of(parse_pass(seat, bot.choose_pass(observation)))
    if observation.phase is Phase.MOON:
        return Action.of(ChooseMoon(seat, bot_moon(bot, observation)))
    if would_claim(observation):  # where a player would: its own cards prove it
        return Action.of(Claim(seat))
    return Action.of(PlayCard(seat, bot.choose_play(observation)))


def illegal(observation: Observation, action: Action) -> str | None:
    """Why the seat may not make ``action`` now, from its observation alone; None if it may."""
    try:
        move = action.to_core()
    except (HjerterfriError, ValueError) as exc:
        return str(exc)
    if isinstance(move, PassCards):
        if len(move.cards) != PASS_COUNT:
            return f"a pass is {PASS_COUNT} different cards"
        if not all(c in observation.hand for c in move.cards):
            return "a passed card is not in the hand"
        return None
    if isinstance(move, ChooseMoon):
        return None if move.choice in MOON_CHOICES else "no such moon choice"
    if isinstance(move, PlayCard):
        return None if move.card in observation.legal else "not a legal card"
    if isinstance(move, Claim):
        return None if would_claim(observation) else "a claim its own cards do not prove"
    return "not a bot's move"


def bot_moon(bot: Bot, observation: Observation) -> str:
    choose = getattr(bot, "choose_moon", None)
    if choose is None:  # a bot without a moon choice gives the others the 26
        return OTHERS_PLUS_26
    choice = choose(observation)
    return str(getattr(choice, "value", choice))


def any_legal(observation: Observation) -> Action:
    """The plainest legal move: the three lowest cards, the lowest legal card, others +26."""
    seat = observation.seat
    if observation.phase is Phase.PASS:
        return Action.of(parse_pass(seat, sorted(observation.hand)[:PASS_COUNT]))
    if observation.phase is Phase.MOON:
        return Action.of(ChooseMoon(seat, OTHERS_PLUS_26))
    return Action.of(PlayCard(seat, min(observation.legal)))
