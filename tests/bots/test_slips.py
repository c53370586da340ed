"""In ``hard``'s play-outs the other seats slip: at one decision with a choice in ten, each
plays a random legal card instead of the policy's, so the search does not count on them
playing exactly as its policy does. These tests hold who slips, that a world's draws are the
same for every card weighed in it, and which levels slip."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from hjerterfri.bots import make_bot
from hjerterfri.bots.levels import SLIPS
from hjerterfri.bots.moon_guard import moon_threat
from hjerterfri.bots.rollout import GuidePlayout
from hjerterfri.bots.rule_bot import medium_bot
from hjerterfri.bots.search_bot import SearchBot
from hjerterfri.core import Deal, Phase, Rules
from tests.bots.test_moon_guard import THROWN_STOPPERS, stopper_position

FOUR = Rules()


class _AskingPlayout(GuidePlayout):
    """The real play-out, noting each seat that asks the policy for a card with a choice."""

    def __init__(self, rules: Rules) -> None:
        super().__init__(rules)
        self.asked: list[int] = []

    def choose(self, seat: int, hand: int, legal: int, *rest: Any, **named: Any) -> int:
        if legal & (legal - 1):
            self.asked.append(seat)
        return super().choose(seat, hand, legal, *rest, **named)


def _world(seed: int) -> tuple[list[int], int]:
    deal = Deal.new(FOUR, seed=seed, number=4)  # the fourth deal keeps its cards
    assert deal.phase is Phase.PLAY
    return [int(hand) for hand in deal.hands], deal.to_act


def test_every_seat_but_the_steady_one_slips_and_every_card_is_still_played() -> None:
    """At slips 1, the searching seat still asks the policy at each of its choices and no
    other seat does; each of the 52 cards is taken exactly once."""
    for seed in range(20):
        hands, leader = _world(seed)
        playout = _AskingPlayout(FOUR)
        won = playout.run(
            hands, [0] * 4, [], leader, 0, False, slips=1.0, slip_rng=random.Random(seed), steady=2
        )
        assert set(playout.asked) == {2}
        assert sum(w.bit_count() for w in won) == 52
        assert won[0] | won[1] | won[2] | won[3] == (1 << 52) - 1


def test_without_slips_every_seat_plays_the_policy() -> None:
    hands, leader = _world(3)
    playout = _AskingPlayout(FOUR)
    steady = playout.run(hands[:], [0] * 4, [], leader, 0, False)
    unslipped = playout.run(
        hands[:], [0] * 4, [], leader, 0, False, slips=0.0, slip_rng=random.Random(1), steady=2
    )
    assert unslipped == steady
    assert set(playout.asked) == {0, 1, 2, 3}


def test_the_same_draws_give_the_same_slips() -> None:
    """A world played out twice with generators seeded alike goes the same way, and at one
    slip in ten some seeds send it another way than the policy alone."""
    hands, leader = _world(5)
    playout = GuidePlayout(FOUR)
    policy = playout.run(hands[:], [0] * 4, [], leader, 0, False)
    outcomes = []
    for seed in range(10):
        once, again = (
            playout.run(
                hands[:],
                [0] * 4,
                [],
                leader,
                0,
                False,
                slips=SLIPS,
                slip_rng=random.Random(seed),
                steady=0,
            )
            for _ in range(2)
        )
        assert once == again
        outcomes.append(once)
    assert any(outcome != policy for outcome in outcomes)


class _DrawingPlayout(GuidePlayout):
    """The real play-out, noting the first draw of each play-out's slip generator."""

    draws: ClassVar[list[float]] = []

    def run(self, *args: object, **kwargs: object) -> list[int]:
        slip_rng = kwargs.get("slip_rng")
        if isinstance(slip_rng, random.Random):
            _DrawingPlayout.draws.append(_copy(slip_rng).random())
        return super().run(*args, **kwargs)  # type: ignore[arg-type]


def _copy(rng: random.Random) -> random.Random:
    twin = random.Random()
    twin.setstate(rng.getstate())
    return twin


def test_each_card_weighed_in_a_world_meets_the_same_slips() -> None:
    """The search compares its cards on the same worlds; the slips are part of the world, so
    every card is played out with the same draws, and the next world gets others."""
    medium = medium_bot()
    deal = Deal.new(FOUR, seed=2, number=4)
    while len(deal.observation(deal.to_act).legal) < 2:
        deal.play(medium.choose_play(deal.observation(deal.to_act)), deal.to_act)
    obs = deal.observation(deal.to_act)
    settings = make_bot("hard").settings()  # type: ignore[attr-defined]
    settings["playout"] = _DrawingPlayout
    settings["moon_plan"] = False
    _DrawingPlayout.draws = []
    SearchBot(1, **settings).advise_play(obs)
    cards = len(obs.legal)
    draws = _DrawingPlayout.draws
    assert len(draws) > cards and len(draws) % cards == 0
    worlds = [draws[i : i + cards] for i in range(0, len(draws), cards)]
    assert all(len(set(world)) == 1 for world in worlds)
    assert len({world[0] for world in worlds}) == len(worlds)


def test_once_a_seat_runs_for_the_moon_nobody_slips() -> None:
    """The guard weighs its stoppers against a runner that keeps winning: a runner that
    slipped in the play-outs would make its moon look less likely than it is."""
    _, hands, tricks, trick, _ = THROWN_STOPPERS[0]
    obs = stopper_position(hands, tricks, trick)
    assert moon_threat(obs) >= 0
    settings = make_bot("hard").settings()  # type: ignore[attr-defined]
    settings["playout"] = _DrawingPlayout
    _DrawingPlayout.draws = []
    SearchBot(1, **settings).advise_play(obs)
    assert _DrawingPlayout.draws == []


def test_hard_expert_and_the_baselines_one_change_from_hard_slip_the_others_do_not() -> None:
    for level, slips in (
        ("hard", SLIPS),
        ("expert", SLIPS),
        ("hard-no-plan", SLIPS),  # hard but for its moon plan
        ("hard-uniform", SLIPS),  # hard but for its shaped worlds
        ("hard-no-slips", 0.0),
        ("hard-2026", 0.0),
    ):
        bot = make_bot(level, seed=1)
        assert isinstance(bot, SearchBot) and bot.name == level
        assert bot.slips == slips, level
    assert make_bot("hard-no-slips").settings() == {  # type: ignore[attr-defined]
        **make_bot("hard").settings(),  # type: ignore[attr-defined]
        "slips": 0.0,
    }
