"""Engine speed next to OpenSpiel's Python API, on one core: ``python bench/engine.py``.

Each row times one kind of work for our engine and for OpenSpiel's ``hearts`` through its
Python API (``pyspiel``) doing the same work, in the same run, with random choices from the
same kind of generator, and prints both rates and their ratio:

- full deal, checked API: shuffle and deal, every seat passes three random cards (left,
  right, across, keeper in turn), random legal cards to the end, the points. Ours:
  ``Deal.new``, ``pass_cards``, ``legal_plays``, ``play``, ``points``. OpenSpiel: the
  pass-direction chance action, a shuffled deck as the 52 deal chance actions, then
  ``legal_actions``/``apply_action`` for the 12 passes and 52 plays, and ``returns``.
- play out a deal, search path: from one of 40 dealt and passed positions, 52 random legal
  cards and the points. Ours three ways: ``rollout(rng)`` (the fast path: the points of a
  random play-out in one call, the deal left as it was, so no clone is needed),
  ``clone()`` then ``playout(rng)`` (the same play-out, written into the deal's history),
  and ``legal_mask``/``push`` per card then ``pop`` back to the start (a search unmakes
  its moves). OpenSpiel: ``clone()`` of the position, then
  ``legal_actions``/``apply_action`` per card and ``returns`` (its states cannot unmake,
  so a play-out that must leave the position as it was needs the clone).
- from mid-deal: the same from one of 40 positions 22 cards into a deal, as Monte Carlo
  search does: ours ``rollout(rng)``, ``clone()`` then ``playout(rng)``, or ``clone()``
  then ``legal_mask``/``push`` per card; then the points.

The search-path target (1.5x) is for the fast path, ``rollout``; the other rows are shown
for reference. The two sides are timed in alternating rounds in CPU time of this process (so
other work on the machine disturbs both alike), and each figure is the best of its rounds.
OpenSpiel is given its cheapest honest loop: a generic one that samples every chance node
from ``legal_actions()`` deals about four times slower. A benchmark, not a test: nothing
here asserts on time.
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable

import pyspiel

from hjerterfri import Deal, Rules

SEED = 20240601
ROUNDS = 7
RULES = Rules()
GAME = pyspiel.load_game(
    "hearts",
    {
        "pass_cards": True,
        "no_pts_on_first_trick": True,
        "must_break_hearts": True,
        "qs_breaks_hearts": False,
        "jd_bonus": False,
        "avoid_all_tricks_bonus": False,
        "can_lead_any_club": False,
        "can_lead_hearts_instead_of_qs": False,
    },
)
OPENSPIEL_DIRECTION = (1, 3, 2, 0)  # deal numbers 1..4: left, right, across, none
MID_DEAL = 22  # cards played before the clone-and-playout positions
Work = Callable[[int, random.Random], None]


def pick(mask: int, rng: random.Random) -> int:
    """A uniformly random card of a non-empty mask."""
    for _ in range(int(rng.random() * mask.bit_count())):
        mask &= mask - 1
    return (mask & -mask).bit_length() - 1


# -- full deals through the checked API --------------------------------------------------
def ours_checked(count: int, rng: random.Random) -> None:
    for i in range(count):
        deal = Deal.new(RULES, seed=i, number=1 + i % 4)
        if deal.pass_offset:
            for seat in range(4):
                deal.pass_cards(seat, rng.sample(list(deal.hand(seat)), 3))
        while deal.to_act is not None:
            deal.play(rng.choice(list(deal.legal_plays())))
        assert deal.points is not None


def openspiel_checked(count: int, rng: random.Random) -> None:
    deck = list(range(52))
    for i in range(count):
        state = GAME.new_initial_state()
        state.apply_action(OPENSPIEL_DIRECTION[i % 4])
        rng.shuffle(deck)
        for card in deck:
            state.apply_action(card)
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
        state.returns()


# -- the same positions in both engines --------------------------------------------------
def positions(count: int, played: int) -> list[tuple[Deal, pyspiel.State]]:
    """Seeded deals, passed and then ``played`` cards into, in both engines alike."""
    rng = random.Random(SEED)
    out = []
    for i in range(count):
        deal = Deal.new(RULES, seed=SEED + i, number=1 + i % 4)
        state = GAME.new_initial_state()
        state.apply_action(OPENSPIEL_DIRECTION[i % 4])
        hands = [[int(c) for c in h] for h in deal.dealt_hands]
        for k in range(52):
            state.apply_action(hands[k % 4][k // 4])
        if deal.pass_offset:
            for seat in range(4):
                chosen = rng.sample(list(deal.hand(seat)), 3)
                deal.pass_cards(seat, chosen)
                for card in chosen:
                    state.apply_action(int(card))
        for _ in range(played):
            card = rng.choice(list(deal.legal_plays()))
            deal.play(card)
            state.apply_action(int(card))
        assert state.current_player() == deal.to_act
        out.append((deal, state))
    return out


def ours_push_pop(starts: list[tuple[Deal, pyspiel.State]]) -> Work:
    deals = [d.clone() for d, _ in starts]

    def work(count: int, rng: random.Random) -> None:
        for i in range(count):
            deal = deals[i % len(deals)]
            push, pop, legal_mask = deal.push, deal.pop, deal.legal_mask
            for _ in range(52):
                push(pick(legal_mask(), rng))
            assert deal.points is not None
            for _ in range(52):
                pop()

    return work


def ours_rollout(starts: list[tuple[Deal, pyspiel.State]]) -> Work:
    """``rollout(rng)``: the points of a random play-out; the position is left as it was."""

    def work(count: int, rng: random.Random) -> None:
        for i in range(count):
            starts[i % len(starts)][0].rollout(rng)

    return work


def ours_clone_play(starts: list[tuple[Deal, pyspiel.State]], *, fast: bool) -> Work:
    """``clone()``, then ``playout`` (``fast``) or ``legal_mask``/``push`` card by card."""

    def work(count: int, rng: random.Random) -> None:
        for i in range(count):
            deal = starts[i % len(starts)][0].clone()
            if fast:
                deal.playout(rng)
            else:
                push, legal_mask = deal.push, deal.legal_mask
                while deal.to_act is not None:
                    push(pick(legal_mask(), rng))
            assert deal.points is not None

    return work


def openspiel_clone_play(starts: list[tuple[Deal, pyspiel.State]]) -> Work:
    def work(count: int, rng: random.Random) -> None:
        for i in range(count):
            state = starts[i % len(starts)][1].clone()
            while not state.is_terminal():
                state.apply_action(rng.choice(state.legal_actions()))
            state.returns()

    return work


# -- timing ------------------------------------------------------------------------------
def rates(works: list[Work], count: int) -> list[float]:
    """Units of work per second for each of ``works``, timed in alternating rounds."""
    best = [float("inf")] * len(works)
    for r in range(ROUNDS):
        for i, work in enumerate(works):
            rng = random.Random(SEED + r)
            start = time.process_time()
            work(count, rng)
            best[i] = min(best[i], time.process_time() - start)
    return [count / t for t in best]


def main() -> None:
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
    dealt = positions(40, 0)
    middle = positions(40, MID_DEAL)
    checked, theirs_full = rates([ours_checked, openspiel_checked], 1500)
    rollout, playout, push_pop, theirs_play = rates(
        [
            ours_rollout(dealt),
            ours_clone_play(dealt, fast=True),
            ours_push_pop(dealt),
            openspiel_clone_play(dealt),
        ],
        4000,
    )
    mid_rollout, mid_playout, mid_push, theirs_mid = rates(
        [
            ours_rollout(middle),
            ours_clone_play(middle, fast=True),
            ours_clone_play(middle, fast=False),
            openspiel_clone_play(middle),
        ],
        6000,
    )
    rows = [
        ("full deal, checked API", checked, theirs_full, 0.5),
        ("play out a deal: rollout()", rollout, theirs_play, 1.5),
        ("play out a deal: clone + playout()", playout, theirs_play, None),
        ("play out a deal: push/pop", push_pop, theirs_play, None),
        (f"rollout() from card {MID_DEAL}", mid_rollout, theirs_mid, 1.5),
        (f"clone + playout() from card {MID_DEAL}", mid_playout, theirs_mid, None),
        (f"clone + push from card {MID_DEAL}", mid_push, theirs_mid, None),
    ]
    version = getattr(pyspiel, "__version__", "?")
    print(f"hjerterfri vs OpenSpiel {version} hearts via its Python API; one core; seed {SEED}")
    print(f"{'work':<36}{'hjerterfri/s':>13}{'OpenSpiel/s':>13}{'ratio':>8}  target")
    for name, ours, theirs, target in rows:
        ratio = ours / theirs
        if target is None:
            verdict = "(reference)"
        else:
            verdict = f"{target:.1f}x " + ("met" if ratio >= target else "NOT met")
        print(f"{name:<36}{ours:>13,.0f}{theirs:>13,.0f}{ratio:>7.2f}x  {verdict}")


if __name__ == "__main__":
    main()
