"""The environments' table applies every action through ``Match.apply``: fixed seeds give
what they gave before it did (figures computed on main before the change)."""

from __future__ import annotations

import hashlib

import numpy as np

from hjerterfri.core import Rules
from hjerterfri.env import HjerterfriSoloEnv
from hjerterfri.env.pettingzoo_env import env as pettingzoo_env
from hjerterfri.env.vector_env import HjerterfriVectorEnv


def gym_episode(seed: int, episode: str, players: int, seat: int, opponents: str) -> tuple:
    game = HjerterfriSoloEnv(
        Rules(players=players), seat=seat, opponents=opponents, episode=episode
    )
    rng = np.random.default_rng(seed)
    obs, _ = game.reset(seed=seed)
    seen, rewards = hashlib.sha256(), []
    while True:
        seen.update(obs["observation"].tobytes())
        obs, reward, terminated, _, _ = game.step(rng.choice(np.flatnonzero(obs["action_mask"])))
        rewards.append(reward)
        if terminated:
            return sum(rewards), len(rewards), seen.hexdigest()[:16]


def pettingzoo_episode(seed: int, episode: str) -> tuple:
    game = pettingzoo_env(episode=episode)
    game.reset(seed=seed)
    rng = np.random.default_rng(seed)
    seen, totals, steps = hashlib.sha256(), {}, 0
    for agent in game.agent_iter():
        obs, reward, terminated, truncated, _ = game.last()
        totals[agent] = totals.get(agent, 0) + reward
        seen.update(obs["observation"].tobytes())
        if terminated or truncated:
            game.step(None)
            continue
        game.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        steps += 1
    return totals, steps, seen.hexdigest()[:16]


def test_gym_episodes_are_as_before() -> None:
    assert gym_episode(3, "deal", 4, 0, "easy") == (-20.0, 16, "50e41e0bd9029eed")
    assert gym_episode(5, "match", 3, 2, "random") == (-101.0, 171, "f9e08c43e2b8d2a2")


def test_pettingzoo_episodes_are_as_before() -> None:
    assert pettingzoo_episode(4, "deal") == (
        {"seat_0": -1.0, "seat_1": -3.0, "seat_2": -18.0, "seat_3": -4.0},
        64,
        "bb2ac15bb1dedb84",
    )
    assert pettingzoo_episode(6, "match") == (
        {"seat_0": -100.0, "seat_1": -63.0, "seat_2": -35.0, "seat_3": -62.0},
        616,
        "29a39d80a85a86ed",
    )


def test_vector_env_steps_are_as_before() -> None:
    tables = HjerterfriVectorEnv(None, 3, episode="match")
    obs = tables.reset(seed=9)
    rng = np.random.default_rng(9)
    seen, totals = hashlib.sha256(), np.zeros(4)
    for _ in range(150):
        actions = [rng.choice(np.flatnonzero(mask)) for mask in obs["action_mask"]]
        obs, rewards, _ = tables.step(np.array(actions))
        totals += rewards.sum(0)
        seen.update(obs["observation"].tobytes())
    assert totals.tolist() == [-32.0, -33.0, -38.0, -53.0]
    assert seen.hexdigest()[:16] == "62775e0b440ddcab"
