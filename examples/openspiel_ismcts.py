"""OpenSpiel's ISMCTS at a 5-player Omnibus table (J♦ −10) against random players.

    python examples/openspiel_ismcts.py --deals 20 --simulations 200

Seat 0 is OpenSpiel's Python ISMCTS with random roll-outs; its worlds come from our
resampler (voids, passes and first-trick discards respected). The other seats play
uniformly at random. Each deal is one OpenSpiel episode of ``python_hjerterfri``, played by
``pyspiel.evaluate_bots``; the script prints the points per deal of ISMCTS and of the
random seats. Needs ``pip install -e '.[openspiel]'``.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from hjerterfri import Rules
from hjerterfri.env.openspiel_game import game_params


def play(deals: int, simulations: int, seed: int = 1) -> tuple[float, float]:
    """Points per deal of ISMCTS (seat 0) and of the random seats, over ``deals`` deals."""
    rules = Rules.preset("omnibus", players=5)
    game = pyspiel.load_game("python_hjerterfri", game_params(rules))
    rng = np.random.RandomState(seed)
    rollouts = mcts.RandomRolloutEvaluator(1, rng)
    searcher = ismcts.ISMCTSBot(game, rollouts, 2.0, simulations, random_state=rng)
    seats = [searcher] + [pyspiel.make_uniform_random_bot(p, seed + p) for p in range(1, 5)]
    ours = theirs = 0.0
    for deal in range(deals):
        returns = pyspiel.evaluate_bots(game.new_initial_state(), seats, seed + deal)
        ours -= returns[0]
        theirs -= sum(returns[1:]) / 4
    return ours / deals, theirs / deals


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--simulations", type=int, default=200)
    args = parser.parse_args(argv)
    ours, theirs = play(args.deals, args.simulations)
    print(f"ISMCTS ({args.simulations} simulations a decision): {ours:.2f} points a deal")
    print(f"random seats: {theirs:.2f} points a deal (fewer is better)")


if __name__ == "__main__":
    main()
