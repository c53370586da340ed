"""Bots at a table: a wrong bot never stops the game; hints come from the seat's view only."""

from __future__ import annotations

import random

import pytest

import hjerterfri.bots
from hjerterfri.core import Card, Deal, Observation, Rules
from hjerterfri.services.table import seat_bots
from hjerterfri.services.table.config import Action
from hjerterfri.services.table.table import Table
from tests.server.test_table import act, config, started


class Careless:
    """Passes and plays the first card of its hand, legal or not."""

    name = "careless"

    def __init__(self, _level: str = "", _seed: int = 0) -> None:
        pass

    def choose_pass(self, observation: Observation) -> list[Card]:
        return [sorted(observation.hand)[0]] * 3  # the same card three times

    def choose_play(self, observation: Observation) -> Card:
        return sorted(observation.hand)[-1]


def test_a_bot_choosing_illegal_moves_is_given_legal_ones() -> None:
    table = started(bots=Careless)
    rng = random.Random(1)
    while not table.match.is_over:
        act(table, rng)
    assert table.match.is_over


def test_the_illegal_choice_is_replaced_by_the_plainest_legal_one() -> None:
    deal = Deal.new(Rules(), seed=1)
    turn = seat_bots.BotTurn(deal.observation(1), "careless", seed=3)
    refused = seat_bots.SeatBots(Careless).decide(turn)
    assert refused == seat_bots.any_legal(deal.observation(1))
    assert refused.kind == "pass" and len(set(refused.cards)) == 3
    deal.pass_cards(1, refused.cards)  # and the core takes it


def test_a_stand_in_s_replacement_move_is_still_marked_as_the_stand_in_s() -> None:
    deal = Deal.new(Rules(), seed=1)
    turn = seat_bots.BotTurn(deal.observation(2), "careless", seed=3, stand_in=True)
    assert seat_bots.SeatBots(Careless).decide(turn).stand_in


def test_legality_is_read_from_the_observation() -> None:
    deal = Deal.new(Rules(pass_order="none"), seed=2)  # type: ignore[arg-type]
    seat = deal.to_act
    assert seat is not None
    observation = deal.observation(seat)
    assert seat_bots.illegal(observation, Action("play", seat, ("2C",))) is None
    assert seat_bots.illegal(observation, Action("play", seat, ("AH",))) == "not a legal card"
    assert seat_bots.illegal(observation, Action("play", seat, ("ZZ",))) is not None
    assert seat_bots.illegal(observation, Action("moon", seat, choice="all")) is not None


class Counting(hjerterfri.bots.RandomBot):
    """A random bot that counts how many of its kind were made."""

    made = 0

    def __init__(self, _level: str = "", seed: int = 0) -> None:
        super().__init__(seed)
        Counting.made += 1


def test_one_bot_per_level_is_reseeded_and_decides_as_a_fresh_one_would() -> None:
    deal = Deal.new(Rules(), seed=4)
    seat_bots_ = seat_bots.SeatBots(Counting)
    Counting.made = 0
    moves = [
        seat_bots_.decide(seat_bots.BotTurn(deal.observation(s), "random", s)) for s in range(4)
    ]
    again = [
        seat_bots_.decide(seat_bots.BotTurn(deal.observation(s), "random", s)) for s in range(4)
    ]
    fresh = [
        seat_bots.SeatBots(Counting).decide(seat_bots.BotTurn(deal.observation(s), "random", s))
        for s in range(4)
    ]
    assert moves == again == fresh
    assert Counting.made == 1 + 4  # one reused bot; then one per fresh SeatBots


def test_the_loop_asks_decides_and_applies_until_no_step_is_left() -> None:
    table = Table(config(), moves_bots=False)
    applied: list[Action] = []

    def apply(action: Action) -> None:
        applied.append(action)
        table.apply_automatic(action)

    seat_bots.until_human(table.next_step, seat_bots.SeatBots(Careless).decide, apply)
    assert [a.seat for a in applied] == [1, 2, 3]
    assert table.next_step() is None and table.awaiting(0) == "pass"


def test_without_advise_the_hint_says_what_the_bot_would_do(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delattr(hjerterfri.bots, "advise")
    table = started(config(), bots=lambda level, seed: hjerterfri.bots.make_bot("random", seed))
    hint = table.hint(0)
    assert hint.reason == "The medium bot would pass these cards."
    assert len(hint.cards) == 3


def test_a_seat_param_of_a_hint_is_a_number() -> None:
    advice = hjerterfri.bots.Advice(
        cards=(Card("3C"),),
        reason="Seat 2 may be shooting the moon.",
        template="Seat {seat} may be shooting the moon.",
        params={"seat": "2", "card": "3♣"},
    )
    hint = seat_bots._hint_from(advice, "medium")
    assert hint.params == {"seat": 2, "card": "3♣"}
    assert hint.cards == ("3C",) and hint.template.startswith("Seat {seat}")


def test_bot_actions_are_table_actions() -> None:
    deal = Deal.new(Rules(pass_order="none"), seed=2)  # type: ignore[arg-type]
    seat = deal.to_act
    assert seat is not None
    turn = seat_bots.BotTurn(deal.observation(seat), "random", seed=1)
    action = seat_bots.SeatBots(Careless).decide(turn)
    assert isinstance(action, Action) and action.kind == "play"
