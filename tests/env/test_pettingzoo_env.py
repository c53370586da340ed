"""The PettingZoo adapter: PettingZoo's own API test, whole deals, secrecy, bad actions."""

from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.test import api_test

from hjerterfri import IllegalMoveError, MoonRule, Rules
from hjerterfri.env import ACTIONS, env, raw_env
from hjerterfri.env.observation import SECTIONS


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


def cards_in(vector: np.ndarray, section: str) -> int:
    """The cards a card-indexed section of an observation marks (any non-zero entry)."""
    block = vector[SECTIONS[section]].reshape(-1, 52)
    return sum(1 << c for c in range(52) if block[:, c].any())


@pytest.mark.parametrize("players", [3, 4, 6])
def test_an_agent_never_observes_another_seats_hidden_cards(players: int) -> None:
    game = raw_env(Rules(players=players))
    game.reset(seed=3)
    rng = np.random.default_rng(3)
    deal = game.deal
    assert deal is not None
    while deal.points is None:
        for seat in range(players):
            vector = game.observe(f"seat_{seat}")["observation"]
            assert cards_in(vector, "hand") == int(deal.hand(seat))
            hidden = sum(int(deal.hand(s)) for s in range(players) if s != seat)
            known = deal.passed(seat) if deal.received(seat) is not None else None
            hidden &= ~int(known or 0)  # its own pass, in the receiver's hand, it knows
            for section in ("passed", "received", "played_by", "trick_of", "on_table"):
                assert cards_in(vector, section) & hidden == 0, section
        mask = game.observe(game.agent_selection)["action_mask"]
        game.step(int(rng.choice(np.flatnonzero(mask))))


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


def test_a_match_episode_plays_deals_until_the_match_is_over() -> None:
    game = raw_env(Rules(target=40), episode="match")
    api_test(raw_env(Rules(target=40), episode="match"), num_cycles=300)
    rng = np.random.default_rng(6)
    game.reset(seed=6)
    rewards = dict.fromkeys(game.possible_agents, 0.0)
    for agent in game.agent_iter():
        observation, reward, terminated, _, _ = game.last()
        rewards[agent] += reward  # what it got since it last acted
        game.step(
            None if terminated else int(rng.choice(np.flatnonzero(observation["action_mask"])))
        )
    match = game.table.match
    assert match is not None and match.is_over and len(match.deals) >= 2
    assert rewards == {f"seat_{s}": float(-t) for s, t in enumerate(match.totals)}


def test_nothing_before_reset() -> None:
    game = env(Rules())
    with pytest.raises(AssertionError, match="reset"):
        game.step(0)
    with pytest.raises(AssertionError, match="reset"):
        game.observe("seat_0")
