"""Bot speed on one core: ``python bench/bots.py [deals] [levels…]``.

Prints, for the ``hard`` bot at its default budget, the median and largest time per
decision (passes and plays with more than one legal card, over seeded deals against three
``medium`` bots), the same for ``medium``, the ``hard-2026`` baseline (``hard``'s search
without its moon guard) and the ``hard-next`` candidate (inference, exact endgame) in the
same run, and how many rollouts a second the search runs (or only the ``levels`` named).
The targets for ``hard``: median ≤ 1 s and max ≤ 3 s on one core, and for ``expert``
(``python bench/bots.py 12 expert``) median ≤ 3 s (issue 14). A benchmark, not a test: nothing here
asserts on time.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from hjerterfri.bots import make_bot
from hjerterfri.bots.rollout import Playout
from hjerterfri.core import Deal, Phase, Rules

TARGETS = {"hard": (1.0, 3.0), "expert": (3.0, None)}  # seconds: median, max (None: no cap)


def decision_times(level: str, deals: int) -> tuple[list[float], list[float]]:
    """Seconds per pass and per real play decision of ``level`` in seat 0 (or rotated)."""
    passes: list[float] = []
    plays: list[float] = []
    rules = Rules()
    for number in range(1, deals + 1):
        deal = Deal.new(rules, seed=number, number=number)
        seat_of_bot = number % 4
        bots = [make_bot(level if s == seat_of_bot else "medium", seed=number) for s in range(4)]
        if deal.phase is Phase.PASS:
            for seat in range(4):
                start = time.perf_counter()
                cards = bots[seat].choose_pass(deal.observation(seat))
                if seat == seat_of_bot:
                    passes.append(time.perf_counter() - start)
                deal.pass_cards(seat, cards)
        while deal.phase is Phase.PLAY:
            seat = deal.to_act
            assert seat is not None
            obs = deal.observation(seat)
            start = time.perf_counter()
            card = bots[seat].choose_play(obs)
            if seat == seat_of_bot and len(obs.legal) > 1:
                plays.append(time.perf_counter() - start)
            deal.play(card)
    return passes, plays


def rollouts_per_second(count: int = 2000) -> float:
    rules = Rules()
    playout = Playout(rules)
    starts = []
    for i in range(50):
        deal = Deal.new(rules, seed=i, number=4)
        starts.append(([int(h) for h in deal.hands], deal.leader))
    start = time.perf_counter()
    for i in range(count):
        hands, leader = starts[i % len(starts)]
        playout.run(hands[:], [0] * 4, [], leader, 0, False)
    return count / (time.perf_counter() - start)


def line(name: str, times: list[float]) -> str:
    if not times:
        return f"{name:<14} no decisions"
    return (
        f"{name:<14} n={len(times):4d}  median {statistics.median(times) * 1000:7.1f} ms  "
        f"max {max(times) * 1000:7.1f} ms"
    )


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    levels = sys.argv[2:] or ["medium", "hard-2026", "hard", "hard-next"]
    print(f"rollouts (full deals, from the first card): {rollouts_per_second():,.0f} / s")
    for level in levels:
        passes, plays = decision_times(level, deals)
        print(line(f"{level} pass", passes))
        print(line(f"{level} play", plays))
        everything = passes + plays
        print(line(f"{level} all", everything))
        if level in TARGETS and everything:
            print(target_line(level, everything))


def target_line(level: str, times: list[float]) -> str:
    """Whether ``level`` meets its decision-time targets."""
    most, cap = TARGETS[level]
    median, top = statistics.median(times), max(times)
    text = f"{level} targets: median {median:.3f} s (≤ {most} s: "
    text += f"{'met' if median <= most else 'NOT met'}), max {top:.3f} s"
    if cap is not None:
        text += f" (≤ {cap} s: {'met' if top <= cap else 'NOT met'})"
    return text


if __name__ == "__main__":
    main()
