"""Building blocks for search: worlds consistent with what a seat knows, and fast play-outs.

A determinized (perfect-information Monte Carlo) search in a few lines::

    import random
    from hjerterfri.search import determinize

    def best_card(obs, worlds=50, rng=random.Random(1)):
        scores = dict.fromkeys(obs.legal, 0.0)
        for _ in range(worlds):
            world = determinize(obs, rng)  # a Deal: the hidden hands dealt at random
            for card in scores:
                world.push(card)
                scores[card] -= world.rollout(rng)[obs.seat]  # a random play-out's points
                world.pop()
        return max(scores, key=scores.__getitem__)

``WorldSampler`` (the one the bots use) deals the unseen cards so that every seat gets as
many as it holds, the cards this seat passed stay with their receiver until played, a seat
that showed a void gets none of that suit, and a seat that threw a heart or Q♠ on a clean
first trick gets nothing else. ``determinize`` turns one such deal into a whole ``Deal`` at
the same point of play (dealt hands, passes, every card played so far), ready for the
engine's search path: ``push``/``pop``, ``legal_mask``, ``rollout`` (the points of a
uniformly random play-out, leaving the deal as it was) and ``playout``.
"""

from __future__ import annotations

import random
from typing import Final

from hjerterfri.bots.world import WorldSampler
from hjerterfri.core import CARDS, Deal, HjerterfriError, IllegalMoveError, Observation, Phase
from hjerterfri.core.cards import mask_cards

__all__ = ["WorldSampler", "determinize"]

TRIES: Final = 20


def determinize(
    observation: Observation, rng: random.Random, sampler: WorldSampler | None = None
) -> Deal:
    """A ``Deal`` the observing seat cannot tell from the real one, hidden hands at random.

    Other seats' passes are three cards their receivers held, picked at random; while
    passing, seats other than this one have not passed yet. Pass a ``sampler`` made once
    for the observation to deal many worlds from it cheaply.
    """
    sampler = sampler or WorldSampler(observation)
    for _ in range(TRIES):
        try:
            return _replayed(observation, sampler.sample(rng), rng)
        except IllegalMoveError:  # a sample the sampler could only make by relaxing voids
            continue
    raise HjerterfriError("no world fits this observation; is it from a real deal?")


def _replayed(obs: Observation, holdings: list[int], rng: random.Random) -> Deal:
    """The deal in which seats hold ``holdings`` now, replayed from the deal to this point."""
    n, offset = obs.players, obs.pass_offset
    hands = holdings[:]
    for trick in obs.tricks:
        for seat, card in trick.plays:
            hands[seat] |= 1 << card
    for seat, card in obs.trick:
        hands[seat] |= 1 << card
    exchanged = bool(offset) and obs.phase is not Phase.PASS
    passes = [0] * n
    if exchanged:
        assert obs.passed is not None and obs.received is not None
        for giver in range(n):
            receiver = (giver + offset) % n
            if giver == obs.seat:
                passes[giver] = int(obs.passed)
            elif receiver == obs.seat:
                passes[giver] = int(obs.received)
            else:
                passes[giver] = sum(1 << c for c in rng.sample(mask_cards(hands[receiver]), 3))
    dealt = [(hands[s] & ~passes[(s - offset) % n]) | passes[s] for s in range(n)]
    deal = Deal(
        obs.rules,
        dealt,
        pass_offset=offset,
        number=obs.number,
        dealer=obs.dealer,
        totals=obs.totals,
    )
    if exchanged:
        for seat in range(n):
            deal.pass_cards(seat, [CARDS[c] for c in mask_cards(passes[seat])])
    elif obs.phase is Phase.PASS and obs.passed is not None:
        deal.pass_cards(obs.seat, list(obs.passed))
    for trick in obs.tricks:
        for _, card in trick.plays:
            deal.play(card)
    for _, card in obs.trick:
        deal.play(card)
    return deal
