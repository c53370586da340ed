"""Helpers for bot tests: play a deal with bots through the checked API, build positions."""

from __future__ import annotations

from collections.abc import Sequence

from hjerterfri.bots import Bot
from hjerterfri.core import Deal, Observation, Phase, Rules


def play_deal(deal: Deal, bots: Sequence[Bot]) -> tuple[int, ...]:
    """Every decision goes through ``pass_cards``/``play``/``choose_moon``, which reject
    anything illegal, so a bot's illegal move fails the calling test."""
    n = deal.rules.players
    if deal.phase is Phase.PASS:
        picks = [bots[s].choose_pass(deal.observation(s)) for s in range(n)]
        for seat, cards in enumerate(picks):
            deal.pass_cards(seat, cards)
    while deal.phase is Phase.PLAY:
        seat = deal.to_act
        assert seat is not None
        deal.play(bots[seat].choose_play(deal.observation(seat)))
    if deal.phase is Phase.MOON:
        seat = deal.to_act
        assert seat is not None
        deal.choose_moon(bots[seat].choose_moon(deal.observation(seat)))
    points = deal.points
    assert points is not None
    return points


def position(hands: Sequence[str], plays: str, rules: Rules | None = None) -> Observation:
    """The observation of the seat to act after ``plays`` on a rigged deal without passing."""
    deal = Deal.from_hands(rules or Rules(), list(hands))
    for card in plays.split():
        deal.play(card)
    seat = deal.to_act
    assert seat is not None
    return deal.observation(seat)
