"""Train sb3-contrib's MaskablePPO at a Hjerterfri table against our bots, on the CPU.

    python examples/maskable_ppo.py --timesteps 100000 --opponents easy --deals 200

The learner sits at seat 0 of ``HjerterfriSoloEnv`` (one deal an episode, reward −points)
and only ever picks actions its mask allows. After training, the script plays the same
``--deals`` deals (same seeds, same opponents) twice, once with the trained policy and
once with a player choosing uniformly among its legal actions, and prints both averages:
fewer points is better. A few minutes of training on one core are enough to beat random
play. Needs ``pip install -e '.[train]'`` (sb3-contrib, and PyTorch's CPU build).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence

import gymnasium
import numpy as np
from sb3_contrib import MaskablePPO
from sb3_contrib.common.wrappers import ActionMasker

from hjerterfri import Rules
from hjerterfri.env import HjerterfriSoloEnv
from hjerterfri.env.observation import SECTIONS, SIZE

Policy = Callable[[np.ndarray, np.ndarray], int]


def _scale() -> np.ndarray:
    """Divisors that bring every section of the observation to about -1..1."""
    scale = np.ones(SIZE, dtype=np.float32)
    divisors = {"trick_of": 13, "place_in_trick": 4, "points_taken": 26, "totals": 100}
    for name, by in divisors.items():
        scale[SECTIONS[name]] = by
    scale[SECTIONS["match"]] = (1, 100, 10)  # single_deal, target, deal number
    return scale


SCALE = _scale()


def features(vector: np.ndarray) -> np.ndarray:
    return (vector / SCALE).astype(np.float32)


class VectorOnly(gymnasium.ObservationWrapper):  # type: ignore[type-arg]
    """The observation vector alone, scaled: the mask goes to MaskablePPO separately."""

    def __init__(self, env: gymnasium.Env) -> None:  # type: ignore[type-arg]
        super().__init__(env)
        self.observation_space = gymnasium.spaces.Box(-100, 100, (SIZE,), np.float32)

    def observation(self, observation: dict[str, np.ndarray]) -> np.ndarray:
        return features(observation["observation"])


def table(opponents: str) -> gymnasium.Env:  # type: ignore[type-arg]
    solo = HjerterfriSoloEnv(Rules(), seat=0, opponents=opponents)
    return ActionMasker(VectorOnly(solo), lambda env: solo.action_masks())


def average_points(policy: Policy, opponents: str, deals: int) -> float:
    """Seat 0's points per deal over deals seeded 0, 1, 2, …"""
    solo = HjerterfriSoloEnv(Rules(), seat=0, opponents=opponents)
    total = 0.0
    for seed in range(deals):
        observed, _ = solo.reset(seed=seed)
        done = False
        while not done:
            action = policy(observed["observation"], observed["action_mask"])
            observed, reward, done, _, _ = solo.step(action)
            total -= reward
    return total / deals


def train(timesteps: int, opponents: str, seed: int = 1) -> MaskablePPO:
    model = MaskablePPO("MlpPolicy", table(opponents), seed=seed, n_steps=512, verbose=0)
    return model.learn(total_timesteps=timesteps)


def main(argv: Sequence[str] | None = None) -> tuple[float, float]:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--timesteps", type=int, default=100_000)
    parser.add_argument("--opponents", default="easy")
    parser.add_argument("--deals", type=int, default=200)
    args = parser.parse_args(argv)
    model = train(args.timesteps, args.opponents)

    def trained(vector: np.ndarray, mask: np.ndarray) -> int:
        action, _ = model.predict(
            features(vector), action_masks=mask.astype(bool), deterministic=True
        )
        return int(action)

    rng = np.random.default_rng(0)

    def uniform(vector: np.ndarray, mask: np.ndarray) -> int:
        return int(rng.choice(np.flatnonzero(mask)))

    learned = average_points(trained, args.opponents, args.deals)
    baseline = average_points(uniform, args.opponents, args.deals)
    print(f"MaskablePPO after {args.timesteps} steps: {learned:.2f} points a deal")
    print(f"random play at the same seat: {baseline:.2f} points a deal (fewer is better)")
    return learned, baseline


if __name__ == "__main__":
    main()
