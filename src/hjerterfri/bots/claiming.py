"""When a bot claims the rest of the tricks: where a player would, from its own view alone.

A player claims when its own hand proves it, whatever cards the others hold: every card it
holds is above every card of that suit still out, and it has the lead or can take the trick
on the table. The bot decides the same way from its ``Observation`` (never from hidden
hands); the judge (``core.claims``) then checks the claim exactly against the real deal, so
a claim a bot makes this way is always accepted. It does not bother with the last trick,
which takes one card to play.
"""

from __future__ import annotations

from typing import Final

from hjerterfri.core import Observation, Phase
from hjerterfri.core.cards import SUIT_MASKS
from hjerterfri.core.claims import holds_every_top

MIN_TRICKS_LEFT: Final = 2


def would_claim(obs: Observation) -> bool:
    """The seat is to play and its own cards take every trick left, wherever the rest lie."""
    if obs.phase is not Phase.PLAY or obs.to_act != obs.seat:
        return False
    if obs.rules.hand_size - len(obs.tricks) < MIN_TRICKS_LEFT:
        return False
    hand = int(obs.hand)
    gone = 0
    for trick in obs.tricks:
        gone |= int(trick.cards)
    out = obs.rules.deck_mask & ~gone & ~hand  # held by others, or on the table now
    if obs.trick and not hand & SUIT_MASKS[obs.trick[0][1].suit]:
        return False  # it must throw a card to this trick, and the trick is lost
    return holds_every_top(hand, out)
