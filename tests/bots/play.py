"""Helpers for bot tests: play a deal with bots (the arena's checked loop), build positions."""

from __future__ import annotations

from collections.abc import Sequence

from hjerterfri.bots import Bot, arena
from hjerterfri.core import Deal, Match, Observation, Rules

__all__ = ["play_deal", "position"]


def play_deal(deal: Deal, bots: Sequence[Bot]) -> tuple[int, ...]:
    """``deal`` played to the end by the arena's loop (moves through ``Match.apply``)."""
    return arena.play_deal(Match.from_deals(deal.rules, deal.seed, [deal]), bots)


def position(hands: Sequence[str], plays: str, rules: Rules | None = None) -> Observation:
    """The observation of the seat to act after ``plays`` on a rigged deal without passing."""
    deal = Deal.from_hands(rules or Rules(), list(hands))
    for card in plays.split():
        deal.play(card)
    seat = deal.to_act
    assert seat is not None
    return deal.observation(seat)
