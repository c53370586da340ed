"""Environment speed next to OpenSpiel's ``hearts`` Python API: ``python bench/env.py``.

Every row plays whole deals with uniformly random legal actions and counts the decisions
taken (passes are one card a decision on both sides), in CPU time of this process, best of
``ROUNDS`` alternating rounds, and prints steps/s and the ratio to the reference:

- reference: OpenSpiel's ``hearts`` through ``pyspiel``: the deal's chance actions, then per
  decision ``legal_actions``, ``information_state_tensor`` of the player to act and
  ``apply_action``.
- PettingZoo: ``hjerterfri.env.env()`` (PettingZoo's order checks around it) stepped with
  ``agent_iter``/``last``; the observation and action mask of every decision.
- Gymnasium: ``HjerterfriSoloEnv`` with random opponents; its steps are the learner's, but
  the row counts every decision of the deal (the opponents' too) to compare like with like;
  the learner's own steps/s is printed beside it.
- batched: ``HjerterfriVectorEnv`` with ``TABLES`` tables stepped together, one
  ``(TABLES, SIZE)`` observation array a step; counts every table's decision.
- OpenSpiel ``python_hjerterfri``: our game through ``pyspiel``, with its information-state
  tensor, as the reference row does it.

A benchmark, not a test: nothing here asserts on time. Keep it short on a shared machine:
``nice -n 15 python bench/env.py``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

import numpy as np
import pyspiel

from hjerterfri import Rules
from hjerterfri.bots.openspiel_ismcts import openspiel_params
from hjerterfri.env import HjerterfriSoloEnv, HjerterfriVectorEnv, env
from hjerterfri.env.openspiel_game import game_params

ROUNDS = 5
DEALS = 20
TABLES = 64
DECISIONS_PER_DEAL = 4 * 3 + 52  # deal 1 passes left; no moon choice under the default rules


def openspiel_steps(game: pyspiel.Game, seed: int) -> int:
    """Random deals of an OpenSpiel game with the info-state tensor at every decision.

    The chance nodes get OpenSpiel's cheapest honest loop, as in bench/engine.py: a shuffled
    deck applied card by card (and, for ``hearts``, the pass direction first).
    """
    rng = random.Random(seed)
    steps = 0
    deck = [c for c in range(52) if c in {a for a, _ in game.new_initial_state().chance_outcomes()}]
    hearts = len(deck) < 52  # hearts' first chance node is the pass direction (4 outcomes)
    for _ in range(DEALS):
        state = game.new_initial_state()
        if hearts:
            state.apply_action(1)  # left, as deal 1 of ours
        cards = list(range(52)) if hearts else deck[:]
        rng.shuffle(cards)
        for card in cards:
            state.apply_action(card)
        while not state.is_terminal():
            legal = state.legal_actions()
            state.information_state_tensor(state.current_player())
            state.apply_action(legal[int(rng.random() * len(legal))])
            steps += 1
    return steps


def pettingzoo_steps(seed: int) -> int:
    game = env(Rules())
    rng = random.Random(seed)
    steps = 0
    for deal in range(DEALS):
        game.reset(seed=seed + deal)
        for _agent in game.agent_iter():
            observed, _, terminated, truncated, _ = game.last()
            if terminated or truncated:
                game.step(None)
                continue
            legal = np.flatnonzero(observed["action_mask"])
            game.step(int(legal[int(rng.random() * len(legal))]))
            steps += 1
    return steps


class GymCount:
    """The Gymnasium row: every decision of the deal, and the learner's own steps."""

    learner = 0

    def __call__(self, seed: int) -> int:
        game = HjerterfriSoloEnv(Rules(), opponents="random")
        rng = random.Random(seed)
        steps = 0
        for deal in range(DEALS):
            observed, _ = game.reset(seed=seed + deal)
            done = False
            while not done:
                legal = np.flatnonzero(observed["action_mask"])
                action = int(legal[int(rng.random() * len(legal))])
                observed, _, done, _, _ = game.step(action)
                self.learner += 1
            steps += DECISIONS_PER_DEAL
        return steps


def vector_steps(seed: int) -> int:
    tables = HjerterfriVectorEnv(Rules(), TABLES, seed=seed)
    rng = np.random.default_rng(seed)
    observed = tables.reset()
    steps = 0
    while steps < DEALS * DECISIONS_PER_DEAL * 4:
        masks = observed["action_mask"].astype(np.float64)
        choice = (rng.random(masks.shape) * masks).argmax(axis=1)
        observed, _, _ = tables.step(choice)
        steps += TABLES
    return steps


def best_rate(work: Callable[[int], int], round_: int) -> float:
    start = time.process_time()
    steps = work(1000 * round_)
    return steps / (time.process_time() - start)


def main() -> None:
    hearts = pyspiel.load_game("hearts", openspiel_params(Rules()))
    ours = pyspiel.load_game("python_hjerterfri", game_params(Rules()))
    gym = GymCount()
    rows: dict[str, Callable[[int], int]] = {
        "OpenSpiel hearts (C++ via pyspiel), info-state tensor": lambda s: openspiel_steps(
            hearts, s
        ),
        "PettingZoo hjerterfri_v0": pettingzoo_steps,
        "Gymnasium HjerterfriSoloEnv vs random, all decisions": gym,
        f"batched HjerterfriVectorEnv, {TABLES} tables": vector_steps,
        "OpenSpiel python_hjerterfri, info-state tensor": lambda s: openspiel_steps(ours, s),
    }
    best = dict.fromkeys(rows, 0.0)
    gym_learner = 0.0
    for round_ in range(ROUNDS):
        for name, work in rows.items():
            if name.startswith("Gymnasium"):
                gym.learner = 0
                start = time.process_time()
                steps = work(1000 * round_)
                took = time.process_time() - start
                best[name] = max(best[name], steps / took)
                gym_learner = max(gym_learner, gym.learner / took)
            else:
                best[name] = max(best[name], best_rate(work, round_))
    reference = next(iter(best.values()))
    print(f"{'row':58} {'steps/s':>10} {'ratio':>7}")
    for name, rate in best.items():
        print(f"{name:58} {rate:10,.0f} {rate / reference:6.2f}x")
    print(f"{'  (the Gymnasium learner alone)':58} {gym_learner:10,.0f}")


if __name__ == "__main__":
    main()
