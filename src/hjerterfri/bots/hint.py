"""``advise``: the hint a player gets — the medium bot's choice and why."""

from __future__ import annotations

from hjerterfri.bots.base import Advice
from hjerterfri.bots.moon import advise_moon
from hjerterfri.bots.rule_bot import medium_bot
from hjerterfri.core import Observation, Phase

_ADVISOR = medium_bot()


def advise(observation: Observation) -> Advice:
    """Three cards in ``Phase.PASS``, one card in ``Phase.PLAY`` (when it is this seat's turn),
    a moon choice (``Advice.moon``, no cards) in ``Phase.MOON``; raises ValueError otherwise."""
    if observation.phase is Phase.PASS:
        return _ADVISOR.advise_pass(observation)
    if observation.phase is Phase.PLAY and observation.legal:
        return _ADVISOR.advise_play(observation)
    if observation.phase is Phase.MOON and observation.to_act == observation.seat:
        return advise_moon(observation)
    raise ValueError("there is nothing for this seat to decide now")
