"""Reading the other seats' plays: worlds that explain them well count for more."""

from __future__ import annotations

import random

from hjerterfri.bots.inference import PlayHistory, likeliest_worlds
from hjerterfri.bots.rollout import Playout
from hjerterfri.bots.world import WorldSampler
from hjerterfri.core import Card, Observation, Rules
from tests.bots.play import position

# Seat 0 has no diamonds and no Q♠ (seat 1 holds her). On the second trick, a diamond,
# seat 0 cannot follow and throws A♠: a player holding Q♠ would have thrown her instead.
DEAL = [
    "AS 3S 4S 3C 4C 5C 2H 3H 4H 5H 6H 7H 8H",
    "2C 6C 7C AD KD QD JD TD 4D QS 5S 6S 9H",
    "AC KC QC 2D 3D 9D 7S 8S 9S TH JH QH KH",
    "8C 9C TC JC 5D 6D 7D 8D TS JS KS 2S AH",
]
PLAYS = "2C AC 8C 3C 2D 5D AS 4D"  # seat 3 wins the diamond and is to lead
QUEEN = 1 << int(Card("QS"))


def seat_3_leads() -> Observation:
    obs = position(DEAL, PLAYS)
    assert obs.seat == 3 and not obs.trick
    return obs


def holder_of_queen(hands: list[int]) -> int:
    return next(s for s, h in enumerate(hands) if h & QUEEN)


def test_a_world_where_the_discarder_kept_the_queen_explains_the_play_worse() -> None:
    obs = seat_3_leads()
    history = PlayHistory(obs, Playout(obs.rules))
    sampler = WorldSampler(obs)
    rng = random.Random(1)
    worlds = [sampler.sample(rng) for _ in range(300)]
    with_queen = [history.log_likelihood(w) for w in worlds if holder_of_queen(w) == 0]
    without = [history.log_likelihood(w) for w in worlds if holder_of_queen(w) != 0]
    assert with_queen and without
    # the A♠ discard agrees with the model only where seat 0 has no Q♠ to throw instead;
    # the other seats' plays fit some worlds better than others either way
    mean_with, mean_without = sum(with_queen) / len(with_queen), sum(without) / len(without)
    assert mean_with < mean_without - 1.5


def test_the_likeliest_worlds_seldom_give_the_queen_to_the_discarder() -> None:
    obs = seat_3_leads()
    history = PlayHistory(obs, Playout(obs.rules))
    sampler = WorldSampler(obs)
    rng = random.Random(2)
    pool = [sampler.sample(rng) for _ in range(600)]
    kept = likeliest_worlds(pool, history, 200, rng)
    assert len(kept) == 200 and len({tuple(w) for w in kept}) == 200

    def share(worlds: list[list[int]]) -> float:
        return sum(holder_of_queen(w) == 0 for w in worlds) / len(worlds)

    assert share(pool) > 0.25  # seat 0 holds a third of the hidden cards
    assert share(kept) < share(pool) / 2


def test_with_nothing_to_read_the_worlds_are_kept_as_sampled() -> None:
    obs = position(DEAL, "")
    assert obs.seat == 1  # seat 1 holds 2♣ and must lead it: no one has chosen anything
    history = PlayHistory(obs, Playout(Rules()))
    sampler = WorldSampler(obs)
    rng = random.Random(3)
    pool = [sampler.sample(rng) for _ in range(30)]
    assert not history.informative()
    assert likeliest_worlds(pool, history, 10, rng) == pool[:10]
