"""The hands after a pass: ``hard`` deals its worlds shaped as passing shapes hands."""

from __future__ import annotations

import random

from hjerterfri.bots import make_bot
from hjerterfri.bots.arena import arena_bot
from hjerterfri.bots.inference import keep_likely
from hjerterfri.bots.moon_guard import moon_threat
from hjerterfri.bots.pass_shape import (
    applies,
    every_deck,
    shape,
    shape_logs,
    shipped_tables,
    simulate,
    table_key,
)
from hjerterfri.bots.search_bot import SearchBot
from hjerterfri.bots.world import WorldSampler
from hjerterfri.core import Card, Deal, Observation, PassOrder, Phase, Rules
from hjerterfri.core.cards import SUIT_MASKS


def _after_the_pass(rules: Rules, seed: int, number: int) -> Observation:
    """The view of the seat to lead once mediums in every seat have passed (at once, without
    a pass)."""
    deal = Deal.new(rules, seed=seed, number=number)
    medium = make_bot("medium")
    if deal.phase is Phase.PASS:
        for seat in range(rules.players):
            deal.pass_cards(seat, medium.choose_pass(deal.observation(seat)))
    assert deal.to_act is not None
    return deal.observation(deal.to_act)


def _short_suit_voids(obs: Observation, worlds: list[list[int]]) -> int:
    """How many times another seat holds no club or no diamond in ``worlds``."""
    return sum(
        not hands[seat] & SUIT_MASKS[suit]
        for hands in worlds
        for seat in range(obs.players)
        if seat != obs.seat
        for suit in (0, 1)
    )


def test_the_shipped_table_is_what_the_simulation_gives() -> None:
    assert shipped_tables()[table_key(Rules(players=6))] == simulate(Rules(players=6))


def test_every_deck_a_table_can_be_set_to_has_a_table() -> None:
    keys = {table_key(rules) for rules in every_deck()}
    assert set(shipped_tables()) == keys
    assert len(keys) == 10  # 3 to 6 players, two three-player decks, with and without J♦
    assert table_key(Rules.preset("omnibus")) in keys
    # only the deck and the J♦ rule pick the table
    assert table_key(Rules(pass_order=PassOrder.NONE, target=50)) == table_key(Rules())


def test_a_shape_counts_each_suit_and_the_queen() -> None:
    hand = sum(1 << int(Card(c)) for c in ("2C", "3C", "QS", "AS", "4H"))
    assert shape(hand) == "2,0,1,2,1"  # clubs, diamonds, hearts, spades, Q♠


def test_after_a_pass_the_worlds_hold_the_voids_passing_makes() -> None:
    """Four players: mediums void clubs or diamonds in 12 % of hands after a pass, a random
    deal in 1 %. Of 600 worlds dealt uniformly, the 100 kept by their shape hold many times
    the voids of 100 dealt uniformly."""
    obs = _after_the_pass(Rules(), seed=3, number=1)
    assert applies(obs)
    sampler = WorldSampler(obs)
    rng = random.Random(5)
    uniform = [sampler.sample(rng) for _ in range(100)]
    pool = [sampler.sample(rng) for _ in range(600)]
    shaped = keep_likely(pool, shape_logs(obs, pool), 100, rng)
    assert len(shaped) == 100
    voids, before = _short_suit_voids(obs, shaped), _short_suit_voids(obs, uniform)
    assert voids >= 10 and voids >= 4 * before, (voids, before)  # here 19 against 1


def test_hard_shapes_its_worlds_only_after_a_pass() -> None:
    """Without a pass (every fourth deal at four players) ``hard`` weighs its cards exactly
    as ``hard-uniform``, which deals uniform worlds; after one, on other worlds."""
    rules = Rules()
    for number, passed in ((4, False), (1, True)):
        obs = _after_the_pass(rules, seed=11, number=number)
        assert applies(obs) is passed
        hard = make_bot("hard", seed=7)
        assert isinstance(hard, SearchBot) and hard.shape_worlds
        plain = make_bot("hard-uniform", seed=7)
        legal = [int(c) for c in obs.legal]
        assert (hard.score_plays(obs, legal) == plain.score_plays(obs, legal)) is not passed


def test_under_the_jack_of_diamonds_hard_deals_uniform_worlds() -> None:
    """Omnibus: after a pass ``hard`` weighs its cards as ``hard-uniform`` (shaped worlds lost
    there), though the table for its deck is shipped."""
    rules = Rules.preset("omnibus")
    deal = Deal.new(rules, seed=11, number=1)
    medium = make_bot("medium")
    for seat in range(rules.players):
        deal.pass_cards(seat, medium.choose_pass(deal.observation(seat)))
    while len(deal.legal_plays()) < 2:
        seat = deal.to_act
        assert seat is not None
        deal.play(medium.choose_play(deal.observation(seat)))
    assert deal.to_act is not None
    obs = deal.observation(deal.to_act)
    assert applies(obs)
    hard, plain = make_bot("hard", seed=7), make_bot("hard-uniform", seed=7)
    assert isinstance(hard, SearchBot) and isinstance(plain, SearchBot) and hard.shape_worlds
    legal = [int(c) for c in obs.legal]
    assert len(legal) > 1
    assert hard.score_plays(obs, legal) == plain.score_plays(obs, legal)


def test_against_a_runner_hard_deals_uniform_worlds_again() -> None:
    """The always-win shooter in seat 1 keeps its high cards when it passes, unlike the
    guides' passers the shapes come from; once it shows as a runner (seed 1, trick 4) seat
    0's ``hard`` weighs its cards on uniform worlds, as ``hard-uniform`` does."""
    rules = Rules()
    deal = Deal.new(rules, seed=1, number=1)
    bots = [arena_bot("shooter" if seat == 1 else "medium", 1, rules) for seat in range(4)]
    for seat in range(4):
        deal.pass_cards(seat, bots[seat].choose_pass(deal.observation(seat)))
    while not (deal.to_act == 0 and len(deal.tricks) == 3):
        assert deal.to_act is not None
        deal.play(bots[deal.to_act].choose_play(deal.observation(deal.to_act)))
    obs = deal.observation(0)
    assert applies(obs) and moon_threat(obs) == 1
    hard, plain = make_bot("hard", seed=2), make_bot("hard-uniform", seed=2)
    assert isinstance(hard, SearchBot) and isinstance(plain, SearchBot)
    legal = [int(c) for c in obs.legal]
    assert len(legal) > 1
    assert hard.score_plays(obs, legal) == plain.score_plays(obs, legal)


def test_the_levels_players_meet_shape_their_worlds_and_the_baselines_do_not() -> None:
    for level in ("hard", "expert"):
        bot = make_bot(level)
        assert isinstance(bot, SearchBot) and bot.shape_worlds
    for level in ("hard-uniform", "hard-2026", "hard-next"):
        bot = make_bot(level)
        assert isinstance(bot, SearchBot) and not bot.shape_worlds
