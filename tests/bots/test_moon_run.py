"""``hard`` goes for the moon where a run pays against the table it sits at.

Its moon plan plays each card out a second time with its own seat running for the moon and
the others meeting the run as the guides' players do (``bots/moon_run.py``). These tests hold
that model to the real medium bot, and show one deal the plan shoots that the search
without it does not.
"""

from __future__ import annotations

from typing import Any

from hjerterfri.bots import Bot, make_bot, reasons
from hjerterfri.bots.levels import _hard
from hjerterfri.bots.moon_run import reaction, run_alive, runner_card
from hjerterfri.bots.rollout import GuidePlayout
from hjerterfri.bots.rule_bot import medium_bot
from hjerterfri.bots.search_bot import SearchBot
from hjerterfri.core import CARDS, Deal, Phase, Rules
from hjerterfri.core.cards import MOON_CARDS

SIX = Rules(players=6)


def _passed(rules: Rules, seed: int, passers: list[Bot]) -> Deal:
    deal = Deal.new(rules, seed=seed, number=1)
    if deal.phase is Phase.PASS:
        for seat, bot in enumerate(passers):
            deal.pass_cards(seat, bot.choose_pass(deal.observation(seat)))
    return deal


def _taken(deal: Deal) -> list[int]:
    won = [0] * deal.rules.players
    for trick in deal.tricks:
        for _, card in trick.plays:
            won[trick.winner] |= 1 << int(card)
    return won


def test_a_run_played_out_on_the_true_hands_goes_as_it_does_against_mediums() -> None:
    """Seat 0 runs from its first card against five mediums; the play-out of the same run on
    the same hands foresees the moon exactly where the real deal has one."""
    medium = medium_bot()
    playout = GuidePlayout(SIX)
    foreseen, shot = [], []
    for seed in range(120):
        deal = _passed(SIX, seed, [medium] * 6)
        hands = [int(hand) for hand in deal.hands]
        won = playout.run(hands, [0] * 6, [], deal.to_act, 0, False, planner=0)
        foreseen.append(won[0] & MOON_CARDS == MOON_CARDS)
        while deal.phase is Phase.PLAY:
            seat = deal.to_act
            obs = deal.observation(seat)
            if seat == 0:
                trick = [int(card) for _, card in obs.trick]
                card = playout.choose_in_run(
                    0, int(obs.hand), int(obs.legal), trick, _taken(deal), int(obs.unseen), 0
                )
                deal.play(CARDS[card], 0)
            else:
                deal.play(medium.choose_play(obs), seat)
        shot.append(deal.moon_shooter == 0)
    assert foreseen == shot
    assert sum(shot) >= 3  # the comparison covers real moons, not only failed runs


def test_the_run_is_over_once_another_seat_takes_a_point_card() -> None:
    assert run_alive([1 << 40, 0, 0, 0], 0)
    assert not run_alive([0, 1 << 42, 0, 0], 0)  # a heart (card 42: Q♥) with seat 1


def test_the_runner_cashes_a_card_nobody_beats_from_its_longest_suit() -> None:
    spades = (1 << 51) | (1 << 47) | (1 << 3) | (1 << 7) | (1 << 11)  # A♠ K♠ 2♠ 3♠ 4♠
    hand = spades | 1 << 48  # and A♣
    others = (1 << 43) | (1 << 44)  # Q♠ and K♣ out
    assert runner_card(hand, hand, [], others) == 51  # A♠: spades are its longest suit


def test_a_medium_takes_the_runners_point_trick_once_the_run_is_plain() -> None:
    """Seat 1 has taken Q♠ and three hearts (the medium's ``moon_chaser``): seat 2 wins the
    heart trick seat 1 leads with the top heart rather than ducking."""
    won = [0, (1 << 43) | (1 << 2) | (1 << 6) | (1 << 10), 0, 0]  # Q♠ 2♥ 3♥ 4♥
    won[1] |= (1 << 0) | (1 << 4) | (1 << 8) | (1 << 12)  # a clean trick, so two tricks won
    won[1] |= (1 << 1) | (1 << 5) | (1 << 9) | (1 << 13)
    hand = legal = (1 << 50) | (1 << 14)  # A♥ 5♥
    trick = [46]  # K♥ led by seat 1
    assert reaction(2, hand, legal, trick, won, 1 << 30, runner=1) == 50


def test_hard_shoots_the_moon_a_careless_table_lets_through() -> None:
    """Six players, seed 1: seat 0's A♠ catches K♠ and Q♠ at the second trick, and the mediums
    do not see a run until it is too late. ``hard`` keeps winning and takes all 26; the same
    search without the plan goes back to ducking and takes points."""
    medium = medium_bot()
    hard = make_bot("hard", 7)
    reasons_given = []
    points = {}
    for name, bot in (("plan", hard), ("plain", _hard(7, moon_plan=False))):
        deal = _passed(SIX, 1, [bot, *[medium] * 5])
        while deal.phase is Phase.PLAY:
            seat = deal.to_act
            obs = deal.observation(seat)
            if seat == 0:
                advice = bot.advise_play(obs)
                reasons_given.append(advice.template)
                deal.play(advice.cards[0], 0)
            else:
                deal.play(medium.choose_play(obs), seat)
        points[name] = deal.points
    assert points["plan"] == (0, 26, 26, 26, 26, 26)
    assert points["plain"] is not None and points["plain"][0] > 0
    assert reasons.SEARCH_MOON in reasons_given


class _CountingPlayout(GuidePlayout):
    """The real play-out, counting the deals it plays to the end."""

    played = 0

    def run(self, *args: Any, **kwargs: Any) -> list[int]:
        _CountingPlayout.played += 1
        return super().run(*args, **kwargs)


def _playouts_for_first_choice(**settings: bool) -> int:
    """Play-outs the search runs for the first play with a choice (seed 1, six mediums till
    then: no point card taken yet, so the plan is weighed)."""
    medium = medium_bot()
    deal = _passed(SIX, 1, [medium] * 6)
    while len(deal.observation(deal.to_act).legal) < 2:
        deal.play(medium.choose_play(deal.observation(deal.to_act)), deal.to_act)
    assert not any(_taken(deal)[seat] & MOON_CARDS for seat in range(6))
    bot = SearchBot(
        3, infer=False, endgame=False, stop_moons=True, playout=_CountingPlayout, **settings
    )
    _CountingPlayout.played = 0
    bot.advise_play(deal.observation(deal.to_act))
    return _CountingPlayout.played


def test_the_plan_within_budget_plays_out_no_more_deals_than_the_search_without_it() -> None:
    """``expert`` weighs the moon plan on half its worlds, so its longest decisions stay as
    long as before the plan; ``hard`` weighs it on all of them, twice the play-outs."""
    plain = _playouts_for_first_choice(moon_plan=False)
    doubled = _playouts_for_first_choice(moon_plan=True)
    within = _playouts_for_first_choice(moon_plan=True, plan_in_budget=True)
    assert plain > 0 and doubled == 2 * plain
    assert plain - len(CARDS) < within <= plain
