"""The Gymnasium adapter: Gymnasium's own checker, whole deals against bots, secrecy, bad input."""

from __future__ import annotations

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from hjerterfri import IllegalMoveError, Rules
from hjerterfri.env import ENV_ID, HjerterfriSoloEnv
from hjerterfri.env.encoding import bits
from hjerterfri.env.gym_env import ILLEGAL_REWARD


def test_gymnasium_checker_passes_on_the_registered_env() -> None:
    game = gymnasium.make(ENV_ID, illegal_action="end", opponents="easy")
    check_env(game.unwrapped, skip_render_check=False)


def random_deal(game: HjerterfriSoloEnv, seed: int) -> tuple[list[float], dict[str, object]]:
    rng = np.random.default_rng(seed)
    obs, info = game.reset(seed=seed)
    rewards: list[float] = []
    while True:
        deal = game.deal
        assert deal is not None
        hand = obs["observation"][:52]
        assert np.array_equal(hand, bits(int(deal.hand(game.seat)))), "only its own hand"
        assert np.array_equal(obs["action_mask"], game.action_masks().astype(np.int8))
        action = rng.choice(np.flatnonzero(obs["action_mask"]))
        obs, reward, terminated, truncated, info = game.step(action)
        rewards.append(reward)
        assert not truncated
        if terminated:
            return rewards, info


@pytest.mark.parametrize(("players", "seat"), [(3, 2), (4, 0), (4, 3), (5, 1), (6, 4)])
def test_a_whole_deal_against_bots_rewards_minus_the_points(players: int, seat: int) -> None:
    game = HjerterfriSoloEnv(Rules(players=players), seat=seat, opponents="medium")
    for seed in range(3):
        rewards, info = random_deal(game, seed)
        points = info["points"]
        assert isinstance(points, tuple) and len(points) == players
        assert rewards[-1] == -points[seat] and not any(rewards[:-1])
        deal = game.deal
        assert deal is not None and deal.points == points
        passes = 3 if deal.pass_offset else 0
        assert len(rewards) in (passes + deal.rules.hand_size, passes + deal.rules.hand_size + 1)


def test_the_same_seed_gives_the_same_episode() -> None:
    first = random_deal(HjerterfriSoloEnv(opponents="hard"), 7)
    again = random_deal(HjerterfriSoloEnv(opponents="hard"), 7)
    assert first[0] == again[0] and first[1]["points"] == again[1]["points"]


def test_an_illegal_action_is_refused_and_changes_nothing() -> None:
    game = HjerterfriSoloEnv()
    obs, _ = game.reset(seed=2)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    deal = game.deal
    assert deal is not None
    before = deal.clone()
    with pytest.raises(IllegalMoveError, match=f"action {illegal} is not allowed"):
        game.step(illegal)
    assert game.deal == before
    game.step(int(np.flatnonzero(obs["action_mask"])[0]))  # and play goes on


def test_an_illegal_action_can_end_the_episode_instead() -> None:
    game = HjerterfriSoloEnv(illegal_action="end")
    obs, _ = game.reset(seed=2)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _, reward, terminated, _, info = game.step(illegal)
    assert (reward, terminated, info["illegal"]) == (ILLEGAL_REWARD, True, True)
    with pytest.raises(RuntimeError, match="call reset"):
        game.step(int(np.flatnonzero(obs["action_mask"])[0]))


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"seat": 4}, "seat 4 is not at a 4-player table"),
        ({"opponents": "genius"}, "no bot level 'genius'"),
        ({"opponents": ["easy", "hard"]}, "2 opponent levels for 3 opponents"),
        ({"illegal_action": "ignore"}, "illegal_action 'ignore'"),
    ],
)
def test_bad_settings_say_what_is_wrong(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        HjerterfriSoloEnv(**kwargs)  # type: ignore[arg-type]


def test_a_match_episode_rewards_each_deal_and_ends_with_the_match() -> None:
    game = HjerterfriSoloEnv(Rules(target=30), opponents="random", episode="match")
    obs, _ = game.reset(seed=3)
    rng = np.random.default_rng(3)
    total, deals, terminated = 0.0, 0, False
    while not terminated:
        obs, reward, terminated, _, info = game.step(rng.choice(np.flatnonzero(obs["action_mask"])))
        total += reward
        deals += "points" in info
    match = game.table.match
    assert match is not None and match.is_over and deals == len(match.deals) >= 2
    assert total == -match.totals[0]
