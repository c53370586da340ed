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

from hjerterfri.core import Observation
from hjerterfri.core.claims import proved_from_view

MIN_TRICKS_LEFT: Final = 2


def would_claim(obs: Observation) -> bool:
    """The seat is to play and its own cards take every trick left, wherever the rest lie
    (``core.claims.proved_from_view``, as the table offers a player the claim), with two
    tricks or more still to play."""
    if obs.rules.hand_size - len(obs.tricks) < MIN_TRICKS_LEFT:
        return False
    return proved_from_view(obs)
