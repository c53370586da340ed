"""The PettingZoo adapter: PettingZoo's own API test, whole deals, secrecy, bad actions."""

from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.test import api_test

from hjerterfri import IllegalMoveError, MoonRule, Rules
from hjerterfri.env import ACTIONS, env, raw_env


@pytest.mark.parametrize(
    "rules",
    [Rules(), Rules(players=3), Rules(players=6, jack_of_diamonds=True),
     Rules(moon=MoonRule.SHOOTERS_CHOICE)],
)  # fmt: skip
def test_pettingzoo_api_test_passes(rules: Rules) -> None:
    api_test(env(rules), num_cycles=400)


def play_deal(game: object, seed: int, rng: np.random.Generator) -> dict[str, float]:
    game.reset(seed=seed)  # type: ignore[attr-defined]
    for agent in game.agent_iter():  # type: ignore[attr-defined]
        observation, _, terminated, truncated, _ = game.last()  # type: ignore[attr-defined]
        if terminated or truncated:
            game.step(None)  # type: ignore[attr-defined]
            continue
        legal = np.flatnonzero(observation["action_mask"])
        assert legal.size, f"{agent} has no legal action"
        game.step(int(rng.choice(legal)))  # type: ignore[attr-defined]
    return dict(game._cumulative_rewards)  # type: ignore[attr-defined]


def test_rewards_are_minus_the_points_of_the_deal() -> None:
    game = raw_env(Rules())
    rng = np.random.default_rng(1)
    for seed in range(20):
        game.reset(seed=seed)
        deal_rewards: dict[str, float] = {}
        for agent in game.agent_iter():
            observation, reward, terminated, _, _ = game.last()
            if terminated:
                deal_rewards[agent] = reward
                game.step(None)
                continue
            game.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
        assert game.deal is not None and game.deal.points is not None
        assert deal_rewards == {f"seat_{s}": -p for s, p in enumerate(game.deal.points)}


def test_an_agent_never_observes_another_seats_hidden_cards() -> None:
    game = raw_env(Rules())
    game.reset(seed=3)
    assert game.deal is not None
    for seat in range(4):
        vector = game.observe(f"seat_{seat}")["observation"]
        hand = int("".join(str(b) for b in vector[:52][::-1]), 2)
        assert hand == int(game.deal.hand(seat))
        others = sum(int(game.deal.hand(s)) for s in range(4) if s != seat)
        seen = 0
        for block in range(1, 3 + 12):  # every other 52-card block of the vector
            bits = vector[52 * block : 52 * block + 52]
            seen |= int("".join(str(int(b)) for b in bits[::-1]), 2)
        assert seen & others == 0


def test_an_illegal_action_raises_and_changes_nothing() -> None:
    game = raw_env(Rules(pass_order="none"))  # type: ignore[arg-type]
    game.reset(seed=5)
    agent = game.agent_selection
    before = game.deal.clone() if game.deal else None
    mask = game.observe(agent)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(IllegalMoveError) as info:
        game.step(illegal)
    assert f"action {illegal} is not allowed for {agent}" in str(info.value)
    assert game.deal == before and game.agent_selection == agent
    assert mask.shape == (ACTIONS,)
